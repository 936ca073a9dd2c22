// The rider's lists (logistics.md §2 Shipments list, §7 GET /api/shipments and
// /api/shipmentstacks, §8, §9): a 403 on the list says 'No tienes permisos para ver los
// envíos'; the 3-day look-back keeps a 4-day-old waiting shipment out of the page and the
// call, while a 2-day-old one is there.
import { SELF, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { shiftCookieHeader } from "~/http/staff-auth.server";
import { BASE } from "./api-helpers";
import { LUCAS, MARTIN, PALERMO, acceptedDelivery, call, knownDevice, clearWaiting, riderToken } from "./shipments-helpers";

const NO_PERMISSION = "No tienes permisos para ver los envíos";
const DAY = 86_400_000;

describe("§8 'No tienes permisos para ver los envíos': the 403 of the shipment lists", () => {
  it("GET /api/shipments and /api/shipmentstacks without a token, with another location's, another tenant's or a picker's", async () => {
    const martin = await riderToken(MARTIN);
    const picker = await call("PUT", "/api/picker/11151/updatewithcode", { active: true, securityCode: "7391", pickerUser: { branchContact: { id: PALERMO } }, deviceToken: await knownDevice(11151) });
    expect(picker.status).toBe(200);
    const refusals: [string, string | undefined][] = [
      [`/api/shipments?branchContactId=${PALERMO}`, undefined],
      [`/api/shipments?branchContactId=${PALERMO}`, "not-a-token"],
      [`/api/shipments?branchContactId=${PALERMO}`, picker.body.token],
      ["/api/shipments?branchContactId=112", martin], // Belgrano, same tenant
      ["/api/shipments?branchContactId=211", martin], // the second tenant
      ["/api/shipmentstacks", undefined],
      ["/api/shipmentstacks?branchContactId=112", martin],
    ];
    for (const [path, token] of refusals) {
      const r = await call("GET", path, undefined, token);
      expect(r.status, path).toBe(403);
      expect(r.body).toEqual({ error: { status: 403, message: NO_PERMISSION } });
    }
    // The rider of the location is let in.
    expect((await call("GET", `/api/shipments?branchContactId=${PALERMO}`, undefined, martin)).status).toBe(200);
    expect((await call("GET", "/api/shipmentstacks", undefined, martin)).status).toBe(200);
  });
});

describe("§9 shipment look-back: 3 days", () => {
  it("a 4-day-old waiting shipment is neither on the list page nor in GET /api/shipments; a 2-day-old one is on both", async () => {
    await clearWaiting();
    const now = new Date(env.FIXED_NOW!).getTime();
    const old = await acceptedDelivery("look-back-4-days");
    await env.DB.prepare("UPDATE shipments SET created_at = ?1, updated_at = ?1 WHERE id = ?2").bind(now - 4 * DAY, old.shipment.id).run();
    const recent = await acceptedDelivery("look-back-2-days");
    await env.DB.prepare("UPDATE shipments SET created_at = ?1, updated_at = ?1 WHERE id = ?2").bind(now - 2 * DAY, recent.shipment.id).run();
    // Both are waiting, on their own (the old one was out of the 10-minute stacking window).
    for (const s of [old.shipment, recent.shipment]) {
      expect(await env.DB.prepare("SELECT status, stack_id FROM shipments WHERE id = ?").bind(s.id).first()).toEqual({ status: "LOOKING_FOR_DRIVER", stack_id: null });
    }

    const token = await riderToken(LUCAS);
    const api = await call("GET", `/api/shipments?branchContactId=${PALERMO}&status=LOOKING_FOR_DRIVER&providerName=OWN_FLEET`, undefined, token);
    expect(api.status).toBe(200);
    const ids = api.body.shipments.map((s: { id: number }) => s.id);
    expect(ids).toContain(recent.shipment.id);
    expect(ids).not.toContain(old.shipment.id);
    // An explicit startDate further back reaches it: the default is what leaves it out.
    const wider = await call("GET", `/api/shipments?branchContactId=${PALERMO}&startDate=${now - 5 * DAY}`, undefined, token);
    expect(wider.body.shipments.map((s: { id: number }) => s.id)).toContain(old.shipment.id);

    const cookie = (await shiftCookieHeader(env, new Request(BASE), "rider", token)).split(";")[0]!;
    const page = await SELF.fetch(`${BASE}/logistics/pizzeria-palermo/shipments`, { headers: { Cookie: cookie }, redirect: "manual" });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`Pedido ${recent.code}`);
    expect(html).not.toContain(`Pedido ${old.code}`);
    expect(html).not.toContain(old.code);
  });
});
