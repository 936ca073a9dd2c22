// The shop's console board (/consola/{alias}) and order detail (/consola/{alias}/pedido/{code}):
// the orders of the location in their columns, 'Aceptar' / 'Demorar' / 'Listo' as the card's
// forms and 'Rechazar' on the order's page (back to the board after it), what the diner's
// follow-up then says, the races (two screens, the console and the
// picker), another location's or tenant's order (404), and the kitchen without the phone.
import { env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_IDS } from "~/data/demo/demo-tenant";
import { BASE } from "./api-helpers";
import { consoleAs, SHOP } from "./console-helpers";
import { orderRow, palermoDelivery, postOrder } from "./orders-helpers";
import { diner, type Diner } from "./sign-in-helpers";

const I = DEMO_IDS;
const BOARD = "/consola/pizzeria-palermo";
const detail = (code: string) => `${BOARD}/pedido/${code}`;
let keyNo = 0;

async function placeDelivery(over: Record<string, unknown> = {}): Promise<string> {
  const r = await postOrder(palermoDelivery(over), `board-${++keyNo}-${Math.random()}`);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data.code;
}

/** Muzzarella Grande ×1 to take away at Palermo, cash. */
function placeTakeAway(): Promise<string> {
  return placeDelivery({
    orderModeId: I.orderModes.palermoTakeAway,
    paymentType: I.orderModes.palermoTakeAway * 10 + 1,
    destination: undefined,
    paysWith: 20000,
    customerName: "Lucía Gómez",
  });
}

/** The page's HTML without React's text separators ('1<!-- --> × ' → '1 × '). */
const page = async (res: Response) => (await res.text()).replace(/<!-- -->/g, "");
const followUp = async (code: string) => (await diner().go(`/menu/pizzeria-palermo/order/${code}`)).text();

/** 'Rechazar pedido' on the order's page (`?rechazar`), with the form's fields. */
function refuse(who: Diner, code: string, fields: [string, string][]) {
  const body = new URLSearchParams([["intent", "refuse"], ...fields]);
  return who.fetch(`${detail(code)}?rechazar`, { method: "POST", body, headers: { "Content-Type": "application/x-www-form-urlencoded" }, redirect: "manual" });
}

/** A refusal that won: back to the board, which says so on the order's line in 'Cancelados hoy'. */
async function expectBackOnBoard(res: Response, code: string) {
  expect(res.status).toBe(302);
  expect(res.headers.get("Location")).toBe(`${BOARD}?rechazado=${code}`);
  const board = await page(await diego.go(`${BOARD}?rechazado=${code}`));
  const canceled = board.slice(board.indexOf('id="columna-canceled"'));
  const line = canceled.slice(canceled.indexOf(`data-order-code="${code}"`));
  expect(line.slice(0, line.indexOf("</article>"))).toContain("Pedido rechazado.");
}

let diego: Diner;
beforeAll(async () => {
  diego = await consoleAs(SHOP.diego);
});

describe("the board", () => {
  it("a new order shows in 'Nuevos' with its code, mode, units, total, payment, 'Paga con' and the first name", async () => {
    const code = await placeDelivery({ customerName: "Juan Pérez" });
    const res = await diego.go(BOARD);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toContain("no-store");
    const html = await page(res);
    for (const column of ["Nuevos", "En preparación", "Listos", "En camino", "Programados"]) expect(html).toContain(column);
    const card = html.slice(html.indexOf(`data-order-code="${code}"`));
    expect(card).toContain(`#${code}`);
    expect(card).toContain("Delivery");
    expect(card).toContain("1 unidad");
    expect(card).toContain("$ 14.050");
    expect(card).toContain("Paga con $ 20.000");
    expect(card).toContain("<strong>Juan</strong>");
    expect(card).not.toContain("Pérez");
    expect(html).toContain("Actualizar");
    expect(html).toMatch(/<title>\(\d+\) Pedidos · Sabores Palermo<\/title>/);
  });

  it("not signed in: the sign-in page; another tenant's owner: 404", async () => {
    const res = await diner().go(BOARD);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`/consola?volver=${encodeURIComponent(BOARD)}`);
    const ramiro = await consoleAs(SHOP.otroDueno);
    expect((await ramiro.go(BOARD)).status).toBe(404);
  });
});

describe("actions", () => {
  it("'Aceptar' with 20 minutes: ACCEPTED by the console, the follow-up shows when it arrives", async () => {
    const code = await placeDelivery();
    const res = await diego.post(`${BOARD}?index`, { intent: "accept", code, prepMinutes: "20" });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Pedido aceptado.");
    const row = await orderRow(code);
    expect(row.status).toBe("ACCEPTED");
    expect(row.prep_minutes).toBe(20);
    const event = await env.DB.prepare("SELECT actor FROM order_status_events WHERE order_id = ? AND status = 'ACCEPTED'").bind(row.id).first<{ actor: string }>();
    expect(event?.actor).toBe("console");
    // FIXED_NOW is 15:00 in Buenos Aires.
    expect(await followUp(code)).toContain("Llega aprox. a las 15:20");
    // The follow-up's JSON carries the same time: 15:00 + 20 minutes, in epoch ms.
    const json = await (await SELF.fetch(`${BASE}/api/diner/pizzeria-palermo/order/${code}`)).json<{ readyBy: number | null; cancelReason: string | null }>();
    expect(json.readyBy).toBe(Date.parse("2026-11-18T15:20:00-03:00"));
    expect(json.cancelReason).toBeNull();
  });

  it("a second 'Aceptar' of the same order loses with a Spanish message (409)", async () => {
    const code = await placeDelivery();
    const valeria = await consoleAs(SHOP.valeria);
    const [a, b] = await Promise.all([
      diego.post(`${BOARD}?index`, { intent: "accept", code, prepMinutes: "15" }),
      valeria.post(`${BOARD}?index`, { intent: "accept", code, prepMinutes: "30" }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    expect(await loser.text()).toMatch(/Otra persona ya actualizó este pedido\. Revise el tablero\.|Este pedido ya no admite esa acción\./);
    expect((await orderRow(code)).status).toBe("ACCEPTED");
  });

  it("a console accept and a picker accept at once: one winner", async () => {
    const code = await placeDelivery();
    const row = await orderRow(code);
    const { takeOrderForPicking } = await import("~/services/orders/order-transitions.server");
    const [web, picker] = await Promise.all([
      diego.post(`${BOARD}?index`, { intent: "accept", code, prepMinutes: "20" }),
      takeOrderForPicking(env as unknown as Env, { companyId: row.company_id, code }, { staffId: 990001, name: "Pía", phone: "+5491170009999" }),
    ]);
    const wins = [web.status === 200, picker.ok].filter(Boolean).length;
    expect(wins).toBe(1);
    if (!picker.ok) expect(picker.error).toBe("taken");
    if (web.status !== 200) expect(web.status).toBe(409);
    const events = await env.DB.prepare("SELECT count(*) AS n FROM order_status_events WHERE order_id = ? AND status = 'ACCEPTED'").bind(row.id).first<{ n: number }>();
    expect(events?.n).toBe(1);
  });

  it("'Rechazar' on the card leads to the order's page; 'Sin stock' there: CANCELED, back to the board, the diner reads the reason", async () => {
    const code = await placeDelivery();
    const board = await page(await diego.go(BOARD));
    const card = board.slice(board.indexOf(`data-order-code="${code}"`));
    expect(card.slice(0, card.indexOf("</article>"))).toMatch(new RegExp(`href="${detail(code)}\\?rechazar"[^>]*>Rechazar</a>`));
    const form = await page(await diego.go(`${detail(code)}?rechazar`));
    expect(form).toContain(`Rechazar el pedido #${code}`);
    for (const reason of ["Sin stock", "Local muy ocupado", "Fuera de zona", "Cerramos por hoy", "Otro"]) expect(form).toMatch(new RegExp(`<option value="${reason}"[^>]*>${reason}</option>`));
    expect(form).toContain("Rechazar pedido");

    await expectBackOnBoard(await refuse(diego, code, [["reason", "Sin stock"], ["otherReason", ""]]), code);
    const row = await orderRow(code);
    expect(row.status).toBe("CANCELED");
    expect(row.cancel_reason).toBe("Sin stock");
    const followUpPage = await followUp(code);
    expect(followUpPage).toContain("Pedido cancelado");
    expect(followUpPage).toContain("Motivo: Sin stock");
    const json = await (await SELF.fetch(`${BASE}/api/diner/pizzeria-palermo/order/${code}`)).json<{ readyBy: number | null; cancelReason: string | null }>();
    expect(json).toMatchObject({ cancelReason: "Sin stock", readyBy: null });
    // Refused: its page no longer offers 'Rechazar'; a second refusal loses (409).
    expect(await page(await diego.go(detail(code)))).not.toContain("?rechazar");
    const again = await refuse(diego, code, [["reason", "Local muy ocupado"]]);
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("Este pedido ya no admite esa acción.");
  });

  it("a refused order gives its one-time code back: UNAVEZ is usable again, by another diner", async () => {
    const code = await placeDelivery({ code: "UNAVEZ", phone: "+5491155550041" });
    // Muzzarella Grande $ 11.500, 10 % off the products: $ 1.150.
    expect(JSON.parse((await orderRow(code)).code_discount)).toMatchObject({ code: "UNAVEZ", amount: 1150 });
    const usesOfUnaVez = async () => (await env.DB.prepare("SELECT uses FROM discount_codes WHERE code = 'UNAVEZ'").first<{ uses: number }>())!.uses;
    expect(await usesOfUnaVez()).toBe(1);
    const usedUp = await postOrder(palermoDelivery({ code: "UNAVEZ", phone: "+5491155550042" }), `unavez-used-${Math.random()}`);
    expect(usedUp.status).toBe(422);

    await expectBackOnBoard(await refuse(diego, code, [["reason", "Local muy ocupado"]]), code);
    expect(await usesOfUnaVez()).toBe(0);
    const again = await postOrder(palermoDelivery({ code: "UNAVEZ", phone: "+5491155550042" }), `unavez-again-${Math.random()}`);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect((await orderRow(again.body.data.code)).total).toBe(14050 - 1150);
  });

  it("'Sin stock' choosing Napolitana: the order is refused and Napolitana shows 'Agotado' at Palermo only", async () => {
    const code = await placeDelivery({ items: [{ referenceId: I.plates.napolitana, quantity: 1, extras: [], notes: "" }] });
    const form = await page(await diego.go(`${detail(code)}?rechazar`));
    expect(form).toContain(`name="soldOut" value="${I.plates.napolitana}"/> Napolitana`);
    try {
      // A plate not in the order (Fugazzeta) is not sold out by it.
      const res = await refuse(diego, code, [["reason", "Sin stock"], ["otherReason", ""], ["soldOut", String(I.plates.napolitana)], ["soldOut", String(I.plates.fugazzeta)]]);
      await expectBackOnBoard(res, code);
      expect((await orderRow(code)).cancel_reason).toBe("Sin stock");
      const palermo = await (await diner().go("/menu/pizzeria-palermo/take-away/pizzas")).text();
      expect(palermo).toMatch(/Napolitana[\s\S]*?pill--sold-out">Agotado</);
      const marked = await env.DB.prepare("SELECT item_id FROM location_sold_out WHERE kind = 'PLATE'").all<{ item_id: number }>();
      expect(marked.results.map((r) => r.item_id)).toEqual([I.plates.napolitana]);
      expect(await (await diner().go("/menu/pizzeria-belgrano/take-away/pizzas")).text()).not.toContain("pill--sold-out");
    } finally {
      await env.DB.prepare("DELETE FROM location_sold_out").run();
    }
  });

  it("'Cerramos por hoy': the order is refused and Palermo is closed until midnight", async () => {
    const code = await placeDelivery();
    try {
      await expectBackOnBoard(await refuse(diego, code, [["reason", "Cerramos por hoy"], ["otherReason", ""]]), code);
      expect(await followUp(code)).toContain("Motivo: Cerramos por hoy");
      const closed = await diner().go("/menu/pizzeria-palermo/take-away");
      expect(await closed.text()).toContain("El local está cerrado y no es posible realizar pedidos. Intenta nuevamente dentro del horario de apertura.");
    } finally {
      await env.DB.prepare("UPDATE order_modes SET paused_until = NULL WHERE paused_until IS NOT NULL").run();
    }
  });

  it("'Otro' needs a text (the form comes back open with the message); with it, the text is the reason", async () => {
    const code = await placeDelivery();
    const empty = await refuse(diego, code, [["reason", "Otro"], ["otherReason", "  "]]);
    expect(empty.status).toBe(400);
    const again = await page(empty);
    expect(again).toContain("Escriba el motivo del rechazo.");
    expect(again).toContain("Rechazar pedido");
    expect((await orderRow(code)).status).toBe("GENERATED");
    await expectBackOnBoard(await refuse(diego, code, [["reason", "Otro"], ["otherReason", "Se cortó la luz"]]), code);
    expect(await followUp(code)).toContain("Motivo: Se cortó la luz");
  });

  it("the kitchen may refuse too; a bad reason is a Spanish 400; the board no longer takes a refusal", async () => {
    const code = await placeDelivery();
    const bad = await refuse(diego, code, [["reason", "Porque sí"]]);
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Revise los datos del pedido e inténtelo de nuevo.");
    const old = await diego.post(`${BOARD}?index`, { intent: "refuse", code, reason: "Sin stock", otherReason: "" });
    expect(old.status).toBe(400);
    expect((await orderRow(code)).status).toBe("GENERATED");
    const cocina = await consoleAs(SHOP.cocina);
    expect((await refuse(cocina, code, [["reason", "Local muy ocupado"]])).status).toBe(302);
    expect((await orderRow(code)).cancel_reason).toBe("Local muy ocupado");
  });

  it("'Demorar' +10 moves the time the diner sees; a stale second delay loses", async () => {
    const code = await placeDelivery();
    await diego.post(`${BOARD}?index`, { intent: "accept", code, prepMinutes: "30" });
    const seen = (await orderRow(code)).ready_by as number;
    const res = await diego.post(`${BOARD}?index`, { intent: "delay", code, minutes: "10", readyBy: String(seen) });
    expect(res.status).toBe(200);
    expect(await followUp(code)).toContain("Llega aprox. a las 15:40");
    const stale = await diego.post(`${BOARD}?index`, { intent: "delay", code, minutes: "20", readyBy: String(seen) });
    expect(stale.status).toBe(409);
    expect(await stale.text()).toContain("Otra persona ya actualizó este pedido. Revise el tablero.");
    expect((await orderRow(code)).delay_minutes).toBe(10);
  });

  it("'Listo' for a take-away order: READY, the diner reads 'Estará listo' then 'Tu pedido está listo'; a delivery order cannot", async () => {
    const code = await placeTakeAway();
    await diego.post(`${BOARD}?index`, { intent: "accept", code, prepMinutes: "10" });
    expect(await followUp(code)).toContain("Estará listo aprox. a las 15:10");
    const res = await diego.post(`${BOARD}?index`, { intent: "ready", code });
    expect(res.status).toBe(200);
    expect((await orderRow(code)).status).toBe("READY");
    expect(await followUp(code)).toContain("Tu pedido está listo");

    const delivery = await placeDelivery();
    await diego.post(`${BOARD}?index`, { intent: "accept", code: delivery, prepMinutes: "10" });
    const refused = await diego.post(`${BOARD}?index`, { intent: "ready", code: delivery });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain("Este pedido ya no admite esa acción.");
  });

  it("bad input is a Spanish 400, an unknown code a 404", async () => {
    const bad = await diego.post(`${BOARD}?index`, { intent: "accept", code: "X", prepMinutes: "17" });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Revise los datos del pedido e inténtelo de nuevo.");
    expect((await diego.post(`${BOARD}?index`, { intent: "accept", code: "ZZZZZZZZ", prepMinutes: "20" })).status).toBe(404);
  });

  it("Belgrano's board cannot act on a Palermo order (404), nor can the kitchen switch auto-accept (403)", async () => {
    const code = await placeDelivery();
    const res = await diego.post("/consola/pizzeria-belgrano?index", { intent: "accept", code, prepMinutes: "20" });
    expect(res.status).toBe(404);
    expect((await orderRow(code)).status).toBe("GENERATED");
    const cocina = await consoleAs(SHOP.cocina);
    const settings = await cocina.post(`${BOARD}?index`, { intent: "settings", autoAccept: "on", defaultPrepMinutes: "20" });
    expect(settings.status).toBe(403);
    expect(await settings.text()).toContain("Su rol no tiene acceso a esta sección.");
  });
});

describe("the order detail", () => {
  it("shows the items, the address with a map link, the phone with WhatsApp, the payment and the timeline", async () => {
    const code = await placeDelivery({ phone: "+5491155550123" });
    await diego.post(`${BOARD}?index`, { intent: "accept", code, prepMinutes: "20" });
    const res = await diego.go(detail(code));
    expect(res.status).toBe(200);
    const html = await page(res);
    expect(html).toContain("Muzzarella (Grande)");
    expect(html).toContain("Gurruchaga 1500");
    expect(html).toContain("entre Cabrera y Gorriti");
    expect(html).toContain("https://www.google.com/maps/search/?api=1&amp;query=-34.5893,-58.4262");
    expect(html).toContain("+5491155550123");
    expect(html).toContain("https://wa.me/5491155550123");
    expect(html).toContain("Paga con $ 20.000");
    expect(html).toContain("Aceptado");
    expect(html).toContain("15:00 · Consola");
  });

  it("the kitchen sees the order but not the customer's phone", async () => {
    const code = await placeDelivery({ phone: "+5491155550124" });
    const cocina = await consoleAs(SHOP.cocina);
    const html = await (await cocina.go(detail(code))).text();
    expect(html).toContain("Muzzarella (Grande)");
    expect(html).not.toContain("5491155550124");
    expect(html).not.toContain("wa.me");
  });

  it("another location's or another tenant's order code: 404", async () => {
    const code = await placeDelivery();
    expect((await diego.go(`/consola/pizzeria-belgrano/pedido/${code}`)).status).toBe(404);
    const ramiro = await consoleAs(SHOP.otroDueno);
    const other = (await ramiro.go("/consola")).headers.get("Location") ?? "";
    const alias = other.replace("/consola/", "") || "otro-sabor";
    expect((await ramiro.go(`/consola/${alias}/pedido/${code}`)).status).toBe(404);
  });

  it("the kitchen ticket has no prices, the customer's has the total", async () => {
    const code = await placeDelivery();
    const kitchen = await page(await diego.go(`${detail(code)}?ticket=cocina&ancho=58`));
    expect(kitchen).toContain("ticket--58");
    expect(kitchen).toContain("1 × Muzzarella (Grande)");
    const ticketOf = (html: string) => html.slice(html.indexOf('class="ticket'), html.indexOf("</article>"));
    expect(ticketOf(kitchen)).toContain("Muzzarella");
    expect(ticketOf(kitchen)).not.toContain("$ ");
    const customer = await page(await diego.go(`${detail(code)}?ticket=cliente`));
    expect(ticketOf(customer)).toContain("$ 14.050");
  });
});

describe("auto-accept", () => {
  it("Diego switches it on with 15 minutes: the next order is accepted at once", async () => {
    const res = await diego.post(`${BOARD}?index`, { intent: "settings", autoAccept: "on", defaultPrepMinutes: "15" });
    expect(res.status).toBe(200);
    try {
      const code = await placeDelivery();
      const row = await orderRow(code);
      expect(row.status).toBe("ACCEPTED");
      expect(row.prep_minutes).toBe(15);
    } finally {
      await diego.post(`${BOARD}?index`, { intent: "settings", defaultPrepMinutes: "20" });
    }
    const code = await placeDelivery();
    expect((await orderRow(code)).status).toBe("GENERATED");
  });
});
