// The shift calls of logistics.md §7 for both roles (GET /api/{role}/bc/phone,
// POST /api/{role}/createwithcode, PUT /api/{role}/{id}/updatewithcode, GET /api/whoami):
// bodies in the spec's shape (riderUser / pickerUser with branchContact.id), the §3
// Rider / Picker JSON, and `token` in the answer of a shift start (docs/api.md).
import { z } from "zod";
import { normalizePhone } from "~/domain/checkout/phone";
import { MSG_FIELDS_REQUIRED, MSG_PHONE_INVALID, pickerProfile, type StaffRole } from "~/domain/logistics/staff";
import type { StaffPerson, StartedShift } from "~/data/staff/staff.server";
import { apiError, apiJson } from "~/http/api.server";
import { deviceCookieHeader } from "~/http/staff-auth.server";

/** The {role} path segment: rider or picker; anything else is a JSON 404. */
export function roleParam(value: string | undefined): StaffRole {
  if (value === "rider" || value === "picker") return value;
  throw apiError(404, "No encontramos lo que buscabas.");
}

const userKey = (role: StaffRole) => (role === "rider" ? "riderUser" : "pickerUser");

/** §3 Rider / Picker: id, name, phone, active, {role}User.branchContact.id (+ riderId / pickerId). */
export function staffJson(role: StaffRole, p: StaffPerson, shift?: StartedShift | null, alias?: string) {
  return {
    id: p.id,
    [role === "rider" ? "riderId" : "pickerId"]: p.id,
    name: p.name,
    phone: p.phone,
    active: p.active,
    [userKey(role)]: { branchContact: { id: p.branchContactId } },
    ...(shift === undefined ? {} : { token: shift?.token ?? null, shift: shift ? { id: shift.shiftId, startedAt: shift.startedAt, expiresAt: shift.expiresAt } : null }),
    // §3 Picker stored profile (id, name, phone, order list url), kept by the app with the token.
    ...(role === "picker" && shift && alias !== undefined ? { profile: pickerProfile(p, alias) } : {}),
  };
}

const id = z.coerce.number({ invalid_type_error: "El local no es válido." }).int().positive("El local no es válido.");
const text = (max: number) => z.preprocess((v) => (typeof v === "number" ? String(v) : v), z.string({ invalid_type_error: MSG_FIELDS_REQUIRED }).trim().max(max, MSG_FIELDS_REQUIRED));

/** The branch contact of a body: `{role}User.branchContact.id`, or a top-level branchContactId. */
function branchContactOf(role: StaffRole, body: Record<string, unknown>): number | null {
  const user = body[userKey(role)] as { branchContact?: { id?: unknown } } | undefined;
  const raw = user?.branchContact?.id ?? body.branchContactId;
  const parsed = id.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

export type ParsedBody<T> = { ok: true; value: T } | { ok: false; message: string };

/** What a caller adds from a device not known for the person: the phone's one-time code, and (non-browser callers) the device token it was given. */
const deviceProof = { phoneCode: text(20).optional(), deviceToken: text(200).optional() };
const createShape = z.object({ name: text(80).optional(), phone: text(40).optional(), securityCode: text(20).optional(), ...deviceProof });
const updateShape = z.object({
  ...deviceProof,
  active: z.boolean({ required_error: "Falta el estado del turno (active).", invalid_type_error: "El estado del turno (active) debe ser verdadero o falso." }),
  securityCode: text(20).optional(),
  name: text(80).optional(),
  phone: text(40).optional(),
});

function asObject(body: unknown): Record<string, unknown> | null {
  return body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
}

/** POST createwithcode: name, phone, securityCode, {role}User.branchContact.id. */
export function parseCreateBody(role: StaffRole, body: unknown): ParsedBody<{ name: string; rawPhone: string; securityCode: string; branchContactId: number; phoneCode?: string; deviceToken?: string }> {
  const obj = asObject(body);
  if (!obj) return { ok: false, message: MSG_FIELDS_REQUIRED };
  const parsed = createShape.safeParse(obj);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? MSG_FIELDS_REQUIRED };
  const branchContactId = branchContactOf(role, obj);
  const { name, phone, securityCode, phoneCode, deviceToken } = parsed.data;
  if (!name || !phone || !securityCode || !branchContactId) return { ok: false, message: MSG_FIELDS_REQUIRED };
  return { ok: true, value: { name, rawPhone: phone, securityCode, branchContactId, phoneCode, deviceToken } };
}

/** PUT updatewithcode: active, securityCode, {role}User.branchContact.id (name and phone optional). */
export function parseUpdateBody(role: StaffRole, body: unknown): ParsedBody<{ active: boolean; securityCode: string; name?: string; rawPhone?: string; branchContactId: number; phoneCode?: string; deviceToken?: string }> {
  const obj = asObject(body);
  if (!obj) return { ok: false, message: MSG_FIELDS_REQUIRED };
  const parsed = updateShape.safeParse(obj);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? MSG_FIELDS_REQUIRED };
  const branchContactId = branchContactOf(role, obj);
  if (!parsed.data.securityCode || !branchContactId) return { ok: false, message: MSG_FIELDS_REQUIRED };
  return { ok: true, value: { ...parsed.data, securityCode: parsed.data.securityCode, rawPhone: parsed.data.phone, branchContactId } };
}

/**
 * The JSON error of a refused shift call; a lock says when to come back (Retry-After). When the
 * phone's one-time code is what is missing or wrong, the error says `needsPhoneCode: true`.
 */
export function shiftFailureResponse(failure: { status: number; message: string; retryAfterSeconds?: number; needsPhoneCode?: boolean }): Response {
  const headers: HeadersInit = failure.retryAfterSeconds ? { "Retry-After": String(failure.retryAfterSeconds) } : {};
  if (!failure.needsPhoneCode) return apiError(failure.status, failure.message, { headers });
  return apiJson({ error: { status: failure.status, message: failure.message, needsPhoneCode: true } }, { status: failure.status, headers, cache: "none" });
}

/** The answer of a started shift: the person with the shift's token, the device's token kept in its cookie too. */
export async function startedShiftResponse(env: Env, request: Request, role: StaffRole, started: StartedShift & { deviceToken: string | null }, alias: string): Promise<Response> {
  const headers = new Headers();
  if (started.deviceToken) headers.append("Set-Cookie", await deviceCookieHeader(env, request, started.deviceToken));
  return apiJson({ ...staffJson(role, started.person, started, alias), ...(started.deviceToken ? { deviceToken: started.deviceToken } : {}) }, { cache: "none", headers });
}

/** A typed phone in the location's country → E.164, or the spec's message. */
export function phoneOr400(raw: string, country: string): string {
  const e164 = normalizePhone(raw, country);
  if (!e164) throw apiError(400, MSG_PHONE_INVALID);
  return e164;
}
