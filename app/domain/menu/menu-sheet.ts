// A branch's menu as the rows of a spreadsheet (docs/menu-csv.md): the column layout, the rows an
// export writes, and the reading of an uploaded file's rows back into a menu, every bad row with
// its line number and a Spanish reason. Pure: the CSV text itself is read and written by
// papaparse in app/services/menu-import/; here only arrays of cells.
import { parsePesos, PLATE_DESCRIPTION_MAX, PLATE_NAME_MAX } from "~/domain/menu/plate-form";

export const SHEET_COLUMNS = ["tipo", "categoría", "plato", "tamaño", "grupo", "opción", "descripción", "precio", "mínimo", "máximo", "visible"] as const;
type Column = (typeof SHEET_COLUMNS)[number];

export const ROW_KINDS = { category: "categoría", plate: "plato", size: "tamaño", group: "grupo", option: "opción" } as const;

/** A location's own prices, by its id (branch_contacts.id): whole pesos instead of the shared price. */
export type LocationPrices = Record<number, number>;

/** A location of the branch: its prices have a column of their own, `precio {name}`. */
export interface SheetLocation {
  id: number;
  name: string;
}

export interface SheetOption {
  name: string;
  price: number;
  /** A size's own price at some locations (options have none). */
  locationPrices?: LocationPrices;
}
export interface SheetGroup {
  name: string;
  min: number;
  max: number;
  options: SheetOption[];
}
export interface SheetPlate {
  name: string;
  description: string | null;
  /** With sizes, the cheapest size's price (as the plate editor stores it). */
  price: number;
  visible: boolean;
  /** A plate without sizes: its own price at some locations. */
  locationPrices?: LocationPrices;
  sizes: SheetOption[];
  groups: SheetGroup[];
}
export interface SheetCategory {
  name: string;
  visible: boolean;
  plates: SheetPlate[];
}
export type SheetMenu = SheetCategory[];

/** The column of a location's own prices: 'precio Sabores Palermo'. */
export const locationColumn = (location: SheetLocation) => `precio ${location.name}`;

/**
 * The rows of an export: a header, then each category followed by its plates, each plate by its
 * sizes, groups and options. After the shared columns, one column per location of the branch with
 * its own price on the plate and size rows where it has one (empty: the shared price).
 */
export function menuToRows(menu: SheetMenu, locations: readonly SheetLocation[] = []): string[][] {
  const rows: string[][] = [[...SHEET_COLUMNS, ...locations.map(locationColumn)]];
  const own = (prices: LocationPrices | undefined) => locations.map((l) => (prices?.[l.id] === undefined ? "" : String(prices[l.id])));
  const row = (cells: Partial<Record<Column, string>>, prices?: LocationPrices) => [...SHEET_COLUMNS.map((c) => cells[c] ?? ""), ...own(prices)];
  const yesNo = (v: boolean) => (v ? "sí" : "no");
  for (const c of menu) {
    rows.push(row({ tipo: ROW_KINDS.category, categoría: c.name, visible: yesNo(c.visible) }));
    for (const p of c.plates) {
      const base = { categoría: c.name, plato: p.name };
      rows.push(
        row(
          { ...base, tipo: ROW_KINDS.plate, descripción: p.description ?? "", precio: p.sizes.length ? "" : String(p.price), visible: yesNo(p.visible) },
          p.sizes.length ? undefined : p.locationPrices
        )
      );
      for (const s of p.sizes) rows.push(row({ ...base, tipo: ROW_KINDS.size, tamaño: s.name, precio: String(s.price) }, s.locationPrices));
      for (const g of p.groups) {
        rows.push(row({ ...base, tipo: ROW_KINDS.group, grupo: g.name, mínimo: String(g.min), máximo: String(g.max) }));
        for (const o of g.options) rows.push(row({ ...base, tipo: ROW_KINDS.option, grupo: g.name, opción: o.name, precio: String(o.price) }));
      }
    }
  }
  return rows;
}

/** A name as the sheet compares it: case, accents and repeated spaces do not make two names different. */
export const sheetKey = (name: string) =>
  name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();

export interface SheetRow {
  /** The line of the file where the row starts (the header is line 1). */
  line: number;
  cells: string[];
}

export type SheetReading = {
  menu: SheetMenu;
  errors: string[];
  /** The line of each plate's and size's row, for what is found wrong after reading (a price a discount covers). */
  lineOf: WeakMap<SheetPlate | SheetOption, number>;
  /** The locations the file has a price column for (the others keep their prices). */
  columns: number[];
};

const MAX_ROWS = 5000;

const PRICE_KEY = sheetKey("precio");

/**
 * The location columns of a header ('precio {local}'), or the Spanish reason of each that names no
 * location of the branch or repeats one.
 */
function locationColumnsOf(header: SheetRow, locations: readonly SheetLocation[]): { columns: { location: SheetLocation; at: number }[]; errors: string[] } {
  const byKey = new Map(locations.map((l) => [sheetKey(locationColumn(l)), l]));
  const columns: { location: SheetLocation; at: number }[] = [];
  const errors: string[] = [];
  header.cells.forEach((h, at) => {
    const key = sheetKey(h);
    if (!key.startsWith(`${PRICE_KEY} `)) return;
    const location = byKey.get(key);
    const names = locations.map((l) => l.name).join(", ");
    if (!location)
      errors.push(`Línea ${header.line}: la columna «${h.trim()}» no es de ningún local de la sucursal${names ? ` (sus locales: ${names})` : ""}.`);
    else if (columns.some((c) => c.location.id === location.id)) errors.push(`Línea ${header.line}: la columna «${h.trim()}» está repetida.`);
    else columns.push({ location, at });
  });
  return { columns, errors };
}

/**
 * Reads the rows of an uploaded file (header first) into a menu; any error means the file is
 * refused as a whole. `locations`: the branch's locations, whose price columns the file may have.
 */
export function readSheet(rows: SheetRow[], locations: readonly SheetLocation[] = []): SheetReading {
  const errors: string[] = [];
  const menu: SheetMenu = [];
  const lineOf = new WeakMap<SheetPlate | SheetOption, number>();
  const header = rows[0];
  if (!header) return { menu, errors: ["El archivo está vacío."], lineOf, columns: [] };
  const index = new Map(header.cells.map((h, i) => [sheetKey(h), i]));
  const missing = SHEET_COLUMNS.filter((c) => !index.has(sheetKey(c)));
  if (missing.length) return { menu, errors: [`Línea ${header.line}: faltan las columnas ${missing.join(", ")}.`], lineOf, columns: [] };
  const locationColumns = locationColumnsOf(header, locations);
  if (locationColumns.errors.length) return { menu, errors: locationColumns.errors, lineOf, columns: [] };
  if (rows.length - 1 > MAX_ROWS) return { menu, errors: [`El archivo tiene más de ${MAX_ROWS} filas.`], lineOf, columns: [] };

  const categoryAt = new Map<string, { category: SheetCategory; line: number }>();
  const plateAt = new Map<string, { plate: SheetPlate; line: number; priceLine: number | null; ownPriceLine: number | null }>();
  const childAt = new Map<string, number>();
  const groupAt = new Map<string, SheetGroup>();
  const groupLine = new Map<SheetGroup, number>();

  for (const { line, cells } of rows.slice(1)) {
    const cell = (c: Column) => (cells[index.get(sheetKey(c))!] ?? "").trim();
    if (cells.every((v) => v.trim() === "")) continue;
    const fail = (reason: string) => errors.push(`Línea ${line}: ${reason}`);
    const kind = sheetKey(cell("tipo"));
    /** The row's own prices in the locations' columns (each whole pesos > 0); `allowed` false: the row may have none. */
    const locationPrices = (allowed: boolean, refusal: string): LocationPrices | undefined => {
      let prices: LocationPrices | undefined;
      for (const { location, at } of locationColumns.columns) {
        const raw = (cells[at] ?? "").trim();
        if (raw === "") continue;
        if (!allowed) {
          fail(refusal.replace("{local}", location.name));
          continue;
        }
        const price = parsePesos(raw);
        if (price === null || price <= 0) fail(`el precio en ${location.name} debe ser un número entero de pesos mayor que 0.`);
        else (prices ??= {})[location.id] = price;
      }
      return prices;
    };
    const NOT_HERE = "la columna «precio {local}» va solo en filas de plato o de tamaño; déjela vacía.";
    const visible = (): boolean | null => {
      const v = sheetKey(cell("visible"));
      if (v === "" || v === "si") return true;
      if (v === "no") return false;
      fail("la columna visible debe decir «sí» o «no».");
      return null;
    };
    const named = (column: Column, what: string): string | null => {
      const v = cell(column).replace(/\s+/g, " ");
      if (!v) return fail(`falta el nombre ${what}.`), null;
      if (v.length > PLATE_NAME_MAX) return fail(`el nombre ${what} debe tener como máximo ${PLATE_NAME_MAX} caracteres.`), null;
      return v;
    };
    const categoryName = named("categoría", "de la categoría");
    if (categoryName === null) continue;
    const catKey = sheetKey(categoryName);

    if (kind === sheetKey(ROW_KINDS.category)) {
      const v = visible();
      locationPrices(false, NOT_HERE);
      const seen = categoryAt.get(catKey);
      if (seen) {
        fail(`la categoría «${categoryName}» ya está en la línea ${seen.line}.`);
        continue;
      }
      // A bad row is still registered (the file is refused anyway), so the rows below it are checked on their own.
      const category: SheetCategory = { name: categoryName, visible: v ?? true, plates: [] };
      categoryAt.set(catKey, { category, line });
      menu.push(category);
      continue;
    }
    if (!Object.values(ROW_KINDS).some((k) => sheetKey(k) === kind)) {
      fail("el tipo debe ser categoría, plato, tamaño, grupo u opción.");
      continue;
    }
    const category = categoryAt.get(catKey)?.category;
    if (!category) {
      fail(`la categoría «${categoryName}» no tiene su fila de tipo categoría más arriba.`);
      continue;
    }
    const plateName = named("plato", "del plato");
    if (plateName === null) continue;
    const plateKey = `${catKey}\n${sheetKey(plateName)}`;

    if (kind === sheetKey(ROW_KINDS.plate)) {
      const v = visible();
      const description = cell("descripción");
      if (description.length > PLATE_DESCRIPTION_MAX) fail(`la descripción debe tener como máximo ${PLATE_DESCRIPTION_MAX} caracteres.`);
      const seen = plateAt.get(plateKey);
      if (seen) {
        fail(`el plato «${plateName}» de «${category.name}» ya está en la línea ${seen.line}.`);
        continue;
      }
      const rawPrice = cell("precio");
      const price = rawPrice === "" ? 0 : parsePesos(rawPrice);
      if (price === null || (rawPrice !== "" && price <= 0)) fail("el precio debe ser un número entero de pesos mayor que 0.");
      const own = locationPrices(true, "");
      const plate: SheetPlate = { name: plateName, description: description || null, price: price ?? 0, visible: v ?? true, sizes: [], groups: [] };
      if (own) plate.locationPrices = own;
      lineOf.set(plate, line);
      plateAt.set(plateKey, { plate, line, priceLine: rawPrice === "" ? null : line, ownPriceLine: own ? line : null });
      category.plates.push(plate);
      continue;
    }
    const owner = plateAt.get(plateKey);
    if (!owner) {
      fail(`el plato «${plateName}» de «${category.name}» no tiene su fila de tipo plato más arriba.`);
      continue;
    }
    const { plate } = owner;

    if (kind === sheetKey(ROW_KINDS.size)) {
      const name = named("tamaño", "del tamaño");
      const rawPrice = cell("precio");
      const price = parsePesos(rawPrice);
      if (rawPrice === "") fail("cada tamaño necesita su precio.");
      else if (price === null || price <= 0) fail("el precio debe ser un número entero de pesos mayor que 0.");
      const own = locationPrices(true, "");
      if (name === null || price === null || price <= 0) continue;
      const key = `${plateKey}\nt\n${sheetKey(name)}`;
      if (childAt.has(key)) {
        fail(`el tamaño «${name}» ya está en la línea ${childAt.get(key)}.`);
        continue;
      }
      childAt.set(key, line);
      const size = own ? { name, price, locationPrices: own } : { name, price };
      lineOf.set(size, line);
      plate.sizes.push(size);
      continue;
    }

    locationPrices(false, NOT_HERE);
    const groupName = named("grupo", "del grupo");
    if (groupName === null) continue;
    const groupKey = `${plateKey}\ng\n${sheetKey(groupName)}`;
    if (kind === sheetKey(ROW_KINDS.group)) {
      const amount = (column: Column, fallback: number) => {
        const v = cell(column);
        if (v === "") return fallback;
        return /^\d{1,2}$/.test(v) && Number(v) <= 20 ? Number(v) : null;
      };
      const min = amount("mínimo", 0);
      const max = amount("máximo", 1);
      if (min === null || max === null || max < 1) fail("el mínimo y el máximo del grupo deben ser números enteros entre 0 y 20 (el máximo, al menos 1).");
      else if (max < min) fail("el máximo del grupo debe ser mayor o igual al mínimo.");
      if (childAt.has(groupKey)) {
        fail(`el grupo «${groupName}» ya está en la línea ${childAt.get(groupKey)}.`);
        continue;
      }
      childAt.set(groupKey, line);
      const group: SheetGroup = { name: groupName, min: min ?? 0, max: max ?? 1, options: [] };
      groupAt.set(groupKey, group);
      groupLine.set(group, line);
      plate.groups.push(group);
      continue;
    }

    // An option.
    const group = groupAt.get(groupKey);
    if (!group) {
      fail(`el grupo «${groupName}» de «${plate.name}» no tiene su fila de tipo grupo más arriba.`);
      continue;
    }
    const name = named("opción", "de la opción");
    const rawPrice = cell("precio");
    const price = rawPrice === "" ? 0 : parsePesos(rawPrice);
    if (price === null) fail("el precio de la opción debe ser un número entero de pesos (0 si no suma).");
    if (name === null || price === null) continue;
    const key = `${groupKey}\no\n${sheetKey(name)}`;
    if (childAt.has(key)) {
      fail(`la opción «${name}» ya está en la línea ${childAt.get(key)}.`);
      continue;
    }
    childAt.set(key, line);
    group.options.push({ name, price });
  }

  // What only the whole plate tells: a price or sizes, never both; a group with its options.
  for (const { plate, line, priceLine, ownPriceLine } of plateAt.values()) {
    if (plate.sizes.length > 0) {
      if (priceLine !== null) errors.push(`Línea ${priceLine}: un plato con tamaños no lleva precio propio; deje el precio vacío.`);
      if (ownPriceLine !== null)
        errors.push(
          `Línea ${ownPriceLine}: un plato con tamaños lleva el precio de cada local en las filas de sus tamaños; deje vacías las de la fila del plato.`
        );
      plate.price = Math.min(...plate.sizes.map((s) => s.price));
    } else if (priceLine === null) errors.push(`Línea ${line}: ingrese el precio del plato o al menos un tamaño con su precio.`);
    for (const g of plate.groups) if (g.options.length === 0) errors.push(`Línea ${groupLine.get(g)}: el grupo «${g.name}» necesita al menos una opción.`);
  }
  errors.sort((a, b) => errorLine(a) - errorLine(b));
  return { menu, errors, lineOf, columns: locationColumns.columns.map((c) => c.location.id) };
}

/** The line an error names ('Línea 12: …'), to list them in the file's order. */
export const errorLine = (error: string) => Number(/^Línea (\d+)/.exec(error)?.[1] ?? 0);
