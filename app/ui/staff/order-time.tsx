// The time and date an order was placed, in the location's time zone ('15:04 · 18/11').
import { dateTimeFormat } from "~/domain/date-time-format";

export function orderTimeText(at: number, timeZone: string): string {
  const d = new Date(at);
  const time = dateTimeFormat("es-AR", { timeZone, hour: "2-digit", minute: "2-digit", hour12: false }).format(d);
  const date = dateTimeFormat("es-AR", { timeZone, day: "2-digit", month: "2-digit" }).format(d);
  return `${time} · ${date}`;
}

export function OrderTime({ at, timeZone }: { at: number; timeZone: string }) {
  return <time dateTime={new Date(at).toISOString()}>{orderTimeText(at, timeZone)}</time>;
}
