// One order item as the JSON calls receive it (storefront.md §3 "Order payload":
// items[] with referenceId, quantity, sizeId, extras[{groupId, groupItems}], notes,
// price). Shared by POST /api/order, POST /api/codediscounts/validate and, capped,
// POST /api/abandoned/cart/. Ids and quantities only are trusted; `price` is only
// compared with the server's (§8).
import { z } from "zod";

const id = z.number({ invalid_type_error: "Los identificadores deben ser números." }).int().positive();
const quantity = z.number().int("La cantidad debe ser un número entero.").min(1, "La cantidad debe ser al menos 1.");
const choice = z.object({ referenceId: id, quantity: z.number().int().min(1) });

export const orderItemSchema = z.object({
  referenceId: id,
  quantity,
  sizeId: id.nullish(),
  extras: z.array(z.object({ groupId: id, groupItems: z.array(choice) })).default([]),
  notes: z.string().max(1000).default(""),
  price: z.number({ invalid_type_error: "Los montos deben ser números." }).finite().nullish(),
});

/**
 * The same item with caps on its size, for the call that stores the items it
 * receives before any pricing bounds them (the abandoned-cart beacon, §4):
 * 999 units, 250-character notes, 20 groups of at most 50 choices.
 */
export const cappedOrderItemSchema = orderItemSchema.extend({
  quantity: quantity.max(999),
  extras: z
    .array(z.object({ groupId: id, groupItems: z.array(choice.extend({ quantity: choice.shape.quantity.max(999) })).max(50) }))
    .max(20)
    .default([]),
  notes: z.string().max(250).default(""),
});

export type OrderItemInput = z.infer<typeof orderItemSchema>;
