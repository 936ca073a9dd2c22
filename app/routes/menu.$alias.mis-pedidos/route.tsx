// /menu/{alias}/mis-pedidos: 'Mis pedidos' (storefront.md §2 Side menu and
// Modals; §3 Customer orders; §6). A page without JavaScript; with it the
// layout opens the same data in a modal (ui/account/account-modal.tsx).
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData, useLocation, useNavigate } from "@remix-run/react";
import { accountAction, accountLoader } from "~/views/account-page.server";
import { ordersPageData } from "~/views/account-view.server";
import { AccountPage } from "~/ui/account/account-page";
import { OrdersList } from "~/ui/account/orders-list";
import type { OrdersPageData } from "~/views/account-view.server";
import type { LoginReply } from "~/ui/header/login-modal";
import accountStyles from "~/styles/account.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: accountStyles }];
export const meta: MetaFunction = () => [{ title: "Mis pedidos" }];

export function loader({ request, params, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  return accountLoader(env, request, params.alias ?? "", (ctx) => ordersPageData(env, ctx, request));
}

export function action({ request, params, context }: ActionFunctionArgs) {
  return accountAction(context.cloudflare.env, request, params.alias ?? "");
}

export default function MisPedidos() {
  const data = useLoaderData<typeof loader>() as unknown as OrdersPageData;
  const reply = useActionData<typeof action>() as { login?: LoginReply } | undefined;
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <AccountPage data={data} title="Mis pedidos" selfPath={location.pathname} login={reply?.login ?? null}>
      <OrdersList orders={data.orders} paging={data.paging} onPage={(href) => navigate(href, { preventScrollReset: true })} />
    </AccountPage>
  );
}
