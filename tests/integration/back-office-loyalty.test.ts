// The owner's loyalty programme and rewards (/admin/{companyAlias}/fidelidad), without JavaScript:
// the cashback percentage set here is what the next delivered order earns, to the point; an
// inactive programme leaves the storefront ('Mis Puntos Sabores', the banner); the limits are
// checked in Spanish; a save from an older state is refused; the history names every change; only
// Valeria (owner) gets in, and another tenant's reward is a 404.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_IDS as I } from "~/data/demo/demo-tenant";
import { DEMO_ORDER_IDS, DEMO_REWARD_ID } from "~/data/demo/demo-tenant-orders";
import { transitionOrder } from "~/services/orders/order-transitions.server";
import { consoleAs, SHOP } from "./console-helpers";
import { palermoDelivery, postOrder } from "./orders-helpers";
import { diner, lastCodeSentTo, type Diner } from "./sign-in-helpers";

const PAGE = "/admin/sabores/fidelidad";
const MENU = "/menu/pizzeria-palermo/delivery";
const PROGRAM = DEMO_ORDER_IDS.loyaltyPrograms.puntosSabores;

let valeria: Diner;
beforeAll(async () => {
  valeria = await consoleAs(SHOP.valeria);
});

type Fields = Record<string, string | string[]>;
function send(d: Diner, fields: Fields) {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) for (const one of Array.isArray(v) ? v : [v]) body.append(k, one);
  return d.fetch(PAGE, { method: "POST", body, headers: { "Content-Type": "application/x-www-form-urlencoded" } });
}
const text = async (res: Response) => (await res.text()).replace(/<!-- -->/g, "");
const unescape = (s: string) => s.replace(/&quot;/g, '"').replace(/&amp;/g, "&");

/** The stored state of the programme's form and of the reward's (opened on ?premio=). */
async function seen(path: string, form: "programa-form" | "premio-form") {
  const html = await (await valeria.go(path)).text();
  const at = html.indexOf(`id="${form}"`);
  const value = /name="visto" value="([^"]*)"/.exec(html.slice(at))?.[1];
  expect(value, `${form}'s stored state`).toBeTruthy();
  return unescape(value!);
}

/** The demo programme's settings as its form sends them, with `over` changed. */
const programFields = (visto: string, over: Fields = {}): Fields => ({
  intent: "guardar-programa",
  programId: String(PROGRAM),
  visto,
  active: "on",
  name: "Puntos Sabores",
  pointsName: "Puntos",
  orderPercentage: "5",
  minRedeemedPoints: "500",
  maxRedeemedPoints: "5000",
  maxRedeemedPercentage: "30",
  branchId: "",
  branchContactIds: [],
  ...over,
});

async function deliveredOrderPoints(key: string): Promise<number> {
  const created = await postOrder(palermoDelivery({ phone: "+5491155550001", customerName: "Lucía Fernández" }), key);
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const code = created.body.data.code;
  for (const to of ["ACCEPTED", "READY", "DELIVERED"] as const) expect((await transitionOrder(env, I.companies.sabores, code, to)).ok).toBe(true);
  const row = await env.DB.prepare("SELECT gained_points FROM orders WHERE code = ?").bind(code).first<{ gained_points: number }>();
  return row!.gained_points;
}

describe("/admin/{companyAlias}/fidelidad", () => {
  it("shows the programme's settings and the rewards", async () => {
    const res = await valeria.go(PAGE);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toContain("no-store");
    const html = await text(res);
    expect(html).toContain("Programa Puntos Sabores");
    expect(html).toMatch(/name="orderPercentage"[^>]*value="5"/);
    expect(html).toMatch(/name="maxRedeemedPoints"[^>]*value="5000"/);
    expect(html).toContain("500 Puntos de bienvenida");
    expect(html).toContain("500 puntos");
  });

  it("the cashback changed to 12,5 %: the next delivered order earns 12,5 % of its total, to the point", async () => {
    // 5 % of 14.050 = 702,5 → 703.
    expect(await deliveredOrderPoints("loyalty-before")).toBe(703);
    const saved = await send(valeria, programFields(await seen(PAGE, "programa-form"), { orderPercentage: "12,5" }));
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe(`${PAGE}?programa=${PROGRAM}&hecho=programa-guardado`);
    expect(await text(await valeria.go(saved.headers.get("Location")!))).toContain("Programa guardado. Rige desde el próximo pedido.");
    // 12,5 % of 14.050 = 1.756,25 → 1.756.
    expect(await deliveredOrderPoints("loyalty-after")).toBe(1756);
    expect(await text(await diner().go(MENU))).toContain("Acumula el 12,5% de tu compra en Puntos Sabores");
    const history = await text(await valeria.go("/admin/sabores/carta/cambios"));
    expect(history).toContain("el programa Puntos Sabores");
    expect(history).toContain("Cashback: 5 % → 12,5 %");
  });

  it("limits: the minimum above the maximum and percentages above 100 are refused in Spanish with what was typed", async () => {
    const visto = await seen(PAGE, "programa-form");
    const bad = await send(valeria, programFields(visto, { minRedeemedPoints: "6000", maxRedeemedPoints: "5000", orderPercentage: "101", maxRedeemedPercentage: "-1", name: "" }));
    expect(bad.status).toBe(400);
    const html = await text(bad);
    expect(html).toContain("El mínimo canjeable no puede ser mayor que el máximo canjeable.");
    const percentError = "Ingrese un porcentaje de 0 a 100 (con hasta un decimal, por ejemplo 2,5).";
    for (const field of ["orderPercentage", "maxRedeemedPercentage"]) expect(html).toContain(`id="${field}-error">${percentError}<`);
    expect(html).toContain("Ingrese el nombre del programa, de hasta 60 letras.");
    expect(html).toMatch(/name="minRedeemedPoints"[^>]*value="6000"/);
    const foreignContact = await send(valeria, programFields(visto, { branchContactIds: [String(I.branchContacts.otroLocal)] }));
    expect(foreignContact.status).toBe(400);
    expect(await text(foreignContact)).toContain("Elija locales de su empresa (de la sucursal del programa, si eligió una).");
  });

  it("a save from an older state is refused and changes nothing", async () => {
    const visto = await seen(PAGE, "programa-form");
    expect((await send(valeria, programFields(visto, { orderPercentage: "12,5", maxRedeemedPoints: "6000" }))).status).toBe(302);
    const late = await send(valeria, programFields(visto, { orderPercentage: "1" }));
    expect(late.status).toBe(409);
    expect(await text(late)).toContain("Otra persona cambió este programa. Revisá los cambios y guardá de nuevo.");
    const row = await env.DB.prepare("SELECT order_percentage, max_redeemed_points FROM loyalty_programs WHERE id = ?").bind(PROGRAM).first();
    expect(row).toEqual({ order_percentage: 12.5, max_redeemed_points: 6000 });
  });

  it("deactivated: the storefront drops 'Mis Puntos Sabores' and the banner", async () => {
    const { active: _on, ...inactive } = programFields(await seen(PAGE, "programa-form"), { orderPercentage: "12,5", maxRedeemedPoints: "6000" });
    // Lucía signed in: her side menu offers 'Mis Puntos Sabores' while the programme is active.
    const lucia = diner();
    expect((await lucia.post(MENU, { intent: "login", phone: "11 5555-0001", country: "ar", returnTo: MENU })).status).toBe(302);
    expect((await lucia.post(MENU, { intent: "login-code", code: await lastCodeSentTo("+5491155550001"), returnTo: MENU })).status).toBe(302);
    expect(await text(await lucia.go(`${MENU}?menu=1`))).toContain("Mis Puntos Sabores");
    const saved = await send(valeria, inactive);
    expect(saved.status).toBe(302);
    const menu = await text(await lucia.go(`${MENU}?menu=1`));
    expect(menu).not.toContain("Puntos Sabores");
    expect(menu).not.toContain("Acumula el");
    expect(await text(await valeria.go("/admin/sabores/carta/cambios"))).toContain("Activo: sí → no");
  });

  it("creates and edits a reward; a save from an older state is refused", async () => {
    const created = await send(valeria, { intent: "crear-premio", name: "1000 Puntos de cumpleaños", amount: "1.000", branchId: String(I.branches.pizzeria), branchContactId: "", active: "on" });
    expect(created.status).toBe(302);
    expect(await text(await valeria.go(PAGE))).toContain("1000 Puntos de cumpleaños");
    const bad = await send(valeria, { intent: "crear-premio", name: "Regalo", amount: "0", branchId: String(I.branches.cafe), branchContactId: String(I.branchContacts.palermo), active: "on" });
    expect(bad.status).toBe(400);
    const badHtml = await text(bad);
    expect(badHtml).toContain("Los puntos de regalo deben ser un número entero mayor a 0.");
    expect(badHtml).toContain("Elija un local de la sucursal del premio, o ninguno.");

    const path = `${PAGE}?premio=${DEMO_REWARD_ID}`;
    const visto = await seen(path, "premio-form");
    const fields = { intent: "guardar-premio", rewardId: String(DEMO_REWARD_ID), visto, name: "800 Puntos de bienvenida", amount: "800", branchId: String(I.branches.pizzeria), branchContactId: "", active: "on" };
    expect((await send(valeria, fields)).status).toBe(302);
    const reward = await (await diner().go(`/api/loyalty-reward/${DEMO_REWARD_ID}`)).json<any>();
    expect(reward).toMatchObject({ amount: 800, active: true });
    const late = await send(valeria, { ...fields, amount: "900" });
    expect(late.status).toBe(409);
    expect(await text(late)).toContain("Otra persona cambió este premio. Revisá los cambios y guardá de nuevo.");
    const history = await text(await valeria.go("/admin/sabores/carta/cambios"));
    expect(history).toContain("el premio 800 Puntos de bienvenida");
    expect(history).toContain("Puntos de regalo: 500 → 800");
  });

  it("Diego gets 403; Otro Sabor's owner 404; Valeria gets 404 for Otro Sabor's reward", async () => {
    expect((await (await consoleAs(SHOP.diego)).go(PAGE)).status).toBe(403);
    expect((await (await consoleAs(SHOP.otroDueno)).go(PAGE)).status).toBe(404);
    const other = await env.DB.prepare("INSERT INTO loyalty_rewards (company_id, branch_id, name, amount) VALUES (?, ?, 'Ajeno', 100) RETURNING id").bind(I.companies.otroSabor, I.branches.otro).first<{ id: number }>();
    expect((await valeria.go(`${PAGE}?premio=${other!.id}`)).status).toBe(404);
    const post = await send(valeria, { intent: "guardar-premio", rewardId: String(other!.id), visto: "{}", name: "Robado", amount: "99999", branchId: "", branchContactId: "", active: "on" });
    expect(post.status).toBe(404);
    expect(await env.DB.prepare("SELECT amount FROM loyalty_rewards WHERE id = ?").bind(other!.id).first()).toEqual({ amount: 100 });
  });
});
