// Category page /menu/{alias}/{mode}/{category} (storefront.md §2 Menu): the
// plates of one category; unknown category → 404.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { canOrderFor, cartSummary, categorySectionView, findCategory, moneyFormat } from "~/views/menu-views.server";
import { loadModeContext, notFound } from "~/http/storefront-context.server";
import { useMenuLayoutData } from "~/ui/header/layout-data";
import { CartButton } from "~/ui/menu/cart-button";
import { menuPath } from "~/ui/menu/paths";
import { PlateList } from "~/ui/menu/plate-card";
import { PlateModalHost } from "~/ui/menu/plate-modal";

// Its styles come with the menu layout's stylesheet (app/styles/menu-page.css).

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.category.name} · ${data.placeName}` : "Menú" },
];

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const ctx = await loadModeContext(env, request, params.alias ?? "", params.mode ?? "", context.cloudflare.ctx);
  const { menu } = ctx.snapshot;
  const category = findCategory(menu, params.category) ?? notFound();
  const config = ctx.branch.generalConfig.menuConfig;
  return json({
    placeName: ctx.branchContact.name,
    paths: { alias: ctx.branchContact.alias, mode: ctx.orderMode.slug },
    category: categorySectionView(category, menu),
    plateDetailInModal: config.plateDetailInModal,
    indicatorsSpreadMax: config.indicatorsSpreadMax,
    canOrder: canOrderFor(ctx.orderStatus),
    cart: cartSummary(ctx.cart, menu),
    money: moneyFormat(ctx.country),
  });
}

export default function CategoryPage() {
  const data = useLoaderData<typeof loader>();
  const layout = useMenuLayoutData();
  const cart = layout?.cart ?? data.cart;
  const canOrder = layout?.canOrder ?? data.canOrder;
  const { category } = data;
  return (
    <PlateModalHost enabled={data.plateDetailInModal}>
      <div className="menu-page container">
        <nav className="breadcrumb" aria-label="Ruta">
          <Link to={menuPath(data.paths)} className="breadcrumb__back">
            <span aria-hidden="true">←</span> Menú
          </Link>
        </nav>
        <section className="menu-category" aria-labelledby="category-title">
          <h2 id="category-title" className="category-title">
            {category.name}
            {category.pill ? (
              <span className="pill menu-pill">
                <span className="visually-hidden">Con descuentos </span>
                {category.pill}
              </span>
            ) : null}
          </h2>
          {category.description ? <p className="menu-category__description muted">{category.description}</p> : null}
          <PlateList plates={category.plates} paths={data.paths} spreadMax={data.indicatorsSpreadMax} eagerCount={3} headingLevel={3} />
        </section>
      </div>
      {canOrder ? <CartButton alias={data.paths.alias} units={cart.units} itemsTotal={cart.itemsTotal} money={data.money} /> : null}
    </PlateModalHost>
  );
}
