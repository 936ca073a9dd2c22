// storefront.md §3 Loyalty programme / history / reward, §4 reward credited
// once, §5 Loyalty sign-up and redemption, §7 loyalty calls, §8 claim failure.
import { SELF, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { DEMO_IDS } from "~/data/demo/demo-tenant";
import { validateRedemption } from "~/domain/checkout/loyalty";
import { getLoyaltyProgram } from "~/data/customers/loyalty.server";
import { phoneBearerToken } from "~/http/verified-phone.server";
import { BASE, getJson } from "./api-helpers";
import { diner, enterCode, lastCodeSentTo, requestCode, verifiedCookie } from "./sign-in-helpers";

const I = DEMO_IDS;
const LUCIA = "%2B5491155550001";
/** The history answers only Lucía's verified session. */
const asLucia = async (): Promise<RequestInit> => ({ headers: { Cookie: await verifiedCookie("1155550001") } });

describe("GET /api/branch/{id}/loyalty-program", () => {
  it("'Puntos Sabores'", async () => {
    const { status, body } = await getJson(`/api/branch/${I.branches.pizzeria}/loyalty-program`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ name: "Puntos Sabores", pointsName: "Puntos", active: true, orderPercentage: 5, minRedeemedPoints: 500, maxRedeemedPoints: 5000, maxRedeemedPercentage: 30 });
  });
  it("another tenant's branch has none of it", async () => {
    const { status, body } = await getJson(`/api/branch/${I.branches.otro}/loyalty-program`);
    expect(status).toBe(404);
    expect(JSON.stringify(body)).not.toContain("Puntos Sabores");
  });
});

describe("GET /api/branch/{branchId}/loyalty-points/history/{phone}", () => {
  it("Lucía's history sums to 3.200 and ends at postBalance 3.200", async () => {
    const { status, body } = await getJson(`/api/branch/${I.branches.pizzeria}/loyalty-points/history/${LUCIA}?offset=0&limit=20`, await asLucia());
    expect(status).toBe(200);
    const sum = body.history.reduce((s: number, h: any) => s + h.amount, 0);
    expect(sum).toBe(3200);
    expect(body.history[0]).toMatchObject({ orderCode: "SABDEM01", amount: 903, postBalance: 3200 });
    expect(body.history[0]).toHaveProperty("createdAt");
    expect(body.balance).toBe(3200);
  });
  it("another tenant's branch: empty", async () => {
    const { body } = await getJson(`/api/branch/${I.branches.otro}/loyalty-points/history/${LUCIA}`, await asLucia());
    expect(body.history).toEqual([]);
  });
});

describe("§5 Loyalty redemption", () => {
  it("above balance → 'El máximo de Puntos acumulados es: 3.200'", async () => {
    const program = await getLoyaltyProgram(env, I.companies.sabores, I.branches.pizzeria);
    expect(program).not.toBeNull();
    expect(validateRedemption(program!, { points: 3500, balance: 3200, orderAmount: 100000 })).toBe("El máximo de Puntos acumulados es: 3.200");
  });
});

describe("loyalty reward sign-up", () => {
  // The call answers only the owner of the path's phone (a bearer signed for it here).
  const claim = async (rewardId: number, body: Record<string, string>, phone = "5491155550002") =>
    SELF.fetch(`${BASE}/api/diner/customer/${phone}/loyalty-reward/${rewardId}`, {
      method: "POST",
      body: JSON.stringify(body),
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${await phoneBearerToken(env, `+${decodeURIComponent(phone).replace(/^\+/, "")}`)}` },
    });

  it("GET, validation messages, credited once, 'Ya ha canjeado este premio'", async () => {
    await env.DB.batch([
      env.DB.prepare(`INSERT OR IGNORE INTO loyalty_rewards (id, company_id, branch_id, branch_contact_id, name, amount, active) VALUES (9901, ${I.companies.sabores}, ${I.branches.pizzeria}, NULL, 'Bienvenida', 500, 1)`),
      env.DB.prepare(`INSERT OR IGNORE INTO loyalty_rewards (id, company_id, branch_id, branch_contact_id, name, amount, active) VALUES (9902, ${I.companies.otroSabor}, ${I.branches.otro}, NULL, 'Otro premio', 800, 1)`),
    ]);
    const reward = await getJson(`/api/loyalty-reward/9901`);
    expect(reward.body).toMatchObject({ id: 9901, active: true, amount: 500, branchId: I.branches.pizzeria, branchContactId: null });

    const incomplete = await claim(9901, { name: "Ana", phone: "", email: "ana@example.com" });
    expect(incomplete.status).toBe(400);
    expect((await incomplete.json<any>()).error.message).toBe("Debe completar todos los campos para continuar");

    const badPhone = await claim(9901, { name: "Ana", phone: "12", email: "ana@example.com" });
    expect((await badPhone.json<any>()).error.message).toBe("El número de teléfono es invalido");

    const ok = await claim(9901, { name: "Ana Pérez", phone: "+54 9 11 5555-0002", email: "ana@example.com", branchId: String(I.branches.pizzeria) });
    expect(ok.status).toBe(200);
    // §7 answers with every §3 Loyalty reward field: id, active, reward amount, branchId, branchContactId.
    expect(await ok.json()).toEqual({
      id: 9901, active: true, name: "Bienvenida", amount: 500, branchId: I.branches.pizzeria, branchContactId: null,
      balance: 500, phone: "+5491155550002", credited: true,
    });

    const again = await claim(9901, { name: "Ana Pérez", phone: "+54 9 11 5555-0002", email: "ana@example.com" });
    expect(again.status).toBe(409);
    const err = await again.json<any>();
    expect(err.error.message).toBe("Ya ha canjeado este premio");
    expect(err.error.reason).toContain("already exists");

    const customer = await getJson(`/api/orderingcustomer/%2B5491155550002?branchId=${I.branches.pizzeria}`, {
      headers: { Authorization: `Bearer ${await phoneBearerToken(env, "+5491155550002")}` },
    });
    expect(customer.body.loyaltyPointsBalance).toBe(500); // credited once

    // Another tenant's reward is its own: Ana of Sabores is not credited there by this company's data.
    expect((await getJson(`/api/loyalty-reward/999999`)).status).toBe(404);
  });

  it("the body agrees with the path (reward and phone); the location and the channel are kept, another tenant's location is not", async () => {
    const body = { name: "Bruno", phone: "11 5555-0003", email: "bruno@example.com", country: "ar" };
    const otherReward = await claim(9901, { ...body, loyaltyRewardId: "9902" }, "5491155550003");
    expect(otherReward.status).toBe(400);
    expect((await otherReward.json<any>()).error.message).toBe("El premio indicado no coincide con el de la dirección.");
    const otherPhone = await claim(9901, body, "5491155550004");
    expect(otherPhone.status).toBe(400);
    expect((await otherPhone.json<any>()).error.message).toBe("El teléfono indicado no coincide con el de la dirección.");
    const longChannel = await claim(9901, { ...body, acquisitionChannel: "x".repeat(61) }, "5491155550003");
    expect((await longChannel.json<any>()).error.message).toBe("El canal de adquisición debe tener como máximo 60 caracteres.");
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM customers WHERE phone = '+5491155550003'").first("n")).toBe(0);

    const ok = await claim(9901, { ...body, loyaltyRewardId: "9901", branchContactId: String(I.branchContacts.palermo), acquisitionChannel: "instagram" }, "%2B5491155550003");
    expect(ok.status).toBe(200);
    const row = await env.DB.prepare(
      "SELECT c.branch_contact_id AS bc, c.acquisition_channel AS channel FROM loyalty_reward_claims c JOIN customers u ON u.id = c.customer_id WHERE u.phone = '+5491155550003'",
    ).first<any>();
    expect(row).toEqual({ bc: I.branchContacts.palermo, channel: "instagram" });

    const foreign = await claim(9901, { ...body, phone: "11 5555-0005", branchContactId: String(I.branchContacts.otroLocal) }, "5491155550005");
    expect(foreign.status).toBe(200);
    const stored = await env.DB.prepare(
      "SELECT c.branch_contact_id AS bc FROM loyalty_reward_claims c JOIN customers u ON u.id = c.customer_id WHERE u.phone = '+5491155550005'",
    ).first<any>();
    expect(stored.bc).toBeNull();
  });
});

describe("'Mis Puntos' page", () => {
  it("logged in: balance 3.200 and the history", async () => {
    // The page's own sign-in: the phone, then the code sent to it.
    const d = diner();
    const asked = await requestCode(d, "1155550001", { page: "/menu/pizzeria-palermo/mis-puntos" });
    expect(asked.status).toBe(302);
    const login = await enterCode(d, await lastCodeSentTo("+5491155550001"), "/menu/pizzeria-palermo/mis-puntos");
    expect(login.status).toBe(302);
    expect(login.headers.get("Location")).toBe("/menu/pizzeria-palermo/mis-puntos");
    const cookie = d.cookie;
    const html = await (await SELF.fetch(`${BASE}/menu/pizzeria-palermo/mis-puntos`, { headers: { Cookie: cookie } })).text();
    expect(html).toContain("Mis Puntos");
    expect(html).toContain("3.200");
    expect(html).toContain("Pedido SABDEM01");
    expect(html).toContain("+903");
  });
});
