// When a delivery order of a location that delivers with its own fleet is
// ACCEPTED, a logistics order and a shipment LOOKING_FOR_DRIVER (provider OWN_FLEET)
// are created in the same write as the order's status (the statements below join
// the order transition's batch, order-writer.server.ts). Each statement checks
// its own conditions, so an order that is not such a delivery adds nothing, and
// an order accepted twice (back from AWAITING_FINAL_STAGE) keeps its shipment.
//
// Then stackWaitingShipment (a second, separate conditional write) may group the
// new shipment with others waiting at the location (domain/logistics/stacking.ts).
import { and, eq, gte, inArray } from "drizzle-orm";
import { db } from "~/data/db.server";
import { deliveryKeyFrom } from "~/domain/logistics/delivery-key";
import { chooseGroup, routeOrder, STACK_WINDOW_MS, type WaitingGroup, type WaitingShipment } from "~/domain/logistics/stacking";
import { branchContacts } from "~/data/schema.server";
import { shipments } from "~/data/schema-shipments.server";

/** A delivery key from the platform's CSPRNG. */
export function newDeliveryKey(): string {
  const buf = new Uint32Array(1);
  crypto.getRandomValues(buf);
  return deliveryKeyFrom(buf[0]! / 2 ** 32);
}

/** Statements for the ACCEPTED batch: logistics order, shipment and its first event. */
export function shipmentOnAcceptStatements(env: Pick<Env, "DB">, companyId: number, orderId: number, at: number): D1PreparedStatement[] {
  const q = (text: string, ...binds: unknown[]) => env.DB.prepare(text).bind(...binds);
  return [
    q(
      `INSERT INTO logistics_orders (company_id, branch_contact_id, order_id, order_code, provider, delivery_key, created_at)
       SELECT o.company_id, o.branch_contact_id, o.id, o.code, 'OWN_FLEET', ?, ?
       FROM orders o JOIN branch_contacts bc ON bc.id = o.branch_contact_id AND bc.company_id = o.company_id
       WHERE o.company_id = ? AND o.id = ? AND o.status = 'ACCEPTED' AND o.type = 'DELIVERY' AND bc.own_fleet = 1
       ON CONFLICT (order_id) DO NOTHING`,
      newDeliveryKey(), at, companyId, orderId,
    ),
    q(
      `INSERT INTO shipments (company_id, branch_contact_id, logistics_order_id, order_id, order_code, status, provider,
         return_shipment, drop_off_lat, drop_off_lng, created_at, updated_at)
       SELECT lo.company_id, lo.branch_contact_id, lo.id, o.id, o.code, 'LOOKING_FOR_DRIVER', 'OWN_FLEET',
         CASE WHEN o.payment_method = 'CASH' THEN 1 ELSE 0 END,
         json_extract(o.destination, '$.lat'), json_extract(o.destination, '$.lng'), ?, ?
       FROM logistics_orders lo JOIN orders o ON o.id = lo.order_id AND o.company_id = lo.company_id
       WHERE lo.company_id = ? AND lo.order_id = ? AND o.status = 'ACCEPTED'
         AND NOT EXISTS (SELECT 1 FROM shipments s WHERE s.logistics_order_id = lo.id)`,
      at, at, companyId, orderId,
    ),
    q(
      `INSERT OR IGNORE INTO shipment_status_events (company_id, shipment_id, status, at)
       SELECT s.company_id, s.id, 'LOOKING_FOR_DRIVER', ? FROM shipments s
       WHERE s.company_id = ? AND s.order_id = ? AND s.status = 'LOOKING_FOR_DRIVER' AND s.created_at = ?`,
      at, companyId, orderId, at,
    ),
  ];
}

/** Statements for the CANCELED batch: the order's open shipments are cancelled with it. */
export function shipmentOnCancelStatements(env: Pick<Env, "DB">, companyId: number, orderId: number, at: number): D1PreparedStatement[] {
  return [
    env.DB
      .prepare(
        `UPDATE shipments SET status = 'CANCELED', updated_at = ?
         WHERE company_id = ? AND order_id = ? AND status NOT IN ('DELIVERED', 'RETURNED', 'DRIVER_CANCELED', 'CANCELED')
           AND EXISTS (SELECT 1 FROM orders o WHERE o.id = ? AND o.status = 'CANCELED')`,
      )
      .bind(at, companyId, orderId, orderId),
  ];
}

/**
 * Groups the order's new waiting shipment with the location's other waiting
 * shipments when the stacking rule allows (one conditional batch; a shipment taken
 * or stacked meanwhile leaves everything as it was). Returns the stack id or null.
 */
export async function stackWaitingShipment(env: Pick<Env, "DB">, companyId: number, orderId: number): Promise<number | null> {
  const d = db(env);
  const mine = await d
    .select()
    .from(shipments)
    .where(and(eq(shipments.companyId, companyId), eq(shipments.orderId, orderId), eq(shipments.status, "LOOKING_FOR_DRIVER")))
    .get();
  if (!mine || mine.stackId !== null) return mine?.stackId ?? null;
  const store = await d
    .select({ lat: branchContacts.lat, lng: branchContacts.lng })
    .from(branchContacts)
    .where(and(eq(branchContacts.companyId, companyId), eq(branchContacts.id, mine.branchContactId)))
    .get();
  if (!store) return null;
  const waiting = await d
    .select()
    .from(shipments)
    .where(
      and(
        eq(shipments.companyId, companyId),
        eq(shipments.branchContactId, mine.branchContactId),
        inArray(shipments.status, ["LOOKING_FOR_DRIVER"]),
        gte(shipments.createdAt, mine.createdAt - STACK_WINDOW_MS),
      ),
    );
  const asWaiting = (s: typeof mine): WaitingShipment => ({
    id: s.id,
    createdAt: s.createdAt,
    dropOff: s.dropOffLat != null && s.dropOffLng != null ? { lat: s.dropOffLat, lng: s.dropOffLng } : null,
  });
  const groups = new Map<string, { stackId: number | null; shipments: WaitingShipment[] }>();
  for (const s of waiting) {
    if (s.id === mine.id) continue;
    const key = s.stackId === null ? `s${s.id}` : `k${s.stackId}`;
    const g = groups.get(key) ?? { stackId: s.stackId, shipments: [] };
    g.shipments.push(asWaiting(s));
    groups.set(key, g);
  }
  const group: WaitingGroup | null = chooseGroup(asWaiting(mine), [...groups.values()]);
  if (!group) return null;
  const members = [...group.shipments, asWaiting(mine)];
  const order = routeOrder(store, members);
  const orderCase = `CASE id ${order.map((id, i) => `WHEN ${Number(id)} THEN ${i}`).join(" ")} END`;
  const at = Math.max(...members.map((m) => m.createdAt));
  const q = (text: string, ...binds: unknown[]) => env.DB.prepare(text).bind(...binds);
  const ids = members.map((m) => Number(m.id));
  const idList = ids.join(", ");
  let stackId: number;
  const statements: D1PreparedStatement[] = [];
  if (group.stackId === null) {
    // A new stack takes the id of the shipment that waited first (each shipment row
    // starts at most one stack), so the batch needs no id from an earlier statement.
    stackId = Number(group.shipments[0]!.id);
    statements.push(
      q(
        `INSERT INTO shipment_stacks (id, company_id, branch_contact_id, status, provider, return_stack, created_at, updated_at)
         SELECT ?, ?, ?, 'LOOKING_FOR_DRIVER', 'OWN_FLEET', 0, ?, ?
         WHERE (SELECT COUNT(*) FROM shipments WHERE company_id = ? AND id IN (${idList}) AND status = 'LOOKING_FOR_DRIVER' AND stack_id IS NULL) = ?`,
        stackId, companyId, mine.branchContactId, at, at, companyId, ids.length,
      ),
    );
  } else {
    stackId = group.stackId;
  }
  statements.push(
    q(
      `UPDATE shipments SET stack_id = ?, stacking_order = ${orderCase}
       WHERE company_id = ? AND id IN (${idList}) AND status = 'LOOKING_FOR_DRIVER' AND (stack_id IS NULL OR stack_id = ?)
         AND EXISTS (SELECT 1 FROM shipment_stacks k WHERE k.id = ? AND k.company_id = ? AND k.status = 'LOOKING_FOR_DRIVER')
         AND (SELECT COUNT(*) FROM shipments x WHERE x.company_id = ? AND x.id IN (${idList}) AND x.status = 'LOOKING_FOR_DRIVER'
              AND (x.stack_id IS NULL OR x.stack_id = ?)) = ?
         AND NOT EXISTS (SELECT 1 FROM shipments y WHERE y.stack_id = ? AND y.id NOT IN (${idList}))
       RETURNING id`,
      stackId, companyId, stackId, stackId, companyId, companyId, stackId, ids.length, stackId,
    ),
    q(
      `UPDATE shipment_stacks SET return_stack = EXISTS (SELECT 1 FROM shipments s WHERE s.stack_id = ? AND s.return_shipment = 1)
       WHERE id = ? AND company_id = ?`,
      stackId, stackId, companyId,
    ),
  );
  const results = await env.DB.batch(statements);
  const updated = results[group.stackId === null ? 1 : 0]?.results ?? [];
  if (updated.length === ids.length) return stackId;
  // Nothing stacked (someone took a shipment meanwhile): drop an empty new stack.
  if (group.stackId === null) {
    await q(`DELETE FROM shipment_stacks WHERE id = ? AND company_id = ? AND NOT EXISTS (SELECT 1 FROM shipments WHERE stack_id = ?)`, stackId, companyId, stackId).run();
  }
  return null;
}
