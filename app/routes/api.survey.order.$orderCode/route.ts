import { z } from "zod";
import { apiJson, apiLoader, apiNotFound, parseOr400 } from "~/http/api.server";
import { getSurveyOrder, orderHasResponse } from "~/data/surveys/surveys.server";
import { ORDER_CODE_PATTERN } from "~/services/surveys/survey-answer.server";

const params = z.object({ orderCode: z.string().regex(ORDER_CODE_PATTERN, "El código de pedido no es válido.") });

/** GET /api/survey/order/{orderCode} (storefront.md §7, §3 completion flag orderHasResponse). */
export const loader = apiLoader(async ({ params: raw, env }) => {
  const { orderCode } = parseOr400(params, raw);
  const order = await getSurveyOrder(env, orderCode.toUpperCase());
  if (!order) apiNotFound("No encontramos el pedido.");
  return apiJson({ orderCode: order.code, orderHasResponse: await orderHasResponse(env, order) }, { cache: "none" });
});
