// POST /api/{rider|picker}/createwithcode (logistics.md §7): register with the location's
// security code and start a shift. Body: name, phone, securityCode,
// {riderUser|pickerUser}.branchContact.id, active true. 200: the person with `token` (the
// shift's bearer token) · 400 wrong code / bad fields · 429 phone locked (5 wrong codes) ·
// 428 `needsPhoneCode`: a one-time code was sent to the phone; send it again with `phoneCode`
// (docs/api.md "Staff shifts").
import { apiError, apiLoader } from "~/http/api.server";
import { readJsonBody } from "~/http/request-body.server";
import { deviceTokenOf } from "~/http/staff-auth.server";
import { parseCreateBody, phoneOr400, roleParam, shiftFailureResponse, startedShiftResponse } from "~/views/staff-api.server";
import { staffPlaceById } from "~/http/staff-place.server";
import { startShiftWithCode } from "~/services/staff/staff-shift.server";

export const loader = apiLoader(async () => apiError(405, "Método no permitido.", { headers: { Allow: "POST" } }));

export const action = apiLoader(async ({ request, env, params }) => {
  const role = roleParam(params.role);
  if (request.method !== "POST") return apiError(405, "Método no permitido.", { headers: { Allow: "POST" } });
  const body = parseCreateBody(role, await readJsonBody(request, 8 * 1024));
  if (!body.ok) return apiError(400, body.message);
  const place = await staffPlaceById(env, body.value.branchContactId);
  if (!place) return apiError(404, "No encontramos el local.");
  const phone = phoneOr400(body.value.rawPhone, place.country);
  const { name, securityCode, phoneCode } = body.value;
  const deviceToken = await deviceTokenOf(request, env, body.value.deviceToken);
  const started = await startShiftWithCode(env, request, place, role, { phone, name, securityCode, phoneCode, deviceToken, via: "api" });
  if (!started.ok) return shiftFailureResponse(started);
  return startedShiftResponse(env, request, role, started, place.alias);
});
