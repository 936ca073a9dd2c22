// 'Mis pedidos' list (storefront.md §2 Modals 'Mis pedidos': empty text 'No
// tienes pedidos realizados'; §3 Customer orders): status, total, date, link to
// the follow-up page; paged. `onPage` (JavaScript) loads a page in place.
import { Link } from "@remix-run/react";
import type { AccountOrderItem, Paging } from "~/views/account-view.server";

export const MSG_NO_ORDERS = "No tienes pedidos realizados";

export function OrdersList({ orders, paging, onPage }: { orders: AccountOrderItem[]; paging: Paging; onPage?: (href: string) => void }) {
  if (orders.length === 0 && paging.page === 0) return <p className="account-empty">{MSG_NO_ORDERS}</p>;
  return (
    <>
      <ul className="account-list">
        {orders.map((o) => (
          <li key={o.code} className="account-order">
            <div className="account-order__top">
              <span className="account-order__code">Pedido {o.code}</span>
              <span className={`account-status account-status--${o.status.toLowerCase()}`}>
                {o.inProgress ? "En curso · " : ""}
                {o.statusLabel}
              </span>
            </div>
            <div className="account-order__meta">
              <span>
                {o.typeLabel} · {o.dateText}
              </span>
              <strong className="price">{o.totalText}</strong>
            </div>
            <div className="account-order__actions">
              <Link to={o.followUpHref} className="button button--ghost button--small">
                Ver seguimiento<span className="visually-hidden"> del pedido {o.code}</span>
              </Link>
              {o.surveyHref ? (
                <Link to={o.surveyHref} className="button button--bordered button--small">
                  Calificar<span className="visually-hidden"> el pedido {o.code}</span>
                </Link>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      <Pager paging={paging} onPage={onPage} />
    </>
  );
}

export function Pager({ paging, onPage }: { paging: Paging; onPage?: (href: string) => void }) {
  if (!paging.prevHref && !paging.nextHref) return null;
  const click = (href: string) => (e: React.MouseEvent) => {
    if (!onPage) return;
    e.preventDefault();
    onPage(href);
  };
  return (
    <nav className="account-pager" aria-label="Páginas">
      {paging.prevHref ? (
        <Link to={paging.prevHref} className="button button--ghost button--small" onClick={click(paging.prevHref)} preventScrollReset>
          Anterior
        </Link>
      ) : (
        <span />
      )}
      <span className="muted">Página {paging.page + 1}</span>
      {paging.nextHref ? (
        <Link to={paging.nextHref} className="button button--ghost button--small" onClick={click(paging.nextHref)} preventScrollReset>
          Siguiente
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
