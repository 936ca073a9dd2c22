import { Link } from "@remix-run/react";
import { formatMoney } from "~/domain/money";
import { cartPath } from "./paths";
import type { MoneyFormat } from "~/domain/money";

/** 'Ver mi pedido' (storefront.md §2 Menu): sticky at the bottom, only when the cart has items. */
export function CartButton({
  alias,
  units,
  itemsTotal,
  money,
}: {
  alias: string;
  units: number;
  itemsTotal: number;
  money: MoneyFormat;
}) {
  if (units <= 0) return null;
  return (
    <div className="cart-bar">
      <Link to={cartPath({ alias })} className="button cart-bar__button">
        <span className="cart-bar__units" aria-label={`${units} ${units === 1 ? "producto" : "productos"}`}>
          {units}
        </span>
        <span>Ver mi pedido</span>
        <span className="price">{formatMoney(itemsTotal, money)}</span>
      </Link>
    </div>
  );
}
