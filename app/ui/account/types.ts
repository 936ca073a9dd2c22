// Loader data of 'Mis pedidos' and 'Mis {points name}' (routes
// menu.$alias.mis-pedidos / menu.$alias.mis-puntos), also loaded by the
// layout's modals with a fetcher. Types only: safe in client code.
import type { ToastMessage } from "~/domain/toasts";
import type { PendingSignInView } from "~/domain/identity/sign-in-code";

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
