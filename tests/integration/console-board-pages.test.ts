// A busy day's board (/consola/{alias}): each column shows a page of 30 orders with how many it
// holds and 'Ver más' ('?nuevos=2'), 'Nuevos' the oldest first, 'Cancelados hoy' the latest first;
// a page past a column's end is its last page; the orders of other pages are not in the page at
// all (nor in its hydration data).
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { consoleAs, SHOP } from "./console-helpers";
import { palermoDelivery, postOrder } from "./orders-helpers";
import type { Diner } from "./sign-in-helpers";

const BOARD = "/consola/pizzeria-palermo";
const PALERMO = 111;
const ORDERS = 35;

const html = async (res: Response) => {
  expect(res.status).toBe(200);
  return (await res.text()).replace(/<!-- -->/g, "");
};

/** The codes of a column's cards, in the page's order. */
function columnCodes(page: string, key: string): string[] {
  const start = page.indexOf(`id="columna-${key}"`);
  const column = page.slice(start, page.indexOf("</section>", start));
  return [...column.matchAll(/data-order-code="(\w+)"/g)].map((m) => m[1]!);
}

function column(page: string, key: string): string {
  const start = page.indexOf(`id="columna-${key}"`);
  return page.slice(start, page.indexOf("</section>", start));
}

let diego: Diner;
/** The day's orders at Palermo, the oldest first. */
const codes: string[] = [];

beforeAll(async () => {
  diego = await consoleAs(SHOP.diego);
  // Only this file's orders are open at Palermo (the demo's finished long ago, off today's board).
  await env.DB.prepare("UPDATE orders SET status = 'DELIVERED' WHERE branch_contact_id = ? AND status NOT IN ('DELIVERED', 'CANCELED', 'PENDING_PAYMENT')").bind(PALERMO).run();
  for (let n = 0; n < ORDERS; n++) {
    const r = await postOrder(palermoDelivery(), `board-pages-${n}-${Math.random()}`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    codes.push(r.body.data.code);
  }
}, 60_000);

describe("a busy day's board", () => {
  it("35 new orders: the oldest 30 with '30 de 35' and 'Ver más', the rest on '?nuevos=2'; a page past the end is the last one", async () => {
    const first = await html(await diego.go(BOARD));
    expect(columnCodes(first, "new")).toEqual(codes.slice(0, 30));
    const news = column(first, "new");
    expect(news).toContain('class="board-column__count">35<');
    expect(news).toContain("30 de 35");
    expect(news).toMatch(/href="[^"]*\?nuevos=2"[^>]*>Ver más</);
    expect(first).toContain("<title>(35) Pedidos · Sabores Palermo</title>");
    // The other page's orders are nowhere in the page, its data included.
    for (const code of codes.slice(30)) expect(first).not.toContain(code);

    const second = await html(await diego.go(`${BOARD}?nuevos=2`));
    expect(columnCodes(second, "new")).toEqual(codes.slice(30));
    expect(column(second, "new")).toContain("31–35 de 35");
    expect(column(second, "new")).toMatch(/>Anteriores</);
    expect(column(second, "new")).not.toContain("Ver más");
    for (const code of codes.slice(0, 30)) expect(second).not.toContain(code);

    const past = await html(await diego.go(`${BOARD}?nuevos=7`));
    expect(columnCodes(past, "new")).toEqual(codes.slice(30));
  });

  it("'Cancelados hoy' past 30: the latest 30 folded, the rest on '?cancelados=2'", async () => {
    await env.DB.prepare(`UPDATE orders SET status = 'CANCELED', cancel_reason = 'Local muy ocupado' WHERE code IN (${codes.map(() => "?").join(", ")})`).bind(...codes).run();
    const first = await html(await diego.go(BOARD));
    const latestFirst = [...codes].reverse();
    expect(columnCodes(first, "canceled")).toEqual(latestFirst.slice(0, 30));
    const canceled = column(first, "canceled");
    expect(canceled).toContain("Ver los 35 pedidos");
    expect(canceled).toContain("30 de 35");
    expect(canceled).toMatch(/href="[^"]*\?cancelados=2"[^>]*>Ver más</);
    expect(canceled).toContain('<details class="board-closed">');
    expect(columnCodes(first, "new")).toEqual([]);

    const second = await html(await diego.go(`${BOARD}?cancelados=2`));
    expect(columnCodes(second, "canceled")).toEqual(latestFirst.slice(30));
    expect(column(second, "canceled")).toContain("31–35 de 35");
    // Asked for, the second page is open.
    expect(column(second, "canceled")).toContain('<details class="board-closed" open="">');
  });
});
