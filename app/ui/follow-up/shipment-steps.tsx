// The follow-up page's delivery section: the rider's steps with their times,
// the rider's name while on the way, and the delivery key the diner gives at the door
// ('Clave de entrega', logistics.md §2 tracking texts).
import type { FollowUpShipment } from "~/views/follow-up-view.server";

export function ShipmentSteps({ shipment }: { shipment: FollowUpShipment }) {
  return (
    <section id="envio" className="card follow-card follow-shipment" aria-labelledby="shipment-title">
      <h2 id="shipment-title">Envío</h2>
      <p className="follow-shipment__status" role="status">
        {shipment.statusText}
        {shipment.riderName ? <span className="muted"> · {shipment.riderName}</span> : null}
      </p>
      <ol className="follow-shipment__steps">
        {shipment.steps.map((s) => (
          <li key={s.label} className={`follow-shipment__step is-${s.state}`} aria-current={s.state === "active" ? "step" : undefined}>
            <span className="follow-shipment__dot" aria-hidden="true" />
            <span>{s.label}</span>
            {s.at ? <span className="muted follow-shipment__at">{s.at}</span> : null}
          </li>
        ))}
      </ol>
      {shipment.trackingUrl ? (
        <a className="button button--bordered follow-shipment__track" href={shipment.trackingUrl}>
          Seguir el envío en el mapa
        </a>
      ) : null}
      {shipment.deliveryKey ? (
        <div className="follow-shipment__key">
          <p className="follow-shipment__key-title">{shipment.keyTitle}</p>
          <p className="follow-shipment__key-code" aria-label={`${shipment.keyTitle}: ${shipment.deliveryKey.split("").join(" ")}`}>
            {shipment.deliveryKey}
          </p>
          <p className="muted">{shipment.keyHelp}</p>
        </div>
      ) : null}
    </section>
  );
}
