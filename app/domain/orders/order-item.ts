// One order item as the JSON calls receive it (storefront.md §3 "Order payload":
// items[] with referenceId, quantity, sizeId, extras[{groupId, groupItems}], notes,
// price). Shared by POST /api/order and POST /api/codediscounts/validate. Ids and
// quantities only are trusted; `price` is only compared with the server's (§8).
import { z } from "zod";

const id = z.number({ invalid_type_error: "Los identificadores deben ser números." }).int().positive();

export const orderItemSchema = z.object({
  referenceId: id,
  quantity: z.number().int("La cantidad debe ser un número entero.").min(1, "La cantidad debe ser al menos 1."),
  sizeId: id.nullish(),
  extras: z
    .array(z.object({ groupId: id, groupItems: z.array(z.object({ referenceId: id, quantity: z.number().int().min(1) })) }))
    .default([]),
  notes: z.string().max(1000).default(""),
  price: z.number({ invalid_type_error: "Los montos deben ser números." }).finite().nullish(),
});

export type OrderItemInput = z.infer<typeof orderItemSchema>;
