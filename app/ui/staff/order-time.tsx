// The time and date an order was placed, in the location's time zone ('15:04 · 18/11').
import { zonedFormat } from "~/domain/date-time-format";

const hourMinute = zonedFormat("es-AR", { hour: "2-digit", minute: "2-digit", hour12: false });
const dayMonth = zonedFormat("es-AR", { day: "2-digit", month: "2-digit" });

export function orderTimeText(at: number, timeZone: string): string {
  const d = new Date(at);
  const time = hourMinute(timeZone).format(d);
  const date = dayMonth(timeZone).format(d);
  return `${time} · ${date}`;
}

export function OrderTime({ at, timeZone }: { at: number; timeZone: string }) {
  return <time dateTime={new Date(at).toISOString()}>{orderTimeText(at, timeZone)}</time>;
}
