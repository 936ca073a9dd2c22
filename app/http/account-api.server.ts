// Shared bits of the account JSON calls (storefront.md §7 orderingcustomer,
// orders, loyalty history, loyalty reward): phone path/query parameters (the
// company scope of a branch contact id: tenant-scope.server.ts findBranchContactRef).
import { normalizePhone } from "~/domain/checkout/phone";
import { apiError } from "~/http/api.server";

export const MSG_BAD_PHONE_PARAM = "El número de teléfono no es válido.";

/** The country a bare phone number is read in: the entity's own. */
export async function getCountryCode(_env: Pick<Env, "DB">, entity: { country: string }): Promise<string> {
  return entity.country;
}

/**
 * A phone from a path or query: '+5491155550001', '5491155550001' (the '+'
 * lost to URL encoding) or a national number of the entity's country → E.164;
 * anything else → 400.
 */
export function phoneOr400(raw: string, country: string): string {
  let text = raw.trim();
  try {
    text = decodeURIComponent(text);
  } catch {
    // already decoded by the router
  }
  const e164 = normalizePhone(text, country) ?? (/^\d{8,15}$/.test(text) ? normalizePhone(`+${text}`, country) : null);
  if (!e164) throw apiError(400, MSG_BAD_PHONE_PARAM);
  return e164;
}

