// storefront.md §2 follow-up: payment, items, totals; §3 Follow-up order
// (destination, notes, scheduledAt, table).
import type { FollowUpView } from "~/views/follow-up-view.server";

export function OrderDetails({ view }: { view: FollowUpView }) {
  const rows: [string, string][] = [
    ["Código", view.code],
    ["Modalidad", view.typeName],
    ["Realizado", view.orderedAt],
  ];
  if (view.scheduledAt) rows.push(["Programado para", view.scheduledAt]);
  if (view.customerName) rows.push(["A nombre de", view.customerName]);
  if (view.destination) rows.push(["Dirección de entrega", view.destination]);
  if (view.tableNumber) rows.push(["Mesa", view.tableNumber]);
  rows.push(["Pago", [view.payment.name, view.payment.statusText].filter(Boolean).join(" · ")]);
  if (view.payment.paysWith) rows.push(["Abona con", view.payment.paysWith]);
  if (view.notes) rows.push(["Notas", view.notes]);
  return (
    <section className="card follow-card" aria-labelledby="details-title">
      <h2 id="details-title">Datos del pedido</h2>
      <dl className="details-list">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function OrderItems({ view }: { view: FollowUpView }) {
  return (
    <section className="card follow-card" aria-labelledby="items-title">
      <h2 id="items-title">Tu pedido</h2>
      <ul className="follow-lines">
        {view.lines.map((l, i) => (
          <li key={i} className="follow-line">
            <span className="follow-line__qty">{l.quantity}×</span>
            <span className="follow-line__main">
              <span className="follow-line__name">{l.name}</span>
              {l.detail ? <span className="follow-line__detail">{l.detail}</span> : null}
              {l.notes ? <span className="follow-line__detail">“{l.notes}”</span> : null}
            </span>
            <span className="price">
              {l.originalTotal ? <s className="price--old">{l.originalTotal}</s> : null}
              {l.total}
            </span>
          </li>
        ))}
      </ul>
      <dl className="follow-totals">
        {view.amounts.map((a, i) => (
          <div key={i} className={`follow-totals__row follow-totals__row--${a.kind}`}>
            <dt>{a.label}</dt>
            <dd>
              {a.struck ? <s className="price--old">{a.struck}</s> : null}
              {a.text}
            </dd>
          </div>
        ))}
        <div className="follow-totals__row follow-totals__row--total">
          <dt>Total</dt>
          <dd>{view.total}</dd>
        </div>
        {view.difference ? (
          <div className="follow-totals__row follow-totals__row--difference">
            <dt>Diferencia en caja</dt>
            <dd>{view.difference}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
