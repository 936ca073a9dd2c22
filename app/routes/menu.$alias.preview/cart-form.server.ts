// Forms of the cart page (storefront.md §2 "Cart page 'Mi pedido'", §5 Plate and
// cart): zod schema used only by the route's action, so zod stays off the
// browser bundle. Forms post ids and quantities; any price field is refused.
import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";
import { MSG_QUANTITY_MIN, maxQuantityMessage } from "~/domain/cart/cart";
import { MAX_CART_QUANTITY } from "~/domain/money";
import { MSG_UNKNOWN_LINE } from "~/http/cart-session.server";
import { MSG_BAD_REQUEST, MSG_PRICE_REFUSED, postsPriceField } from "~/http/price-fields.server";


const lineId = z.string({ required_error: MSG_UNKNOWN_LINE }).regex(/^[0-9a-f]{16}$/, MSG_UNKNOWN_LINE);
/** Set by the JavaScript forms (useFetcher): answer with data instead of a redirect. */
const via = z.literal("fetcher").optional();

/**
 * Field names (also in ~/ui/cart): intent, lineId, quantity, plateId, via.
 * update: stepper − / + (0 removes); remove: delete; empty: 'Vaciar pedido'; add-upsell: 'Te recomendamos'.
 */
export const cartFormSchema = z.discriminatedUnion(
  "intent",
  [
    z
      .object({
        intent: z.literal("update"),
        lineId,
        quantity: z
          .number({ required_error: MSG_QUANTITY_MIN, invalid_type_error: MSG_QUANTITY_MIN })
          .int(MSG_QUANTITY_MIN)
          .min(0, MSG_QUANTITY_MIN)
          .max(MAX_CART_QUANTITY, maxQuantityMessage(MAX_CART_QUANTITY)),
        via,
      })
      .strict(MSG_BAD_REQUEST),
    z.object({ intent: z.literal("remove"), lineId, via }).strict(MSG_BAD_REQUEST),
    // 'Vaciar pedido' after the §2 cart-clear confirmation.
    z.object({ intent: z.literal("empty"), via }).strict(MSG_BAD_REQUEST),
    z
      .object({
        intent: z.literal("add-upsell"),
        plateId: z.number({ invalid_type_error: MSG_BAD_REQUEST, required_error: MSG_BAD_REQUEST }).int(MSG_BAD_REQUEST).positive(MSG_BAD_REQUEST),
        via,
      })
      .strict(MSG_BAD_REQUEST),
  ],
  { errorMap: () => ({ message: MSG_BAD_REQUEST }) },
);

export type CartForm = z.infer<typeof cartFormSchema>;

export type CartFormParse = { ok: true; value: CartForm } | { ok: false; error: string };

export function parseCartForm(formData: FormData): CartFormParse {
  if (postsPriceField(formData)) return { ok: false, error: MSG_PRICE_REFUSED };
  const submission = parseWithZod(formData, { schema: cartFormSchema });
  if (submission.status !== "success") {
    const first = Object.values(submission.error ?? {}).flat().find(Boolean);
    return { ok: false, error: first ?? MSG_BAD_REQUEST };
  }
  return { ok: true, value: submission.value };
}
