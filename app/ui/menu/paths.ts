// URLs of the menu pages (storefront.md §2 Screens and routes).
import type { MenuPaths } from "~/views/menu-views.server";

const seg = encodeURIComponent;
export const menuPath = (p: MenuPaths) => `/menu/${seg(p.alias)}/${seg(p.mode)}`;
export const categoryPath = (p: MenuPaths, category: string) => `${menuPath(p)}/${seg(category)}`;
export const platePath = (p: MenuPaths, category: string, plate: string) => `${categoryPath(p, category)}/${seg(plate)}`;
export const cartPath = (p: Pick<MenuPaths, "alias">) => `/menu/${seg(p.alias)}/preview`;
