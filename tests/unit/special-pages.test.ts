import { describe, expect, it } from "vitest";
import { hidesHeaderMenu, isSpecialPage } from "../../app/domain/menu/special-pages";

describe("special pages (storefront.md §2: no closed banner or modal there)", () => {
  it("order follow-up pages are special", () => {
    expect(isSpecialPage("/menu/pizzeria-palermo/order/AB12")).toBe(true);
  });
  it("picker pages are special", () => {
    expect(isSpecialPage("/picker/pizzeria-palermo")).toBe(true);
  });
  it("logistics pages are special only with shipments or rider", () => {
    expect(isSpecialPage("/logistics/shipments/42")).toBe(true);
    expect(isSpecialPage("/logistics/rider")).toBe(true);
    expect(isSpecialPage("/logistics/login")).toBe(false);
  });
  it("menu, cart and checkout pages are not special", () => {
    for (const p of [
      "/menu/pizzeria-palermo",
      "/menu/pizzeria-palermo/delivery",
      "/menu/pizzeria-palermo/delivery/pizzas/muzzarella",
      "/menu/pizzeria-palermo/preview",
      "/menu/pizzeria-palermo/checkout",
      "/menu/pizzeria-palermo/orders", // no trailing slash segment '/order/'
    ]) {
      expect(isSpecialPage(p)).toBe(false);
    }
  });
  it("the header menu is hidden on logistics and picker pages only", () => {
    expect(hidesHeaderMenu("/logistics/login")).toBe(true);
    expect(hidesHeaderMenu("/picker/x")).toBe(true);
    expect(hidesHeaderMenu("/menu/pizzeria-palermo/delivery")).toBe(false);
  });
});
