// The shop's console board (/consola/{alias}), JavaScript off and on: a diner's order reaches
// Diego's board (by itself with JavaScript, after 'Actualizar' without), 'Aceptar' with 20 min
// gives the diner a time and 'Listo' tells them to pick it up; a refusal 'Sin stock' gives Lucía
// her points back and sells the plate out; the kitchen sees neither figures nor phones; Valeria
// sees every location of Sabores del Sur and Ramiro, of another tenant, none of them.
// The e2e server's clock is pinned at 12:30 (Buenos Aires): every time below follows from it.
import type { Page } from "@playwright/test";
import { awaitRemixOnNavigation, expect, test } from "./fixtures";
import {
  LUCIA,
  PALERMO,
  PLATES,
  choosePayment,
  confirm,
  fillCart,
  fillCustomer,
  freshPhone,
  gotoCheckout,
  pointsBalance,
  signIn,
} from "./checkout-helpers";
import { PALERMO_BOARD, PALERMO_BOARD_NEWEST, SHOP_PEOPLE, boardCard, boardColumn, consoleSignIn } from "./console-helpers";

const CERVEZA_IPA = { category: { slug: "bebidas" }, plate: { slug: "cerveza-ipa", name: "Cerveza IPA" } };
const NO_ACCESS = "Su rol no tiene acceso a esta sección.";
const NOT_FOUND = "No encontramos lo que buscas";

/** The board (on the last page of 'Nuevos') in its own tab of the same browser, signed in as `who` (Diego unless told). */
async function openBoard(page: Page, js: boolean, who: { typed: string; e164: string } = SHOP_PEOPLE.diego): Promise<Page> {
  const board = awaitRemixOnNavigation(await page.context().newPage(), js);
  await consoleSignIn(board, who, PALERMO_BOARD_NEWEST);
  await expect(board.getByRole("heading", { level: 1, name: "Pedidos" })).toBeVisible();
  if (js) await expect(board.getByText("En vivo: los pedidos nuevos aparecen solos.")).toBeVisible();
  else await expect(board.getByText("Use 'Actualizar' para ver los pedidos nuevos.")).toBeVisible();
  return board;
}

test("a take-away order reaches Diego's board, 'Aceptar' 20 min gives the diner a time, 'Listo' tells them to pick it up", async ({ page, javaScriptEnabled: js }) => {
  const board = await openBoard(page, js);
  const phone = freshPhone(js, 21);
  await fillCart(page, js, PALERMO, "take-away", [CERVEZA_IPA]);
  await gotoCheckout(page, PALERMO);
  await fillCustomer(page, { phone: phone.typed, name: "Tomás Ruiz" });
  await choosePayment(page, "Tarjeta al retirar", js);
  const code = await confirm(page, PALERMO);

  const card = boardCard(board, code);
  if (js) {
    // The location's room tells the open board: the card comes by itself, within 2 s.
    await expect(boardColumn(board, "Nuevos").getByRole("article", { name: `#${code}` })).toBeVisible({ timeout: 2_000 });
  } else {
    await expect(card).toHaveCount(0);
    await board.getByRole("link", { name: "Actualizar" }).click();
    await expect(boardColumn(board, "Nuevos").getByRole("article", { name: `#${code}` })).toBeVisible();
  }
  // Cerveza IPA $ 3.200, take-away: no fees.
  await expect(card).toContainText("Para retirar");
  await expect(card).toContainText("Tomás · Pedido 12:30");
  await expect(card).toContainText("1 unidad · $ 3.200");
  await expect(card).toContainText("Tarjeta al retirar");
  await expect(card).not.toContainText("Ruiz");

  await card.getByRole("form", { name: `Aceptar el pedido ${code}` }).getByRole("button", { name: "20 min" }).click();
  await expect(card.getByRole("status")).toHaveText("Pedido aceptado.");
  await expect(boardColumn(board, "En preparación").getByRole("article", { name: `#${code}` })).toBeVisible();
  await expect(card.getByText("Listo 12:50", { exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByText("Estará listo aprox. a las 12:50")).toBeVisible();

  await card.getByRole("button", { name: "Listo", exact: true }).click();
  await expect(card.getByRole("status")).toHaveText("Pedido listo.");
  await expect(boardColumn(board, "Listos").getByRole("article", { name: `#${code}` })).toBeVisible();
  await page.reload();
  await expect(page.getByText("Tu pedido está listo")).toBeVisible();
  await board.close();
});

test("a refusal 'Sin stock': Lucía reads the reason and gets her 1.000 'Puntos' back, Napolitana shows 'Agotado'", async ({ page, javaScriptEnabled: js }) => {
  const before = await pointsBalance(page, LUCIA.e164);
  expect(before).toBeGreaterThanOrEqual(1000);
  await signIn(page, PALERMO, "take-away", LUCIA.phone);
  await fillCart(page, js, PALERMO, "take-away", [PLATES.napolitana]);
  await gotoCheckout(page, PALERMO);
  await choosePayment(page, "Tarjeta al retirar", js);
  const points = page.getByRole("region", { name: "Mis Puntos" });
  await points.getByRole("spinbutton", { name: "Puntos a canjear" }).fill("1000");
  await points.getByRole("button", { name: "Canjear" }).click();
  await expect(points.getByText(/^Canjeás 1\.000 Puntos/)).toBeVisible();
  const code = await confirm(page, PALERMO);
  const followUp = page.url();
  expect(await pointsBalance(page, LUCIA.e164)).toBe(before - 1000);

  const board = await openBoard(page, js);
  try {
    const card = boardCard(board, code);
    // 'Rechazar' on the card: without JavaScript it leads to the order's page, where the refusal's
    // form is; with it the same form opens in a modal over the board.
    await card.getByRole("link", { name: "Rechazar", exact: true }).click();
    if (js) {
      await expect(board.getByRole("dialog", { name: `Rechazar el pedido #${code}` })).toBeVisible();
      await expect(board).toHaveURL(PALERMO_BOARD_NEWEST);
      // 'No rechazar' closes it and leaves the order as it was.
      await board.getByRole("button", { name: "No rechazar" }).click();
      await expect(board.getByRole("dialog")).toHaveCount(0);
      await expect(boardColumn(board, "Nuevos").getByRole("article", { name: `#${code}` })).toBeVisible();
      await card.getByRole("link", { name: "Rechazar", exact: true }).click();
    } else {
      await expect(board).toHaveURL(`${PALERMO_BOARD}/pedido/${code}?rechazar`);
    }
    const refusal = board.getByRole("form", { name: `Rechazar el pedido #${code}` });
    await refusal.getByLabel("Motivo", { exact: true }).selectOption("Sin stock");
    await refusal.getByRole("checkbox", { name: "Napolitana" }).check();
    await refusal.getByRole("button", { name: "Rechazar pedido" }).click();
    // Back on the board, which says so on the order's line.
    await expect(board).toHaveURL(`${PALERMO_BOARD}?rechazado=${code}`);
    await expect(board.getByRole("dialog")).toHaveCount(0);
    await expect(card.getByRole("status")).toHaveText("Pedido rechazado.");
    await expect(boardColumn(board, "Cancelados hoy").getByRole("article", { name: `#${code}` })).toContainText("Motivo: Sin stock");

    await page.goto(followUp);
    await expect(page.getByText("Pedido cancelado").first()).toBeVisible();
    await expect(page.getByText("Motivo: Sin stock")).toBeVisible();
    expect(await pointsBalance(page, LUCIA.e164)).toBe(before);

    await page.goto(`/menu/${PALERMO}/take-away/pizzas`);
    await expect(page.locator(".plate-card", { hasText: "Napolitana" }).getByText("Agotado", { exact: true })).toBeVisible();
  } finally {
    // Napolitana back on sale for the other specs.
    await board.goto(`${PALERMO_BOARD}/carta`);
    const napolitana = board.getByRole("form", { name: "Disponibilidad de Napolitana" });
    if ((await napolitana.getByRole("button", { name: "Reactivar" }).count()) > 0) await napolitana.getByRole("button", { name: "Reactivar" }).click();
    await expect(napolitana.getByRole("button", { name: "Agotado hasta mañana" })).toBeVisible();
    await board.close();
  }
});

test("the kitchen sees the board and the order, but no figures and no customer phone", async ({ page, javaScriptEnabled: js }) => {
  // A delivery order at Palermo from a phone of its own, placed through the order API.
  const phone = js ? "+5491155560231" : "+5491155560230";
  const created = await page.request.post("/api/order", {
    headers: { "Idempotency-Key": `console-kitchen-${js}-${Date.now()}` },
    data: {
      branchContact: "pizzeria-palermo",
      orderModeId: 1111,
      items: [{ referenceId: 11001, quantity: 1, sizeId: 11502, extras: [], notes: "" }],
      phone,
      customerName: "Marta Cocina",
      paymentType: 11111,
      destination: { fullAddress: "Gurruchaga 1500, Palermo, CABA", street: "Gurruchaga", number: "1500", city: "CABA", locality: "Palermo", lat: -34.5893, lng: -58.4262 },
      paysWith: 20000,
    },
  });
  expect(created.status()).toBe(200);
  const code = ((await created.json()) as { data: { code: string } }).data.code;
  const detail = `${PALERMO_BOARD}/pedido/${code}`;

  // The manager sees the phone and its WhatsApp link …
  await consoleSignIn(page, SHOP_PEOPLE.diego, detail);
  await expect(page.getByRole("heading", { level: 1, name: `Pedido #${code}` })).toBeVisible();
  await expect(page.getByRole("link", { name: phone })).toBeVisible();
  await expect(page.getByRole("link", { name: "WhatsApp" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Secciones de la consola" }).getByRole("link", { name: "Resumen del día" })).toBeVisible();
  await page.getByRole("button", { name: "Cerrar sesión" }).click();

  // … the kitchen, the same order without them, and no figures.
  await consoleSignIn(page, SHOP_PEOPLE.cocina, detail);
  await expect(page.getByRole("heading", { level: 1, name: `Pedido #${code}` })).toBeVisible();
  await expect(page.getByText("Muzzarella (Grande)")).toBeVisible();
  await expect(page.getByText("Teléfono", { exact: true })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "WhatsApp" })).toHaveCount(0);
  expect(await page.content()).not.toContain(phone.slice(-8));
  const nav = page.getByRole("navigation", { name: "Secciones de la consola" });
  await expect(nav.getByRole("link", { name: "Pedidos" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Resumen del día" })).toHaveCount(0);
  const figures = await page.goto(`${PALERMO_BOARD}/resumen`);
  expect(figures?.status()).toBe(403);
  await expect(page.getByText(NO_ACCESS)).toBeVisible();
  await page.goto(PALERMO_BOARD_NEWEST);
  await expect(boardCard(page, code)).toBeVisible();
  await expect(boardCard(page, code)).not.toContainText(phone.slice(-8));
});

test("Valeria sees every location of Sabores del Sur; Ramiro, of another tenant, sees none of them (404)", async ({ page }) => {
  await consoleSignIn(page, SHOP_PEOPLE.valeria);
  await expect(page.getByRole("heading", { name: "Elija un local" })).toBeVisible();
  const locations = ["Sabores Palermo", "Sabores Belgrano", "Sabores Caballito", "Sabores Café Centro"];
  for (const name of locations) await expect(page.getByRole("link", { name, exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Otro Sabor Centro" })).toHaveCount(0);
  for (const alias of ["pizzeria-palermo", "pizzeria-belgrano", "pizzeria-caballito", "cafe-centro"]) {
    const res = await page.goto(`/consola/${alias}`);
    expect(res?.status(), alias).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Pedidos" })).toBeVisible();
  }
  await page.getByRole("button", { name: "Cerrar sesión" }).click();

  // Ramiro has one location, of his own tenant: the sign-in takes him straight to its board.
  await consoleSignIn(page, SHOP_PEOPLE.ramiro);
  await expect(page).toHaveURL(/\/consola\/otro-local$/);
  await expect(page.getByRole("banner").getByText("Otro Sabor Centro", { exact: true })).toBeVisible();
  for (const path of ["/consola/pizzeria-palermo", "/consola/pizzeria-palermo/resumen", "/consola/pizzeria-palermo/carta", "/consola/pizzeria-belgrano/pedido/SABDEM01"]) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
    await expect(page.getByText(NOT_FOUND).first()).toBeVisible();
  }
});
