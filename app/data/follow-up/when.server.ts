// Dates on the follow-up page in the local's time zone: 'Hoy 15:00',
// 'Mañana 20:30', 'Lunes 30/11 20:30' (labels like the checkout's dayLabel).
import { dayLabel } from "~/domain/checkout/schedule";

const formatters = new Map<string, Intl.DateTimeFormat>();

function wall(at: number, tz: string) {
  let fmt = formatters.get(tz);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat("en-US", {
      timeZone: tz, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23",
    });
    formatters.set(tz, fmt);
  }
  const p = Object.fromEntries(fmt.formatToParts(at).map((x) => [x.type, Number(x.value)]));
  return { dateMs: Date.UTC(p.year, p.month - 1, p.day), hour: p.hour % 24, minute: p.minute };
}

const two = (n: number) => String(n).padStart(2, "0");

export function formatInstant(at: number, nowMs: number, tz: string): string {
  const w = wall(at, tz);
  const today = wall(nowMs, tz);
  return `${dayLabel(w.dateMs, today.dateMs)} ${two(w.hour)}:${two(w.minute)}`;
}
