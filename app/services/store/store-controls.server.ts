// The store controls of the shop's console, as use cases: sold out ('Agotado') plates and garnish
// options of one location, pauses of online orders per order mode, the "orders console active" flag. Each change
// is written to D1 and this isolate's storefront cache is emptied, so the storefront served by
// this isolate shows it on the next request (other isolates within ISOLATE_CACHE_TTL_MS).
//
// Also for the board: markPlatesSoldOut ('Sin stock') and closeForToday ('Cerramos por hoy').
import { now } from "~/data/clock.server";
import { storefrontCache } from "~/data/menus/isolate-cache.server";
import { writeBusyMode, writeGarnishSoldOut, writeModesPause, writeOrdersConsole, writePlatesSoldOut } from "~/data/shop/store-controls.server";
import { nextLocalMidnight, soldOutUntil, type SoldOutLength } from "~/domain/menu/sold-out";
import { pauseUntil, type PauseLength } from "~/domain/shop/store-pause";

/** What the use cases need of the location (a StaffPlaceContext fits). */
export interface StoreControlsPlace {
  companyId: number;
  branchId: number;
  branchContactId: number;
  countryInfo: { timeZone: string };
}

const soldOutScope = (p: StoreControlsPlace) => ({ companyId: p.companyId, branchId: p.branchId, branchContactId: p.branchContactId });
const contactScope = (p: StoreControlsPlace) => ({ companyId: p.companyId, branchContactId: p.branchContactId });

/** The storefront reads the new state on its next request (alias → branch revision, order modes). */
function storefrontChanged() {
  storefrontCache.clear();
}

/**
 * Marks plates sold out at the location (not at other locations sharing its branch's menu) until
 * the next local midnight ('tomorrow') or until reactivated, or available again ('available').
 * Ids not of the branch are ignored; the ids of the branch's plates are returned. The board's 'Sin stock' calls it with the refused order's plates.
 */
export async function markPlatesSoldOut(
  env: Env,
  place: StoreControlsPlace,
  plateIds: number[],
  length: SoldOutLength | "available" = "tomorrow",
): Promise<number[]> {
  const until = length === "available" ? null : soldOutUntil(length, now(env), place.countryInfo.timeZone);
  const changed = await writePlatesSoldOut(env, soldOutScope(place), plateIds, until);
  storefrontChanged();
  return changed;
}

/** The same for one garnish option; false when the option is not of the branch. */
export async function markGarnishSoldOut(env: Env, place: StoreControlsPlace, garnishId: number, length: SoldOutLength | "available"): Promise<boolean> {
  const until = length === "available" ? null : soldOutUntil(length, now(env), place.countryInfo.timeZone);
  const changed = await writeGarnishSoldOut(env, soldOutScope(place), garnishId, until);
  storefrontChanged();
  return changed;
}

/** Pauses online orders of order modes of the location (or reopens them, 'reopen'); the ids changed. */
export async function pauseOrderModes(env: Env, place: StoreControlsPlace, orderModeIds: number[] | "all", length: PauseLength): Promise<number[]> {
  const changed = await writeModesPause(env, contactScope(place), orderModeIds, pauseUntil(length, now(env)));
  storefrontChanged();
  return changed;
}

/** 'Cerramos por hoy': every order mode of the location paused until its next local midnight. */
export async function closeForToday(env: Env, place: StoreControlsPlace): Promise<number[]> {
  const until = nextLocalMidnight(now(env), place.countryInfo.timeZone);
  const changed = await writeModesPause(env, contactScope(place), "all", until);
  storefrontChanged();
  return changed;
}

/** The "orders console active" flag (storefront.md §1): on, the order text is not handed to WhatsApp. */
export async function setOrdersConsole(env: Env, place: StoreControlsPlace, on: boolean): Promise<void> {
  await writeOrdersConsole(env, contactScope(place), on);
  storefrontChanged();
}

/** Busy mode: minutes added to every estimate of the location's modes (0 = not busy), and a cap of orders per 15-minute slot (null = none). */
export async function setBusyMode(env: Env, place: StoreControlsPlace, busyMinutes: number, slotCap: number | null): Promise<void> {
  await writeBusyMode(env, contactScope(place), busyMinutes, slotCap);
  storefrontChanged();
}
