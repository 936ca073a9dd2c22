// Shared bits of the payment API routes (storefront.md §7): bodies as JSON or
// form data parsed with a Spanish message per field, the order looked up by code.
import type { z } from "zod";
import { apiError } from "~/http/api.server";
import type { OrderRow } from "~/data/orders/order-reader.server";
import { findOrderByPublicCode, isOrderCode } from "~/data/orders/order-reader.server";

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

/** A field's message, or one for a missing field (`missing`) and another for a wrong value. */
export type FieldMessage = string | ((issue: z.ZodIssueOptionalMessage) => string);

/** `missing` when the field is absent (or null), `invalid` for a value of the wrong type or size. */
export const missingOr = (missing: string, invalid: string): FieldMessage => (issue) =>
  issue.code === "invalid_type" && (issue.received === "undefined" || issue.received === "null") ? missing : invalid;

/**
 * The body parsed by `schema`, or a thrown 400 JSON error in Spanish: a check
 * with its own message keeps it; any other failure of a field (missing, wrong
 * type, a zod default) answers that field's message from `messages`, so no
 * English zod default ever reaches a diner.
 */
export function parseBodyOr400<S extends z.AnyZodObject>(
  schema: S,
  body: unknown,
  messages: Record<keyof z.infer<S> & string, FieldMessage>,
): z.output<S> {
  const byField = messages as Record<string, FieldMessage>;
  const result = schema.safeParse(body, {
    errorMap: (issue) => {
      const m = byField[String(issue.path[0])];
      return { message: typeof m === "function" ? m(issue) : m ?? "Datos inválidos." };
    },
  });
  if (!result.success) throw apiError(400, result.error.issues[0]?.message ?? "Datos inválidos.");
  return result.data;
}

/** The order `code`, optionally only if it belongs to branch contact `branchContactId`; else a 404 JSON error. */
export async function orderOr404(env: Env, code: string, branchContactId?: number): Promise<OrderRow> {
  if (!isOrderCode(code)) throw apiError(404, "No encontramos el pedido.");
  const order = await findOrderByPublicCode(env, code, branchContactId);
  if (!order) throw apiError(404, "No encontramos el pedido.");
  return order;
}

export { methodNotAllowed } from "~/http/request-body.server";
