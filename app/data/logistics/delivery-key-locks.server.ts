// Deliveries of a location locked by five wrong delivery keys (our addition: locked "until
// the store's staff resets it"): the shipments on their way to the diner whose logistics
// order's attempt lock (app/data/attempt-locks.server.ts) is closed for the rider holding it.
import { DELIVERY_KEY_LOCK_PREFIX } from "~/domain/logistics/delivery-key";

export interface LockedDelivery {
  shipmentId: number;
  logisticsOrderId: number;
  orderCode: string;
  /** The rider whose wrong keys locked it (the lock is per rider). */
  riderId: number;
  riderName: string | null;
}

export async function lockedDeliveries(env: Pick<Env, "DB">, companyId: number, branchContactId: number): Promise<LockedDelivery[]> {
  const d1 = env.DB;
  const { results } = await d1
    .prepare(
      `SELECT s.id AS shipment_id, s.logistics_order_id, s.order_code, s.rider_id, s.rider_name
       FROM shipments s
       JOIN attempt_locks a ON a.company_id = s.company_id AND a.key = ? || s.logistics_order_id || ':' || s.rider_id
       WHERE s.company_id = ? AND s.branch_contact_id = ? AND a.locked_until IS NOT NULL
         AND s.status IN ('ON_ROUTE_TO_DROP_OFF', 'ON_ROUTE_TO_DROP_OFFS')
       ORDER BY s.updated_at, s.id`,
    )
    .bind(DELIVERY_KEY_LOCK_PREFIX, companyId, branchContactId)
    .all<{ shipment_id: number; logistics_order_id: number; order_code: string; rider_id: number; rider_name: string | null }>();
  return results.map((r) => ({ shipmentId: r.shipment_id, logisticsOrderId: r.logistics_order_id, orderCode: r.order_code, riderId: r.rider_id, riderName: r.rider_name }));
}
