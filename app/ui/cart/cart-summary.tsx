// Totals, minimum-order progress and 'Continuar' (storefront.md §2 Cart page:
// 'Continuar' only with items, the delivery minimum met and a mode that can order).
import { formatMoney } from "~/domain/money";
import type { CartPageData } from "~/views/cart-page.server";

export function CartProgress({ progress }: { progress: NonNullable<CartPageData["progress"]> }) {
  return (
    <div className={`cart-progress cart-progress--${progress.stage}`}>
      <p className="cart-progress__text" id="cart-progress-text">{progress.text}</p>
      <div
        className="cart-progress__bar"
        role="progressbar"
        aria-labelledby="cart-progress-text"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
      >
        <span className="cart-progress__fill" style={{ width: `${progress.percent}%` }} />
      </div>
    </div>
  );
}

export function CartSummary({ data, pending, bumping }: { data: CartPageData; pending: boolean; bumping: boolean }) {
  const discounted = data.originalTotal > data.itemsTotal;
  return (
    <section className="cart-summary card" aria-labelledby="cart-summary-title" aria-busy={pending || undefined}>
      <h2 id="cart-summary-title" className="cart-summary__title">Resumen</h2>
      <dl className="cart-summary__rows">
        <div className="cart-summary__row">
          <dt>Productos ({data.units})</dt>
          <dd>
            {discounted ? (
              <del className="price price--old"><span className="visually-hidden">Antes </span>{formatMoney(data.originalTotal, data.money)}</del>
            ) : null}
            <span className={`price cart-summary__total${bumping ? " cart-bump" : ""}`}>{formatMoney(data.itemsTotal, data.money)}</span>
          </dd>
        </div>
      </dl>
      {data.progress ? <CartProgress progress={data.progress} /> : null}
      {data.statusNote ? <p className="cart-summary__note" role="note">{data.statusNote}</p> : null}
      {data.canContinue ? (
        <a className="button button--block cart-continue" href={`/menu/${data.paths.alias}/checkout`}>
          <span>Continuar</span>
          <span className="cart-continue__total" aria-hidden="true">{formatMoney(data.itemsTotal, data.money)}</span>
        </a>
      ) : null}
    </section>
  );
}
