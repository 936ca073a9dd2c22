// A printed ticket of an order for a 58 mm or 80 mm thermal printer: the kitchen's (what to
// cook, no prices) or the customer's (with the amounts and the total).
import type { DetailView, TicketKind, TicketWidth } from "~/domain/orders/console-order-detail";

export function OrderTicket({ view: v, kind, width, placeName }: { view: DetailView; kind: TicketKind; width: TicketWidth; placeName: string }) {
  const prices = kind === "cliente";
  return (
    <article className={`ticket ticket--${width}`} aria-label={prices ? "Ticket del cliente" : "Ticket de cocina"}>
      <h2>{placeName}</h2>
      <p className="ticket__big">#{v.code}</p>
      <p className="ticket__row">
        <span>{v.mode}</span>
        <span>{v.scheduledAt ? `Programado ${v.scheduledAt}` : v.placedAt}</span>
      </p>
      <p>{v.customer}</p>
      {v.due ? <p>{v.due}</p> : null}
      <hr className="ticket__rule" />
      {v.lines.map((l, i) => (
        <div key={i} className="ticket__item">
          <p className="ticket__row">
            <strong>
              {l.quantity} × {l.name}
            </strong>
            {prices ? <span>{l.total}</span> : null}
          </p>
          {l.extras.map((e, j) => (
            <p key={j} className="ticket__sub">
              + {e}
            </p>
          ))}
          {l.notes ? <p className="ticket__sub">Nota: {l.notes}</p> : null}
        </div>
      ))}
      {v.notes ? (
        <>
          <hr className="ticket__rule" />
          <p>Notas: {v.notes}</p>
        </>
      ) : null}
      {prices ? (
        <>
          <hr className="ticket__rule" />
          {v.amounts.map((a, i) => (
            <p key={i} className="ticket__row">
              <span>{a.label}</span>
              <span>{a.text}</span>
            </p>
          ))}
          <p className="ticket__row">
            <strong>Total</strong>
            <strong>{v.total}</strong>
          </p>
          <p>
            {v.payment.name}
            {v.payment.paysWith ? ` · ${v.payment.paysWith}` : null}
          </p>
          {v.address ? <p>{v.address.text}</p> : null}
          {v.tableNumber ? <p>Mesa {v.tableNumber}</p> : null}
        </>
      ) : null}
    </article>
  );
}
