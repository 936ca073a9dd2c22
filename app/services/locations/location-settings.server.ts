// The owner's changes to a location's name, address and phones, hours, 'Cerrado manualmente', special days and order modes, as use
// cases: each is written to D1 with its history row, then this isolate's storefront cache is
// emptied, so the storefront it serves shows the change on its next request (other isolates
// within ISOLATE_CACHE_TTL_MS: the back office's promise of 5 s).
import { storefrontCache } from "~/data/menus/isolate-cache.server";
import { guideGeocoder } from "~/data/geocoding/geocoder.server";
import * as stored from "~/data/tenants/location-settings.server";
import { normalizePhone } from "~/domain/checkout/phone";
import { DEFAULT_LOCATION_HOURS, MSG_CALL_PHONE, NEW_LOCATION_MODE, type LocationDetailsInput, type NewLocationInput } from "~/domain/shop/new-location-form";
import { MSG_ADDRESS_NOT_FOUND, MSG_ALIAS_TAKEN, MSG_WHATSAPP } from "~/domain/tenants/sign-up";
import type { MenuEditor } from "~/data/menus/back-office-menu.server";
import type { LocationSettings } from "~/data/tenants/location-settings.server";
import { saveModeSettings, type StoredModeSettings } from "~/data/tenants/location-modes.server";
import type { ModeSettingsDraft } from "~/domain/shop/order-mode-form";
import type { HoursException, WorkingDay } from "~/domain/types";
import { createBrand, takenAliases } from "~/data/tenants/tenant-create.server";
import { firstLocationAlias, type NewBranchInput } from "~/domain/shop/new-branch-form";
import { STARTER_BRANCH_CONFIG, STARTER_MENU } from "~/domain/tenants/sign-up";

export async function saveLocationHours(env: Env, who: MenuEditor, at: LocationSettings, alwaysOpen: boolean, workingDays: WorkingDay[]) {
  const saved = await stored.saveWorkingDays(env, who, at, alwaysOpen, workingDays);
  storefrontCache.clear();
  return saved;
}

export async function closeLocationManually(env: Env, who: MenuEditor, at: LocationSettings, closed: boolean) {
  const changed = await stored.setManuallyClosed(env, who, at, closed);
  storefrontCache.clear();
  return changed;
}

export async function addSpecialDay(env: Env, who: MenuEditor, at: LocationSettings, day: HoursException) {
  const saved = await stored.saveSpecialDay(env, who, at, day);
  storefrontCache.clear();
  return saved;
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

type Refused = { ok: false; status: number; errors: Record<string, string> };
type Contact = { ok: true; whatsappPhone: string; callPhone: string | null; point: { lat: number; lng: number } };

/**
 * A location's phones (normalised for `country`, the branch's) and its point: the pin dragged on
 * the map when sent, else `kept` (the stored point of an address that did not change), else the
 * typed address found by the sign-up's geocoder.
 */
export async function locationContact(env: Env, country: string, input: LocationDetailsInput, kept: { lat: number; lng: number } | null = null): Promise<Contact | Refused> {
  const whatsappPhone = normalizePhone(input.whatsapp, country);
  if (!whatsappPhone) return { ok: false, status: 400, errors: { whatsapp: MSG_WHATSAPP } };
  const callPhone = input.callPhone === "" ? null : normalizePhone(input.callPhone, country);
  if (input.callPhone !== "" && !callPhone) return { ok: false, status: 400, errors: { callPhone: MSG_CALL_PHONE } };
  let point = input.lat !== undefined && input.lng !== undefined ? { lat: input.lat, lng: input.lng } : kept;
  if (!point) {
    const found = await guideGeocoder(env).search(`${input.street} ${input.number}, ${input.city}`, { country, limit: 1 }).catch(() => []);
    point = found[0] ? { lat: found[0].lat, lng: found[0].lng } : null;
  }
  if (!point) return { ok: false, status: 400, errors: { street: MSG_ADDRESS_NOT_FOUND } };
  return { ok: true, whatsappPhone, callPhone, point };
}

/**
 * 'Datos del local': its name, address, pin and phones. The pin map starts on the stored point and
 * sends it back unmoved: then a new typed address is found by the geocoder, and an unchanged one
 * keeps its point. 'conflict' when someone changed the location's data since the owner read them.
 */
export async function editLocationDetails(env: Env, who: MenuEditor, country: string, at: LocationSettings, input: LocationDetailsInput): Promise<{ ok: true } | { ok: false; status: number; errors: Record<string, string> } | { ok: false; conflict: true }> {
  const moved = input.street !== at.street || input.number !== at.number || input.city !== at.city;
  const pinMoved = input.lat !== undefined && input.lng !== undefined && (input.lat !== at.lat || input.lng !== at.lng);
  const contact = await locationContact(env, country, pinMoved ? input : { ...input, lat: undefined, lng: undefined }, moved ? null : { lat: at.lat, lng: at.lng });
  if (!contact.ok) return contact;
  const saved = await stored.saveLocationDetails(env, who, at, {
    name: input.name,
    street: input.street,
    number: input.number,
    city: input.city,
    lat: contact.point.lat,
    lng: contact.point.lng,
    whatsappPhone: contact.whatsappPhone,
    callPhone: contact.callPhone,
  });
  storefrontCache.clear();
  return saved === "saved" ? { ok: true } : { ok: false, conflict: true };
}

/** A new location of one of the company's branches (`country`: the branch's). */
export async function addLocation(env: Env, who: MenuEditor, country: string, input: NewLocationInput): Promise<AddLocationResult> {
  const contact = await locationContact(env, country, input);
  if (!contact.ok) return contact;
  const created = await stored.createLocation(env, who, {
    branchId: input.branchId,
    alias: input.alias,
    name: input.name,
    street: input.street,
    number: input.number,
    city: input.city,
    country,
    lat: contact.point.lat,
    lng: contact.point.lng,
    whatsappPhone: contact.whatsappPhone,
    callPhone: contact.callPhone,
    workingDays: DEFAULT_LOCATION_HOURS,
    modes: [NEW_LOCATION_MODE],
  });
  storefrontCache.clear();
  if (!created.ok) return { ok: false, status: created.reason === "alias-taken" ? 409 : 404, errors: created.reason === "alias-taken" ? { alias: MSG_ALIAS_TAKEN } : {} };
  return { ok: true, id: created.id };
}

/**
 * A new branch of the company (a brand with its own menu and storefront) and its first location,
 * written by the sign-up's statements (createBrand): the starter menu, take-away paid in cash, open
 * DEFAULT_LOCATION_HOURS. `country`: the company's first branch's. Both aliases must be free.
 */
export async function addBranch(env: Env, who: MenuEditor, country: string, input: NewBranchInput): Promise<{ ok: true; branchId: number } | Refused> {
  const aliases = { branch: input.alias, location: firstLocationAlias(input.alias) };
  if ((await takenAliases(env, [aliases.branch, aliases.location])).length > 0) return { ok: false, status: 409, errors: { alias: MSG_ALIAS_TAKEN } };
  const contact = await locationContact(env, country, input);
  if (!contact.ok) return contact;
  const created = await createBrand(env, who, {
    aliases,
    name: input.name,
    country,
    location: { street: input.street, number: input.number, city: input.city, ...contact.point, whatsappPhone: contact.whatsappPhone, callPhone: contact.callPhone, workingDays: DEFAULT_LOCATION_HOURS },
    branchConfig: STARTER_BRANCH_CONFIG,
    modes: [NEW_LOCATION_MODE],
    menu: STARTER_MENU,
  });
  // The company's branches are read through the isolate's alias cache: the list shows the new one at once.
  storefrontCache.clear();
  if (!created.ok) return { ok: false, status: 409, errors: { alias: MSG_ALIAS_TAKEN } };
  return { ok: true, branchId: created.branchId };
}
