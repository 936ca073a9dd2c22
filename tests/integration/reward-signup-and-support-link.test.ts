// Loyalty reward sign-up page and side-menu entry (storefront.md §2 Modals, §4, §5
// Loyalty sign-up, §8), the support link soporte?referenceId= (§2 routes table) and
// the §8 hand-off message on the follow-up page.
import { SELF, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { DEMO_IDS as I } from "~/data/demo/demo-tenant";
import { DEMO_REWARD_ID } from "~/data/demo/demo-tenant-orders";
import { BASE } from "./api-helpers";
import { insertOrder } from "./follow-up-fixtures";
import { palermoDelivery, postOrder } from "./orders-helpers";
import { verifiedCookie } from "./sign-in-helpers";

const manual = { redirect: "manual" } as const;
const form = (fields: Record<string, string>) => new URLSearchParams(fields);
const post = (path: string, fields: Record<string, string>, cookie?: string) =>
  SELF.fetch(`${BASE}${path}`, {
    method: "POST",
    body: form(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) },
    ...manual,
  });
const cookieOf = (res: Response) => (res.headers.get("Set-Cookie") ?? "").split(";")[0];

describe("loyalty reward sign-up", () => {
  it("the demo reward is seeded and claimable through the JSON call", async () => {
    const res = await SELF.fetch(`${BASE}/api/loyalty-reward/${DEMO_REWARD_ID}`);
    expect(await res.json()).toMatchObject({ id: DEMO_REWARD_ID, active: true, amount: 500, branchId: I.branches.pizzeria, branchContactId: null });
  });

  it("the side menu of a menu offers it (a link to the page without JavaScript)", async () => {
    const html = await (await SELF.fetch(`${BASE}/menu/pizzeria-palermo/delivery?menu=1`)).text();
    expect(html).toContain('href="/menu/pizzeria-palermo/premio?returnTo=');
    expect(html).toContain("500 Puntos de bienvenida");
  });

  it("the page: form, §5 messages with values kept, success toast and redirect back, then 'Ya ha canjeado este premio'", async () => {
    const page = await SELF.fetch(`${BASE}/menu/pizzeria-palermo/premio?returnTo=/menu/pizzeria-palermo/delivery`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("<h1>500 Puntos de bienvenida</h1>");
    for (const label of ["Nombre", "Teléfono", "Email"]) expect(html).toContain(`>${label}</label>`);

    const path = "/menu/pizzeria-palermo/premio";
    // The sign-up is for the owner of the number: Sofía signs in with the code first.
    const sofia = await verifiedCookie("1155550777");
    const empty = await post(path, { name: "Sofía Díaz", phone: "", email: "", returnTo: "/menu/pizzeria-palermo/delivery" }, sofia);
    expect(empty.status).toBe(400);
    const emptyHtml = await empty.text();
    expect(emptyHtml).toContain("Debe completar todos los campos para continuar");
    expect(emptyHtml).toContain('value="Sofía Díaz"');

    const badPhone = await post(path, { name: "Sofía Díaz", phone: "12", email: "sofia@example.com", returnTo: "/menu/pizzeria-palermo/delivery" }, sofia);
    expect(badPhone.status).toBe(400);
    expect(await badPhone.text()).toContain("El número de teléfono es invalido");

    const stranger = await post(path, { name: "Sofía Díaz", phone: "11 5555-0777", email: "sofia@example.com", returnTo: "/menu/pizzeria-palermo/delivery" });
    expect(stranger.status).toBe(401);
    expect(await stranger.text()).toContain("Inicie sesión con ese teléfono para sumar el premio.");
    const ok = await post(path, { name: "Sofía Díaz", phone: "11 5555-0777", email: "sofia@example.com", returnTo: "/menu/pizzeria-palermo/delivery" }, sofia);
    expect(ok.status).toBe(302);
    expect(ok.headers.get("Location")).toBe("/menu/pizzeria-palermo/delivery");
    const back = await SELF.fetch(`${BASE}/menu/pizzeria-palermo/delivery`, { headers: { Cookie: cookieOf(ok) || sofia } });
    expect(await back.text()).toContain("¡Listo! Sumaste 500 Puntos de bienvenida.");
    const balance = await env.DB.prepare("SELECT loyalty_balance AS b FROM customers WHERE company_id = ? AND phone = ?").bind(I.companies.sabores, "+5491155550777").first<{ b: number }>();
    expect(balance?.b).toBe(500);

    const again = await post(path, { name: "Sofía Díaz", phone: "11 5555-0777", email: "sofia@example.com", returnTo: "/menu/pizzeria-palermo/delivery" }, sofia);
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("Ya ha canjeado este premio");
  });

  it("the modal's fetcher gets JSON; an open redirect is refused; another tenant has no reward page", async () => {
    // The modal's fetcher posts to the single-fetch data URL: data, not a redirect (the modal closes itself).
    const res = await post("/menu/pizzeria-palermo/premio.data", { _modal: "1", name: "Tomás Ruiz", phone: "11 5555-0778", email: "tomas@example.com", returnTo: "https://evil.example" }, await verifiedCookie("1155550778"));
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("¡Listo! Sumaste 500 Puntos de bienvenida.");
    const evil = await post("/menu/pizzeria-palermo/premio", { name: "Eva Gil", phone: "11 5555-0779", email: "eva@example.com", returnTo: "//evil.example/x" }, await verifiedCookie("1155550779"));
    expect(evil.headers.get("Location")).toBe("/menu/pizzeria-palermo");
    expect((await SELF.fetch(`${BASE}/menu/${"otro-local"}/premio`)).status).toBe(404);
  });
});

describe("support link soporte?referenceId=", () => {
  it("redirects to the WhatsApp of the order's local with the support text", async () => {
    const res = await SELF.fetch(`${BASE}/soporte?referenceId=SABDEM01`, manual);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`https://wa.me/5491140000001?text=${encodeURIComponent("Hola, necesito ayuda con mi pedido SABDEM01")}`);
    const lower = await SELF.fetch(`${BASE}/soporte?referenceId=sabdem01&alias=pizzeria-palermo`, manual);
    expect(lower.headers.get("Location")).toContain("wa.me/5491140000001");
  });

  it("Belgrano (follow-up support by chat): the follow-up page's support dialog, chat first and WhatsApp as fallback", async () => {
    const order = await insertOrder("belgranoTakeAway");
    const res = await SELF.fetch(`${BASE}/soporte?referenceId=${order.code}`, manual);
    expect(res.status).toBe(302);
    const location = res.headers.get("Location")!;
    expect(location).toBe(`/menu/pizzeria-belgrano/order/${order.code}?open_follow_up_support=true`);
    const html = await (await SELF.fetch(`${BASE}${location}`)).text();
    expect(html).toContain("¿Necesitas ayuda?");
    expect(html).toContain("Chatea con el local sobre tu pedido");
    expect(html).toContain("El chat necesita JavaScript activado en tu navegador.");
    expect(html).toContain(`https://wa.me/5491140000002?text=${encodeURIComponent(`Hola, necesito ayuda con mi pedido ${order.code}`)}`);
  });

  it("unknown code, a wrong alias or no code: the Spanish not-found view", async () => {
    for (const q of ["referenceId=ZZZZ9999", "referenceId=SABDEM01&alias=otro-local", "referenceId=SABDEM01&alias=pizzeria-belgrano", "", "referenceId=%3Cscript%3E"]) {
      const res = await SELF.fetch(`${BASE}/soporte?${q}`, manual);
      expect(res.status, q).toBe(404);
      expect(await res.text()).toContain("No encontramos el pedido.");
    }
  });
});

describe("§8 hand-off message", () => {
  it("a local without orders console and without WhatsApp number cannot get the order text: the follow-up page says so", async () => {
    await env.DB.prepare("UPDATE branch_contacts SET whatsapp_phone = NULL WHERE id = ?").bind(I.branchContacts.palermo).run();
    try {
      const created = await postOrder(palermoDelivery({ phone: "+5491155550321" }), "support-handoff-1");
      expect(created.status).toBe(200);
      expect(created.body.data.whatsAppUrl).toBeNull();
      // The hand-off is for the session that placed the order (it carries the address).
      const html = await (await SELF.fetch(`${BASE}/menu/pizzeria-palermo/order/${created.body.data.code}`, { headers: { Cookie: cookieOf(created.res) } })).text();
      expect(html).toContain("Hubo un error generando el link de pago o el texto a enviar, inténtelo en unos minutos.");
      expect(html).not.toContain("Enviar pedido por WhatsApp");
      // Support falls back to the follow-up page (no WhatsApp to open).
      const support = await SELF.fetch(`${BASE}/soporte?referenceId=${created.body.data.code}`, manual);
      expect(support.headers.get("Location")).toBe(`/menu/pizzeria-palermo/order/${created.body.data.code}?open_follow_up_support=true`);
    } finally {
      await env.DB.prepare("UPDATE branch_contacts SET whatsapp_phone = '+5491140000001' WHERE id = ?").bind(I.branchContacts.palermo).run();
    }
  });

  it("with the number the hand-off link shows and no error; with an orders console neither", async () => {
    const created = await postOrder(palermoDelivery({ phone: "+5491155550322" }), "support-handoff-2");
    const html = await (await SELF.fetch(`${BASE}/menu/pizzeria-palermo/order/${created.body.data.code}`, { headers: { Cookie: cookieOf(created.res) } })).text();
    expect(html).toContain("Enviar pedido por WhatsApp");
    expect(html).not.toContain("Hubo un error generando el link de pago");
  });
});
