// storefront.md §2 "Pages whose path contains logistics with shipments or rider,
// or picker, or /order/, are special pages: no closed banner or closed modal
// appears there." Also §2 Side menu: "Header menu hidden on logistics and picker pages."

/** True for pages that never show the closed banner or the closed modal. */
export function isSpecialPage(pathname: string): boolean {
  const path = pathname.toLowerCase();
  if (path.includes("/order/")) return true;
  if (path.includes("picker")) return true;
  return path.includes("logistics") && (path.includes("shipments") || path.includes("rider"));
}

/** True for pages without the header's side menu (logistics and picker pages). */
export function hidesHeaderMenu(pathname: string): boolean {
  const path = pathname.toLowerCase();
  return path.includes("logistics") || path.includes("picker");
}
