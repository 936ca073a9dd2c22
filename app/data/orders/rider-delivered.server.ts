// The order's part of the rider's DELIVERED ("DELIVERED by the rider sets the
// order DELIVERED (which credits the loyalty cashback once)"; "every shipment, stack and
// order change is one conditional write"). These statements run in the SAME env.DB.batch
// as the shipment's UPDATE (app/data/logistics/shipment-writes.server.ts deliverShipment),
// so the shipment and its order never disagree: both written, or neither.
//
// Each statement is guarded by the shipment being DELIVERED by this rider (written just
// before in the batch) and by the order's own status, never by "my statement changed a
// row": a second, parallel DELIVERED finds the order already DELIVERED and the cashback
// movement already there, and changes nothing. No statement can fail on a UNIQUE index
// (events are INSERT OR IGNORE, the cashback checks first), so the batch never rolls the
// shipment back because of the order. docs/decisions/shipment-changes-are-conditional-writes.md.

export interface DeliveredOrder {
  orderId: number;
  /** Points the order earns (§3 cashback), computed before the write; 0 = none. */
  cashback: number;
}

/** Where, among the statements below, the DELIVERED update (RETURNING id) sits. */
export const ORDER_DELIVERED_STATEMENT = 2;

/**
 * Statements that move the order of shipment `shipmentId` to DELIVERED (through READY
 * when the picker left it ACCEPTED or AWAITING_FINAL_STAGE: the food left with the
 * rider), write the status events (actor `rider`) and credit the cashback once. The
 * DELIVERED update RETURNs the order's id: the caller learns whether the order moved.
 */
export function riderDeliveredStatements(
  env: Pick<Env, "DB">, companyId: number, shipmentId: number, riderId: number, order: DeliveredOrder, at: number,
): D1PreparedStatement[] {
  // The shipment of this order is DELIVERED by this rider (the batch's first write).
  const delivered = (orderAlias: string) =>
    `EXISTS (SELECT 1 FROM shipments s WHERE s.company_id = ${Number(companyId)} AND s.id = ${Number(shipmentId)}
       AND s.rider_id = ${Number(riderId)} AND s.order_id = ${orderAlias}.id AND s.status = 'DELIVERED')`;
  const q = (text: string, ...binds: unknown[]) => env.DB.prepare(text).bind(...binds);
  const event = (status: "READY" | "DELIVERED") =>
    q(`INSERT OR IGNORE INTO order_status_events (order_id, company_id, status, at, actor)
       SELECT id, company_id, ?, ?, 'rider' FROM orders
       WHERE company_id = ? AND id = ? AND status = ? AND ${delivered("orders")}`, status, at, companyId, order.orderId, status);
  const credit = order.cashback > 0;
  const statements = [
    q(`UPDATE orders SET status = 'READY', updated_at = ?
       WHERE company_id = ? AND id = ? AND status IN ('ACCEPTED', 'AWAITING_FINAL_STAGE') AND ${delivered("orders")}`, at, companyId, order.orderId),
    event("READY"),
    q(`UPDATE orders SET status = 'DELIVERED', updated_at = ?${credit ? ", gained_points = ?, cashback_credited_at = ?" : ""}
       WHERE company_id = ? AND id = ? AND status = 'READY' AND ${delivered("orders")}
       RETURNING id`, at, ...(credit ? [order.cashback, at] : []), companyId, order.orderId),
    event("DELIVERED"),
  ];
  if (credit) {
    // Once per order: both statements need "no CASHBACK movement yet" (the movement is
    // written second, so the balance and the movement move together or not at all), and
    // an order this write made DELIVERED with its cashback (cashback_credited_at).
    const due = `o.company_id = ? AND o.id = ? AND o.status = 'DELIVERED' AND o.cashback_credited_at IS NOT NULL AND ${delivered("o")}
      AND NOT EXISTS (SELECT 1 FROM loyalty_movements m WHERE m.order_code = o.code AND m.kind = 'CASHBACK')`;
    statements.push(
      q(`UPDATE customers SET loyalty_balance = loyalty_balance + ?, updated_at = ?
         WHERE company_id = ? AND id = (SELECT customer_id FROM orders WHERE company_id = ? AND id = ?) AND opt_in = 1
           AND EXISTS (SELECT 1 FROM orders o WHERE ${due})`,
        order.cashback, at, companyId, companyId, order.orderId, companyId, order.orderId),
      q(`INSERT INTO loyalty_movements (company_id, branch_id, customer_id, order_code, kind, amount, post_balance, created_at)
         SELECT o.company_id, o.branch_id, o.customer_id, o.code, 'CASHBACK', ?, c.loyalty_balance, ?
         FROM orders o JOIN customers c ON c.id = o.customer_id AND c.company_id = o.company_id
         WHERE c.opt_in = 1 AND ${due}`, order.cashback, at, companyId, order.orderId),
    );
  }
  return statements;
}
