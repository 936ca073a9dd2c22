// Menu home /menu/{alias}/{mode} (storefront.md §2 Menu): category tiles (or,
// with platesInMainView, every category's plates under a sticky nav of hash
// anchors), 'Lo más destacado', and 'Ver mi pedido' while the cart has items.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import {
  canOrderFor,
  cartSummary,
  categorySectionView,
  categoryTileView,
  moneyFormat,
  remarkedViews,
} from "~/views/menu-views.server";
import { loadModeContext } from "~/http/storefront-context.server";
import { useMenuLayoutData } from "~/ui/header/layout-data";
import { CartButton } from "~/ui/menu/cart-button";
import { CategoryNav } from "~/ui/menu/category-nav";
import { CategoryGrid } from "~/ui/menu/category-tile";
import { LoyaltyBanner } from "~/ui/menu/loyalty-banner";
import { PlateList } from "~/ui/menu/plate-card";
import { PlateModalHost } from "~/ui/menu/plate-modal";
import { RemarkedSlider } from "~/ui/menu/remarked-slider";

// Its styles come with the menu layout's stylesheet (app/styles/menu-page.css).

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `Menú · ${data.placeName}` : "Menú" }];

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const ctx = await loadModeContext(env, request, params.alias ?? "", params.mode ?? "", context.cloudflare.ctx);
  const { menu } = ctx.snapshot;
  const config = ctx.branch.generalConfig.menuConfig;
  return json({
    placeName: ctx.branchContact.name,
    paths: { alias: ctx.branchContact.alias, mode: ctx.orderMode.slug },
    plateDetailInModal: config.plateDetailInModal,
    indicatorsSpreadMax: config.indicatorsSpreadMax,
    // platesInMainView: the plates of every category straight away, else tiles.
    sections: config.platesInMainView ? menu.categories.map((c) => categorySectionView(c, menu)) : null,
    tiles: config.platesInMainView ? null : menu.categories.map((c) => categoryTileView(c, menu)),
    remarkeds: remarkedViews(menu),
    canOrder: canOrderFor(ctx.orderStatus),
    cart: cartSummary(ctx.cart, menu),
    money: moneyFormat(ctx.country),
  });
}

export default function MenuHome() {
  const data = useLoaderData<typeof loader>();
  const layout = useMenuLayoutData();
  const cart = layout?.cart ?? data.cart;
  const canOrder = layout?.canOrder ?? data.canOrder;
  return (
    <PlateModalHost enabled={data.plateDetailInModal}>
      <div className="menu-page container">
        {data.sections ? <CategoryNav categories={data.sections} /> : null}
        {/* storefront.md §2 Menu: loyalty/cashback banner (programme loaded once by the layout). */}
        {layout?.loyaltyBanner ? <LoyaltyBanner banner={layout.loyaltyBanner} /> : null}
        <RemarkedSlider plates={data.remarkeds} paths={data.paths} />
        {data.tiles ? (
          <section aria-labelledby="categories-title">
            <h2 id="categories-title" className="menu-section-title">
              Categorías
            </h2>
            <CategoryGrid categories={data.tiles} paths={data.paths} />
          </section>
        ) : null}
        {data.sections?.map((c, i) => (
          <section key={c.id} id={c.slug} className="menu-category" aria-labelledby={`${c.slug}-title`}>
            <h2 id={`${c.slug}-title`} className="menu-section-title">
              {c.name}
            </h2>
            {c.description ? <p className="menu-category__description muted">{c.description}</p> : null}
            <PlateList plates={c.plates} paths={data.paths} spreadMax={data.indicatorsSpreadMax} eagerCount={i === 0 ? 2 : 0} />
          </section>
        ))}
      </div>
      {canOrder ? <CartButton alias={data.paths.alias} units={cart.units} itemsTotal={cart.itemsTotal} money={data.money} /> : null}
    </PlateModalHost>
  );
}
