// The follow-up of a code shows the order to anyone with the link, but
// the street, the apartment and the notes only to the session that placed it (or a
// verified session of its phone); rating it on the survey page needs that session too.
import { SELF, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { getSurveyOrder, listOrderAnswers } from "~/data/surveys/surveys.server";
import { BASE } from "./api-helpers";
import { insertOrder, ownerBrowser } from "./follow-up-fixtures";
import { palermoDelivery } from "./orders-helpers";
import { diner } from "./sign-in-helpers";

const OWNER_ONLY = "Solo quien hizo el pedido puede hacerlo. Inicie sesión con el teléfono del pedido.";

async function followUpJson(code: string, cookie = "") {
  const res = await SELF.fetch(`${BASE}/api/diner/pizzeria-palermo/order/${code}`, { headers: cookie ? { Cookie: cookie } : {} });
  expect(res.status).toBe(200);
  return (await res.json()) as any;
}

describe("the follow-up hides the apartment and the notes from strangers", () => {
  it("a fixture order with 'Depto 4B' and notes: the stranger sees the order but neither; the order's verified phone sees both", async () => {
    const order = await insertOrder("cashDelivery", { details: "Depto 4B", notes: "Dejar en portería" });
    const page = `/menu/pizzeria-palermo/order/${order.code}`;

    const stranger = await (await diner().go(page)).text();
    expect(stranger).toContain("Napolitana");
    for (const hidden of ["Depto 4B", "Dejar en portería", "Gurruchaga"]) expect(stranger, hidden).not.toContain(hidden);
    const strangerJson = await followUpJson(order.code);
    expect(strangerJson.notes).toBeNull();
    expect(strangerJson.destination).toMatchObject({ street: null, number: null, details: null, betweenStreets: null });
    expect(JSON.stringify(strangerJson)).not.toContain("Depto 4B");

    const owner = await ownerBrowser();
    const own = await (await owner.fetch(page)).text();
    expect(own).toContain("Depto 4B");
    expect(own).toContain("Dejar en portería");
    expect(own).toContain("Gurruchaga 1500");
  });

  it("an order placed without sign-in: its session sees the apartment and the notes, another session does not", async () => {
    const placer = diner();
    const placed = await placer.fetch("/api/order", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": `owner-privacy-${Date.now()}` },
      body: JSON.stringify(palermoDelivery({ phone: "+5491155550711", destination: { ...palermoDelivery().destination, details: "Depto 7C" }, notes: "Sin cebolla, por favor" })),
    });
    expect(placed.status).toBe(200);
    const { code } = ((await placed.json()) as { data: { code: string } }).data;
    const page = `/menu/pizzeria-palermo/order/${code}`;

    const mine = await (await placer.go(page)).text();
    expect(mine).toContain("Depto 7C");
    expect(mine).toContain("Sin cebolla, por favor");
    expect((await followUpJson(code, placer.cookie)).destination.details).toBe("Depto 7C");

    const other = diner();
    await other.go("/menu/pizzeria-palermo/delivery"); // a session of its own, not the one that ordered
    const theirs = await (await other.go(page)).text();
    expect(theirs).toContain("Muzzarella");
    expect(theirs).not.toContain("Depto 7C");
    expect(theirs).not.toContain("Sin cebolla, por favor");
    const json = await followUpJson(code, other.cookie);
    expect(json.notes).toBeNull();
    expect(json.destination.details).toBeNull();
  });
});

describe("the survey page /encuesta/{alias}/{code}", () => {
  it("a stranger's answer → 403 with the Spanish message, nothing stored", async () => {
    const res = await diner().post("/encuesta/pizzeria-palermo/SABDEM01", { "q-1111": "5", "q-1112": "Muy rico" });
    expect(res.status).toBe(403);
    const html = await res.text();
    expect(html).toContain(OWNER_ONLY);
    expect(html).toContain("Califica tu pedido");
    const order = await getSurveyOrder(env, "SABDEM01");
    expect(await listOrderAnswers(env, order!)).toEqual([]);
  });
});
