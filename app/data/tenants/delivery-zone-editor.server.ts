// The owner's delivery zones (back office /admin/{companyAlias}/zonas): every zone of a location,
// active or not, and the writes: create, change, deactivate, activate, delete. Every statement
// filters by company_id (the tenant comes from the session). A write and its menu_audit_log row
// ('ZONE') are one batch; a change is an optimistic write: the statement matches the row only as
// the owner saw it (every column the form edits), and the audit row goes in only when it changed
// the row. The storefront reads zones through the isolate cache (2 s), so a change reaches diners
// within twice that without any other invalidation.
// Orders keep the fee they were priced with (orders.delivery_fee), never a zone id: deleting a
// zone leaves past orders as they were.
import type { DeliveryZone } from "~/domain/address/delivery";
import type { DeliveryZoneDraft } from "~/domain/address/zone-form";
import { json, type MenuEditor } from "~/data/menus/back-office-menu.server";

/** A location of the company as the zones page lists it. */
export interface ZoneLocation {
  id: number;
  name: string;
  branchId: number;
  branchName: string;
  lat: number;
  lng: number;
  /** It has a delivery order mode (active or not): the locations zones matter for. */
  delivers: boolean;
}

/** The company's locations, those with a delivery mode first, then by branch and position. */
export async function zoneLocations(env: Pick<Env, "DB">, companyId: number): Promise<ZoneLocation[]> {
  const rows = await env.DB.prepare(
    `SELECT c.id, c.name, c.branch_id, b.name AS branch_name, c.lat, c.lng,
       EXISTS (SELECT 1 FROM order_modes m WHERE m.company_id = c.company_id AND m.branch_contact_id = c.id AND m.type = 'DELIVERY') AS delivers
     FROM branch_contacts c JOIN branches b ON b.id = c.branch_id AND b.company_id = c.company_id
     WHERE c.company_id = ? ORDER BY delivers DESC, c.branch_id, c.position, c.id`,
  )
    .bind(companyId)
    .all<{ id: number; name: string; branch_id: number; branch_name: string; lat: number; lng: number; delivers: number }>();
  return rows.results.map((r) => ({ id: r.id, name: r.name, branchId: r.branch_id, branchName: r.branch_name, lat: r.lat, lng: r.lng, delivers: r.delivers === 1 }));
}

interface Row {
  id: number;
  branch_contact_id: number;
  name: string;
  polygon: string;
  fee: number;
  cash_fee: number | null;
  minimum_order: number;
  free_delivery_from: number | null;
  active: number;
  position: number;
  cash_allowed: number;
}

export interface StoredDeliveryZone extends DeliveryZone {
  branchContactId: number;
}

const SELECT = "SELECT id, branch_contact_id, name, polygon, fee, cash_fee, minimum_order, free_delivery_from, active, position, cash_allowed FROM delivery_zones";

function toZone(r: Row): StoredDeliveryZone {
  let polygon: [number, number][] = [];
  try {
    const value: unknown = JSON.parse(r.polygon);
    if (Array.isArray(value)) polygon = value as [number, number][];
  } catch {
    // A stored polygon that is not JSON reads as no polygon (contains no point).
  }
  return {
    id: r.id,
    branchContactId: r.branch_contact_id,
    name: r.name,
    polygon,
    fee: r.fee,
    cashFee: r.cash_fee,
    minimumOrder: r.minimum_order,
    freeDeliveryFrom: r.free_delivery_from,
    active: r.active === 1,
    position: r.position,
    cashAllowed: r.cash_allowed === 1,
  };
}

/** Every zone of one location of the company, active or not, by position. */
export async function listLocationZones(env: Pick<Env, "DB">, companyId: number, branchContactId: number): Promise<StoredDeliveryZone[]> {
  const rows = await env.DB.prepare(`${SELECT} WHERE company_id = ? AND branch_contact_id = ? ORDER BY position, id`).bind(companyId, branchContactId).all<Row>();
  return rows.results.map(toZone);
}

/** One zone of the company, or null (another tenant's id reads as nothing). */
export async function getDeliveryZone(env: Pick<Env, "DB">, companyId: number, id: number): Promise<StoredDeliveryZone | null> {
  const row = await env.DB.prepare(`${SELECT} WHERE company_id = ? AND id = ?`).bind(companyId, id).first<Row>();
  return row ? toZone(row) : null;
}

/** The columns the form edits, in the order of editedValues; the polygon is compared as JSON. */
const EDITED_COLUMNS = ["name", "polygon", "fee", "cash_fee", "minimum_order", "free_delivery_from", "active", "cash_allowed"] as const;
const editedValues = (d: DeliveryZoneDraft) => [d.name, JSON.stringify(d.polygon), d.fee, d.cashFee, d.minimumOrder, d.freeDeliveryFrom, d.active ? 1 : 0, d.cashAllowed ? 1 : 0];
const asSeen = EDITED_COLUMNS.map((c) => (c === "polygon" ? "json(polygon) IS json(?)" : `${c} IS ?`)).join(" AND ");
/** What the audit keeps of a zone. */
const audited = (d: DeliveryZoneDraft) => ({ name: d.name, polygon: d.polygon, fee: d.fee, cashFee: d.cashFee, minimumOrder: d.minimumOrder, freeDeliveryFrom: d.freeDeliveryFrom, active: d.active, cashAllowed: d.cashAllowed });

/** The history row of a zone's change: ?1 id, ?2 company, ?3 branch, ?4 person, ?5 name, ?6 action, ?7 before, ?8 after, ?9 when. */
const auditRow = (d1: D1Database, entityId: string, guard: string) =>
  d1.prepare(
    `INSERT INTO menu_audit_log (id, company_id, branch_id, person_id, person_name, entity_type, entity_id, action, before, after, created_at)
     SELECT ?1, ?2, ?3, ?4, ?5, 'ZONE', ${entityId}, ?6, ?7, ?8, ?9 WHERE ${guard}`,
  );

/**
 * A new zone of a location of the company, last in its order. `publishedId`: the id it keeps when
 * the seed builds the demo tenant (the seed keeps the demo's published ids); the back office never
 * passes it.
 */
export async function createDeliveryZone(
  env: Pick<Env, "DB">,
  who: MenuEditor,
  location: Pick<ZoneLocation, "id" | "branchId">,
  draft: DeliveryZoneDraft,
  publishedId?: number,
): Promise<{ id: number }> {
  const d1 = env.DB;
  // In the batch's transaction the row just inserted holds the highest id (or the one it was given).
  const newest = publishedId === undefined ? "(SELECT max(id) FROM delivery_zones)" : String(Math.trunc(publishedId));
  const [inserted] = await d1.batch<{ id: number }>([
    d1
      .prepare(
        `INSERT INTO delivery_zones (id, company_id, branch_contact_id, position, ${EDITED_COLUMNS.join(", ")})
         SELECT ?, ?, ?, coalesce((SELECT max(position) + 1 FROM delivery_zones WHERE company_id = ? AND branch_contact_id = ?), 0)${", ?".repeat(EDITED_COLUMNS.length)}
         RETURNING id`,
      )
      .bind(publishedId ?? null, who.companyId, location.id, who.companyId, location.id, ...editedValues(draft)),
    auditRow(d1, newest, "1").bind(crypto.randomUUID(), who.companyId, location.branchId, who.personId, who.personName, "crear", null, json(audited(draft)), who.nowMs),
  ]);
  return { id: inserted!.results[0]!.id };
}

/** Writes `draft` over the zone if it is still as `seen`; "conflict" when someone changed it since (nothing is written then). */
export async function saveDeliveryZone(
  env: Pick<Env, "DB">,
  who: MenuEditor,
  branchId: number,
  seen: StoredDeliveryZone,
  draft: DeliveryZoneDraft,
  action: "editar" | "desactivar" | "activar" = "editar",
): Promise<"saved" | "conflict"> {
  const d1 = env.DB;
  const results = await d1.batch([
    d1
      .prepare(`UPDATE delivery_zones SET ${EDITED_COLUMNS.map((c) => `${c} = ?`).join(", ")} WHERE company_id = ? AND id = ? AND ${asSeen}`)
      .bind(...editedValues(draft), who.companyId, seen.id, ...editedValues(seen)),
    auditRow(d1, String(seen.id), "changes() = 1").bind(crypto.randomUUID(), who.companyId, branchId, who.personId, who.personName, action, json(audited(seen)), json(audited(draft)), who.nowMs),
  ]);
  return (results[1]!.meta.changes ?? 0) === 1 ? "saved" : "conflict";
}

/** Deletes the zone if it is still as `seen`; "conflict" otherwise. */
export async function deleteDeliveryZone(env: Pick<Env, "DB">, who: MenuEditor, branchId: number, seen: StoredDeliveryZone): Promise<"deleted" | "conflict"> {
  const d1 = env.DB;
  const results = await d1.batch([
    d1.prepare(`DELETE FROM delivery_zones WHERE company_id = ? AND id = ? AND ${asSeen}`).bind(who.companyId, seen.id, ...editedValues(seen)),
    auditRow(d1, String(seen.id), "changes() = 1").bind(crypto.randomUUID(), who.companyId, branchId, who.personId, who.personName, "borrar", json(audited(seen)), null, who.nowMs),
  ]);
  return (results[1]!.meta.changes ?? 0) === 1 ? "deleted" : "conflict";
}
