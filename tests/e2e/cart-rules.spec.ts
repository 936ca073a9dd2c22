// Flow 2, the cart rules a diner sees (storefront.md §5 Plate and cart, §2 Cart page;
// demo-tenant.md amounts). Plates are opened by URL (the plate page in both
// projects); the modal path is covered by main-path.spec.ts.
import { expect, test } from "./fixtures";
import {
  MSG_GROUP_MAX,
  MSG_MANDATORY,
  MSG_MAX_UNITS_5,
  PALERMO_DELIVERY,
  addPlateByUrl,
  cartLine,
  expectCartTotal,
  fillPlate,
  gotoCart,
  postPlateForm,
  radioField,
  setGarnish,
  submitButton,
} from "./helpers";

const COMBO = `${PALERMO_DELIVERY}/promos/combo-pizza-bebida`;
const MUZZARELLA = `${PALERMO_DELIVERY}/pizzas/muzzarella`;

async function expectEmptyCart(page: import("@playwright/test").Page) {
  await gotoCart(page);
  await expect(page.getByRole("link", { name: "Volver al Menú" })).toBeVisible();
}

test("'Elegí tu bebida' is mandatory: nothing is added without a choice", async ({ page, javaScriptEnabled: js }) => {
  await page.goto(COMBO);
  const form = page.getByRole("main");
  await expect(form.getByRole("group", { name: /Elegí tu bebida/ })).toBeVisible();
  if (js) {
    await submitButton(form).click();
    await expect(form.getByText(MSG_MANDATORY)).toBeVisible();
  } else {
    // The browser refuses first (required radio: the page does not post) ...
    await expect(form.getByRole("radio", { name: "Coca-Cola 1,5 L" })).toHaveAttribute("required", "");
    await submitButton(form).click();
    await expect(page).toHaveURL(new RegExp(`${COMBO}$`));
    await expect(form.getByRole("heading", { name: "Combo Pizza + Bebida", exact: true })).toBeVisible();
    // ... and the server refuses the same post without a choice, with the spec's message.
    const reply = await postPlateForm(page, { quantity: "1", notes: "", volver: "categoria" });
    expect(reply.status).toBe(400);
    expect(reply.html).toContain(MSG_MANDATORY);
  }
  await expectEmptyCart(page);
});

test("'Combo Pizza + Bebida' stops at 5 units (maxQuantity)", async ({ page, javaScriptEnabled: js }) => {
  await page.goto(COMBO);
  const form = page.getByRole("main");
  await fillPlate(form, js, { radio: "Coca-Cola 1,5 L", quantity: 6 });
  if (js) {
    await submitButton(form).click();
    await expect(form.getByText(MSG_MAX_UNITS_5)).toBeVisible();
    // The refused form keeps what the diner chose.
    await expect(form.getByRole("radio", { name: "Coca-Cola 1,5 L" })).toBeChecked();
  } else {
    // max="5" stops the browser; the server answers the same post with the spec's message.
    await expect(form.getByRole("spinbutton", { name: "Cantidad", exact: true })).toHaveAttribute("max", "5");
    const [name, value] = await radioField(form.getByRole("radio", { name: "Coca-Cola 1,5 L" }));
    const reply = await postPlateForm(page, { [name]: value, quantity: "6", notes: "", volver: "categoria" });
    expect(reply.status).toBe(400);
    expect(reply.html).toContain(MSG_MAX_UNITS_5);
  }
  await expectEmptyCart(page);

  // 5 are fine; one more, in another addition, is refused: units already in the cart count.
  await addPlateByUrl(page, js, {
    category: { slug: "promos" },
    plate: { slug: "combo-pizza-bebida", name: "Combo Pizza + Bebida" },
    radio: "Sprite 1,5 L",
    quantity: 5,
  });
  await page.goto(COMBO);
  await fillPlate(form, js, { radio: "Agua 1,5 L", quantity: 1 });
  await submitButton(form).click();
  await expect(form.getByText(MSG_MAX_UNITS_5)).toBeVisible();
  await gotoCart(page);
  await expect(cartLine(page, "Combo Pizza + Bebida")).toHaveCount(1);
  await expectCartTotal(page, "$ 70.000");
});

test("'Agregados' takes at most 3: a fourth is refused", async ({ page, javaScriptEnabled: js }) => {
  await page.goto(MUZZARELLA);
  const form = page.getByRole("main");
  await form.getByRole("radio", { name: /Grande/ }).check();
  await setGarnish(form, "Extra muzzarella", 2, js);
  await setGarnish(form, "Aceitunas", 1, js);
  if (js) {
    // The control refuses the fourth: hint, message, Jamón stays at 0.
    await expect(form.getByText("Llegaste al máximo de 3")).toBeVisible();
    const addJamon = form.getByRole("button", { name: "Agregar Jamón", exact: true });
    await expect(addJamon).toBeDisabled();
    // A tap on it anyway (aria-disabled keeps it focusable) explains why.
    await addJamon.click({ force: true });
    await expect(form.getByText(MSG_GROUP_MAX)).toBeVisible();
    const jamon = form.getByRole("spinbutton", { name: "Jamón", exact: true });
    if ((await jamon.count()) > 0) await expect(jamon).toHaveValue("0");
    else await expect(form.getByRole("checkbox", { name: "Jamón" })).not.toBeChecked();
  } else {
    await setGarnish(form, "Jamón", 1, js);
    await submitButton(form).click();
    await expect(form.getByText(MSG_GROUP_MAX)).toBeVisible();
    await expectEmptyCart(page);
  }
});

test("'Empanada de carne' ×3 costs $ 2.400 (buy 3 pay 2); quantity 0 removes the line; empty cart", async ({
  page,
  javaScriptEnabled: js,
}) => {
  await addPlateByUrl(page, js, {
    category: { slug: "empanadas" },
    plate: { slug: "empanada-de-carne", name: "Empanada de carne" },
    quantity: 3,
  });
  await gotoCart(page);
  const line = cartLine(page, "Empanada de carne");
  await expect(line).toContainText("$ 2.400");
  await expect(line.locator("del")).toContainText("$ 3.600");
  await expectCartTotal(page, "$ 2.400");

  // Down to 0 with the stepper: 3 → 2 → 1 → removed.
  const stepper = line.getByRole("group", { name: "Cantidad de Empanada de carne" });
  await stepper.getByRole("button", { name: "Quitar una unidad de Empanada de carne" }).click();
  await expect(stepper).toContainText("2");
  await expectCartTotal(page, "$ 2.400");
  await stepper.getByRole("button", { name: "Quitar una unidad de Empanada de carne" }).click();
  await expect(stepper).toContainText("1");
  await expectCartTotal(page, "$ 1.200");
  await stepper.getByRole("button", { name: "Eliminar Empanada de carne" }).click();
  await expect(line).toHaveCount(0);
  const back = page.getByRole("link", { name: "Volver al Menú" });
  await expect(back).toBeVisible();
  await expect(page.getByRole("link", { name: /^Continuar/ })).toHaveCount(0);
  await back.click();
  await expect(page).toHaveURL(new RegExp(`${PALERMO_DELIVERY}$`));
});
