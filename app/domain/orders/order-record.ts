// The JSON shapes of a stored order (orders.destination / discounts / surcharges /
// code_discount, order_lines.extras; storefront.md §3 "Order payload"): a snapshot
// of what was priced, so the order text and the follow-up never re-read the menu.
// The drizzle schema (data/schema/*.server.ts) types its JSON columns with them.

/** storefront.md §3 "Address object" + coords: what the order keeps of the delivery address. */
export interface OrderDestination {
  fullAddress: string | null;
  street: string | null;
  number: string | null;
  noNumber?: boolean;
  zone?: string | null;
  city: string | null;
  locality: string | null;
  postalCode?: string | null;
  betweenStreets: string | null;
  details: string | null;
  lat: number | null;
  lng: number | null;
}

/** storefront.md §3 "Discount line" / "Surcharge line" as stored (amounts positive pesos). */
export interface OrderAmountLine {
  name: string;
  type: "PERCENT" | "FIXED";
  value: number;
  amount: number;
  /** discountReferenceId / surchargeReferenceId */
  referenceId: number | null;
  code?: string | null;
  /** Discounts only: the partner whose benefit this is (§3 Discount line). */
  externalBenefitType?: string | null;
}

/** storefront.md §3 "Code discount info" snapshot of the code applied to an order. */
export interface OrderCodeDiscount {
  codeId: number;
  code: string;
  type: DiscountCodeType;
  value: number;
  /** Pesos taken off the products (0 for FREE_DELIVERY). */
  amount: number;
  /** Delivery fee waived by a FREE_DELIVERY code. */
  deliveryAmount: number;
}

/** Extras of a line as charged: group and garnish names and prices (never re-read from the menu). */
export interface OrderLineExtraGroup {
  groupId: number;
  groupName: string;
  items: { garnishId: number; name: string; quantity: number; price: number }[];
}

/** Product discount applied to a line (snapshot). */
export interface OrderLineDiscount {
  discountId: number;
  type: string;
  amount: number;
}

export type DiscountCodeType = "PERCENT" | "FIXED" | "FREE_DELIVERY";
export type LoyaltyMovementKind = "CASHBACK" | "REDEEM" | "REFUND" | "REWARD" | "ADJUSTMENT";
export type OrderSource = "DIRECT" | "API" | "CAMPAIGN" | "ABANDONED" | "SEED";
