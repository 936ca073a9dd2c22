// The owner exports a branch's whole menu as CSV and imports it back: a dry run shows what would be
// added, changed and removed, or every bad row with its line; nothing is written until she confirms,
// then all of it or none; a menu changed since the dry run is refused; the storefront shows the result.
import { env } from "cloudflare:test";
import Papa from "papaparse";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_IDS } from "~/data/demo/demo-tenant";
import { consoleAs, SHOP } from "./console-helpers";
import { diner, type Diner } from "./sign-in-helpers";

const CARTA = "/admin/sabores/carta";
const EXPORT = `${CARTA}/exportar.csv?sucursal=sabores-pizzeria`;
const IMPORT = `${CARTA}/importar?sucursal=sabores-pizzeria`;
const HEADER = "tipo,categoría,plato,tamaño,grupo,opción,descripción,precio,mínimo,máximo,visible";
/** After the shared columns, one column of own prices per location of the branch (empty: the shared price). */
const LOCATION_COLUMNS = "precio Sabores Palermo,precio Sabores Belgrano,precio Sabores Caballito";

let valeria: Diner;
beforeAll(async () => {
  valeria = await consoleAs(SHOP.valeria);
});

const exported = async (d: Diner = valeria) => (await d.go(EXPORT)).text();

function upload(d: Diner, csv: string, name = "carta.csv", type = "text/csv") {
  const form = new FormData();
  form.append("intent", "revisar");
  form.append("archivo", new File([csv], name, { type }));
  return d.fetch(IMPORT, { method: "POST", body: form });
}

/** The confirmation form's hidden fields, as the dry-run page renders them. */
function confirmFields(html: string): URLSearchParams {
  const form = html.slice(html.indexOf('name="csv"') - 200);
  const attr = (name: string) => {
    const m = new RegExp(`name="${name}" value="([^"]*)"`).exec(form);
    expect(m, `hidden field ${name}`).toBeTruthy();
    return m![1].replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&#10;/g, "\n").replace(/&#13;/g, "\r").replace(/&amp;/g, "&");
  };
  return new URLSearchParams({ intent: "confirmar", csv: attr("csv"), revision: attr("revision"), fileName: attr("fileName") });
}

const confirm = (d: Diner, fields: URLSearchParams) => d.fetch(IMPORT, { method: "POST", body: fields, headers: { "Content-Type": "application/x-www-form-urlencoded" } });

const sizePrice = async (id: number) => (await env.DB.prepare("SELECT price FROM sizes WHERE id = ?").bind(id).first<{ price: number }>())!.price;
const platePrice = async (id: number) => (await env.DB.prepare("SELECT price FROM plates WHERE id = ?").bind(id).first<{ price: number }>())!.price;
const menuHtml = async (category = "pizzas") => (await diner().go(`/menu/pizzeria-palermo/delivery/${category}`)).text();
const revision = async () => (await env.DB.prepare("SELECT menu_revision AS r FROM branches WHERE id = ?").bind(DEMO_IDS.branches.pizzeria).first<{ r: number }>())!.r;

/** The exported text with one cell changed on the row whose first cells are `rowStart` (read and written by papaparse, as a spreadsheet would). */
function edit(csv: string, rowStart: string, change: (cells: string[]) => void): string {
  const rows = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ""), { skipEmptyLines: true }).data;
  const start = rowStart.replace(/,$/, "").split(",");
  const row = rows.find((r) => start.every((v, i) => r[i] === v));
  expect(row, `row ${rowStart}`).toBeTruthy();
  change(row!);
  return `${Papa.unparse(rows, { newline: "\r\n" })}\r\n`;
}
const PRICE = 7;

describe("export", () => {
  it("the whole menu of the branch: categories, plates, sizes with prices, extras groups and options, one row each", async () => {
    const res = await valeria.go(EXPORT);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("Content-Disposition")).toBe('attachment; filename="carta-sabores-pizzeria.csv"');
    expect(res.headers.get("Cache-Control")).toContain("no-store");
    const csv = await res.text();
    expect(csv.startsWith(`\uFEFF${HEADER},${LOCATION_COLUMNS}\r\n`)).toBe(true);
    expect(csv).toContain("\r\ncategoría,Pizzas,,,,,,,,,sí,,,\r\n");
    expect(csv).toContain("\r\ncategoría,Próximamente,,,,,,,,,sí,,,\r\n");
    expect(csv).toMatch(/\r\nplato,Pizzas,Napolitana,,,,[^\r\n]*,13000,,,sí,,,\r\n/);
    // A plate with sizes has no price of its own; each size has its own row.
    expect(csv).toMatch(/\r\nplato,Pizzas,Muzzarella,,,,[^\r\n]*,,,,sí,,,\r\n/);
    expect(csv).toContain("\r\ntamaño,Pizzas,Muzzarella,Grande,,,,11500,,,,,,\r\n");
    expect(csv).toMatch(/\r\ngrupo,Pizzas,Muzzarella,,[^,]+,,,,\d+,\d+,,,,\r\n/);
    expect(csv).toMatch(/\r\nopción,Pizzas,Muzzarella,,[^,]+,[^,]+,,\d+,,,,,,\r\n/);
    // Only this branch: the other tenant's plates never appear.
    expect(csv).not.toContain("Otro Sabor");
  });

  it("Diego (manager) and the kitchen get 403; Ramiro of Otro Sabor gets 404", async () => {
    for (const person of [SHOP.diego, SHOP.cocina]) {
      const d = await consoleAs(person);
      expect((await d.go(EXPORT)).status).toBe(403);
      const page = await d.go(IMPORT);
      expect(page.status).toBe(403);
      expect(await page.text()).toContain("Su rol no tiene acceso a esta sección.");
      expect((await upload(d, `${HEADER}\r\n`)).status).toBe(403);
    }
    const ramiro = await consoleAs(SHOP.otroDueno);
    expect((await ramiro.go(EXPORT)).status).toBe(404);
    expect((await ramiro.go(IMPORT)).status).toBe(404);
    const before = await revision();
    expect((await upload(ramiro, await exported())).status).toBe(404);
    expect(await revision()).toBe(before);
  });
});

describe("import", () => {
  it("round trip: the export imported unchanged has nothing to do", async () => {
    const page = await valeria.go(IMPORT);
    expect(page.status).toBe(200);
    const form = await page.text();
    expect(form.toLowerCase()).toContain('enctype="multipart/form-data"');
    expect(form).toContain('type="file"');

    const res = await upload(valeria, await exported());
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("No hay cambios para importar.");
    expect(html).not.toContain("Confirmar importación");
  });

  it("the dry run lists what is added, changed and removed, and writes nothing", async () => {
    const before = await revision();
    let csv = await exported();
    csv = edit(csv, "tamaño,Pizzas,Muzzarella,Grande,", (c) => (c[PRICE] = "12500"));
    csv = edit(csv, "plato,Pizzas,Napolitana,", (c) => (c[PRICE] = "13.900"));
    csv = csv.replace(/\r\nplato,Pizzas,Fugazzeta,[^\r\n]*(\r\n(tamaño|grupo|opción),Pizzas,Fugazzeta,[^\r\n]*)*/, "");
    csv += "categoría,Pastas,,,,,,,,,sí\r\nplato,Pastas,Ravioles,,,,Con salsa fileto,9000,,,sí\r\n";
    const res = await upload(valeria, csv);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Se agrega (1)");
    expect(html).toContain("Categoría «Pastas» con 1 plato: Ravioles");
    expect(html).toContain("Cambia (2)");
    expect(html).toContain("tamaño «Grande» $ 11.500 → $ 12.500");
    expect(html).toContain("«Napolitana» (Pizzas): precio $ 13.000 → $ 13.900");
    expect(html).toContain("Se quita (1)");
    expect(html).toContain("«Fugazzeta» (Pizzas)");
    expect(html).toContain("Confirmar importación");
    expect(await revision()).toBe(before);
    expect(await sizePrice(DEMO_IDS.sizes.muzzarellaGrande)).toBe(11500);
  });

  it("bad rows: each with its line and a Spanish reason; confirming such a file writes nothing", async () => {
    let csv = await exported();
    csv = edit(csv, "plato,Pizzas,Napolitana,", (c) => (c[PRICE] = "14000"));
    const lines = csv.split("\r\n");
    lines.splice(6, 0, "plato,Pizzas,Calabresa,,,,,doce mil,,,sí");
    lines.push("tamaño,Pizzas,Inventada,Grande,,,,9000,,,", "combo,Pizzas,,,,,,,,,", "plato,Pizzas,Sin precio,,,,,,,,sí");
    csv = lines.join("\r\n");
    const n = lines.length;
    const res = await upload(valeria, csv);
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Línea 7: el precio debe ser un número entero de pesos mayor que 0.");
    expect(html).toContain(`Línea ${n - 2}: el plato «Inventada» de «Pizzas» no tiene su fila de tipo plato más arriba.`);
    expect(html).toContain(`Línea ${n - 1}: el tipo debe ser categoría, plato, tamaño, grupo u opción.`);
    expect(html).toContain(`Línea ${n}: ingrese el precio del plato o al menos un tamaño con su precio.`);
    expect(html).toContain("no se importará nada hasta corregirlo");
    expect(html).not.toContain("Confirmar importación");

    // Posting the confirmation anyway (as a hand-made form would): nothing is written.
    const before = await revision();
    const forced = await confirm(valeria, new URLSearchParams({ intent: "confirmar", csv, revision: String(before), fileName: "carta.csv" }));
    expect(forced.status).toBe(400);
    expect(await forced.text()).toContain("Línea 7: el precio debe ser un número entero de pesos mayor que 0.");
    expect(await platePrice(DEMO_IDS.plates.napolitana)).toBe(13000);
    expect(await revision()).toBe(before);
  });

  it("Excel's CSV (Windows-1252, not UTF-8) is read with its accents and '–', the review says how it was read, and the confirmation stores the text right", async () => {
    const csv = edit(await exported(), "plato,Postres,Flan con dulce de leche,", (c) => (c[6] = "Casero – con crema y dulce de leche de campaña"));
    // As Excel saves "CSV (delimitado por comas)" on a Spanish Windows: one byte per character, '–' is 0x96.
    const codes = [...csv.replace(/^\uFEFF/, "")].map((ch) => (ch === "–" ? 0x96 : ch.charCodeAt(0)));
    expect(codes.filter((c) => c > 0xff)).toEqual([]);
    const bytes = new Uint8Array(codes);
    const form = new FormData();
    form.append("archivo", new File([bytes], "carta.csv", { type: "text/csv" }));
    const res = await valeria.fetch(IMPORT, { method: "POST", body: form });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("El archivo no estaba guardado como UTF-8: lo leímos como el CSV de Excel (Windows-1252). Revise los acentos y las eñes de la revisión antes de confirmar.");
    // Only the description changed: the accents of every other name were read right, so nothing else differs.
    expect(html).toContain("Flan con dulce de leche");
    expect(html).not.toContain("Se agrega");
    expect(html).not.toContain("Se quita");
    const done = await confirm(valeria, confirmFields(html));
    expect(done.status).toBe(302);
    const stored = await env.DB.prepare("SELECT description FROM plates WHERE id = ?").bind(DEMO_IDS.plates.flan).first<{ description: string }>();
    expect(stored!.description).toBe("Casero – con crema y dulce de leche de campaña");
  });

  it("Excel's 'Texto Unicode' (UTF-16 with its byte order mark) is read as well", async () => {
    const csv = edit(await exported(), "plato,Postres,Flan con dulce de leche,", (c) => (c[PRICE] = "4100"));
    const text = csv.replace(/^\uFEFF/, "");
    const bytes = new Uint8Array(2 + text.length * 2);
    bytes.set([0xff, 0xfe]);
    for (let i = 0; i < text.length; i++) new DataView(bytes.buffer).setUint16(2 + i * 2, text.charCodeAt(i), true);
    const form = new FormData();
    form.append("archivo", new File([bytes], "carta.txt", { type: "text/plain" }));
    const res = await valeria.fetch(IMPORT, { method: "POST", body: form });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).not.toContain("Windows-1252");
    expect(html).toContain("Cambia");
    expect(html).toContain("Flan con dulce de leche");
    expect(html).not.toContain("Se quita");
  });

  it("an empty form, a broken multipart body, a file too big: Spanish 4xx, nothing written", async () => {
    const empty = await valeria.fetch(IMPORT, { method: "POST", body: new FormData() });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Elija el archivo CSV de la carta.");
    const broken = await valeria.fetch(IMPORT, { method: "POST", body: "--zzz\r\nbroken", headers: { "Content-Type": "multipart/form-data; boundary=zzz" } });
    expect(broken.status).toBe(400);
    expect(await broken.text()).toContain("No pudimos leer el formulario");
    const big = await upload(valeria, `${HEADER}\r\n${"x".repeat(600 * 1024)}`);
    expect(big.status).toBe(413);
    expect(await big.text()).toContain("El archivo es demasiado grande: el máximo es 500 KB.");
  });

  it("confirmed: three prices, a new category with a plate and a removed plate are written at once; the storefront shows them; audited", async () => {
    let csv = await exported();
    csv = edit(csv, "tamaño,Pizzas,Muzzarella,Grande,", (c) => (c[PRICE] = "12000"));
    csv = edit(csv, "plato,Pizzas,Napolitana,", (c) => (c[PRICE] = "13500"));
    csv = edit(csv, "plato,Postres,Flan con dulce de leche,", (c) => (c[PRICE] = "3900"));
    csv += "categoría,Pastas,,,,,,,,,sí\r\nplato,Pastas,Ravioles,,,,Con salsa fileto,9000,,,sí\r\ngrupo,Pastas,Ravioles,,Salsa,,,,1,1,\r\nopción,Pastas,Ravioles,,Salsa,Fileto,,0,,,\r\nopción,Pastas,Ravioles,,Salsa,Crema,,500,,,\r\n";
    const review = await upload(valeria, csv);
    expect(review.status).toBe(200);
    const res = await confirm(valeria, confirmFields(await review.text()));
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`${CARTA}?sucursal=sabores-pizzeria&hecho=carta-importada`);
    expect(await (await valeria.go(res.headers.get("Location")!)).text()).toContain("Carta importada. La carta de los clientes ya muestra los cambios.");

    expect(await sizePrice(DEMO_IDS.sizes.muzzarellaGrande)).toBe(12000);
    expect(await platePrice(DEMO_IDS.plates.napolitana)).toBe(13500);
    expect(await platePrice(DEMO_IDS.plates.flan)).toBe(3900);
    expect(await menuHtml("pizzas/muzzarella")).toContain("$ 12.000");
    expect(await menuHtml("postres")).toContain("$ 3.900");
    const pastas = await menuHtml("pastas");
    expect(pastas).toContain("Ravioles");
    expect(pastas).toContain("$ 9.000");
    const group = await env.DB.prepare(
      "SELECT g.mandatory, count(x.id) AS n FROM garnish_groups g JOIN garnishes x ON x.group_id = g.id JOIN plates p ON p.id = g.plate_id WHERE p.name = 'Ravioles' GROUP BY g.id",
    ).first<{ mandatory: number; n: number }>();
    expect(group).toEqual({ mandatory: 1, n: 2 });

    const audit = await env.DB.prepare("SELECT entity_type, action, person_name FROM menu_audit_log WHERE action LIKE 'importar%' ORDER BY rowid").all<{ entity_type: string; action: string; person_name: string }>();
    expect(audit.results[0]).toEqual({ entity_type: "MENU", action: "importar", person_name: "Valeria Sosa" });
    expect(audit.results.filter((r) => r.entity_type === "PLATE").length).toBeGreaterThanOrEqual(4);

    // Exported again and imported again: nothing to do.
    expect(await (await upload(valeria, await exported())).text()).toContain("No hay cambios para importar.");
  });

  it("a removed plate with orders or discounts is hidden, not deleted; one without them is deleted", async () => {
    const csv = (await exported()).replace(/\r\nplato,Pizzas,Napolitana,[^\r\n]*(\r\n(tamaño|grupo|opción),Pizzas,Napolitana,[^\r\n]*)*/, "");
    const review = await upload(valeria, csv);
    const html = await review.text();
    expect(html).toContain("«Napolitana» (Pizzas): queda oculto (lo usan pedidos o descuentos)");
    expect((await confirm(valeria, confirmFields(html))).status).toBe(302);
    const row = await env.DB.prepare("SELECT visible FROM plates WHERE id = ?").bind(DEMO_IDS.plates.napolitana).first<{ visible: number }>();
    expect(row).toEqual({ visible: 0 });
    expect(await menuHtml()).not.toContain("Napolitana");

    const ravioles = (await exported()).replace(/\r\nplato,Pastas,Ravioles,[^\r\n]*(\r\n(tamaño|grupo|opción),Pastas,Ravioles,[^\r\n]*)*/, "");
    const second = await upload(valeria, ravioles);
    expect((await confirm(valeria, confirmFields(await second.text()))).status).toBe(302);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM plates WHERE name = 'Ravioles'").first<{ n: number }>()).toEqual({ n: 0 });
  });

  it("the menu changed since the dry run: the confirmation is refused in Spanish and writes nothing", async () => {
    const csv = edit(await exported(), "plato,Postres,Flan con dulce de leche,", (c) => (c[PRICE] = "4200"));
    const fields = confirmFields(await (await upload(valeria, csv)).text());
    // Meanwhile someone hides a category from the catalogue page.
    expect((await valeria.post(CARTA, { intent: "ocultar", categoryId: String(DEMO_IDS.categories.bebidas) })).status).toBe(302);
    const before = await revision();
    const res = await confirm(valeria, fields);
    expect(res.status).toBe(409);
    expect(await res.text()).toContain("La carta cambió desde que revisó el archivo. Súbalo de nuevo para ver los cambios actuales; no se importó nada.");
    expect(await platePrice(DEMO_IDS.plates.flan)).toBe(3900);
    expect(await revision()).toBe(before);
  });
});
