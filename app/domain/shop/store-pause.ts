// Pauses of online orders from the shop's console: 15, 30 or 60 minutes, or until reopened.
import { SOLD_OUT_UNTIL_REACTIVATED } from "~/domain/menu/sold-out";

export const PAUSE_MINUTES = [15, 30, 60] as const;
export type PauseMinutes = (typeof PAUSE_MINUTES)[number];
/** Minutes, 'reopened' (until the shop reopens) or 'reopen' (ends the pause now). */
export type PauseLength = PauseMinutes | "reopened" | "reopen";

/** Stored for "until reopened": the largest instant a Date can hold. */
export const PAUSED_UNTIL_REOPENED = SOLD_OUT_UNTIL_REACTIVATED;

/** The instant a pause of `length` ends; null to reopen. */
export function pauseUntil(length: PauseLength, now: Date): number | null {
  if (length === "reopen") return null;
  if (length === "reopened") return PAUSED_UNTIL_REOPENED;
  return now.getTime() + length * 60_000;
}
