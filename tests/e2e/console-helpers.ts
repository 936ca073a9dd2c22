// The shop's console in the end-to-end suite: a person signs in at /consola with the phone and the
// one-time code read on the sandbox messages page (/dev/mensajes), like a diner. Demo people and
// names from demo-tenant.md "The shop's side", written here literally.
import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";
import { codeFromSandbox } from "./sign-in-helpers";

export const SHOP_PEOPLE = {
  valeria: { typed: "1140000100", e164: "+5491140000100" },
  diego: { typed: "1140000200", e164: "+5491140000200" },
  cocina: { typed: "1140000300", e164: "+5491140000300" },
  ramiro: { typed: "1140000900", e164: "+5491140000900" },
} as const;

export const PALERMO_BOARD = "/consola/pizzeria-palermo";
/**
 * Palermo's board on the last page of 'Nuevos' (a page past the end shows the last one, the
 * oldest orders come first): where a new order's card comes, however many other specs' orders
 * wait before it.
 */
export const PALERMO_BOARD_NEWEST = `${PALERMO_BOARD}?nuevos=9999`;

/** /consola → phone → 'Enviar código' → the code → 'Ingresar'; lands on `returnTo` (or the list of locations). */
export async function consoleSignIn(page: Page, who: { typed: string; e164: string }, returnTo?: string): Promise<void> {
  await page.goto(returnTo ? `/consola?volver=${encodeURIComponent(returnTo)}` : "/consola");
  await page.getByLabel("Teléfono").fill(who.typed);
  await page.getByRole("button", { name: "Enviar código" }).click();
  // The code step shows once the server stored the new code: read the sandbox only then (before it,
  // with JavaScript, the person's code of an earlier sign-in is still the latest one).
  const code = page.getByRole("textbox", { name: "Código de 6 dígitos" });
  await expect(code).toBeVisible();
  await code.fill(await codeFromSandbox(page.request, who.e164));
  await page.getByRole("button", { name: "Ingresar" }).click();
  if (returnTo) await expect(page).toHaveURL(new RegExp(`${returnTo.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
}

/** An order's card on the board: the article named '#CODE'. */
export function boardCard(board: Page, code: string): Locator {
  return board.getByRole("article", { name: `#${code}` });
}

/** A board column (its heading starts with the column's title). */
export function boardColumn(board: Page, title: string): Locator {
  return board.getByRole("region", { name: new RegExp(`^${title} \\d+$`) });
}
