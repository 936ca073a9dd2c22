// The rider's screen of one shipment or stack (logistics.md §2 Shipment detail, §4
// rules), built from storage records with the pure rules of app/domain/logistics.
// The detail page, the detail actions and the JSON calls share it.
import { formatMoney } from "~/domain/money";
import { doorPayment, stackCollectText, type DoorPayment } from "~/domain/logistics/cash";
import { whatsAppUrl } from "~/domain/contact-links";
import { formatPhoneInternational } from "~/domain/checkout/phone";
import { directionsLinks, type DirectionsLinks } from "~/domain/logistics/directions";
import { RIDER_STATUS_TEXT, RIDER_TEXT } from "~/domain/logistics/rider-messages";
import {
  actionLabel, canCancel, canUpdate, IN_PROGRESS, isHeldByRider, isShipmentFinished, nextStep, type AdvanceStep, type ShipmentStatus,
} from "~/domain/logistics/shipment-status";
import { selectedIndex, sortStack } from "~/domain/logistics/stack-order";
import type { FleetLocation } from "~/data/logistics/fleet.server";
import type { ShipmentRecord, StackRecord } from "~/data/logistics/shipment-read.server";

export type ShipmentType = "simple" | "stack";
export interface ShipmentTarget {
  type: ShipmentType;
  id: number;
}

/** The rider on shift (the fields of the staff identity this side uses). */
export interface RiderIdentity {
  staffId: number;
  name: string;
  phone: string;
  companyId: number;
  branchContactId: number;
}

export interface ScreenShipment {
  id: number;
  code: string;
  status: ShipmentStatus;
  statusText: string;
  stackingOrder: number;
  returnShipment: boolean;
  finished: boolean;
  address: string;
  details: string | null;
  dropOff: { lat: number; lng: number } | null;
  /** §2 'Recibe' card: only for the rider holding the shipment (§6 ownership checks). */
  customer: { name: string; phone: string; phoneText: string; chatUrl: string | null } | null;
  payment: string;
  /** What to collect at the door, computed here ('Cobrar $ 14.050', 'Vuelto $ 5.950'). */
  door: DoorPayment;
  notes: string | null;
}

export interface RiderScreen {
  type: ShipmentType;
  id: number;
  /** The stack's own status, or the single shipment's. */
  status: ShipmentStatus;
  statusText: string;
  owner: "me" | "other" | "nobody";
  /** §4 'expired by other': another rider holds it. */
  expiredByOther: boolean;
  shipments: ScreenShipment[];
  selected: number;
  step: (AdvanceStep & { label: string; from: ShipmentStatus }) | null;
  /** The step needs the diner's delivery key. */
  needsKey: boolean;
  cancel: { label: string } | null;
  /** The rider holds it (hides 'Ver envíos'). */
  inProgress: boolean;
  links: DirectionsLinks;
  storeName: string;
  /** A stack's total to collect over its open stops, or null. */
  stackCollect: string | null;
}

export function destinationLine(d: ShipmentRecord["order"]["destination"]): string {
  if (!d) return "";
  const street = [d.street, d.noNumber ? "S/N" : d.number].filter(Boolean).join(" ") || d.fullAddress || "";
  return [street, d.locality ?? d.city].filter(Boolean).join(", ");
}

function paymentText(o: ShipmentRecord["order"], status: ShipmentRecord["shipment"]["status"]): string {
  // After the drop-off a cash order's money goes back to the till ('Regreso al local').
  if (o.paymentMethod === "CASH" && status === "RETURNED") return `Efectivo rendido en el local: ${formatMoney(o.total)}`;
  if (o.paymentMethod === "CASH" && status === "DELIVERED") return `Efectivo cobrado: rendir ${formatMoney(o.total)} en el local`;
  if (o.paymentMethod === "CASH") {
    const change = o.paysWith && o.paysWith > o.total ? ` (paga con ${formatMoney(o.paysWith)})` : "";
    return `Cobrar ${formatMoney(o.total)} en efectivo${change}`;
  }
  return o.paymentMethod === "ONLINE" ? "Pagado en línea" : `Cobrar ${formatMoney(o.total)} con tarjeta`;
}

function screenShipment(r: ShipmentRecord, mine: boolean): ScreenShipment {
  const s = r.shipment;
  const d = r.order.destination;
  const details = d ? [d.betweenStreets ? `Entre ${d.betweenStreets}` : null, d.details].filter(Boolean).join(" · ") || null : null;
  return {
    id: s.id,
    code: r.order.code,
    status: s.status,
    statusText: RIDER_STATUS_TEXT[s.status] ?? s.status,
    stackingOrder: s.stackingOrder,
    returnShipment: s.returnShipment,
    finished: isShipmentFinished(s),
    address: destinationLine(d),
    details,
    dropOff: s.dropOffLat != null && s.dropOffLng != null ? { lat: s.dropOffLat, lng: s.dropOffLng } : null,
    customer: mine
      ? {
          name: r.order.customerName,
          phone: r.order.customerPhone,
          phoneText: formatPhoneInternational(r.order.customerPhone),
          chatUrl: whatsAppUrl(r.order.customerPhone, `Hola ${r.order.customerName}, soy tu repartidor del pedido ${r.order.code}.`),
        }
      : null,
    payment: paymentText(r.order, s.status),
    door: doorPayment(r.order),
    notes: r.order.notes,
  };
}

/** The screen of a single shipment (`stack` null) or a stack. */
export function riderScreen(
  rider: Pick<RiderIdentity, "staffId">,
  store: Pick<FleetLocation, "lat" | "lng" | "name">,
  target: { type: "simple"; record: ShipmentRecord } | { type: "stack"; record: StackRecord },
): RiderScreen {
  const riderId = target.type === "simple" ? target.record.shipment.riderId : target.record.stack.riderId;
  const status = target.type === "simple" ? target.record.shipment.status : target.record.stack.status;
  const owner = riderId == null ? "nobody" : riderId === rider.staffId ? "me" : "other";
  const records = target.type === "simple" ? [target.record] : target.record.shipments;
  const sorted = sortStack(records.map((r) => ({ ...r.shipment, record: r })));
  const shipments = sorted.map((x) => screenShipment(x.record, owner === "me"));
  const selected = target.type === "stack" ? selectedIndex(sorted, target.record.stack.selectedShipmentId) : 0;
  const stackStatus = target.type === "stack" ? target.record.stack.status : null;
  // §4 update rule: nothing moves once no shipment is in an active status (nor a return still out).
  const rawStep = owner === "other" || !canUpdate(sorted) ? null : nextStep({ stackStatus, shipments: sorted, selected });
  // Only the holder moves it after acceptance; anyone on shift may accept a waiting one.
  const step = rawStep && (rawStep.kind === "accept" ? owner === "nobody" : owner === "me") ? rawStep : null;
  const stepFrom: ShipmentStatus | null = !step
    ? null
    : step.kind === "back"
      ? "DELIVERED"
      : stackStatus && (step.kind === "accept" || step.kind === "inStore" || step.kind === "toCustomer")
        ? stackStatus
        : sorted[selected]!.status;
  const codeForLabel = target.type === "stack" ? (step?.kind === "toCustomer" ? shipments.find((s) => !s.finished)?.code ?? null : shipments[selected]?.code ?? null) : null;
  const open = shipments.filter((s) => !s.finished && s.dropOff && s.status !== "DELIVERED");
  const held = owner === "me" && sorted.some((s) => isHeldByRider(s));
  // §4 cancel: from the single shipment's or the stack's own status; a stack only while it still carries one.
  const cancelable = owner === "me" && canCancel(status) && (target.type === "simple" || sorted.some((s) => IN_PROGRESS.includes(s.status)));
  return {
    type: target.type,
    id: target.type === "simple" ? target.record.shipment.id : target.record.stack.id,
    status,
    statusText: RIDER_STATUS_TEXT[status] ?? status,
    owner,
    expiredByOther: owner === "other",
    shipments,
    selected,
    step: step && stepFrom ? { ...step, from: stepFrom, label: actionLabel(step, codeForLabel) } : null,
    needsKey: step?.kind === "delivered",
    cancel: cancelable ? { label: target.type === "stack" ? RIDER_TEXT.cancelStack : RIDER_TEXT.cancelSingle } : null,
    inProgress: held,
    links: directionsLinks(store, open.map((s) => s.dropOff!), shipments[selected]?.dropOff ?? null, sorted.some((s) => s.returnShipment && s.status !== "RETURNED")),
    storeName: store.name,
    stackCollect: target.type === "stack" ? stackCollectText(shipments.filter((s) => !s.finished && s.status !== "DELIVERED").map((s) => s.door)) : null,
  };
}
