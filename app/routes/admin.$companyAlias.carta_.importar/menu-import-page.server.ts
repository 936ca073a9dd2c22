// /admin/{companyAlias}/carta/importar?sucursal={branchAlias}: the owner uploads a menu CSV
// (multipart form, field "archivo"); the answer is the dry run (what would be added, changed and
// removed, or every bad row with its line). Nothing is written until 'Confirmar importación', which
// posts the same text back with the menu revision the dry run saw: then all of it is written or none.
import { data, redirect } from "@remix-run/cloudflare";
import { editorChoices } from "~/data/menus/back-office-menu.server";
import { requireBackOffice } from "~/http/shop-auth.server";
import {
  confirmMenuImport,
  csvTextOf,
  MENU_CSV_MAX_BYTES,
  MSG_CSV_TOO_BIG,
  MSG_MENU_CHANGED,
  MSG_NO_CHANGES,
  reviewMenuImport,
  type ImportReview,
} from "~/services/menu-import/menu-csv.server";
import { chosenBranch, menuEditor } from "../admin.$companyAlias.carta/catalogue.server";

const NO_STORE = { "Cache-Control": "private, no-store" };
const notFound = () => data("No encontramos lo que buscas", { status: 404, headers: NO_STORE });

export const MSG_CHOOSE_FILE = "Elija el archivo CSV de la carta.";
export const MSG_BAD_FORM = "No pudimos leer el formulario. Elija el archivo y envíelo de nuevo.";

export type MenuImportActionData =
  | { step: "error"; message: string }
  | {
      step: "review";
      fileName: string;
      csv: string;
      revision: number;
      errors: string[];
      added: string[];
      changed: string[];
      removed: string[];
      /** A message above the review (nothing to import, the menu changed meanwhile). */
      message: string | null;
      /** How the file was read, when the owner should check it (a file that was not UTF-8). */
      encodingNotice: string | null;
    };

async function accessOf(env: Env, request: Request, companyAlias: string) {
  const access = await requireBackOffice(request, env, companyAlias);
  const branch = chosenBranch(access, new URL(request.url));
  if (!branch) throw notFound();
  return { access, branch };
}

export async function menuImportLoader(env: Env, request: Request, companyAlias: string) {
  const { access, branch } = await accessOf(env, request, companyAlias);
  return data(
    {
      nav: { companyAlias: access.company.alias, companyName: access.company.name, personName: access.person.name },
      branch: { alias: branch.alias, name: branch.name },
      maxKb: MENU_CSV_MAX_BYTES / 1024,
      /** A location of the branch, to show what its price column is called. */
      locationExample: (await editorChoices(env, access.company.id, branch.id)).locations[0]?.name ?? "Centro",
    },
    { headers: NO_STORE }
  );
}

const reviewData = (
  fileName: string,
  csv: string,
  r: ImportReview,
  message: string | null = null,
  encodingNotice: string | null = null
): MenuImportActionData => ({
  step: "review",
  fileName,
  csv,
  revision: r.revision,
  errors: r.errors,
  added: r.plan?.added ?? [],
  changed: r.plan?.changed ?? [],
  removed: r.plan?.removed ?? [],
  message: message ?? (r.plan && r.plan.added.length + r.plan.changed.length + r.plan.removed.length === 0 ? MSG_NO_CHANGES : null),
  encodingNotice,
});

export async function menuImportAction(env: Env, request: Request, companyAlias: string) {
  const { access, branch } = await accessOf(env, request, companyAlias);
  const refuse = (message: string, status = 400) => data<MenuImportActionData>({ step: "error", message }, { status, headers: NO_STORE });
  // Twice the file's limit: the confirmation sends the text back inside a form, encoded.
  if (Number(request.headers.get("Content-Length") ?? 0) > 3 * MENU_CSV_MAX_BYTES) return refuse(MSG_CSV_TOO_BIG, 413);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return refuse(MSG_BAD_FORM);
  }
  const intent = form.get("intent");

  if (intent === "confirmar") {
    const csv = form.get("csv");
    const revision = String(form.get("revision") ?? "");
    const fileName = String(form.get("fileName") ?? "").slice(0, 120);
    if (typeof csv !== "string" || !/^\d{1,12}$/.test(revision)) return refuse(MSG_CHOOSE_FILE);
    if (new TextEncoder().encode(csv).byteLength > MENU_CSV_MAX_BYTES) return refuse(MSG_CSV_TOO_BIG, 413);
    const outcome = await confirmMenuImport(env, menuEditor(env, access), branch.id, csv, Number(revision));
    switch (outcome.status) {
      case "imported":
        throw redirect(`/admin/${access.company.alias}/carta?sucursal=${encodeURIComponent(branch.alias)}&hecho=carta-importada`, { headers: NO_STORE });
      case "not-found":
        throw notFound();
      case "no-changes":
        return refuse(MSG_NO_CHANGES, 409);
      case "bad-rows":
        return data(reviewData(fileName, csv, outcome.review), { status: 400, headers: NO_STORE });
      case "menu-changed": {
        // The review as the menu is now, so the owner sees what the file would do today.
        const now = await reviewMenuImport(env, access.company.id, branch.id, csv);
        if (!now) throw notFound();
        return data(reviewData(fileName, csv, now, MSG_MENU_CHANGED), { status: 409, headers: NO_STORE });
      }
    }
  }

  const file = form.get("archivo");
  if (!(file instanceof File) || file.size === 0) return refuse(MSG_CHOOSE_FILE);
  if (file.size > MENU_CSV_MAX_BYTES) return refuse(MSG_CSV_TOO_BIG, 413);
  const read = csvTextOf(await file.arrayBuffer());
  if ("error" in read) return refuse(read.error);
  const review = await reviewMenuImport(env, access.company.id, branch.id, read.text);
  if (!review) throw notFound();
  return data(reviewData(file.name.slice(0, 120), read.text, review, null, read.notice), { status: review.errors.length ? 400 : 200, headers: NO_STORE });
}
