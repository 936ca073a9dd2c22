// The tracking page's overlay (logistics.md §2 Customer tracking page): 'Actualizar', the
// branch logo, 'Pedido {code}', time and date, the status label with its colour, the rider
// (or 'Sin repartidor') with chat and phone buttons, 'Entrega estimada' when an estimate
// exists, and the delivery key 'Clave de entrega'. Rendered by the server (works without
// JavaScript); 'Actualizar' is a GET form to the same page.
import { Form } from "@remix-run/react";
import { PhoneIcon, UserIcon, WhatsAppIcon } from "~/ui/header/icons";

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
  riderName: string | null;
  chatUrl: string | null;
  callUrl: string | null;
  etaText: string | null;
  riderMapsUrl: string | null;
  securityCode: string | null;
  live: boolean;
}

export function TrackingOverlay(v: OverlayView) {
  return (
    <>
      <header className="tracking-top">
        <Form method="get" action={v.path} className="tracking-top__refresh">
          <input type="hidden" name="clave" value="vista" />
          <button type="submit" className="button tracking-button">
            Actualizar
          </button>
        </Form>
        {v.logoUrl ? <img className="tracking-top__logo" src={v.logoUrl} alt={v.branchName} width={44} height={44} /> : null}
      </header>
      <section className="tracking-card" aria-label="Estado del pedido">
        <div className="tracking-card__head">
          <div>
            <h1 className="tracking-card__title">Pedido {v.orderCode}</h1>
            <p className="tracking-card__when">
              <time>{v.orderedTime}</time> · <time>{v.orderedDate}</time>
            </p>
          </div>
          <p className={`tracking-status tracking-status--${v.statusTone}`} data-testid="tracking-status">
            {v.statusLabel}
          </p>
        </div>
        <div className="tracking-rider">
          <span className="tracking-rider__icon">
            <UserIcon />
          </span>
          <p className="tracking-rider__name" data-testid="tracking-rider">
            {v.showDetails && v.riderName ? v.riderName : "Sin repartidor"}
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
        {v.etaText ? (
          <p className="tracking-eta" data-testid="tracking-eta">
            <span>Entrega estimada</span> <strong>{v.etaText}</strong>
          </p>
        ) : null}
        {v.riderMapsUrl ? (
          <p className="tracking-maps-link">
            <a href={v.riderMapsUrl} target="_blank" rel="noreferrer" data-testid="rider-maps-link">
              Ver la última ubicación del repartidor
            </a>
          </p>
        ) : null}
        {v.securityCode ? (
          <div className="tracking-key">
            <p className="tracking-key__title">Clave de entrega</p>
            <p className="tracking-key__code" data-testid="tracking-key">
              {v.securityCode}
            </p>
            <p className="tracking-key__help">El repartidor te solicitará esta clave al entregar el pedido</p>
          </div>
        ) : null}
        {!v.live ? <p className="tracking-card__hint">Toca «Actualizar» para ver los últimos cambios.</p> : null}
      </section>
    </>
  );
}
