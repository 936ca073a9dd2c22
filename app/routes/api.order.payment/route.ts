// POST /api/order/payment (storefront.md §7): body token, paymentMethodId,
// dinerOrderId (the order code), cardName, identificationType (DNI, §9),
// identificationNumber → { status: APPROVED | REJECTED | PROCESSING, paymentStatus }.
// The token is a card token the order's provider issued for the order's company
// (another tenant's or order's token is rejected by the provider); the amount is
// the stored total. The order code is the bearer (as in the follow-up URL); every
// later read and write is scoped by the order's own company. Past the allowed
// payment hours nothing is charged (§2 'payment time expired').
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { cleanDocument, isValidDocument } from "~/domain/checkout/checkout-validation";
import { MSG_PAYMENT_EXPIRED } from "~/domain/orders/order-status";
import { apiError, apiJson, apiLoader } from "~/http/api.server";
import { enforceApiRateLimit, refundRateLimit } from "~/http/rate-limit.server";
import { methodNotAllowed, missingOr, orderOr404, parseBodyOr400, readBody } from "~/http/payment-api.server";
import { chargeOrder } from "~/services/payments/order-payment.server";
import { MSG_PAYMENT_ERROR } from "~/data/payments/provider.server";

const CARD_TOKEN_FAILED = "Debe completar los campos de su tarjeta correctamente"; // §5 token failure
const MSG_INCOMPLETE = "Este campo está incompleto";
const MSG_CODE = "Falta el código del pedido.";
const MSG_CODE_INVALID = "El código del pedido no es válido.";
const MSG_CARD_NAME_LONG = "El nombre de la tarjeta puede tener hasta 80 caracteres.";
const MSG_ID_TYPE = "El tipo de identificación debe ser DNI.";
const MSG_DOCUMENT = "Ingrese un documento valido";

/** Numbers as text (a form sends text; an order code may come as a number in JSON). */
const text = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? String(v) : v);

const schema = z.object({
  token: z.string().min(1, CARD_TOKEN_FAILED).max(200, CARD_TOKEN_FAILED),
  paymentMethodId: z.string().min(1, CARD_TOKEN_FAILED).max(40, CARD_TOKEN_FAILED),
  dinerOrderId: z.preprocess(text, z.string().trim().min(1, MSG_CODE).max(32, MSG_CODE_INVALID)),
  cardName: z.string().trim().min(1, MSG_INCOMPLETE).max(80, MSG_CARD_NAME_LONG),
  identificationType: z.literal("DNI").default("DNI"),
  identificationNumber: z.preprocess(text, z.string().refine(isValidDocument, MSG_DOCUMENT).transform(cleanDocument)),
});

const MESSAGES = {
  token: CARD_TOKEN_FAILED,
  paymentMethodId: CARD_TOKEN_FAILED,
  dinerOrderId: missingOr(MSG_CODE, MSG_CODE_INVALID),
  cardName: MSG_INCOMPLETE,
  identificationType: MSG_ID_TYPE,
  identificationNumber: MSG_DOCUMENT,
};

export const loader = () => methodNotAllowed();

export const action = apiLoader(async ({ request, env, context }) => {
  const body = parseBodyOr400(schema, await readBody(request), MESSAGES);
  // The order code travels in the body, out of GUESSABLE_PATHS' sight: the lookup by
  // `dinerOrderId` is claimed in the order-code guessing limit (429 in Spanish) and given back
  // when the order exists, so only misses count.
  await enforceApiRateLimit(request, env, "orderCode");
  const order = await orderOr404(env, body.dinerOrderId);
  context.cloudflare.ctx.waitUntil(refundRateLimit(request, env, "orderCode"));
  const result = await chargeOrder(env, order, {
    token: body.token,
    paymentMethodId: body.paymentMethodId,
    cardName: body.cardName,
    identificationType: body.identificationType,
    identificationNumber: body.identificationNumber,
  });
  if (!result.ok) {
    if (result.reason === "expired") return apiError(409, MSG_PAYMENT_EXPIRED);
    return apiError(result.reason === "notPayable" ? 409 : 422, MSG_PAYMENT_ERROR);
  }
  const status = result.status === "PAID" ? "APPROVED" : result.status === "REJECTED" ? "REJECTED" : "PROCESSING";
  return apiJson({ status, paymentStatus: result.status, paymentReferenceId: result.paymentReferenceId, code: order.code }, { cache: "none" });
}) as (args: ActionFunctionArgs) => Promise<Response>;
