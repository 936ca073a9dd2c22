// The tracking page's overlay (logistics.md §2 Customer tracking page): 'Actualizar', the
// branch logo, 'Pedido {code}', time and date, the status label with its colour, the rider
// (or 'Sin repartidor') with chat and phone buttons, 'Entrega estimada', and the delivery key
// 'Clave de entrega'. In every state the card also carries the store and its contact and a
// link back to the order; when the map cannot show (no tiles, no JavaScript) it says where the
// store, the diner and the rider are in words. Rendered by the server (works without
// JavaScript); 'Actualizar' is a GET form to the same page.
// On a phone the card is a bottom sheet over at most half the screen (tracking.css): the order,
// the rider, the estimate and the store lead; the rest scrolls inside it, and with JavaScript
// folds away ('Ver menos') for more map.
import { Form } from "@remix-run/react";
import { useState, type ReactNode } from "react";
import { TRACKING_TEXT } from "~/domain/logistics/tracking";
import { PhoneIcon, StoreIcon, UserIcon, WhatsAppIcon } from "~/ui/header/icons";
import { useHydrated } from "~/ui/use-hydrated";
import type { StoreCard } from "~/views/tracking-view.server";

export interface OverlayView {
  path: string;
  logoUrl: string | null;
  branchName: string;
  orderCode: string;
  orderedTime: string;
  orderedDate: string;
  statusLabel: string;
  statusTone: string;
  showDetails: boolean;
  /** The rider's name, 'Sin repartidor', or null (no line: the status already says it). */
  riderLine: string | null;
  chatUrl: string | null;
  callUrl: string | null;
  /** The estimate's time, or why there is none yet. */
  estimate: string;
  riderMapsUrl: string | null;
  securityCode: string | null;
  live: boolean;
  store: StoreCard;
  followUpPath: string;
  /** Set when the map cannot show: the addresses and the rider's distance in words. */
  noMap: { destinationAddress: string | null; riderDistance: string | null } | null;
}

export function TrackingTop({ path, logoUrl, branchName }: Pick<OverlayView, "path" | "logoUrl" | "branchName">) {
  return (
    <header className="tracking-top">
      <Form method="get" action={path} className="tracking-top__refresh">
        <input type="hidden" name="clave" value="vista" />
        <button type="submit" className="button tracking-button">
          Actualizar
        </button>
      </Form>
      {logoUrl ? <img className="tracking-top__logo" src={logoUrl} alt={branchName} width={44} height={44} /> : null}
    </header>
  );
}

/** The store with its contact buttons: on the card in every state. */
export function StoreContact({ store }: { store: StoreCard }) {
  return (
    <div className="tracking-store">
      <span className="tracking-rider__icon" aria-hidden="true">
        <StoreIcon />
      </span>
      <p className="tracking-store__text">
        <span className="tracking-store__name">{store.name}</span>
        <span className="tracking-store__address">{store.address}</span>
      </p>
      {store.chatUrl ? (
        <a className="icon-button tracking-rider__action" href={store.chatUrl} target="_blank" rel="noreferrer" aria-label={TRACKING_TEXT.chatStore}>
          <WhatsAppIcon />
        </a>
      ) : null}
      {store.callUrl ? (
        <a className="icon-button tracking-rider__action" href={store.callUrl} aria-label={TRACKING_TEXT.callStore}>
          <PhoneIcon />
        </a>
      ) : null}
    </div>
  );
}

/**
 * The card as a bottom sheet: `lead` always shows; `more` scrolls below it and, with JavaScript,
 * folds away ('Ver menos' / 'Ver más detalles'). `onFold` hears the sheet change size (the map
 * frames its markers again).
 */
export function TrackingSheet({ lead, more, onFold }: { lead: ReactNode; more?: ReactNode; onFold?: (open: boolean) => void }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(true);
  return (
    <section className="tracking-card" aria-label="Estado del pedido">
      {hydrated && more ? (
        <button
          type="button"
          className="tracking-sheet__toggle"
          aria-expanded={open}
          aria-controls="tracking-more"
          onClick={() => {
            setOpen(!open);
            onFold?.(!open);
          }}
        >
          <span className="tracking-sheet__handle" aria-hidden="true" />
          {open ? TRACKING_TEXT.sheetLess : TRACKING_TEXT.sheetMore}
        </button>
      ) : null}
      {lead}
      {more ? (
        <div id="tracking-more" className="tracking-card__more" hidden={!open}>
          {more}
        </div>
      ) : null}
    </section>
  );
}

export function TrackingOverlay({ onFold, ...v }: OverlayView & { onFold?: (open: boolean) => void }) {
  const lead = (
    <>
      <div className="tracking-card__head">
        <div>
          <h1 className="tracking-card__title">Pedido {v.orderCode}</h1>
          <p className="tracking-card__when">
            <time>{v.orderedTime}</time> · <time>{v.orderedDate}</time> ·{" "}
            <a className="tracking-card__order-link" href={v.followUpPath}>
              {TRACKING_TEXT.seeOrder}
            </a>
          </p>
        </div>
        <p className={`tracking-status tracking-status--${v.statusTone}`} data-testid="tracking-status">
          {v.statusLabel}
        </p>
      </div>
      {v.riderLine ? (
        <div className="tracking-rider">
          <span className="tracking-rider__icon" aria-hidden="true">
            <UserIcon />
          </span>
          <p className="tracking-rider__name" data-testid="tracking-rider">
            {v.riderLine}
          </p>
          {v.showDetails && v.chatUrl ? (
            <a className="icon-button tracking-rider__action" href={v.chatUrl} target="_blank" rel="noreferrer" aria-label="Chat con el repartidor">
              <WhatsAppIcon />
            </a>
          ) : null}
          {v.showDetails && v.callUrl ? (
            <a className="icon-button tracking-rider__action" href={v.callUrl} aria-label="Llamar al repartidor">
              <PhoneIcon />
            </a>
          ) : null}
        </div>
      ) : null}
      <p className="tracking-eta" data-testid="tracking-eta">
        {/* A time leads large; a sentence ('Se calcula cuando…') reads as text beside the label. */}
        <span>{TRACKING_TEXT.estimate}</span> <strong className={/^\d{1,2}:\d{2}$/.test(v.estimate) ? undefined : "tracking-eta__reason"}>{v.estimate}</strong>
      </p>
      <StoreContact store={v.store} />
    </>
  );
  const hasMore = !!v.noMap || !!v.riderMapsUrl || !!v.securityCode || !v.live;
  const more = hasMore ? (
    <>
      {v.securityCode ? (
        <div className="tracking-key">
          <p className="tracking-key__title">Clave de entrega</p>
          <p className="tracking-key__code" data-testid="tracking-key">
            {v.securityCode}
          </p>
          <p className="tracking-key__help">El repartidor te solicitará esta clave al entregar el pedido</p>
        </div>
      ) : null}
      {v.noMap ? (
        <div className="tracking-no-map" role="status" data-testid="tracking-no-map">
          <p className="tracking-no-map__title">{TRACKING_TEXT.noMap}</p>
          <ul className="tracking-no-map__list">
            <li>
              <strong>{TRACKING_TEXT.store}:</strong> {v.store.address}
            </li>
            {v.noMap.destinationAddress ? (
              <li>
                <strong>{TRACKING_TEXT.yourAddress}:</strong> {v.noMap.destinationAddress}
              </li>
            ) : null}
            {v.noMap.riderDistance ? <li data-testid="rider-distance">{v.noMap.riderDistance}</li> : null}
          </ul>
        </div>
      ) : null}
      {v.riderMapsUrl ? (
        <p className="tracking-maps-link">
          <a href={v.riderMapsUrl} target="_blank" rel="noreferrer" data-testid="rider-maps-link">
            Ver la última ubicación del repartidor
          </a>
        </p>
      ) : null}
      {!v.live ? <p className="tracking-card__hint">Toca «Actualizar» para ver los últimos cambios.</p> : null}
    </>
  ) : null;
  return (
    <>
      <TrackingTop path={v.path} logoUrl={v.logoUrl} branchName={v.branchName} />
      <TrackingSheet lead={lead} more={more} onFold={onFold} />
    </>
  );
}
