// The menu layout pages through the real Worker (storefront.md §2 header, side menu,
// Menu, Branch page, Cart page, Modals; §4 mode change; §8 blocked view). The
// Spanish strings are the spec's, written here literally. D1 rows changed by a
// test are put back at its end (storage is per file anyway).
import { SELF, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { BASE } from "./api-helpers";
import { lastCodeSentTo } from "./sign-in-helpers";

/** A diner with a cookie jar, following no redirects. */
function diner() {
  let cookie = "";
  const go = async (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (cookie) headers.set("Cookie", cookie);
    const res = await SELF.fetch(`${BASE}${path}`, { ...init, headers, redirect: "manual" });
    const set = res.headers.get("Set-Cookie");
    if (set) cookie = set.split(";")[0];
    return res;
  };
  const post = (path: string, fields: Record<string, string>) => go(path, { method: "POST", body: new URLSearchParams(fields) });
  return { go, post, cookie: () => cookie };
}

/** The KV session behind a cookie ('__sabores=…'). */
/** The KV key of the session version the cookie names (`{id}.{version}` → `{id}:{version}`). */
function sessionId(cookie: string): string {
  const signed = decodeURIComponent(cookie.split("=")[1]);
  return String(JSON.parse(decodeURIComponent(escape(atob(signed.slice(0, signed.lastIndexOf("."))))))).replace(".", ":");
}
async function readSession(cookie: string): Promise<Record<string, any>> {
  return ((await env.SESSIONS.get(sessionId(cookie), "json")) ?? {}) as Record<string, any>;
}
async function patchSession(cookie: string, patch: Record<string, unknown>) {
  const data = await readSession(cookie);
  await env.SESSIONS.put(sessionId(cookie), JSON.stringify({ ...data, ...patch }));
}

const sql = (query: string, ...values: unknown[]) => env.DB.prepare(query).bind(...values).run();

describe("side menu and points titles (§2 Side menu, Modals)", () => {
  it("logged in: the side menu says 'Mis Puntos Sabores'; the points page stays 'Mis Puntos'", async () => {
    const d = diner();
    // Sign-in: the phone, then the code the sandbox provider "sent" to it.
    const asked = await d.post("/menu/pizzeria-palermo/delivery", { intent: "login", phone: "11 5555-0001", country: "ar", returnTo: "/menu/pizzeria-palermo/delivery" });
    expect(asked.status).toBe(302);
    const login = await d.post("/menu/pizzeria-palermo/delivery", { intent: "login-code", code: await lastCodeSentTo("+5491155550001"), returnTo: "/menu/pizzeria-palermo/delivery" });
    expect(login.status).toBe(302);
    const menu = await (await d.go("/menu/pizzeria-palermo/delivery?menu=1")).text();
    expect(menu).toMatch(/value="my-points"[^>]*>(<svg.*?<\/svg>)?Mis Puntos Sabores<\/button>/s);
    const points = await (await d.go("/menu/pizzeria-palermo/mis-puntos")).text();
    expect(points).toMatch(/<h1[^>]*>Mis Puntos<\/h1>|<title>Mis Puntos<\/title>/);
  });
});

describe("menu home loyalty banner (§2 Menu)", () => {
  it("an active programme for this location: the cashback and a link to 'Mis Puntos'", async () => {
    const html = await (await SELF.fetch(`${BASE}/menu/pizzeria-palermo/delivery`)).text();
    expect(html).toContain("Acumula el 5% de tu compra en Puntos Sabores");
    expect(html).toMatch(/href="\/menu\/pizzeria-palermo\/mis-puntos"[^>]*>Mis Puntos<\/a>/);
  });

  it("an inactive programme: no banner", async () => {
    await sql("UPDATE loyalty_programs SET active = 0 WHERE company_id = 1");
    try {
      const html = await (await SELF.fetch(`${BASE}/menu/pizzeria-palermo/delivery`)).text();
      expect(html).not.toContain("Puntos Sabores");
    } finally {
      await sql("UPDATE loyalty_programs SET active = 1 WHERE company_id = 1");
    }
  });
});

describe("plate page of a closed local (§2 Modals 'Closed branch')", () => {
  const FULL = "El local está cerrado y no es posible realizar pedidos. Intenta nuevamente dentro del horario de apertura.";

  it("the plate's own note (modal data) and the refused add say the full spec text", async () => {
    await sql("UPDATE branch_contacts SET manually_closed = 1 WHERE alias = 'pizzeria-palermo'");
    try {
      // Only the plate route's data (what the plate modal shows), not the layout's closed modal.
      const route = encodeURIComponent("routes/menu.$alias.$mode.$category.$plate");
      const data = await (await SELF.fetch(`${BASE}/menu/pizzeria-palermo/delivery/pizzas/napolitana.data?_route=${route}`)).text();
      expect(data).toContain("orderingNote");
      expect(data).toContain(FULL);
      const refused = await SELF.fetch(`${BASE}/menu/pizzeria-palermo/delivery/pizzas/napolitana.data?_route=${route}`, {
        method: "POST",
        body: new URLSearchParams({ quantity: "1", volver: "modal" }),
      });
      expect(await refused.text()).toContain(FULL);
    } finally {
      await sql("UPDATE branch_contacts SET manually_closed = 0 WHERE alias = 'pizzeria-palermo'");
    }
  });
});

describe("'Cambiar local' (§2 header, docs/decisions.md#storefront-pages-menu-and-modals)", () => {
  const changeStore = (html: string) => /href="([^"]*)"[^>]*class="change-store"|class="change-store"[^>]*href="([^"]*)"/.exec(html)?.slice(1).find(Boolean);

  it("a branch with several locations: its branch page", async () => {
    const html = await (await SELF.fetch(`${BASE}/menu/pizzeria-palermo/delivery`)).text();
    expect(changeStore(html)).toBe("/menu/sabores-pizzeria");
  });

  it("Sabores Café has one location (its page redirects back): the company page", async () => {
    const cafe = await SELF.fetch(`${BASE}/menu/sabores-cafe`, { redirect: "manual" });
    expect(cafe.status).toBe(302);
    expect(cafe.headers.get("Location")).toMatch(/^\/menu\/cafe-centro/);
    const mode = /href="\/menu\/cafe-centro\/([a-z-]+)"/.exec(await (await SELF.fetch(`${BASE}/menu/cafe-centro`)).text())?.[1];
    const html = await (await SELF.fetch(`${BASE}/menu/cafe-centro/${mode ?? "take-away"}`)).text();
    expect(changeStore(html)).toBe("/menu/sabores");
  });
});

describe("branch page with every location blocked (§8)", () => {
  it("shows the blocked view, not the empty search", async () => {
    await sql("UPDATE branch_contacts SET blocked = 1 WHERE alias IN ('pizzeria-palermo', 'pizzeria-belgrano', 'pizzeria-caballito')");
    try {
      const res = await SELF.fetch(`${BASE}/menu/sabores-pizzeria`, { redirect: "manual" });
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain("Local no disponible");
      expect(html).toContain('href="/menu/sabores"');
      expect(html).not.toContain("No encontramos locales");
      expect(html).not.toContain("¿Cómo quieres tu pedido?");
    } finally {
      await sql("UPDATE branch_contacts SET blocked = 0 WHERE alias IN ('pizzeria-palermo', 'pizzeria-belgrano', 'pizzeria-caballito')");
    }
  });
});

describe("branch page address prompt (§2 Branch page)", () => {
  const PROMPT = "Ingresa tu dirección para ver qué locales te envían";
  const VOLVER = "/menu/sabores-pizzeria?modo=delivery";

  it("delivery without a stored location: the prompt links to an address page that comes back here", async () => {
    const d = diner();
    const html = await (await d.go("/menu/sabores-pizzeria?modo=delivery")).text();
    expect(html).toContain(PROMPT);
    const href = /class="button address-prompt__button" href="([^"]+)"/.exec(html)?.[1]?.replaceAll("&amp;", "&");
    expect(href).toBe(`/menu/pizzeria-palermo/direccion?volver=${encodeURIComponent(VOLVER)}`);
    const page = await (await d.go(href!)).text();
    expect(page).toContain("¿Dónde te encuentras?");
    expect(page).toContain(`name="volver" value="${VOLVER.replace("&", "&amp;")}"`);

    // Saving the address goes back to the branch page, now sorted by distance, without the prompt.
    const saved = await d.post("/menu/pizzeria-palermo/direccion", {
      intent: "save", volver: VOLVER, tab: "direccion", direccion: "Gurruchaga 1500, Palermo, CABA",
      lat: "-34.5893", lng: "-58.4262", street: "Gurruchaga", number: "1500", postalCode: "C1414", city: "CABA", province: "Palermo", country: "ar",
    });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe(VOLVER);
    const after = await (await d.go(VOLVER)).text();
    expect(after).not.toContain(PROMPT);
    expect(after).toContain("Locales cerca tuyo");
  });

  it("another company's branch is not a valid volver", async () => {
    const html = await (await SELF.fetch(`${BASE}/menu/pizzeria-palermo/direccion?volver=${encodeURIComponent("/menu/otro-branch")}`)).text();
    expect(html).not.toContain('value="/menu/otro-branch"');
  });

  it("take-away: no prompt; with askForLocation the prompt is shown (mandatory) for every mode", async () => {
    expect(await (await SELF.fetch(`${BASE}/menu/sabores-pizzeria?modo=take-away`)).text()).not.toContain(PROMPT);
    await sql("UPDATE branches SET ask_for_location = 1 WHERE alias = 'sabores-pizzeria'");
    try {
      const html = await (await SELF.fetch(`${BASE}/menu/sabores-pizzeria?modo=take-away`)).text();
      expect(html).toContain(PROMPT);
      expect(html).toContain("address-prompt--mandatory");
      expect(html).toContain("Sabores Palermo"); // the cards are still listed below
    } finally {
      await sql("UPDATE branches SET ask_for_location = 0 WHERE alias = 'sabores-pizzeria'");
    }
  });
});

describe("cart page 'Vaciar pedido' (§2 Modals cart-clear confirmation)", () => {
  it("?vaciar=1 renders the confirmation; Continuar (intent=empty) empties the cart; Cancelar goes back", async () => {
    const d = diner();
    const added = await d.post("/menu/pizzeria-palermo/delivery/pizzas/napolitana", { quantity: "2", volver: "modal" });
    expect(added.status).toBe(200);
    const cart = await (await d.go("/menu/pizzeria-palermo/preview")).text();
    expect(cart).toContain("Vaciar pedido");
    expect(cart).not.toContain("¿Deseas continuar?");

    const modal = await (await d.go("/menu/pizzeria-palermo/preview?vaciar=1")).text();
    expect(modal).toContain("Si continúas, se eliminarán los productos agregados al pedido");
    expect(modal).toContain("¿Deseas continuar?");
    expect(modal).toMatch(/href="\/menu\/pizzeria-palermo\/preview"[^>]*>Cancelar<\/a>/);
    expect(modal).toMatch(/name="intent" value="empty"\/?>\s*<button type="submit" class="button">Continuar<\/button>/);

    const emptied = await d.post("/menu/pizzeria-palermo/preview", { intent: "empty" });
    expect(emptied.status).toBe(302);
    expect(emptied.headers.get("Location")).toBe("/menu/pizzeria-palermo/preview");
    const after = await (await d.go("/menu/pizzeria-palermo/preview")).text();
    expect(after).toContain("Volver al Menú");
    expect(after).not.toContain("Napolitana");
    expect((await readSession(d.cookie())).cart.lines).toEqual([]);
  });

  it("a price field is refused", async () => {
    const d = diner();
    await d.post("/menu/pizzeria-palermo/delivery/pizzas/napolitana", { quantity: "1", volver: "modal" });
    const res = await d.post("/menu/pizzeria-palermo/preview", { intent: "empty", total: "0" });
    expect(res.status).toBe(400);
  });
});

describe("mode change clears the checkout's code and payment (§4)", () => {
  it("delivery with BIENVENIDA applied → take-away: no code, no payment choice", async () => {
    const d = diner();
    await d.post("/menu/pizzeria-palermo/delivery/pizzas/napolitana", { quantity: "1", volver: "modal" });
    await patchSession(d.cookie(), { location: { fullAddress: "Gurruchaga 1500, Palermo, CABA", lat: -34.5893, lng: -58.4262 } });
    await d.go("/menu/pizzeria-palermo/checkout");
    const applied = await d.post("/menu/pizzeria-palermo/checkout", {
      intent: "apply-code", code: "BIENVENIDA", phoneCountry: "ar", phone: "11 5555-0002", name: "Juan", lastName: "Pérez",
      email: "", document: "", betweenStreets: "Soler y Cabrera", addressDetails: "", scheduled: "0", paysWith: "",
    });
    expect(await applied.text()).toContain("Código BIENVENIDA");
    const before = await readSession(d.cookie());
    expect(before.checkout.code?.code).toBe("BIENVENIDA");
    await patchSession(d.cookie(), { checkout: { ...before.checkout, values: { ...before.checkout.values, paymentTypeId: "999" } } });

    // Take-away: the cart's menu may differ (confirmation) or not; either way the mode changes.
    const page = await (await d.go("/menu/pizzeria-palermo/take-away")).text();
    if (page.includes("¿Deseas continuar?")) {
      const ok = await d.post("/menu/pizzeria-palermo/take-away", { intent: "confirm-mode-change", returnTo: "/menu/pizzeria-palermo/take-away" });
      expect(ok.status).toBe(302);
    }
    const after = await readSession(d.cookie());
    expect(after.cart.orderModeId).not.toBe(before.cart.orderModeId);
    expect(after.checkout.code ?? null).toBeNull();
    expect(after.checkout.values.code).toBe("");
    expect(after.checkout.values.paymentTypeId).toBe("");
  });
});
