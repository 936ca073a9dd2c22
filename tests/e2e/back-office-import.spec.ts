// The menu's CSV round trip in a browser, JavaScript off (plain multipart forms and redirects) and
// on: Valeria downloads Palermo's menu, edits three prices in it as a spreadsheet would (one of them
// also in Palermo's own price column), uploads it with one bad row (refused with its line, nothing
// written), then the good file; the review lists the three changes, 'Confirmar importación' writes
// them, and the storefront shows the new prices, Palermo's own one where it has it.
// The original file is imported back afterwards: the other specs rely on the demo's prices.
import type { Page } from "@playwright/test";
import Papa from "papaparse";
import { consoleSignIn, SHOP_PEOPLE } from "./console-helpers";
import { expect, test } from "./fixtures";

const CARTA = "/admin/sabores/carta";
const IMPORT = `${CARTA}/importar?sucursal=sabores-pizzeria`;
const EXPORT = `${CARTA}/exportar.csv?sucursal=sabores-pizzeria`;
const PRICE = 7; // the 'precio' column (docs/menu-csv.md)

/** The CSV with the price of the row whose first cells are `start` set to `price`, in the column `column` (the shared 'precio' unless told). */
function withPrice(csv: string, start: string[], price: string, column = "precio"): string {
  const rows = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ""), { skipEmptyLines: true }).data;
  const at = column === "precio" ? PRICE : rows[0].indexOf(column);
  expect(at, `column ${column}`).toBeGreaterThanOrEqual(PRICE);
  const row = rows.find((r) => start.every((v, i) => r[i] === v));
  expect(row, `row ${start.join(",")}`).toBeTruthy();
  row![at] = price;
  return `${Papa.unparse(rows, { newline: "\r\n" })}\r\n`;
}

async function upload(page: Page, name: string, csv: string) {
  await page.goto(IMPORT);
  await page.getByLabel(/Archivo de la carta/).setInputFiles({ name, mimeType: "text/csv", buffer: Buffer.from(csv, "utf8") });
  await page.getByRole("button", { name: "Revisar archivo" }).click();
  await expect(page.getByRole("heading", { name: `Revisión de ${name}` })).toBeVisible();
}

/** Puts the menu back as `csv` says (nothing to confirm when it already is). */
async function restore(page: Page, csv: string) {
  await upload(page, "carta-original.csv", csv);
  const confirm = page.getByRole("button", { name: "Confirmar importación" });
  if ((await confirm.count()) === 0) return expect(page.getByText("No hay cambios para importar.")).toBeVisible();
  await confirm.click();
  await expect(page.getByRole("status").filter({ hasText: "Carta importada. La carta de los clientes ya muestra los cambios." })).toBeVisible();
}

test("Valeria imports a CSV: a bad row is refused with its line, then three new prices reach the storefront", async ({ page, browser }, info) => {
  await consoleSignIn(page, SHOP_PEOPLE.valeria, CARTA);
  const original = await (await page.request.get(EXPORT)).text();
  expect(original).toContain("plato,Postres,Flan con dulce de leche,");

  let edited = withPrice(original, ["plato", "Pizzas", "Fugazzeta"], "12900");
  edited = withPrice(edited, ["plato", "Empanadas", "Empanada de verdura"], "1150");
  // Palermo sells it at its own price: the column of that location.
  edited = withPrice(edited, ["plato", "Empanadas", "Empanada de verdura"], "1.250", "precio Sabores Palermo");
  edited = withPrice(edited, ["plato", "Postres", "Flan con dulce de leche"], "3900");

  // One bad row: the price of a plate that is not a number of pesos.
  const bad = withPrice(edited, ["plato", "Pizzas", "Napolitana"], "trece mil");
  const badLine = bad.split("\r\n").findIndex((l) => l.startsWith("plato,Pizzas,Napolitana,")) + 1;
  await upload(page, "carta-con-error.csv", bad);
  await expect(page.getByText("El archivo tiene 1 error: no se importará nada hasta corregirlo.")).toBeVisible();
  await expect(page.getByText(`Línea ${badLine}: el precio debe ser un número entero de pesos mayor que 0.`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Confirmar importación" })).toHaveCount(0);

  try {
    await upload(page, "carta.csv", edited);
    await expect(page.getByRole("heading", { name: "Cambia (3)" })).toBeVisible();
    await expect(page.getByText(/«Fugazzeta» \(Pizzas\)/)).toBeVisible();
    await expect(page.getByText(/«Flan con dulce de leche» \(Postres\)/)).toBeVisible();
    await expect(page.getByText(/«Empanada de verdura» \(Empanadas\): .*precio en Sabores Palermo \$ [\d.]+ \(el de la carta\) → \$ 1\.250/)).toBeVisible();
    await page.getByRole("button", { name: "Confirmar importación" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Carta importada. La carta de los clientes ya muestra los cambios." })).toBeVisible();

    const diner = await browser.newPage({ javaScriptEnabled: info.project.use.javaScriptEnabled });
    // Soon: the isolate keeps a page at most 2 s, from a menu pointer at most 2 s old (the 5 s promise is measured by the bench, part `backoffice`).
    await expect(async () => {
      await diner.goto("/menu/pizzeria-palermo/delivery/postres");
      await expect(diner.getByText("$ 3.900").first()).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000, intervals: [250] });
    await diner.goto("/menu/pizzeria-palermo/delivery/pizzas");
    await expect(diner.getByText("$ 12.900").first()).toBeVisible();
    await diner.goto("/menu/pizzeria-palermo/delivery/empanadas");
    await expect(diner.getByText("$ 1.250").first()).toBeVisible();
    await diner.close();
  } finally {
    await restore(page, original);
  }
});
