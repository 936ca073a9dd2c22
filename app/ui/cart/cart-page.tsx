// The cart page 'Mi pedido' (storefront.md §2): compact header, lines, 'Te
// recomendamos', totals with the minimum-order progress, 'Continuar'; the
// empty-cart view with 'Volver al Menú'.
import { useFetchers } from "@remix-run/react";
import { Toasts } from "~/ui/toasts";
import { CartClear } from "./cart-clear";
import { CartLineItem, pendingQuantity } from "./cart-line";
import { CartSummary } from "./cart-summary";
import { CartUpsell } from "./cart-upsell";
import { useCartBump } from "./hooks";
import { useHydrated } from "~/ui/use-hydrated";
import { BackIcon, BagIcon } from "./icons";
import type { CartPageData } from "~/views/cart-page.server";

function CartHeader({ data, units, bumping }: { data: CartPageData; units: number; bumping: boolean }) {
  return (
    <header className="cart-header">
      <div className="cart-header__inner">
        <a className="icon-button cart-header__back" href={`/menu/${data.paths.alias}/${data.paths.mode}`} aria-label="Ir al menú">
          <BackIcon />
        </a>
        <div className="cart-header__titles">
          <h1 className="cart-header__title">Mi pedido</h1>
          <p className="cart-header__place">{data.locationName} · {data.modeName}</p>
        </div>
        <span className={`cart-header__bag${bumping ? " cart-bump" : ""}`} aria-hidden="true">
          <BagIcon size={22} />
          {units > 0 ? <span className="cart-header__count">{units}</span> : null}
        </span>
      </div>
    </header>
  );
}

function EmptyCart({ data }: { data: CartPageData }) {
  return (
    <section className="cart-empty card" aria-labelledby="cart-empty-title">
      <span className="cart-empty__icon"><BagIcon size={56} /></span>
      <h2 id="cart-empty-title">Tu pedido está vacío</h2>
      <p className="muted">Agrega productos del menú para armar tu pedido.</p>
      <a className="button" href={`/menu/${data.paths.alias}/${data.paths.mode}`}>Volver al Menú</a>
    </section>
  );
}

export function CartPage({ data, actionError }: { data: CartPageData; actionError: string | null }) {
  const hydrated = useHydrated();
  const fetchers = useFetchers();
  const action = `/menu/${data.paths.alias}/preview`;
  const pending = fetchers.some((f) => f.state !== "idle");
  // Optimistic units for the header badge and the animation.
  const units = data.lines.reduce((n, l) => {
    const f = fetchers.find((x) => x.key === `cart-line-${l.lineId}`);
    return n + (pendingQuantity(f?.formData) ?? l.quantity);
  }, 0);
  const bumping = useCartBump(`${units}:${data.itemsTotal}`);
  const empty = data.lines.length === 0;

  return (
    <>
      <CartHeader data={data} units={units} bumping={bumping} />
      <main className={`cart-page${empty ? " cart-page--empty" : ""}`} id="contenido">
        {actionError || data.notices.length > 0 ? (
          <div className="cart-page__messages">
            {actionError ? <p className="form-error cart-page__error" role="alert">{actionError}</p> : null}
            {data.notices.map((n) => (
              <p key={n} className="cart-page__notice" role="status">{n}</p>
            ))}
          </div>
        ) : null}
        {empty ? (
          <EmptyCart data={data} />
        ) : (
          <>
            <section className="cart-lines" aria-labelledby="cart-lines-title">
              <h2 id="cart-lines-title" className="visually-hidden">Productos de tu pedido</h2>
              <ul className="cart-lines__list">
                {data.lines.map((line) => (
                  <CartLineItem key={line.lineId} line={line} paths={data.paths} money={data.money} action={action} hydrated={hydrated} />
                ))}
              </ul>
              <a className="button button--bordered button--block cart-lines__more" href={`/menu/${data.paths.alias}/${data.paths.mode}`}>
                Agregar más productos
              </a>
              <CartClear action={action} serverOpen={Boolean(data.confirmEmpty)} hydrated={hydrated} />
            </section>
            <div className="cart-side">
              <CartSummary data={data} pending={pending} bumping={bumping} />
            </div>
            <CartUpsell items={data.upsell} action={action} hydrated={hydrated} />
          </>
        )}
      </main>
      <Toasts messages={data.toasts} />
    </>
  );
}
