// The day's figures of a location (/consola/{alias}/resumen) and its accounting file
// (/consola/{alias}/resumen.csv): who may see them, which day, and the figures as the page
// shows them (amounts in the country's money format, times in minutes).
import { data } from "@remix-run/cloudflare";
import { now } from "~/data/clock.server";
import { companyLocationsDay, dayFigures, dayOrdersForAccounting } from "~/data/orders/day-figures.server";
import { apiError } from "~/http/api.server";
import { consoleNav, requireShopAccess, type ShopAccess } from "~/http/shop-auth.server";
import { accountingRows } from "~/domain/orders/accounting-csv";
import { csvText } from "~/http/csv.server";
import {
  averageMinutes,
  averageTicket,
  bySales,
  cancelReasonLabel,
  dayTitle,
  durationText,
  figuresDateSchema,
  localDateOf,
  localDayRange,
  MSG_BAD_DATE,
  ordersByHour,
  PAYMENT_METHOD_LABEL,
  shiftDate,
} from "~/domain/orders/day-figures";
import { formatMoney } from "~/domain/money";

const NO_STORE = { "Cache-Control": "private, no-store" };

/** The day asked for (`?fecha=`, today by default in the location's zone), or the Spanish reason it is not one. */
function askedDay(env: Env, request: Request, access: ShopAccess) {
  const tz = access.place.countryInfo.timeZone;
  const today = localDateOf(now(env).getTime(), tz);
  const raw = new URL(request.url).searchParams.get("fecha");
  const parsed = figuresDateSchema(today).safeParse(raw || undefined);
  return { tz, today, raw: (raw ?? "").slice(0, 20), parsed };
}

export async function dayFiguresPageLoader(env: Env, request: Request, alias: string) {
  const access = await requireShopAccess(request, env, { alias, permission: "figures", as: "page" });
  const { tz, today, raw, parsed } = askedDay(env, request, access);
  const frame = { nav: consoleNav(access), themeCss: access.place.themeCss, today };
  if (!parsed.success) {
    return data({ ...frame, date: raw, error: parsed.error.issues[0]?.message ?? "", figures: null }, { status: 400, headers: NO_STORE });
  }
  const date = parsed.data;
  const range = localDayRange(date, tz);
  const place = { companyId: access.place.companyId, branchContactId: access.place.branchContactId };
  const owner = access.person.role === "owner";
  const [rows, locations] = await Promise.all([dayFigures(env, place, range), owner ? companyLocationsDay(env, place.companyId, range) : null]);
  const money = (n: number) => formatMoney(n, access.place.countryInfo);

  const served = rows.byPayment.reduce((n, r) => n + r.orders, 0);
  const sales = rows.byPayment.reduce((n, r) => n + r.sales, 0);
  const canceled = rows.canceled.reduce((n, r) => n + r.orders, 0);
  const hours = ordersByHour(rows.quarters, tz);
  const figures = {
    dayTitle: dayTitle(date),
    isToday: date === today,
    previousDate: shiftDate(date, -1),
    nextDate: date < today ? shiftDate(date, 1) : null,
    orders: served + canceled,
    canceled,
    salesText: money(sales),
    averageTicketText: money(averageTicket(sales, served)),
    byPayment: bySales(rows.byPayment.map((r) => ({ label: PAYMENT_METHOD_LABEL[r.paymentMethod] ?? r.paymentMethod, orders: r.orders, sales: r.sales }))).map(
      (r) => ({ label: r.label, orders: r.orders, salesText: money(r.sales), share: sales > 0 ? Math.round((r.sales / sales) * 100) : 0 }),
    ),
    cancellations: rows.canceled.map((r) => ({ reason: cancelReasonLabel(r.reason), orders: r.orders })),
    acceptText: durationText(averageMinutes(rows.times.acceptMs, rows.times.accepted)),
    prepareText: durationText(averageMinutes(rows.times.prepareMs, rows.times.prepared)),
    deliveryText: durationText(averageMinutes(rows.times.deliveryMs, rows.times.delivered)),
    topPlates: rows.topPlates.map((p, i) => ({ rank: i + 1, name: p.name, units: p.units, salesText: money(p.sales) })),
    byHour: hours.map((orders, hour) => ({ hour, orders })),
    csvHref: `/consola/${encodeURIComponent(access.place.alias)}/resumen.csv?fecha=${date}`,
    locations:
      locations?.map((l) => {
        const servedHere = l.orders - l.canceled;
        return {
          alias: l.alias,
          name: l.name,
          current: l.alias === access.place.alias,
          orders: l.orders,
          canceled: l.canceled,
          salesText: money(l.sales),
          averageTicketText: money(averageTicket(l.sales, servedHere)),
          acceptText: durationText(averageMinutes(l.acceptMs, l.accepted)),
        };
      }) ?? null,
  };
  return data({ ...frame, date, error: null, figures }, { headers: NO_STORE });
}

export type DayFiguresPageData = Awaited<ReturnType<typeof dayFiguresPageLoader>>["data"];

/** /consola/{alias}/resumen.csv?fecha=: the day's orders for accounting, as a download. */
export async function accountingFileLoader(env: Env, request: Request, alias: string): Promise<Response> {
  const access = await requireShopAccess(request, env, { alias, permission: "figures", as: "page" });
  const { tz, parsed } = askedDay(env, request, access);
  if (!parsed.success) {
    return apiError(400, parsed.error.issues[0]?.message ?? MSG_BAD_DATE);
  }
  const date = parsed.data;
  const place = { companyId: access.place.companyId, branchContactId: access.place.branchContactId };
  const orders = await dayOrdersForAccounting(env, place, localDayRange(date, tz));
  return new Response(csvText(accountingRows(orders, tz), { delimiter: ";", escapeFormulae: true }), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="pedidos-${access.place.alias}-${date}.csv"`,
      ...NO_STORE,
    },
  });
}
