// logistics/{alias}/shipments (logistics.md §2 Shipments list): header 'Envíos' with a
// refresh button; the own fleet's shipments waiting for a rider (3-day look-back); a
// rider with a shipment in progress is redirected to it with a notice.
import { json, redirect, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLocation, useLoaderData, useNavigation, useRevalidator } from "@remix-run/react";
import { useEffect, useState } from "react";
import { now } from "~/data/clock.server";
import { fleetLocation } from "~/data/logistics/fleet.server";
import { riderInProgress } from "~/data/logistics/shipment-read.server";
import { LIST_LOAD_TEXT, LIST_REFRESHING, listLoadStatus, RIDER_TEXT } from "~/domain/logistics/rider-messages";
import { requireRiderPage, shipmentPath, shipmentsPath } from "~/http/rider-page.server";
import { waitingEntries } from "./shipment-list.server";
import riderStyles from "~/styles/rider.css?url";
import { RiderHeader } from "~/ui/rider/rider-header";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: riderStyles }];
export const meta: MetaFunction = () => [{ title: "Envíos · Repartidores" }, { name: "robots", content: "noindex" }];

/** The query of the refresh link without JavaScript (the list it answers is a refresh's). */
const REFRESHED_PARAM = "actualizada";

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
  const aviso = new URL(request.url).searchParams.get("aviso");
  return json(
    {
      alias: place.alias,
      locationName: place.name,
      riderName: rider.name,
      ownFleet: !!store?.ownFleet,
      themeCss: place.themeCss,
      entries: entries.map((e) => ({ ...e, href: shipmentPath(place.alias, e.target) })),
      listHref: shipmentsPath(place.alias),
      notice: aviso === "sin-envio" ? RIDER_TEXT.shipmentError : aviso === "cancelado" ? RIDER_TEXT.canceled : null,
      listError,
      // §4 list loading status: the page asked for by 'Actualizar' (without JavaScript) is a refresh's success.
      refreshed: new URL(request.url).searchParams.get(REFRESHED_PARAM) === "1",
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

type Data = {
  alias: string;
  locationName: string;
  riderName: string;
  ownFleet: boolean;
  entries: { href: string; target: { type: "simple" | "stack"; id: number }; codes: string[]; addresses: string[]; distance: string | null; waitingMinutes: number; payment: string }[];
  listHref: string;
  notice: string | null;
  listError: string | null;
  refreshed: boolean;
};

export default function ShipmentsList() {
  const data: Data = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const location = useLocation();
  // §4 list loading status: start, loading, success (a navigation to this same list counts as loading it).
  const loading = revalidator.state === "loading" || (navigation.state === "loading" && navigation.location.pathname === location.pathname);
  const [refreshed, setRefreshed] = useState(data.refreshed);
  useEffect(() => {
    if (loading) setRefreshed(true);
  }, [loading]);
  const status = listLoadStatus({ loading, refreshed });
  return (
    <div className="rider">
      <RiderHeader title={RIDER_TEXT.header} location={data.locationName}>
        <a
          className="button button--ghost rider__refresh"
          href={`${data.listHref}?${REFRESHED_PARAM}=1`}
          aria-busy={loading}
          onClick={(e) => {
            e.preventDefault();
            revalidator.revalidate();
          }}
        >
          {loading ? LIST_REFRESHING : RIDER_TEXT.refresh}
        </a>
      </RiderHeader>
      <main className="rider__main" aria-busy={loading}>
        <p className={`rider-list-status rider-list-status--${status}`} data-status={status} role="status">
          {LIST_LOAD_TEXT[status]}
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
        ) : data.entries.length === 0 ? (
          <p className="rider__empty">{RIDER_TEXT.empty}</p>
        ) : (
          <ul className="rider-list">
            {data.entries.map((e) => (
              <li key={e.href}>
                <Link className="rider-card rider-card--link" to={e.href}>
                  <span className="rider-card__row">
                    <strong>{e.target.type === "stack" ? RIDER_TEXT.stackOf(e.codes.length) : `Pedido ${e.codes[0]}`}</strong>
                    {e.distance ? <span className="rider-pill">{e.distance}</span> : null}
                  </span>
                  {e.addresses.map((a, i) => (
                    <span className="rider-card__address" key={i}>
                      {e.target.type === "stack" ? `${i + 1}. ${e.codes[i]} · ` : ""}
                      {a}
                    </span>
                  ))}
                  <span className="rider-card__meta">
                    {e.payment} · espera {e.waitingMinutes} min
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </main>
    </div>
  );
}
