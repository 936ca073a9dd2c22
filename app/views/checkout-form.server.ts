// The checkout form (storefront.md §2 "Checkout page", §5 "Checkout submit"):
// zod schema used only by the route's action (zod stays off the browser), and
// the checkout state kept in the session between posts (values typed so far,
// applied code and points, the idempotency key of this checkout attempt).
// Forms send choices, codes and what the diner typed: never prices.
import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";
import { phoneChanged } from "~/domain/checkout/phone";
import { MSG_BAD_REQUEST, MSG_PRICE_REFUSED, postsPriceField } from "~/http/price-fields.server";
import type { DinerSession, DinerSessionData } from "~/http/session.server";
import type { Session } from "@remix-run/cloudflare";

// ------------------------------------------------ view model (loader data; app/ui renders it)
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

export { MSG_BAD_REQUEST, MSG_PRICE_REFUSED };


// Generous bounds: they only cap the payload; the domain gives the spec's messages.
const text = (max: number) => z.string().max(max, MSG_BAD_REQUEST).optional().default("");
const INTENTS = [
  "recalculate", "apply-code", "remove-code", "redeem-points", "remove-points",
  "confirm-drop-code", "keep-code", "change-address", "submit",
] as const satisfies readonly CheckoutIntent[];

/**
 * Field names (the same in ~/ui/checkout): intent, idempotencyKey, phoneCountry,
 * phone, name, lastName, email, document, tableNumber, optIn + optInShown +
 * optInPhone/optInPhoneCountry (the phone the shown checkbox belongs to),
 * betweenStreets, addressDetails, paymentTypeId, paysWith, scheduled ('0'|'1'),
 * day, time, code, points, notes, installedApp ('0'|'1', set by the page's script).
 */
export const checkoutFormSchema = z
  .object({
    intent: z.enum(INTENTS, { errorMap: () => ({ message: MSG_BAD_REQUEST }) }).default("recalculate"),
    idempotencyKey: text(64),
    phoneCountry: text(4),
    phone: text(40),
    name: text(200),
    lastName: text(200),
    email: text(1000),
    document: text(100),
    tableNumber: text(20),
    optIn: text(10),
    optInShown: text(2),
    optInPhone: text(40),
    optInPhoneCountry: text(4),
    betweenStreets: text(300),
    addressDetails: text(500),
    paymentTypeId: z.string().regex(/^\d{0,12}$/, MSG_BAD_REQUEST).optional().default(""),
    paysWith: text(20),
    scheduled: z.enum(["0", "1"]).optional(),
    day: text(10),
    time: text(5),
    code: text(60),
    points: text(12),
    // The limit is the branch's (menuConfig.notesLimit), checked with its message by order-pricing.ts priceOrder.
    notes: text(2000),
    installedApp: z.enum(["0", "1"]).optional(),
  })
  .strict(MSG_BAD_REQUEST);

export type CheckoutForm = z.infer<typeof checkoutFormSchema>;

export type CheckoutFormParse =
  | { ok: true; intent: CheckoutIntent; idempotencyKey: string; values: CheckoutValues; optInShown: boolean; installedApp: boolean }
  | { ok: false; error: string; values: CheckoutValues | null };

/** What the diner typed, as strings (for the form to come back). */
function rawValues(formData: FormData, previous: CheckoutValues): CheckoutValues {
  const s = (k: keyof CheckoutValues) => {
    const v = formData.get(k);
    return typeof v === "string" ? v.slice(0, 300) : (previous[k] as string);
  };
  return {
    ...previous,
    phoneCountry: s("phoneCountry"), phone: s("phone"), name: s("name"), lastName: s("lastName"), email: s("email"),
    document: s("document"), tableNumber: s("tableNumber"), betweenStreets: s("betweenStreets"),
    addressDetails: s("addressDetails"), paysWith: s("paysWith"), code: s("code"), points: s("points"),
    notes: typeof formData.get("notes") === "string" ? String(formData.get("notes")).slice(0, 2000) : previous.notes,
  };
}

export function parseCheckoutForm(formData: FormData, previous: CheckoutValues): CheckoutFormParse {
  if (postsPriceField(formData)) {
    return { ok: false, error: MSG_PRICE_REFUSED, values: rawValues(formData, previous) };
  }
  const submission = parseWithZod(formData, { schema: checkoutFormSchema });
  if (submission.status !== "success") {
    const first = Object.values(submission.error ?? {}).flat().find(Boolean);
    return { ok: false, error: first ?? MSG_BAD_REQUEST, values: rawValues(formData, previous) };
  }
  const f = submission.value;
  const optInShown = f.optInShown === "1";
  const phone = { phone: f.phone, country: f.phoneCountry || previous.phoneCountry };
  const last = { phone: previous.phone, country: previous.phoneCountry };
  // §4 the opt-in 'resets to true when phone changes': the posted box counts only
  // for the phone it was shown for (optInPhone, else the last phone).
  const boxPhone = f.optInPhone ? { phone: f.optInPhone, country: f.optInPhoneCountry || phone.country } : last;
  const optIn = optInShown && !phoneChanged(boxPhone, phone)
    ? f.optIn !== ""
    : optInShown || phoneChanged(last, phone) || previous.optIn;
  return {
    ok: true,
    intent: f.intent,
    idempotencyKey: f.idempotencyKey,
    optInShown,
    installedApp: f.installedApp === "1",
    values: {
      phoneCountry: f.phoneCountry || previous.phoneCountry,
      phone: f.phone,
      name: f.name,
      lastName: f.lastName,
      email: f.email,
      document: f.document,
      tableNumber: f.tableNumber,
      // An unticked checkbox sends nothing: only meaningful when it was shown (for this phone).
      optIn,
      betweenStreets: f.betweenStreets,
      addressDetails: f.addressDetails,
      paymentTypeId: f.paymentTypeId || previous.paymentTypeId,
      paysWith: f.paysWith,
      scheduled: f.scheduled ? f.scheduled === "1" : previous.scheduled,
      day: f.day,
      time: f.time,
      code: f.code,
      points: f.points,
      notes: f.notes,
    },
  };
}

// ------------------------------------------------------------------ session state

export interface AppliedCodeState {
  code: string;
  /** E.164 of the phone it was validated with (§4: changing phone removes it). */
  phone: string | null;
  /** §4: switching immediate/scheduled clears it. */
  scheduled: boolean;
  paymentTypeId: string;
  appliedAt: number;
}

export interface CheckoutState {
  /** Branch-contact alias this state belongs to. */
  alias: string;
  /** Idempotency key of this checkout attempt: a new one after each created order. */
  key: string;
  values?: CheckoutValues;
  code?: AppliedCodeState | null;
  points?: { points: number; phone: string } | null;
  /** Orders created from this session, newest last: a replayed key returns its order. */
  orders?: { key: string; code: string }[];
}

type CheckoutSession = Session<DinerSessionData & { checkout?: CheckoutState }>;
const asCheckout = (session: DinerSession) => session as unknown as CheckoutSession;

export const newIdempotencyKey = () => crypto.randomUUID();

/** The state of this alias; a fresh one (new key) for another alias or none yet. */
export function readCheckoutState(session: DinerSession, alias: string): CheckoutState {
  const stored = asCheckout(session).get("checkout");
  if (stored && stored.alias === alias && stored.key) return stored;
  return { alias, key: newIdempotencyKey(), orders: stored?.orders ?? [] };
}

export function writeCheckoutState(session: DinerSession, state: CheckoutState): void {
  asCheckout(session).set("checkout", state);
}

export const blankValues = (): CheckoutValues => ({
  phoneCountry: "ar", phone: "", name: "", lastName: "", email: "", document: "", tableNumber: "", optIn: true,
  betweenStreets: "", addressDetails: "", paymentTypeId: "", paysWith: "", scheduled: false, day: "", time: "",
  code: "", points: "", notes: "",
});
