// Checkout → order (storefront.md §3 "Order payload (create order)", §4 "Order
// submit", §8 order send failure). The order resolveCheckout assembled and priced
// (order-pricing.ts priceOrder) goes to the order creation use case with what the
// page read for this idempotency key (one read, one pricing per submit); its
// UNIQUE(company_id, idempotency_key) makes a double post return the first order
// (also across sessions and parallel requests).
import type { Resolved } from "./checkout-page.server";
import { createOrder } from "~/services/orders/create-order.server";

// storefront.md §8, literal.
export const MSG_ORDER_FAILED =
  "Hubo un error enviando el pedido, inténtelo en unos minutos, o comuníquese con el local si el error persiste.";

export type PlaceResult =
  | { ok: true; code: string }
  | { ok: false; status: number; message: string | null; fieldErrors: Partial<Record<string, string>> };

/** `idempotencyKey`: the key resolveCheckout read the order's inputs for (its `checked`). */
export async function placeOrder(env: Env, r: Resolved, idempotencyKey: string, extra: { installedApp?: boolean } = {}): Promise<PlaceResult> {
  try {
    const draft = { ...r.draft, installedApp: extra.installedApp === true };
    const result = await createOrder(env, r.ctx, draft, { idempotencyKey, checked: r.checked ?? undefined });
    if (result.ok) return { ok: true, code: result.code };
    return { ok: false, status: result.status, message: result.message || MSG_ORDER_FAILED, fieldErrors: result.fieldErrors ?? {} };
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error("checkout: createOrder failed", error);
    return { ok: false, status: 500, message: MSG_ORDER_FAILED, fieldErrors: {} };
  }
}
