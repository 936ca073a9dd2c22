// Dates on the follow-up page in the local's time zone: 'Hoy 15:00',
// 'Mañana 20:30', 'Lunes 30/11 20:30' (labels like the checkout's dayLabel).
import { dayLabel, wallClock } from "~/domain/checkout/schedule";

const two = (n: number) => String(n).padStart(2, "0");

function wall(at: number, tz: string) {
  const w = wallClock(at, tz);
  return { dateMs: Date.UTC(w.y, w.m - 1, w.d), hour: Math.floor(w.minutes / 60), minute: w.minutes % 60 };
}

export function formatInstant(at: number, nowMs: number, tz: string): string {
  const w = wall(at, tz);
  const today = wall(nowMs, tz);
  return `${dayLabel(w.dateMs, today.dateMs)} ${two(w.hour)}:${two(w.minute)}`;
}
