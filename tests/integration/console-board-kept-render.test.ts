// The board's document is kept per isolate while its orders and its person's view are unchanged
// (app/http/memoized-render.server.ts): every load still checks the session and reads the orders,
// a new order is on the next load, each person sees their own board, and every answer has a
// script nonce of its own.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { consoleAs, SHOP } from "./console-helpers";
import { palermoDelivery, postOrder } from "./orders-helpers";
import type { Diner } from "./sign-in-helpers";

const BOARD = "/consola/pizzeria-palermo";
const PALERMO = 111;

async function board(person: Diner) {
  const res = await person.go(BOARD);
  expect(res.status).toBe(200);
  const html = await res.text();
  const policyNonce = /'nonce-([^']+)'/.exec(res.headers.get("Content-Security-Policy") ?? "")?.[1];
  const pageNonces = new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]));
  return { html, policyNonce, pageNonces };
}

let diego: Diner;
let cocina: Diner;

beforeAll(async () => {
  diego = await consoleAs(SHOP.diego);
  cocina = await consoleAs(SHOP.cocina);
  await env.DB.prepare("UPDATE orders SET status = 'DELIVERED' WHERE branch_contact_id = ? AND status NOT IN ('DELIVERED', 'CANCELED', 'PENDING_PAYMENT')")
    .bind(PALERMO)
    .run();
}, 30_000);

describe("the board's kept render", () => {
  it("the same board twice: the same page, each with its own nonce in the policy and every script", async () => {
    const first = await board(diego);
    const second = await board(diego);
    for (const load of [first, second]) {
      expect(load.policyNonce).toBeTruthy();
      expect([...load.pageNonces]).toEqual([load.policyNonce]);
    }
    expect(second.policyNonce).not.toBe(first.policyNonce);
    expect(second.html.replaceAll(second.policyNonce!, "N")).toBe(first.html.replaceAll(first.policyNonce!, "N"));
  });

  it("a new order is on the next load, right after a load that was kept", async () => {
    await board(diego);
    const before = await board(diego);
    const placed = await postOrder(palermoDelivery(), `kept-render-${Math.random()}`);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const code: string = placed.body.data.code;
    expect(before.html).not.toContain(`data-order-code="${code}"`);
    const after = await board(diego);
    expect(after.html).toContain(`data-order-code="${code}"`);
    expect(after.html).toContain("<title>(1) Pedidos · Sabores Palermo</title>");
  });

  it("another isolate's writes in D1 show on the next load: an order's status, its shipment, the board's settings", async () => {
    const placed = await postOrder(palermoDelivery(), `kept-render-d1-${Math.random()}`);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const code: string = placed.body.data.code;
    const column = (html: string, key: string) =>
      html.slice(html.indexOf(`id="columna-${key}"`), html.indexOf("</section>", html.indexOf(`id="columna-${key}"`)));
    expect(column((await board(diego)).html, "new")).toContain(`data-order-code="${code}"`);
    await board(diego);

    // Accepted on the board: its shipment is created, and the card moves.
    const accept = await diego.post(BOARD, { intent: "accept", code, prepMinutes: "20" });
    expect(accept.status).toBe(200);
    const accepted = (await board(diego)).html;
    expect(column(accepted, "new")).not.toContain(`data-order-code="${code}"`);
    expect(column(accepted, "preparing")).toContain(`data-order-code="${code}"`);

    // A rider's app (another isolate) moves the shipment: 'En camino' on the next load.
    const order = await env.DB.prepare("SELECT id, company_id FROM orders WHERE code = ?").bind(code).first<{ id: number; company_id: number }>();
    await env.DB.prepare("UPDATE shipments SET status = 'ON_ROUTE_TO_DROP_OFF' WHERE order_id = ?").bind(order!.id).run();
    const onRoute = await env.DB.prepare("SELECT COUNT(*) AS n FROM shipments WHERE order_id = ? AND status = 'ON_ROUTE_TO_DROP_OFF'")
      .bind(order!.id)
      .first<{ n: number }>();
    expect(onRoute!.n, "the accepted delivery order has its shipment").toBe(1);
    expect(column((await board(diego)).html, "onTheWay")).toContain(`data-order-code="${code}"`);

    // The order itself written elsewhere: cancelled today.
    await env.DB.prepare("UPDATE orders SET status = 'CANCELED', cancel_reason = 'Otro' WHERE id = ?").bind(order!.id).run();
    const canceled = (await board(diego)).html;
    expect(column(canceled, "onTheWay")).not.toContain(`data-order-code="${code}"`);
    expect(column(canceled, "canceled")).toContain(code);

    const checked = (html: string) => /<input type="checkbox" name="autoAccept" checked=""/.test(html);
    expect(checked((await board(diego)).html)).toBe(false);
    await env.DB.prepare(
      "INSERT INTO console_board_settings (branch_contact_id, company_id, auto_accept, default_prep_minutes, print_on_accept, updated_at) VALUES (?, ?, 1, 30, 0, 0) ON CONFLICT (branch_contact_id) DO UPDATE SET auto_accept = 1, default_prep_minutes = 30"
    )
      .bind(PALERMO, order!.company_id)
      .run();
    const auto = (await board(diego)).html;
    expect(checked(auto)).toBe(true);
    expect(auto).toMatch(/<option value="30" selected="">30/);
    await env.DB.prepare("UPDATE console_board_settings SET auto_accept = 0 WHERE branch_contact_id = ?").bind(PALERMO).run();
  });

  it("each person gets their own board: the kitchen's is never the manager's kept page", async () => {
    const manager = await board(diego);
    const kitchen = await board(cocina);
    expect(manager.html).toContain("Diego Luna");
    expect(kitchen.html).toContain("Cocina Palermo");
    expect(kitchen.html).not.toContain("Diego Luna");
    // The kitchen has no figures: its menu has no 'Resumen' link.
    expect(manager.html).toContain('href="/consola/pizzeria-palermo/resumen"');
    expect(kitchen.html).not.toContain('href="/consola/pizzeria-palermo/resumen"');
  });

  it("a signed-out device gets the sign-in page, even for a board kept a moment ago", async () => {
    await board(cocina);
    await env.DB.prepare("DELETE FROM shop_sessions WHERE phone = ?").bind(SHOP.cocina.e164).run();
    const res = await cocina.go(BOARD);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toContain("/consola?volver=");
  });
});
