// Loader/action logic of /menu/{alias}/order/{orderCode} (the route stays thin).
// storefront.md §2 route flags, Modals "Order follow-up"; §4 "After online card
// payment: success or error toast, then follow-up info reloads"; §8 toasts.
import { redirect } from "@remix-run/cloudflare";
import { canCancelOrder, isInProgress, MSG_PAYMENT_EXPIRED } from "~/domain/orders/order-status";
import { trackEvent } from "~/services/analytics/analytics.server";
import { now } from "~/data/clock.server";
import { marketingTagsOf } from "~/domain/menu/marketing-tags";
import { flashToast, takeToasts } from "~/http/flash.server";
import { MSG_PAYMENT_FAILED, MSG_PAYMENT_LINK_ERROR, MSG_PAYMENT_OK } from "~/data/payments/provider.server";
import { confirmOnlinePayment, providerForOrder, startOnlinePayment, withEffectivePaymentStatus } from "~/services/payments/order-payment.server";
import { commitSession, getSession } from "~/http/session.server";
import { buildFollowUpView } from "~/views/follow-up-view.server";
import { loadFollowUpRecord } from "~/data/orders/order-reader.server";
import { transitionOrderStatus } from "~/services/orders/order-transitions.server";
import { rememberOrderCode } from "~/http/remembered-orders.server";
import { MSG_ORDER_OWNER_ONLY, sessionOwnsOrder } from "~/http/order-access.server";
import { followUpLogistics } from "~/views/follow-up-logistics.server";

const FLAG_TRUE = (v: string | null) => v === "true" || v === "1";

/** The page URL without the one-shot `token_ws` (and without `cancel`). */
function cleanUrl(url: URL): string {
  const next = new URLSearchParams(url.searchParams);
  next.delete("token_ws");
  next.delete("cancel");
  const q = next.toString();
  return url.pathname + (q ? `?${q}` : "");
}

export async function followUpLoader(env: Env, request: Request, alias: string, code: string) {
  const url = new URL(request.url);
  const [record, session] = await Promise.all([loadFollowUpRecord(env, alias, code), getSession(env, request)]);
  const nowMs = now(env).getTime();

  // §2 token_ws: the diner is back from the provider's page: confirm, toast, reload without it.
  const tokenWs = url.searchParams.get("token_ws");
  if (tokenWs !== null) {
    const found = await providerForOrder(env, record.order);
    const result = found ? await confirmOnlinePayment(env, found.provider, tokenWs, record.company.id) : null;
    const paid = result?.status === "PAID" && result.order.id === record.order.id;
    flashToast(session, paid ? MSG_PAYMENT_OK : MSG_PAYMENT_FAILED, paid ? "success" : "error");
    rememberOrderCode(session, record.order.code);
    throw redirect(cleanUrl(url), { headers: { "Set-Cookie": await commitSession(env, session) } });
  }

  const order = await withEffectivePaymentStatus(env, record.order);
  let dirty = false;
  if (isInProgress({ status: order.status, scheduled: order.scheduled, orderedAt: order.createdAt }, nowMs)) {
    dirty = rememberOrderCode(session, order.code);
  }
  const toasts = takeToasts(session);
  const q = url.searchParams;
  const owner = sessionOwnsOrder(session, order);
  const view = buildFollowUpView({ ...record, order }, nowMs, {
    refreshAfterUpdate: FLAG_TRUE(q.get("refreshAfterUpdate")),
    invalidCustomRedirect: FLAG_TRUE(q.get("invalidCustomRedirect")),
    showPWA: q.has("showPWA") && q.get("showPWA") !== "false",
    support: FLAG_TRUE(q.get("open_follow_up_support")),
    cancel: q.get("cancel") === "1",
  }, { toasts, owner });
  const logistics = await followUpLogistics(env, order, record.branchContact.alias, nowMs, record.country.timeZone, record.shipments);
  // The delivery key proves the hand-over: only the session that placed the order sees it.
  view.shipment = logistics.view && !owner ? { ...logistics.view, deliveryKey: null } : logistics.view;
  view.shipmentStatus = logistics.json.shipments[0]?.status ?? null;
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  if (dirty || toasts.length > 0) headers.append("Set-Cookie", await commitSession(env, session));
  // Ad pixel / tag manager / analytics ids of the branch (storefront.md §1, §3; app/ui/marketing-tags.tsx).
  const marketingTags = marketingTagsOf(record.branch.generalConfig.onlineMarketingConfig);
  return { view, headers, marketingTags };
}

export async function followUpAction(
  env: Env,
  request: Request,
  alias: string,
  code: string,
  intent: string | null,
  exec?: Pick<ExecutionContext, "waitUntil">,
) {
  const record = await loadFollowUpRecord(env, alias, code);
  const session = await getSession(env, request);
  const back = `/menu/${record.branchContact.alias}/order/${record.order.code}`;
  const order = await withEffectivePaymentStatus(env, record.order);

  if (intent === "pay") {
    // §2 pay-now → the provider's page (POST /api/paymenturl's work, done here so it works without JS).
    const started = await startOnlinePayment(env, order);
    if (started.ok) {
      // §7 PAY_ORDER: an online payment starts (stored only with the session cookie).
      if (exec) {
        const scope = { company: record.company, branch: record.branch, branchContact: record.branchContact, session };
        trackEvent(env, exec, "PAY_ORDER", { request, scope, data: { orderCode: order.code, amount: order.total } });
      }
      return redirect(started.url);
    }
    // Past the allowed hours the diner learns why (§2 'payment time expired'), not a generic link error.
    flashToast(session, !started.ok && started.reason === "expired" ? MSG_PAYMENT_EXPIRED : MSG_PAYMENT_LINK_ERROR, "error");
  } else if (intent === "cancel") {
    // §2 cancel is offered with a WhatsApp contact unless cancelled, delivered or awaiting payment;
    // only to the session that placed it (or verified its phone), never to the code alone (a shared link).
    if (!sessionOwnsOrder(session, order)) {
      flashToast(session, MSG_ORDER_OWNER_ONLY, "error");
    } else if (canCancelOrder(order, Boolean(record.branchContact.whatsAppPhone))) {
      const ok = await transitionOrderStatus(env, order, "CANCELED", "diner");
      if (!ok) flashToast(session, "Hubo un error actualizando el pedido", "error");
    } else {
      flashToast(session, "Hubo un error actualizando el pedido", "error");
    }
  } else {
    throw new Response("Bad Request", { status: 400 });
  }
  return redirect(back, { headers: { "Set-Cookie": await commitSession(env, session) } });
}
