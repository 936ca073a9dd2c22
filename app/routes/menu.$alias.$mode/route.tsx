// /menu/{alias}/{mode}: the menu LAYOUT (storefront.md §2 header, side menu,
// Modals "Information", "Closed branch", "Confirmation"; §4 mode change; §6
// informational menu and blocked view). Children (menu home, category, plate)
// render in <Outlet/> and read this data with useMenuLayoutData().
import { safeReturnPath } from "~/domain/return-path";
import { json, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Outlet, useActionData, useLoaderData, useLocation, useNavigate } from "@remix-run/react";
import { parseWithZod } from "@conform-to/zod";
import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { z } from "zod";
import { applyModeChange } from "~/domain/menu/mode-change";
import { trackMenuEntry } from "~/services/analytics/analytics.server";
import { marketingTagsOf } from "~/domain/menu/marketing-tags";
import { saveCart } from "~/http/cart-session.server";
import { captureEntryParams } from "~/http/entry-session.server";
import { capturePartnerUser } from "~/http/partner-session.server";
import { layoutCustomer, runAccountIntent } from "~/views/account-layout.server";
import { buildMenuLayoutData } from "~/routes/menu.$alias.$mode/menu-layout.server";
import { changeStoreHref, clearCheckoutForModeChange, loyaltyBanner } from "~/routes/menu.$alias.$mode/layout-header.server";
import { layoutDelivery } from "~/routes/menu.$alias.$mode/delivery-info.server";
import { DeliveryInfo } from "~/ui/address/delivery-info";
import { commitSession } from "~/http/session.server";
import { loadBranchReferences } from "~/data/menus/branch-references.server";
import { storeImpediment } from "~/domain/menu/store-impediment";
import { findOrderInProgress } from "~/http/remembered-orders.server";
import { loadModeContext } from "~/http/storefront-context.server";
import { ClosedBanner } from "~/ui/closed-notice";
import { ClosedModal as ClosedModalInPage } from "~/ui/closed-modal";
import { BlockedView } from "~/ui/header/blocked-view";
import type { MenuLayoutData } from "~/routes/menu.$alias.$mode/menu-layout.server";
import { LoginModal as LoginModalInPage, type LoginReply } from "~/ui/header/login-modal";
import { MenuHeader } from "~/ui/header/menu-header";
import { ModeChangeModal as ModeChangeModalInPage } from "~/ui/header/mode-change-modal";
import { hrefWithFlag, hrefWithoutFlags } from "~/ui/header/query-href";
import { SideMenu } from "~/ui/header/side-menu";
import { InfoModal as InfoModalInPage } from "~/ui/info-modal";
import { Toasts } from "~/ui/toasts";
import menuPageStyles from "~/styles/menu-page.css?url";
import { signUpRewardFor } from "~/views/reward-signup.server";

export type { MenuLayoutData } from "./menu-layout.server";

// storefront.md §2 Modals "Address": loaded only when the diner opens it (keeps maplibre and the form out of the menu's JS).
const AddressOverlay = lazy(() => import("~/ui/address/address-overlay"));
// 'Mis pedidos' / 'Mis Puntos' as modals: only with JavaScript, on a tap; loaded then.
const AccountModal = lazy(() => import("~/ui/account/account-modal").then((m) => ({ default: m.AccountModal })));
// The modals the server may render open (information, sign-in, closed branch, mode change: a query
// flag or the loader opens them, so they work without JavaScript) are part of the page on the
// server; the browser loads their code only when one opens (one the server rendered open hydrates
// once its code has arrived, inside its Suspense boundary). import.meta.env.SSR is a build-time
// constant: the client build keeps only the lazy branch, and none of these modules in its first JS.
const InfoModal = import.meta.env.SSR ? InfoModalInPage : lazy(() => import("~/ui/info-modal").then((m) => ({ default: m.InfoModal })));
const LoginModal = import.meta.env.SSR ? LoginModalInPage : lazy(() => import("~/ui/header/login-modal").then((m) => ({ default: m.LoginModal })));
const ClosedModal = import.meta.env.SSR ? ClosedModalInPage : lazy(() => import("~/ui/closed-modal").then((m) => ({ default: m.ClosedModal })));
const ModeChangeModal = import.meta.env.SSR ? ModeChangeModalInPage : lazy(() => import("~/ui/header/mode-change-modal").then((m) => ({ default: m.ModeChangeModal })));

// One stylesheet for the layout and the menu pages under it (app/styles/menu-page.css): one
// render-blocking request instead of five.
export const links: LinksFunction = () => [{ rel: "stylesheet", href: menuPageStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  const d = data as MenuLayoutData | undefined;
  return d ? [{ title: `${d.branchContact.name} · ${d.orderMode.name}` }] : [{ title: "Menú" }];
};

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const ctx = await loadModeContext(env, request, params.alias ?? "", params.mode ?? "", context.cloudflare.ctx);
  const entryChanged = captureEntryParams(request, ctx.session);
  // A partner's signed link: session first, then the same page without the token.
  const partnerRedirect = await capturePartnerUser(env, request, ctx.session, ctx.now);
  if (partnerRedirect) throw redirect(partnerRedirect, { headers: { "Set-Cookie": await commitSession(env, ctx.session) } });
  const { data, dirty } = buildMenuLayoutData(ctx, request);
  // §2 "Under the header": delivery info table (delivery modes only).
  // Zones, loyalty programme, sign-up reward and open locations: one D1 round trip.
  // §8 silent failures: without them the menu still renders.
  const references = await loadBranchReferences(env, ctx).catch((error) => {
    console.warn("menu layout references unavailable", error instanceof Error ? error.message : error);
    return null;
  });
  data.delivery = await layoutDelivery(env, ctx, request, data.cart.itemsTotal, references?.zones);
  // §4 store-impediment type of this location and mode (a stored address outside
  // every zone is OUT_OF_COVERAGE_AREA), reported with ORDER_MODE_SELECT.
  const entryTracked = trackMenuEntry(env, context.cloudflare.ctx, request, ctx, storeImpediment({ ...ctx, outsideCoverage: !!data.delivery?.outside && !data.delivery.noLogisticsCoverage, providerFailure: !!data.delivery?.noLogisticsCoverage }));
  const program = references?.program ?? null;
  data.customer = await layoutCustomer(env, ctx, program);
  data.loyaltyBanner = loyaltyBanner(program, ctx.branchContact);
  data.changeStoreHref = await changeStoreHref(env, ctx, references?.openContacts);
  // §4 loyalty reward sign-up entry of the side menu (http/reward-signup.server.ts).
  data.reward = await signUpRewardFor(env, ctx, {}, references ? { program, reward: references.reward } : undefined);
  data.orderInProgress = await findOrderInProgress(env, ctx.session, { companyId: ctx.company.id, branchContactId: ctx.branchContact.id, alias: ctx.branchContact.alias }, ctx.now.getTime());
  // The page depends on the diner's session (cart, seen flag, toasts): never shared caches.
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  if (dirty || entryChanged || entryTracked) headers.append("Set-Cookie", await commitSession(env, ctx.session));
  return json({ ...data, marketingTags: marketingTagsOf(ctx.branch.generalConfig.onlineMarketingConfig) }, { headers });
}

// storefront.md §5 Phone, sign-in: 'Debe ingresar un número válido'.
export const MSG_INVALID_PHONE = "Debe ingresar un número válido";

const returnTo = z.string().max(500).optional();
const schema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("confirm-mode-change"), returnTo }),
  z.object({ intent: z.literal("my-orders"), returnTo }),
  z.object({ intent: z.literal("logout"), returnTo }),
  z.object({ intent: z.literal("my-points"), returnTo }),
  // storefront.md §5 Phone sign-in with a one-time code (app/services/sign-in/sign-in.server.ts validates).
  z.object({ intent: z.literal("login"), returnTo, phone: z.string().max(40).optional(), country: z.string().max(4).optional(), channel: z.string().max(10).optional() }),
  z.object({ intent: z.literal("login-code"), returnTo, code: z.string().max(20).optional() }),
  z.object({ intent: z.literal("login-restart"), returnTo }),
]);

export async function action({ request, params, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const ctx = await loadModeContext(env, request, params.alias ?? "", params.mode ?? "", context.cloudflare.ctx);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success") {
    const phone = formData.get("phone");
    const error = submission.error?.phone?.[0] ?? MSG_INVALID_PHONE;
    const country = formData.get("country");
    return json(
      { login: { phone: typeof phone === "string" ? phone : "", country: typeof country === "string" ? country : undefined, error } satisfies LoginReply },
      { status: 400 },
    );
  }
  const { value } = submission;
  const basePath = `/menu/${ctx.branchContact.alias}/${ctx.orderMode.slug}`;
  const back = safeReturnPath(value.returnTo, basePath);

  switch (value.intent) {
    case "confirm-mode-change":
      // §4: the diner accepted; the cart takes this mode (emptied when the menu hash differs).
      saveCart(ctx.session, applyModeChange(ctx.cart, ctx.orderMode.id, ctx.snapshot.hash, ctx.now.getTime()));
      // §4: the discount code and the payment choice of the checkout draft go too.
      if (ctx.cart.orderModeId !== ctx.orderMode.id) clearCheckoutForModeChange(ctx.session, ctx.branchContact.alias);
      break;
    case "my-orders":
    case "my-points":
    case "logout":
    case "login":
    case "login-code":
    case "login-restart": {
      // Account intents (app/views/account-layout.server.ts): §5 sign-in with a code, §6 logout and 'Inicie sesión'.
      const result = await runAccountIntent(env, request, ctx, value.intent, {
        phone: "phone" in value ? value.phone : undefined,
        country: "country" in value ? value.country : undefined,
        channel: "channel" in value ? value.channel : undefined,
        code: "code" in value ? value.code : undefined,
        back,
      });
      if ("login" in result) {
        // The session changed too (a try counted, a toast): commit it with the form's answer.
        return json({ login: result.login satisfies LoginReply }, { status: result.status, headers: { "Set-Cookie": await commitSession(env, ctx.session) } });
      }
      return redirect(result.redirect, { headers: { "Set-Cookie": await commitSession(env, ctx.session) } });
    }
  }
  return redirect(back, { headers: { "Set-Cookie": await commitSession(env, ctx.session) } });
}

/** A modal opened by the server from a query flag, or by JavaScript without a request. */
function useModalState(serverOpen: boolean) {
  const [open, setOpen] = useState(serverOpen);
  useEffect(() => setOpen(serverOpen), [serverOpen]);
  return [open, setOpen] as const;
}

export default function MenuLayout() {
  const data = useLoaderData<typeof loader>() as MenuLayoutData;
  const actionData = useActionData<typeof action>() as { login?: LoginReply } | undefined;
  const location = useLocation();
  const navigate = useNavigate();
  const [infoOpen, setInfoOpen] = useModalState(data.open.info);
  const [menuOpen, setMenuOpen] = useModalState(data.open.sideMenu);
  const [loginOpen, setLoginOpen] = useModalState(data.open.login || Boolean(actionData?.login));
  const [closedOpen, setClosedOpen] = useModalState(Boolean(data.closedModal));

  const cleanHref = hrefWithoutFlags(location);
  const hasFlag = cleanHref !== location.pathname + location.search;
  // With JavaScript: close in place; drop a server flag from the URL so a reload does not reopen it.
  const closer = useCallback(
    (set: (open: boolean) => void) => () => {
      set(false);
      if (hasFlag) navigate(cleanHref, { replace: true, preventScrollReset: true });
    },
    [hasFlag, cleanHref, navigate],
  );
  const opener = (set: (open: boolean) => void) => (e: React.MouseEvent) => {
    e.preventDefault();
    set(true);
  };
  const closeMenu = useCallback(() => setMenuOpen(false), [setMenuOpen]);
  const [addressHref, setAddressHref] = useState<string | null>(null);
  const closeAddress = useCallback(() => setAddressHref(null), []);
  // 'Mis pedidos' / 'Mis {points name}' as modals with JavaScript (ui/account/account-modal.tsx).
  const [accountModal, setAccountModal] = useState<"orders" | "points" | null>(null);
  const openAccount = (kind: "orders" | "points") => () => {
    setMenuOpen(false);
    setAccountModal(kind);
  };

  const infoHref = hrefWithFlag(location, "info");
  return (
    <>
      <a className="skip-link" href="#main">
        Ir al menú
      </a>
      <MenuHeader
        data={data}
        infoHref={infoHref}
        menuHref={hrefWithFlag(location, "menu")}
        menuOpen={menuOpen}
        onInfo={opener(setInfoOpen)}
        onMenu={opener(setMenuOpen)}
      />
      <main id="main" tabIndex={-1} className="menu-main">
        {/* storefront.md §2 "Under the header": closed banner, informational-menu message */}
        {data.closedBanner ? <ClosedBanner {...data.closedBanner} infoHref={infoHref} onInfo={opener(setInfoOpen)} /> : null}
        {data.delivery && !data.blocked ? (
          <DeliveryInfo
            info={data.delivery}
            onAddress={(e) => {
              e.preventDefault();
              setAddressHref(data.delivery?.addressHref ?? null);
            }}
          />
        ) : null}
        {!data.orderMode.orderEnabled ? (
          <p className="informational-notice">Menú informativo. Pedidos deshabilitados.</p>
        ) : null}
        {data.blocked ? <BlockedView name={data.branchContact.name} branchHref={`/menu/${data.branch.alias}`} /> : <Outlet />}
      </main>
      <SideMenu
        open={menuOpen}
        loggedIn={data.customer.loggedIn}
        customerName={data.customer.name}
        loyaltyTitle={data.customer.loyaltyTitle}
        reward={data.reward}
        onOrders={openAccount("orders")}
        onPoints={openAccount("points")}
        basePath={data.basePath}
        returnTo={cleanHref}
        closeHref={cleanHref}
        loginHref={hrefWithFlag(location, "login")}
        onClose={hasFlag ? closer(setMenuOpen) : closeMenu}
        onLogin={() => {
          setMenuOpen(false);
          setLoginOpen(true);
        }}
      />
      <Suspense fallback={null}>
        {infoOpen ? (
          <InfoModal
            model={data.information}
            localName={`${data.branchContact.name} · ${data.branchContact.addressText}`}
            closeHref={cleanHref}
            onClose={closer(setInfoOpen)}
          />
        ) : null}
      </Suspense>
      <Suspense fallback={null}>
        {loginOpen ? (
          <LoginModal
            basePath={data.basePath}
            returnTo={cleanHref}
            country={data.customer.loginCountry ?? data.country.code}
            reply={actionData?.login ?? null}
            pending={data.customer.signInPending ?? null}
            closeHref={cleanHref}
            onClose={closer(setLoginOpen)}
          />
        ) : null}
      </Suspense>
      {accountModal ? (
        <Suspense fallback={null}>
          <AccountModal
            kind={accountModal}
            alias={data.branchContact.alias}
            title={accountModal === "orders" ? "Mis pedidos" : (data.customer.pointsTitle ?? "Mis Puntos")}
            onClose={() => setAccountModal(null)}
          />
        </Suspense>
      ) : null}
      <Suspense fallback={null}>
        {data.modeChange ? (
          <ModeChangeModal {...data.modeChange} basePath={data.basePath} returnTo={cleanHref} />
        ) : closedOpen && data.closedModal ? (
          <ClosedModal {...data.closedModal} closeHref={cleanHref} onClose={closer(setClosedOpen)} />
        ) : null}
      </Suspense>
      {addressHref ? (
        <Suspense fallback={null}>
          <AddressOverlay href={addressHref} onClose={closeAddress} />
        </Suspense>
      ) : null}
      <Toasts messages={data.toasts} />
    </>
  );
}
