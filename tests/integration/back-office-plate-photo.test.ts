// The owner uploads a plate's photo on the plate editor: PNG, JPEG or WebP up to 2 MB, the type
// read from the bytes (a GIF named .png is refused); it is served by /files/{id} and the
// storefront shows it.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_IDS } from "~/data/demo/demo-tenant";
import { consoleAs, SHOP } from "./console-helpers";
import { diner, type Diner } from "./sign-in-helpers";

const FLAN = `/admin/sabores/carta/plato/${DEMO_IDS.plates.flan}`;
const REFUSED = "La foto debe ser PNG, JPEG o WebP de hasta 2 MB.";

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3, 4]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 9, 9]);
const WEBP = new Uint8Array([0x52, 0x49, 0x46, 0x46, 20, 0, 0, 0, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50, 0x38, 0x20, 1, 2]);
const GIF = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0, 0, 0]);

let valeria: Diner;
beforeAll(async () => {
  valeria = await consoleAs(SHOP.valeria);
});

function sendPhoto(d: Diner, bytes: Uint8Array, name: string, type: string, path = FLAN) {
  const form = new FormData();
  form.append("intent", "foto");
  form.append("foto", new File([bytes as Uint8Array<ArrayBuffer>], name, { type }));
  return d.fetch(path, { method: "POST", body: form });
}

const photoOf = async (plateId: number) =>
  (await env.DB.prepare("SELECT image_file_id AS id FROM plates WHERE id = ?").bind(plateId).first<{ id: string | null }>())!.id;

const padded = (head: Uint8Array, size: number) => {
  const out = new Uint8Array(size);
  out.set(head);
  return out;
};

describe("a plate's photo", () => {
  it("the editor offers a plain multipart form with a file input", async () => {
    const html = await (await valeria.go(FLAN)).text();
    expect(html.toLowerCase()).toContain('enctype="multipart/form-data"');
    expect(html).toContain('name="foto"');
    expect(html).toContain("Subir foto");
  });

  it("a PNG is stored in R2, served by /files/{id} as image/png and shown on the storefront", async () => {
    const res = await sendPhoto(valeria, PNG, "flan.png", "image/png");
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`${FLAN}?hecho=foto-guardada`);
    expect(await (await valeria.go(res.headers.get("Location")!)).text()).toContain("Foto guardada. La carta de los clientes ya la muestra.");
    const fileId = await photoOf(DEMO_IDS.plates.flan);
    expect(fileId).toMatch(/^plato-\d+-/);
    const file = await diner().go(`/files/${fileId}`);
    expect(file.status).toBe(200);
    expect(file.headers.get("Content-Type")).toBe("image/png");
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PNG);
    expect(await (await diner().go("/menu/pizzeria-palermo/delivery/postres")).text()).toContain(`/files/${fileId}`);
    const audit = await env.DB.prepare("SELECT after FROM menu_audit_log WHERE action = 'foto' AND entity_id = ?").bind(DEMO_IDS.plates.flan).first<{ after: string }>();
    expect(JSON.parse(audit!.after)).toEqual({ imageFileId: fileId });
  });

  it("the type comes from the bytes: JPEG bytes named .gif are a JPEG; WebP is accepted", async () => {
    expect((await sendPhoto(valeria, JPEG, "foto.gif", "image/gif")).status).toBe(302);
    const jpeg = await diner().go(`/files/${await photoOf(DEMO_IDS.plates.flan)}`);
    expect(jpeg.headers.get("Content-Type")).toBe("image/jpeg");
    expect((await sendPhoto(valeria, WEBP, "foto", "application/octet-stream")).status).toBe(302);
    const webp = await diner().go(`/files/${await photoOf(DEMO_IDS.plates.flan)}`);
    expect(webp.headers.get("Content-Type")).toBe("image/webp");
  });

  it("GIF bytes named .png, a text file, an empty file and a PNG over 2 MB are refused in Spanish; nothing changes", async () => {
    const before = await photoOf(DEMO_IDS.plates.flan);
    for (const [bytes, name, type] of [
      [GIF, "foto.png", "image/png"],
      [new TextEncoder().encode("<svg></svg>"), "foto.webp", "image/webp"],
      [new Uint8Array(0), "foto.png", "image/png"],
      [padded(PNG, 2 * 1024 * 1024 + 1), "grande.png", "image/png"],
    ] as const) {
      const res = await sendPhoto(valeria, bytes, name, type);
      expect(res.status, name).toBe(400);
      expect(await res.text()).toContain(REFUSED);
    }
    // Exactly 2 MB is accepted.
    expect((await sendPhoto(valeria, padded(PNG, 2 * 1024 * 1024), "justo.png", "image/png")).status).toBe(302);
    expect(await photoOf(DEMO_IDS.plates.flan)).not.toBe(before);
    // Far over the page's limit: the entry refuses it before reading it, in Spanish.
    const huge = await sendPhoto(valeria, padded(PNG, 4 * 1024 * 1024), "enorme.png", "image/png");
    expect(huge.status).toBe(413);
    expect(await huge.text()).toContain("El formulario es demasiado grande.");
  });

  it("Diego (manager) gets 403, Ramiro of Otro Sabor 404; the plate keeps its photo", async () => {
    const before = await photoOf(DEMO_IDS.plates.flan);
    const diego = await consoleAs(SHOP.diego);
    expect((await sendPhoto(diego, PNG, "a.png", "image/png")).status).toBe(403);
    const ramiro = await consoleAs(SHOP.otroDueno);
    expect((await sendPhoto(ramiro, PNG, "a.png", "image/png", FLAN.replace("sabores", "otro-sabor"))).status).toBe(404);
    expect((await sendPhoto(valeria, PNG, "a.png", "image/png", `/admin/sabores/carta/plato/${DEMO_IDS.plates.otroMuzzarella}`)).status).toBe(404);
    expect(await photoOf(DEMO_IDS.plates.flan)).toBe(before);
  });
});

describe("a category's image", () => {
  const CARTA = "/admin/sabores/carta?sucursal=sabores-pizzeria";
  const sendImage = (d: Diner, bytes: Uint8Array, categoryId: number) => {
    const form = new FormData();
    form.append("intent", "imagen");
    form.append("categoryId", String(categoryId));
    form.append("imagen", new File([bytes as Uint8Array<ArrayBuffer>], "postres.png", { type: "image/png" }));
    return d.fetch(CARTA, { method: "POST", body: form });
  };
  const imageOf = async (categoryId: number) =>
    (await env.DB.prepare("SELECT image_file_id AS id FROM categories WHERE id = ?").bind(categoryId).first<{ id: string | null }>())!.id;

  it("a PNG for Postres is stored in R2 and is the storefront's tile of Postres; GIF bytes are refused in Spanish; another tenant's category is a 404", async () => {
    const postres = DEMO_IDS.categories.postres;
    const card = await (await valeria.go(CARTA)).text();
    expect(card).toContain("Imagen de la categoría (PNG, JPEG o WebP, hasta 2 MB)");

    const refused = await sendImage(valeria, GIF, postres);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(REFUSED);
    expect(await imageOf(postres)).toBeNull();

    const saved = await sendImage(valeria, PNG, postres);
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe(`${CARTA}&hecho=imagen-guardada`);
    const id = await imageOf(postres);
    expect(id).toMatch(/^categoria-\d+-/);
    const served = await diner().go(`/files/${id}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/png");
    await served.arrayBuffer();
    const menu = await (await diner().go("/menu/pizzeria-palermo/delivery")).text();
    expect(menu).toContain(`/files/${id}`);
    expect(await (await valeria.go("/admin/sabores/carta/cambios")).text()).toContain("Postres");

    const other = (await env.DB.prepare("SELECT id FROM categories WHERE company_id <> ? LIMIT 1").bind(DEMO_IDS.companies.sabores).first<{ id: number }>())!.id;
    expect((await sendImage(valeria, PNG, other)).status).toBe(404);
    expect((await sendImage(valeria, PNG, DEMO_IDS.categories.postres + 100000)).status).toBe(404);
  });
});
