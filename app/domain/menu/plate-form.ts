// The back office's plate form (storefront.md §3 "Plate", "Extras group"): what a valid plate
// is, with the Spanish messages the owner reads next to each field. Pure: the form's raw
// strings in, a PlateDraft out. Blank rows (a size, a group or an option with nothing typed)
// are the form's spare rows and are ignored, so the page works without JavaScript.
import { z } from "zod";
import type { OrderModeType } from "~/domain/types";

export const MSG_PRICE = "El precio debe ser un número entero de pesos mayor a 0.";
export const MSG_OPTION_PRICE = "El precio debe ser un número entero de pesos (0 si no suma).";
export const MSG_PRICE_OR_SIZES = "Ingrese el precio del plato o al menos un tamaño con su precio.";
export const MSG_SIZE_NEEDS_PRICE = "Cada tamaño necesita su precio.";
export const MSG_SIZE_NEEDS_NAME = "Ingrese el nombre del tamaño.";
export const MSG_NAME = "Ingrese el nombre del plato.";
export const MSG_GROUP_MAX_MIN = "El máximo del grupo debe ser mayor o igual al mínimo.";
export const MSG_GROUP_NEEDS_NAME = "Ingrese el nombre del grupo.";
export const MSG_GROUP_NEEDS_OPTION = "El grupo necesita al menos una opción.";
export const MSG_GROUP_AMOUNT = "Ingrese un número entero entre 0 y 20.";
export const MSG_MAX_QUANTITY = "La cantidad máxima debe ser un número entero entre 1 y 99.";
export const MSG_CATEGORY = "Elija una categoría de la carta.";
export const MSG_PLATE_MODES = "Elija al menos un modo de pedido en el que se vende.";
export const MSG_PLATE_LOCATIONS = "Elija al menos un local que lo venda.";

export const PLATE_NAME_MAX = 80;
export const PLATE_DESCRIPTION_MAX = 500;
export const PLATE_PRICE_MAX = 10_000_000;

/** Whole pesos as the owner types them: '12000', '12.000' or '$ 12.000'; anything else is null. */
export function parsePesos(raw: string | undefined | null): number | null {
  const text = (raw ?? "").replace(/^\s*\$\s*/, "").trim();
  if (!/^(\d{1,3}(\.\d{3})+|\d+)$/.test(text)) return null;
  const n = Number(text.replace(/\./g, ""));
  return Number.isSafeInteger(n) && n <= PLATE_PRICE_MAX ? n : null;
}

const text = (max: number) => z.string().max(max).optional();
const idField = z.string().max(12).optional();
const row = z.object({ id: idField, name: text(PLATE_NAME_MAX), price: text(20) });
const group = z.object({
  id: idField,
  name: text(PLATE_NAME_MAX),
  min: text(4),
  max: text(4),
  options: z.array(row).max(40).optional(),
});

/** The form's fields as strings (conform's parseWithZod with automatic coercion off). */
export const plateFormFields = z.object({
  version: z.string().max(12).optional(),
  categoryId: z.string({ required_error: MSG_CATEGORY }).max(12),
  name: text(PLATE_NAME_MAX),
  description: text(PLATE_DESCRIPTION_MAX),
  price: text(20),
  maxQuantity: text(4),
  remarked: z.string().max(4).optional(),
  visible: z.string().max(4).optional(),
  indicatorIds: z.union([z.string().max(12), z.array(z.string().max(12)).max(20)]).optional(),
  sizes: z.array(row).max(20).optional(),
  groups: z.array(group).max(20).optional(),
  /** Present when the form shows where the plate is sold; absent (an older client): every mode and location at the shared prices. */
  sales: z.string().max(4).optional(),
  modes: z.union([z.string().max(20), z.array(z.string().max(20)).max(8)]).optional(),
  locations: z
    .array(z.object({ id: idField, sold: z.string().max(4).optional(), price: text(20), sizePrices: z.array(text(20)).max(20).optional() }))
    .max(50)
    .optional(),
});

export interface PlateRowDraft {
  /** The stored row's id when it already existed (a cart may hold it), else null. */
  id: number | null;
  name: string;
  price: number;
}

export interface GarnishGroupDraft {
  id: number | null;
  name: string;
  min: number;
  max: number;
  options: PlateRowDraft[];
}

/** Where a location differs from the shared menu: it does not sell the plate, or sells it at its own price. */
export interface LocationDraft {
  branchContactId: number;
  sold: boolean;
  /** Its own price of a plate without sizes; null = the shared price. */
  price: number | null;
  /** Its own price of each size, by the draft's size index; null = the size's shared price. */
  sizePrices: (number | null)[];
}

export interface PlateDraft {
  version: number | null;
  categoryId: number;
  name: string;
  description: string | null;
  /** With sizes, the cheapest size's price (what the storefront shows as 'desde'). */
  price: number;
  maxQuantity: number | null;
  remarked: boolean;
  visible: boolean;
  indicatorIds: number[];
  sizes: PlateRowDraft[];
  groups: GarnishGroupDraft[];
  /** The order modes that sell it; null = every mode (one the business adds later too). */
  orderModeTypes: OrderModeType[] | null;
  /** Only the locations that differ from the shared menu. */
  locations: LocationDraft[];
}

/** A location's entry that says nothing the shared menu does not already say. */
export const sameAsShared = (l: LocationDraft) => l.sold && l.price === null && l.sizePrices.every((p) => p === null);

const blank = (v: string | undefined) => (v ?? "").trim() === "";
const idOf = (v: string | undefined) => (v && /^\d{1,9}$/.test(v) ? Number(v) : null);
const amount = (v: string | undefined, fallback: number) => {
  if (blank(v)) return fallback;
  return /^\d{1,2}$/.test(v!.trim()) && Number(v) <= 20 ? Number(v) : null;
};

/** The form as a PlateDraft, or the Spanish message of each bad field by its form name. */
export const plateFormSchema = plateFormFields.transform((f, ctx): PlateDraft => {
  const fail = (path: (string | number)[], message: string) => ctx.addIssue({ code: z.ZodIssueCode.custom, path, message });

  const name = (f.name ?? "").trim();
  if (!name) fail(["name"], MSG_NAME);
  const categoryId = idOf(f.categoryId?.trim());
  if (categoryId === null) fail(["categoryId"], MSG_CATEGORY);

  const sizes: PlateRowDraft[] = [];
  /** The form's row of each size of the draft (blank rows are skipped), to read the locations' size prices. */
  const sizeRows: number[] = [];
  (f.sizes ?? []).forEach((s, i) => {
    if (blank(s.name) && blank(s.price)) return;
    if (blank(s.name)) return fail(["sizes", i, "name"], MSG_SIZE_NEEDS_NAME);
    if (blank(s.price)) return fail(["sizes", i, "price"], MSG_SIZE_NEEDS_PRICE);
    const price = parsePesos(s.price);
    if (price === null || price <= 0) return fail(["sizes", i, "price"], MSG_PRICE);
    sizes.push({ id: idOf(s.id), name: s.name!.trim(), price });
    sizeRows.push(i);
  });

  let price = 0;
  if (sizes.length > 0) price = Math.min(...sizes.map((s) => s.price));
  else if (blank(f.price)) fail(["price"], MSG_PRICE_OR_SIZES);
  else {
    const p = parsePesos(f.price);
    if (p === null || p <= 0) fail(["price"], MSG_PRICE);
    else price = p;
  }

  const groups: GarnishGroupDraft[] = [];
  (f.groups ?? []).forEach((g, i) => {
    const options: PlateRowDraft[] = [];
    let badOptions = 0;
    (g.options ?? []).forEach((o, j) => {
      if (blank(o.name) && blank(o.price)) return;
      if (blank(o.name)) return badOptions++, fail(["groups", i, "options", j, "name"], "Ingrese el nombre de la opción.");
      const p = blank(o.price) ? 0 : parsePesos(o.price);
      if (p === null) return badOptions++, fail(["groups", i, "options", j, "price"], MSG_OPTION_PRICE);
      options.push({ id: idOf(o.id), name: o.name!.trim(), price: p });
    });
    if (blank(g.name) && options.length === 0 && blank(g.min) && blank(g.max)) return;
    if (blank(g.name)) return fail(["groups", i, "name"], MSG_GROUP_NEEDS_NAME);
    const min = amount(g.min, 0);
    const max = amount(g.max, 1);
    if (min === null) return fail(["groups", i, "min"], MSG_GROUP_AMOUNT);
    if (max === null || max < 1) return fail(["groups", i, "max"], MSG_GROUP_AMOUNT);
    if (max < min) return fail(["groups", i, "max"], MSG_GROUP_MAX_MIN);
    if (badOptions > 0) return;
    if (options.length === 0) return fail(["groups", i, "name"], MSG_GROUP_NEEDS_OPTION);
    groups.push({ id: idOf(g.id), name: g.name!.trim(), min, max, options });
  });

  let maxQuantity: number | null = null;
  if (!blank(f.maxQuantity)) {
    const q = f.maxQuantity!.trim();
    if (!/^\d{1,2}$/.test(q) || Number(q) < 1) fail(["maxQuantity"], MSG_MAX_QUANTITY);
    else maxQuantity = Number(q);
  }

  const rawIndicators = f.indicatorIds === undefined ? [] : Array.isArray(f.indicatorIds) ? f.indicatorIds : [f.indicatorIds];
  const indicatorIds = [...new Set(rawIndicators.map((v) => idOf(v)).filter((v): v is number => v !== null))];
  const version = idOf(f.version?.trim());

  let orderModeTypes: OrderModeType[] | null = null;
  const locations: LocationDraft[] = [];
  if (f.sales !== undefined) {
    const rawModes = f.modes === undefined ? [] : Array.isArray(f.modes) ? f.modes : [f.modes];
    const modes = ORDER_MODE_TYPES.filter((m) => rawModes.includes(m));
    if (modes.length === 0) fail(["modes"], MSG_PLATE_MODES);
    orderModeTypes = modes.length === ORDER_MODE_TYPES.length ? null : modes;
    const own = (raw: string | undefined, path: (string | number)[]) => {
      if (blank(raw)) return null;
      const p = parsePesos(raw);
      if (p === null || p <= 0) return fail(path, MSG_PRICE), null;
      return p;
    };
    let selling = 0;
    (f.locations ?? []).forEach((l, i) => {
      const branchContactId = idOf(l.id);
      if (branchContactId === null) return;
      const sold = l.sold === "on";
      if (sold) selling++;
      const entry: LocationDraft = {
        branchContactId,
        sold,
        price: sizes.length > 0 ? null : own(l.price, ["locations", i, "price"]),
        sizePrices: sizeRows.map((row) => own(l.sizePrices?.[row], ["locations", i, "sizePrices", row])),
      };
      // The shared price typed again is no price of its own.
      if (entry.price === price) entry.price = null;
      entry.sizePrices = entry.sizePrices.map((p, k) => (p === sizes[k].price ? null : p));
      if (!sameAsShared(entry)) locations.push(entry);
    });
    if ((f.locations ?? []).length > 0 && selling === 0) fail(["locations"], MSG_PLATE_LOCATIONS);
  }

  return {
    version,
    categoryId: categoryId ?? 0,
    name,
    description: blank(f.description) ? null : f.description!.trim(),
    price,
    maxQuantity,
    remarked: f.remarked === "on",
    visible: f.visible === "on",
    indicatorIds,
    sizes,
    groups,
    orderModeTypes,
    locations,
  };
});

/** An extras group as the storefront reads it: mandatory when it asks for at least one, multiple when more than one may be chosen. */
export function groupRules(g: Pick<GarnishGroupDraft, "min" | "max">): { mandatory: boolean; multipleSelection: boolean } {
  return { mandatory: g.min >= 1, multipleSelection: g.max > 1 };
}

/** A URL segment from a name ('Empanada de carne' → 'empanada-de-carne'). */
export function slugOf(name: string): string {
  const slug = name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  return slug || "plato";
}

export const MSG_CATEGORY_NAME = "Ingrese el nombre de la categoría.";
export const categoryNameField = z
  .string({ required_error: MSG_CATEGORY_NAME })
  .trim()
  .min(1, MSG_CATEGORY_NAME)
  .max(PLATE_NAME_MAX, `El nombre debe tener como máximo ${PLATE_NAME_MAX} caracteres.`);

export const CATEGORY_DESCRIPTION_MAX = 300;
export const MSG_CATEGORY_MODES = "Elija al menos un modo de pedido en el que se ofrece.";
const ORDER_MODE_TYPES = ["DELIVERY", "TAKE_AWAY", "TABLE", "SELF_SERVICE"] as const satisfies readonly OrderModeType[];

/**
 * A category's details (storefront.md §3 Category: name, show name, description, order modes). Checking every
 * order mode stores "every mode" (NULL), so a mode the business adds later offers the category too.
 */
export const categoryDetailsFields = {
  name: categoryNameField,
  /** What diners read when it differs from the owner's name (storefront.md §3 Category showName); blank = the name. */
  showName: z
    .string()
    .trim()
    .max(PLATE_NAME_MAX, `El nombre para los clientes debe tener como máximo ${PLATE_NAME_MAX} caracteres.`)
    .optional()
    .transform((v) => v || null),
  description: z
    .string()
    .trim()
    .max(CATEGORY_DESCRIPTION_MAX, `La descripción debe tener como máximo ${CATEGORY_DESCRIPTION_MAX} caracteres.`)
    .optional()
    .transform((v) => v || null),
  modes: z
    .array(z.enum(ORDER_MODE_TYPES, { errorMap: () => ({ message: MSG_CATEGORY_MODES }) }), { required_error: MSG_CATEGORY_MODES })
    .min(1, MSG_CATEGORY_MODES)
    .transform((modes): OrderModeType[] | null => (ORDER_MODE_TYPES.every((m) => modes.includes(m)) ? null : [...new Set(modes)])),
};
