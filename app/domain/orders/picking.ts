// The picker app's rules: logistics.md §2 Picker list / detail, §3 Diner order (picker
// view) and Local picker progress, §4 Diner order statuses, §5, §8, §9. Pure: callers
// pass `now`. The step into AWAITING_FINAL_STAGE is local only (browser storage
// `pickerSave` with JavaScript, the server session without); the server hears about
// GENERATED → ACCEPTED and the final step.
import type { OrderStatus } from "./order-status";

/** §9 'Max orders a picker may take at once: 1'. */
export const MAX_ORDERS_PER_PICKER = 1;
/** §9 'Picker list page size: shared constant, value not shown' (docs/decisions.md#logistics-staff-picker-rider-tracking). */
export const PICKER_PAGE_SIZE = 10;
/** §9 'Browser storage key pickerSave holds picker progress'. */
export const PICKER_SAVE_KEY = "pickerSave";
/** §9 'Elapsed-time counter ticks every minute'. */
export const ELAPSED_TICK_MS = 60_000;

// §2, §4, §5, §8 texts, to the letter.
export const MSG_TAKE_ONLY_READY = "No puedes tomar este pedido, solo aquellos en estado “Para preparar”";
export const MSG_TAKEN_BY_OTHER = "Otro preparador ya tomó el pedido";
export const MSG_ALREADY_TAKEN = "Pedido ya tomado por otro preparador";
export const MSG_FINISHED = "Este pedido ya fue preparado y finalizado";
export const MSG_CANCELED = "Pedido cancelado, seleccione otro pedido";
export const MSG_ITEMS_HIDDEN = "Debes aceptar el pedido para ver los productos";
export const MSG_MISSING_ITEMS = "Faltan items que seleccionar";
export const MSG_FINAL_AMOUNT = "La cantidad final no puede ser mayor al total";
export const MSG_STATUS_FAILED = "Hubo un problema cambiando de estado el pedido.";
export const MSG_STATUS_CHANGED = "Procesado, pedido cambió de estado correctamente";
export const MSG_EMPTY_LIST = "No hay pedidos para entregar";
/** §4 forced redirect's notice (the text is ours: docs/decisions.md#logistics-staff-picker-rider-tracking). */
export const MSG_ORDER_IN_PROGRESS = "Tienes un pedido en preparación: termínalo antes de tomar otro.";

/** The statuses a picker's screen goes through (AWAITING_FINAL_STAGE only on the device). */
export type PickingStatus = Extract<OrderStatus, "GENERATED" | "ACCEPTED" | "AWAITING_FINAL_STAGE" | "READY" | "DELIVERED" | "CANCELED">;

export interface PickingStep {
  to: PickingStatus;
  /** The button that makes the step (§4). */
  label: string;
  /** Local only: no server call (§4). */
  local: boolean;
  /** Only for delivery orders (true), only for the others (false), or both (undefined). */
  delivery?: boolean;
}

/** §4 Diner order statuses, as data. */
export const PICKING_TRANSITIONS: Readonly<Partial<Record<PickingStatus, readonly PickingStep[]>>> = {
  GENERATED: [{ to: "ACCEPTED", label: "Aceptar pedido", local: false }],
  ACCEPTED: [{ to: "AWAITING_FINAL_STAGE", label: "Pedido preparado", local: true }],
  AWAITING_FINAL_STAGE: [
    { to: "READY", label: "Pedido listo para retirar", local: false, delivery: false },
    // A delivery order waits for its rider: the picker's last step leaves it ACCEPTED (its
    // follow-up node 3 would read 'En camino' at READY) with the picking finished.
    { to: "ACCEPTED", label: "Pedido listo para retirar", local: false, delivery: true },
  ],
};

/** The next step of a screen status for this order type, or null. */
export function nextPickingStep(status: PickingStatus, isDelivery: boolean): PickingStep | null {
  const steps = PICKING_TRANSITIONS[status] ?? [];
  return steps.find((s) => s.delivery === undefined || s.delivery === isDelivery) ?? null;
}

// ------------------------------------------------------------------ units

export interface PickerLine {
  lineNo: number;
  name: string;
  sizeName: string | null;
  groupName: string;
  quantity: number;
  unitPrice: number;
  extras: string[];
  notes: string | null;
}

/** One row per unit (§2 'one row per unit'). key = `{lineNo}-{n}`. */
export interface PickerUnit {
  key: string;
  lineNo: number;
  unit: number;
  of: number;
  name: string;
  sizeName: string | null;
  groupName: string;
  price: number;
  extras: string[];
  notes: string | null;
}

export function pickerUnits(lines: readonly PickerLine[]): PickerUnit[] {
  return lines.flatMap((l) =>
    Array.from({ length: Math.max(0, l.quantity) }, (_, i) => ({
      key: `${l.lineNo}-${i + 1}`,
      lineNo: l.lineNo,
      unit: i + 1,
      of: l.quantity,
      name: l.name,
      sizeName: l.sizeName,
      groupName: l.groupName,
      price: l.unitPrice,
      extras: l.extras,
      notes: l.notes,
    })),
  );
}

/** §2 'Items grouped by category', in the order the categories first appear. */
export function groupUnits(units: readonly PickerUnit[]): { groupName: string; units: PickerUnit[] }[] {
  const groups: { groupName: string; units: PickerUnit[] }[] = [];
  for (const u of units) {
    let g = groups.find((x) => x.groupName === u.groupName);
    if (!g) groups.push((g = { groupName: u.groupName, units: [] }));
    g.units.push(u);
  }
  return groups;
}

// ------------------------------------------------------------------ local progress

export interface UnitMark {
  selected: boolean;
  rejected: boolean;
}

/** §3 Local picker progress: per item flags, the local status, the order code. */
export interface PickerProgress {
  orderCode: string;
  status: "ACCEPTED" | "AWAITING_FINAL_STAGE";
  items: Record<string, UnitMark>;
}

export const emptyProgress = (orderCode: string): PickerProgress => ({ orderCode, status: "ACCEPTED", items: {} });

/** §4 'Toggling selected clears rejected and vice versa'; toggling a set flag clears it. */
export function toggleMark(p: PickerProgress, key: string, flag: "selected" | "rejected"): PickerProgress {
  const current = p.items[key] ?? { selected: false, rejected: false };
  const on = !current[flag];
  const mark: UnitMark = flag === "selected" ? { selected: on, rejected: on ? false : current.rejected } : { rejected: on, selected: on ? false : current.selected };
  return { ...p, status: "ACCEPTED", items: { ...p.items, [key]: mark } };
}

/** §3 counts selected / rejected / total. */
export function progressCounts(p: PickerProgress | null, units: readonly Pick<PickerUnit, "key">[]): { selected: number; rejected: number; total: number } {
  let selected = 0;
  let rejected = 0;
  for (const u of units) {
    const m = p?.items[u.key];
    if (m?.selected) selected++;
    else if (m?.rejected) rejected++;
  }
  return { selected, rejected, total: units.length };
}

/** §4 ACCEPTED → AWAITING_FINAL_STAGE 'only when every item is selected or rejected'; else §5's message. */
export function markPrepared(p: PickerProgress, units: readonly Pick<PickerUnit, "key">[]): { ok: true; progress: PickerProgress } | { ok: false; error: string } {
  const c = progressCounts(p, units);
  if (c.selected + c.rejected < c.total) return { ok: false, error: MSG_MISSING_ITEMS };
  return { ok: true, progress: { ...p, status: "AWAITING_FINAL_STAGE" } };
}

/** Keeps only the marks of this order's units (a stored progress may be stale or tampered). */
export function sanitizeProgress(raw: unknown, orderCode: string, units: readonly Pick<PickerUnit, "key">[]): PickerProgress {
  const out = emptyProgress(orderCode);
  if (!raw || typeof raw !== "object") return out;
  const r = raw as Partial<PickerProgress>;
  if (r.orderCode !== orderCode) return out;
  const items = r.items && typeof r.items === "object" ? r.items : {};
  for (const u of units) {
    const m = (items as Record<string, Partial<UnitMark>>)[u.key];
    if (m && (m.selected === true || m.rejected === true)) out.items[u.key] = { selected: m.selected === true, rejected: m.selected === true ? false : m.rejected === true };
  }
  out.status = r.status === "AWAITING_FINAL_STAGE" && markPrepared(out, units).ok ? "AWAITING_FINAL_STAGE" : "ACCEPTED";
  return out;
}

// ------------------------------------------------------------------ final amount

/**
 * §5 Picker final amount: a whole number of pesos greater than 0 and not more than the
 * order's items price, else 'La cantidad final no puede ser mayor al total'.
 */
export function parseFinalAmount(raw: unknown, itemsPrice: number): { ok: true; amount: number } | { ok: false; error: string } {
  // A number (the JSON call) is taken as it is; text is written as in Argentina ('32.500,50').
  const text = typeof raw === "number" ? String(raw) : typeof raw === "string" ? raw.trim().replace(/^\$\s*/, "").replace(/\./g, "").replace(",", ".") : "";
  // Money is whole pesos: the rule is checked on the amount stored, so '0,4' (0 once rounded) is refused.
  const amount = Math.round(typeof raw === "number" ? raw : Number(text));
  if (!text || !Number.isFinite(amount) || amount <= 0 || amount > itemsPrice) return { ok: false, error: MSG_FINAL_AMOUNT };
  return { ok: true, amount };
}

/** §3 difference detail: the till amount minus the items price (negative: the diner got less). */
export const differenceAmount = (deliverablePrice: number, itemsPrice: number) => deliverablePrice - itemsPrice;

// ------------------------------------------------------------------ screen state

export type PickerView = "toAccept" | "picking" | "finalStage" | "finished" | "canceled" | "takenByOther";

export interface PickerOrderState {
  status: OrderStatus;
  pickerStaffId: number | null;
  pickingFinishedAt: number | null;
}

/**
 * §8 'Otro preparador ya tomó el pedido' / §4 'Pedido ya tomado por otro preparador': another
 * picker holds the order, or it was accepted without a picker — whatever its type (delivery,
 * take-away, table) or later status. A cancelled order is not taken.
 */
export function isTakenByOther(o: PickerOrderState, me: number): boolean {
  if (o.status === "CANCELED") return false;
  if (o.pickerStaffId !== null) return o.pickerStaffId !== me;
  return o.status === "ACCEPTED";
}

/** What the detail page shows to this picker (§4). */
export function pickerView(o: PickerOrderState, me: number, local: PickerProgress | null): PickerView {
  if (o.status === "CANCELED") return "canceled";
  if (isTakenByOther(o, me)) return "takenByOther";
  if (o.status === "GENERATED" || o.status === "PENDING_PAYMENT") return "toAccept";
  if (o.status === "ACCEPTED" && o.pickerStaffId === me && o.pickingFinishedAt === null) return local?.status === "AWAITING_FINAL_STAGE" ? "finalStage" : "picking";
  return "finished";
}

/** §4 Badges. */
export function pickerBadge(view: PickerView, counts: { selected: number; rejected: number; total: number }): string {
  switch (view) {
    case "toAccept":
      return `Cantidad de productos: ${counts.total}`;
    case "picking":
      return `${counts.selected} de ${counts.total} productos recogidos`;
    case "finalStage":
      return "Pedido recogido";
    case "canceled":
      return "Pedido cancelado";
    case "takenByOther":
      return MSG_ALREADY_TAKEN;
    default:
      return "Pedido finalizado";
  }
}

/** Whole minutes from `from` to `now` (never negative). */
export const minutesSince = (from: number, now: number) => Math.max(0, Math.floor((now - from) / 60_000));

/** '8 min', '1 hs 5 min': hours only once there is one (never '0 hs 8 min'). */
export function durationText(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h > 0 ? `${h} hs ${m} min` : `${m} min`;
}

/** §2 'Pedido realizado hace ... hs min': whole hours and minutes since the order ('hace 8 min' under an hour). */
export function elapsedText(orderedAt: number, now: number): string {
  return `Pedido realizado hace ${durationText(minutesSince(orderedAt, now))}`;
}

/**
 * How long an order has waited for a picker, as the list colours it (docs/decisions.md
 * "Live staff lists"): on time under 10 minutes, late from 10, very late from 20.
 */
export const PICKER_WAIT_WARN_MIN = 10;
export const PICKER_WAIT_LATE_MIN = 20;
export type WaitUrgency = "ok" | "warn" | "late";
export function waitUrgency(minutes: number): WaitUrgency {
  if (minutes >= PICKER_WAIT_LATE_MIN) return "late";
  return minutes >= PICKER_WAIT_WARN_MIN ? "warn" : "ok";
}

/** The picker list's texts the spec leaves open (ours). */
export const PICKER_LIST_TEXT = {
  waiting: (minutes: number) => `Espera ${durationText(minutes)}`,
  ready: "Para preparar",
  onHold: "En espera",
  onHoldWhy: (firstCode: string | null) => (firstCode ? `Primero se prepara el pedido ${firstCode}` : "Primero se preparan los pedidos más antiguos"),
  count: (n: number) => (n === 1 ? "1 pedido para preparar" : `${n} pedidos para preparar`),
} as const;
