// PUT /api/{rider|picker}/{id}/updatewithcode (logistics.md §7): log in (active true: a
// new shift and its `token`) or log out (active false: the shift ends, its tokens are
// revoked) with the location's security code. Body: active, securityCode,
// {riderUser|pickerUser}.branchContact.id. 400 wrong code · 404 unknown person at that
// location · 429 phone locked · 428 `needsPhoneCode` (log in from a device not known for the
// person: a one-time code was sent to their phone; send it again with `phoneCode`).
import { findStaffById } from "~/data/staff/staff.server";
import { apiError, apiJson, apiLoader, idParam, parseOr400 } from "~/http/api.server";
import { readJsonBody } from "~/http/request-body.server";
import { deviceTokenOf } from "~/http/staff-auth.server";
import { parseUpdateBody, roleParam, shiftFailureResponse, staffJson, startedShiftResponse } from "~/views/staff-api.server";
import { staffPlaceById } from "~/http/staff-place.server";
import { endShiftWithCode, startShiftWithCode } from "~/services/staff/staff-shift.server";

export const loader = apiLoader(async () => apiError(405, "Método no permitido.", { headers: { Allow: "PUT" } }));

export const action = apiLoader(async ({ request, env, params }) => {
  const role = roleParam(params.role);
  if (request.method !== "PUT") return apiError(405, "Método no permitido.", { headers: { Allow: "PUT" } });
  const id = parseOr400(idParam("id"), params.id);
  const body = parseUpdateBody(role, await readJsonBody(request, 8 * 1024));
  if (!body.ok) return apiError(400, body.message);
  const place = await staffPlaceById(env, body.value.branchContactId);
  if (!place) return apiError(404, "No encontramos el local.");
  const person = await findStaffById(env, place, role, id);
  if (!person) return apiError(404, role === "rider" ? "No encontramos al repartidor en este local." : "No encontramos al preparador en este local.");
  if (body.value.active) {
    const { name, securityCode, phoneCode } = body.value;
    const deviceToken = await deviceTokenOf(request, env, body.value.deviceToken);
    const started = await startShiftWithCode(env, request, place, role, { phone: person.phone, name, securityCode, phoneCode, deviceToken, via: "api" });
    if (!started.ok) return shiftFailureResponse(started);
    return startedShiftResponse(env, request, role, started, place.alias);
  }
  const ended = await endShiftWithCode(env, request, place, role, { phone: person.phone, securityCode: body.value.securityCode, via: "api" });
  if (!ended.ok) return shiftFailureResponse(ended);
  return apiJson(staffJson(role, ended.person, null), { cache: "none" });
});
