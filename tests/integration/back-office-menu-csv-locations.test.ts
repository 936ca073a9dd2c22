// A location's own prices in the menu CSV (a franchise sets its own price for a plate of the shared
// menu): the export has one 'precio {local}' column per location of the branch, filled where the
// location has its own price; the import reads them with the same rules as the shared prices, the
// dry run names each change, the confirmation writes them in the one batch with the revision check,
// audited, and the locations' menus show them; where a plate is not sold stays as it was.
import { env } from "cloudflare:test";
import Papa from "papaparse";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_IDS as I } from "~/data/demo/demo-tenant";
import { formOf, postForm, locationField, plateCard } from "./back-office-helpers";
import { consoleAs, SHOP } from "./console-helpers";
import type { Diner } from "./sign-in-helpers";

const CARTA = "/admin/sabores/carta";
const EXPORT = `${CARTA}/exportar.csv?sucursal=sabores-pizzeria`;
const IMPORT = `${CARTA}/importar?sucursal=sabores-pizzeria`;
const MUZZARELLA = `${CARTA}/plato/${I.plates.muzzarella}`;
const FLAN = `${CARTA}/plato/${I.plates.flan}`;
/** The columns of the locations' prices: Palermo, Belgrano, Caballito (after the 11 shared ones). */
const PALERMO = 11;
const BELGRANO = 12;
const CABALLITO = 13;

let valeria: Diner;
beforeAll(async () => {
  valeria = await consoleAs(SHOP.valeria);
});

const text = async (res: Response) => (await res.text()).replace(/<!-- -->/g, "");
const exported = async () => (await valeria.go(EXPORT)).text();

function upload(csv: string) {
  const form = new FormData();
  form.append("intent", "revisar");
  form.append("archivo", new File([csv], "carta.csv", { type: "text/csv" }));
  return valeria.fetch(IMPORT, { method: "POST", body: form });
}

/** The confirmation form's hidden fields, as the dry-run page renders them. */
function confirmFields(html: string): URLSearchParams {
  const form = html.slice(html.indexOf('name="csv"') - 200);
  const attr = (name: string) => {
    const m = new RegExp(`name="${name}" value="([^"]*)"`).exec(form);
    expect(m, `hidden field ${name}`).toBeTruthy();
    return m![1]
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&#10;/g, "\n")
      .replace(/&#13;/g, "\r")
      .replace(/&amp;/g, "&");
  };
  return new URLSearchParams({ intent: "confirmar", csv: attr("csv"), revision: attr("revision"), fileName: attr("fileName") });
}
const confirm = (fields: URLSearchParams) =>
  valeria.fetch(IMPORT, { method: "POST", body: fields, headers: { "Content-Type": "application/x-www-form-urlencoded" } });

/** The exported text with cells changed on the row whose first cells are `rowStart`, and that row's line in the file. */
function edit(csv: string, rowStart: string | string[], change: (cells: string[]) => void): { csv: string; line: number } {
  const rows = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ""), { skipEmptyLines: true }).data;
  const start = Array.isArray(rowStart) ? rowStart : rowStart.split(",");
  const at = rows.findIndex((r) => start.every((v, i) => r[i] === v));
  expect(at, `row ${rowStart}`).toBeGreaterThan(0);
  change(rows[at]);
  return { csv: `${Papa.unparse(rows, { newline: "\r\n" })}\r\n`, line: at + 1 };
}

const revision = async () => (await env.DB.prepare("SELECT menu_revision AS r FROM branches WHERE id = ?").bind(I.branches.pizzeria).first<{ r: number }>())!.r;
const locationPlate = (plateId: number, contactId: number) =>
  env.DB.prepare("SELECT sold, price FROM location_plates WHERE plate_id = ? AND branch_contact_id = ?")
    .bind(plateId, contactId)
    .first<{ sold: number; price: number | null }>();
const locationSizePrice = async (sizeId: number, contactId: number) =>
  (
    await env.DB.prepare("SELECT price FROM location_size_prices WHERE size_id = ? AND branch_contact_id = ?")
      .bind(sizeId, contactId)
      .first<{ price: number }>()
  )?.price ?? null;

describe("menu CSV: each location's own prices", () => {
  it("the export has a 'precio {local}' column per location, filled where the location has its own price; imported unchanged, nothing to do", async () => {
    // Valeria prices the Muzzarella Grande at Belgrano, and Caballito stops selling the flan, in the plate editor.
    const muzzarella = await formOf(valeria, MUZZARELLA);
    muzzarella.set(locationField(muzzarella, I.branchContacts.belgrano, "sizePrices[1]"), "12.400");
    expect((await postForm(valeria, MUZZARELLA, muzzarella)).status).toBe(302);
    const flan = await formOf(valeria, FLAN);
    flan.delete(locationField(flan, I.branchContacts.caballito, "sold"));
    expect((await postForm(valeria, FLAN, flan)).status).toBe(302);

    const csv = await exported();
    expect(
      csv.startsWith(
        "\uFEFFtipo,categoría,plato,tamaño,grupo,opción,descripción,precio,mínimo,máximo,visible,precio Sabores Palermo,precio Sabores Belgrano,precio Sabores Caballito\r\n"
      )
    ).toBe(true);
    expect(csv).toContain("\r\ntamaño,Pizzas,Muzzarella,Grande,,,,11500,,,,,12400,\r\n");
    expect(csv).toContain("\r\ntamaño,Pizzas,Muzzarella,Chica,,,,8000,,,,,,\r\n");
    expect(csv).toMatch(/\r\nplato,Postres,Flan con dulce de leche,,,,[^\r\n]*,3500,,,sí,,,\r\n/);

    const res = await upload(csv);
    expect(res.status).toBe(200);
    const html = await text(res);
    expect(html).toContain("No hay cambios para importar.");
    expect(html).not.toContain("Confirmar importación");
  });

  it("Palermo's flan and Belgrano's Grande changed in the file: the dry run names both; confirmed, they are written at once, audited, and each location's menu shows its price", async () => {
    let { csv } = edit(await exported(), "plato,Postres,Flan con dulce de leche", (c) => (c[PALERMO] = "$ 3.800"));
    ({ csv } = edit(csv, "tamaño,Pizzas,Muzzarella,Grande", (c) => (c[BELGRANO] = "12.900")));
    const before = await revision();
    const review = await upload(csv);
    expect(review.status).toBe(200);
    const html = await text(review);
    expect(html).toContain("Cambia (2)");
    expect(html).toContain("«Muzzarella» (Pizzas): tamaño «Grande» en Sabores Belgrano $ 12.400 → $ 12.900");
    expect(html).toContain("«Flan con dulce de leche» (Postres): precio en Sabores Palermo $ 3.500 (el de la carta) → $ 3.800");
    expect(html).not.toContain("Se agrega");
    expect(html).not.toContain("Se quita");
    // The dry run writes nothing.
    expect(await revision()).toBe(before);
    expect(await locationPlate(I.plates.flan, I.branchContacts.palermo)).toBeNull();

    const done = await confirm(confirmFields(html));
    expect(done.status).toBe(302);
    expect(await locationPlate(I.plates.flan, I.branchContacts.palermo)).toEqual({ sold: 1, price: 3800 });
    expect(await locationSizePrice(I.sizes.muzzarellaGrande, I.branchContacts.belgrano)).toBe(12900);
    // Caballito still does not sell the flan (the file has no column for it); the shared prices are unchanged.
    expect(await locationPlate(I.plates.flan, I.branchContacts.caballito)).toEqual({ sold: 0, price: null });
    expect((await env.DB.prepare("SELECT price FROM plates WHERE id = ?").bind(I.plates.flan).first<{ price: number }>())!.price).toBe(3500);

    expect(await plateCard("/menu/pizzeria-palermo/take-away", "postres", "Flan con dulce de leche")).toContain("$ 3.800");
    expect(await plateCard("/menu/pizzeria-belgrano/take-away", "postres", "Flan con dulce de leche")).toContain("$ 3.500");

    const audit = await env.DB.prepare(
      "SELECT \"before\" AS was, after FROM menu_audit_log WHERE action = 'importar' AND entity_type = 'PLATE' AND entity_id = ? ORDER BY rowid DESC"
    )
      .bind(I.plates.flan)
      .first<{ was: string; after: string }>();
    // Stored as the plate editor stores them (the history reads 'Cambiaron los locales que lo venden o sus precios').
    expect(JSON.parse(audit!.was).locations).toEqual([{ branchContactId: I.branchContacts.caballito, sold: false, price: null, sizePrices: [] }]);
    expect(JSON.parse(audit!.after).locations).toEqual([
      { branchContactId: I.branchContacts.palermo, sold: true, price: 3800, sizePrices: [] },
      { branchContactId: I.branchContacts.caballito, sold: false, price: null, sizePrices: [] },
    ]);

    // An emptied cell goes back to the shared price.
    ({ csv } = edit(await exported(), "plato,Postres,Flan con dulce de leche", (c) => (c[PALERMO] = "")));
    const back = await text(await upload(csv));
    expect(back).toContain("«Flan con dulce de leche» (Postres): precio en Sabores Palermo $ 3.800 → $ 3.500 (el de la carta)");
    expect((await confirm(confirmFields(back))).status).toBe(302);
    expect(await locationPlate(I.plates.flan, I.branchContacts.palermo)).toBeNull();
    expect(await locationPlate(I.plates.flan, I.branchContacts.caballito)).toEqual({ sold: 0, price: null });

    // Exported again and imported again: nothing to do.
    expect(await text(await upload(await exported()))).toContain("No hay cambios para importar.");
  });

  it("a bad location price, a price a fixed discount covers, and a column of no location: 'Línea N: …', 400, nothing written", async () => {
    const before = await revision();
    const flan = edit(await exported(), "plato,Postres,Flan con dulce de leche", (c) => (c[CABALLITO] = "0"));
    const coca = edit(flan.csv, ["plato", "Bebidas", "Coca-Cola 1,5 L"], (c) => (c[BELGRANO] = "500"));
    const grande = edit(coca.csv, "grupo,Pizzas,Muzzarella", (c) => (c[PALERMO] = "100"));
    const res = await upload(grande.csv);
    expect(res.status).toBe(400);
    const html = await text(res);
    expect(html).toContain(`Línea ${flan.line}: el precio en Sabores Caballito debe ser un número entero de pesos mayor que 0.`);
    expect(html).toContain(`Línea ${grande.line}: la columna «precio Sabores Palermo» va solo en filas de plato o de tamaño; déjela vacía.`);
    expect(html).not.toContain("Confirmar importación");

    // Alone, the Coca-Cola at $ 500 at Belgrano is refused: the demo's '$ 500 menos en Coca-Cola' would make it free.
    const cocaAlone = edit(await exported(), ["plato", "Bebidas", "Coca-Cola 1,5 L"], (c) => (c[BELGRANO] = "500"));
    const refused = await upload(cocaAlone.csv);
    expect(refused.status).toBe(400);
    expect(await text(refused)).toContain(
      `Línea ${cocaAlone.line}: el precio en Sabores Belgrano debe ser mayor que los $ 500 que descuenta la promoción «$ 500 menos en Coca-Cola».`
    );
    const forced = await confirm(new URLSearchParams({ intent: "confirmar", csv: cocaAlone.csv, revision: String(before), fileName: "carta.csv" }));
    expect(forced.status).toBe(400);
    expect(await locationPlate(I.plates.cocaCola, I.branchContacts.belgrano)).toBeNull();

    const unknown = (await exported()).replace("precio Sabores Caballito", "precio Sabores Recoleta");
    const header = await upload(unknown);
    expect(header.status).toBe(400);
    expect(await text(header)).toContain(
      "Línea 1: la columna «precio Sabores Recoleta» no es de ningún local de la sucursal (sus locales: Sabores Palermo, Sabores Belgrano, Sabores Caballito)."
    );
    expect(await revision()).toBe(before);
  });
});
