// Shipment and stack statuses (logistics.md §4 "Shipment statuses", §3 Shipment /
// Shipment stack): the transitions as data, the next-action labels of the
// slide-to-advance control, and the update / cancel / finished rules.
//
// One shipment goes LOOKING_FOR_DRIVER → ON_ROUTE_TO_PICK_UP → IN_STORE →
// ON_ROUTE_TO_DROP_OFF → DELIVERED (→ RETURNED when it is a return shipment).
// A stack (several shipments, one rider) advances as a stack while it is before
// the drop-offs (its own status then goes to ON_ROUTE_TO_DROP_OFFS, the stack
// form), and per shipment after that.

export const SHIPMENT_STATUSES = [
  "PENDING",
  "STACKING",
  "LOOKING_FOR_DRIVER",
  "ON_ROUTE_TO_PICK_UP",
  "IN_STORE",
  "ON_ROUTE_TO_DROP_OFF",
  "ON_ROUTE_TO_DROP_OFFS",
  "DELIVERED",
  "RETURNED",
  "DRIVER_CANCELED",
  "CANCELED",
] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

export const OWN_FLEET = "OWN_FLEET";
export type DeliveryProvider = typeof OWN_FLEET;

export function isShipmentStatus(v: unknown): v is ShipmentStatus {
  return typeof v === "string" && (SHIPMENT_STATUSES as readonly string[]).includes(v);
}

/** §4 "the first four active statuses": a shipment can be updated while in one of them. */
export const ACTIVE_STATUSES: readonly ShipmentStatus[] = ["LOOKING_FOR_DRIVER", "ON_ROUTE_TO_PICK_UP", "IN_STORE", "ON_ROUTE_TO_DROP_OFF", "ON_ROUTE_TO_DROP_OFFS"];
/** §4 "Pre-drop-off states are the first three of the active ones". */
export const PRE_DROP_OFF: readonly ShipmentStatus[] = ["LOOKING_FOR_DRIVER", "ON_ROUTE_TO_PICK_UP", "IN_STORE"];
/**
 * §4 "It can be canceled only from ON_ROUTE_TO_PICK_UP, IN_STORE or ON_ROUTE_TO_DROP_OFFS":
 * a single shipment on its way to the customer (ON_ROUTE_TO_DROP_OFF) carries the food and
 * is not handed back; a stack on its drop-offs (ON_ROUTE_TO_DROP_OFFS) may be.
 */
export const CANCELABLE: readonly ShipmentStatus[] = ["ON_ROUTE_TO_PICK_UP", "IN_STORE", "ON_ROUTE_TO_DROP_OFFS"];
/** A rider holds the shipment (in progress): from acceptance to the drop-off. */
export const IN_PROGRESS: readonly ShipmentStatus[] = ["ON_ROUTE_TO_PICK_UP", "IN_STORE", "ON_ROUTE_TO_DROP_OFF", "ON_ROUTE_TO_DROP_OFFS"];

export const isPreDropOff = (s: ShipmentStatus) => PRE_DROP_OFF.includes(s);
export const canCancel = (s: ShipmentStatus) => CANCELABLE.includes(s);

export interface ShipmentState {
  status: ShipmentStatus;
  returnShipment: boolean;
}

/** §4 "Everything is finished when each shipment is DELIVERED, DRIVER_CANCELED or RETURNED" (a return shipment: once RETURNED). */
export function isShipmentFinished(s: ShipmentState): boolean {
  if (s.status === "RETURNED" || s.status === "DRIVER_CANCELED" || s.status === "CANCELED") return true;
  return s.status === "DELIVERED" && !s.returnShipment;
}

/** A rider still holds it: in progress, or a delivered return shipment on its way back. */
export function isHeldByRider(s: ShipmentState): boolean {
  return IN_PROGRESS.includes(s.status) || (s.status === "DELIVERED" && s.returnShipment);
}

/**
 * §4 update rule: one of the first four active statuses, or, with return shipments,
 * until every return shipment is returned or driver-canceled.
 */
export function canUpdate(shipments: readonly ShipmentState[]): boolean {
  if (shipments.some((s) => ACTIVE_STATUSES.includes(s.status))) return true;
  const returns = shipments.filter((s) => s.returnShipment);
  return returns.length > 0 && returns.some((s) => s.status !== "RETURNED" && s.status !== "DRIVER_CANCELED" && s.status !== "CANCELED");
}

/** §4 "Regreso al local": a delivered return (and the rest finished) goes back to the store. */
export function isReturnDue(shipments: readonly ShipmentState[]): boolean {
  const open = shipments.filter((s) => !isShipmentFinished(s));
  return open.length > 0 && open.every((s) => s.status === "DELIVERED" && s.returnShipment);
}

// ------------------------------------------------------------ labels (§4, literal)
export const ACTION_LABELS = {
  accept: "Aceptar envío",
  inStore: "En el local",
  toCustomer: "En camino al cliente",
  delivered: "Entregado",
  back: "Regreso al local",
} as const;

export type AdvanceStep =
  | { kind: "accept"; to: "ON_ROUTE_TO_PICK_UP" }
  | { kind: "inStore"; to: "IN_STORE" }
  | { kind: "toCustomer"; to: "ON_ROUTE_TO_DROP_OFF" | "ON_ROUTE_TO_DROP_OFFS" }
  | { kind: "delivered"; to: "DELIVERED" }
  | { kind: "back"; to: "RETURNED" };

const STEP_BY_STATUS: Partial<Record<ShipmentStatus, AdvanceStep>> = {
  LOOKING_FOR_DRIVER: { kind: "accept", to: "ON_ROUTE_TO_PICK_UP" },
  ON_ROUTE_TO_PICK_UP: { kind: "inStore", to: "IN_STORE" },
  IN_STORE: { kind: "toCustomer", to: "ON_ROUTE_TO_DROP_OFF" },
  ON_ROUTE_TO_DROP_OFF: { kind: "delivered", to: "DELIVERED" },
  ON_ROUTE_TO_DROP_OFFS: { kind: "delivered", to: "DELIVERED" },
};

/**
 * The slider's next action for the whole screen: a stack before the drop-offs moves
 * as a stack (its own status decides); after that the selected shipment moves; a
 * finished set whose returns were delivered goes back to the store.
 */
export function nextStep(args: {
  stackStatus: ShipmentStatus | null;
  shipments: readonly ShipmentState[];
  selected: number;
}): AdvanceStep | null {
  const { stackStatus, shipments } = args;
  if (stackStatus && isPreDropOff(stackStatus)) {
    // §4 forward path: a stack leaves IN_STORE as ON_ROUTE_TO_DROP_OFFS (the stack form).
    if (stackStatus === "IN_STORE") return { kind: "toCustomer", to: "ON_ROUTE_TO_DROP_OFFS" };
    return STEP_BY_STATUS[stackStatus] ?? null;
  }
  if (isReturnDue(shipments)) return { kind: "back", to: "RETURNED" };
  const s = shipments[args.selected];
  if (!s) return null;
  return STEP_BY_STATUS[s.status] ?? null;
}

/**
 * A status a caller names for `step` (§7 PUT /api/shipments/{id} and /api/stacking/{id}):
 * the step's own, and for the step to the customer either drop-off form, since the spec's
 * forward path names ON_ROUTE_TO_DROP_OFFS and §4 lists ON_ROUTE_TO_DROP_OFF for one shipment.
 */
export function namesStep(step: Pick<AdvanceStep, "kind" | "to">, status: ShipmentStatus): boolean {
  if (status === step.to) return true;
  return step.kind === "toCustomer" && (status === "ON_ROUTE_TO_DROP_OFF" || status === "ON_ROUTE_TO_DROP_OFFS");
}

/** §4 labels; 'plus code for stacks' on the two drop-off steps. */
export function actionLabel(step: AdvanceStep, stackCode: string | null): string {
  const base = ACTION_LABELS[step.kind];
  return stackCode && (step.kind === "toCustomer" || step.kind === "delivered") ? `${base} ${stackCode}` : base;
}

/** What the diner reads on the follow-up page for each shipment status (ours: not shown in the spec). */
export const SHIPMENT_STATUS_TEXT: Record<ShipmentStatus, string> = {
  PENDING: "Preparando el envío",
  STACKING: "Preparando el envío",
  LOOKING_FOR_DRIVER: "Buscando repartidor",
  ON_ROUTE_TO_PICK_UP: "El repartidor va hacia el local",
  IN_STORE: "El repartidor está en el local",
  ON_ROUTE_TO_DROP_OFF: "El repartidor va hacia tu dirección",
  ON_ROUTE_TO_DROP_OFFS: "El repartidor va hacia tu dirección",
  DELIVERED: "Pedido entregado",
  RETURNED: "Pedido entregado",
  DRIVER_CANCELED: "Buscando otro repartidor",
  CANCELED: "Envío cancelado",
};

/**
 * The step the screen offers after `step` while `step` waits on the phone for signal (an offline
 * step): a single shipment's forward path, a stack's steps as a stack before the drop-offs. Null
 * when the next step needs the server (a stack's per-shipment drop-offs, the return).
 */
export function stepAfter(step: Pick<AdvanceStep, "kind" | "to">, type: "simple" | "stack"): (AdvanceStep & { from: ShipmentStatus; label: string }) | null {
  if (step.kind === "delivered" || step.kind === "back") return null;
  if (type === "stack") {
    if (step.to === "IN_STORE") return { kind: "toCustomer", to: "ON_ROUTE_TO_DROP_OFFS", from: "IN_STORE", label: ACTION_LABELS.toCustomer };
    if (step.to === "ON_ROUTE_TO_PICK_UP") return { kind: "inStore", to: "IN_STORE", from: "ON_ROUTE_TO_PICK_UP", label: ACTION_LABELS.inStore };
    return null;
  }
  const next = STEP_BY_STATUS[step.to];
  return next ? { ...next, from: step.to, label: ACTION_LABELS[next.kind] } : null;
}
