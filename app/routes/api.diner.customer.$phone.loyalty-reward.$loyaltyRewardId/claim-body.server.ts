// The sign-up claim's body (storefront.md §7 POST
// /api/diner/customer/{formattedPhone}/loyalty-reward/{loyaltyRewardId}): JSON or a form,
// read into the storage's ClaimInput; the checks live in data/customers/reward-claim.server.ts.
import type { ClaimInput } from "~/data/customers/reward-claim.server";

const str = (v: unknown) => (typeof v === "string" ? v.trim() : typeof v === "number" ? String(v) : "");

/** JSON or form body → ClaimInput. */
export async function readClaimBody(request: Request): Promise<ClaimInput> {
  const type = request.headers.get("Content-Type") ?? "";
  let raw: Record<string, unknown> = {};
  if (type.includes("application/json")) {
    try {
      const body = await request.json();
      if (body && typeof body === "object") raw = body as Record<string, unknown>;
    } catch {
      raw = {};
    }
  } else {
    raw = Object.fromEntries(await request.formData());
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
