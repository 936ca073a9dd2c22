// PUT /api/picker/order/update (logistics.md §7, §3 Picker status-update body): status,
// storeId (the branch contact), orderId, pickerInfoDTO, deliverablePrice. Bearer of a
// picker on shift at storeId.
//   status ACCEPTED on a GENERATED order → take it ('Aceptar pedido'; the loser of two
//     pickers gets 400 'Otro preparador ya tomó el pedido', as does any call on an order
//     another picker holds, delivery or not);
//   status READY (or ACCEPTED on the picker's own delivery order) → the final step with
//     deliverablePrice (§5 'La cantidad final no puede ser mayor al total').
// The item marks are the device's (§4: local only); this call trusts the picker's app.
import { z } from "zod";
import { findOrderCodeAtLocation } from "~/data/orders/order-reader.server";
import { pickerOrderByCode } from "~/data/orders/picking.server";
import { emptyProgress, isTakenByOther, MSG_STATUS_FAILED, MSG_TAKEN_BY_OTHER, pickerUnits } from "~/domain/orders/picking";
import { apiError, apiJson, apiLoader } from "~/http/api.server";
import { readJsonBody } from "~/http/request-body.server";
import { dinerOrderJson, finishOrder, takeOrder } from "~/views/picker-app.server";
import { requireStaff, staffForbidden, type StaffIdentity } from "~/http/staff-auth.server";
import { stepKeyOf, stepOnce } from "~/http/step-once.server";
import { staffPlaceById } from "~/http/staff-place.server";

const id = (name: string) => z.coerce.number({ invalid_type_error: `El dato '${name}' no es válido.` }).int(`El dato '${name}' no es válido.`).positive(`El dato '${name}' no es válido.`);
const body = z.object({
  status: z.enum(["ACCEPTED", "READY"], { errorMap: () => ({ message: "El estado (status) debe ser ACCEPTED o READY." }) }),
  storeId: id("storeId"),
  orderId: id("orderId"),
  pickerInfoDTO: z.object({ pickerName: z.string().max(120).optional(), pickerPhone: z.string().max(40).optional(), dinerOrderId: z.coerce.number().optional() }).passthrough().optional(),
  deliverablePrice: z.union([z.number(), z.string().max(20)]).nullish(),
});

export const loader = apiLoader(async () => apiError(405, "Método no permitido.", { headers: { Allow: "PUT" } }));

export const action = apiLoader(async ({ request, env }) => {
  if (request.method !== "PUT") return apiError(405, "Método no permitido.", { headers: { Allow: "PUT" } });
  const parsed = body.safeParse(await readJsonBody(request, 8 * 1024));
  if (!parsed.success) return apiError(400, parsed.error.issues[0]?.message ?? "La solicitud no es válida.");
  const b = parsed.data;
  const place = await staffPlaceById(env, b.storeId);
  if (!place) return staffForbidden();
  const me = await requireStaff(request, env, { role: "picker", companyId: place.companyId, branchContactId: place.branchContactId, as: "api" });
  // docs/api.md "Idempotency keys": a replayed Idempotency-Key answers the first answer.
  return stepOnce(env, request, me, stepKeyOf(request), () => updateOrder(env, place, me, b), apiError);
});

async function updateOrder(env: Env, place: NonNullable<Awaited<ReturnType<typeof staffPlaceById>>>, me: StaffIdentity, b: z.infer<typeof body>): Promise<Response> {
  const code = await findOrderCodeAtLocation(env, place, b.orderId);
  const order = code ? await pickerOrderByCode(env, place, code) : null;
  if (!order) return apiError(404, "No encontramos el pedido.");
  const o = order.stored.order;
  // §8 'Otro preparador ya tomó el pedido' (400) for any order someone else took, whatever its type.
  if (isTakenByOther(o, me.staffId)) return apiError(400, MSG_TAKEN_BY_OTHER);

  const taking = b.status === "ACCEPTED" && o.status === "GENERATED";
  if (taking) {
    const taken = await takeOrder(env, me, order);
    if (!taken.ok) return apiError(taken.status, taken.message);
  } else {
    // The app marked every unit before this call (§4); the server records the final step.
    const all = { ...emptyProgress(o.code), items: Object.fromEntries(pickerUnits(order.lines).map((u) => [u.key, { selected: true, rejected: false }])) };
    if (b.status === "ACCEPTED" && o.type !== "DELIVERY") return apiError(400, MSG_STATUS_FAILED);
    const done = await finishOrder(env, me, order, all, b.deliverablePrice ?? "");
    if (!done.ok) return apiError(done.status, done.message);
  }
  const fresh = await pickerOrderByCode(env, place, o.code);
  return apiJson(fresh ? dinerOrderJson(fresh) : {}, { cache: "none" });
}
