// Builds the Menu of a branch for an order mode from D1 (one db.batch), and
// its content hash. The KV snapshot cache (menu-snapshot.server.ts) sits on top.
import { db as drizzleOf } from "~/data/db.server";
import { and, asc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import {
  categories,
  entityIndicators,
  garnishes,
  garnishGroups,
  indicators,
  orderModes,
  plates,
  sizes,
} from "~/data/schema.server";
import { locationSoldOut } from "~/data/schema/location-sold-out.server";
import { locationPlates, locationSizePrices } from "~/data/schema/location-plates.server";
import { locationMarksQuery, soldOutMarks } from "~/data/shop/store-controls.server";
import { branchDiscountQueries, toIndicator, toProductDiscount } from "~/data/tenants/storefront.server";
import { DEFAULT_TIME_ZONE } from "~/domain/menu/discount-dates";
import type { Category, GarnishGroup, Indicator, Menu, OrderModeType, Plate, Size } from "~/domain/types";

function groupBy<T, K>(rows: T[], key: (r: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const r of rows) {
    const k = key(r);
    const list = out.get(k);
    if (list) list.push(r);
    else out.set(k, [r]);
  }
  return out;
}

/**
 * The menu of (company, branch) as offered in an order mode: visible plates of
 * visible categories offered in that mode (categories.order_mode_types NULL =
 * every mode), by position; categories left without plates are dropped;
 * discounts keep only plates present in the menu (and are dropped when none is).
 * The order mode's location's sold-out marks ride on the plates and garnishes (`soldOutUntil`).
 * A plate is sold in the modes of its `order_mode_types` (NULL = every mode) and at the locations
 * without a `location_plates` row saying otherwise; a location's own prices (location_plates,
 * location_size_prices) replace the shared ones. The plates left out are listed in `notSold`, so
 * a cart can name what it refuses.
 */
export async function buildMenu(
  env: Pick<Env, "DB">,
  companyId: number,
  branchId: number,
  orderMode: { id: number; type: OrderModeType } | null,
): Promise<Menu> {
  const db = drizzleOf(env);
  const scope = (t: { companyId: AnySQLiteColumn; branchId: AnySQLiteColumn }) =>
    and(eq(t.companyId, companyId), eq(t.branchId, branchId));

  const modeLocation = (column: AnySQLiteColumn) =>
    orderMode ? inArray(column, db.select({ id: orderModes.branchContactId }).from(orderModes).where(eq(orderModes.id, orderMode.id))) : sql`0`;
  const ofModeLocation = modeLocation(locationSoldOut.branchContactId);
  const [categoryRows, plateRows, sizeRows, groupRows, garnishRows, indicatorRows, locationPlateRows, locationSizeRows, markRows, discountRows, discountPlateRows, zoneRows] =
    await db.batch([
      db
        .select()
        .from(categories)
        .where(and(scope(categories), eq(categories.visible, true)))
        .orderBy(asc(categories.position), asc(categories.id)),
      db
        .select()
        .from(plates)
        .where(and(scope(plates), eq(plates.visible, true)))
        .orderBy(asc(plates.position), asc(plates.id)),
      db.select().from(sizes).where(scope(sizes)).orderBy(asc(sizes.position), asc(sizes.id)),
      db
        .select()
        .from(garnishGroups)
        .where(scope(garnishGroups))
        .orderBy(asc(garnishGroups.position), asc(garnishGroups.id)),
      db.select().from(garnishes).where(scope(garnishes)).orderBy(asc(garnishes.position), asc(garnishes.id)),
      db
        .select({ entityId: entityIndicators.entityId, indicator: indicators })
        .from(entityIndicators)
        .innerJoin(indicators, eq(indicators.id, entityIndicators.indicatorId))
        .where(
          and(
            scope(entityIndicators),
            eq(entityIndicators.entityType, "PLATE"),
            or(isNull(indicators.companyId), eq(indicators.companyId, companyId)),
          ),
        )
        .orderBy(asc(entityIndicators.position), asc(entityIndicators.id)),
      db
        .select({ plateId: locationPlates.plateId, sold: locationPlates.sold, price: locationPlates.price })
        .from(locationPlates)
        .where(and(scope(locationPlates), modeLocation(locationPlates.branchContactId))),
      db
        .select({ sizeId: locationSizePrices.sizeId, price: locationSizePrices.price })
        .from(locationSizePrices)
        .where(and(scope(locationSizePrices), modeLocation(locationSizePrices.branchContactId))),
      locationMarksQuery(db, companyId, ofModeLocation),
      ...branchDiscountQueries(db, companyId, branchId),
    ]);

  const sizesByPlate = groupBy(sizeRows, (r) => r.plateId);
  const garnishesByGroup = groupBy(garnishRows, (r) => r.groupId);
  const groupsByPlate = groupBy(groupRows, (r) => r.plateId);
  const indicatorsByPlate = groupBy(indicatorRows, (r) => r.entityId);
  const platesByCategory = groupBy(plateRows, (r) => r.categoryId);
  const marks = soldOutMarks(markRows);
  const atLocation = new Map(locationPlateRows.map((r) => [r.plateId, r]));
  const sizePriceHere = new Map(locationSizeRows.map((r) => [r.sizeId, r.price]));
  const notSold: NonNullable<Menu["notSold"]> = [];
  const soldHere = (p: (typeof plateRows)[number]) => {
    const where = atLocation.get(p.id)?.sold === false ? "location" : orderMode && p.orderModeTypes && !p.orderModeTypes.includes(orderMode.type) ? "mode" : null;
    if (where) notSold.push({ id: p.id, name: p.showName || p.name, where });
    return where === null;
  };

  const toPlate = (p: (typeof plateRows)[number]): Plate => {
    const plateSizes: Size[] = (sizesByPlate.get(p.id) ?? []).map((z) => ({ id: z.id, name: z.name, price: sizePriceHere.get(z.id) ?? z.price }));
    const groups: GarnishGroup[] = (groupsByPlate.get(p.id) ?? []).map((g) => ({
      id: g.id,
      name: g.name,
      showName: g.showName,
      minGarnishAmount: g.minGarnishAmount,
      maxGarnishAmount: g.maxGarnishAmount,
      multipleSelection: g.multipleSelection,
      mandatory: g.mandatory,
      garnishes: (garnishesByGroup.get(g.id) ?? []).map((x) => ({
        id: x.id,
        name: x.name,
        price: x.price,
        visible: x.visible,
        ...(marks.garnishes.has(x.id) ? { soldOutUntil: marks.garnishes.get(x.id) } : {}),
      })),
    }));
    const plateIndicators: Indicator[] = (indicatorsByPlate.get(p.id) ?? []).map((r) => toIndicator(r.indicator));
    return {
      id: p.id,
      slug: p.slug,
      name: p.name,
      showName: p.showName,
      description: p.description,
      price: plateSizes.length > 0 ? Math.min(...plateSizes.map((z) => z.price)) : (atLocation.get(p.id)?.price ?? p.price),
      categoryId: p.categoryId,
      sizes: plateSizes,
      garnishGroups: groups,
      indicators: plateIndicators,
      hasIndicators: plateIndicators.length > 0,
      withImage: p.imageFileId !== null,
      imageFileId: p.imageFileId,
      maxQuantity: p.maxQuantity,
      remarked: p.remarked,
      upsell: p.upsell,
      ...(marks.plates.has(p.id) ? { soldOutUntil: marks.plates.get(p.id) } : {}),
    };
  };

  const menuCategories: Category[] = [];
  for (const c of categoryRows) {
    if (orderMode && c.orderModeTypes && !c.orderModeTypes.includes(orderMode.type)) continue;
    const categoryPlates = (platesByCategory.get(c.id) ?? []).filter(soldHere).map(toPlate);
    if (categoryPlates.length === 0) continue;
    menuCategories.push({
      id: c.id,
      slug: c.slug,
      name: c.name,
      showName: c.showName,
      description: c.description,
      withImage: c.imageFileId !== null,
      imageFileId: c.imageFileId,
      plates: categoryPlates,
    });
  }

  const inMenu = menuCategories.flatMap((c) => c.plates);
  const plateIds = new Set(inMenu.map((p) => p.id));
  const linksByDiscount = groupBy(discountPlateRows, (r) => r.discountId);
  const discounts = discountRows
    .map((d) =>
      toProductDiscount(
        d,
        (linksByDiscount.get(d.id) ?? []).map((l) => l.plateId).filter((id) => plateIds.has(id)),
        zoneRows[0]?.timeZone ?? DEFAULT_TIME_ZONE,
      ),
    )
    .filter((d) => d.plates.length > 0);

  return {
    categories: menuCategories,
    remarkeds: inMenu.filter((p) => p.remarked).map((p) => p.id),
    upselleds: inMenu.filter((p) => p.upsell).map((p) => p.id),
    discounts,
    ...(notSold.length > 0 ? { notSold } : {}),
  };
}

/** JSON with object keys sorted at every level (arrays keep their order). */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value) ?? "null";
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? "null" : canonicalJson(v))).join(",")}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
}

/** Hex SHA-256 of the menu's canonical JSON: equal menus, equal hashes. */
export async function menuContentHash(menu: Menu): Promise<string> {
  const bytes = new TextEncoder().encode(canonicalJson(menu));
  const digest = await crypto.subtle.digest("SHA-256", bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}
