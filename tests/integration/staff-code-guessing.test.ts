// The location's 4-digit staff code attacked from outside: rotating phones once tried the
// whole code space in minutes, and five wrong codes typed with a colleague's phone locked
// the colleague out. Each test repeats the attack. Wrong codes now count per client
// (X-Test-Client names it), per location (any phones: past 20 the code is blocked until a
// new one is set, and the location's phone is told) and per phone from that client only.
import { SELF, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { DEMO_IDS } from "~/data/demo/demo-tenant";
import { hashSecurityCode } from "~/data/staff/security-code.server";
import { setSecurityCodeHash } from "~/data/staff/staff.server";
import { BASE } from "./api-helpers";
import { knownDevice } from "./shipments-helpers";

const PALERMO = DEMO_IDS.branchContacts.palermo;
const TOO_MANY = "Demasiados intentos. Espera unos minutos y vuelve a intentarlo.";
const BLOCKED = "El código de seguridad de este local quedó bloqueado por demasiados intentos erróneos. Pide al encargado del local un código nuevo.";

async function call(method: string, path: string, body: unknown, client: string) {
  const res = await SELF.fetch(`${BASE}${path}`, { method, headers: { "Content-Type": "application/json", "X-Test-Client": client }, body: JSON.stringify(body) });
  return { status: res.status, retryAfter: res.headers.get("Retry-After"), body: (await res.json()) as any };
}

const register = (role: "rider" | "picker", phone: string, securityCode: string, client: string) =>
  call("POST", `/api/${role}/createwithcode`, { name: "Probando", phone, securityCode, [`${role}User`]: { branchContact: { id: PALERMO } } }, client);

describe("the location's staff code cannot be tried in full", () => {
  it("one client rotating phones: the tenth wrong code locks it, then even the right one is refused (429, Retry-After)", async () => {
    const client = "rotating-phones";
    for (let i = 0; i < 9; i++) {
      const r = await register("rider", `11600020${String(i).padStart(2, "0")}`, String(1000 + i), client);
      expect(r.status, `try ${i}`).toBe(400);
      expect(r.body.error.message).toBe("El código de seguridad es erróneo");
    }
    // The tenth wrong code locks the client.
    const tenth = await register("rider", "1160002009", "1009", client);
    expect(tenth.status).toBe(429);
    expect(tenth.body.error.message).toBe(TOO_MANY);
    const refused = await register("rider", "1160002099", "4826", client);
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe(TOO_MANY);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    // Another client is not affected: the right code passes (the phone's own code is asked next).
    expect((await register("rider", "1160002098", "4826", "someone-else")).status).toBe(428);
  });

  it("twenty wrong codes at a location from many clients and phones block its code until a new one is set; the location is told", async () => {
    for (let i = 0; i < 19; i++) {
      expect((await register("picker", `11700030${String(i).padStart(2, "0")}`, String(2000 + i), `botnet-${i}`)).status).toBe(400);
    }
    const twentieth = await register("picker", "1170003099", "2999", "botnet-19");
    expect(twentieth.status).toBe(423);
    expect(twentieth.body.error.message).toBe(BLOCKED);
    // The right code, from Sofía's own phone and a clean client, is no longer accepted.
    const sofia = await call("PUT", "/api/picker/11152/updatewithcode", { active: true, securityCode: "7391", pickerUser: { branchContact: { id: PALERMO } } }, "sofias-phone");
    expect(sofia.status).toBe(423);
    expect(sofia.body.error.message).toBe(BLOCKED);
    // The location's own phone got the news.
    const contact = await env.DB.prepare("SELECT whatsapp_phone, call_phone FROM branch_contacts WHERE id = ?").bind(PALERMO).first<{ whatsapp_phone: string | null; call_phone: string | null }>();
    const to = contact!.whatsapp_phone || contact!.call_phone;
    const sent = await env.DB.prepare("SELECT body FROM sandbox_messages WHERE to_phone = ? ORDER BY id DESC LIMIT 1").bind(to).first<{ body: string }>();
    expect(sent?.body).toContain("el código de seguridad de preparadores de");
    expect(sent?.body).toContain("quedó bloqueado tras demasiados intentos erróneos");
    // Riders' code at the same location still works (428: on to the phone's code).
    expect((await register("rider", "1160003000", "4826", "a-rider")).status).toBe(428);
    // The owner sets a new code: it works at once.
    await setSecurityCodeHash(env, { companyId: 1, branchContactId: PALERMO }, "picker", await hashSecurityCode("5150", undefined, 1000), Date.now());
    const after = await call("PUT", "/api/picker/11152/updatewithcode", { active: true, securityCode: "5150", pickerUser: { branchContact: { id: PALERMO } }, deviceToken: await knownDevice(11152) }, "sofias-phone");
    expect(after.status, JSON.stringify(after.body)).toBe(200);
  });
});

describe("a stranger's wrong codes lock the stranger, not the colleague", () => {
  it("five wrong codes with Martín's id from another client; Martín still starts his shift, the stranger is locked", async () => {
    const start = (code: string, client: string, deviceToken?: string) => call("PUT", "/api/rider/11101/updatewithcode", { active: true, securityCode: code, riderUser: { branchContact: { id: PALERMO } }, deviceToken }, client);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await start(String(3000 + i), "stranger")).status);
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    expect((await start("4826", "stranger")).status).toBe(429);
    const martin = await start("4826", "martins-phone", await knownDevice(11101));
    expect(martin.status).toBe(200);
    expect(martin.body).toMatchObject({ name: "Martín Gómez", active: true });
  });
});
