// Checkout page 'Confirmación del pedido' (storefront.md §2 "Checkout page", §4
// order submit, §5 "Checkout submit"). One real <form method="post">: every
// button is an intent (apply-code, remove-code, redeem-points, recalculate,
// submit...), so it all works without JavaScript; with it the same form posts
// without reloading and a fetcher keeps the ticket live.
import {
  json,
  redirect,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { useActionData, useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { trackEvent } from "~/services/analytics/analytics.server";
import { abandonedBeaconData, type AbandonedBeaconData } from "~/views/abandoned-carts.server";
import { rememberOrderCode } from "~/http/remembered-orders.server";
import { marketingTagsOf } from "~/domain/menu/marketing-tags";
import { blankValues, parseCheckoutForm, readCheckoutState, writeCheckoutState } from "~/views/checkout-form.server";
import { runIntent } from "~/routes/menu.$alias.checkout/action.server";
import { initialValues, loadCheckoutContext, resolveCheckout } from "~/routes/menu.$alias.checkout/checkout-page.server";
import { loadCustomer } from "~/data/orders/pricing-inputs.server";
import { checkoutView } from "~/routes/menu.$alias.checkout/checkout-view.server";
import { flashToast, takeToasts } from "~/http/flash.server";
import { commitSession } from "~/http/session.server";
import { CheckoutPage } from "~/ui/checkout/checkout-page";
import type { CheckoutActionData, CheckoutPageData } from "~/routes/menu.$alias.checkout/checkout-view.server";
import checkoutStyles from "~/styles/checkout.css?url";
import { normalizeCode } from "~/domain/checkout/code-discount";
import { checkRateLimit, isGuessMiss, RATE_LIMIT_MESSAGE, rateLimitedPageHeaders, refundRateLimit } from "~/http/rate-limit.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: checkoutStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  const d = data as CheckoutPageData | undefined;
  return [{ title: d ? `Confirmación del pedido · ${d.local.name}` : "Confirmación del pedido" }];
};

const NO_STORE = { "Cache-Control": "private, no-store" };
// Ours (docs/decisions.md#checkout-and-orders): the toast on the follow-up page.
export const MSG_ORDER_SENT = "¡Pedido enviado!";

async function context(args: LoaderFunctionArgs | ActionFunctionArgs) {
  const env = args.context.cloudflare.env;
  const ctx = await loadCheckoutContext(env, args.request, args.params.alias ?? "");
  const state = readCheckoutState(ctx.session, ctx.branchContact.alias);
  const logged = ctx.session.get("customerPhone") ?? null;
  const previous = state.values ?? initialValues(ctx, state, blankValues(), logged ? await loadCustomer(env, ctx.company.id, logged) : null);
  return { env, ctx, state, previous };
}

/** §7 CONTINUE_TO_CHECKOUT: the checkout opened from the cart page's 'Continuar' (its Referer is /menu/{alias}/preview). */
function fromContinuar(request: Request, alias: string): boolean {
  const referer = request.headers.get("Referer");
  if (!referer) return false;
  try {
    const from = new URL(referer);
    return from.host === new URL(request.url).host && decodeURIComponent(from.pathname).replace(/\/$/, "") === `/menu/${alias}/preview`;
  } catch {
    return false;
  }
}

export async function loader(args: LoaderFunctionArgs) {
  const { env, ctx, state, previous } = await context(args);
  // storefront.md §2: an empty cart has nothing to confirm.
  if (ctx.cart.lines.length === 0) return redirect(`/menu/${encodeURIComponent(ctx.branchContact.alias)}/preview`, { headers: NO_STORE });
  if (fromContinuar(args.request, ctx.branchContact.alias)) {
    trackEvent(env, args.context.cloudflare.ctx, "CONTINUE_TO_CHECKOUT", {
      request: args.request,
      scope: ctx,
      data: { orderModeId: ctx.orderMode.id, units: ctx.cart.lines.reduce((n, l) => n + l.quantity, 0) },
    });
  }
  const resolved = await resolveCheckout(env, ctx, { values: previous, state });
  writeCheckoutState(ctx.session, { ...resolved.state, values: resolved.values });
  const toasts = takeToasts(ctx.session);
  const headers = { ...NO_STORE, "Set-Cookie": await commitSession(env, ctx.session) };
  const analytics = { marketingTags: marketingTagsOf(ctx.branch.generalConfig.onlineMarketingConfig), abandonedBeacon: abandonedBeaconData(ctx) };
  return json({ ...checkoutView(resolved, { toasts }), ...analytics }, { headers });
}

export async function action(args: ActionFunctionArgs) {
  const { env, ctx, state, previous } = await context(args);
  const alias = encodeURIComponent(ctx.branchContact.alias);
  const formData = await args.request.formData();
  const parsed = parseCheckoutForm(formData, previous);
  const postedKey = String(formData.get("idempotencyKey") ?? "");
  // A replayed submit of a created order returns that order, even with the cart now empty.
  const done = state.orders?.find((o) => o.key === postedKey);
  // §4 Order submit: without an orders console, `?handoff=1` lets the follow-up (with JS)
  // open the WhatsApp hand-off once (the replay lands the same way as the first post).
  const handoff = ctx.branchContact.ordersConsole ? "" : "?handoff=1";
  if (done && formData.get("intent") === "submit") return redirect(`/menu/${alias}/order/${encodeURIComponent(done.code)}${handoff}`);
  if (ctx.cart.lines.length === 0) return redirect(`/menu/${alias}/preview`);

  if (!parsed.ok) {
    // Tampered or unreadable form: refused, and the page comes back with what was typed.
    const resolved = await resolveCheckout(env, ctx, { values: parsed.values ?? previous, state });
    return json<CheckoutActionData>({ page: checkoutView(resolved, { message: parsed.error }) }, { status: 400, headers: NO_STORE });
  }
  if (parsed.intent === "change-address") {
    writeCheckoutState(ctx.session, { ...state, values: parsed.values });
    const back = `/menu/${alias}/checkout`;
    return redirect(`/menu/${alias}/direccion?volver=${encodeURIComponent(back)}`, {
      headers: { "Set-Cookie": await commitSession(env, ctx.session) },
    });
  }

  // Guessing limit on discount codes ('Aplicar'), per client; a code that applies is given back.
  const codeGuessed = parsed.intent === "apply-code" && !!normalizeCode(parsed.values.code);
  if (codeGuessed) {
    const hit = await checkRateLimit(args.request, env, "discountCode");
    if (!hit.allowed) {
      const resolved = await resolveCheckout(env, ctx, { values: parsed.values, state });
      return json<CheckoutActionData>(
        { page: checkoutView(resolved, { codeMessage: RATE_LIMIT_MESSAGE }) },
        { status: 429, headers: { ...NO_STORE, ...rateLimitedPageHeaders(hit) } },
      );
    }
  }

  const outcome = await runIntent(env, ctx, {
    intent: parsed.intent, values: parsed.values, state, idempotencyKey: parsed.idempotencyKey, installedApp: parsed.installedApp,
  });
  if (outcome.kind === "order") {
    // §4 order submit: createOrder emptied the cart in the session; one commit below.
    // §2 Header 'PEDIDO EN CURSO' right after ordering (the menu reads the remembered codes).
    rememberOrderCode(ctx.session, outcome.code);
    writeCheckoutState(ctx.session, outcome.state);
    flashToast(ctx.session, MSG_ORDER_SENT, "success");
    return redirect(`/menu/${alias}/order/${encodeURIComponent(outcome.code)}${handoff}`, {
      headers: { "Set-Cookie": await commitSession(env, ctx.session) },
    });
  }
  const { resolved } = outcome;
  if (codeGuessed && !isGuessMiss(outcome.status)) args.context.cloudflare.ctx.waitUntil(refundRateLimit(args.request, env, "discountCode"));
  writeCheckoutState(ctx.session, { ...resolved.state, values: resolved.values });
  const page = checkoutView(resolved, {
    message: outcome.message,
    fieldErrors: outcome.fieldErrors,
    codeMessage: outcome.codeMessage,
    pointsMessage: outcome.pointsMessage,
  });
  return json<CheckoutActionData>({ page }, { status: outcome.status, headers: { ...NO_STORE, "Set-Cookie": await commitSession(env, ctx.session) } });
}

/**
 * A recalculation (the live fetcher: phone, cash amount, address) answers the whole page itself, so
 * nothing is loaded again after it. Loading again would also race 'Confirmar': a recalculation still
 * in flight when the order is placed would reload the checkout with the cart already emptied and
 * send the diner to 'Mi pedido' instead of the follow-up.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  formData?.get("intent") === "recalculate" ? false : defaultShouldRevalidate;

export default function CheckoutRoute() {
  const loaderData = useLoaderData<typeof loader>() as unknown as CheckoutPageData;
  const actionData = useActionData<typeof action>() as unknown as CheckoutActionData | undefined;
  const beacon = (loaderData as { abandonedBeacon?: AbandonedBeaconData }).abandonedBeacon ?? null;
  return <CheckoutPage loaderData={loaderData} actionPage={actionData?.page ?? null} beacon={beacon} />;
}
