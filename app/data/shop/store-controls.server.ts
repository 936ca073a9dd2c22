// Storage of the store controls of the shop's console: what a location sold out (plates and garnish
// options of its branch's menu), the pauses of online orders per order mode, and the "orders console
// active" flag of a location. Every write is scoped by company (and branch or location), so an id
// of another tenant changes nothing. Writes to location_sold_out bump branches.menu_revision
// (migrations/0025_store_controls_by_location.sql): the next menu read builds a new snapshot.
import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { db } from "~/data/db.server";
import { branchContacts, categories, garnishes, garnishGroups, orderModes, plates } from "~/data/schema.server";
import { locationSoldOut } from "~/data/schema/location-sold-out.server";
import type { OrderModeType } from "~/domain/types";

export interface MenuAvailabilityPlate {
  id: number;
  name: string;
  categoryName: string;
  soldOutUntil: number | null;
  garnishes: { id: number; groupName: string; name: string; soldOutUntil: number | null }[];
}

/** Where a sold-out mark applies: the location, and the branch whose menu it shows. */
export interface SoldOutScope {
  companyId: number;
  branchId: number;
  branchContactId: number;
}

/** The visible plates of the location's branch with their garnish options and the location's marks, by category and position. */
export async function readMenuAvailability(env: Pick<Env, "DB">, scope: SoldOutScope): Promise<MenuAvailabilityPlate[]> {
  const d = db(env);
  const [plateRows, garnishRows, marks] = await d.batch([
    d
      // D1 keys a batch's rows by column name: the category's `name` gets its own, or it would overwrite the plate's.
      .select({ id: plates.id, name: plates.name, showName: plates.showName, categoryName: sql<string>`${categories.name}`.as("category_name") })
      .from(plates)
      .innerJoin(categories, eq(categories.id, plates.categoryId))
      .where(and(eq(plates.companyId, scope.companyId), eq(plates.branchId, scope.branchId), eq(plates.visible, true), eq(categories.visible, true)))
      .orderBy(asc(categories.position), asc(categories.id), asc(plates.position), asc(plates.id)),
    d
      .select({ id: garnishes.id, name: garnishes.name, plateId: garnishGroups.plateId, groupName: sql<string>`${garnishGroups.name}`.as("group_name") })
      .from(garnishes)
      .innerJoin(garnishGroups, eq(garnishGroups.id, garnishes.groupId))
      .where(and(eq(garnishes.companyId, scope.companyId), eq(garnishes.branchId, scope.branchId), eq(garnishes.visible, true)))
      .orderBy(asc(garnishGroups.position), asc(garnishGroups.id), asc(garnishes.position), asc(garnishes.id)),
    locationMarksQuery(d, scope.companyId, eq(locationSoldOut.branchContactId, scope.branchContactId)),
  ]);
  const marked = soldOutMarks(marks);
  return plateRows.map((p) => ({
    id: p.id,
    name: p.showName || p.name,
    categoryName: p.categoryName,
    soldOutUntil: marked.plates.get(p.id) ?? null,
    garnishes: garnishRows
      .filter((g) => g.plateId === p.id)
      .map((g) => ({ id: g.id, groupName: g.groupName, name: g.name, soldOutUntil: marked.garnishes.get(g.id) ?? null })),
  }));
}

type Db = ReturnType<typeof db>;

/** The sold-out marks of a location (one query, for a batch). */
export function locationMarksQuery(d: Db, companyId: number, location: SQL | undefined) {
  return d
    .select({ kind: locationSoldOut.kind, itemId: locationSoldOut.itemId, until: locationSoldOut.until })
    .from(locationSoldOut)
    .where(and(eq(locationSoldOut.companyId, companyId), location));
}

/** Marks by item id: plate id → until, garnish id → until. */
export function soldOutMarks(rows: { kind: "PLATE" | "GARNISH"; itemId: number; until: number }[]) {
  const plateMarks = new Map<number, number>();
  const garnishMarks = new Map<number, number>();
  for (const r of rows) (r.kind === "PLATE" ? plateMarks : garnishMarks).set(r.itemId, r.until);
  return { plates: plateMarks, garnishes: garnishMarks };
}

/**
 * Marks items of the location's branch sold out until an instant (one INSERT … SELECT … ON
 * CONFLICT: an id not of the branch inserts nothing), or clears the marks (null). The ids of the
 * branch's items among `ids` are returned either way.
 */
async function writeSoldOut(env: Pick<Env, "DB">, scope: SoldOutScope, kind: "PLATE" | "GARNISH", ids: number[], until: number | null): Promise<number[]> {
  if (ids.length === 0) return [];
  const d = db(env);
  const table = kind === "PLATE" ? plates : garnishes;
  const ofBranch = and(eq(table.companyId, scope.companyId), eq(table.branchId, scope.branchId), inArray(table.id, ids));
  if (until === null) {
    const [, rows] = await d.batch([
      d
        .delete(locationSoldOut)
        .where(
          and(
            eq(locationSoldOut.companyId, scope.companyId),
            eq(locationSoldOut.branchContactId, scope.branchContactId),
            eq(locationSoldOut.kind, kind),
            inArray(locationSoldOut.itemId, ids),
          ),
        ),
      d.select({ id: table.id }).from(table).where(ofBranch),
    ]);
    return rows.map((r) => r.id);
  }
  const rows = await d
    .insert(locationSoldOut)
    .select(
      d
        .select({
          companyId: table.companyId,
          branchContactId: sql<number>`${scope.branchContactId}`.as("branch_contact_id"),
          branchId: table.branchId,
          kind: sql<"PLATE" | "GARNISH">`${kind}`.as("kind"),
          itemId: sql<number>`${table.id}`.as("item_id"),
          until: sql<number>`${until}`.as("until"),
        })
        .from(table)
        .where(ofBranch),
    )
    .onConflictDoUpdate({ target: [locationSoldOut.branchContactId, locationSoldOut.kind, locationSoldOut.itemId], set: { until } })
    .returning({ id: locationSoldOut.itemId });
  return rows.map((r) => r.id);
}

/** Sets the location's sold-out mark of plates of its branch (null = available); the ids of the branch's plates. */
export function writePlatesSoldOut(env: Pick<Env, "DB">, scope: SoldOutScope, plateIds: number[], until: number | null): Promise<number[]> {
  return writeSoldOut(env, scope, "PLATE", plateIds, until);
}

/** The same for one garnish option; false when it is not the branch's. */
export async function writeGarnishSoldOut(env: Pick<Env, "DB">, scope: SoldOutScope, garnishId: number, until: number | null): Promise<boolean> {
  return (await writeSoldOut(env, scope, "GARNISH", [garnishId], until)).length > 0;
}

export interface StoreControlsMode {
  id: number;
  type: OrderModeType;
  showName: string | null;
  pausedUntil: number | null;
  busyMinutes: number;
}

export interface StoreControlsState {
  ordersConsole: boolean;
  slotCap: number | null;
  modes: StoreControlsMode[];
}

/** The location's active modes with their pauses, and its "orders console active" flag. */
export async function readStoreControls(env: Pick<Env, "DB">, scope: { companyId: number; branchContactId: number }): Promise<StoreControlsState | null> {
  const d = db(env);
  const [contact, modes] = await d.batch([
    d
      .select({ ordersConsole: branchContacts.ordersConsole, slotCap: branchContacts.slotCap })
      .from(branchContacts)
      .where(and(eq(branchContacts.companyId, scope.companyId), eq(branchContacts.id, scope.branchContactId))),
    d
      .select({ id: orderModes.id, type: orderModes.type, showName: orderModes.showName, pausedUntil: orderModes.pausedUntil, busyMinutes: orderModes.busyMinutes })
      .from(orderModes)
      .where(and(eq(orderModes.companyId, scope.companyId), eq(orderModes.branchContactId, scope.branchContactId), eq(orderModes.active, true)))
      .orderBy(asc(orderModes.position), asc(orderModes.id)),
  ]);
  if (!contact[0]) return null;
  return { ordersConsole: contact[0].ordersConsole, slotCap: contact[0].slotCap, modes };
}

/** Pauses (until an instant) or reopens (null) order modes of the location; the ids it changed. */
export async function writeModesPause(
  env: Pick<Env, "DB">,
  scope: { companyId: number; branchContactId: number },
  orderModeIds: number[] | "all",
  until: number | null,
): Promise<number[]> {
  const which = orderModeIds === "all" ? undefined : inArray(orderModes.id, orderModeIds.length ? orderModeIds : [-1]);
  const rows = await db(env)
    .update(orderModes)
    .set({ pausedUntil: until })
    .where(and(eq(orderModes.companyId, scope.companyId), eq(orderModes.branchContactId, scope.branchContactId), which))
    .returning({ id: orderModes.id });
  return rows.map((r) => r.id);
}

/** The "orders console active" flag of the location (storefront.md §1). */
export async function writeOrdersConsole(env: Pick<Env, "DB">, scope: { companyId: number; branchContactId: number }, on: boolean): Promise<void> {
  await db(env)
    .update(branchContacts)
    .set({ ordersConsole: on })
    .where(and(eq(branchContacts.companyId, scope.companyId), eq(branchContacts.id, scope.branchContactId)));
}

/** Busy mode of the location: minutes added to every mode's estimates, and its cap of orders per slot (null = none). */
export async function writeBusyMode(env: Pick<Env, "DB">, scope: { companyId: number; branchContactId: number }, busyMinutes: number, slotCap: number | null): Promise<void> {
  const d = db(env);
  await d.batch([
    d
      .update(orderModes)
      .set({ busyMinutes })
      .where(and(eq(orderModes.companyId, scope.companyId), eq(orderModes.branchContactId, scope.branchContactId))),
    d
      .update(branchContacts)
      .set({ slotCap })
      .where(and(eq(branchContacts.companyId, scope.companyId), eq(branchContacts.id, scope.branchContactId))),
  ]);
}
