// The order ticket (storefront.md §2 "Checkout page"): items, surcharges
// (tooltip 'Configurado por el local.'), discounts, code, loyalty points,
// 'Tasa de Servicio' ('(Bonificada)' at zero, tooltip 'Costo de procesamiento
// de la órden.'), delivery fee ('Gratis' with the fee struck through, hint
// toward free delivery), total. Every amount comes from the server.
import { Tooltip } from "./tooltip";
import type { TicketView } from "~/routes/menu.$alias.checkout/checkout-view.server";

const SURCHARGE_TOOLTIP = "Configurado por el local.";

export function Ticket({ ticket, busy }: { ticket: TicketView; busy: boolean }) {
  return (
    <section className="co-card co-ticket" aria-labelledby="co-ticket-title" aria-busy={busy || undefined}>
      <h2 id="co-ticket-title" className="co-card__title">Tu pedido</h2>
      <ul className="co-ticket__items">
        {ticket.lines.map((l) => (
          <li key={l.key} className="co-ticket__item">
            <span className="co-ticket__qty">{l.quantity}×</span>
            <span className="co-ticket__name">
              {l.name}
              {l.detail ? <small className="co-ticket__detail">{l.detail}</small> : null}
            </span>
            <span className="co-ticket__amount">
              {l.originalTotal ? <s className="price--old">{l.originalTotal}</s> : null}
              <span className="price">{l.total}</span>
            </span>
          </li>
        ))}
      </ul>
      <dl className="co-ticket__totals">
        <Row label="Subtotal" value={ticket.itemsTotal} />
        {ticket.surcharges.map((s) => (
          <Row key={`s-${s.name}`} label={<>{s.name} <Tooltip text={SURCHARGE_TOOLTIP} label={s.name} /></>} value={s.text} />
        ))}
        {ticket.discounts.map((d) => (
          <Row key={`d-${d.name}`} label={d.name} value={d.text} tone="discount" />
        ))}
        {ticket.codeDiscount ? <Row label={ticket.codeDiscount.label} value={ticket.codeDiscount.text} tone="discount" /> : null}
        {ticket.loyalty ? <Row label={ticket.loyalty.label} value={ticket.loyalty.text} tone="discount" /> : null}
        <Row
          label={<>{ticket.serviceFee.label} <Tooltip text={ticket.serviceFee.tooltip} label={ticket.serviceFee.label} /></>}
          value={ticket.serviceFee.text}
          tone={ticket.serviceFee.free ? "free" : undefined}
        />
        {ticket.deliveryFee ? (
          <Row
            label="Envío"
            value={
              <>
                {ticket.deliveryFee.struckText ? <s className="price--old">{ticket.deliveryFee.struckText}</s> : null}
                {ticket.deliveryFee.text}
              </>
            }
            tone={ticket.deliveryFee.free ? "free" : undefined}
          />
        ) : ticket.deliveryPending ? (
          <Row label="Envío" value="Ingresa tu dirección" tone="muted" />
        ) : null}
      </dl>
      {ticket.deliveryFee?.hint ? <p className="co-ticket__hint">{ticket.deliveryFee.hint}</p> : null}
      <p className="co-ticket__total">
        <span>Total</span>
        <strong className="price" aria-live="polite">{ticket.total}</strong>
      </p>
      {ticket.asapNote ? <p className="co-ticket__hint co-ticket__asap" role="status">{ticket.asapNote}</p> : null}
    </section>
  );
}

function Row({ label, value, tone }: { label: React.ReactNode; value: React.ReactNode; tone?: "discount" | "free" | "muted" }) {
  return (
    <div className={`co-ticket__row${tone ? ` co-ticket__row--${tone}` : ""}`}>
      <dt>{label}</dt>
      <dd className="price">{value}</dd>
    </div>
  );
}
