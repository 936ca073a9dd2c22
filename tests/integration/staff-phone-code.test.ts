// The location's code once was the only proof of who someone is: anyone with it started a
// colleague's shift (inheriting their shipment and the customer's details) from any device.
// The code proves that someone works at the location; the person is proved by their phone:
// registering, or starting a shift from a device the server has not seen for that person,
// takes the one-time code sent to that phone; the device is then remembered (a long-lived
// httpOnly cookie) and a normal shift start stays phone + security code.
import { SELF, env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { providerOf } from "~/data/messaging/registry.server";
import { sendOneTimeCode } from "~/services/sign-in/sign-in.server";
import { deviceCookieHeader } from "~/http/staff-auth.server";
import { BASE } from "./api-helpers";
import { LUCAS, MARTIN, PALERMO, call, knownDevice, phoneCodeSentTo } from "./shipments-helpers";

const SHIFT = "/logistics/pizzeria-palermo/rider";
const SENT_TO_MARTIN = "Te enviamos un código de 6 dígitos por WhatsApp al +54 9 11 6000 0001. Ingrésalo para iniciar turno en este dispositivo.";
const martinStart = (extra: Record<string, unknown> = {}, client = "stranger-phone") =>
  SELF.fetch(`${BASE}/api/rider/${MARTIN}/updatewithcode`, {
    method: "PUT",
    headers: { "Content-Type": "application/json", "X-Test-Client": client },
    body: JSON.stringify({ active: true, securityCode: "4826", riderUser: { branchContact: { id: PALERMO } }, ...extra }),
  }).then(async (r) => ({ status: r.status, cookies: r.headers.getSetCookie(), body: (await r.json()) as any }));
const stateOf = async (id: number) => (await env.DB.prepare("SELECT active, name FROM staff WHERE id = ?").bind(id).first<{ active: number; name: string }>())!;
const messagesTo = async (phone: string) => Number(await env.DB.prepare("SELECT COUNT(*) AS n FROM sandbox_messages WHERE to_phone = ?").bind(phone).first("n"));

/** A browser without JavaScript: its cookie jar and plain form posts. */
function browser() {
  const jar = new Map<string, string>();
  const post = async (path: string, fields: Record<string, string>) => {
    const res = await SELF.fetch(`${BASE}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: [...jar.values()].join("; ") },
      body: new URLSearchParams(fields).toString(),
      redirect: "manual",
    });
    for (const c of res.headers.getSetCookie()) {
      const pair = c.split(";")[0]!;
      const name = pair.slice(0, pair.indexOf("="));
      if (/Max-Age=0/i.test(c)) jar.delete(name);
      else jar.set(name, pair);
    }
    const html = res.status >= 300 && res.status < 400 ? "" : await res.text();
    return { status: res.status, location: res.headers.get("Location"), html };
  };
  return { jar, post };
}

describe("someone with the location's code but not the phone", () => {
  it("cannot start Martín's shift from a new device through the JSON call: 428 asks for the phone's code, wrong codes are refused", async () => {
    const asked = await martinStart();
    expect(asked.status).toBe(428);
    expect(asked.body).toEqual({ error: { status: 428, message: SENT_TO_MARTIN, needsPhoneCode: true } });
    expect(asked.body.token).toBeUndefined();
    // The code went to Martín's phone, not to the caller.
    expect(await messagesTo("+5491160000001")).toBe(1);
    const guessed = await martinStart({ phoneCode: "000000" });
    expect(guessed.status).toBe(400);
    expect(guessed.body.error).toEqual({ status: 400, message: "El código no es correcto. Te quedan 4 intentos.", needsPhoneCode: true });
    // A device token the caller makes up is no device of Martín's.
    const forged = await martinStart({ deviceToken: "A".repeat(43) });
    expect(forged.status).toBe(428);
    // Lucas's own device is Lucas's, not Martín's.
    expect((await martinStart({ deviceToken: await knownDevice(LUCAS) })).status).toBe(428);
    expect((await stateOf(MARTIN)).active).toBe(0);
  });

  it("cannot start it on the shift page either: after the security code, the page asks for the code sent to Martín's phone", async () => {
    const stranger = browser();
    const first = await stranger.post(`${SHIFT}/logIn?phone=%2B5491160000001`, { phone: "+5491160000001", securityCode: "4826" });
    expect(first.status).toBe(200);
    expect(first.html).toContain("Te enviamos un código de 6 dígitos por WhatsApp al +54 9 11 6000 0001.");
    expect(first.html).toContain("Código recibido");
    expect(first.html).not.toContain("4826");
    const wrong = await stranger.post(`${SHIFT}/logIn?phone=%2B5491160000001`, { intent: "phoneCode", phoneCode: "123456" });
    expect(wrong.status).toBe(400);
    expect(wrong.html).toContain("El código no es correcto. Te quedan 4 intentos.");
    expect((await stateOf(MARTIN)).active).toBe(0);
    // Without the first step's cookie the code step leads nowhere.
    const skipped = await browser().post(`${SHIFT}/logIn?phone=%2B5491160000001`, { intent: "phoneCode", phoneCode: await phoneCodeSentTo("+5491160000001") });
    expect(skipped.status).toBe(400);
    expect(skipped.html).toContain("El código venció o se agotaron los intentos. Pide un código nuevo.");
    expect((await stateOf(MARTIN)).active).toBe(0);
  });

  it("cannot register Martín's phone: under another name it is refused (403), under his name it needs his phone's code", async () => {
    const renamed = await call("POST", "/api/rider/createwithcode", { name: "Estafador", phone: "11 6000-0001", securityCode: "4826", riderUser: { branchContact: { id: PALERMO } } });
    expect(renamed.status).toBe(403);
    const same = await call("POST", "/api/rider/createwithcode", { name: "Martín Gómez", phone: "11 6000-0001", securityCode: "4826", riderUser: { branchContact: { id: PALERMO } } });
    expect(same.status).toBe(428);
    expect(same.body.error.needsPhoneCode).toBe(true);
    // The register page: the same step, and a wrong code registers nobody new.
    const page = browser();
    const first = await page.post(`${SHIFT}/register?phone=%2B5491160000088`, { phone: "1160000088", phoneConfirmation: "1160000088", name: "Nadie", securityCode: "4826" });
    expect(first.status).toBe(200);
    expect(first.html).toContain("Te enviamos un código de 6 dígitos por WhatsApp al +54 9 11 6000 0088.");
    expect((await page.post(`${SHIFT}/register?phone=%2B5491160000088`, { intent: "phoneCode", phoneCode: "999999" })).status).toBe(400);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM staff WHERE phone = '+5491160000088'").first("n")).toBe(0);
    expect((await stateOf(MARTIN)).name).toBe("Martín Gómez");
  });

  it("a code sent to Martín's phone for the diners' sign-in or the shop's console does not start his shift (codes never cross purposes)", async () => {
    // Earlier tests of this file sent codes to Martín's phone: its hourly send limit starts over.
    await env.DB.prepare("DELETE FROM attempt_locks WHERE key LIKE '%sign-in-send:+5491160000001'").run();
    expect((await martinStart({}, "cross-purpose")).status).toBe(428);
    const staffCode = await phoneCodeSentTo("+5491160000001");
    const companyId = Number(await env.DB.prepare("SELECT company_id FROM staff WHERE id = ?").bind(MARTIN).first("company_id"));
    // The sandbox provider, which the location's code went through (what /dev/mensajes lists).
    const provider = providerOf(env, undefined);
    const other: string[] = [];
    for (const owner of [{ companyId, purpose: "diner" as const }, { companyId: 0, purpose: "console" as const }]) {
      const sent = await sendOneTimeCode(env, { request: new Request(BASE), now: new Date(), owner: { ...owner, phone: "+5491160000001" }, channel: provider.channels[0]!, provider, senderName: "Prueba" });
      expect(sent.ok).toBe(true);
      const code = await phoneCodeSentTo("+5491160000001");
      if (code !== staffCode) other.push(code);
    }
    for (const code of other) {
      const tried = await martinStart({ phoneCode: code }, "cross-purpose");
      expect(tried.status).toBe(400);
      expect(tried.body.error.needsPhoneCode).toBe(true);
    }
    expect((await stateOf(MARTIN)).active).toBe(0);
    // The staff code itself still opens the shift: the other sends did not replace it.
    expect((await martinStart({ phoneCode: staffCode }, "cross-purpose")).status).toBe(200);
  });

  it("wrong codes typed for Martín from his restaurant's address lock the guesser, not Martín's known device", async () => {
    const device = await knownDevice(MARTIN);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await martinStart({ securityCode: String(5000 + i) }, "restaurant-wifi")).status);
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    const own = await martinStart({ deviceToken: device }, "restaurant-wifi");
    expect(own.status, JSON.stringify(own.body)).toBe(200);
  });
});

describe("the person with their phone", () => {
  // The attacks above asked five codes for Martín's phone this hour (the limit): a new hour.
  beforeEach(async () => {
    await env.DB.prepare("DELETE FROM attempt_locks WHERE key = 'staff:sign-in-send:+5491160000001'").run();
  });

  it("shift page: a new device takes the phone's code once; the remembered device starts the next shift with phone + security code", async () => {
    const martin = browser();
    const path = `${SHIFT}/logIn?phone=%2B5491160000001`;
    const first = await martin.post(path, { phone: "+5491160000001", securityCode: "4826" });
    expect(first.status).toBe(200);
    // 'Enviar un código nuevo' sends another one; the newest is the one that counts.
    const again = await martin.post(path, { intent: "resend" });
    expect(again.status).toBe(200);
    expect(again.html).toContain("Te enviamos un código de 6 dígitos por WhatsApp al +54 9 11 6000 0001.");
    const done = await martin.post(path, { intent: "phoneCode", phoneCode: await phoneCodeSentTo("+5491160000001") });
    expect(done.status).toBe(302);
    expect(done.location).toBe("/logistics/pizzeria-palermo/shipments");
    expect(martin.jar.has("__sabores_staff_device")).toBe(true);
    expect(martin.jar.has("__sabores_staff_pending")).toBe(false);
    expect((await stateOf(MARTIN)).active).toBe(1);

    // He ends his shift (his own cookie) and starts the next one: phone + security code only.
    expect((await martin.post(`${SHIFT}/logOut?phone=%2B5491160000001`, { phone: "+5491160000001", securityCode: "4826" })).location).toBe(`${SHIFT}/success`);
    const sent = await messagesTo("+5491160000001");
    const next = await martin.post(path, { phone: "+5491160000001", securityCode: "4826" });
    expect(next.status).toBe(302);
    expect(next.location).toBe("/logistics/pizzeria-palermo/shipments");
    expect(await messagesTo("+5491160000001")).toBe(sent);
  });

  it("JSON calls: 428, then the same body with phoneCode gives the shift and a deviceToken (also as the httpOnly cookie); with it the next start needs no code", async () => {
    const asked = await martinStart({}, "martins-app");
    expect(asked.status).toBe(428);
    const proved = await martinStart({ phoneCode: await phoneCodeSentTo("+5491160000001") }, "martins-app");
    expect(proved.status, JSON.stringify(proved.body)).toBe(200);
    expect(proved.body).toMatchObject({ name: "Martín Gómez", active: true });
    expect(proved.body.deviceToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookie = proved.cookies.find((c) => c.startsWith("__sabores_staff_device="));
    expect(cookie).toMatch(/HttpOnly/i);
    // Stored as its SHA-256 only.
    const rows = await env.DB.prepare("SELECT token_hash FROM staff_devices WHERE staff_id = ?").bind(MARTIN).all<{ token_hash: string }>();
    expect(rows.results.map((r) => r.token_hash)).not.toContain(proved.body.deviceToken);
    // Next start, by the body's deviceToken or by the cookie: no code asked.
    const byToken = await martinStart({ deviceToken: proved.body.deviceToken }, "martins-app");
    expect(byToken.status).toBe(200);
    const byCookie = await SELF.fetch(`${BASE}/api/rider/${MARTIN}/updatewithcode`, {
      method: "PUT",
      headers: { "Content-Type": "application/json", Cookie: (await deviceCookieHeader(env, new Request(BASE), proved.body.deviceToken)).split(";")[0]! },
      body: JSON.stringify({ active: true, securityCode: "4826", riderUser: { branchContact: { id: PALERMO } } }),
    });
    expect(byCookie.status).toBe(200);
    // A wrong security code from the known device is still refused.
    expect((await martinStart({ deviceToken: proved.body.deviceToken, securityCode: "1111" }, "martins-app")).status).toBe(400);
  });
});
