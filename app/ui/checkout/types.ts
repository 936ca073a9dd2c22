// Serialisable view models of the checkout page 'Confirmación del pedido'
// (storefront.md §2). Types only: safe for client and server code.
import type { ToastMessage } from "~/domain/toasts";

/** Every field of the checkout form, as typed (strings: the form comes back exactly as sent). */
export interface CheckoutValues {
  phoneCountry: string;
  phone: string;
  name: string;
  lastName: string;
  email: string;
  document: string;
  tableNumber: string;
  optIn: boolean;
  betweenStreets: string;
  addressDetails: string;
  paymentTypeId: string;
  paysWith: string;
  /** 'En el momento' (false) / 'Programado' (true). */
  scheduled: boolean;
  day: string;
  time: string;
  code: string;
  points: string;
  notes: string;
}

export type CheckoutIntent =
  | "recalculate"
  | "apply-code"
  | "remove-code"
  | "redeem-points"
  | "remove-points"
  | "confirm-drop-code"
  | "keep-code"
  | "change-address"
  | "submit";

export interface TicketLineView {
  key: string;
  name: string;
  quantity: number;
  detail: string | null;
  total: string;
  originalTotal: string | null;
}

export interface TicketView {
  lines: TicketLineView[];
  itemsTotal: string;
  discounts: { name: string; text: string }[];
  surcharges: { name: string; text: string }[];
  codeDiscount: { label: string; text: string } | null;
  loyalty: { label: string; text: string } | null;
  serviceFee: { label: string; text: string; free: boolean; tooltip: string };
  deliveryFee: { text: string; struckText: string | null; free: boolean; hint: string | null } | null;
  /** Delivery without a known address: the fee is not known yet. */
  deliveryPending: boolean;
  total: string;
}

export interface PaymentOption {
  id: string;
  showName: string;
  description: string | null;
  method: "CASH" | "CARD" | "ONLINE";
  /** Online card paid after the order is created (payment step of the follow-up). */
  online: boolean;
}

export interface ScheduleDayView {
  date: string;
  label: string;
  times: string[];
}

export interface CheckoutPageData {
  /** Orders page models: the newest one (loader vs action data) is shown. */
  seq: number;
  themeCss: string;
  paths: { alias: string; mode: string; checkout: string; preview: string; menu: string; hours: string };
  local: { name: string; address: string };
  modeType: "DELIVERY" | "TAKE_AWAY" | "SELF_SERVICE" | "TABLE";
  modeName: string;
  values: CheckoutValues;
  idempotencyKey: string;
  scheduling: {
    title: string;
    subtitle: string;
    toggles: readonly [string, string] | null;
    days: ScheduleDayView[];
  } | null;
  countries: { code: string; name: string; dial: string }[];
  customer: {
    showLastName: boolean;
    emailRequired: boolean;
    showTable: boolean;
    showOptIn: boolean;
    greetingName: string | null;
  };
  address: {
    fullAddress: string | null;
    changeHref: string;
    betweenStreetsRequired: boolean;
  } | null;
  payments: PaymentOption[];
  code: {
    applied: { code: string; text: string; terms: string[]; warning: string | null } | null;
    message: string | null;
  };
  loyalty: {
    title: string;
    pointsName: string;
    balance: string;
    canRedeem: boolean;
    proposal: number;
    applied: { points: string; text: string } | null;
    message: string | null;
  } | null;
  ticket: TicketView;
  /** Form message (§5 'last failing check wins') and per-field messages. */
  message: string | null;
  fieldErrors: Partial<Record<string, string>>;
  /** Payment change that drops the applied code: asks first (§2 Checkout page). */
  confirmDropCode: { text: string } | null;
  canSubmit: boolean;
  /** §5 order notes limit (menuConfig.notesLimit); null: notes disabled, no textarea. */
  notesLimit: number | null;
  statusNote: string | null;
  toasts: ToastMessage[];
}

export interface CheckoutActionData {
  page: CheckoutPageData;
}
