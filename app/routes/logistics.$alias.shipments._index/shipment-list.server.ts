// The rider's list (logistics.md §2 Shipments list, §9 3-day look-back, OWN_FLEET):
// single shipments and stacks waiting for a rider at the location.
import { formatDecimal, formatMoney } from "~/domain/money";
import { CASH_TEXT, doorPayment } from "~/domain/logistics/cash";
import { SHIPMENT_LOOK_BACK_DAYS } from "~/domain/logistics/feedback";
import { km } from "~/domain/logistics/stacking";
import { listShipments, listStacks, type ShipmentRecord } from "~/data/logistics/shipment-read.server";
import type { FleetLocation } from "~/data/logistics/fleet.server";
import { destinationLine, type ShipmentTarget } from "~/services/logistics/rider-screen.server";

export interface ListEntry {
  target: ShipmentTarget;
  codes: string[];
  addresses: string[];
  /** '1,4 km' from the store to the farthest drop-off. */
  distance: string | null;
  /** Minutes since the shipment started waiting. */
  waitingMinutes: number;
  /** What the rider collects over the whole entry: 'Cobrar $ 14.050' or 'Pagado en línea'. */
  collect: string;
  /** Cash is involved (the card leads with it). */
  cash: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function collect(records: ShipmentRecord[]): { collect: string; cash: boolean } {
  const doors = records.map((r) => doorPayment(r.order));
  const amount = doors.reduce((n, d) => n + d.collectAmount, 0);
  if (amount === 0) return { collect: CASH_TEXT.paidOnline, cash: false };
  return { collect: CASH_TEXT.collect(formatMoney(amount)), cash: doors.some((d) => d.cashAmount > 0) };
}

function entry(target: ShipmentTarget, records: ShipmentRecord[], store: Pick<FleetLocation, "lat" | "lng">, nowMs: number): ListEntry {
  const distances = records
    .map((r) => (r.shipment.dropOffLat != null && r.shipment.dropOffLng != null ? km(store, { lat: r.shipment.dropOffLat, lng: r.shipment.dropOffLng }) : null))
    .filter((d): d is number => d !== null);
  const oldest = Math.min(...records.map((r) => r.shipment.createdAt));
  return {
    target,
    codes: records.map((r) => r.order.code),
    addresses: records.map((r) => destinationLine(r.order.destination)),
    distance: distances.length ? `${formatDecimal(Math.max(...distances), 1)} km` : null,
    waitingMinutes: Math.max(0, Math.floor((nowMs - oldest) / 60000)),
    ...collect(records),
  };
}

/** Waiting singles and stacks of the location, oldest first. */
export async function waitingEntries(env: Env, store: FleetLocation, nowMs: number): Promise<ListEntry[]> {
  const from = nowMs - SHIPMENT_LOOK_BACK_DAYS * DAY_MS;
  const [singles, stacks] = await Promise.all([
    listShipments(env, {
      companyId: store.companyId, branchContactId: store.id, statuses: ["LOOKING_FOR_DRIVER"],
      from, to: nowMs + DAY_MS, offset: 0, limit: 50, sort: "ASC", singlesOnly: true,
    }),
    listStacks(env, { companyId: store.companyId, branchContactId: store.id, statuses: ["LOOKING_FOR_DRIVER"], from }),
  ]);
  const entries = [
    ...singles.map((r) => entry({ type: "simple", id: r.shipment.id }, [r], store, nowMs)),
    ...stacks.filter((s) => s.shipments.length > 0).map((s) => entry({ type: "stack", id: s.stack.id }, s.shipments, store, nowMs)),
  ];
  return entries.sort((a, b) => b.waitingMinutes - a.waitingMinutes);
}
