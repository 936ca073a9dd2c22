// logistics/{alias}/shipments (logistics.md §2 Shipments list): header 'Envíos' with a
// refresh button; the own fleet's shipments waiting for a rider (3-day look-back); a
// rider with a shipment in progress is redirected to it with a notice.
import { json, redirect, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLocation, useLoaderData, useNavigation, useRevalidator } from "@remix-run/react";
import { useEffect, useState } from "react";
import { now } from "~/data/clock.server";
import { fleetLocation } from "~/data/logistics/fleet.server";
import { riderInProgress } from "~/data/logistics/shipment-read.server";
import { LIST_LOAD_TEXT, listLoadStatus, RIDER_TEXT } from "~/domain/logistics/rider-messages";
import { pageOf, pageText, RIDER_LIST_PAGE_SIZE, updatedAgoText } from "~/domain/logistics/live-list";
import { shiftPath } from "~/domain/logistics/staff";
import { useHydrated } from "~/ui/use-hydrated";
import { useLiveList } from "~/ui/staff/use-live-list";
import { requireRiderPage, shipmentPath, shipmentsPath } from "~/views/rider-page.server";
import { waitingEntries, type ListEntry } from "./shipment-list.server";
import riderStyles from "~/styles/rider.css?url";
import staffStyles from "~/styles/staff.css?url";
import { RiderHeader } from "~/ui/rider/rider-header";
import { ThumbBar } from "~/ui/staff/header-icons";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: staffStyles },
  { rel: "stylesheet", href: riderStyles },
];
export const meta: MetaFunction = () => [{ title: "Envíos · Repartidores" }, { name: "robots", content: "noindex" }];

/** The query of the refresh link without JavaScript (the list it answers is a refresh's). */
const REFRESHED_PARAM = "actualizada";
/** The list's page (0-based) in the query. */
const PAGE_PARAM = "pagina";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const { place, rider } = await requireRiderPage(request, env, params.alias ?? "");
  const busy = await riderInProgress(env, rider.companyId, rider.staffId);
  if (busy) throw redirect(`${shipmentPath(place.alias, busy)}?aviso=en-curso`);
  const store = await fleetLocation(env, place.companyId, place.branchContactId);
  // §8 'Hubo un error buscando los envíos…' when the list cannot be read.
  let listError: string | null = null;
  const entries = store?.ownFleet
    ? await waitingEntries(env, store, now(env).getTime()).catch((error) => {
        console.error("rider list failed", error);
        listError = RIDER_TEXT.listError;
        return [];
      })
    : [];
  const url = new URL(request.url);
  const aviso = url.searchParams.get("aviso");
  const pageParam = Number(url.searchParams.get(PAGE_PARAM) ?? "0");
  const paged = pageOf(entries, Number.isFinite(pageParam) ? pageParam : 0, RIDER_LIST_PAGE_SIZE);
  return json(
    {
      alias: place.alias,
      locationName: place.name,
      riderName: rider.name,
      ownFleet: !!store?.ownFleet,
      themeCss: place.themeCss,
      entries: paged.items.map((e) => ({ ...e, href: shipmentPath(place.alias, e.target) })),
      total: paged.total,
      page: paged.page,
      pages: paged.pages,
      listHref: shipmentsPath(place.alias),
      endShiftHref: `${shiftPath("rider", place.alias, "logOut")}?phone=${encodeURIComponent(rider.phone)}`,
      notice: aviso === "sin-envio" ? RIDER_TEXT.shipmentError : aviso === "cancelado" ? RIDER_TEXT.canceled : null,
      listError,
      // §4 list loading status: the page asked for by 'Actualizar' (without JavaScript) is a refresh's success.
      refreshed: url.searchParams.get(REFRESHED_PARAM) === "1",
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

type Entry = ListEntry & { href: string };

function pageHref(listHref: string, page: number): string {
  return page > 0 ? `${listHref}?${PAGE_PARAM}=${page}` : listHref;
}

export default function ShipmentsList() {
  const data = useLoaderData<typeof loader>();
  const entries = data.entries as Entry[];
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const location = useLocation();
  const hydrated = useHydrated();
  // §4 list loading status: start, loading, success (a navigation to this same list counts as loading it).
  // With JavaScript the list also refreshes itself (useLiveList); those quiet polls are no 'loading'.
  const [asked, setAsked] = useState(false);
  const manual = (revalidator.state === "loading" && asked) || (navigation.state === "loading" && navigation.location.pathname === location.pathname);
  const [refreshed, setRefreshed] = useState(data.refreshed);
  useEffect(() => {
    if (manual) setRefreshed(true);
    if (revalidator.state === "idle") setAsked(false);
  }, [manual, revalidator.state]);
  const live = useLiveList(entries.map((e) => e.href));
  const status = listLoadStatus({ loading: manual, refreshed });
  return (
    <div className="rider">
      <RiderHeader
        title={RIDER_TEXT.header}
        location={data.locationName}
        shift={{ text: RIDER_TEXT.onShift(data.riderName), endHref: data.endShiftHref, endLabel: RIDER_TEXT.endShift }}
      />
      <main className="rider__main" aria-busy={manual}>
        <p className={`rider-list-status rider-list-status--${status}`} data-status={status} role="status">
          {hydrated && status !== "loading" ? updatedAgoText(live.secondsAgo) : LIST_LOAD_TEXT[status]}
        </p>
        {data.notice ? (
          <p className="rider-notice" role="status">
            {data.notice}
          </p>
        ) : null}
        {data.listError ? (
          <p className="rider-error" role="alert">
            {data.listError}
          </p>
        ) : entries.length === 0 ? (
          <p className="rider__empty">{RIDER_TEXT.empty}</p>
        ) : (
          <>
            <p className="rider-list-count">{RIDER_TEXT.listCount(data.total)}</p>
            <ul className="rider-list">
              {entries.map((e) => (
                <li key={e.href}>
                  <Link className={`rider-card rider-card--link${live.fresh.has(e.href) ? " is-new" : ""}`} to={e.href}>
                    <span className="rider-card__lead">
                      <span className="rider-card__distance">{e.distance ?? "—"}</span>
                      <span className={`rider-card__collect${e.cash ? " rider-card__collect--cash" : ""}`}>{e.collect}</span>
                    </span>
                    {e.target.type === "stack" ? (
                      <>
                        <span className="rider-card__kind">{RIDER_TEXT.stackOf(e.codes.length)}</span>
                        <ol className="rider-card__stops">
                          {e.addresses.map((a, i) => (
                            <li key={i}>
                              <span className="rider-card__address">{a}</span>
                              <span className="rider-card__meta">{`Pedido ${e.codes[i]}`}</span>
                            </li>
                          ))}
                        </ol>
                        <span className="rider-card__meta">{RIDER_TEXT.waiting(e.waitingMinutes)}</span>
                      </>
                    ) : (
                      <>
                        <span className="rider-card__address">{e.addresses[0]}</span>
                        <span className="rider-card__meta">{`Pedido ${e.codes[0]} · ${RIDER_TEXT.waiting(e.waitingMinutes)}`}</span>
                      </>
                    )}
                  </Link>
                </li>
              ))}
            </ul>
            {data.pages > 1 ? (
              <nav className="rider-pages" aria-label="Páginas">
                {data.page > 0 ? (
                  <Link className="button button--bordered" to={pageHref(data.listHref, data.page - 1)}>
                    Anteriores
                  </Link>
                ) : (
                  <span />
                )}
                <span className="rider-pages__where">{pageText(data.page, data.pages)}</span>
                {data.page + 1 < data.pages ? (
                  <Link className="button button--bordered" to={pageHref(data.listHref, data.page + 1)}>
                    Siguientes
                  </Link>
                ) : (
                  <span />
                )}
              </nav>
            ) : null}
          </>
        )}
      </main>
      <ThumbBar
        refresh={{
          href: `${data.listHref}?${REFRESHED_PARAM}=1`,
          label: RIDER_TEXT.refresh,
          busy: manual,
          className: "rider__refresh",
          onClick: (e) => {
            e.preventDefault();
            setAsked(true);
            revalidator.revalidate();
          },
        }}
      />
    </div>
  );
}
