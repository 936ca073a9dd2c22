import { Link } from "@remix-run/react";
import { FileImage } from "~/ui/file-image";
import { Price } from "~/ui/price";
import { DiscountPill } from "./discount-pill";
import { platePath } from "./paths";
import { usePlateModal } from "./plate-modal-context";
import type { MenuPaths, PlateCardView } from "~/views/menu-views.server";

/** 'Lo más destacado' (storefront.md §2 Menu): remarked plates in a horizontal, snap-scrolling row. */
export function RemarkedSlider({ plates, paths }: { plates: PlateCardView[]; paths: MenuPaths }) {
  const modal = usePlateModal();
  if (plates.length === 0) return null;
  return (
    <section className="remarked" aria-labelledby="remarked-title">
      <h2 id="remarked-title" className="menu-section-title">Lo más destacado</h2>
      <ul className="remarked__row" role="list">
        {plates.map((p, i) => {
          const href = platePath(paths, p.categorySlug, p.slug);
          return (
            <li key={p.id} className="remarked__item">
              <Link
                to={href}
                className="remarked-card card"
                prefetch="intent"
                onClick={(e) => {
                  if (!modal || e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
                  e.preventDefault();
                  modal.open(href, p.name);
                }}
              >
                <FileImage fileId={p.imageFileId} alt="" width={240} height={150} className="remarked-card__image" eager={i < 2} />
                <DiscountPill discount={p.discount} className="remarked-card__pill" />
                <span className="remarked-card__name">{p.name}</span>
                <Price price={p.price} discount={p.discount} className="remarked-card__price" />
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
