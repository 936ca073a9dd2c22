// The sign-in code goes through the branch's messaging provider
// (docs/decisions/messaging-providers.md). The sandbox page /dev/mensajes is local-only;
// real providers are chosen per branch by MESSAGING_PROVIDERS and reached with fetch,
// stubbed here (the tests and the Worker share one isolate, so the Worker's outgoing
// fetch is the stub). A channel the branch's provider lacks, and a provider that fails,
// answer the diner in Spanish and leave nothing behind.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { worker } from "./built-worker";
import { DEMO_IDS } from "~/data/demo/demo-tenant";
import { BASE } from "./api-helpers";
import { requestCode, diner } from "./sign-in-helpers";

const I = DEMO_IDS;
const PALERMO = "/menu/pizzeria-palermo/delivery";
const CAFE = "/menu/cafe-centro/take-away";
const REAL_SECRET = "k3V9q0xZr7Lw2Yp8Tn4Bf6Hs1Dc5Gm0Aj";
const sql = (q: string, ...v: unknown[]) => env.DB.prepare(q).bind(...v);

/** The Worker's own fetch with another env (a deployment, a provider configuration). */
async function callWorker(e: Env, path: string, init: RequestInit = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`${BASE}${path}`, { redirect: "manual", ...init }) as unknown as Request<unknown, IncomingRequestCfProperties>, e, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

/** A diner with a cookie jar, served by the Worker with `e`. */
function dinerOn(e: Env) {
  let cookie = "";
  const go = async (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (cookie) headers.set("Cookie", cookie);
    const res = await callWorker(e, path, { ...init, headers });
    const set = res.headers.get("Set-Cookie");
    if (set) cookie = set.split(";")[0];
    return res;
  };
  const post = (path: string, fields: Record<string, string>) =>
    go(path, { method: "POST", body: new URLSearchParams(fields), headers: { "Content-Type": "application/x-www-form-urlencoded" } });
  return {
    go,
    post,
    askCode: (page: string, phone: string, channel: string) => post(`${page}?login=1`, { intent: "login", phone, country: "ar", channel, returnTo: page }),
    enterCode: (page: string, code: string) => post(`${page}?login=1`, { intent: "login-code", code, returnTo: page }),
  };
}

const twilio = { provider: "twilio", accountSid: "AC0123456789", authToken: "twilio-secret", smsFrom: "+15005550006" };
const whatsAppCloud = { provider: "whatsapp-cloud", phoneNumberId: "1098765", accessToken: "meta-token", template: "codigo_sabores" };
/** Pizzería (Palermo, Belgrano, Caballito) on Twilio SMS only; the Café falls back to the default sandbox. */
const PIZZERIA_ON_TWILIO = { ...env, MESSAGING_PROVIDERS: JSON.stringify({ default: { provider: "sandbox" }, branches: { [I.branches.pizzeria]: twilio } }) };
const PIZZERIA_ON_WHATSAPP_CLOUD = { ...env, MESSAGING_PROVIDERS: JSON.stringify({ branches: { [I.branches.pizzeria]: whatsAppCloud } }) };

interface Sent {
  url: string;
  headers: Headers;
  body: string;
}

/** Stubs the providers' HTTP APIs (everything else goes through): records what was sent, answers `status`. */
function stubProviders(answer: { status: number } | "network-error" = { status: 201 }) {
  const sent: Sent[] = [];
  const real = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (!/^https:\/\/(api\.twilio\.com|graph\.facebook\.com)\//.test(request.url)) return real(input, init);
    sent.push({ url: request.url, headers: request.headers, body: new TextDecoder().decode(await request.arrayBuffer()) });
    if (answer === "network-error") throw new TypeError("Network connection lost.");
    return new Response(JSON.stringify({ ok: answer.status < 300 }), { status: answer.status, headers: { "Content-Type": "application/json" } });
  });
  return sent;
}

afterEach(() => {
  vi.restoreAllMocks();
});

const codesOf = async (e164: string) => (await sql("SELECT COUNT(*) AS n FROM sign_in_codes WHERE phone = ?", e164).first<{ n: number }>())!.n;
const sandboxRowsOf = async (e164: string) => (await sql("SELECT COUNT(*) AS n FROM sandbox_messages WHERE to_phone = ?", e164).first<{ n: number }>())!.n;

describe("the sandbox page /dev/mensajes is local-only", () => {
  it("lists the codes under the local settings, and answers 404 with the page off or with a real SESSION_SECRET", async () => {
    await requestCode(diner(), "1155550901", { channel: "sms" });
    const path = "/dev/mensajes?telefono=%2B5491155550901";
    const local = await callWorker(env, path);
    expect(local.status).toBe(200);
    const localHtml = await local.text();
    expect(localHtml).toContain("Mensajes de prueba");
    expect(localHtml).toMatch(/\d{6} es su código para iniciar sesión en /);

    for (const [setting, e] of [
      ["MESSAGING_SANDBOX_PAGE unset", { ...env, MESSAGING_SANDBOX_PAGE: undefined }],
      ["MESSAGING_SANDBOX_PAGE=off", { ...env, MESSAGING_SANDBOX_PAGE: "off" }],
      ["a real SESSION_SECRET on a local run", { ...env, SESSION_SECRET: REAL_SECRET }],
      ["a deployment (real secret, no local marker), page flag left on", { ...env, LOCAL_DEVELOPMENT: undefined, SESSION_SECRET: REAL_SECRET, MESSAGING_SANDBOX_PAGE: "on" }],
    ] as [string, Env][]) {
      const res = await callWorker(e, path);
      expect(res.status, setting).toBe(404);
      const html = await res.text();
      expect(html, setting).toContain("La página que buscas no existe.");
      expect(html, setting).not.toContain("Mensajes de prueba");
      expect(html, setting).not.toContain("+5491155550901");
      expect(html, setting).not.toMatch(/es su código para iniciar sesión/);
    }
  });
});

describe("real providers, chosen per branch (MESSAGING_PROVIDERS)", () => {
  it("Twilio for the Pizzería: the SMS goes to Twilio's API (not the sandbox) and its code signs in; the Café keeps the default sandbox", async () => {
    const sent = stubProviders();
    const d = dinerOn(PIZZERIA_ON_TWILIO);
    const asked = await d.askCode(PALERMO, "11 5555-0902", "sms");
    expect(asked.status).toBe(302);
    expect(sent).toHaveLength(1);
    expect(sent[0].url).toBe("https://api.twilio.com/2010-04-01/Accounts/AC0123456789/Messages.json");
    expect(sent[0].headers.get("Authorization")).toBe(`Basic ${btoa("AC0123456789:twilio-secret")}`);
    const form = new URLSearchParams(sent[0].body);
    expect(form.get("To")).toBe("+5491155550902");
    expect(form.get("From")).toBe("+15005550006");
    const code = /\b(\d{6})\b/.exec(form.get("Body") ?? "")?.[1];
    expect(form.get("Body")).toMatch(/^\d{6} es su código para iniciar sesión en /);
    expect(await sandboxRowsOf("+5491155550902")).toBe(0);

    const step2 = await (await d.go(`${PALERMO}?login=1`)).text();
    expect(step2).toContain("Le enviamos un código de 6 dígitos por SMS al +54 9 11 5555 0902.");
    expect((await d.enterCode(PALERMO, code!)).status).toBe(302);
    expect(await (await d.go(`${PALERMO}?menu=1`)).text()).toContain("Inicio de sesión con éxito");

    // Another branch of the same company has no entry: the default (the sandbox) sends.
    const cafe = dinerOn(PIZZERIA_ON_TWILIO);
    expect((await cafe.askCode(CAFE, "11 5555-0903", "whatsapp")).status).toBe(302);
    expect(sent).toHaveLength(1);
    expect(await sandboxRowsOf("+5491155550903")).toBe(1);
  });

  it("WhatsApp Cloud for the Pizzería: the approved template carries the code", async () => {
    const sent = stubProviders({ status: 200 });
    const d = dinerOn(PIZZERIA_ON_WHATSAPP_CLOUD);
    expect((await d.askCode(PALERMO, "11 5555-0904", "whatsapp")).status).toBe(302);
    expect(sent).toHaveLength(1);
    expect(sent[0].url).toBe("https://graph.facebook.com/v21.0/1098765/messages");
    expect(sent[0].headers.get("Authorization")).toBe("Bearer meta-token");
    const body = JSON.parse(sent[0].body);
    expect(body).toMatchObject({ messaging_product: "whatsapp", to: "5491155550904", type: "template", template: { name: "codigo_sabores", language: { code: "es" } } });
    const code = body.template.components[0].parameters[0].text;
    expect(code).toMatch(/^\d{6}$/);
    expect((await d.enterCode(PALERMO, code)).status).toBe(302);
    expect(await (await d.go(`${PALERMO}?menu=1`)).text()).toContain("Cerrar sesión");
  });

  it("a channel the branch's provider cannot deliver: 'Este medio no está disponible…', nothing stored or sent", async () => {
    const sent = stubProviders();
    for (const [e, channel, phone] of [
      [PIZZERIA_ON_TWILIO, "whatsapp", "11 5555-0905"], // Twilio without a WhatsApp sender
      [PIZZERIA_ON_WHATSAPP_CLOUD, "sms", "11 5555-0906"], // WhatsApp Cloud is WhatsApp only
    ] as [Env, string, string][]) {
      const res = await dinerOn(e).askCode(PALERMO, phone, channel);
      expect(res.status, channel).toBe(400);
      const html = await res.text();
      expect(html).toContain("Este medio no está disponible. Elija otro para recibir el código.");
      expect(html).not.toContain("Código de 6 dígitos");
      const e164 = `+54911${phone.replace(/\D/g, "").slice(-8)}`;
      expect(await codesOf(e164)).toBe(0);
      expect(await sandboxRowsOf(e164)).toBe(0);
    }
    expect(sent).toHaveLength(0);
    // The JSON sign-in says the same.
    const api = await callWorker(PIZZERIA_ON_TWILIO, "/api/sign-in/code", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ branchId: I.branches.pizzeria, phone: "1155550905", channel: "whatsapp" }),
    });
    expect(api.status).toBe(400);
    expect(await api.json()).toEqual({ error: { status: 400, message: "Este medio no está disponible. Elija otro para recibir el código." } });
  });

  it("the provider fails (HTTP 500 or no connection): 'Error iniciando sesión', the phone and the cart kept, no code left; a retry sends", async () => {
    for (const failure of [{ status: 500 }, "network-error"] as const) {
      vi.restoreAllMocks();
      stubProviders(failure);
      const d = dinerOn(PIZZERIA_ON_TWILIO);
      const added = await d.post(`${PALERMO}/pizzas/napolitana`, { quantity: "1", volver: "categoria" });
      expect(added.status).toBe(302);
      const res = await d.askCode(PALERMO, "11 5555-0907", "sms");
      expect(res.status, String(failure)).toBe(400);
      const html = await res.text();
      expect(html).toContain("Error iniciando sesión");
      expect(html).toContain('value="11 5555-0907"'); // the typed phone stays in the form
      expect(html).not.toContain("Código de 6 dígitos"); // no code step for a code never delivered
      expect(await codesOf("+5491155550907")).toBe(0);
      // Nothing else of the diner's is lost: the cart is intact.
      const cart = await (await d.go("/menu/pizzeria-palermo/preview")).text();
      expect(cart).toContain("Napolitana");
    }
    // The provider is back: the same phone gets its code.
    vi.restoreAllMocks();
    const sent = stubProviders();
    expect((await dinerOn(PIZZERIA_ON_TWILIO).askCode(PALERMO, "11 5555-0907", "sms")).status).toBe(302);
    expect(sent).toHaveLength(1);
    expect(await codesOf("+5491155550907")).toBe(1);
  });
});
