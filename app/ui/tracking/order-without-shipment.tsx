// A tracking link opened before the order has a shipment (not accepted yet, or not delivered by
// the fleet): the order's own card over the plain map, with the store, its contact and the
// follow-up, instead of the generic 404. 'Actualizar' reads the page again.
import { TRACKING_TEXT } from "~/domain/logistics/tracking";
import type { OrderWithoutTrackingView } from "~/views/tracking-view.server";
import { StoreContact, TrackingSheet, TrackingTop } from "./tracking-overlay";

export function OrderWithoutShipment({ view }: { view: OrderWithoutTrackingView }) {
  return (
    <main className="tracking">
      <div className="tracking-map tracking-map--static" aria-hidden="true" />
      <TrackingTop path={view.path} logoUrl={view.logoUrl} branchName={view.branchName} />
      <TrackingSheet
        lead={
          <>
            <div className="tracking-card__head">
              <div>
                <h1 className="tracking-card__title">Pedido {view.orderCode}</h1>
                <p className="tracking-card__when">
                  <time>{view.orderedTime}</time> · <time>{view.orderedDate}</time> ·{" "}
                  <a className="tracking-card__order-link" href={view.followUpPath}>
                    {TRACKING_TEXT.seeOrder}
                  </a>
                </p>
              </div>
            </div>
            <p className="tracking-pending__title" data-testid="tracking-pending">
              {view.title}
            </p>
            {view.help ? <p className="tracking-card__hint">{view.help}</p> : null}
            <StoreContact store={view.store} />
          </>
        }
      />
    </main>
  );
}
