// Cart page 'Mi pedido' (storefront.md §2 "Cart page", §3 Upselling, §4 cart
// rules). Not under the mode layout: its own compact header. Without
// JavaScript every button is a real form (POST → redirect back); with it the
// forms are fetchers with optimistic quantities.
import {
  json,
  redirect,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { trackEvent } from "~/services/analytics/analytics.server";
import { abandonedBeaconData, type AbandonedBeaconData } from "~/views/abandoned-carts.server";
import { AbandonedCartBeacon } from "~/ui/abandoned-cart-beacon";
import { marketingTagsOf } from "~/domain/menu/marketing-tags";
import { addCartLine, emptyTheCart, removeCartLine, updateCartLineQuantity, type CartMutation } from "~/http/cart-session.server";
import { parseCartForm } from "~/routes/menu.$alias.preview/cart-form.server";
import { cartPageData, loadCartPageContext } from "~/views/cart-page.server";
import { flashToast } from "~/http/flash.server";
import { canOrderFor } from "~/views/menu-views.server";
import { commitSession } from "~/http/session.server";
import { CartPage } from "~/ui/cart/cart-page";
import type { CartActionData, CartPageData } from "~/views/cart-page.server";
import cartStyles from "~/styles/cart.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: cartStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  const d = data as CartPageData | undefined;
  return [{ title: d ? `Mi pedido · ${d.locationName}` : "Mi pedido" }];
};

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const ctx = await loadCartPageContext(env, request, params.alias ?? "");
  const { data, sessionChanged } = await cartPageData(env, ctx);
  trackEvent(env, context.cloudflare.ctx, "VIEW_ORDER_SUMMARY", { request, scope: ctx, data: { orderModeId: ctx.orderMode.id, units: data.units, itemsTotal: data.itemsTotal } });
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  if (sessionChanged) headers.set("Set-Cookie", await commitSession(env, ctx.session));
  const analytics = { marketingTags: marketingTagsOf(ctx.branch.generalConfig.onlineMarketingConfig), abandonedBeacon: abandonedBeaconData(ctx) };
  // §2 Modals "cart-clear confirmation" without JS: `?vaciar=1` renders it (only over a non-empty cart).
  const confirmEmpty = new URL(request.url).searchParams.get("vaciar") === "1" && data.lines.length > 0;
  return json({ ...data, ...analytics, confirmEmpty }, { headers });
}

// storefront.md §8 Toasts.
const MSG_ADDED = "Ítem agregado al pedido!";
const MSG_ORDERS_DISABLED = "Menú informativo. Pedidos deshabilitados.";

export async function action({ request, params, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const ctx = await loadCartPageContext(env, request, params.alias ?? "");
  const formData = await request.formData();
  const viaFetcher = formData.get("via") === "fetcher";
  const intent = String(formData.get("intent") ?? "");
  const fail = (error: string, headers?: HeadersInit) =>
    json<CartActionData>({ ok: false, error, intent }, { status: 400, headers });

  const parsed = parseCartForm(formData);
  if (!parsed.ok) return fail(parsed.error);
  const form = parsed.value;
  let result: CartMutation;
  if (form.intent === "update") result = await updateCartLineQuantity(env, ctx, form.lineId, form.quantity);
  else if (form.intent === "remove") result = await removeCartLine(env, ctx, form.lineId);
  else if (form.intent === "empty") result = await emptyTheCart(env, ctx);
  else if (!canOrderFor(ctx.orderStatus)) return fail(MSG_ORDERS_DISABLED);
  else result = await addCartLine(env, ctx, { plateId: form.plateId, sizeId: null, quantity: 1, notes: "", extras: [], source: "upselled" });

  if (!result.ok) return fail(result.error, { "Set-Cookie": result.setCookie });
  const removed = form.intent === "remove" || (form.intent === "update" && form.quantity === 0);
  const plateId = form.intent === "add-upsell" ? form.plateId : "lineId" in form ? ctx.cart.lines.find((l) => l.lineId === form.lineId)?.referenceId : undefined;
  if (removed || form.intent === "add-upsell") trackEvent(env, context.cloudflare.ctx, removed ? "DELETE_ITEM" : "ADD_ITEM", { request, scope: ctx, data: { plateId, orderModeId: ctx.orderMode.id } });
  const toast = form.intent === "add-upsell" ? MSG_ADDED : undefined;
  if (viaFetcher) return json<CartActionData>({ ok: true, intent, toast }, { headers: { "Set-Cookie": result.setCookie } });
  let setCookie = result.setCookie;
  if (toast) {
    flashToast(ctx.session, toast, "success");
    setCookie = await commitSession(env, ctx.session);
  }
  return redirect(`/menu/${encodeURIComponent(ctx.branchContact.alias)}/preview`, { headers: { "Set-Cookie": setCookie } });
}

export default function CartRoute() {
  const data = useLoaderData<typeof loader>() as unknown as CartPageData;
  const actionData = useActionData<typeof action>() as CartActionData | undefined;
  const beacon = (data as { abandonedBeacon?: AbandonedBeaconData }).abandonedBeacon;
  return (
    <>
      <CartPage data={data} actionError={actionData?.ok === false ? actionData.error ?? null : null} />
      <AbandonedCartBeacon data={beacon} />
    </>
  );
}
