import { priceDisplay } from "~/domain/menu/discounts";
import type { ProductDiscount } from "~/domain/types";

/** storefront.md §2 Menu: struck-through original next to the discounted price; nothing when the price is 0. */
export function Price({ price, discount, className }: { price: number; discount?: ProductDiscount | null; className?: string }) {
  const display = priceDisplay(price, discount ?? null);
  if (!display) return null;
  return (
    <span className={`price-block ${className ?? ""}`}>
      {display.original ? (
        <del className="price price--old">
          <span className="visually-hidden">Antes </span>
          {display.original}
        </del>
      ) : null}
      <span className="price">{display.current}</span>
    </span>
  );
}
