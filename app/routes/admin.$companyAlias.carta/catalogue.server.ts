// /admin/{companyAlias}/carta: the owner's menu of a branch (?sucursal={branchAlias}, else the
// first): its categories, hidden ones too, with their plates; create, rename, hide, show and
// order categories. Every form posts here and redirects back with ?hecho=… (no JavaScript needed).
import { parseWithZod } from "@conform-to/zod";
import { data, redirect } from "@remix-run/cloudflare";
import { z } from "zod";
import { now } from "~/data/clock.server";
import { createCategory, listCatalogue, moveCategory, readCategory, updateCategory, type MenuEditor } from "~/data/menus/back-office-menu.server";
import { saveMenuImage } from "~/data/menus/plate-photo.server";
import { acceptedPlatePhoto, MSG_PLATE_PHOTO, PLATE_PHOTO_MAX_BYTES } from "~/domain/menu/plate-photo";
import { backOfficeNotice, type BackOfficeNoticeKey } from "~/domain/menu/back-office-notices";
import { categoryDetailsFields, categoryNameField } from "~/domain/menu/plate-form";
import { requireBackOffice, type BackOfficeAccess } from "~/http/shop-auth.server";

const NO_STORE = { "Cache-Control": "private, no-store" };

export function chosenBranch(access: BackOfficeAccess, url: URL) {
  const wanted = url.searchParams.get("sucursal");
  return access.branches.find((b) => b.alias === wanted) ?? access.branches[0] ?? null;
}

export function menuEditor(env: Env, access: BackOfficeAccess): MenuEditor {
  return { companyId: access.company.id, personId: access.person.id, personName: access.person.name, nowMs: now(env).getTime() };
}

export async function catalogueLoader(env: Env, request: Request, companyAlias: string) {
  const access = await requireBackOffice(request, env, companyAlias);
  const url = new URL(request.url);
  const branch = chosenBranch(access, url);
  const catalogue = branch ? await listCatalogue(env, access.company.id, branch.id) : [];
  return data(
    {
      nav: { companyAlias: access.company.alias, companyName: access.company.name, personName: access.person.name },
      branches: access.branches.map((b) => ({ alias: b.alias, name: b.name })),
      branch: branch ? { alias: branch.alias, name: branch.name } : null,
      catalogue,
      notice: backOfficeNotice(url.searchParams.get("hecho")),
    },
    { headers: NO_STORE },
  );
}

const id = z.string({ required_error: "Falta la categoría." }).regex(/^\d{1,9}$/, "Falta la categoría.").transform(Number);
const catalogueForm = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("crear"), name: categoryNameField }),
  z.object({ intent: z.literal("renombrar"), categoryId: id, name: categoryNameField }),
  z.object({ intent: z.literal("guardar"), categoryId: id, ...categoryDetailsFields }),
  z.object({ intent: z.enum(["ocultar", "mostrar"]), categoryId: id }),
  z.object({ intent: z.enum(["subir", "bajar"]), categoryId: id }),
  // A drop of the list's drag and drop: the place the category goes to (0 is the first).
  z.object({
    intent: z.literal("mover"),
    categoryId: id,
    posicion: z.string({ required_error: "Falta la posición." }).regex(/^\d{1,4}$/, "Falta la posición.").transform(Number),
  }),
]);

/** A refused change: the message, the category it concerns, and what the owner had typed (so nothing is lost). */
export type CatalogueActionData = {
  error: string;
  categoryId: number | null;
  values: { name: string; showName: string; description: string; modes: string[] } | null;
};

export async function catalogueAction(env: Env, request: Request, companyAlias: string) {
  const access = await requireBackOffice(request, env, companyAlias);
  const url = new URL(request.url);
  const branch = chosenBranch(access, url);
  if (!branch) throw data("No encontramos lo que buscas", { status: 404 });
  const form = await request.formData();
  const who = menuEditor(env, access);
  const back = (done: BackOfficeNoticeKey) => redirect(`/admin/${access.company.alias}/carta?sucursal=${encodeURIComponent(branch.alias)}&hecho=${done}`, { headers: NO_STORE });
  if (form.get("intent") === "imagen") {
    // A category's image (storefront.md §3 Category withImage): its own multipart form, like a plate's photo.
    const raw = String(form.get("categoryId") ?? "");
    const category = /^\d{1,9}$/.test(raw) ? await readCategory(env, access.company.id, Number(raw)) : null;
    if (!category || category.branchId !== branch.id) throw data("No encontramos lo que buscas", { status: 404 });
    const file = form.get("imagen");
    const bytes = file instanceof File && file.size <= PLATE_PHOTO_MAX_BYTES ? new Uint8Array(await file.arrayBuffer()) : null;
    const type = bytes ? acceptedPlatePhoto(bytes) : null;
    if (!bytes || !type) return data<CatalogueActionData>({ error: MSG_PLATE_PHOTO, categoryId: category.id, values: null }, { status: 400, headers: NO_STORE });
    await saveMenuImage(env, who, "CATEGORY", category, bytes, type);
    throw back("imagen-guardada");
  }
  const submission = parseWithZod(form, { schema: catalogueForm });
  if (submission.status !== "success") {
    const error = Object.values(submission.error ?? {}).flat().find(Boolean) ?? "Revise los datos del formulario.";
    const raw = String(form.get("categoryId") ?? "");
    const values = form.get("intent") === "guardar" ? { name: String(form.get("name") ?? ""), showName: String(form.get("showName") ?? ""), description: String(form.get("description") ?? ""), modes: form.getAll("modes").map(String) } : null;
    return data<CatalogueActionData>({ error, categoryId: /^\d{1,9}$/.test(raw) ? Number(raw) : null, values }, { status: 400, headers: NO_STORE });
  }
  const input = submission.value;
  let done: BackOfficeNoticeKey;
  let found = true;
  switch (input.intent) {
    case "crear":
      await createCategory(env, who, branch.id, input.name);
      done = "categoria-creada";
      break;
    case "renombrar":
      found = await updateCategory(env, who, input.categoryId, { name: input.name });
      done = "categoria-renombrada";
      break;
    case "guardar":
      found = await updateCategory(env, who, input.categoryId, { details: { name: input.name, showName: input.showName, description: input.description, orderModeTypes: input.modes } });
      done = "categoria-guardada";
      break;
    case "ocultar":
    case "mostrar":
      found = await updateCategory(env, who, input.categoryId, { visible: input.intent === "mostrar" });
      done = input.intent === "mostrar" ? "categoria-visible" : "categoria-oculta";
      break;
    case "mover":
      found = await moveCategory(env, who, input.categoryId, input.posicion);
      done = "categoria-movida";
      break;
    default:
      found = await moveCategory(env, who, input.categoryId, input.intent === "subir" ? "up" : "down");
      done = "categoria-movida";
  }
  if (!found) throw data("No encontramos lo que buscas", { status: 404 });
  throw back(done);
}
