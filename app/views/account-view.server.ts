// View models of 'Mis pedidos' and 'Mis {points name}' (storefront.md §2 Modals
// 'Mis pedidos', loyalty points 'information mode' and paginated history; §3
// Customer orders, Loyalty programme; §9 page sizes). Dates and amounts are
// formatted here, in the country's time zone, so server and client render alike.
import { safeReturnPath } from "~/domain/return-path";
import { formatMoney } from "~/domain/money";
import { formatPoints, myPointsTitle, programAppliesTo } from "~/domain/checkout/loyalty";
import { defaultModeName } from "~/domain/menu/hours-info";
import type { OrderModeType } from "~/domain/types";
import { themeCss } from "~/domain/menu/theme";
import { findCustomerRow, listCustomerOrders, ORDERS_PAGE_SIZE } from "~/data/customers/customers.server";
import { loginCountry, sessionCustomer } from "~/http/customer-session.server";
import { pendingSignIn } from "~/services/sign-in/sign-in.server";
import { takeToasts } from "~/http/flash.server";
import { getLoyaltyProgramSilently, HISTORY_PAGE_SIZE, listLoyaltyHistory } from "~/data/customers/loyalty.server";
import type { BranchContactContext } from "~/http/storefront-context.server";
import type { ToastMessage } from "~/domain/toasts";
import type { PendingSignInView } from "~/domain/identity/sign-in-code";
import { zonedFormat } from "~/domain/date-time-format";

const dateAndTime = zonedFormat("es-AR", { day: "2-digit", month: "2-digit", year: "numeric", hour: "2-digit", minute: "2-digit", hour12: false });

// ------------------------------------------------ view model (loader data; app/ui renders it)
export interface Paging {
  page: number;
  prevHref: string | null;
  nextHref: string | null;
}

export interface AccountOrderItem {
  code: string;
  statusLabel: string;
  status: string;
  inProgress: boolean;
  totalText: string;
  dateText: string;
  typeLabel: string;
  followUpHref: string;
  /** Delivered orders can be rated (/encuesta/{alias}/{code}). */
  surveyHref: string | null;
}

export interface AccountPageBase {
  loggedIn: boolean;
  alias: string;
  branchContactName: string;
  /** Where 'Volver' goes (the menu page the diner came from). */
  backHref: string;
  themeCss: string;
  toasts: ToastMessage[];
  loginCountry: string;
  /** The sign-in waiting for its code (the form's second step), or null. */
  signInPending: PendingSignInView | null;
}

export interface OrdersPageData extends AccountPageBase {
  kind: "orders";
  orders: AccountOrderItem[];
  paging: Paging;
}

export interface PointsHistoryItem {
  orderCode: string | null;
  label: string;
  dateText: string;
  amountText: string;
  positive: boolean;
  postBalanceText: string;
}

export interface PointsPageData extends AccountPageBase {
  kind: "points";
  /** null when the programme does not apply here (inactive / absent). */
  program: { title: string; name: string; pointsName: string; info: string[] } | null;
  balanceText: string;
  history: PointsHistoryItem[];
  paging: Paging;
}

// Our Spanish labels of the §4 statuses (docs/decisions.md#account-sign-in-survey "Order status labels").
const STATUS_LABELS: Record<string, string> = {
  PENDING_PAYMENT: "Pago pendiente",
  GENERATED: "Pedido generado",
  ACCEPTED: "Pedido aceptado",
  AWAITING_FINAL_STAGE: "En preparación",
  READY: "Listo",
  DELIVERED: "Entregado",
  CANCELED: "Cancelado",
};

const KIND_LABELS: Record<string, string> = {
  CASHBACK: "Cashback del pedido",
  REDEEM: "Canje en el pedido",
  REFUND: "Devolución del pedido",
  REWARD: "Premio",
  ADJUSTMENT: "Ajuste de saldo",
};

export function dateFormatter(timeZone: string) {
  const f = dateAndTime(timeZone);
  return (ms: number) => f.format(new Date(ms));
}

/** ?page=N (0-based), clamped. */
export function pageParam(request: Request): number {
  const raw = new URL(request.url).searchParams.get("page") ?? "0";
  const n = /^\d{1,6}$/.test(raw) ? Number(raw) : 0;
  return n;
}

function paging(request: Request, page: number, pageSize: number, total: number): Paging {
  const url = new URL(request.url);
  const href = (p: number) => {
    const q = new URLSearchParams(url.search);
    q.delete("_data");
    if (p === 0) q.delete("page");
    else q.set("page", String(p));
    const s = q.toString();
    return `${url.pathname}${s ? `?${s}` : ""}`;
  };
  return {
    page,
    prevHref: page > 0 ? href(page - 1) : null,
    nextHref: (page + 1) * pageSize < total ? href(page + 1) : null,
  };
}

/** The parts every account page shares; reads (and consumes) the flash toasts. */
export function accountBase(ctx: BranchContactContext, request: Request): AccountPageBase {
  const back = new URL(request.url).searchParams.get("back");
  return {
    loggedIn: !!sessionCustomer(ctx.session),
    alias: ctx.branchContact.alias,
    branchContactName: ctx.branchContact.name,
    backHref: safeReturnPath(back, `/menu/${ctx.branchContact.alias}`),
    themeCss: themeCss(ctx.branch.generalConfig),
    toasts: takeToasts(ctx.session),
    loginCountry: loginCountry(ctx.session, ctx.branchContact.address.country ?? ctx.country.code),
    signInPending: sessionCustomer(ctx.session) ? null : pendingSignIn(ctx.session, ctx.company.id),
  };
}

export async function ordersPageData(env: Pick<Env, "DB">, ctx: BranchContactContext, request: Request): Promise<OrdersPageData> {
  const base = accountBase(ctx, request);
  const customer = sessionCustomer(ctx.session);
  const page = pageParam(request);
  if (!customer) return { ...base, kind: "orders", orders: [], paging: { page: 0, prevHref: null, nextHref: null } };
  const { orders, total } = await listCustomerOrders(env, {
    companyId: ctx.company.id,
    branchContactId: ctx.branchContact.id,
    phone: customer.phone,
    offset: page * ORDERS_PAGE_SIZE,
    now: ctx.now.getTime(),
  });
  const fmt = dateFormatter(ctx.country.timeZone);
  const alias = ctx.branchContact.alias;
  return {
    ...base,
    kind: "orders",
    orders: orders.map((o) => ({
      code: o.code,
      status: o.status,
      statusLabel: STATUS_LABELS[o.status] ?? o.status,
      inProgress: o.inProgress,
      totalText: formatMoney(o.total, ctx.country),
      dateText: fmt(o.scheduled && o.scheduledAt ? o.scheduledAt : o.orderedAt),
      typeLabel: defaultModeName({ type: o.type as OrderModeType, showName: "" }),
      followUpHref: `/menu/${alias}/order/${o.code}`,
      surveyHref: o.status === "DELIVERED" ? `/encuesta/${alias}/${o.code}` : null,
    })),
    paging: paging(request, page, ORDERS_PAGE_SIZE, total),
  };
}

export async function pointsPageData(env: Pick<Env, "DB">, ctx: BranchContactContext, request: Request): Promise<PointsPageData> {
  const base = accountBase(ctx, request);
  const customer = sessionCustomer(ctx.session);
  const page = pageParam(request);
  const empty = { page: 0, prevHref: null, nextHref: null };
  const program = await getLoyaltyProgramSilently(env, ctx.company.id, ctx.branch.id);
  const applies = programAppliesTo(program, ctx.branchContact.id) ? program : null;
  const programView = applies
    ? {
        title: myPointsTitle(applies),
        name: applies.name,
        pointsName: applies.pointsName,
        // §2 'information mode': how the programme works, in our words.
        info: [
          `Sumás ${applies.orderPercentage}% de cada pedido en ${applies.pointsName}.`,
          `1 ${applies.pointsName.replace(/s$/, "")} = ${formatMoney(1, ctx.country)}.`,
          `Podés canjear desde ${formatPoints(applies.minRedeemedPoints)} hasta ${formatPoints(applies.maxRedeemedPoints)} ${applies.pointsName}, hasta el ${applies.maxRedeemedPercentage}% del pedido.`,
        ],
      }
    : null;
  if (!customer || !applies) return { ...base, kind: "points", program: programView, balanceText: "0", history: [], paging: empty };
  const row = await findCustomerRow(env, ctx.company.id, customer.phone);
  if (!row) return { ...base, kind: "points", program: programView, balanceText: "0", history: [], paging: empty };
  const { history, total } = await listLoyaltyHistory(env, { companyId: ctx.company.id, customerId: row.id, offset: page * HISTORY_PAGE_SIZE });
  const fmt = dateFormatter(ctx.country.timeZone);
  return {
    ...base,
    kind: "points",
    program: programView,
    balanceText: formatPoints(row.loyaltyBalance),
    history: history.map((h) => ({
      orderCode: h.orderCode,
      label: KIND_LABELS[h.kind] ?? "Movimiento",
      dateText: fmt(h.createdAt),
      amountText: `${h.amount >= 0 ? "+" : "−"}${formatPoints(Math.abs(h.amount))}`,
      positive: h.amount >= 0,
      postBalanceText: formatPoints(h.postBalance),
    })),
    paging: paging(request, page, HISTORY_PAGE_SIZE, total),
  };
}
