// picker/{alias}/pickerApp/list (logistics.md §2 Picker list, §4, §8, §9): header 'Pedidos',
// 'Actualizar', the location's orders to prepare oldest first; only the first is enabled
// (§9 max 1), tapping another shows '… solo aquellos en estado “Para preparar”'. A picker
// with an order in progress goes straight to it (§4 forced redirect).
import { json, redirect, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData, useRevalidator } from "@remix-run/react";
import { useEffect } from "react";
import staffStyles from "~/styles/staff.css?url";
import pickerStyles from "~/styles/picker.css?url";
import { countOrdersToPick, firstOrderToPick, listOrdersToPick, orderInPickingOf } from "~/data/orders/picking.server";
import { now } from "~/data/clock.server";
import { formatMoney } from "~/domain/money";
import { MSG_EMPTY_LIST, minutesSince, PICKER_LIST_TEXT, PICKER_PAGE_SIZE, PICKER_SAVE_KEY, waitUrgency } from "~/domain/orders/picking";
import { pageText, updatedAgoText } from "~/domain/logistics/live-list";
import { useLiveList } from "~/ui/staff/use-live-list";
import { useHydrated } from "~/ui/use-hydrated";
import { noticeFromUrl, withNotice } from "~/views/picker-notice.server";
import { requireStaff } from "~/http/staff-auth.server";
import { loadStaffPlace } from "~/http/staff-place.server";
import { StaffShell } from "~/ui/staff/staff-shell";
import { OrderTime } from "~/ui/staff/order-time";
import { Toasts } from "~/ui/toasts";
import { PICKER_PROFILE_KEY, pickerProfile, shiftPath } from "~/domain/logistics/staff";
import { lockedDeliveries } from "~/data/logistics/delivery-key-locks.server";
import { DELIVERY_RESET_TEXT } from "~/domain/logistics/delivery-key";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: staffStyles },
  { rel: "stylesheet", href: pickerStyles },
];

export const meta: MetaFunction = () => [{ title: "Pedidos · Preparadores" }, { name: "robots", content: "noindex" }];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const place = await loadStaffPlace(env, request, params.alias ?? "");
  const me = await requireStaff(request, env, { role: "picker", companyId: place.companyId, branchContactId: place.branchContactId, as: "page", alias: place.alias });
  const current = await orderInPickingOf(env, me.companyId, me.staffId);
  if (current && current.branchContactId === place.branchContactId) {
    throw redirect(withNotice(`/picker/${encodeURIComponent(place.alias)}/pickerApp/${current.code}`, "encurso"), { headers: { "Cache-Control": "private, no-store" } });
  }
  const pageParam = Number(new URL(request.url).searchParams.get("pagina") ?? "0");
  const page = Number.isInteger(pageParam) && pageParam >= 0 && pageParam < 1000 ? pageParam : 0;
  const [rows, locked, total] = await Promise.all([
    listOrdersToPick(env, place, page * PICKER_PAGE_SIZE, PICKER_PAGE_SIZE + 1),
    // Deliveries locked by wrong keys wait for the store's staff (picker/{alias}/entregas).
    lockedDeliveries(env, place.companyId, place.branchContactId),
    countOrdersToPick(env, place),
  ]);
  // Why the others wait: the first of the whole list goes first (§9 one at a time, oldest first).
  const firstCode = page === 0 ? (rows[0]?.code ?? null) : await firstOrderToPick(env, place);
  const nowMs = now(env).getTime();
  return json(
    {
      place: { name: place.name, logoFileId: place.logoFileId, header: place.header, alias: place.alias },
      themeCss: place.themeCss,
      me: { name: me.name },
      // §3 the picker's stored profile (the device keeps it beside the token cookie).
      profile: pickerProfile({ id: me.staffId, name: me.name, phone: me.phone }, place.alias),
      orders: rows.slice(0, PICKER_PAGE_SIZE).map((r) => {
        const waited = minutesSince(r.orderedAt, nowMs);
        return {
          code: r.code, units: r.units, items: r.items, total: formatMoney(r.total, place.countryInfo), orderedAt: r.orderedAt, delivery: r.type === "DELIVERY",
          waiting: PICKER_LIST_TEXT.waiting(waited), urgency: waitUrgency(waited),
        };
      }),
      page,
      hasMore: rows.length > PICKER_PAGE_SIZE,
      total,
      pages: Math.max(1, Math.ceil(total / PICKER_PAGE_SIZE)),
      onHoldWhy: PICKER_LIST_TEXT.onHoldWhy(firstCode),
      timeZone: place.countryInfo.timeZone,
      toasts: noticeFromUrl(request),
      shiftHref: `${shiftPath("picker", place.alias, "logOut")}?phone=${encodeURIComponent(me.phone)}`,
      lockedDeliveries: locked.length,
      lockedHref: `/picker/${encodeURIComponent(place.alias)}/entregas`,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export default function PickerList() {
  const data = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  const hydrated = useHydrated();
  const base = `/picker/${encodeURIComponent(data.place.alias)}/pickerApp`;
  const live = useLiveList(data.orders.map((o) => o.code));
  // The list only shows while no order is in progress (the loader redirects otherwise):
  // a finished order's local progress goes.
  useEffect(() => window.localStorage.removeItem(PICKER_SAVE_KEY), []);
  useEffect(() => window.localStorage.setItem(PICKER_PROFILE_KEY, JSON.stringify(data.profile)), [data.profile]);
  return (
    <StaffShell
      place={data.place}
      title="Pedidos"
      refresh={{
        href: data.page > 0 ? `?pagina=${data.page}` : "?",
        label: "Actualizar",
        busy: revalidator.state === "loading",
        onClick: (e) => {
          e.preventDefault();
          revalidator.revalidate();
        },
      }}
    >
      <Toasts messages={data.toasts} />
      <p className="muted picker-hello">
        {`Hola, ${data.me.name}`} · <Link to={data.shiftHref}>Finalizar turno</Link>
      </p>
      {hydrated ? (
        <p className="staff-live" role="status">
          {updatedAgoText(live.secondsAgo)}
        </p>
      ) : null}
      {data.lockedDeliveries > 0 ? (
        <p className="picker-note picker-note--error card" role="alert">
          {DELIVERY_RESET_TEXT.listAlert(data.lockedDeliveries)} · <Link to={data.lockedHref}>{DELIVERY_RESET_TEXT.listLink}</Link>
        </p>
      ) : null}
      {data.orders.length === 0 ? (
        <p className="picker-empty card">{MSG_EMPTY_LIST}</p>
      ) : (
        <>
          <p className="picker-count">{PICKER_LIST_TEXT.count(data.total)}</p>
          <ol className="picker-list">
            {data.orders.map((o, i) => {
              // §2: only the first order of the list may be taken (the first of page 0); the
              // others say why they wait instead of answering a tap with an error.
              const enabled = data.page === 0 && i === 0;
              const body = (
                <>
                  <span className="picker-order__lead">
                    <span className={`picker-wait picker-wait--${o.urgency}`}>{o.waiting}</span>
                    <span className="pill">{`Cantidad de productos: ${o.units}`}</span>
                  </span>
                  {o.items ? <span className="picker-order__items">{o.items}</span> : null}
                  <span className="picker-order__meta">
                    <span className="picker-order__code">{`Pedido ${o.code}`}</span> · <OrderTime at={o.orderedAt} timeZone={data.timeZone} /> ·{" "}
                    {o.delivery ? "Envío" : "Retiro / local"} · <span className="price">{o.total}</span>
                  </span>
                  {enabled ? (
                    <span className="picker-order__state">{PICKER_LIST_TEXT.ready}</span>
                  ) : (
                    <span className="picker-order__hold">
                      <strong>{PICKER_LIST_TEXT.onHold}</strong> · {data.onHoldWhy}
                    </span>
                  )}
                </>
              );
              return (
                <li key={o.code}>
                  {enabled ? (
                    <Link to={`${base}/${o.code}`} className={`picker-order card${live.fresh.has(o.code) ? " is-new" : ""}`}>
                      {body}
                    </Link>
                  ) : (
                    <div className={`picker-order card picker-order--disabled${live.fresh.has(o.code) ? " is-new" : ""}`} aria-disabled="true">
                      {body}
                    </div>
                  )}
                </li>
              );
            })}
          </ol>
        </>
      )}
      <nav className="picker-pages" aria-label="Páginas">
        {data.page > 0 ? <Link to={data.page === 1 ? "?" : `?pagina=${data.page - 1}`}>Anteriores</Link> : <span />}
        {data.pages > 1 ? <span className="muted">{pageText(data.page, data.pages)}</span> : null}
        {data.hasMore ? <Link to={`?pagina=${data.page + 1}`}>Siguientes</Link> : <span />}
      </nav>
    </StaffShell>
  );
}
