// GET /api/{rider|picker}/bc/phone?branchContactId=&phone= (logistics.md §7): the person
// with this phone at the location; 404 means not registered (the phone intake then
// offers the register form).
import { z } from "zod";
import { now } from "~/data/clock.server";
import { findStaffByPhone } from "~/data/staff/staff.server";
import { apiError, apiJson, apiLoader, parseOr400, queryOf } from "~/http/api.server";
import { phoneOr400, roleParam, staffJson } from "~/views/staff-api.server";
import { staffPlaceById } from "~/http/staff-place.server";
import { MSG_FIELDS_REQUIRED, MSG_TRY_LATER } from "~/domain/logistics/staff";

const query = z.object({
  branchContactId: z.string({ required_error: MSG_FIELDS_REQUIRED }).regex(/^\d{1,15}$/, "El local no es válido.").transform(Number),
  phone: z.string({ required_error: MSG_FIELDS_REQUIRED }).max(40, MSG_FIELDS_REQUIRED),
});

export const loader = apiLoader(async ({ request, env, params }) => {
  const role = roleParam(params.role);
  const q = parseOr400(query, queryOf(request));
  const place = await staffPlaceById(env, q.branchContactId);
  if (!place) return apiError(404, "No encontramos el local.");
  const phone = phoneOr400(q.phone, place.country);
  let person;
  try {
    person = await findStaffByPhone(env, place, role, phone, now(env).getTime());
  } catch (error) {
    // §8: a lookup failure other than 404 says 'Hubo un error, vuélvalo a intentar en unos minutos'.
    console.error("staff lookup failed", error);
    return apiError(500, MSG_TRY_LATER);
  }
  if (!person) return apiError(404, role === "rider" ? "No hay un repartidor con ese teléfono en este local." : "No hay un preparador con ese teléfono en este local.");
  return apiJson(staffJson(role, person), { cache: "none" });
});

export const action = apiLoader(async () => apiError(405, "Método no permitido.", { headers: { Allow: "GET" } }));
