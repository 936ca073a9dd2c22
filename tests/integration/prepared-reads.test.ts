// Reads prepared once per D1 binding (app/data/db.server.ts preparedStatement): the same answers as a
// query built per call, whether awaited alone or inside a batch beside others, each call with its
// own values; 'Mis pedidos' reads through them (listCustomerOrders).
import { env } from "cloudflare:test";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { listCustomerOrders } from "~/data/customers/customers.server";
import { db, preparedStatement } from "~/data/db.server";
import { DEMO_IDS } from "~/data/demo/demo-tenant";
import { orders } from "~/data/schema/orders.server";

const LUCIA = "+5491155550001";
const orderCodeOf = preparedStatement((d) => d.select({ code: orders.code }).from(orders).where(sql`${orders.customerPhone} = ${sql.placeholder("phone")}`));

describe("reads prepared once per D1 binding", () => {
  it("answers each call with its own values, awaited alone or in a batch beside another", async () => {
    expect(await orderCodeOf(env, { phone: LUCIA })).toEqual([{ code: "SABDEM01" }]);
    expect(await orderCodeOf(env, { phone: "+5491100000000" })).toEqual([]);
    const [lucia, nobody, count] = await db(env).batch([
      orderCodeOf(env, { phone: LUCIA }),
      orderCodeOf(env, { phone: "+5491100000000" }),
      db(env).select({ n: sql<number>`count(*)` }).from(orders).where(sql`${orders.code} = 'SABDEM01'`),
    ]);
    expect(lucia).toEqual([{ code: "SABDEM01" }]);
    expect(nobody).toEqual([]);
    expect(count).toEqual([{ n: 1 }]);
  });

  it("'Mis pedidos': Lucía's orders at Palermo, mapped like any drizzle read (booleans, page and total)", async () => {
    const q = { companyId: 1, branchContactId: DEMO_IDS.branchContacts.palermo, phone: LUCIA, offset: 0, now: Date.now() };
    const first = await listCustomerOrders(env, q);
    expect(first.total).toBe(1);
    expect(first.orders).toHaveLength(1);
    expect(first.orders[0]).toMatchObject({ code: "SABDEM01", scheduled: false, inProgress: false });
    expect(typeof first.orders[0].orderedAt).toBe("number");
    // Another page and another branch contact: the same prepared statements, other values.
    expect((await listCustomerOrders(env, { ...q, offset: 10 })).orders).toEqual([]);
    expect(await listCustomerOrders(env, { ...q, branchContactId: DEMO_IDS.branchContacts.palermo + 999 })).toEqual({ orders: [], total: 0 });
  });
});
