// storefront.md §3 Ordering customer / Customer orders, §4 lookup failure, §5
// Phone sign-in, §6 logged-in diner, §7 orderingcustomer and orders calls,
// against the seeded demo tenant (demo-tenant.md: Lucía +54 9 11 5555-0001).
import { SELF, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { DEMO_IDS } from "~/data/demo/demo-tenant";
import { BASE, getJson } from "./api-helpers";
import { phoneBearerToken } from "~/http/verified-phone.server";
import { diner, enterCode, lastCodeSentTo, requestCode, verifiedCookie } from "./sign-in-helpers";

const I = DEMO_IDS;
const LUCIA = "%2B5491155550001";

async function signIn(phone: string, country = "ar") {
  const body = new URLSearchParams({ intent: "login", phone, country, returnTo: "/menu/pizzeria-palermo/delivery" });
  return SELF.fetch(`${BASE}/menu/pizzeria-palermo/delivery?login=1`, {
    method: "POST",
    body,
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    redirect: "manual",
  });
}
const cookieOf = (res: Response) => (res.headers.get("Set-Cookie") ?? "").split(";")[0];

// These calls answer only the caller's verified phone (signed in with the code).
const cookies = new Map<string, string>();
async function as(phone: string): Promise<RequestInit> {
  if (!cookies.has(phone)) cookies.set(phone, await verifiedCookie(phone, `+54911${phone.slice(-8)}`));
  return { headers: { Cookie: cookies.get(phone)! } };
}

describe("GET /api/orderingcustomer/{phone}?branchId", () => {
  it("Lucía: name, 3.200 points, opted in", async () => {
    const { status, body } = await getJson(`/api/orderingcustomer/${LUCIA}?branchId=${I.branches.pizzeria}`, await as("1155550001"));
    expect(status).toBe(200);
    expect(body).toMatchObject({ name: "Lucía Fernández", phone: "+5491155550001", optIn: true, loyaltyPointsBalance: 3200, status: "success" });
    expect(body.addressesRegistered).toEqual([]);
  });

  it("a national number reads in the branch's country", async () => {
    const { body } = await getJson(`/api/orderingcustomer/1155550001?branchId=${I.branches.pizzeria}`, await as("1155550001"));
    expect(body.name).toBe("Lucía Fernández");
  });

  it("an unknown phone → opted out with no addresses (§4)", async () => {
    const { status, body } = await getJson(`/api/orderingcustomer/%2B5491155559999?branchId=${I.branches.pizzeria}`, await as("1155559999"));
    expect(status).toBe(200);
    expect(body).toMatchObject({ optIn: false, addressesRegistered: [], name: "", loyaltyPointsBalance: 0, status: "empty" });
  });

  it("another tenant's branch never sees Lucía", async () => {
    const { body } = await getJson(`/api/orderingcustomer/${LUCIA}?branchId=${I.branches.otro}`, await as("1155550001"));
    expect(body.name).toBe("");
    expect(body.loyaltyPointsBalance).toBe(0);
  });

  it("bad phone → 400; unknown branch → 404", async () => {
    expect((await getJson(`/api/orderingcustomer/abc?branchId=${I.branches.pizzeria}`, await as("1155550001"))).status).toBe(400);
    expect((await getJson(`/api/orderingcustomer/${LUCIA}?branchId=999999`, await as("1155550001"))).status).toBe(404);
  });
});

describe("GET /api/orders?phone&branchContactId&offset", () => {
  it("Lucía's orders at Palermo: her delivered order", async () => {
    const { status, body } = await getJson(`/api/orders?phone=${LUCIA}&branchContactId=${I.branchContacts.palermo}&offset=0`, await as("1155550001"));
    expect(status).toBe(200);
    const codes = body.dinerOrders.orders.map((o: any) => o.code);
    expect(codes).toContain("SABDEM01");
    const o = body.dinerOrders.orders.find((x: any) => x.code === "SABDEM01");
    expect(o).toMatchObject({ status: "DELIVERED", total: 18050, inProgress: false, followUpPath: "/menu/pizzeria-palermo/order/SABDEM01" });
  });

  it("none at Belgrano; another tenant's contact id lists nothing of Sabores", async () => {
    const bel = await getJson(`/api/orders?phone=${LUCIA}&branchContactId=${I.branchContacts.belgrano}`, await as("1155550001"));
    expect(bel.body.dinerOrders.orders).toEqual([]);
    const otro = await getJson(`/api/orders?phone=${LUCIA}&branchContactId=${I.branchContacts.otroLocal}`, await as("1155550001"));
    expect(otro.body.dinerOrders.orders).toEqual([]);
    expect((await getJson(`/api/orders?phone=${LUCIA}&branchContactId=999999`, await as("1155550001"))).status).toBe(404);
  });
});

describe("GET /api/orders paging (offset = page × page size)", () => {
  // 12 orders of one phone at Palermo, copies of the demo's SABDEM01, one a minute apart (P01 oldest … P12 newest).
  const PHONE = "+5491155550777";
  async function seedOrders() {
    const cols = (await env.DB.prepare("PRAGMA table_info(orders)").all<{ name: string }>()).results.map((c) => c.name).filter((c) => c !== "id");
    const set: Record<string, string> = { code: "?1", idempotency_key: "?2", customer_phone: "?3", created_at: "?4" };
    const insert = env.DB.prepare(
      `INSERT INTO orders (${cols.join(", ")}) SELECT ${cols.map((c) => set[c] ?? c).join(", ")} FROM orders WHERE code = 'SABDEM01'`,
    );
    const base = Date.parse("2026-11-01T12:00:00-03:00");
    await env.DB.batch(
      Array.from({ length: 12 }, (_, i) => {
        const n = String(i + 1).padStart(2, "0");
        return insert.bind(`PAGE00${n}`, `paging-${n}`, PHONE, base + i * 60_000);
      }),
    );
  }
  // The phone's own orders, for the caller who verified that phone (a bearer signed for it).
  const page = async (offset: number) =>
    getJson(`/api/orders?phone=%2B5491155550777&branchContactId=${I.branchContacts.palermo}&offset=${offset}`, {
      headers: { Authorization: `Bearer ${await phoneBearerToken(env, PHONE)}` },
    });

  it("the first page has the 10 newest; offset 10 is the second page with the 2 oldest", async () => {
    await seedOrders();
    const first = await page(0);
    expect(first.status).toBe(200);
    expect(first.body.dinerOrders).toMatchObject({ page: 0, pageSize: 10, total: 12, status: "success" });
    expect(first.body.dinerOrders.orders.map((o: any) => o.code)).toEqual(
      ["12", "11", "10", "09", "08", "07", "06", "05", "04", "03"].map((n) => `PAGE00${n}`),
    );
    const second = await page(10);
    expect(second.status).toBe(200);
    expect(second.body.dinerOrders).toMatchObject({ page: 1, pageSize: 10, total: 12, status: "success" });
    expect(second.body.dinerOrders.orders.map((o: any) => o.code)).toEqual(["PAGE0002", "PAGE0001"]);
    const past = await page(20);
    expect(past.body.dinerOrders).toMatchObject({ orders: [], page: 2, total: 12, status: "empty" });
    expect((await page(-1)).status).toBe(400);
  });
});

describe("sign-in by phone and 'Mis pedidos'", () => {
  it("an invalid phone → 400 with 'Debe ingresar un número válido'", async () => {
    const res = await signIn("123");
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Debe ingresar un número válido");
  });

  it("logged out, 'Mis pedidos' says 'Inicie sesión' and offers the sign-in", async () => {
    const res = await SELF.fetch(`${BASE}/menu/pizzeria-palermo/mis-pedidos`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Inicie sesión");
    expect(html).toContain('name="phone"');
    expect(html).not.toContain("SABDEM01");
  });

  it("Lucía signs in (phone, then the code sent to it): toast, greeting, her orders and 'Mis Puntos Sabores'; logout clears it", async () => {
    const d = diner();
    const asked = await requestCode(d, "11 5555-0001");
    expect(asked.status).toBe(302);
    const res = await enterCode(d, await lastCodeSentTo("+5491155550001"));
    expect(res.status).toBe(302);
    const cookie = d.cookie;
    const menu = await SELF.fetch(`${BASE}${res.headers.get("Location")}`, { headers: { Cookie: cookie } });
    const html = await menu.text();
    expect(html).toContain("Inicio de sesión con éxito");
    expect(html).toContain("¡Hola, Lucía!");
    // §2 Side menu: 'Mi beneficio' shown as 'Mis {loyalty program name}'.
    expect(html).toContain("Mis Puntos Sabores");

    const orders = await (await SELF.fetch(`${BASE}/menu/pizzeria-palermo/mis-pedidos`, { headers: { Cookie: cookie } })).text();
    expect(orders).toContain("SABDEM01");
    expect(orders).toContain("Entregado");
    expect(orders).toContain("$ 18.050");
    expect(orders).toContain("/menu/pizzeria-palermo/order/SABDEM01");

    const bel = await (await SELF.fetch(`${BASE}/menu/pizzeria-belgrano/mis-pedidos`, { headers: { Cookie: cookie } })).text();
    expect(bel).toContain("No tienes pedidos realizados");

    const out = await SELF.fetch(`${BASE}/menu/pizzeria-palermo/delivery`, {
      method: "POST",
      body: new URLSearchParams({ intent: "logout", returnTo: "/menu/pizzeria-palermo/delivery" }),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
      redirect: "manual",
    });
    expect(out.status).toBe(302);
    const after = await (await SELF.fetch(`${BASE}/menu/pizzeria-palermo/delivery`, { headers: { Cookie: cookie } })).text();
    expect(after).not.toContain("¡Hola, Lucía!");
    expect(after).toContain("Iniciar sesión");
  });

  it("another tenant's alias → 404 for the account pages", async () => {
    expect((await SELF.fetch(`${BASE}/menu/no-existe/mis-pedidos`)).status).toBe(404);
    expect((await SELF.fetch(`${BASE}/menu/sabores-pizzeria/mis-puntos`)).status).toBe(404);
  });
});
