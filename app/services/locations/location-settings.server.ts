// The owner's changes to a location's hours, 'Cerrado manualmente', special days and order modes, as use
// cases: each is written to D1 with its history row, then this isolate's storefront cache is
// emptied, so the storefront it serves shows the change on its next request (other isolates
// within ISOLATE_CACHE_TTL_MS: the back office's promise of 5 s).
import { storefrontCache } from "~/data/menus/isolate-cache.server";
import { guideGeocoder } from "~/data/geocoding/geocoder.server";
import * as stored from "~/data/tenants/location-settings.server";
import { normalizePhone } from "~/domain/checkout/phone";
import { DEFAULT_LOCATION_HOURS, MSG_CALL_PHONE, NEW_LOCATION_MODE, type NewLocationInput } from "~/domain/shop/new-location-form";
import { MSG_ADDRESS_NOT_FOUND, MSG_ALIAS_TAKEN, MSG_WHATSAPP } from "~/domain/tenants/sign-up";
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

export type AddLocationResult = { ok: true; id: number } | { ok: false; status: number; errors: Record<string, string> };

/**
 * A new location of one of the company's branches (`country`: the branch's). The point is the pin
 * dragged on the map when sent, else the typed address found by the sign-up's geocoder.
 */
export async function addLocation(env: Env, who: MenuEditor, country: string, input: NewLocationInput): Promise<AddLocationResult> {
  const whatsapp = normalizePhone(input.whatsapp, country);
  if (!whatsapp) return { ok: false, status: 400, errors: { whatsapp: MSG_WHATSAPP } };
  const callPhone = input.callPhone === "" ? null : normalizePhone(input.callPhone, country);
  if (input.callPhone !== "" && !callPhone) return { ok: false, status: 400, errors: { callPhone: MSG_CALL_PHONE } };
  let point = input.lat !== undefined && input.lng !== undefined ? { lat: input.lat, lng: input.lng } : null;
  if (!point) {
    const found = await guideGeocoder(env).search(`${input.street} ${input.number}, ${input.city}`, { country, limit: 1 }).catch(() => []);
    point = found[0] ? { lat: found[0].lat, lng: found[0].lng } : null;
  }
  if (!point) return { ok: false, status: 400, errors: { street: MSG_ADDRESS_NOT_FOUND } };
  const created = await stored.createLocation(env, who, {
    branchId: input.branchId,
    alias: input.alias,
    name: input.name,
    street: input.street,
    number: input.number,
    city: input.city,
    country,
    lat: point.lat,
    lng: point.lng,
    whatsappPhone: whatsapp,
    callPhone,
    workingDays: DEFAULT_LOCATION_HOURS,
    mode: NEW_LOCATION_MODE,
  });
  storefrontCache.clear();
  if (!created.ok) return { ok: false, status: created.reason === "alias-taken" ? 409 : 404, errors: created.reason === "alias-taken" ? { alias: MSG_ALIAS_TAKEN } : {} };
  return { ok: true, id: created.id };
}
