// Shifts through the JSON calls (logistics.md §4 Shift, §5, §7, §8):
// register / log in / log out with the location's code, the token in the answer, the
// 15-minute lock after five wrong codes (also when fired in parallel), whoami, and the
// 403 of a token at another location or another tenant.
import { SELF, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { DEMO_IDS } from "~/data/demo/demo-tenant";
import { requireStaff } from "~/http/staff-auth.server";
import { BASE } from "./api-helpers";
import { knownDevice, startWithPhoneCode } from "./shipments-helpers";

const PALERMO = DEMO_IDS.branchContacts.palermo;
const BELGRANO = DEMO_IDS.branchContacts.belgrano;
const OTRO = DEMO_IDS.branchContacts.otroLocal;

async function call(method: string, path: string, body?: unknown, token?: string, client?: string) {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (client) headers["X-Test-Client"] = client;
  const res = await SELF.fetch(`${BASE}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  expect(res.headers.get("Content-Type")).toContain("application/json");
  return { status: res.status, body: (await res.json()) as any };
}

const riderBody = (over: Record<string, unknown> = {}) => ({ name: "Nuevo Repartidor", phone: "11 6000-0099", securityCode: "4826", riderUser: { branchContact: { id: PALERMO } }, active: true, ...over });

describe("GET /api/{role}/bc/phone", () => {
  it("finds Martín by any writing of his phone, off shift at seed time", async () => {
    const { status, body } = await call("GET", `/api/rider/bc/phone?branchContactId=${PALERMO}&phone=${encodeURIComponent("+54 9 11 6000-0001")}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ name: "Martín Gómez", phone: "+5491160000001", active: false, riderUser: { branchContact: { id: PALERMO } } });
    const picker = await call("GET", `/api/picker/bc/phone?branchContactId=${PALERMO}&phone=1170000002`);
    expect(picker.body).toMatchObject({ name: "Sofía Díaz", active: false, pickerUser: { branchContact: { id: PALERMO } } });
  });

  it("404 when not registered (also at another location), 400 for an invalid phone", async () => {
    expect((await call("GET", `/api/rider/bc/phone?branchContactId=${PALERMO}&phone=1160000077`)).status).toBe(404);
    expect((await call("GET", `/api/rider/bc/phone?branchContactId=${BELGRANO}&phone=1160000001`)).status).toBe(404);
    expect((await call("GET", `/api/picker/bc/phone?branchContactId=${PALERMO}&phone=1160000001`)).status).toBe(404);
    const bad = await call("GET", `/api/rider/bc/phone?branchContactId=${PALERMO}&phone=123`);
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe("El número de teléfono es invalido");
    expect((await call("GET", `/api/chef/bc/phone?branchContactId=${PALERMO}&phone=1160000001`)).status).toBe(404);
  });
});

describe("POST /api/{role}/createwithcode and PUT /api/{role}/{id}/updatewithcode", () => {
  it("register starts a shift with a token; whoami answers; log out revokes it", async () => {
    const created = await startWithPhoneCode("POST", "/api/rider/createwithcode", riderBody(), "+5491160000099");
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ name: "Nuevo Repartidor", phone: "+5491160000099", active: true, riderUser: { branchContact: { id: PALERMO } } });
    const token = created.body.token as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    // 12 hours from the pinned clock.
    expect(created.body.shift.expiresAt - created.body.shift.startedAt).toBe(12 * 3600 * 1000);

    const who = await call("GET", "/api/whoami", undefined, token);
    expect(who.status).toBe(200);
    expect(who.body.whoAmI).toMatchObject({ role: "rider", riderId: created.body.id, name: "Nuevo Repartidor", branchContact: { id: PALERMO, alias: "pizzeria-palermo" }, profile: null });
    expect(created.body.profile).toBeUndefined();

    // The token is stored hashed, never as sent.
    const stored = await env.DB.prepare("SELECT token_hash FROM shift_tokens WHERE staff_id = ?").bind(created.body.id).all<{ token_hash: string }>();
    expect(stored.results.map((r) => r.token_hash)).not.toContain(token);

    const phoneNow = await call("GET", `/api/rider/bc/phone?branchContactId=${PALERMO}&phone=1160000099`);
    expect(phoneNow.body.active).toBe(true);

    const out = await call("PUT", `/api/rider/${created.body.id}/updatewithcode`, { active: false, securityCode: "4826", riderUser: { branchContact: { id: PALERMO } } }, token);
    expect(out.status).toBe(200);
    expect(out.body).toMatchObject({ active: false, token: null });
    const after = await call("GET", "/api/whoami", undefined, token);
    expect(after.status).toBe(403);
    expect(after.body.error.message).toBe("Acceso denegado o link expirado");
    const shift = await env.DB.prepare("SELECT started_at, ended_at FROM shifts WHERE staff_id = ?").bind(created.body.id).first<{ started_at: number; ended_at: number }>();
    expect(shift?.ended_at).toBeGreaterThanOrEqual(shift!.started_at);
  });

  it("log in of a seeded picker with 7391 gives a token for Palermo pickers only", async () => {
    const carla = await call("GET", `/api/picker/bc/phone?branchContactId=${PALERMO}&phone=1170000001`);
    const login = await call("PUT", `/api/picker/${carla.body.id}/updatewithcode`, { active: true, securityCode: "7391", pickerUser: { branchContact: { id: PALERMO } }, deviceToken: await knownDevice(carla.body.id) });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ name: "Carla Ruiz", active: true, pickerId: carla.body.id });
    // §3 Picker stored profile: id, name, phone, order list url (kept with the token).
    const profile = { id: carla.body.id, name: "Carla Ruiz", phone: "+5491170000001", orderListUrl: "/picker/pizzeria-palermo/pickerApp/list" };
    expect(login.body.profile).toEqual(profile);
    const token = login.body.token as string;
    expect((await call("GET", "/api/whoami", undefined, token)).body.whoAmI.profile).toEqual(profile);
    const req = (t: string) => new Request(`${BASE}/api/picker/current`, { headers: { Authorization: `Bearer ${t}` } });
    const me = await requireStaff(req(token), env, { role: "picker", companyId: 1, branchContactId: PALERMO, as: "api" });
    expect(me).toMatchObject({ role: "picker", name: "Carla Ruiz", phone: "+5491170000001", companyId: 1, branchContactId: PALERMO });
    // Another location of the tenant, the second tenant, and the other role: 403 JSON.
    for (const scope of [
      { role: "picker" as const, companyId: 1, branchContactId: BELGRANO },
      { role: "picker" as const, companyId: 2, branchContactId: OTRO },
      { role: "rider" as const, companyId: 1, branchContactId: PALERMO },
    ]) {
      const thrown = await requireStaff(req(token), env, { ...scope, as: "api" }).catch((e) => e);
      expect(thrown).toBeInstanceOf(Response);
      expect(thrown.status).toBe(403);
      expect((await thrown.json()).error.message).toBe("Acceso denegado o link expirado");
    }
    // Pages are redirected to the 404 page with the message.
    const page = await requireStaff(new Request(`${BASE}/picker/pizzeria-belgrano/pickerApp/list`), env, { role: "picker", companyId: 1, branchContactId: BELGRANO, as: "page" }).catch((e) => e);
    expect(page.status).toBe(302);
    expect(page.headers.get("Location")).toBe("/404?message=Acceso%20denegado%20o%20link%20expirado");
  });

  it("wrong code: 400 'El código de seguridad es erróneo'; missing fields and mismatched phone", async () => {
    const wrong = await call("POST", "/api/rider/createwithcode", riderBody({ phone: "1160000050", securityCode: "1111" }));
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe("El código de seguridad es erróneo");
    const empty = await call("POST", "/api/rider/createwithcode", riderBody({ name: "" }));
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe("Debe completar todos los campos para continuar");
    const bad = await call("POST", "/api/rider/createwithcode", riderBody({ phone: "12" }));
    expect(bad.body.error.message).toBe("El número de teléfono es invalido");
    // The rider code does not open the picker side.
    const crossRole = await call("POST", "/api/picker/createwithcode", { name: "X", phone: "1170000050", securityCode: "4826", pickerUser: { branchContact: { id: PALERMO } } });
    expect(crossRole.status).toBe(400);
    // Belgrano gives no code: nobody registers there.
    const noCode = await call("POST", "/api/rider/createwithcode", riderBody({ riderUser: { branchContact: { id: BELGRANO } } }));
    expect(noCode.body.error.message).toBe("El código de seguridad es erróneo");
  });

  it("five wrong codes lock the phone 15 minutes (429) from that client, even the right code", async () => {
    const body = (code: string) => riderBody({ phone: "1160000060", securityCode: code });
    const statuses: number[] = [];
    let last: any;
    for (let i = 0; i < 5; i++) {
      last = await call("POST", "/api/rider/createwithcode", body("000" + i), undefined, "five-wrong");
      statuses.push(last.status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    expect(last.body.error.message).toBe("Demasiados códigos erróneos para este teléfono. Podrás volver a intentarlo en 15 minutos.");
    const right = await call("POST", "/api/rider/createwithcode", body("4826"), undefined, "five-wrong");
    expect(right.status).toBe(429);
    // Another phone at the same location is not locked: its code is right (the phone's own code is asked next).
    expect((await call("POST", "/api/rider/createwithcode", riderBody({ phone: "1160000061" }), undefined, "five-wrong")).status).toBe(428);
  });

  it("20 parallel wrong codes: exactly five are compared (four 400, the rest 429)", async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => call("POST", "/api/picker/createwithcode", { name: "Par", phone: "1170000070", securityCode: String(1000 + i), pickerUser: { branchContact: { id: PALERMO } } }, undefined, "parallel")),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 400)).toHaveLength(4);
    expect(statuses.filter((s) => s === 429)).toHaveLength(16);
  });

  it("bad bodies get a Spanish 4xx", async () => {
    const notJson = await SELF.fetch(`${BASE}/api/rider/createwithcode`, { method: "POST", body: "{" });
    expect(notJson.status).toBe(400);
    expect((await call("PUT", `/api/rider/999999/updatewithcode`, { active: true, securityCode: "4826", riderUser: { branchContact: { id: PALERMO } } })).status).toBe(404);
    const noActive = await call("PUT", `/api/rider/1/updatewithcode`, { securityCode: "4826", riderUser: { branchContact: { id: PALERMO } } });
    expect(noActive.status).toBe(400);
    expect(noActive.body.error.message).toMatch(/active/);
    expect((await call("GET", "/api/whoami")).status).toBe(403);
    expect((await call("GET", "/api/whoami", undefined, "nope")).status).toBe(403);
    expect((await call("GET", "/api/rider/createwithcode")).status).toBe(405);
  });
});
