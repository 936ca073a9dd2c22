// The sign-up claim's body (storefront.md §7 POST
// /api/diner/customer/{formattedPhone}/loyalty-reward/{loyaltyRewardId}): JSON or a form,
// read into a ClaimInput; the checks live in domain/checkout/reward-claim.ts.
import type { ClaimInput } from "~/domain/checkout/reward-claim";
import { apiError } from "~/http/api.server";
import { MSG_BAD_JSON } from "~/http/request-body.server";

export const MSG_CLAIM_CONTENT_TYPE = "Tipo de contenido no admitido: envíe los datos como JSON o como formulario.";
export const MSG_CLAIM_BROKEN_FORM = "No pudimos leer el formulario: llegó incompleto o dañado.";

const str = (v: unknown) => (typeof v === "string" ? v.trim() : typeof v === "number" ? String(v) : "");

/** JSON or form body → ClaimInput; throws a JSON 415 for other content types, 400 for a body that does not parse. */
export async function readClaimBody(request: Request): Promise<ClaimInput> {
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0].trim().toLowerCase();
  let raw: Record<string, unknown> = {};
  if (type === "application/json") {
    let body: unknown;
    try {
      body = await request.json();
    } catch {
      throw apiError(400, MSG_BAD_JSON);
    }
    if (body && typeof body === "object" && !Array.isArray(body)) raw = body as Record<string, unknown>;
  } else if (type === "application/x-www-form-urlencoded" || type === "multipart/form-data") {
    try {
      raw = Object.fromEntries(await request.formData());
    } catch {
      throw apiError(400, MSG_CLAIM_BROKEN_FORM);
    }
  } else {
    throw apiError(415, MSG_CLAIM_CONTENT_TYPE);
  }
  return {
    name: str(raw.name),
    phone: str(raw.phone),
    email: str(raw.email),
    country: str(raw.country) || undefined,
    branchId: str(raw.branchId) || null,
    branchContactId: str(raw.branchContactId) || null,
    loyaltyRewardId: str(raw.loyaltyRewardId) || null,
    acquisitionChannel: str(raw.acquisitionChannel) || null,
  };
}
