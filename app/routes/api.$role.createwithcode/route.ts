// POST /api/{rider|picker}/createwithcode (logistics.md §7): register with the location's
// security code and start a shift. Body: name, phone, securityCode,
// {riderUser|pickerUser}.branchContact.id, active true. 200: the person with `token` (the
// shift's bearer token) · 400 wrong code / bad fields · 429 phone locked (5 wrong codes).
import { apiError, apiJson, apiLoader } from "~/http/api.server";
import { readJsonBody } from "~/http/request-body.server";
import { parseCreateBody, phoneOr400, roleParam, shiftFailureResponse, staffJson } from "~/http/staff-api.server";
import { staffPlaceById } from "~/http/staff-place.server";
import { startShiftWithCode } from "~/http/staff-shift.server";

export const loader = apiLoader(async () => apiError(405, "Método no permitido.", { headers: { Allow: "POST" } }));

export const action = apiLoader(async ({ request, env, params }) => {
  const role = roleParam(params.role);
  if (request.method !== "POST") return apiError(405, "Método no permitido.", { headers: { Allow: "POST" } });
  const body = parseCreateBody(role, await readJsonBody(request, 8 * 1024));
  if (!body.ok) return apiError(400, body.message);
  const place = await staffPlaceById(env, body.value.branchContactId);
  if (!place) return apiError(404, "No encontramos el local.");
  const phone = phoneOr400(body.value.rawPhone, place.country);
  const started = await startShiftWithCode(env, request, place, role, { phone, name: body.value.name, securityCode: body.value.securityCode, via: "api" });
  if (!started.ok) return shiftFailureResponse(started);
  return apiJson(staffJson(role, started.person, started, place.alias), { cache: "none" });
});
