// /menu/{alias}/recuperar/{token}: the abandoned-cart recovery link (storefront.md
// §4 "recovery restores the cart and navigates to ./{alias}/preview"; §8 'Cart
// not found' is logged). Works without JavaScript: a GET that sets the session
// cart and redirects. Not found: logged, and the diner lands on the location's
// page (a silent failure, §8). The link carries a signed, expiring token
// (http/abandoned-carts.server.ts cartRecoveryPath) naming the tenant, location and
// phone; a bare phone, a forged or an expired token finds nothing.
import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { captureEntryParams } from "~/http/entry-session.server";
import { readRecoveryToken, storedCart } from "~/views/abandoned-carts.server";
import { findAbandonedCart, markRecovered } from "~/data/diner-activity/abandoned-carts.server";
import { writeDinerLog } from "~/data/diner-activity/diner-log.server";
import { saveCart } from "~/http/cart-session.server";
import { commitSession } from "~/http/session.server";
import { loadBranchContactContext } from "~/http/storefront-context.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const ctx = await loadBranchContactContext(env, request, params.alias ?? "");
  const alias = encodeURIComponent(ctx.branchContact.alias);
  const target = await readRecoveryToken(env, params.token ?? "", ctx.now.getTime());
  const phone = target && target.companyId === ctx.company.id && target.branchContactId === ctx.branchContact.id ? target.phone : null;
  const row = phone ? await findAbandonedCart(env, { companyId: ctx.company.id, branchContactId: ctx.branchContact.id }, phone) : null;
  const cart = row ? storedCart(row, ctx.branchContact.alias, ctx.now.getTime()) : null;
  // §3 Query state: a recovered cart is an abandoned-cart visit (abandonedCart true in analytics
  // and the order's source); the phone pre-fills checkout. Neither signs the diner in.
  const entryUrl = new URL(request.url);
  if (!entryUrl.searchParams.has("abandoned")) entryUrl.searchParams.set("abandoned", "");
  if (phone && !entryUrl.searchParams.has("phone")) entryUrl.searchParams.set("phone", phone);
  captureEntryParams(new Request(entryUrl), ctx.session);
  if (!row || !cart) {
    await writeDinerLog(env, {
      companyId: ctx.company.id,
      level: "warn",
      message: "Cart not found",
      context: { branchContactId: ctx.branchContact.id, via: "link" },
    });
    return redirect(`/menu/${alias}`, { headers: { "Set-Cookie": await commitSession(env, ctx.session) } });
  }
  saveCart(ctx.session, cart);
  const [setCookie] = await Promise.all([commitSession(env, ctx.session), markRecovered(env, row, ctx.now.getTime())]);
  return redirect(`/menu/${alias}/preview`, { headers: { "Set-Cookie": setCookie, "Cache-Control": "private, no-store" } });
}
