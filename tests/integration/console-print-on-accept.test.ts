// 'Imprimir al aceptar' (/consola/{alias}/local): a per-location setting; with it on, accepting an
// order from the board or from the order's page prints the kitchen ticket. Without JavaScript the
// accept lands on the ticket's page (its 'Imprimir' prints it); with it the page gets the ticket's
// address back and prints it in a hidden frame (the e2e check stubs print()).
import { env } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { DEMO_IDS } from "~/data/demo/demo-tenant";
import { consoleAs, SHOP } from "./console-helpers";
import { palermoDelivery, postOrder } from "./orders-helpers";
import type { Diner } from "./sign-in-helpers";

const LOCAL = "/consola/pizzeria-palermo/local";
const BOARD = "/consola/pizzeria-palermo";
const detail = (code: string) => `${BOARD}/pedido/${code}`;
const page = async (res: Response) => (await res.text()).replace(/<!-- -->/g, "").replace(/&#x27;/g, "'");
let keyNo = 0;

async function placeDelivery(): Promise<string> {
  const r = await postOrder(palermoDelivery({ phone: "+5491155550061" }), `print-${++keyNo}-${Math.random()}`);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data.code;
}

const printSetting = async () =>
  (await env.DB.prepare("SELECT print_on_accept AS on_ FROM console_board_settings WHERE branch_contact_id = ?").bind(DEMO_IDS.branchContacts.palermo).first<{ on_: number }>())?.on_ ?? null;

let diego: Diner;
beforeAll(async () => {
  diego = await consoleAs(SHOP.diego);
});
afterEach(async () => {
  await env.DB.prepare("UPDATE console_board_settings SET print_on_accept = 0").run();
});

describe("'Imprimir al aceptar'", () => {
  it("Diego switches it on and off on the location's page; it is kept per location; the kitchen may not (403)", async () => {
    const before = await page(await diego.go(LOCAL));
    expect(before).toContain("Imprimir al aceptar");
    expect(before).toContain("Los tickets se imprimen solo con 'Imprimir' en cada pedido.");
    const on = await diego.post(LOCAL, { intent: "printOnAccept", printOnAccept: "on" });
    expect(on.status).toBe(302);
    expect(await printSetting()).toBe(1);
    const after = await page(await diego.go(LOCAL));
    expect(after).toContain("Al aceptar un pedido se imprime su ticket de cocina.");
    expect(after).toContain('<input type="checkbox" name="printOnAccept" checked="" value="on"/> Imprimir al aceptar');
    // Belgrano (also Diego's) keeps its own setting.
    expect(await page(await diego.go("/consola/pizzeria-belgrano/local"))).toContain("Los tickets se imprimen solo con 'Imprimir' en cada pedido.");
    // Unticked: the checkbox is not sent.
    expect((await diego.post(LOCAL, { intent: "printOnAccept" })).status).toBe(302);
    expect(await printSetting()).toBe(0);
    const bad = await diego.post(LOCAL, { intent: "printOnAccept", printOnAccept: "si" });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Elija una opción válida.");
    const cocina = await consoleAs(SHOP.cocina);
    expect((await cocina.post(LOCAL, { intent: "printOnAccept", printOnAccept: "on" })).status).toBe(403);
    expect(await printSetting()).toBe(0);
  });

  it("on, without JavaScript: accepting on the board goes to the kitchen ticket's page, with 'Imprimir' and no prices", async () => {
    await diego.post(LOCAL, { intent: "printOnAccept", printOnAccept: "on" });
    const code = await placeDelivery();
    const res = await diego.post(`${BOARD}?index`, { intent: "accept", code, prepMinutes: "20" });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`${detail(code)}?ticket=cocina`);
    const ticket = await diego.go(`${detail(code)}?ticket=cocina`);
    expect(ticket.status).toBe(200);
    // The ticket may be framed by its own origin (the hidden frame that prints it with JavaScript).
    expect(ticket.headers.get("X-Frame-Options")).toBe("SAMEORIGIN");
    expect(ticket.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'self'");
    const html = await page(ticket);
    expect(html).toContain(">Imprimir</button>");
    const printed = html.slice(html.indexOf('<article class="ticket'), html.indexOf("</article>"));
    expect(printed).toContain('aria-label="Ticket de cocina"');
    expect(printed).toContain(`#${code}`);
    expect(printed).toContain("1 × Muzzarella (Grande)");
    expect(printed).not.toContain("$");
    // The order's own page is never framed.
    expect((await diego.go(detail(code))).headers.get("X-Frame-Options")).toBe("DENY");
  });

  it("on, from the order's page without JavaScript: the same ticket; with JavaScript the board answers the ticket to print", async () => {
    await diego.post(LOCAL, { intent: "printOnAccept", printOnAccept: "on" });
    const code = await placeDelivery();
    const before = await page(await diego.go(detail(code)));
    expect(before).toContain("Aceptar, listo en");
    expect(before).toContain(`action="${BOARD}?index"`);
    const res = await diego.post(`${BOARD}?index`, { intent: "accept", code, prepMinutes: "15", volver: "pedido" });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`${detail(code)}?ticket=cocina`);
    expect(await page(await diego.go(detail(code)))).not.toContain("Aceptar, listo en");

    const withJs = await placeDelivery();
    const framed = await diego.post(`${BOARD}?index`, { intent: "accept", code: withJs, prepMinutes: "15", printVia: "frame" });
    expect(framed.status).toBe(200);
    const board = await page(framed);
    expect(board).toContain("Pedido aceptado.");
    // The action's data as Remix streams it to the page: the ticket usePrintInFrame loads and prints.
    expect(board).toContain(`printTicket\\",\\"${detail(withJs)}?ticket=cocina\\"`);
  });

  it("off: the board stays on the board, the order's page comes back to the order's page", async () => {
    const code = await placeDelivery();
    const res = await diego.post(`${BOARD}?index`, { intent: "accept", code, prepMinutes: "20" });
    expect(res.status).toBe(200);
    const html = await page(res);
    expect(html).toContain("Pedido aceptado.");
    expect(html).not.toContain("printTicket");
    const other = await placeDelivery();
    const back = await diego.post(`${BOARD}?index`, { intent: "accept", code: other, prepMinutes: "20", volver: "pedido" });
    expect(back.status).toBe(302);
    expect(back.headers.get("Location")).toBe(detail(other));
  });
});
