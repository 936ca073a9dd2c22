// storefront.md §3 "Order payload" items[]: one item schema for the JSON calls;
// the abandoned-cart beacon (§4) takes the same item with caps on its size.
import { describe, expect, it } from "vitest";
import { cappedOrderItemSchema, orderItemSchema } from "~/domain/orders/order-item";

const item = { referenceId: 11001, quantity: 2, sizeId: 11502, extras: [{ groupId: 11601, groupItems: [{ referenceId: 11701, quantity: 1 }] }] };

describe("order item", () => {
  it("reads ids and quantities; notes and extras default to empty", () => {
    expect(orderItemSchema.parse({ referenceId: 5, quantity: 1 })).toEqual({ referenceId: 5, quantity: 1, extras: [], notes: "" });
    expect(cappedOrderItemSchema.parse({ referenceId: 5, quantity: 1 })).toEqual({ referenceId: 5, quantity: 1, extras: [], notes: "" });
    expect(cappedOrderItemSchema.parse(item)).toEqual({ ...item, notes: "" });
  });

  it("refuses what both refuse: a text id, quantity 0", () => {
    for (const schema of [orderItemSchema, cappedOrderItemSchema]) {
      expect(schema.safeParse({ ...item, referenceId: "x" }).success).toBe(false);
      expect(schema.safeParse({ ...item, quantity: 0 }).success).toBe(false);
    }
  });

  it("the capped item: at most 999 units, 250-character notes, 20 groups of 50 choices", () => {
    const choices = (n: number) => Array.from({ length: n }, (_, i) => ({ referenceId: i + 1, quantity: 1 }));
    const groups = (n: number) => Array.from({ length: n }, (_, i) => ({ groupId: i + 1, groupItems: [] }));
    const over = [
      { ...item, quantity: 1000 },
      { ...item, notes: "x".repeat(251) },
      { ...item, extras: groups(21) },
      { ...item, extras: [{ groupId: 1, groupItems: choices(51) }] },
      { ...item, extras: [{ groupId: 1, groupItems: [{ referenceId: 1, quantity: 1000 }] }] },
    ];
    for (const body of over) {
      expect(cappedOrderItemSchema.safeParse(body).success).toBe(false);
      expect(orderItemSchema.safeParse(body).success).toBe(true);
    }
    expect(cappedOrderItemSchema.safeParse({ ...item, quantity: 999, notes: "x".repeat(250), extras: [...groups(19), { groupId: 99, groupItems: choices(50) }] }).success).toBe(true);
  });
});
