// The order's write batch, prepared once per isolate (app/data/orders/order-writer.server.ts):
// what it stores, column by column as D1 holds it (NULL where empty, JSON text, 0/1), and two
// orders in a row through the same prepared statements, each with its own values and lines.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { DEMO_IDS } from "~/data/demo/demo-tenant";
import { orderRow, palermoDelivery, postOrder } from "./orders-helpers";

const I = DEMO_IDS;

async function rows<T>(sql: string, ...binds: unknown[]): Promise<T[]> {
  return (await env.DB.prepare(sql).bind(...binds).all<T>()).results;
}

describe("the order's write batch", () => {
  it("stores NULL where the order has nothing, JSON and 0/1 where it has", async () => {
    const r = await postOrder(palermoDelivery({ phone: "+5491155550301", customerName: "Rocío Paz" }), "order-write-1");
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const o = await orderRow(r.body.data.code);
    // No code, no last name, no e-mail, no notes, no table: SQL NULL (not the JSON text 'null').
    for (const column of ["code_discount", "customer_last_name", "customer_email", "customer_document", "notes", "table_number", "scheduled_at"]) {
      expect(o[column], column).toBeNull();
    }
    expect(o.request_hash, "the API stores its body's fingerprint").toMatch(/^[0-9a-f]{64}$/);
    expect(await rows("SELECT typeof(code_discount) AS t FROM orders WHERE id = ?", o.id)).toEqual([{ t: "null" }]);
    expect(o).toMatchObject({ opt_in: 1, scheduled: 0, installed_app: 0, total: 14050, status: "GENERATED", customer_name: "Rocío Paz", customer_phone: "+5491155550301" });
    expect(JSON.parse(o.destination)).toMatchObject({ fullAddress: "Gurruchaga 1500, Palermo, CABA", betweenStreets: "Cabrera y Gorriti", details: "Timbre 3B" });
    expect(JSON.parse(o.discounts)).toEqual([]);
    // The order's customer is the one of its phone, written in the same batch.
    const [customer] = await rows<{ id: number; name: string; opt_in: number }>("SELECT id, name, opt_in FROM customers WHERE company_id = 1 AND phone = ?", "+5491155550301");
    expect(customer).toMatchObject({ name: "Rocío Paz", opt_in: 1 });
    expect(o.customer_id).toBe(customer.id);
    const [line] = await rows<{ line_no: number; discount: unknown; extras: string; notes: unknown }>("SELECT line_no, discount, extras, notes FROM order_lines WHERE order_id = ?", o.id);
    expect(line).toEqual({ line_no: 1, discount: null, extras: "[]", notes: null });
    expect(await rows("SELECT status, actor FROM order_status_events WHERE order_id = ?", o.id)).toEqual([{ status: "GENERATED", actor: "system" }]);
  });

  it("a second order through the same statements keeps its own values and lines", async () => {
    const one = await postOrder(palermoDelivery({ phone: "+5491155550302" }), "order-write-2");
    const two = await postOrder(
      palermoDelivery({
        phone: "+5491155550303",
        customerName: "Tomás Gil",
        optIn: false,
        notes: "Sin timbre",
        paysWith: 40000,
        items: [
          {
            referenceId: I.plates.muzzarella,
            quantity: 2,
            sizeId: I.sizes.muzzarellaChica,
            extras: [{ groupId: I.garnishGroups.agregados, groupItems: [{ referenceId: I.garnishes.aceitunas, quantity: 1 }] }],
            notes: "Bien cocida",
          },
          { referenceId: I.plates.muzzarella, quantity: 1, sizeId: I.sizes.muzzarellaGrande, extras: [], notes: "" },
        ],
      }),
      "order-write-3",
    );
    expect(one.status, JSON.stringify(one.body)).toBe(200);
    expect(two.status, JSON.stringify(two.body)).toBe(200);
    const a = await orderRow(one.body.data.code);
    const b = await orderRow(two.body.data.code);
    expect(a).toMatchObject({ customer_phone: "+5491155550302", customer_name: "Juan Pérez", opt_in: 1, notes: null });
    // 2 × (Chica $ 8.000 + Aceitunas $ 500) + Grande $ 11.500 = $ 28.500 of items.
    expect(b).toMatchObject({ customer_phone: "+5491155550303", customer_name: "Tomás Gil", opt_in: 0, notes: "Sin timbre", items_total: 28500 });
    expect(await rows("SELECT line_no, quantity, unit_price, line_total, size_name, notes, extras FROM order_lines WHERE order_id = ? ORDER BY line_no", b.id)).toEqual([
      {
        line_no: 1,
        quantity: 2,
        unit_price: 8500,
        line_total: 17000,
        size_name: "Chica",
        notes: "Bien cocida",
        extras: JSON.stringify([{ groupId: I.garnishGroups.agregados, groupName: "Agregados", items: [{ garnishId: I.garnishes.aceitunas, name: "Aceitunas", quantity: 1, price: 500 }] }]),
      },
      { line_no: 2, quantity: 1, unit_price: 11500, line_total: 11500, size_name: "Grande", notes: null, extras: "[]" },
    ]);
    expect(await rows("SELECT COUNT(*) AS n FROM order_lines WHERE order_id = ?", a.id)).toEqual([{ n: 1 }]);
    expect(b.customer_id).not.toBe(a.customer_id);
  });
});
