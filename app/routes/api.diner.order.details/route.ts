// POST /api/diner/order/details (storefront.md §7 "order details body; updates
// diner order (also used to report an order error with order code and
// errorType)"; §5 "Report-error needs one error type chosen").
import { z } from "zod";
import { apiError, apiJson, apiLoader, apiNotFound, parseOr400 } from "~/http/api.server";
import { writeDinerLog } from "~/data/diner-activity/diner-log.server";
import { methodNotAllowed, readJsonBody } from "~/http/request-body.server";
import { findOrderByPublicCode } from "~/data/orders/order-reader.server";
import { callerOwnsOrder, MSG_ORDER_OWNER_ONLY } from "~/http/order-access.server";

const MSG_CODE = "Falta el código del pedido.";
const MSG_ERROR_TYPE = "Elige un tipo de error.";
const MSG_NOTHING = "No hay datos para actualizar el pedido.";
export const MSG_ORDER_NOT_FOUND = "No encontramos el pedido.";

const body = z
  .object({
    code: z.string({ required_error: MSG_CODE }).trim().min(1, MSG_CODE).max(40, MSG_CODE),
    /** Report error: one type chosen (free text, the types are the follow-up page's). */
    errorType: z.string().trim().min(1, MSG_ERROR_TYPE).max(60, MSG_ERROR_TYPE).optional(),
    description: z.string().max(500).optional(),
    /** §3 order payload `installedApp`: the PWA was installed (reported after the install prompt). */
    installedApp: z.boolean().optional(),
  })
  .refine((b) => b.errorType !== undefined || b.installedApp !== undefined, { message: MSG_NOTHING });

/**
 * The order is found by its code (unguessable, the same key the follow-up page
 * uses) and everything written is scoped by the order's own company. What a
 * diner may change is limited to reports: an error report (errorType,
 * description) and installedApp go to diner_logs tied to the order; prices,
 * items and status are never touched here. 200 `{ code, updated: [...] }`.
 * Only the session that placed the order (or a verified caller of its phone): 403 otherwise.
 */
export const action = apiLoader(async ({ request, env }) => {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const input = parseOr400(body, await readJsonBody(request, 8 * 1024));
  const order = await findOrderByPublicCode(env, input.code);
  if (!order) apiNotFound(MSG_ORDER_NOT_FOUND);
  // The code alone is a shared link; reports come from the session that ordered.
  if (!(await callerOwnsOrder(env, request, order))) return apiError(403, MSG_ORDER_OWNER_ONLY);
  const updated: string[] = [];
  const base = { orderId: order.id, orderCode: order.code, branchContactId: order.branchContactId };
  if (input.errorType) {
    await writeDinerLog(env, {
      companyId: order.companyId,
      level: "error",
      message: `ORDER_ERROR ${input.errorType}`,
      context: { ...base, errorType: input.errorType, description: input.description ?? null },
    });
    updated.push("errorType");
  }
  if (input.installedApp !== undefined) {
    await writeDinerLog(env, {
      companyId: order.companyId,
      level: "info",
      message: "ORDER_INSTALLED_APP",
      context: { ...base, installedApp: input.installedApp },
    });
    updated.push("installedApp");
  }
  return apiJson({ code: order.code, updated }, { cache: "none" });
});

export const loader = () => methodNotAllowed("POST");
