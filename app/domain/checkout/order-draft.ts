// The shapes of an order being placed (storefront.md §3 "Order payload"): where it is placed
// (PricingContext), what it is priced from (PricingSources), what the diner sent (OrderDraft), and
// priceOrder's answers (order-pricing.ts): the order as priced, or why it cannot be placed.
import type { PricedCart } from "~/domain/cart/cart";
import type { CheckoutValidation } from "~/domain/checkout/checkout-validation";
import type { AppliedCodeDiscount, CodeDiscountInfo } from "~/domain/checkout/code-discount";
import type { LoyaltyProgram } from "~/domain/checkout/loyalty";
import type { ScheduleSlot } from "~/domain/checkout/schedule";
import type { GeneralDiscount, ServiceFeeConfig, Surcharge, Ticket, TicketDeliveryInfo } from "~/domain/checkout/ticket";
import type { DeliveryTerms, DeliveryZone } from "~/domain/address/delivery";
import type { ModeOrderStatus } from "~/domain/menu/hours";
import type { Branch, BranchContact, Cart, CartExtraGroup, Country, MenuSnapshot, OrderMode, OrderModeType, PaymentType } from "~/domain/types";
import type { OrderDestination, OrderSource } from "~/domain/orders/order-record";

/** Where the order is placed: the local, its mode and menu, the diner's cart and clock. */
export interface PricingContext {
  branch: Branch;
  branchContact: BranchContact;
  orderMode: OrderMode;
  orderStatus: ModeOrderStatus;
  snapshot: MenuSnapshot;
  country: Country;
  cart: Cart;
  now: Date;
  /** The signed-in diner's phone (the session's), null when nobody is signed in: points are only theirs (§6). */
  signedInPhone: string | null;
  /**
   * The draft's phone in E.164 (orderPhone; null when not a valid phone): the caller normalizes it
   * once, to read the diner's pricing sources for it, and the order is priced for the same phone.
   */
  phone: string | null;
}

/** What pricing an order needs besides the menu snapshot. */
export interface PricingSources {
  serviceFee: ServiceFeeConfig | null;
  surcharges: Surcharge[];
  generalDiscounts: GeneralDiscount[];
  zones: DeliveryZone[];
  program: LoyaltyProgram | null;
  /** The ordering customer of the draft's phone (its points balance), null when unknown. */
  customer: { loyaltyBalance: number } | null;
  /** The code row found for the draft's code (any state), mapped to the domain shape. */
  code: CodeDiscountInfo | null;
  /** No previous order of this phone at the branch. */
  firstPurchase: boolean;
  /** The location asks for a rider on shift and none is (storefront.md §5 courier messages). */
  noLogisticsCoverage?: boolean;
}

/** One line as the client sends it: ids, quantity, choices; `price` (unit) only to be compared. */
export interface OrderDraftItem {
  referenceId: number;
  quantity: number;
  sizeId: number | null;
  extras: CartExtraGroup[];
  notes: string;
  /** The unit price the client showed (plate/size + extras, after the product discount). */
  price?: number | null;
}

/** An order as the checkout page or POST /api/order sends it; `items` absent → the context's (session) cart. */
export interface OrderDraft {
  orderModeId?: number;
  type?: OrderModeType;
  items?: OrderDraftItem[];
  /** null → the mode's first active payment type (§4 'default payment'). */
  paymentTypeId: number | null;
  phone: string;
  /** ISO country of a phone typed without '+' ('ar'); default: the branch's country. */
  phoneCountry?: string | null;
  customerName: string;
  lastName?: string | null;
  customerEmail?: string | null;
  document?: string | null;
  optIn?: boolean;
  tableNumber?: string | null;
  destination?: Partial<OrderDestination> | null;
  scheduled: boolean;
  /** An offered slot: its form value 'YYYY-MM-DDTHH:MM' (checkout page, API) or epoch ms (API); null when immediate. */
  scheduledAt?: number | string | null;
  notes?: string | null;
  paysWith?: number | string | null;
  code?: string | null;
  redeemedPoints?: number;
  campaignId?: string | null;
  source?: OrderSource;
  /** §3 installedApp: the diner ordered from the installed PWA (only a boolean is stored). */
  installedApp?: boolean;
  /** §3 attribution fields (API), stored as sent; the API caps their length. */
  acquisitionChannel?: string | null;
  userExternalReference?: string | null;
  partnerName?: string | null;
  /**
   * An external partner's user, already verified (session from a signed link,
   * or the API's bearer user token): their partner's general discount applies.
   */
  partnerUser?: { partner: string; externalUserId: string } | null;
  /** §3 analyticsInfo.sessionId. */
  analyticsSessionId?: string | null;
  /** Amounts of the §3 payload the client declared (API); compared, never stored. */
  declared?: { total?: number | null; deliveryFee?: number | null; userServiceFee?: number | null; discounts?: number | null; surcharges?: number | null };
}

/** §8 'errors list': what differs between the client's amounts and the server's. */
export interface PriceError {
  referenceId: number | null;
  field: string;
  expected: number;
  received: number;
}

export interface LineError {
  referenceId: number;
  index: number;
  message: string;
}

export type OrderField = keyof CheckoutValidation["fieldErrors"] | "code" | "points" | "paymentType" | "items" | "notes";

/** The order as priced, whether or not it may be placed: the checkout page shows its ticket either way. */
export interface OrderPricing {
  /** The context's phone (E.164), null when the draft's is not valid. */
  phone: string | null;
  /** The chosen payment type, or the mode's default; null when none can be used. */
  payment: PaymentType | null;
  priced: PricedCart;
  ticket: Ticket;
  deliveryInfo: TicketDeliveryInfo | null;
  /** §5 Delivery info of the diner's point: the minimum order that applies. */
  terms: DeliveryTerms;
  /** The applied code; null when none was asked for or it does not validate (the ticket is then without it). */
  code: (AppliedCodeDiscount & { id: number; value: number; deliveryAmount: number; maxUses: boolean; warning: string | null }) | null;
  /** Why the code asked for is not applied (§5 Discount code messages), null when it is or none was asked for. */
  codeMessage: string | null;
  redeemedPoints: number;
  slot: ScheduleSlot | null;
  destination: OrderDestination | null;
  paysWith: number | null;
}

export interface PricingFailure {
  ok: false;
  status: 400 | 409 | 422;
  message: string;
  fieldErrors: Partial<Record<OrderField, string>>;
  lineErrors: LineError[];
  errors?: PriceError[];
  /** The order as far as it was priced (absent for refusals made before pricing, such as a missing idempotency key). */
  pricing?: OrderPricing;
}

export interface PricedOrder extends OrderPricing {
  ok: true;
  phone: string;
  payment: PaymentType;
}
