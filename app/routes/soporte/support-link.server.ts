// The support link `soporte?referenceId={orderCode}` (storefront.md §2 routes
// table; Modals "Order follow-up": 'Support is follow-up chat when enabled,
// otherwise WhatsApp'). Order codes are globally UNIQUE (orders.code) and
// unguessable (40 random bits, order-reader.server.ts newOrderCode): the code alone
// is the bearer, as in the follow-up URL. The order's own company_id then scopes
// every other read. With `alias` the order must also belong to that alias
// (loadFollowUpRecord, the follow-up page's reader). docs/decisions.md#follow-up-payments-support.
import { findOrderByPublicCode, loadFollowUpRecord } from "~/data/orders/order-reader.server";
import { findBranchContactRef } from "~/data/tenants/tenant-scope.server";
import { whatsAppUrl } from "~/domain/contact-links";
import { normalizeOrderCode } from "~/data/orders/order-reader.server";

/** §2 Modals "Order follow-up" support text (the follow-up page's own). */
export const supportText = (code: string) => `Hola, necesito ayuda con mi pedido ${code}`;

export type SupportTarget = { kind: "redirect"; location: string } | { kind: "not-found" };

export async function supportTarget(env: Env, referenceId: string | null, alias: string | null): Promise<SupportTarget> {
  const code = normalizeOrderCode(referenceId ?? "");
  if (!code) return { kind: "not-found" };
  let bcAlias: string;
  let whatsAppPhone: string | null;
  let chat: boolean;
  if (alias) {
    try {
      const record = await loadFollowUpRecord(env, alias, code);
      bcAlias = record.branchContact.alias;
      whatsAppPhone = record.branchContact.whatsAppPhone;
      chat = record.branchContact.followUpSupport;
    } catch (error) {
      if (error instanceof Response && error.status === 404) return { kind: "not-found" };
      throw error;
    }
  } else {
    const order = await findOrderByPublicCode(env, code);
    if (!order) return { kind: "not-found" };
    const bc = await findBranchContactRef(env, order.branchContactId, order.companyId);
    if (!bc) return { kind: "not-found" };
    bcAlias = bc.alias;
    whatsAppPhone = bc.whatsappPhone;
    chat = bc.followUpSupport;
  }
  const followUp = `/menu/${bcAlias}/order/${code}?open_follow_up_support=true`;
  // Follow-up chat when enabled; else WhatsApp; a local without WhatsApp: the follow-up page's support.
  const wa = chat ? null : whatsAppUrl(whatsAppPhone, supportText(code));
  return { kind: "redirect", location: wa ?? followUp };
}
