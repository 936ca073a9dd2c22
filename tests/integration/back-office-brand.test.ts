// A branch's brand (/admin/{companyAlias}/marca): the owner changes the theme colours, font,
// custom message, social links and marketing ids; 'Vista previa' shows typed values without
// saving; the storefront's pages carry the saved theme on the next request (the isolate cache is
// off in these tests); a low contrast warns but saves; a save from an older version is refused.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_IDS } from "~/data/demo/demo-tenant";
import { consoleAs, SHOP } from "./console-helpers";
import { diner, type Diner } from "./sign-in-helpers";

const PAGE = "/admin/sabores/marca";
const PIZZERIA = `${PAGE}?sucursal=sabores-pizzeria`;
const MENU = "/menu/pizzeria-palermo/delivery";
const CONFLICT = "Otra persona cambió la marca de esta sucursal. Revisá los cambios y guardá de nuevo.";

let valeria: Diner;
beforeAll(async () => {
  valeria = await consoleAs(SHOP.valeria);
});

const decode = (v: string) => v.replace(/&amp;/g, "&").replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">");

/** The brand form's fields as the page sends them back unchanged (a browser without JavaScript). */
async function brandForm(d: Diner, path = PIZZERIA): Promise<URLSearchParams> {
  const html = await (await d.go(path)).text();
  const at = html.indexOf('name="version"');
  expect(at, "the brand form").toBeGreaterThan(0);
  const form = html.slice(html.lastIndexOf("<form", at), html.indexOf("</form>", at));
  const fields = new URLSearchParams();
  for (const m of form.matchAll(/<input([^>]*)>/g)) {
    const name = /name="([^"]+)"/.exec(m[1]!)?.[1];
    if (name) fields.append(name, decode(/value="([^"]*)"/.exec(m[1]!)?.[1] ?? ""));
  }
  for (const m of form.matchAll(/<select[^>]*name="([^"]+)"[^>]*>([\s\S]*?)<\/select>/g)) {
    fields.append(m[1]!, decode(/<option[^>]*value="([^"]*)"[^>]*selected=""/.exec(m[2]!)?.[1] ?? /<option[^>]*value="([^"]*)"/.exec(m[2]!)![1]!));
  }
  for (const m of form.matchAll(/<textarea[^>]*name="([^"]+)"[^>]*>([^<]*)<\/textarea>/g)) fields.append(m[1]!, decode(m[2]!));
  return fields;
}

const send = (d: Diner, fields: URLSearchParams, path = PIZZERIA) =>
  d.fetch(path, { method: "POST", body: fields, headers: { "Content-Type": "application/x-www-form-urlencoded" } });

const stored = async (branchId = DEMO_IDS.branches.pizzeria) =>
  (await env.DB.prepare("SELECT general_config, custom_message, social, version FROM branches WHERE id = ?").bind(branchId).first<{ general_config: string; custom_message: string | null; social: string; version: number }>())!;

describe("/admin/{companyAlias}/marca", () => {
  it("shows the pizzería's stored brand, a selector of the two branches and the preview in both schemes", async () => {
    const res = await valeria.go(PAGE);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('value="#C2410C"');
    expect(html).toContain("¡Gracias por elegirnos! Todas nuestras pizzas salen del horno en el momento.</textarea>");
    expect(html).toContain('href="/admin/sabores/marca"');
    expect(html).toContain(">Sabores Café</a>");
    expect(html).toContain("Modo claro");
    expect(html).toContain("Modo oscuro");
    expect(html).toMatch(/data-scheme="light" style="--main:#C2410C;/);
    expect(html).toMatch(/data-scheme="dark" style="--main:#FB923C;/);
    const cafe = await (await valeria.go(`${PAGE}?sucursal=sabores-cafe`)).text();
    expect(cafe).toContain('value="#7C4A2D"');
  });

  it("'Guardar' with a new light primary colour and message: the storefront's page carries them", async () => {
    const fields = await brandForm(valeria);
    fields.set("lightMainColor", "#1A237E");
    fields.set("customMessage", "Hoy 2x1 en empanadas de carne");
    fields.set("intent", "guardar");
    const res = await send(valeria, fields);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`${PIZZERIA}&hecho=marca-guardada`);
    expect(await (await valeria.go(res.headers.get("Location")!)).text()).toContain("Marca guardada. La tienda de los clientes la muestra en unos segundos.");
    const menu = await (await diner().go(MENU)).text();
    expect(menu).toContain(":root{--main:#1A237E;--on-main:#FFFFFF;");
    expect(menu).toContain('<p class="branch-message">Hoy 2x1 en empanadas de carne</p>');
    const config = JSON.parse((await stored()).general_config);
    expect(config.colorConfig.lightMainColor).toBe("#1A237E");
    expect(config.menuConfig.plateDetailInModal, "the rest of the branch's settings are kept").toBe(true);
    expect(config.chatWidgetConfig.provider).toBe("crisp");
    // The café keeps its own colour.
    expect(await (await diner().go("/menu/cafe-centro/take-away")).text()).toContain(":root{--main:#7C4A2D;");
  });

  it("a bad colour '#12' and a bad pixel id are refused in Spanish, with the typed values kept; nothing is saved", async () => {
    const before = await stored();
    const fields = await brandForm(valeria);
    fields.set("lightMainColor", "#12");
    fields.set("fbPixelId", "pixel-1");
    fields.set("customMessage", "Mensaje que no se pierde");
    fields.set("intent", "guardar");
    const res = await send(valeria, fields);
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("El color debe ser un código hexadecimal como #F78700 (o quedar vacío para usar el predeterminado).");
    expect(html).toContain("El ID del píxel de Facebook son de 5 a 20 números (o vacío).");
    expect(html).toContain('value="#12"');
    expect(html).toContain('value="pixel-1"');
    expect(html).toContain("Mensaje que no se pierde</textarea>");
    expect(await stored()).toEqual(before);
  });

  it("'Vista previa' without JavaScript previews the typed values and saves nothing", async () => {
    const before = await stored();
    const fields = await brandForm(valeria);
    fields.set("lightMainColor", "#006400");
    fields.set("customMessage", "Solo una prueba");
    fields.set("intent", "vista-previa");
    const res = await send(valeria, fields);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Vista previa de lo que escribió: todavía no está guardado.");
    expect(html).toMatch(/data-scheme="light" style="--main:#006400;/);
    expect(html).toContain('<p class="branch-message">Solo una prueba</p>');
    expect(await stored()).toEqual(before);
    expect(await (await diner().go(MENU)).text()).not.toContain("Solo una prueba");
  });

  it("a grey description on the white cards warns, naming the pair, and still saves", async () => {
    const fields = await brandForm(valeria);
    fields.set("descriptionTextColorLight", "#777777");
    fields.set("intent", "vista-previa");
    const warning = "Contraste bajo en el modo claro: el texto de las descripciones sobre las tarjetas (#777777 sobre #FFFFFF) tiene 4,48:1; se recomienda al menos 4,5:1.";
    expect(await (await send(valeria, fields)).text()).toContain(warning);
    fields.set("intent", "guardar");
    const res = await send(valeria, fields);
    expect(res.status).toBe(302);
    expect(await (await valeria.go(res.headers.get("Location")!)).text()).toContain(warning);
    expect(JSON.parse((await stored()).general_config).colorConfig.descriptionTextColorLight).toBe("#777777");
  });

  it("a save from an older version is refused with 'Otra persona cambió…', keeping what was typed", async () => {
    const older = await brandForm(valeria);
    const first = await brandForm(valeria);
    first.set("customMessage", "Lo guardó otra persona");
    first.set("intent", "guardar");
    expect((await send(valeria, first)).status).toBe(302);
    older.set("customMessage", "Mi mensaje");
    older.set("intent", "guardar");
    const res = await send(valeria, older);
    expect(res.status).toBe(409);
    const html = await res.text();
    expect(html).toContain(CONFLICT);
    expect(html).toContain("Mi mensaje</textarea>");
    expect((await stored()).custom_message).toBe("Lo guardó otra persona");
    // Saving again from the refused page is a choice made knowingly: it now goes through.
    const again = new URLSearchParams(older);
    again.set("version", String((await stored()).version));
    expect((await send(valeria, again)).status).toBe(302);
    expect((await stored()).custom_message).toBe("Mi mensaje");
  });

  it("the change is in the menu's history: who, the brand, before and after", async () => {
    const html = (await (await valeria.go("/admin/sabores/carta/cambios")).text()).replaceAll("<!-- -->", "");
    expect(html).toContain("Editó la marca de Sabores Pizzería");
    expect(html).toContain("Color principal (claro): #C2410C → #1A237E");
    expect(html).toContain("Mensaje: ¡Gracias por elegirnos! Todas nuestras pizzas salen del horno en el momento. → Hoy 2x1 en empanadas de carne");
    const row = await env.DB.prepare("SELECT person_name, entity_id FROM menu_audit_log WHERE entity_type = 'BRAND' ORDER BY rowid LIMIT 1").first<{ person_name: string; entity_id: number }>();
    expect(row).toEqual({ person_name: "Valeria Sosa", entity_id: DEMO_IDS.branches.pizzeria });
  });

  it("a logo is stored like a plate's photo and shown by the storefront; a GIF is refused in Spanish", async () => {
    const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3, 4]);
    const GIF = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0, 0, 0]);
    const upload = (bytes: Uint8Array, name: string) => {
      const form = new FormData();
      form.append("intent", "logo");
      form.append("logo", new File([bytes as Uint8Array<ArrayBuffer>], name, { type: "image/png" }));
      return valeria.fetch(PIZZERIA, { method: "POST", body: form });
    };
    const gif = await upload(GIF, "logo.png");
    expect(gif.status).toBe(400);
    expect(await gif.text()).toContain("La imagen debe ser PNG, JPEG o WebP de hasta 2 MB.");
    const res = await upload(PNG, "logo.png");
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`${PIZZERIA}&hecho=logo-guardado`);
    const row = await env.DB.prepare("SELECT b.logo_file_id AS id, f.kind FROM branches b JOIN files f ON f.id = b.logo_file_id WHERE b.id = ?").bind(DEMO_IDS.branches.pizzeria).first<{ id: string; kind: string }>();
    expect(row!.kind).toBe("LOGO");
    const file = await diner().go(`/files/${row!.id}`);
    expect(file.headers.get("Content-Type")).toBe("image/png");
    expect(await (await diner().go(MENU)).text()).toContain(`/files/${row!.id}`);
  });

  it("Diego (manager) gets 403; Ramiro of Otro Sabor gets 404 for Sabores' page and for Sabores' branch on his own page", async () => {
    const before = await stored();
    const diego = await consoleAs(SHOP.diego);
    expect((await diego.go(PIZZERIA)).status).toBe(403);
    expect((await diego.post(PIZZERIA, { intent: "guardar", version: String(before.version), customMessage: "Diego" })).status).toBe(403);
    const ramiro = await consoleAs(SHOP.otroDueno);
    expect((await ramiro.go(PIZZERIA)).status).toBe(404);
    const theirs = "/admin/otro-sabor/marca?sucursal=sabores-pizzeria";
    expect((await ramiro.go(theirs)).status).toBe(404);
    expect((await ramiro.post(theirs, { intent: "guardar", version: String(before.version), customMessage: "Ramiro" })).status).toBe(404);
    expect((await ramiro.go("/admin/otro-sabor/marca")).status).toBe(200);
    expect(await stored()).toEqual(before);
  });
});
