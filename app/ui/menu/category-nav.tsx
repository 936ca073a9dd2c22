import type { CategoryTileView } from "~/views/menu-views.server";

/**
 * Sticky horizontal nav of the menu home when platesInMainView is on
 * (storefront.md §2 Menu: "Page scrolls to a category by its hash anchor").
 * Plain hash links: they work without JavaScript.
 */
export function CategoryNav({ categories }: { categories: CategoryTileView[] }) {
  return (
    <nav className="category-nav" aria-label="Categorías">
      <ul role="list">
        {categories.map((c) => (
          <li key={c.id}>
            <a href={`#${c.slug}`} className="category-nav__link">
              {c.name}
              {c.pill ? <span className="category-nav__pill" aria-label="con descuentos"> %</span> : null}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
