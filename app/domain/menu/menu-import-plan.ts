// What importing a menu file would do to the stored menu of a branch: the lines the dry run shows
// (added, changed, removed) and the plan the writer follows. Things are matched by name (case and
// accents aside): a category by its name, a plate by its category and name, a size, group or option
// by its name within its plate or group; a matched row keeps its id, so carts holding it stay valid.
// Pure: no I/O.
import { formatMoney } from "~/domain/money";
import { sameAsShared, type LocationDraft } from "./plate-form";
import {
  sheetKey,
  type LocationPrices,
  type SheetCategory,
  type SheetGroup,
  type SheetLocation,
  type SheetMenu,
  type SheetOption,
  type SheetPlate,
} from "./menu-sheet";

export interface StoredRow extends SheetOption {
  id: number;
}
export interface StoredGroup extends Omit<SheetGroup, "options"> {
  id: number;
  options: StoredRow[];
}
export interface StoredPlate extends Omit<SheetPlate, "sizes" | "groups"> {
  id: number;
  version: number;
  maxQuantity: number | null;
  remarked: boolean;
  indicatorIds: number[];
  /** Orders or discounts point at it: leaving it out of the file hides it instead of deleting it. */
  referenced: boolean;
  /** The locations that do not sell it (the file has no column for it: kept as it is). */
  notSoldAt?: number[];
  sizes: StoredRow[];
  groups: StoredGroup[];
}
export interface StoredCategory {
  id: number;
  name: string;
  visible: boolean;
  referenced: boolean;
  plates: StoredPlate[];
}

/** A plate as it will be written: ids where the stored row matched, null for a new one. */
export interface PlannedPlate {
  name: string;
  description: string | null;
  price: number;
  visible: boolean;
  /** A plate without sizes: its own price at some locations. */
  locationPrices?: LocationPrices;
  sizes: { id: number | null; name: string; price: number; locationPrices?: LocationPrices }[];
  groups: { id: number | null; name: string; min: number; max: number; options: { id: number | null; name: string; price: number }[] }[];
}

export interface ImportPlan {
  added: string[];
  changed: string[];
  removed: string[];
  newCategories: { name: string; visible: boolean; plates: PlannedPlate[] }[];
  changedCategories: { id: number; name: string; visible: boolean }[];
  newPlates: { categoryId: number; plate: PlannedPlate }[];
  /** `source`: the file's plate it was planned from. */
  changedPlates: { stored: StoredPlate; plate: PlannedPlate; source: SheetPlate }[];
  removedPlates: { id: number; hide: boolean }[];
  removedCategories: { id: number; hide: boolean }[];
}

export const planIsEmpty = (plan: ImportPlan) => plan.added.length + plan.changed.length + plan.removed.length === 0;

const money = (n: number) => formatMoney(n);
const byKey = <T extends { name: string }>(rows: T[]) => new Map(rows.map((r) => [sheetKey(r.name), r]));

function matchRows(stored: StoredRow[], next: SheetOption[]) {
  const old = byKey(stored);
  return next.map((r) => ({
    id: old.get(sheetKey(r.name))?.id ?? null,
    name: r.name,
    price: r.price,
    ...(r.locationPrices ? { locationPrices: r.locationPrices } : {}),
  }));
}

/** The file's own prices, plus the stored ones of the locations the file has no column for (`kept`): those stay as they are. */
function withKept(file: LocationPrices | undefined, stored: LocationPrices | undefined, kept: readonly number[]): LocationPrices | undefined {
  const out: LocationPrices = { ...file };
  for (const id of kept) if (stored?.[id] !== undefined) out[id] = stored[id];
  return Object.keys(out).length ? out : undefined;
}

function planPlate(next: SheetPlate, stored: StoredPlate | null, kept: readonly number[]): PlannedPlate {
  const oldGroups = byKey(stored?.groups ?? []);
  const storedSizes = new Map((stored?.sizes ?? []).map((s) => [s.id, s]));
  const own = next.sizes.length === 0 ? withKept(next.locationPrices, stored?.sizes.length ? undefined : stored?.locationPrices, kept) : undefined;
  return {
    name: next.name,
    description: next.description,
    price: next.price,
    visible: next.visible,
    ...(own ? { locationPrices: own } : {}),
    sizes: matchRows(stored?.sizes ?? [], next.sizes).map(({ locationPrices, ...s }) => {
      const prices = withKept(locationPrices, s.id === null ? undefined : storedSizes.get(s.id)?.locationPrices, kept);
      return prices ? { ...s, locationPrices: prices } : s;
    }),
    groups: next.groups.map((g) => {
      const old = oldGroups.get(sheetKey(g.name));
      return { id: old?.id ?? null, name: g.name, min: g.min, max: g.max, options: matchRows(old?.options ?? [], g.options) };
    }),
  };
}

/** A location's price as the dry run shows it: its own, or the shared one it follows. */
const locationPriceText = (own: number | undefined, shared: number) => (own === undefined ? `${money(shared)} (el de la carta)` : money(own));

/** What changes in the locations' own prices of a plate or size: 'precio en Sabores Palermo $ 13.000 → $ 12.500'. */
function locationDifferences(
  what: string,
  locations: readonly SheetLocation[],
  before: { price: number; own?: LocationPrices },
  after: { price: number; own?: LocationPrices }
): string[] {
  return locations.flatMap((l) => {
    const was = before.own?.[l.id];
    const is = after.own?.[l.id];
    return was === is ? [] : [`${what} en ${l.name} ${locationPriceText(was, before.price)} → ${locationPriceText(is, after.price)}`];
  });
}

/** The differences of one plate, in words ('precio $ 13.000 → $ 14.000'); empty when nothing changes. */
function plateDifferences(stored: StoredPlate, next: PlannedPlate, locations: readonly SheetLocation[]): string[] {
  const out: string[] = [];
  if (stored.name !== next.name) out.push(`nombre «${stored.name}» → «${next.name}»`);
  if ((stored.description ?? "") !== (next.description ?? "")) out.push("descripción");
  if (stored.sizes.length === 0 && next.sizes.length === 0 && stored.price !== next.price) out.push(`precio ${money(stored.price)} → ${money(next.price)}`);
  out.push(...locationDifferences("precio", locations, { price: stored.price, own: stored.locationPrices }, { price: next.price, own: next.locationPrices }));
  if (stored.visible !== next.visible) out.push(next.visible ? "visible" : "oculto");
  const rows = (what: string, old: StoredRow[], now: PlannedPlate["sizes"]) => {
    const oldById = new Map(old.map((r) => [r.id, r]));
    for (const r of now) {
      const before = r.id === null ? undefined : oldById.get(r.id);
      const own = locations.filter((l) => r.locationPrices?.[l.id] !== undefined).map((l) => `, en ${l.name} ${money(r.locationPrices![l.id])}`);
      if (!before) out.push(`${what} nuevo «${r.name}» ${money(r.price)}${own.join("")}`);
      else if (before.price !== r.price) out.push(`${what} «${r.name}» ${money(before.price)} → ${money(r.price)}`);
      else if (before.name !== r.name) out.push(`${what} «${before.name}» → «${r.name}»`);
      if (before)
        out.push(
          ...locationDifferences(
            `${what} «${r.name}»`,
            locations,
            { price: before.price, own: before.locationPrices },
            { price: r.price, own: r.locationPrices }
          )
        );
    }
    const kept = new Set(now.map((r) => r.id));
    for (const r of old) if (!kept.has(r.id)) out.push(`sin ${what} «${r.name}»`);
    if (out.length === 0 && old.map((r) => r.id).join() !== now.map((r) => r.id).join())
      out.push(`orden de ${what === "tamaño" ? "los tamaños" : "las opciones"}`);
  };
  rows("tamaño", stored.sizes, next.sizes);
  const oldGroups = new Map(stored.groups.map((g) => [g.id, g]));
  for (const g of next.groups) {
    const before = g.id === null ? undefined : oldGroups.get(g.id);
    if (!before) {
      out.push(`grupo nuevo «${g.name}»`);
      continue;
    }
    if (before.name !== g.name) out.push(`grupo «${before.name}» → «${g.name}»`);
    if (before.min !== g.min || before.max !== g.max) out.push(`grupo «${g.name}»: mínimo ${before.min} → ${g.min}, máximo ${before.max} → ${g.max}`);
    rows(`opción de «${g.name}»`, before.options, g.options);
  }
  const keptGroups = new Set(next.groups.map((g) => g.id));
  for (const g of stored.groups) if (!keptGroups.has(g.id)) out.push(`sin el grupo «${g.name}»`);
  if (out.length === 0 && stored.groups.map((g) => g.id).join() !== next.groups.map((g) => g.id).join()) out.push("orden de los grupos");
  return out;
}

/**
 * Compares the file's menu with the stored one; `locations` names the branch's locations in the
 * lines. `columns`: the locations the file has a price column for (all of them unless told); the
 * others keep their own prices as stored.
 */
export function planImport(stored: StoredCategory[], sheet: SheetMenu, locations: readonly SheetLocation[] = [], columns?: readonly number[]): ImportPlan {
  const kept = columns ? locations.map((l) => l.id).filter((id) => !columns.includes(id)) : [];
  const plan: ImportPlan = {
    added: [],
    changed: [],
    removed: [],
    newCategories: [],
    changedCategories: [],
    newPlates: [],
    changedPlates: [],
    removedPlates: [],
    removedCategories: [],
  };
  const storedCategories = byKey(stored);
  const seenCategories = new Set<number>();

  for (const c of sheet as SheetCategory[]) {
    const old = storedCategories.get(sheetKey(c.name));
    if (!old) {
      plan.newCategories.push({ name: c.name, visible: c.visible, plates: c.plates.map((p) => planPlate(p, null, kept)) });
      plan.added.push(
        `Categoría «${c.name}»${
          c.plates.length ? ` con ${c.plates.length === 1 ? "1 plato" : `${c.plates.length} platos`}: ${c.plates.map((p) => p.name).join(", ")}` : ""
        }`
      );
      continue;
    }
    seenCategories.add(old.id);
    if (old.name !== c.name || old.visible !== c.visible) {
      plan.changedCategories.push({ id: old.id, name: c.name, visible: c.visible });
      const what = [
        old.name !== c.name ? `nombre «${old.name}» → «${c.name}»` : "",
        old.visible !== c.visible ? (c.visible ? "visible" : "oculta") : "",
      ].filter(Boolean);
      plan.changed.push(`Categoría «${c.name}»: ${what.join("; ")}`);
    }
    const oldPlates = byKey(old.plates);
    const seenPlates = new Set<number>();
    for (const p of c.plates) {
      const storedPlate = oldPlates.get(sheetKey(p.name));
      const planned = planPlate(p, storedPlate ?? null, kept);
      if (!storedPlate) {
        plan.newPlates.push({ categoryId: old.id, plate: planned });
        plan.added.push(`Plato «${p.name}» en «${c.name}»`);
        continue;
      }
      seenPlates.add(storedPlate.id);
      const differences = plateDifferences(storedPlate, planned, locations);
      if (differences.length) {
        plan.changedPlates.push({ stored: storedPlate, plate: planned, source: p });
        plan.changed.push(`«${p.name}» (${c.name}): ${differences.join("; ")}`);
      }
    }
    for (const p of old.plates) if (!seenPlates.has(p.id)) removePlate(plan, p, old.name);
  }
  for (const c of stored) {
    if (seenCategories.has(c.id)) continue;
    for (const p of c.plates) removePlate(plan, p, c.name);
    const hide = c.referenced || c.plates.some((p) => p.referenced);
    if (hide && !c.visible) continue;
    plan.removedCategories.push({ id: c.id, hide });
    plan.removed.push(`Categoría «${c.name}»${hide ? ": queda oculta (la usan pedidos o descuentos)" : ""}`);
  }
  return plan;
}

function removePlate(plan: ImportPlan, p: StoredPlate, categoryName: string) {
  // A plate orders or discounts point at is hidden, not deleted; hidden already, there is nothing to do.
  if (p.referenced && !p.visible) return;
  plan.removedPlates.push({ id: p.id, hide: p.referenced });
  plan.removed.push(`«${p.name}» (${categoryName})${p.referenced ? ": queda oculto (lo usan pedidos o descuentos)" : ""}`);
}

/**
 * Where a plate is sold and at what price, location by location, once imported: the file's own
 * prices, and the locations that did not sell it still not selling it (the file has no column for
 * that). Only the locations that differ from the shared menu, as the plate editor stores them.
 */
export function plannedLocations(plate: PlannedPlate, stored: StoredPlate | null): LocationDraft[] {
  const notSold = stored?.notSoldAt ?? [];
  const ids = new Set([
    ...notSold,
    ...Object.keys(plate.locationPrices ?? {}).map(Number),
    ...plate.sizes.flatMap((s) => Object.keys(s.locationPrices ?? {}).map(Number)),
  ]);
  return [...ids]
    .sort((a, b) => a - b)
    .map((id) => ({
      branchContactId: id,
      sold: !notSold.includes(id),
      price: plate.sizes.length > 0 ? null : plate.locationPrices?.[id] ?? null,
      sizePrices: plate.sizes.map((s) => s.locationPrices?.[id] ?? null),
    }))
    .filter((l) => !sameAsShared(l));
}

/**
 * A plate as the history stores it before and after an import: the locations' prices under
 * `locations`, as the plate editor stores them (so the history reads 'Cambiaron los locales que lo
 * venden o sus precios', not a change of the sizes).
 */
export function auditedPlate(plate: PlannedPlate | StoredPlate, stored: StoredPlate | null) {
  const { locationPrices: _own, ...rest } = plate;
  const { notSoldAt: _notSold, ...shared } = rest as typeof rest & { notSoldAt?: number[] };
  return { ...shared, sizes: plate.sizes.map(({ locationPrices: _, ...s }) => s), locations: plannedLocations(plate, stored) };
}
