import { Link } from "@remix-run/react";
import { FileImage } from "~/ui/file-image";
import { categoryPath } from "./paths";
import type { CategoryTileView, MenuPaths } from "~/views/menu-views.server";

/** A category of the menu home (storefront.md §2 Menu) with its '%' pill when a plate is discounted. */
export function CategoryTile({ category, paths, eager }: { category: CategoryTileView; paths: MenuPaths; eager: boolean }) {
  return (
    <Link to={categoryPath(paths, category.slug)} className="category-tile" prefetch="intent">
      <FileImage fileId={category.imageFileId} alt="" width={320} height={200} className="category-tile__image" eager={eager} />
      <span className="category-tile__shade" aria-hidden="true" />
      <span className="category-tile__text">
        <span className="category-tile__name">{category.name}</span>
        <span className="category-tile__count">
          {category.plateCount} {category.plateCount === 1 ? "producto" : "productos"}
        </span>
      </span>
      {category.pill ? (
        <span className="pill menu-pill category-tile__pill">
          <span className="visually-hidden">Con descuentos </span>
          {category.pill}
        </span>
      ) : null}
    </Link>
  );
}

export function CategoryGrid({ categories, paths }: { categories: CategoryTileView[]; paths: MenuPaths }) {
  return (
    <ul className="category-grid" role="list">
      {categories.map((c, i) => (
        <li key={c.id}>
          <CategoryTile category={c} paths={paths} eager={i < 4} />
        </li>
      ))}
    </ul>
  );
}
