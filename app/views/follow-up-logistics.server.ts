// The diner's side of the shipments (storefront.md §3 "Follow-up order" fields that
// logistics fills in, logistics.md §2 tracking texts): the order's shipment steps, the delivery
// key ('Clave de entrega'), the picker, and the till difference — for the follow-up
// JSON and the follow-up page.
import { shipmentsOfOrder, type OrderShipments } from "~/data/logistics/shipment-read.server";
import type { OrderRow } from "~/data/orders/order-reader.server";
import { formatInstant } from "~/domain/orders/follow-up-time";
import { SHIPMENT_STATUS_TEXT, type ShipmentStatus } from "~/domain/logistics/shipment-status";
import { trackingPath } from "~/domain/logistics/tracking";

/** The diner sees these steps of a shipment, in order (the rider's walk from the fleet to the door). */
const DINER_STEPS: readonly ShipmentStatus[] = ["LOOKING_FOR_DRIVER", "ON_ROUTE_TO_PICK_UP", "IN_STORE", "ON_ROUTE_TO_DROP_OFF", "DELIVERED"];
/** §2 "A customer sees shipment details only while the shipment is ON_ROUTE_TO_DROP_OFF(S)". */
const RIDER_VISIBLE: readonly ShipmentStatus[] = ["ON_ROUTE_TO_DROP_OFF", "ON_ROUTE_TO_DROP_OFFS"];

export const KEY_TITLE = "Clave de entrega";
export const KEY_HELP = "El repartidor te solicitará esta clave al entregar el pedido";

export interface FollowUpLogisticsJson {
  shipments: { id: number; status: ShipmentStatus; createdAt: number; updatedAt: number; returnShipment: boolean; rider: { name: string | null } | null; statusTimes: Partial<Record<ShipmentStatus, number>> }[];
  shipmentUrl: string | null;
  /** The live tracking map (logistics/tracking/order/{alias}/{orderCode}). */
  trackingUrl: string | null;
  shipmentSecurityCode: string | null;
  pickerInfo: { pickerId: number; pickerName: string | null; pickerPhone: string | null; dinerOrderId: number } | null;
  isPicking: boolean;
  differenceDetail: { dinerOrderId: number; amount: number } | null;
}

export interface FollowUpShipmentView {
  statusText: string;
  steps: { label: string; state: "done" | "active" | "pending"; at: string | null }[];
  riderName: string | null;
  deliveryKey: string | null;
  keyTitle: string;
  keyHelp: string;
  trackingUrl: string | null;
}

type PickerColumns = Pick<OrderRow, "pickerStaffId" | "pickerName" | "pickerPhone" | "pickingStartedAt" | "pickingFinishedAt" | "differenceAmount">;

export async function followUpLogistics(
  env: Env,
  order: Pick<OrderRow, "id" | "companyId" | "code" | "status"> & PickerColumns,
  alias: string,
  nowMs: number,
  timeZone: string,
  /** The order's shipments when the caller read them already (the follow-up page's batch). */
  known?: OrderShipments,
): Promise<{ json: FollowUpLogisticsJson; view: FollowUpShipmentView | null }> {
  const { logistics, shipments } = known ?? (await shipmentsOfOrder(env, order.companyId, order.id));
  const finished = order.status === "DELIVERED" || order.status === "CANCELED";
  const current = shipments[0] ?? null;
  // logistics.md §3 Diner order (picker view): who prepares it (migrations/0012).
  const picker =
    order.pickerStaffId !== null ? { pickerId: order.pickerStaffId, pickerName: order.pickerName, pickerPhone: order.pickerPhone, dinerOrderId: order.id } : null;
  const json: FollowUpLogisticsJson = {
    shipments: shipments.map((s) => ({
      id: s.id,
      status: s.status,
      createdAt: s.createdAt,
      updatedAt: s.updatedAt,
      returnShipment: s.returnShipment,
      rider: RIDER_VISIBLE.includes(s.status) ? { name: s.riderName } : null,
      statusTimes: Object.fromEntries(s.events.map((e) => [e.status, e.at])),
    })),
    shipmentUrl: current ? `/menu/${encodeURIComponent(alias)}/order/${order.code}#envio` : null,
    trackingUrl: logistics ? trackingPath(alias, order.code) : null,
    shipmentSecurityCode: logistics && !finished ? logistics.deliveryKey : null,
    pickerInfo: picker,
    isPicking: order.pickerStaffId !== null && order.pickingFinishedAt === null && !finished,
    // The till amount minus the order's items price (not its total: fees and surcharges never
    // go through the till; docs/decisions.md#logistics-staff-picker-rider-tracking), set when the picker finishes (0 = the till matched).
    differenceDetail: order.differenceAmount !== null ? { dinerOrderId: order.id, amount: order.differenceAmount } : null,
  };
  if (!current || current.status === "CANCELED") return { json, view: null };
  // A returned shipment was delivered first: the diner's last step is 'Entregado'.
  const shown: ShipmentStatus = current.status === "RETURNED" ? "DELIVERED" : current.status === "DRIVER_CANCELED" ? "LOOKING_FOR_DRIVER" : current.status;
  const reached = Math.max(0, DINER_STEPS.indexOf(shown === "ON_ROUTE_TO_DROP_OFFS" ? "ON_ROUTE_TO_DROP_OFF" : shown));
  const times = new Map<ShipmentStatus, number>();
  for (const s of [...shipments].reverse()) for (const e of s.events) if (!times.has(e.status) || s.id === current.id) times.set(e.status, e.at);
  const view: FollowUpShipmentView = {
    statusText: SHIPMENT_STATUS_TEXT[shown],
    steps: DINER_STEPS.map((st, i) => ({
      label: SHIPMENT_STATUS_TEXT[st],
      state: i < reached || (i === reached && st === "DELIVERED") ? "done" : i === reached ? "active" : "pending",
      at: i <= reached && times.has(st) ? formatInstant(times.get(st)!, nowMs, timeZone) : null,
    })),
    riderName: RIDER_VISIBLE.includes(current.status) ? current.riderName : null,
    deliveryKey: json.shipmentSecurityCode,
    keyTitle: KEY_TITLE,
    keyHelp: KEY_HELP,
    trackingUrl: json.trackingUrl,
  };
  return { json, view };
}
