// /menu/{alias}/mis-puntos: 'Mis {points name}' (storefront.md §2 Side menu
// 'Mis {loyalty program name}', Modals loyalty points: information mode and
// paginated history by 20; §3 history rows; §6). A page without JavaScript;
// with it the layout opens the same data in a modal.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData, useLocation, useNavigate } from "@remix-run/react";
import { accountAction, accountLoader } from "~/views/account-page.server";
import { pointsPageData } from "~/views/account-view.server";
import { AccountPage } from "~/ui/account/account-page";
import { PointsView } from "~/ui/account/points-view";
import type { PointsPageData } from "~/views/account-view.server";
import type { LoginReply } from "~/ui/header/login-modal";
import accountStyles from "~/styles/account.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: accountStyles }];
export const meta: MetaFunction<typeof loader> = ({ data }) => {
  const d = data as unknown as PointsPageData | undefined;
  return [{ title: d?.program?.title ?? "Mis Puntos" }];
};

export function loader({ request, params, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  return accountLoader(env, request, params.alias ?? "", (ctx) => pointsPageData(env, ctx, request));
}

export function action({ request, params, context }: ActionFunctionArgs) {
  return accountAction(context.cloudflare.env, request, params.alias ?? "");
}

export default function MisPuntos() {
  const data = useLoaderData<typeof loader>() as unknown as PointsPageData;
  const reply = useActionData<typeof action>() as { login?: LoginReply } | undefined;
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <AccountPage data={data} title={data.program?.title ?? "Mis Puntos"} selfPath={location.pathname} login={reply?.login ?? null}>
      <PointsView data={data} onPage={(href) => navigate(href, { preventScrollReset: true })} />
    </AccountPage>
  );
}
