// Loader/action plumbing of the account pages /menu/{alias}/mis-pedidos and
// /menu/{alias}/mis-puntos (storefront.md §2 Modals, §6): the alias must be a
// branch contact (else 404); logged out, the page says 'Inicie sesión' and
// offers the sign-in form, whose action is the page itself.
import { safeReturnPath } from "~/domain/return-path";
import { json, redirect } from "@remix-run/cloudflare";
import { runAccountIntent } from "~/views/account-layout.server";
import { MSG_SIGN_IN_FIRST } from "~/http/customer-session.server";
import { commitSession } from "~/http/session.server";
import { loadBranchContactContext, type BranchContactContext } from "~/http/storefront-context.server";
import type { AccountPageBase } from "~/views/account-view.server";

export async function accountLoader<T extends AccountPageBase>(
  env: Env,
  request: Request,
  alias: string,
  build: (ctx: BranchContactContext) => Promise<T>,
) {
  const ctx = await loadBranchContactContext(env, request, alias);
  const data = await build(ctx);
  const flashed = data.toasts.length > 0; // reading a flash removes it: commit then
  if (!data.loggedIn) data.toasts = [...data.toasts, { id: "sign-in-first", text: MSG_SIGN_IN_FIRST }].slice(-2);
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  if (flashed) headers.append("Set-Cookie", await commitSession(env, ctx.session));
  return json(data, { headers });
}

export async function accountAction(env: Env, request: Request, alias: string) {
  const ctx = await loadBranchContactContext(env, request, alias);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const self = new URL(request.url);
  const back = safeReturnPath(`${self.pathname}${self.search.replace(/([?&])login=1&?/, "$1").replace(/[?&]$/, "")}`, `/menu/${ctx.branchContact.alias}`);
  if (intent !== "login" && intent !== "login-code" && intent !== "login-restart" && intent !== "logout") throw new Response("Bad Request", { status: 400 });
  const field = (name: string) => String(form.get(name) ?? "").slice(0, 40);
  const result = await runAccountIntent(env, request, ctx, intent, {
    phone: field("phone"),
    country: field("country"),
    channel: field("channel"),
    code: field("code"),
    back,
  });
  if ("login" in result) return json({ login: result.login }, { status: result.status, headers: { "Set-Cookie": await commitSession(env, ctx.session) } });
  return redirect(result.redirect, { headers: { "Set-Cookie": await commitSession(env, ctx.session) } });
}
