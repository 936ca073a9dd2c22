// The owner's changes to a location's hours, 'Cerrado manualmente', special days and order modes, as use
// cases: each is written to D1 with its history row, then this isolate's storefront cache is
// emptied, so the storefront it serves shows the change on its next request (other isolates
// within ISOLATE_CACHE_TTL_MS: the back office's promise of 5 s).
import { storefrontCache } from "~/data/menus/isolate-cache.server";
import * as stored from "~/data/tenants/location-settings.server";
import type { MenuEditor } from "~/data/menus/back-office-menu.server";
import type { LocationSettings } from "~/data/tenants/location-settings.server";
import { saveModeSettings, type StoredModeSettings } from "~/data/tenants/location-modes.server";
import type { ModeSettingsDraft } from "~/domain/shop/order-mode-form";
import type { HoursException, WorkingDay } from "~/domain/types";

export async function saveLocationHours(env: Env, who: MenuEditor, at: LocationSettings, seenText: string, workingDays: WorkingDay[]) {
  const saved = await stored.saveWorkingDays(env, who, at, seenText, workingDays);
  storefrontCache.clear();
  return saved;
}

export async function closeLocationManually(env: Env, who: MenuEditor, at: LocationSettings, closed: boolean) {
  const changed = await stored.setManuallyClosed(env, who, at, closed);
  storefrontCache.clear();
  return changed;
}

export async function addSpecialDay(env: Env, who: MenuEditor, at: LocationSettings, day: HoursException) {
  await stored.saveSpecialDay(env, who, at, day);
  storefrontCache.clear();
}

export async function dropSpecialDay(env: Env, who: MenuEditor, at: LocationSettings, specialDayId: number) {
  const removed = await stored.removeSpecialDay(env, who, at, specialDayId);
  storefrontCache.clear();
  return removed;
}

export async function saveLocationMode(env: Env, who: MenuEditor, at: LocationSettings, seen: StoredModeSettings, draft: ModeSettingsDraft) {
  const saved = await saveModeSettings(env, who, at, seen, draft);
  storefrontCache.clear();
  return saved;
}
