// POST /api/order/payment (storefront.md §7): body token, paymentMethodId,
// dinerOrderId (the order code), cardName, identificationType (DNI, §9),
// identificationNumber → { status: APPROVED | REJECTED | PROCESSING, paymentStatus }.
// The token is a card token issued by the order's provider; the amount is the stored total.
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { cleanDocument, isValidDocument } from "~/domain/checkout/checkout-validation";
import { apiError, apiJson, apiLoader, parseOr400 } from "~/data/api.server";
import { methodNotAllowed, orderOr404, readBody } from "~/data/payments/api-payments.server";
import { chargeOrder, withEffectivePaymentStatus } from "~/data/payments/order-payment.server";
import { MSG_PAYMENT_ERROR } from "~/data/payments/provider.server";

const CARD_TOKEN_FAILED = "Debe completar los campos de su tarjeta correctamente"; // §5 token failure

const schema = z.object({
  token: z.string({ required_error: CARD_TOKEN_FAILED }).min(1, CARD_TOKEN_FAILED).max(200),
  paymentMethodId: z.string({ required_error: CARD_TOKEN_FAILED }).min(1, CARD_TOKEN_FAILED).max(40),
  dinerOrderId: z.coerce.string().min(1).max(32),
  cardName: z.string({ required_error: "Este campo está incompleto" }).trim().min(1, "Este campo está incompleto").max(80),
  identificationType: z.literal("DNI").default("DNI"),
  identificationNumber: z.coerce.string().refine(isValidDocument, "Ingrese un documento valido").transform(cleanDocument),
});

export const loader = () => methodNotAllowed();

export const action = apiLoader(async ({ request, env }) => {
  const body = parseOr400(schema, await readBody(request));
  const order = await withEffectivePaymentStatus(env, await orderOr404(env, body.dinerOrderId));
  const result = await chargeOrder(env, order, {
    token: body.token,
    paymentMethodId: body.paymentMethodId,
    cardName: body.cardName,
    identificationType: body.identificationType,
    identificationNumber: body.identificationNumber,
  });
  if (!result.ok) return apiError(result.reason === "notPayable" ? 409 : 422, MSG_PAYMENT_ERROR);
  const status = result.status === "PAID" ? "APPROVED" : result.status === "REJECTED" ? "REJECTED" : "PROCESSING";
  return apiJson({ status, paymentStatus: result.status, paymentReferenceId: result.paymentReferenceId, code: order.code }, { cache: "none" });
}) as (args: ActionFunctionArgs) => Promise<Response>;
