// Under the header on delivery menus (storefront.md §2): the delivery info table
// (three 33% columns: arrives in, shipping cost or 'Gratis', minimum order), the
// label 'Envío gratis desde {amount}', the unreachable message and a link to set
// or change the address. Light: no map, no zod; the address modal is lazy.
import { PinIcon } from "./pin-icon";
import { Link } from "@remix-run/react";
import type { LayoutDelivery } from "~/routes/menu.$alias.$mode/delivery-info.server";

export function DeliveryInfo({ info, onAddress }: { info: LayoutDelivery; onAddress?: (e: React.MouseEvent) => void }) {
  return (
    <section className="delivery-info" aria-label="Información de envío">
      <div className="delivery-info__address">
        <PinIcon className="delivery-info__pin" />
        <span className="delivery-info__where">
          {info.address ? (
            <>
              <span className="delivery-info__label">Enviar a</span> <strong>{info.address}</strong>
            </>
          ) : (
            <span>¿Dónde te encuentras?</span>
          )}
        </span>
        <Link to={info.addressHref} className="delivery-info__change" onClick={onAddress}>
          {info.address ? "Cambiar dirección" : "Ingresar dirección"}
        </Link>
      </div>
      {info.outside ? (
        <div className="delivery-info__outside" role="status">
          <p className="delivery-info__outside-title">{info.outside.title}</p>
          <p>
            {info.takeAwayHref && info.outside.takeAway ? (
              <>
                Cambia a <Link to={info.takeAwayHref}>{info.outside.takeAway.name}</Link> o{" "}
                <Link to={info.addressHref} onClick={onAddress}>
                  ingresa otra dirección
                </Link>
                .
              </>
            ) : (
              <Link to={info.addressHref} onClick={onAddress}>
                {info.outside.hint}
              </Link>
            )}
          </p>
        </div>
      ) : (
        <>
          <dl className="delivery-info__table">
            <div>
              <dt>Llega en</dt>
              <dd>{info.arrivesIn}</dd>
            </div>
            <div>
              <dt>Envío</dt>
              <dd>{info.shipping ?? "—"}</dd>
            </div>
            <div>
              <dt>Pedido mínimo</dt>
              <dd>{info.minimum ?? "—"}</dd>
            </div>
          </dl>
          {info.freeFrom ? <p className="delivery-info__free">{info.freeFrom}</p> : null}
        </>
      )}
    </section>
  );
}
