// Every shipment and stack change is ONE conditional write (one env.DB.batch = one
// transaction whose first statement says whether anything changed): the rows move
// only from the status the caller saw, only for their rider, so two riders
// accepting one shipment make one winner and a double tap moves it once.
// (logistics.md §4 rules; two riders may tap at once.) The caller learns the winner from
// the RETURNING rows; events (shipment_status_events) are written in the same batch.
import type { ShipmentStatus } from "~/domain/logistics/shipment-status";
import { ORDER_DELIVERED_STATEMENT, riderDeliveredStatements, type DeliveredOrder } from "~/data/orders/rider-delivered.server";

export interface RiderRef {
  riderId: number;
  name: string;
  phone: string;
}

export interface Changed {
  orderCode: string;
  status: ShipmentStatus;
  shipmentId: number;
}

export type WriteResult = { ok: true; changed: Changed[]; orderDelivered?: boolean } | { ok: false };

/** Held by a rider: the "one shipment in progress at a time" guard, as SQL on alias `h`. */
const RIDER_BUSY = `EXISTS (SELECT 1 FROM shipments h WHERE h.company_id = ?1 AND h.rider_id = ?2
  AND (h.status IN ('ON_ROUTE_TO_PICK_UP', 'IN_STORE', 'ON_ROUTE_TO_DROP_OFF', 'ON_ROUTE_TO_DROP_OFFS')
       OR (h.status = 'DELIVERED' AND h.return_shipment = 1)))`;

const UNFINISHED = `(s.status NOT IN ('DELIVERED', 'RETURNED', 'DRIVER_CANCELED', 'CANCELED') OR (s.status = 'DELIVERED' AND s.return_shipment = 1))`;

type Row = { order_code: string; status: ShipmentStatus; id: number };
const rows = (r: D1Result | undefined) => ((r?.results ?? []) as Row[]).map((x) => ({ orderCode: x.order_code, status: x.status, shipmentId: x.id }));

function events(d1: D1Database, companyId: number, where: string, binds: unknown[], at: number): D1PreparedStatement {
  return d1
    .prepare(
      `INSERT OR IGNORE INTO shipment_status_events (company_id, shipment_id, status, at, rider_id)
       SELECT company_id, id, status, ?, rider_id FROM shipments WHERE company_id = ? AND updated_at = ? AND ${where}`,
    )
    .bind(at, companyId, at, ...binds);
}

/** The stack's own status once each of its shipments is finished (§4 "the stack is refreshed"). */
function finishStack(d1: D1Database, companyId: number, stackId: number, at: number): D1PreparedStatement {
  return d1
    .prepare(
      `UPDATE shipment_stacks SET updated_at = ?,
         status = CASE WHEN EXISTS (SELECT 1 FROM shipments s WHERE s.stack_id = ?2 AND s.status IN ('DELIVERED', 'RETURNED')) THEN 'DELIVERED' ELSE 'DRIVER_CANCELED' END
       WHERE company_id = ?3 AND id = ?2 AND status NOT IN ('DELIVERED', 'RETURNED', 'DRIVER_CANCELED', 'CANCELED')
         AND NOT EXISTS (SELECT 1 FROM shipments s WHERE s.stack_id = ?2 AND ${UNFINISHED})`,
    )
    .bind(at, stackId, companyId);
}

/** §4 'Aceptar envío' on a single shipment: LOOKING_FOR_DRIVER → ON_ROUTE_TO_PICK_UP for a free rider. */
export async function acceptShipment(env: Pick<Env, "DB">, companyId: number, branchContactId: number, id: number, rider: RiderRef, at: number): Promise<WriteResult> {
  const d1 = env.DB;
  const [upd] = await d1.batch([
    d1
      .prepare(
        `UPDATE shipments SET status = 'ON_ROUTE_TO_PICK_UP', rider_id = ?2, rider_name = ?3, rider_phone = ?4, updated_at = ?5
         WHERE company_id = ?1 AND branch_contact_id = ?6 AND id = ?7 AND status = 'LOOKING_FOR_DRIVER' AND stack_id IS NULL
           AND NOT ${RIDER_BUSY}
         RETURNING id, order_code, status`,
      )
      .bind(companyId, rider.riderId, rider.name, rider.phone, at, branchContactId, id),
    events(d1, companyId, `id = ? AND rider_id = ? AND status = 'ON_ROUTE_TO_PICK_UP'`, [id, rider.riderId], at),
  ]);
  const changed = rows(upd);
  return changed.length ? { ok: true, changed } : { ok: false };
}

/** §4 'Aceptar envío' on a stack: the stack and all its shipments, for a free rider. */
export async function acceptStack(env: Pick<Env, "DB">, companyId: number, branchContactId: number, stackId: number, rider: RiderRef, at: number): Promise<WriteResult> {
  const d1 = env.DB;
  const [stack, upd] = await d1.batch([
    d1
      .prepare(
        `UPDATE shipment_stacks SET status = 'ON_ROUTE_TO_PICK_UP', rider_id = ?2, rider_name = ?3, rider_phone = ?4, updated_at = ?5
         WHERE company_id = ?1 AND branch_contact_id = ?6 AND id = ?7 AND status = 'LOOKING_FOR_DRIVER'
           AND NOT ${RIDER_BUSY}
           AND NOT EXISTS (SELECT 1 FROM shipments s WHERE s.stack_id = ?7 AND s.status <> 'LOOKING_FOR_DRIVER')
         RETURNING id`,
      )
      .bind(companyId, rider.riderId, rider.name, rider.phone, at, branchContactId, stackId),
    d1
      .prepare(
        `UPDATE shipments SET status = 'ON_ROUTE_TO_PICK_UP', rider_id = ?2, rider_name = ?3, rider_phone = ?4, updated_at = ?5
         WHERE company_id = ?1 AND stack_id = ?6 AND status = 'LOOKING_FOR_DRIVER'
           AND EXISTS (SELECT 1 FROM shipment_stacks k WHERE k.id = ?6 AND k.rider_id = ?2 AND k.status = 'ON_ROUTE_TO_PICK_UP' AND k.updated_at = ?5)
         RETURNING id, order_code, status`,
      )
      .bind(companyId, rider.riderId, rider.name, rider.phone, at, stackId),
    events(d1, companyId, `stack_id = ? AND rider_id = ? AND status = 'ON_ROUTE_TO_PICK_UP'`, [stackId, rider.riderId], at),
  ]);
  if (!(stack?.results ?? []).length) return { ok: false };
  return { ok: true, changed: rows(upd) };
}

/** One single (unstacked) shipment of the rider from `from` to `to`. */
export async function moveShipment(env: Pick<Env, "DB">, companyId: number, id: number, riderId: number, from: ShipmentStatus, to: ShipmentStatus, at: number): Promise<WriteResult> {
  const d1 = env.DB;
  const [upd] = await d1.batch([
    d1
      .prepare(
        `UPDATE shipments SET status = ?, updated_at = ?
         WHERE company_id = ? AND id = ? AND rider_id = ? AND status = ? AND stack_id IS NULL
         RETURNING id, order_code, status`,
      )
      .bind(to, at, companyId, id, riderId, from),
    events(d1, companyId, `id = ? AND rider_id = ? AND status = ?`, [id, riderId, to], at),
  ]);
  const changed = rows(upd);
  return changed.length ? { ok: true, changed } : { ok: false };
}

/** A stack before the drop-offs moves as a stack (§4): its status and its shipments'. */
export async function moveStack(
  env: Pick<Env, "DB">, companyId: number, stackId: number, riderId: number,
  stackFrom: ShipmentStatus, stackTo: ShipmentStatus, shipmentTo: ShipmentStatus, at: number,
): Promise<WriteResult> {
  const d1 = env.DB;
  const [stack, upd] = await d1.batch([
    d1
      .prepare(`UPDATE shipment_stacks SET status = ?, updated_at = ? WHERE company_id = ? AND id = ? AND rider_id = ? AND status = ? RETURNING id`)
      .bind(stackTo, at, companyId, stackId, riderId, stackFrom),
    d1
      .prepare(
        `UPDATE shipments SET status = ?1, updated_at = ?2
         WHERE company_id = ?3 AND stack_id = ?4 AND rider_id = ?5 AND status = ?6
           AND EXISTS (SELECT 1 FROM shipment_stacks k WHERE k.id = ?4 AND k.status = ?7 AND k.updated_at = ?2)
         RETURNING id, order_code, status`,
      )
      .bind(shipmentTo, at, companyId, stackId, riderId, stackFrom, stackTo),
    events(d1, companyId, `stack_id = ? AND rider_id = ? AND status = ?`, [stackId, riderId, shipmentTo], at),
  ]);
  if (!(stack?.results ?? []).length) return { ok: false };
  return { ok: true, changed: rows(upd) };
}

/**
 * ON_ROUTE_TO_DROP_OFF → DELIVERED for the rider (after the delivery key matched); finishes
 * its stack; and, in the same batch, the order: DELIVERED (through READY), its events and
 * the cashback once (app/data/orders/rider-delivered.server.ts).
 */
export async function deliverShipment(
  env: Pick<Env, "DB">, companyId: number, id: number, riderId: number, stackId: number | null, order: DeliveredOrder, at: number,
): Promise<WriteResult> {
  const d1 = env.DB;
  const statements = [
    d1
      .prepare(
        `UPDATE shipments SET status = 'DELIVERED', updated_at = ?
         WHERE company_id = ? AND id = ? AND rider_id = ? AND status IN ('ON_ROUTE_TO_DROP_OFF', 'ON_ROUTE_TO_DROP_OFFS')
         RETURNING id, order_code, status`,
      )
      .bind(at, companyId, id, riderId),
    events(d1, companyId, `id = ? AND rider_id = ? AND status = 'DELIVERED'`, [id, riderId], at),
  ];
  if (stackId !== null) statements.push(finishStack(d1, companyId, stackId, at));
  const orderFrom = statements.length;
  statements.push(...riderDeliveredStatements(env, companyId, id, riderId, order, at));
  const results = await d1.batch(statements);
  const changed = rows(results[0]);
  const orderDelivered = ((results[orderFrom + ORDER_DELIVERED_STATEMENT]?.results ?? []) as unknown[]).length > 0;
  return changed.length ? { ok: true, changed, orderDelivered } : { ok: false };
}

/**
 * §4 'Regreso al local': the delivered return shipments of a single shipment or a
 * stack become RETURNED, only once every other shipment there is finished.
 */
export async function returnShipments(env: Pick<Env, "DB">, companyId: number, target: { id: number } | { stackId: number }, riderId: number, at: number): Promise<WriteResult> {
  const d1 = env.DB;
  const scope = "id" in target ? `s.id = ${Number(target.id)} AND s.stack_id IS NULL` : `s.stack_id = ${Number(target.stackId)}`;
  const statements = [
    d1
      .prepare(
        `UPDATE shipments AS s SET status = 'RETURNED', updated_at = ?
         WHERE s.company_id = ? AND ${scope} AND s.rider_id = ? AND s.status = 'DELIVERED' AND s.return_shipment = 1
           AND NOT EXISTS (SELECT 1 FROM shipments x WHERE x.company_id = s.company_id AND ${scope.replaceAll("s.", "x.")}
             AND x.status NOT IN ('DELIVERED', 'RETURNED', 'DRIVER_CANCELED', 'CANCELED'))
         RETURNING id, order_code, status`,
      )
      .bind(at, companyId, riderId),
    events(d1, companyId, `${scope.replaceAll("s.", "")} AND rider_id = ? AND status = 'RETURNED'`, [riderId], at),
  ];
  if ("stackId" in target) statements.push(finishStack(d1, companyId, target.stackId, at));
  const [upd] = await d1.batch(statements);
  const changed = rows(upd);
  return changed.length ? { ok: true, changed } : { ok: false };
}

/** Re-offers the shipments this write driver-canceled: new LOOKING_FOR_DRIVER rows of the same logistics orders. */
function reoffer(d1: D1Database, companyId: number, where: string, binds: unknown[], at: number): D1PreparedStatement[] {
  return [
    d1
      .prepare(
        `INSERT INTO shipments (company_id, branch_contact_id, logistics_order_id, order_id, order_code, status, provider,
           return_shipment, drop_off_lat, drop_off_lng, created_at, updated_at)
         SELECT company_id, branch_contact_id, logistics_order_id, order_id, order_code, 'LOOKING_FOR_DRIVER', provider,
           return_shipment, drop_off_lat, drop_off_lng, ?, ?
         FROM shipments WHERE company_id = ? AND status = 'DRIVER_CANCELED' AND updated_at = ? AND ${where}`,
      )
      .bind(at, at, companyId, at, ...binds),
    d1
      .prepare(
        `INSERT OR IGNORE INTO shipment_status_events (company_id, shipment_id, status, at)
         SELECT n.company_id, n.id, 'LOOKING_FOR_DRIVER', ? FROM shipments n
         WHERE n.company_id = ? AND n.status = 'LOOKING_FOR_DRIVER' AND n.created_at = ? AND n.rider_id IS NULL
           AND n.logistics_order_id IN (SELECT logistics_order_id FROM shipments WHERE company_id = ? AND status = 'DRIVER_CANCELED' AND updated_at = ? AND ${where})`,
      )
      .bind(at, companyId, at, companyId, at, ...binds),
  ];
}

/**
 * 'Cancelar envío en curso': the rider gives the shipment back; it is offered again to the
 * fleet. §4: not once it is on its way to the customer (ON_ROUTE_TO_DROP_OFF).
 */
export async function cancelShipment(env: Pick<Env, "DB">, companyId: number, id: number, riderId: number, at: number): Promise<WriteResult> {
  const d1 = env.DB;
  const [upd] = await d1.batch([
    d1
      .prepare(
        `UPDATE shipments SET status = 'DRIVER_CANCELED', updated_at = ?
         WHERE company_id = ? AND id = ? AND rider_id = ? AND stack_id IS NULL
           AND status IN ('ON_ROUTE_TO_PICK_UP', 'IN_STORE', 'ON_ROUTE_TO_DROP_OFFS')
         RETURNING id, order_code, status`,
      )
      .bind(at, companyId, id, riderId),
    events(d1, companyId, `id = ? AND rider_id = ? AND status = 'DRIVER_CANCELED'`, [id, riderId], at),
    ...reoffer(d1, companyId, `id = ? AND rider_id = ?`, [id, riderId], at),
  ]);
  const changed = rows(upd);
  return changed.length ? { ok: true, changed } : { ok: false };
}

/** 'Cancelar multientrega': the stack and its open shipments; each is offered again on its own. */
export async function cancelStack(env: Pick<Env, "DB">, companyId: number, stackId: number, riderId: number, at: number): Promise<WriteResult> {
  const d1 = env.DB;
  const [stack, upd] = await d1.batch([
    d1
      .prepare(
        `UPDATE shipment_stacks SET status = 'DRIVER_CANCELED', updated_at = ?
         WHERE company_id = ? AND id = ? AND rider_id = ? AND status IN ('ON_ROUTE_TO_PICK_UP', 'IN_STORE', 'ON_ROUTE_TO_DROP_OFFS')
         RETURNING id`,
      )
      .bind(at, companyId, stackId, riderId),
    d1
      .prepare(
        `UPDATE shipments SET status = 'DRIVER_CANCELED', updated_at = ?1
         WHERE company_id = ?2 AND stack_id = ?3 AND rider_id = ?4
           AND status IN ('ON_ROUTE_TO_PICK_UP', 'IN_STORE', 'ON_ROUTE_TO_DROP_OFF', 'ON_ROUTE_TO_DROP_OFFS')
           AND EXISTS (SELECT 1 FROM shipment_stacks k WHERE k.id = ?3 AND k.status = 'DRIVER_CANCELED' AND k.updated_at = ?1)
         RETURNING id, order_code, status`,
      )
      .bind(at, companyId, stackId, riderId),
    events(d1, companyId, `stack_id = ? AND rider_id = ? AND status = 'DRIVER_CANCELED'`, [stackId, riderId], at),
    ...reoffer(d1, companyId, `stack_id = ? AND rider_id = ?`, [stackId, riderId], at),
  ]);
  if (!(stack?.results ?? []).length) return { ok: false };
  return { ok: true, changed: rows(upd) };
}

/** The rider picks which shipment of the stack the screen shows (§4 stack selection). */
export async function selectStackShipment(env: Pick<Env, "DB">, companyId: number, stackId: number, riderId: number, shipmentId: number, at: number): Promise<boolean> {
  const d1 = env.DB;
  const row = await d1
    .prepare(
      `UPDATE shipment_stacks SET selected_shipment_id = ?, updated_at = ?
       WHERE company_id = ? AND id = ? AND rider_id = ? AND EXISTS (SELECT 1 FROM shipments s WHERE s.id = ? AND s.stack_id = ? AND s.company_id = ?)
       RETURNING id`,
    )
    .bind(shipmentId, at, companyId, stackId, riderId, shipmentId, stackId, companyId)
    .first();
  return !!row;
}
