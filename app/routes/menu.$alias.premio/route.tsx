// /menu/{alias}/premio: loyalty reward sign-up (storefront.md §2 Modals "loyalty
// reward sign-up"; §5 "Loyalty sign-up"; §8 claim failure as toast, the form
// stays). The page is the no-JavaScript form; the side menu opens the same
// action in a modal (ui/reward/reward-entry.tsx). POST → the JSON call's claim
// code → success toast and redirect back (POST → redirect → GET).
import { safeReturnPath } from "~/domain/return-path";
import { json, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useMemo } from "react";
import { loadCustomer } from "~/data/orders/pricing-inputs.server";
import { flashToast, takeToasts } from "~/http/flash.server";
import { claimFromForm, rewardSuccessMessage, signUpRewardFor, type SignUpReward } from "~/views/reward-signup.server";
import { commitSession } from "~/http/session.server";
import { loadBranchContactContext, notFound } from "~/http/storefront-context.server";
import { RewardFields, rewardLead, type RewardFormReply } from "~/ui/reward/reward-form";
import { themeCss } from "~/domain/menu/theme";
import { Toasts } from "~/ui/toasts";
import type { ToastMessage } from "~/domain/toasts";
import accountStyles from "~/styles/account.css?url";
import rewardStyles from "~/styles/reward.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: accountStyles },
  { rel: "stylesheet", href: rewardStyles },
];

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.reward.name} · ${data.branchContactName}` : "Premio" }];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const ctx = await loadBranchContactContext(env, request, params.alias ?? "", context.cloudflare.ctx);
  const reward = await signUpRewardFor(env, ctx, { includeClaimed: true });
  if (!reward) notFound();
  const url = new URL(request.url);
  const phone = ctx.session.get("customerPhone") ?? null;
  const customer = await loadCustomer(env, ctx.company.id, phone);
  const toasts = takeToasts(ctx.session);
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  if (toasts.length > 0) headers.append("Set-Cookie", await commitSession(env, ctx.session));
  return json(
    {
      reward: reward satisfies SignUpReward,
      branchContactName: ctx.branchContact.name,
      returnTo: safeReturnPath(url.searchParams.get("returnTo"), `/menu/${ctx.branchContact.alias}`),
      defaults: { name: customer?.name ?? "", phone: phone ?? "", email: customer?.email ?? "" },
      toasts,
      themeCss: themeCss(ctx.branch.generalConfig),
    },
    { headers },
  );
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const ctx = await loadBranchContactContext(env, request, params.alias ?? "", context.cloudflare.ctx);
  const reward = await signUpRewardFor(env, ctx, { includeClaimed: true });
  if (!reward) notFound();
  const form = await request.formData();
  const back = safeReturnPath(String(form.get("returnTo") ?? ""), `/menu/${ctx.branchContact.alias}`);
  const result = await claimFromForm(env, ctx, reward, form, ctx.branch.country || "ar");
  if (result.ok) {
    const message = rewardSuccessMessage(result.data.amount, reward.pointsName);
    if (form.get("_modal") === "1") return json({ ok: true as const, message });
    flashToast(ctx.session, message, "success");
    return redirect(back, { headers: { "Set-Cookie": await commitSession(env, ctx.session) } });
  }
  const text = (k: string) => String(form.get(k) ?? "").slice(0, 200);
  const reply: RewardFormReply = { error: result.message, field: result.field ?? null, values: { name: text("name"), phone: text("phone"), email: text("email") } };
  return json(reply, { status: result.status });
}

export default function PremioPage() {
  const data = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>() as RewardFormReply | undefined;
  const navigation = useNavigation();
  // §8: the failure is also a toast (the form stays, with its values).
  const toasts = useMemo<ToastMessage[]>(
    () => (reply?.error ? [...data.toasts, { id: `reward-${reply.error}`, text: reply.error, tone: "error" }] : data.toasts),
    [reply, data.toasts],
  );
  return (
    <>
      <main id="main" className="account-page reward-page">
        <Link to={data.returnTo} className="account-page__back">
          ← Volver al menú
        </Link>
        <p className="account-page__local">{data.branchContactName}</p>
        <h1>{data.reward.name}</h1>
        <section className="card account-card reward-card" aria-labelledby="reward-form-title">
          <p className="reward-badge" aria-hidden="true">
            +{data.reward.amount.toLocaleString("es-AR")}
          </p>
          <h2 id="reward-form-title" className="account-card__title">
            Tus datos
          </h2>
          <p className="reward-lead">{rewardLead(data.reward)}</p>
          <form method="post" className="reward-form" noValidate>
            <RewardFields idPrefix="reward" defaults={data.defaults} reply={reply ?? null} returnTo={data.returnTo}
              submitting={navigation.state === "submitting"} />
          </form>
        </section>
      </main>
      <Toasts messages={toasts} />
    </>
  );
}
