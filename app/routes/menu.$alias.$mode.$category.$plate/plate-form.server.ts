// The plate form of the item detail (storefront.md §2 Menu "Item detail",
// §5 Plate and cart): zod schema used only by the plate route's action, so
// zod never reaches the browser bundle; the page's and the form's data types. The form posts ids, quantities and
// notes; a price field is refused (non-negotiable 2: prices come from the server).
import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";
import {
  MSG_GARNISH_INVALID,
  MSG_GARNISH_QUANTITY,
  MSG_QUANTITY_MIN,
  MSG_SIZE_INVALID,
  maxQuantityMessage,
  type AdditionInput,
} from "~/domain/cart/cart";
import { MAX_CART_QUANTITY, type MoneyFormat } from "~/domain/money";
import type { CartExtraGroup, Plate, ProductDiscount } from "~/domain/types";
import { MSG_BAD_REQUEST, MSG_PRICE_REFUSED, postsPriceField } from "~/http/price-fields.server";
import type { MenuPaths } from "~/views/menu-views.server";

// ------------------------------------------------ view model (loader data; app/ui renders it)
/** What the diner chose in the plate form: ids and quantities only, never prices. */
export interface PlateFormValues {
  sizeId: number | null;
  quantity: number;
  notes: string;
  extras: CartExtraGroup[];
}

/** Loader data of the plate route, used by its page and by the modal (fetcher.load). */
export interface PlateDetailData {
  paths: MenuPaths;
  category: { slug: string; name: string };
  plate: Plate;
  discount: ProductDiscount | null;
  notesLimit: number | null;
  indicatorsSpreadMax: number;
  canOrder: boolean;
  /** Why there is no add button when canOrder is false. */
  orderingNote: string | null;
  /** Edit mode (`?linea=`): the cart line being edited, prefilled. */
  editLineId: string | null;
  initialValues: PlateFormValues;
  /** Units of this plate already in the cart (other lines), for the maxQuantity cap. */
  unitsInCart: number;
  money: MoneyFormat;
}

/** What the plate action returns on a 400: the message and the diner's choices. */
export interface PlateActionError {
  ok?: undefined;
  error: string;
  values: PlateFormValues;
}

/** The modal's fetcher gets this instead of a redirect: it closes and shows the toast. */
export interface PlateActionDone {
  ok: true;
  toast: string;
}

const sizeId = z.number({ invalid_type_error: MSG_SIZE_INVALID }).int(MSG_SIZE_INVALID).positive(MSG_SIZE_INVALID);
const groupKey = z.string().regex(/^g\d{1,9}$/, MSG_GARNISH_INVALID);
const garnishKey = z.string().regex(/^i\d{1,9}$/, MSG_GARNISH_INVALID);
// conform does not coerce inside records: one checked box arrives as a string.
const garnishIds = z
  .union([z.string(), z.array(z.string())])
  // 'Ninguno' of an optional single-choice group posts an empty value.
  .transform((v) => (Array.isArray(v) ? v : [v]).filter((x) => x !== ""))
  .pipe(z.array(z.string().regex(/^\d{1,9}$/, MSG_GARNISH_INVALID)).max(100, MSG_BAD_REQUEST));
const units = z
  .string()
  .regex(/^\d{0,7}$/, MSG_GARNISH_QUANTITY)
  .transform((v) => (v === "" ? 0 : Number(v)));

/**
 * Field names (the same in ~/ui/menu/plate-form.tsx):
 * - sizeId: radio, the chosen size
 * - quantity: units of the plate
 * - notes: item notes
 * - garnish.g{groupId}: garnish id, one unit each (radios of a single-choice group, checkboxes)
 * - garnishQty.g{groupId}.i{garnishId}: units of a stepper garnish
 * - linea: edit mode, the cart line being replaced
 * - volver: where to go back after adding ('menu' home or the 'categoria' page)
 */
export const plateFormSchema = z
  .object({
    sizeId: sizeId.optional(),
    quantity: z
      .number({ required_error: MSG_QUANTITY_MIN, invalid_type_error: MSG_QUANTITY_MIN })
      .int(MSG_QUANTITY_MIN)
      .min(1, MSG_QUANTITY_MIN)
      .max(MAX_CART_QUANTITY, maxQuantityMessage(MAX_CART_QUANTITY)),
    // The domain enforces the configured limit (250); this only bounds the payload.
    notes: z.string().max(5000, MSG_BAD_REQUEST).optional(),
    garnish: z.record(groupKey, garnishIds).default({}),
    garnishQty: z.record(groupKey, z.record(garnishKey, units)).default({}),
    linea: z.string().regex(/^[0-9a-f]{16}$/, MSG_BAD_REQUEST).optional(),
    volver: z.enum(["menu", "categoria", "modal"]).optional(),
  })
  .strict(MSG_BAD_REQUEST);

export type PlateFormParse =
  | { ok: true; input: AdditionInput; lineId: string | null; back: "menu" | "categoria" | "modal"; values: PlateFormValues }
  | { ok: false; error: string; values: PlateFormValues };

type Units = [groupId: number, garnishId: number, quantity: number][];

function toExtras(list: Units): CartExtraGroup[] {
  const groups = new Map<number, CartExtraGroup>();
  for (const [groupId, referenceId, quantity] of list) {
    if (quantity <= 0) continue;
    const group = groups.get(groupId) ?? { groupId, groupItems: [] };
    group.groupItems.push({ referenceId, quantity });
    groups.set(groupId, group);
  }
  return [...groups.values()];
}

const int = (v: FormDataEntryValue | null) => {
  const n = typeof v === "string" && v.trim() !== "" ? Number(v) : NaN;
  return Number.isInteger(n) ? n : null;
};

/** The diner's choices read leniently, so a refused form comes back as it was posted. */
export function valuesFromFormData(formData: FormData): PlateFormValues {
  const list: Units = [];
  for (const [key, value] of formData.entries()) {
    const one = /^garnish\.g(\d{1,9})$/.exec(key);
    const many = /^garnishQty\.g(\d{1,9})\.i(\d{1,9})$/.exec(key);
    const n = int(value);
    if (one && n != null) list.push([Number(one[1]), n, 1]);
    if (many && n != null) list.push([Number(many[1]), Number(many[2]), n]);
  }
  const notes = formData.get("notes");
  return {
    sizeId: int(formData.get("sizeId")),
    quantity: int(formData.get("quantity")) ?? 1,
    notes: typeof notes === "string" ? notes.slice(0, 5000) : "",
    extras: toExtras(list.slice(0, 200)),
  };
}

/** Parses a posted plate form; the domain (validateAddition) checks it against the plate next. */
export function parsePlateForm(formData: FormData): PlateFormParse {
  const values = valuesFromFormData(formData);
  if (postsPriceField(formData)) return { ok: false, error: MSG_PRICE_REFUSED, values };
  const submission = parseWithZod(formData, { schema: plateFormSchema });
  if (submission.status !== "success") {
    const first = Object.values(submission.error ?? {}).flat().find(Boolean);
    return { ok: false, error: first ?? MSG_BAD_REQUEST, values };
  }
  const v = submission.value;
  const list: Units = [];
  for (const [g, ids] of Object.entries(v.garnish)) for (const i of ids) list.push([Number(g.slice(1)), Number(i), 1]);
  for (const [g, items] of Object.entries(v.garnishQty))
    for (const [i, q] of Object.entries(items)) list.push([Number(g.slice(1)), Number(i.slice(1)), q]);
  return {
    ok: true,
    input: {
      sizeId: v.sizeId ?? null,
      quantity: v.quantity,
      notes: v.notes ?? "",
      extras: toExtras(list),
    },
    lineId: v.linea ?? null,
    back: v.volver ?? "categoria",
    values,
  };
}
