// 'Imprimir al aceptar' at Palermo: Diego ticks it on the location's page, a new order arrives and
// he accepts it on the board. With JavaScript the kitchen ticket loads in a hidden frame whose
// print() is called (stubbed here in every frame: no dialog opens); without it the accept lands on
// the ticket's page with its 'Imprimir' button. The setting is switched off again afterwards.
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { GURRUCHAGA } from "./logistics-helpers";
import { consoleSignIn, PALERMO_BOARD_NEWEST, SHOP_PEOPLE } from "./console-helpers";

const PALERMO = "pizzeria-palermo";

/** Diego signs in through the console's forms and lands on Palermo's 'Local' page. */
async function signInAsDiego(page: Page) {
  await consoleSignIn(page, SHOP_PEOPLE.diego, `/consola/${PALERMO}/local`);
  await expect(page.getByRole("heading", { level: 1, name: "Local" })).toBeVisible();
}

async function setPrintOnAccept(page: Page, on: boolean) {
  await page.goto(`/consola/${PALERMO}/local`);
  await page.getByRole("checkbox", { name: "Imprimir al aceptar" }).setChecked(on);
  await page.getByRole("button", { name: "Guardar impresión" }).click();
  await expect(page.getByText(on ? "Al aceptar un pedido se imprime su ticket de cocina." : "Los tickets se imprimen solo con 'Imprimir' en cada pedido.")).toBeVisible();
}

/** A cash delivery order at Palermo, placed through the API; its code. */
async function newOrder(request: APIRequestContext): Promise<string> {
  const created = await request.post("/api/order", {
    headers: { "Idempotency-Key": `print-on-accept-${Date.now()}-${Math.random()}` },
    data: {
      branchContact: PALERMO,
      orderModeId: 1111,
      items: [{ referenceId: 11001, quantity: 1, sizeId: 11502, extras: [], notes: "" }],
      phone: "+5491155550066",
      customerName: "Impresión Prueba",
      paymentType: 11111,
      destination: { ...GURRUCHAGA, betweenStreets: "Cabrera y Gorriti", details: "Timbre 3B" },
      paysWith: 20000,
    },
  });
  const body = await created.json();
  expect(created.status(), JSON.stringify(body)).toBe(200);
  return body.data.code as string;
}

test("accepting on the board with 'Imprimir al aceptar' prints the kitchen ticket", async ({ page, javaScriptEnabled }) => {
  // Every frame's print() records what it would print, in the top window.
  await page.addInitScript(() => {
    window.print = () => {
      const top = window.top as Window & { __printed?: string[] };
      top.__printed = [...(top.__printed ?? []), location.pathname + location.search];
    };
  });
  await signInAsDiego(page);
  await setPrintOnAccept(page, true);
  try {
    const code = await newOrder(page.request);
    await page.goto(PALERMO_BOARD_NEWEST);
    await page.getByRole("form", { name: `Aceptar el pedido ${code}` }).getByRole("button", { name: "20 min" }).click();
    const ticket = `/consola/${PALERMO}/pedido/${code}?ticket=cocina`;
    if (javaScriptEnabled) {
      await expect.poll(() => page.evaluate(() => (window as Window & { __printed?: string[] }).__printed ?? [])).toContain(ticket);
      // The board stays: the order moved to 'En preparación', the ticket printed from a hidden frame.
      await expect(page).toHaveURL(new RegExp(`/consola/${PALERMO}(\\?[^/]*)?$`));
      await expect(page.locator("iframe.print-frame")).toHaveAttribute("src", ticket);
      await expect(page.locator(`.board-column--preparing [data-order-code="${code}"]`)).toBeVisible();
    } else {
      await expect(page).toHaveURL(ticket);
      await expect(page.getByRole("article", { name: "Ticket de cocina" })).toContainText(`#${code}`);
      await expect(page.getByRole("button", { name: "Imprimir" })).toBeVisible();
    }
  } finally {
    await setPrintOnAccept(page, false);
  }
});
