// /admin/{companyAlias}/carta/plato/{id|nuevo}: the owner edits one plate (name, description,
// price or sizes, extras groups and their options, indicators, 'Lo más destacado', maximum
// quantity, visibility), duplicates it, or opens it as a diner sees it. The save is refused when
// someone else saved the plate since the page was opened (version check, nothing lost: the form
// comes back with what the owner typed).
import { parseWithZod } from "@conform-to/zod";
import { data, redirect } from "@remix-run/cloudflare";
import { createPlate, editorChoices, readEditorPlate, savePlate, storefrontPlacesOf, type EditorPlate } from "~/data/menus/back-office-menu.server";
import { savePlatePhoto } from "~/data/menus/plate-photo.server";
import { fixedDiscountsOnPlate } from "~/data/discounts/product-discounts.server";
import { pricesUnderFixedDiscount, type PriceUnderDiscount } from "~/domain/menu/fixed-discount-floor";
import { backOfficeNotice, MSG_PLATE_CONFLICT } from "~/domain/menu/back-office-notices";
import { acceptedPlatePhoto, MSG_PLATE_PHOTO, PLATE_PHOTO_MAX_BYTES } from "~/domain/menu/plate-photo";
import { MSG_CATEGORY, plateFormSchema, type PlateDraft } from "~/domain/menu/plate-form";
import { requireBackOffice, type BackOfficeAccess } from "~/http/shop-auth.server";
import { chosenBranch, menuEditor } from "../admin.$companyAlias.carta/catalogue.server";

const NO_STORE = { "Cache-Control": "private, no-store" };
const notFound = () => data("No encontramos lo que buscas", { status: 404 });

/** The form's values as text, the way the inputs show them. */
export interface PlateFormValues {
  version: string;
  categoryId: string;
  name: string;
  description: string;
  price: string;
  maxQuantity: string;
  remarked: boolean;
  visible: boolean;
  indicatorIds: string[];
  sizes: { id: string; name: string; price: string }[];
  groups: { id: string; name: string; min: string; max: string; options: { id: string; name: string; price: string }[] }[];
  /** The order mode types checked ('Se vende en'). */
  modes: string[];
  /** The locations that differ from the shared menu; sizePrices follow `sizes`. */
  locations: { id: string; sold: boolean; price: string; sizePrices: string[] }[];
}

export const ALL_MODES = ["DELIVERY", "TAKE_AWAY", "TABLE", "SELF_SERVICE"];

const str = (v: unknown) => (typeof v === "string" ? v : typeof v === "number" ? String(v) : "");
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const obj = (v: unknown): Record<string, unknown> => (v && typeof v === "object" ? (v as Record<string, unknown>) : {});

export function valuesOfDraft(d: PlateDraft): PlateFormValues {
  return {
    version: d.version === null ? "" : String(d.version),
    categoryId: String(d.categoryId),
    name: d.name,
    description: d.description ?? "",
    price: d.sizes.length > 0 ? "" : String(d.price),
    maxQuantity: d.maxQuantity === null ? "" : String(d.maxQuantity),
    remarked: d.remarked,
    visible: d.visible,
    indicatorIds: d.indicatorIds.map(String),
    sizes: d.sizes.map((s) => ({ id: s.id === null ? "" : String(s.id), name: s.name, price: String(s.price) })),
    groups: d.groups.map((g) => ({
      id: g.id === null ? "" : String(g.id),
      name: g.name,
      min: String(g.min),
      max: String(g.max),
      options: g.options.map((o) => ({ id: o.id === null ? "" : String(o.id), name: o.name, price: String(o.price) })),
    })),
    modes: d.orderModeTypes ?? ALL_MODES,
    locations: d.locations.map((l) => ({
      id: String(l.branchContactId),
      sold: l.sold,
      price: l.price === null ? "" : String(l.price),
      sizePrices: l.sizePrices.map((p) => (p === null ? "" : String(p))),
    })),
  };
}

/** What the owner typed (conform's payload), to show it again with the errors. */
function valuesOfPayload(payload: Record<string, unknown>): PlateFormValues {
  // The spare blank rows are not sent back: the page adds its own again.
  const typed = (r: { id: string; name: string; price: string }) => Boolean(r.id || r.name.trim() || r.price.trim());
  const rows = (v: unknown) =>
    list(v)
      .map((r) => ({ id: str(obj(r).id), name: str(obj(r).name), price: str(obj(r).price) }))
      .filter(typed);
  // The locations' size prices follow the size rows kept.
  const keptSizeRows = list(payload.sizes).flatMap((r, i) => (typed({ id: str(obj(r).id), name: str(obj(r).name), price: str(obj(r).price) }) ? [i] : []));
  const ind = payload.indicatorIds;
  const modes = payload.modes;
  return {
    version: str(payload.version),
    categoryId: str(payload.categoryId),
    name: str(payload.name),
    description: str(payload.description),
    price: str(payload.price),
    maxQuantity: str(payload.maxQuantity),
    remarked: payload.remarked === "on",
    visible: payload.visible === "on",
    indicatorIds: (Array.isArray(ind) ? ind : [ind]).map(str).filter(Boolean),
    sizes: rows(payload.sizes),
    groups: list(payload.groups)
      .map((g) => ({ id: str(obj(g).id), name: str(obj(g).name), min: str(obj(g).min), max: str(obj(g).max), options: rows(obj(g).options) }))
      .filter((g) => g.id || g.name.trim() || g.min.trim() || g.max.trim() || g.options.length > 0),
    modes: payload.sales === undefined ? ALL_MODES : (Array.isArray(modes) ? modes : [modes]).map(str).filter(Boolean),
    locations: list(payload.locations).map((l) => ({
      id: str(obj(l).id),
      sold: payload.sales === undefined || obj(l).sold === "on",
      price: str(obj(l).price),
      sizePrices: keptSizeRows.map((i) => str(list(obj(l).sizePrices)[i])),
    })),
  };
}

/** The form's field of a price a fixed discount covers: its size row and its location's row, as the form numbers them. */
function fieldOfPrice(p: PriceUnderDiscount, payload: Record<string, unknown>): string {
  // The schema skips the size rows left blank: the draft's size k is the k-th row with a name or a price.
  const sizeRows = list(payload.sizes).flatMap((r, i) => (str(obj(r).name).trim() || str(obj(r).price).trim() ? [i] : []));
  const row = p.sizeIndex === null ? null : sizeRows[p.sizeIndex];
  if (p.locationId === null) return row === null ? "price" : `sizes[${row}].price`;
  const k = list(payload.locations).findIndex((l) => str(obj(l).id) === String(p.locationId));
  return row === null ? `locations[${k}].price` : `locations[${k}].sizePrices[${row}]`;
}

const EMPTY_DRAFT = (categoryId: number): PlateDraft => ({
  version: null,
  categoryId,
  name: "",
  description: null,
  price: 0,
  maxQuantity: null,
  remarked: false,
  visible: true,
  indicatorIds: [],
  sizes: [],
  groups: [],
  orderModeTypes: null,
  locations: [],
});

async function plateOf(env: Env, access: BackOfficeAccess, rawId: string): Promise<EditorPlate | "new"> {
  if (rawId === "nuevo") return "new";
  if (!/^\d{1,9}$/.test(rawId)) throw notFound();
  const plate = await readEditorPlate(env, access.company.id, Number(rawId));
  if (!plate) throw notFound();
  return plate;
}

function branchOf(access: BackOfficeAccess, plate: EditorPlate | "new", url: URL) {
  const branch = plate === "new" ? chosenBranch(access, url) : access.branches.find((b) => b.id === plate.branchId);
  if (!branch) throw notFound();
  return branch;
}

export async function plateEditorLoader(env: Env, request: Request, companyAlias: string, rawId: string) {
  const access = await requireBackOffice(request, env, companyAlias);
  const url = new URL(request.url);
  const plate = await plateOf(env, access, rawId);
  const branch = branchOf(access, plate, url);
  const [choices, place] = await Promise.all([editorChoices(env, access.company.id, branch.id), storefrontPlacesOf(env, access.company.id, branch.id)]);
  const category = plate === "new" ? null : choices.categories.find((c) => c.id === plate.categoryId);
  return data(
    {
      nav: { companyAlias: access.company.alias, companyName: access.company.name, personName: access.person.name },
      branch: { alias: branch.alias, name: branch.name },
      plateId: plate === "new" ? null : plate.id,
      values: valuesOfDraft(plate === "new" ? EMPTY_DRAFT(choices.categories[0]?.id ?? 0) : plate.draft),
      choices,
      photoFileId: plate === "new" ? null : plate.imageFileId,
      storefrontPath: plate !== "new" && place && category ? `/menu/${place.alias}/${place.modeSlug}/${category.slug}/${plate.slug}` : null,
      notice: backOfficeNotice(url.searchParams.get("hecho")),
    },
    { headers: NO_STORE }
  );
}

export type PlateEditorActionData = {
  values: PlateFormValues;
  errors: Record<string, string>;
  conflict: string | null;
  /** After a conflict: what is saved now, to compare. */
  saved: PlateFormValues | null;
  /** A refused photo: why. */
  photoError?: string;
};

export async function plateEditorAction(env: Env, request: Request, companyAlias: string, rawId: string) {
  const access = await requireBackOffice(request, env, companyAlias);
  const url = new URL(request.url);
  const plate = await plateOf(env, access, rawId);
  const branch = branchOf(access, plate, url);
  const form = await request.formData();
  const who = menuEditor(env, access);
  const back = (id: number, done: string) => redirect(`/admin/${access.company.alias}/carta/plato/${id}?hecho=${done}`, { headers: NO_STORE });

  if (form.get("intent") === "foto") {
    if (plate === "new") throw notFound();
    const file = form.get("foto");
    const bytes = file instanceof File && file.size <= PLATE_PHOTO_MAX_BYTES ? new Uint8Array(await file.arrayBuffer()) : null;
    const type = bytes ? acceptedPlatePhoto(bytes) : null;
    if (!bytes || !type) {
      return data<PlateEditorActionData>(
        { values: valuesOfDraft(plate.draft), errors: {}, conflict: null, saved: null, photoError: MSG_PLATE_PHOTO },
        { status: 400, headers: NO_STORE }
      );
    }
    await savePlatePhoto(env, who, plate, bytes, type);
    throw back(plate.id, "foto-guardada");
  }

  if (form.get("intent") === "duplicar") {
    if (plate === "new") throw notFound();
    const copy: PlateDraft = { ...plate.draft, name: `${plate.draft.name} (copia)`.slice(0, 80), visible: false, version: null };
    throw back(await createPlate(env, who, branch.id, copy, "duplicar"), "plato-duplicado");
  }

  const submission = parseWithZod(form, { schema: plateFormSchema });
  const payload = obj(submission.payload);
  const fail = (errors: Record<string, string>, status = 400, conflict: string | null = null, saved: PlateFormValues | null = null) =>
    data<PlateEditorActionData>({ values: valuesOfPayload(payload), errors, conflict, saved }, { status, headers: NO_STORE });
  if (submission.status !== "success") {
    const errors: Record<string, string> = {};
    for (const [name, messages] of Object.entries(submission.error ?? {})) if (messages?.[0]) errors[name || "form"] = messages[0];
    return fail(errors);
  }
  const { categories, locations } = await editorChoices(env, access.company.id, branch.id);
  if (!categories.some((c) => c.id === submission.value.categoryId)) return fail({ categoryId: MSG_CATEGORY });
  // Only the branch's own locations: an id of another branch or company is ignored.
  const draft: PlateDraft = { ...submission.value, locations: submission.value.locations.filter((l) => locations.some((x) => x.id === l.branchContactId)) };

  if (plate === "new") throw back(await createPlate(env, who, branch.id, draft), "plato-creado");
  // A fixed-amount discount naming the plate must leave every price of it, at every location, above $ 0.
  const under = pricesUnderFixedDiscount(draft, await fixedDiscountsOnPlate(env, access.company.id, plate.id), new Map(locations.map((l) => [l.id, l.name])));
  if (under.length > 0) return fail(Object.fromEntries(under.map((p) => [fieldOfPrice(p, payload), p.message])));
  const saved = await savePlate(env, who, plate, draft);
  if (saved.status === "conflict") {
    const now = await readEditorPlate(env, access.company.id, plate.id);
    if (!now) throw notFound();
    const values = valuesOfDraft(now.draft);
    // The owner's text stays in the form; the version becomes the one now saved, so saving again is a choice made knowingly.
    return data<PlateEditorActionData>(
      { values: { ...valuesOfPayload(payload), version: values.version }, errors: {}, conflict: MSG_PLATE_CONFLICT, saved: values },
      { status: 409, headers: NO_STORE }
    );
  }
  throw back(plate.id, "plato-guardado");
}
