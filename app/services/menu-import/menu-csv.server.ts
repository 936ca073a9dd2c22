// Export and import of a branch's whole menu as a CSV file (docs/menu-csv.md). The CSV text is
// read and written by papaparse; what the rows mean is app/domain/menu/menu-sheet.ts, what an import
// changes is app/domain/menu/menu-import-plan.ts, and the one-batch write with its optimistic check
// is app/data/menus/menu-import.server.ts.
import Papa from "papaparse";
import { csvText } from "~/http/csv.server";
import type { MenuEditor } from "~/data/menus/back-office-menu.server";
import { readStoredMenu, writeImportPlan, type StoredMenu } from "~/data/menus/menu-import.server";
import { planImport, planIsEmpty, type ImportPlan, type StoredCategory } from "~/domain/menu/menu-import-plan";
import { errorLine, menuToRows, readSheet, type SheetMenu, type SheetRow } from "~/domain/menu/menu-sheet";
import { decodeSheet } from "~/domain/menu/sheet-encoding";
import { fixedDiscountsByPlate } from "~/data/discounts/product-discounts.server";
import { importPricesUnderFixedDiscount } from "~/domain/menu/fixed-discount-floor";

/** The biggest file the import reads (a menu of a few hundred plates is a few tens of KB). */
export const MENU_CSV_MAX_BYTES = 500 * 1024;
export const MSG_CSV_TOO_BIG = "El archivo es demasiado grande: el máximo es 500 KB.";
/** Shown above the dry run of a file that was not UTF-8 (Excel's usual CSV), so the owner checks its accents before confirming. */
export const MSG_CSV_READ_AS_WINDOWS_1252 =
  "El archivo no estaba guardado como UTF-8: lo leímos como el CSV de Excel (Windows-1252). Revise los acentos y las eñes de la revisión antes de confirmar.";
export const MSG_NO_CHANGES = "No hay cambios para importar.";
export const MSG_MENU_CHANGED = "La carta cambió desde que revisó el archivo. Súbalo de nuevo para ver los cambios actuales; no se importó nada.";

function sheetOf(categories: StoredCategory[]): SheetMenu {
  return categories.map((c) => ({
    name: c.name,
    visible: c.visible,
    plates: c.plates.map((p) => ({
      name: p.name,
      description: p.description,
      price: p.price,
      visible: p.visible,
      locationPrices: p.locationPrices,
      sizes: p.sizes.map(({ name, price, locationPrices }) => ({ name, price, locationPrices })),
      groups: p.groups.map((g) => ({ name: g.name, min: g.min, max: g.max, options: g.options.map(({ name, price }) => ({ name, price })) })),
    })),
  }));
}

/** The branch's menu as CSV text (with a byte order mark, so spreadsheets open it as UTF-8); null when the branch is not the company's. */
export async function exportMenuCsv(env: Pick<Env, "DB">, companyId: number, branchId: number): Promise<string | null> {
  const stored = await readStoredMenu(env, companyId, branchId);
  if (!stored) return null;
  return csvText(menuToRows(sheetOf(stored.categories), stored.locations), { delimiter: ",", escapeFormulae: false });
}

/** The file's bytes as text (UTF-8, Excel's UTF-16 or Windows-1252: app/domain/menu/sheet-encoding.ts) with the notice its encoding needs, or the Spanish reason it cannot be read. */
export function csvTextOf(bytes: ArrayBuffer): { text: string; notice: string | null } | { error: string } {
  if (bytes.byteLength > MENU_CSV_MAX_BYTES) return { error: MSG_CSV_TOO_BIG };
  const { text, encoding } = decodeSheet(new Uint8Array(bytes));
  return { text, notice: encoding === "windows-1252" ? MSG_CSV_READ_AS_WINDOWS_1252 : null };
}

/** The CSV's rows, each with the line it starts on (a quoted cell may hold line breaks). */
export function csvRows(text: string): { rows: SheetRow[]; errors: string[] } {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { header: false, skipEmptyLines: false, delimitersToGuess: [",", ";", "\t"] });
  const rows: SheetRow[] = [];
  let line = 1;
  for (const cells of parsed.data) {
    rows.push({ line, cells: cells.map((c) => String(c ?? "")) });
    line += 1 + cells.reduce((n, c) => n + (String(c ?? "").match(/\n/g)?.length ?? 0), 0);
  }
  const errors = parsed.errors
    .filter((e) => e.code === "MissingQuotes" || e.code === "InvalidQuotes")
    .map((e) => `Línea ${rows[e.row ?? 0]?.line ?? line}: hay comillas sin cerrar.`);
  return { rows, errors };
}

export interface ImportReview {
  errors: string[];
  plan: ImportPlan | null;
  /** The menu revision the review was made against (the confirmation must find it unchanged). */
  revision: number;
}

async function review(env: Pick<Env, "DB">, companyId: number, branchId: number, text: string): Promise<{ review: ImportReview; stored: StoredMenu } | null> {
  const stored = await readStoredMenu(env, companyId, branchId);
  if (!stored) return null;
  const { rows, errors: csvErrors } = csvRows(text);
  if (csvErrors.length) return { review: { errors: csvErrors, plan: null, revision: stored.revision }, stored };
  const reading = readSheet(rows, stored.locations);
  const plan = reading.errors.length ? null : planImport(stored.categories, reading.menu, stored.locations, reading.columns);
  // A price the file lowers to or below a fixed-amount discount on the plate (shared or at a location) is a bad row too.
  const underDiscount = plan?.changedPlates.length
    ? importPricesUnderFixedDiscount(
        plan.changedPlates,
        reading.lineOf,
        await fixedDiscountsByPlate(env, companyId, branchId),
        new Map(stored.locations.map((l) => [l.id, l.name]))
      )
    : [];
  const errors = [...reading.errors, ...underDiscount].sort((a, b) => errorLine(a) - errorLine(b));
  return { review: { errors, plan: errors.length ? null : plan, revision: stored.revision }, stored };
}

/** The dry run: what the file would add, change and remove, or its bad rows. Writes nothing. */
export async function reviewMenuImport(env: Pick<Env, "DB">, companyId: number, branchId: number, text: string): Promise<ImportReview | null> {
  return (await review(env, companyId, branchId, text))?.review ?? null;
}

export type ImportOutcome =
  | { status: "imported"; plan: ImportPlan }
  | { status: "bad-rows"; review: ImportReview }
  | { status: "no-changes" }
  | { status: "menu-changed" }
  | { status: "not-found" };

/** Writes the file's changes, all or nothing, if the menu is still as it was at the dry run (`revision`). */
export async function confirmMenuImport(env: Pick<Env, "DB">, who: MenuEditor, branchId: number, text: string, revision: number): Promise<ImportOutcome> {
  const found = await review(env, who.companyId, branchId, text);
  if (!found) return { status: "not-found" };
  const { review: r, stored } = found;
  if (r.revision !== revision) return { status: "menu-changed" };
  if (!r.plan) return { status: "bad-rows", review: r };
  if (planIsEmpty(r.plan)) return { status: "no-changes" };
  const written = await writeImportPlan(env, who, branchId, stored, r.plan);
  return written.status === "written" ? { status: "imported", plan: r.plan } : { status: "menu-changed" };
}
