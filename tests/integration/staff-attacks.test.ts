// The logistics side attacked from outside, as a stranger would: each test repeats one
// attack that once got in, and now must not. Staff codes, colleagues' shifts and delivery
// keys have their own files (staff-code-guessing, staff-own-session, delivery-key-attacks);
// these are the smaller leaks: the staff directory, the not-found page's text, caching of
// staff pages and the Retry-After of every 429.
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { BASE } from "./api-helpers";
import { MARTIN, PALERMO, riderToken, shiftCookie } from "./shipments-helpers";
import { diner, requestCode } from "./sign-in-helpers";

const TOO_MANY = "Demasiados intentos. Espere unos minutos y vuelva a intentarlo.";

describe("GET /api/{role}/bc/phone, the staff directory", () => {
  it("counts like the other phone lookups: 20 a minute per client, then 429 with Retry-After", async () => {
    const client = `directory-${crypto.randomUUID()}`;
    for (let i = 0; i < 20; i++) {
      const res = await SELF.fetch(`${BASE}/api/rider/bc/phone?branchContactId=${PALERMO}&phone=11600001${String(i).padStart(2, "0")}`, { headers: { "X-Test-Client": client } });
      expect(res.status).not.toBe(429);
      await res.arrayBuffer();
    }
    const refused = await SELF.fetch(`${BASE}/api/picker/bc/phone?branchContactId=${PALERMO}&phone=1160000001`, { headers: { "X-Test-Client": client } });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ error: { status: 429, message: TOO_MANY } });
  });
});

describe("/404?message=", () => {
  it("shows the spec's 'Acceso denegado o link expirado' and nothing a link makes up", async () => {
    const known = await SELF.fetch(`${BASE}/404?message=${encodeURIComponent("Acceso denegado o link expirado")}`);
    expect(known.status).toBe(404);
    expect(await known.text()).toContain("Acceso denegado o link expirado");
    const madeUp = "Su cuenta fue suspendida. Llame al 0800-ESTAFA";
    const forged = await SELF.fetch(`${BASE}/404?message=${encodeURIComponent(madeUp)}`);
    expect(forged.status).toBe(404);
    const html = await forged.text();
    expect(html).not.toContain("0800-ESTAFA");
    expect(html).toContain("La página que buscas no existe o ya no está disponible.");
  });
});

describe("caching of staff pages and Retry-After of every 429", () => {
  it("the rider's shipments page (customers' data) is private, no-store", async () => {
    const cookie = await shiftCookie("rider", await riderToken(MARTIN));
    const res = await SELF.fetch(`${BASE}/logistics/pizzeria-palermo/shipments`, { headers: { Cookie: cookie }, redirect: "manual" });
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const picker = await SELF.fetch(`${BASE}/picker/pizzeria-palermo/entregas`, { redirect: "manual" });
    expect(picker.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("the diner sign-in's 429 (sixth code asked for one phone) says Retry-After", async () => {
    const d = diner();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await requestCode(d, "11 5555-0420")).status);
    expect(statuses).not.toContain(429);
    const refused = await requestCode(d, "11 5555-0420");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
  });
});
