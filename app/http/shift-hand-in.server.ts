// The cash a rider hands in at the store (logistics.md §3 Shipment: the order's payment; the
// texts are ours, docs/decisions.md "End of a rider's shift"): the cash orders the rider
// delivered since the shift started. Shown on the log-out page while the shift runs and on
// 'Turno finalizado con éxito' once it ended, with and without JavaScript.
//
// The shift cookie is cleared when the shift ends, so the amount reaches the success page in a
// signed 10-minute cookie written by the ending request: computed on the server, never from
// the query string.
import { now } from "~/data/clock.server";
import { deliveredPaymentsOf } from "~/data/logistics/shipment-read.server";
import { CASH_TEXT, cashToHandIn } from "~/domain/logistics/cash";
import { formatMoney } from "~/domain/money";
import { createCookie } from "./cookie.server";
import type { StaffPlaceContext } from "./staff-place.server";

export interface HandInView {
  label: string;
  amount: string;
  detail: string;
}

interface EndedShiftCash {
  branchContactId: number;
  staffId: number;
  /** Whole pesos, as cashToHandIn sums them. */
  amount: number;
  count: number;
  /** Epoch ms after which the success page no longer shows it. */
  until: number;
}

const ENDED_SHIFT_SECONDS = 10 * 60;

function endedShiftCookie(env: Env, request: Request) {
  return createCookie("__sabores_shift_ended", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: new URL(request.url).protocol === "https:",
    maxAge: ENDED_SHIFT_SECONDS,
    secrets: [env.SESSION_SECRET],
  });
}

const viewOf = (cash: { amount: number; count: number }, place: Pick<StaffPlaceContext, "countryInfo">): HandInView => ({
  label: CASH_TEXT.handIn,
  amount: formatMoney(cash.amount, place.countryInfo),
  detail: CASH_TEXT.handInOf(cash.count),
});

/** The cash of the cash orders this rider delivered since `shiftStartedAt`. */
export async function shiftCash(env: Env, place: Pick<StaffPlaceContext, "companyId">, staffId: number, shiftStartedAt: number) {
  return cashToHandIn(await deliveredPaymentsOf(env, place.companyId, staffId, shiftStartedAt));
}

export async function handInView(env: Env, place: Pick<StaffPlaceContext, "companyId" | "countryInfo">, staffId: number, shiftStartedAt: number): Promise<HandInView> {
  return viewOf(await shiftCash(env, place, staffId, shiftStartedAt), place);
}

/** The Set-Cookie that carries the ended shift's cash to 'Turno finalizado con éxito'. */
export async function endedShiftCookieHeader(
  env: Env,
  request: Request,
  place: Pick<StaffPlaceContext, "branchContactId">,
  staffId: number,
  cash: { amount: number; count: number },
): Promise<string> {
  const value: EndedShiftCash = { branchContactId: place.branchContactId, staffId, amount: cash.amount, count: cash.count, until: now(env).getTime() + ENDED_SHIFT_SECONDS * 1000 };
  return endedShiftCookie(env, request).serialize(value);
}

/** What the success page shows: the shift this browser just ended at this location, or null. */
export async function endedShiftHandIn(env: Env, request: Request, place: Pick<StaffPlaceContext, "branchContactId" | "countryInfo">): Promise<HandInView | null> {
  const value = (await endedShiftCookie(env, request).parse(request.headers.get("Cookie"))) as EndedShiftCash | null;
  if (!value || typeof value !== "object" || value.branchContactId !== place.branchContactId) return null;
  if (typeof value.amount !== "number" || typeof value.count !== "number" || typeof value.until !== "number" || value.until <= now(env).getTime()) return null;
  return viewOf(value, place);
}
