// The loader data of the menu layout `routes/menu.$alias.$mode` (storefront.md §2
// "Branch-contact selector and header", §6 informational menu / blocked view; its type
// is the producer's, menu-layout.server.ts), for the layout's children. They read it with
//   const layout = useMenuLayoutData();   // or useRouteLoaderData<MenuLayoutData>(MENU_LAYOUT_ROUTE_ID)
// Headings: the layout renders the page's <h1> (the branch-contact name); children start at <h2>.
import { useRouteLoaderData } from "@remix-run/react";
import type { MenuLayoutData } from "~/routes/menu.$alias.$mode/menu-layout.server";

export const MENU_LAYOUT_ROUTE_ID = "routes/menu.$alias.$mode";

export function useMenuLayoutData(): MenuLayoutData | undefined {
  return useRouteLoaderData<MenuLayoutData>(MENU_LAYOUT_ROUTE_ID) as MenuLayoutData | undefined;
}
