// storefront.md §8 "Toasts appear at bottom centre for 3000 ms, at most 2 at once."
// Three refusals in a row on 'Mi pedido' (Combo Pizza + Bebida is at its maximum of
// 5 units, demo-tenant.md) give three toasts: only the newest two show, and they go
// after 3 s. With JavaScript the page's clock is Playwright's (paused), so 3000 ms is
// exact; without it the server's flash toast fades out by CSS.
import { expect, test } from "./fixtures";
import { MSG_MAX_UNITS_5, TOAST_ADDED, addPlateByUrl, gotoCart, toast } from "./helpers";

const COMBO = { category: { slug: "promos" }, plate: { slug: "combo-pizza-bebida", name: "Combo Pizza + Bebida" }, radio: "Coca-Cola 1,5 L", quantity: 5 };

test("toasts: at most 2 at once, gone after 3000 ms", async ({ page, javaScriptEnabled: js }) => {
  if (!js) {
    // The flash toast after adding (POST → redirect → GET) is shown, then fades out.
    await addPlateByUrl(page, js, COMBO);
    const added = toast(page, TOAST_ADDED).getByText(TOAST_ADDED, { exact: true });
    await expect(added).toBeVisible();
    await expect(added).toBeHidden({ timeout: 5_000 });
    return;
  }
  await page.clock.install();
  await addPlateByUrl(page, js, COMBO);
  await gotoCart(page);
  await page.clock.pauseAt(Date.now() + 60_000);
  const plus = page.getByRole("button", { name: "Agregar una unidad de Combo Pizza + Bebida" });
  const region = page.getByRole("status").filter({ hasText: MSG_MAX_UNITS_5 });
  const shown = region.getByText(MSG_MAX_UNITS_5, { exact: true });
  for (let i = 0; i < 3; i++) await plus.click();
  await expect(shown).toHaveCount(2);
  await page.clock.runFor(2_900);
  await expect(shown).toHaveCount(2);
  await page.clock.runFor(200);
  await expect(shown).toHaveCount(0);
  // The cart kept its 5 units.
  await expect(page.getByRole("group", { name: "Cantidad de Combo Pizza + Bebida" })).toContainText("5");
});
