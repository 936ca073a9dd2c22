// logistics/tracking/order/{alias}/{orderCode} (logistics.md §2 Customer tracking page, §4
// Tracking, §5, §9): a full-screen map with the rider, branch and destination markers, the
// overlay, and the on-load delivery-key modal ('Comparte la clave', 'Continuar').
// Without JavaScript (or realtime) the server renders the overlay with the last rider
// position as a maps-app link, and 'Actualizar' re-reads the page. With JavaScript the map
// loads (maplibre-gl, this page only) and the tracking room moves the rider marker and the
// estimate as positions arrive.
import { json, type LinksFunction, type LoaderFunctionArgs, type MetaFunction, type SerializeFrom } from "@remix-run/cloudflare";
import { Form, useLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";
import { now } from "~/data/clock.server";
import { normalizeOrderCode } from "~/data/orders/order-reader.server";
import { callUrl, mapsUrl, whatsAppUrl } from "~/domain/contact-links";
import {
  calendarDate, clockTime, estimateLine, isValidPoint, riderDistanceText, riderLine, trackingMarkers, trackingPath, TRACKING_STATUS_LABEL,
} from "~/domain/logistics/tracking";
import { loadOrderWithoutTracking, loadTrackingInfo } from "~/views/tracking-view.server";
import { OrderWithoutShipment } from "~/ui/tracking/order-without-shipment";
import { TrackingMap } from "~/ui/tracking/tracking-map";
import { TrackingOverlay } from "~/ui/tracking/tracking-overlay";
import { useTrackingRoom } from "~/ui/tracking/use-tracking-room";
import styles from "~/styles/tracking.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Pedido ${data.kind === "tracking" ? data.info.orderCode : data.pending.orderCode} · Seguimiento` : "Seguimiento del pedido" },
  { name: "robots", content: "noindex" },
  { name: "viewport", content: "width=device-width, initial-scale=1, viewport-fit=cover" },
];

const NOT_FOUND = "No encontramos el seguimiento de este pedido.";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const code = normalizeOrderCode(params.orderCode ?? "");
  const alias = params.alias ?? "";
  if (!code || !/^[a-z0-9-]{1,80}$/i.test(alias)) throw json(NOT_FOUND, { status: 404 });
  const nowMs = now(env).getTime();
  const info = await loadTrackingInfo(env, request, alias, code, nowMs);
  if (!info) {
    // A link opened before the order has a shipment: the order's own card, not a 404.
    const pending = await loadOrderWithoutTracking(env, alias, code);
    if (!pending) throw json(NOT_FOUND, { status: 404 });
    return json({ kind: "pending" as const, pending, themeCss: pending.themeCss }, { headers: { "Cache-Control": "private, no-store" } });
  }
  const keySeen = new URL(request.url).searchParams.get("clave") === "vista";
  return json(
    {
      kind: "tracking" as const,
      info,
      themeCss: info.themeCss,
      nowMs,
      path: trackingPath(alias, code),
      orderedTime: clockTime(info.orderedAt, info.branch.timeZone),
      orderedDate: calendarDate(info.orderedAt, info.branch.timeZone),
      etaText: info.eta !== null ? clockTime(info.eta, info.branch.timeZone) : null,
      showKeyModal: !!info.securityCode && !keySeen,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

/** The map's edges under the floating top bar and card: the markers are framed clear of them. */
function uncovered() {
  const top = document.querySelector(".tracking-top")?.getBoundingClientRect().bottom ?? 0;
  const card = document.querySelector(".tracking-card")?.getBoundingClientRect();
  if (!card) return { top, bottom: 0, left: 0, right: 0 };
  // On a wide screen the card is a panel on the left (tracking.css): the markers go beside it.
  if (card.right < window.innerWidth / 2) return { top, bottom: 0, left: card.right, right: 0 };
  return { top, bottom: Math.max(0, window.innerHeight - card.top), left: 0, right: 0 };
}

export default function TrackingRoute() {
  const data = useLoaderData<typeof loader>();
  return data.kind === "pending" ? <OrderWithoutShipment view={data.pending} /> : <TrackingPage data={data} />;
}

type TrackingData = Extract<SerializeFrom<typeof loader>, { kind: "tracking" }>;

function TrackingPage({ data }: { data: TrackingData }) {
  const { info } = data;
  const live = useTrackingRoom(info.channel, { status: info.status, riderName: info.riderName });
  const [hydrated, setHydrated] = useState(false);
  const [mapFailed, setMapFailed] = useState(false);
  const [tilesLoad, setTilesLoad] = useState(true);
  const [keyModal, setKeyModal] = useState(data.showKeyModal);
  // The sheet folded or unfolded: the map frames its markers in the room it now has.
  const [sheetOpen, setSheetOpen] = useState(true);
  useEffect(() => setHydrated(true), []);
  useEffect(() => setKeyModal(data.showKeyModal), [data.showKeyModal]);

  // The room's update is newer than the page's data once it arrives. The room already applied
  // the §2 visibility rule and computed the estimate (it alone knows the stack's other stops).
  const update = live.update;
  const details = update ? update.showShipmentDetails : info.showShipmentDetails;
  const position = live.position ?? info.riderPosition;
  const riderPoint = details && isValidPoint(position) ? position : null;
  const label = update ? TRACKING_STATUS_LABEL[update.status ?? "NO_SHIPMENT"] : { text: info.statusLabel, tone: info.statusTone };
  const eta = details ? (live.eta !== undefined ? live.eta : info.eta) : null;
  const etaText = eta !== null ? clockTime(eta, info.branch.timeZone) : null;
  const riderName = details ? (update ? update.riderName : info.riderName) : null;
  const riderPhone = details ? (update ? update.riderPhone : info.riderPhone) : null;
  const markers = trackingMarkers({ branch: info.branchPosition, destination: info.destinationPosition, rider: riderPoint });
  const shipmentStatus = update ? update.status : info.status;
  // Without JavaScript, or when the map or its tiles fail, the card says where everyone is.
  const noMap = !hydrated || mapFailed || !tilesLoad ? { destinationAddress: info.destinationAddress, riderDistance: riderDistanceText(riderPoint, info.destinationPosition) } : null;

  return (
    <main className="tracking" data-live={live.connected ? "1" : "0"}>
      {hydrated && !mapFailed ? (
        <TrackingMap markers={markers} styleUrl={info.branch.mapStyleUrl} onFailed={() => setMapFailed(true)} onTiles={setTilesLoad} padding={uncovered} refit={sheetOpen} />
      ) : (
        <div className="tracking-map tracking-map--static" aria-hidden="true" />
      )}
      <TrackingOverlay
        path={data.path}
        logoUrl={info.branch.logoUrl}
        branchName={info.branch.name}
        orderCode={info.orderCode}
        orderedTime={data.orderedTime}
        orderedDate={data.orderedDate}
        statusLabel={label.text}
        statusTone={label.tone}
        showDetails={details}
        riderLine={riderLine(shipmentStatus, details, riderName)}
        chatUrl={whatsAppUrl(riderPhone)}
        callUrl={callUrl(riderPhone)}
        estimate={estimateLine(shipmentStatus, update ? update.orderStatus : info.orderStatus, hydrated ? etaText : data.etaText)}
        riderMapsUrl={riderPoint ? mapsUrl(riderPoint.lat, riderPoint.lng) : null}
        securityCode={info.securityCode}
        live={live.connected}
        store={info.store}
        followUpPath={info.followUpPath}
        noMap={noMap}
        onFold={setSheetOpen}
      />
      {keyModal && info.securityCode ? (
        <div className="modal-backdrop tracking-key-modal">
          <section role="dialog" aria-modal="true" aria-labelledby="key-modal-title" className="modal">
            <h2 id="key-modal-title">Comparte la clave</h2>
            <p className="tracking-key__code tracking-key__code--big">{info.securityCode}</p>
            <p>Esta es tu clave de entrega. Compártela con el repartidor solo cuando hayas recibido tu pedido.</p>
            <Form
              method="get"
              action={data.path}
              onSubmit={(e) => {
                e.preventDefault();
                setKeyModal(false);
              }}
            >
              <input type="hidden" name="clave" value="vista" />
              <button type="submit" className="button button--primary tracking-key-modal__continue">
                Continuar
              </button>
            </Form>
          </section>
        </div>
      ) : null}
    </main>
  );
}
