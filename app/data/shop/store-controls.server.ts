// Storage of the store controls of the shop's console: what is sold out (plates and garnish
// options of a branch), the pauses of online orders per order mode, and the "orders console
// active" flag of a location. Every write is scoped by company (and branch or location), so an id
// of another tenant changes nothing. Writes to plates and garnishes bump branches.menu_revision
// (migrations/0001_menu_revision_triggers.sql): the next menu read builds a new snapshot.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { db } from "~/data/db.server";
import { branchContacts, categories, garnishes, garnishGroups, orderModes, plates } from "~/data/schema.server";
import type { OrderModeType } from "~/domain/types";

export interface MenuAvailabilityPlate {
  id: number;
  name: string;
  categoryName: string;
  soldOutUntil: number | null;
  garnishes: { id: number; groupName: string; name: string; soldOutUntil: number | null }[];
}

/** The visible plates of a branch with their garnish options, by category and position. */
export async function readMenuAvailability(env: Pick<Env, "DB">, scope: { companyId: number; branchId: number }): Promise<MenuAvailabilityPlate[]> {
  const d = db(env);
  const [plateRows, garnishRows] = await d.batch([
    d
      // D1 keys a batch's rows by column name: the category's `name` gets its own, or it would overwrite the plate's.
      .select({ id: plates.id, name: plates.name, showName: plates.showName, soldOutUntil: plates.soldOutUntil, categoryName: sql<string>`${categories.name}`.as("category_name") })
      .from(plates)
      .innerJoin(categories, eq(categories.id, plates.categoryId))
      .where(and(eq(plates.companyId, scope.companyId), eq(plates.branchId, scope.branchId), eq(plates.visible, true), eq(categories.visible, true)))
      .orderBy(asc(categories.position), asc(categories.id), asc(plates.position), asc(plates.id)),
    d
      .select({ id: garnishes.id, name: garnishes.name, soldOutUntil: garnishes.soldOutUntil, plateId: garnishGroups.plateId, groupName: sql<string>`${garnishGroups.name}`.as("group_name") })
      .from(garnishes)
      .innerJoin(garnishGroups, eq(garnishGroups.id, garnishes.groupId))
      .where(and(eq(garnishes.companyId, scope.companyId), eq(garnishes.branchId, scope.branchId), eq(garnishes.visible, true)))
      .orderBy(asc(garnishGroups.position), asc(garnishGroups.id), asc(garnishes.position), asc(garnishes.id)),
  ]);
  return plateRows.map((p) => ({
    id: p.id,
    name: p.showName || p.name,
    categoryName: p.categoryName,
    soldOutUntil: p.soldOutUntil,
    garnishes: garnishRows.filter((g) => g.plateId === p.id).map((g) => ({ id: g.id, groupName: g.groupName, name: g.name, soldOutUntil: g.soldOutUntil })),
  }));
}

/** Sets the sold-out mark of plates of the branch (null = available); the ids it changed. */
export async function writePlatesSoldOut(
  env: Pick<Env, "DB">,
  scope: { companyId: number; branchId: number },
  plateIds: number[],
  until: number | null,
): Promise<number[]> {
  if (plateIds.length === 0) return [];
  const rows = await db(env)
    .update(plates)
    .set({ soldOutUntil: until })
    .where(and(eq(plates.companyId, scope.companyId), eq(plates.branchId, scope.branchId), inArray(plates.id, plateIds)))
    .returning({ id: plates.id });
  return rows.map((r) => r.id);
}

/** Sets the sold-out mark of one garnish option of the branch; false when it is not the branch's. */
export async function writeGarnishSoldOut(
  env: Pick<Env, "DB">,
  scope: { companyId: number; branchId: number },
  garnishId: number,
  until: number | null,
): Promise<boolean> {
  const rows = await db(env)
    .update(garnishes)
    .set({ soldOutUntil: until })
    .where(and(eq(garnishes.companyId, scope.companyId), eq(garnishes.branchId, scope.branchId), eq(garnishes.id, garnishId)))
    .returning({ id: garnishes.id });
  return rows.length > 0;
}

export interface StoreControlsMode {
  id: number;
  type: OrderModeType;
  showName: string | null;
  pausedUntil: number | null;
}

export interface StoreControlsState {
  ordersConsole: boolean;
  modes: StoreControlsMode[];
}

/** The location's active modes with their pauses, and its "orders console active" flag. */
export async function readStoreControls(env: Pick<Env, "DB">, scope: { companyId: number; branchContactId: number }): Promise<StoreControlsState | null> {
  const d = db(env);
  const [contact, modes] = await d.batch([
    d
      .select({ ordersConsole: branchContacts.ordersConsole })
      .from(branchContacts)
      .where(and(eq(branchContacts.companyId, scope.companyId), eq(branchContacts.id, scope.branchContactId))),
    d
      .select({ id: orderModes.id, type: orderModes.type, showName: orderModes.showName, pausedUntil: orderModes.pausedUntil })
      .from(orderModes)
      .where(and(eq(orderModes.companyId, scope.companyId), eq(orderModes.branchContactId, scope.branchContactId), eq(orderModes.active, true)))
      .orderBy(asc(orderModes.position), asc(orderModes.id)),
  ]);
  if (!contact[0]) return null;
  return { ordersConsole: contact[0].ordersConsole, modes };
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
