// logistics.md §8 failure messages, seen with D1 failing (tests/integration/failing-d1.ts):
// - 'Hubo un error, vuélvalo a intentar en unos minutos': the person's lookup, the create
//   (register) and the update (log in) of a shift fail — pages and §7 calls;
// - 'Hubo un error buscando los envíos, vuelva a intentarlo en unos minutos': the rider's
//   list cannot be read — page and GET /api/shipments;
// - 'Hubo un error pasando el envío de estado, vuelva a intentarlo en unos minutos' (the
//   spec's words, the rest ours): the step's write fails — page and PUT /api/shipments/{id}.
import { SELF, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { deviceCookieHeader, shiftCookieHeader } from "~/http/staff-auth.server";
import { BASE } from "./api-helpers";
import { withFailingD1 } from "./failing-d1";
import { MARTIN, PALERMO, acceptedDelivery, call, clearWaiting, currentShipment, knownDevice, phoneCodeSentTo, riderToken } from "./shipments-helpers";

const SHIFT = "/logistics/pizzeria-palermo/rider";
const LIST = "/logistics/pizzeria-palermo/shipments";
const TRY_LATER = "Hubo un error, vuélvalo a intentar en unos minutos";

// The statements each failure breaks (everything else, the alias and the token, still works).
const STAFF_LOOKUP = /FROM staff WHERE company_id = \? AND branch_contact_id = \? AND role = \? AND phone = \?/;
const SHIFT_WRITE = /INSERT INTO shift_tokens/;
const LIST_READ = /"shipments"\."created_at" >=/;
const SHIPMENT_WRITE = /UPDATE shipments SET status/;

const form = (fields: Record<string, string>, cookie?: string): RequestInit => ({
  method: "POST",
  headers: { "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) },
  body: new URLSearchParams(fields).toString(),
});
const jsonBody = (method: string, body: unknown, token?: string): RequestInit => ({
  method,
  headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  body: JSON.stringify(body),
});
const decode = (html: string) => html.replaceAll("&#x27;", "'").replaceAll("&quot;", '"');

describe("'Hubo un error, vuélvalo a intentar en unos minutos'", () => {
  it("the person's lookup fails: the phone intake page, the log in page and GET /api/rider/bc/phone", async () => {
    const intake = await withFailingD1(STAFF_LOOKUP, `${SHIFT}/phoneIntake`, form({ phone: "1160000001" }));
    expect(intake.status).toBe(503);
    expect(await intake.text()).toContain(TRY_LATER);
    const login = await withFailingD1(STAFF_LOOKUP, `${SHIFT}/logIn?phone=%2B5491160000001`, form({ phone: "+5491160000001", securityCode: "4826" }));
    expect(login.status).toBe(503);
    expect(await login.text()).toContain(TRY_LATER);
    const api = await withFailingD1(STAFF_LOOKUP, `/api/rider/bc/phone?branchContactId=${PALERMO}&phone=1160000001`);
    expect(api.status).toBe(500);
    expect(await api.json()).toEqual({ error: { status: 500, message: TRY_LATER } });
  });

  it("the create fails: the register page and POST /api/rider/createwithcode; nobody is on shift", async () => {
    const fields = { phone: "1160000081", phoneConfirmation: "1160000081", name: "Rider Sin Suerte", securityCode: "4826" };
    // The security code is right; the phone's code step is where the shift is written.
    const first = await SELF.fetch(`${BASE}${SHIFT}/register`, { ...form(fields), redirect: "manual" });
    expect(first.status).toBe(200);
    const pending = first.headers.getSetCookie().find((c) => c.startsWith("__sabores_staff_pending="))!.split(";")[0]!;
    const page = await withFailingD1(SHIFT_WRITE, `${SHIFT}/register`, form({ intent: "phoneCode", phoneCode: await phoneCodeSentTo("+5491160000081") }, pending));
    expect(page.status).toBe(500);
    const html = await page.text();
    expect(html).toContain(TRY_LATER);
    expect(html).toContain('value="Rider Sin Suerte"'); // the form keeps what was typed
    const body = { name: "Rider Sin Suerte", phone: "1160000081", securityCode: "4826", riderUser: { branchContact: { id: PALERMO } }, active: true };
    expect((await call("POST", "/api/rider/createwithcode", body)).status).toBe(428);
    const api = await withFailingD1(SHIFT_WRITE, "/api/rider/createwithcode", jsonBody("POST", { ...body, phoneCode: await phoneCodeSentTo("+5491160000081") }));
    expect(api.status).toBe(500);
    expect(((await api.json()) as any).error.message).toBe(TRY_LATER);
    // One batch: the person was not left on shift without a token.
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM staff WHERE phone = '+5491160000081'").first("n")).toBe(0);
  });

  it("the update fails: the log in page and PUT /api/rider/{id}/updatewithcode (from Martín's known device)", async () => {
    const device = await knownDevice(MARTIN);
    const cookie = (await deviceCookieHeader(env, new Request(BASE), device)).split(";")[0]!;
    const page = await withFailingD1(SHIFT_WRITE, `${SHIFT}/logIn?phone=%2B5491160000001`, form({ phone: "+5491160000001", securityCode: "4826" }, cookie));
    expect(page.status).toBe(500);
    expect(await page.text()).toContain(TRY_LATER);
    const api = await withFailingD1(SHIFT_WRITE, `/api/rider/${MARTIN}/updatewithcode`, jsonBody("PUT", { active: true, securityCode: "4826", riderUser: { branchContact: { id: PALERMO } }, deviceToken: device }));
    expect(api.status).toBe(500);
    expect(((await api.json()) as any).error.message).toBe(TRY_LATER);
    expect(await env.DB.prepare("SELECT active FROM staff WHERE id = ?").bind(MARTIN).first("active")).toBe(0);
  });
});

describe("'Hubo un error buscando los envíos, vuelva a intentarlo en unos minutos'", () => {
  it("the rider's list cannot be read: the list page says so (no empty-list text), GET /api/shipments answers 503 with it", async () => {
    await clearWaiting();
    await acceptedDelivery("failures-list-1");
    const token = await riderToken(MARTIN);
    const cookie = (await shiftCookieHeader(env, new Request("https://example.com/"), "rider", token)).split(";")[0]!;
    const page = await withFailingD1(LIST_READ, LIST, { headers: { Cookie: cookie } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Hubo un error buscando los envíos, vuelva a intentarlo en unos minutos");
    expect(html).not.toContain("No hay envíos para tomar");
    const api = await withFailingD1(LIST_READ, `/api/shipments?branchContactId=${PALERMO}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(api.status).toBe(503);
    expect(await api.json()).toEqual({ error: { status: 503, message: "Hubo un error buscando los envíos, vuelva a intentarlo en unos minutos" } });
  });
});

describe("'Hubo un error pasando el envío de estado…'", () => {
  it("the step's write fails: the detail page and PUT /api/shipments/{id} say so; the shipment did not move and can be taken after", async () => {
    await clearWaiting();
    const { shipment, order } = await acceptedDelivery("failures-advance-1");
    const token = await riderToken(MARTIN);
    const cookie = (await shiftCookieHeader(env, new Request("https://example.com/"), "rider", token)).split(";")[0]!;
    const path = `${LIST}/simple/${shipment.id}`;
    const page = await withFailingD1(SHIPMENT_WRITE, path, form({ intent: "advance", from: "LOOKING_FOR_DRIVER", slider: "100" }, cookie));
    expect(page.status).toBe(503);
    expect(decode(await page.text())).toContain("Hubo un error pasando el envío de estado, vuelva a intentarlo en unos minutos");
    const api = await withFailingD1(SHIPMENT_WRITE, `/api/shipments/${shipment.id}`, jsonBody("PUT", { status: "ON_ROUTE_TO_PICK_UP" }, token));
    expect(api.status).toBe(503);
    expect(((await api.json()) as any).error.message).toBe("Hubo un error pasando el envío de estado, vuelva a intentarlo en unos minutos");
    expect((await currentShipment(order.id)).status).toBe("LOOKING_FOR_DRIVER");
    // Storage back: the same step works.
    const again = await withFailingD1(/^$/, `/api/shipments/${shipment.id}`, jsonBody("PUT", { status: "ON_ROUTE_TO_PICK_UP" }, token));
    expect(again.status).toBe(200);
    // Hand it back to the fleet for the other tests of this file.
    expect((await withFailingD1(/^$/, `/api/shipments/${shipment.id}/cancel`, jsonBody("POST", {}, token))).status).toBe(200);
  });
});
