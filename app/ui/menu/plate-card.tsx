import { Link } from "@remix-run/react";
import { SOLD_OUT_LABEL } from "~/domain/menu/sold-out";
import { FileImage } from "~/ui/file-image";
import { Price } from "~/ui/price";
import { DiscountPill } from "./discount-pill";
import { Indicators } from "./indicators";
import { platePath } from "./paths";
import { usePlateModal } from "./plate-modal-context";
import type { MenuPaths, PlateCardView } from "~/views/menu-views.server";

/**
 * A plate in a category list (storefront.md §2 Menu): image, name, description
 * (2 lines), price with the struck-through original, discount pill, indicators.
 * A plain link to the plate page; with JS and plateDetailInModal it opens the modal.
 */
export function PlateCard({
  plate,
  paths,
  spreadMax,
  eager = false,
  headingLevel = 3,
}: {
  plate: PlateCardView;
  paths: MenuPaths;
  spreadMax: number;
  eager?: boolean;
  headingLevel?: 2 | 3;
}) {
  const modal = usePlateModal();
  const href = platePath(paths, plate.categorySlug, plate.slug);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="plate-card card">
      <Link
        to={href}
        className="plate-card__link"
        prefetch="intent"
        onClick={(e) => {
          if (!modal || e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
          e.preventDefault();
          modal.open(href, plate.name);
        }}
      >
        <div className="plate-card__body">
          <Heading className="plate-card__name">{plate.name}</Heading>
          {plate.description ? <p className="plate-card__description">{plate.description}</p> : null}
          <Indicators indicators={plate.indicators} spreadMax={spreadMax} />
          <div className="plate-card__price">
            <Price price={plate.price} discount={plate.discount} />
            <DiscountPill discount={plate.discount} />
            {plate.soldOut ? <span className="pill pill--sold-out">{SOLD_OUT_LABEL}</span> : null}
          </div>
        </div>
        {plate.imageFileId ? (
          <FileImage fileId={plate.imageFileId} alt="" width={112} height={112} className="plate-card__image" eager={eager} />
        ) : null}
      </Link>
    </article>
  );
}

export function PlateList({
  plates,
  paths,
  spreadMax,
  eagerCount = 0,
  headingLevel,
}: {
  plates: PlateCardView[];
  paths: MenuPaths;
  spreadMax: number;
  eagerCount?: number;
  headingLevel?: 2 | 3;
}) {
  return (
    <ul className="plate-list" role="list">
      {plates.map((p, i) => (
        <li key={p.id}>
          <PlateCard plate={p} paths={paths} spreadMax={spreadMax} eager={i < eagerCount} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
