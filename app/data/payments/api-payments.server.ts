// Shared bits of the payment API routes (storefront.md §7): bodies as JSON or
// form data, the order looked up by code within the branch contact's company.
import { and, eq } from "drizzle-orm";
import { apiError } from "../api.server";
import { db } from "../db.server";
import type { OrderRow } from "../follow-up/order-read.server";
import { isOrderCode } from "../follow-up/order-read.server";
import { orders } from "../schema.server";

/** JSON or urlencoded/multipart body as a flat object of strings. */
export async function readBody(request: Request): Promise<Record<string, unknown>> {
  const type = request.headers.get("Content-Type") ?? "";
  if (type.includes("application/json")) {
    const body = await request.json().catch(() => null);
    return body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  }
  const form = await request.formData().catch(() => null);
  return form ? Object.fromEntries([...form.entries()].map(([k, v]) => [k, typeof v === "string" ? v : ""])) : {};
}

/** The order `code`, optionally only if it belongs to branch contact `branchContactId`; else a 404 JSON error. */
export async function orderOr404(env: Env, code: string, branchContactId?: number): Promise<OrderRow> {
  if (!isOrderCode(code)) throw apiError(404, "No encontramos el pedido.");
  const where = branchContactId == null
    ? eq(orders.code, code.toUpperCase())
    : and(eq(orders.code, code.toUpperCase()), eq(orders.branchContactId, branchContactId));
  const [order] = await db(env).select().from(orders).where(where).limit(1);
  if (!order) throw apiError(404, "No encontramos el pedido.");
  return order;
}

export const methodNotAllowed = () => apiError(405, "Método no permitido.");
