import type { ComponentProps } from "react";
import { formatMoney } from "~/domain/money";
import { FileImage } from "~/ui/file-image";
import { Price } from "~/ui/price";
import { DiscountPill } from "./discount-pill";
import { Indicators } from "./indicators";
import { PlateForm } from "./plate-form";
import type { PlateDetailData } from "~/routes/menu.$alias.$mode.$category.$plate/plate-form.server";

type FormProps = Omit<ComponentProps<typeof PlateForm>, "data">;

/**
 * Item detail (storefront.md §2 Menu): big image, name, price, description,
 * indicators, then the plate form; an informational menu (canOrder false) shows
 * the options without any add button.
 */
export function PlateDetail({ data, title, ...form }: FormProps & { data: PlateDetailData; title: "h2" | null }) {
  const { plate } = data;
  const name = plate.showName || plate.name;
  return (
    <article className="plate-detail">
      {plate.withImage && plate.imageFileId ? (
        <FileImage fileId={plate.imageFileId} alt={name} width={640} height={400} className="plate-detail__image" eager />
      ) : null}
      <div className="plate-detail__head">
        {title ? <h2 className="plate-detail__name">{name}</h2> : null}
        <div className="plate-detail__price">
          <Price price={plate.sizes.length ? Math.min(...plate.sizes.map((s) => s.price)) : plate.price} discount={data.discount} />
          <DiscountPill discount={data.discount} />
        </div>
        {plate.description ? <p className="plate-detail__description muted">{plate.description}</p> : null}
        <Indicators indicators={plate.hasIndicators ? plate.indicators : []} spreadMax={data.indicatorsSpreadMax} />
      </div>
      {/* As a page the layout already says why ordering is off; the modal covers it, so it repeats it. */}
      {data.canOrder ? <PlateForm data={data} {...form} /> : <PlateInfo data={data} showNote={title === null} />}
    </article>
  );
}

function PlateInfo({ data, showNote }: { data: PlateDetailData; showNote: boolean }) {
  const { plate, money } = data;
  return (
    <div className="plate-info">
      {plate.sizes.length > 0 ? (
        <section className="option-group">
          <h3 className="option-group__name">Tamaños</h3>
          <ul className="option-list" role="list">
            {plate.sizes.map((s) => (
              <li key={s.id} className="option">
                <span className="option__name">{s.name}</span>
                <span className="option__price">{formatMoney(s.price, money)}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {plate.garnishGroups.map((g) => (
        <section key={g.id} className="option-group">
          <h3 className="option-group__name">{g.showName || g.name}</h3>
          <ul className="option-list" role="list">
            {g.garnishes
              .filter((x) => x.visible)
              .map((x) => (
                <li key={x.id} className="option">
                  <span className="option__name">{x.name}</span>
                  {x.price > 0 ? <span className="option__price">+ {formatMoney(x.price, money)}</span> : null}
                </li>
              ))}
          </ul>
        </section>
      ))}
      {showNote && data.orderingNote ? <p className="plate-info__note">{data.orderingNote}</p> : null}
    </div>
  );
}
