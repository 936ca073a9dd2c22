import { discountPill } from "~/domain/menu/discounts";
import type { ProductDiscount } from "~/domain/types";

/** storefront.md §2 Menu "Discount pills": '-20%', '3x2', '-$ 500'; nothing for FINAL_PRICE. */
export function DiscountPill({ discount, className }: { discount: ProductDiscount | null; className?: string }) {
  const text = discountPill(discount);
  if (!text) return null;
  return (
    <span className={`pill menu-pill ${className ?? ""}`}>
      <span className="visually-hidden">Descuento </span>
      {text}
    </span>
  );
}
