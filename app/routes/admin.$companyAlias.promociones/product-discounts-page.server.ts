// /admin/{companyAlias}/promociones: the owner's product discounts (storefront.md §3 "Discount
// (product)", §2 Menu "Discount pills"): the list with their pill, branch and plates, a form for a
// new one, and the same form for one (?promocion={id}). Plain forms that post here and redirect
// back with ?hecho=…; a bad form comes back with every value and the Spanish message of each field.
// A write bumps the branch's menu revision (the menu tables' triggers), so the storefront's menu
// and the checkout total follow at once.
import { data, redirect } from "@remix-run/cloudflare";
import { z } from "zod";
import { createProductDiscount, discountablePlates, getProductDiscount, listProductDiscounts, saveProductDiscount, type StoredProductDiscount } from "~/data/discounts/product-discounts.server";
import { countryCached } from "~/data/tenants/tenant-cache.server";
import {
  DISCOUNT_TYPE_LABEL,
  discountAmountText,
  MSG_DISCOUNT_CONFLICT,
  parseProductDiscountForm,
  productDiscountFields,
  productDiscountFormValues,
} from "~/domain/menu/product-discount-form";
import { formatMoney, type MoneyFormat } from "~/domain/money";
import { requireBackOffice, type BackOfficeAccess } from "~/http/shop-auth.server";
import { menuEditor } from "../admin.$companyAlias.carta/catalogue.server";
import { discountDatesText } from "~/domain/menu/discount-dates";

const NO_STORE = { "Cache-Control": "private, no-store" };
const notFound = () => data("No encontramos lo que buscas", { status: 404, headers: NO_STORE });

const NOTICES: Record<string, string> = {
  "promocion-creada": "Promoción creada. Ya se ve en la carta.",
  "promocion-guardada": "Promoción guardada. La carta ya muestra los cambios.",
};

async function moneyOf(env: Env, access: BackOfficeAccess): Promise<MoneyFormat | null> {
  const first = access.branches[0];
  const country = first ? await countryCached(env, first.country) : null;
  return country ? { currencySymbol: country.currencySymbol, mantissaLength: country.mantissaLength } : null;
}

const editingId = (url: URL) => {
  const raw = url.searchParams.get("promocion");
  if (raw === null) return null;
  return /^\d{1,9}$/.test(raw) ? Number(raw) : "bad";
};

/** The stored state the form was opened on: the optimistic check of a save. */
const seenOf = (d: StoredProductDiscount) => JSON.stringify(productDiscountFormValues(d));

/** The form opened on a stored discount: its fields, its checked plates apart. */
function editForm(d: StoredProductDiscount) {
  const { plateIds, ...values } = productDiscountFormValues(d);
  return { discountId: d.id as number | null, title: `Editar ${d.name || "promoción"}`, values: values as Record<string, string> | null, plateIds, seen: seenOf(d) as string | null };
}

export type ProductDiscountsActionData = { errors: Record<string, string>; values: Record<string, string>; plateIds: string[]; message: string | null };

export async function productDiscountsLoader(env: Env, request: Request, companyAlias: string) {
  const access = await requireBackOffice(request, env, companyAlias);
  const url = new URL(request.url);
  const wanted = editingId(url);
  if (wanted === "bad") throw notFound();
  const [discounts, plates, money] = await Promise.all([listProductDiscounts(env, access.company.id), discountablePlates(env, access.company.id), moneyOf(env, access)]);
  const editing = wanted === null ? null : discounts.find((d) => d.id === wanted) ?? null;
  if (wanted !== null && !editing) throw notFound();
  const plateName = new Map(plates.map((p) => [p.id, p.name]));
  const branchName = new Map(access.branches.map((b) => [b.id, b.name]));
  return data(
    {
      nav: { companyAlias: access.company.alias, companyName: access.company.name, personName: access.person.name },
      notice: NOTICES[url.searchParams.get("hecho") ?? ""] ?? null,
      discounts: discounts.map((d) => ({
        id: d.id,
        name: d.name,
        amount: discountAmountText(d, money),
        branch: branchName.get(d.branchId) ?? "",
        plates: d.plateIds.map((id) => plateName.get(id) ?? "").filter(Boolean).join(", "),
        dates: discountDatesText(d.validFrom, d.validTo),
        active: d.active,
      })),
      form: editing ? editForm(editing) : { discountId: null, title: "Nueva promoción", values: null, plateIds: [] as string[], seen: null },
      branches: access.branches.map((b) => ({
        id: b.id,
        name: b.name,
        plates: plates.filter((p) => p.branchId === b.id).map((p) => ({ id: p.id, name: p.name, price: p.lowestPrice > 0 ? formatMoney(p.lowestPrice, money) : "" })),
      })),
      typeLabels: DISCOUNT_TYPE_LABEL,
    },
    { headers: NO_STORE },
  );
}

const intent = z.object({ intent: z.enum(["crear", "guardar"]), discountId: z.string().regex(/^\d{1,9}$/).transform(Number).optional(), visto: z.string().max(4000).optional() });

export async function productDiscountsAction(env: Env, request: Request, companyAlias: string) {
  const access = await requireBackOffice(request, env, companyAlias);
  const formData = await request.formData();
  const form = Object.fromEntries([...formData.entries()].filter(([k]) => k !== "plateIds"));
  const plateIds = formData.getAll("plateIds").map((v) => (typeof v === "string" ? v.slice(0, 12) : ""));
  const values = Object.fromEntries(Object.entries(form).map(([k, v]) => [k, typeof v === "string" ? v.slice(0, 200) : ""]));
  const fail = (status: number, errors: Record<string, string>, message: string | null = null) =>
    data<ProductDiscountsActionData>({ errors, values, plateIds: plateIds.slice(0, 500), message }, { status, headers: NO_STORE });
  const what = intent.safeParse(form);
  if (!what.success || (what.data.intent === "guardar" && what.data.discountId === undefined)) return fail(400, {}, "No pudimos leer el formulario. Vuelva a abrir la página e intente de nuevo.");
  const fields = productDiscountFields.safeParse({ ...form, plateIds });
  if (!fields.success) return fail(400, {}, "Revise los datos del formulario: hay campos demasiado largos.");
  const [plates, money] = await Promise.all([discountablePlates(env, access.company.id), moneyOf(env, access)]);
  const parsed = parseProductDiscountForm(fields.data, plates, money);
  if (!parsed.ok) return fail(400, parsed.errors, "Revise los campos marcados.");
  const draft = parsed.draft;
  // Only the company's branches: a plate of the branch was checked above, and plates are the company's.
  if (!access.branches.some((b) => b.id === draft.branchId)) return fail(400, { branchId: "Elija una sucursal de su empresa." });
  const who = menuEditor(env, access);
  const base = `/admin/${access.company.alias}/promociones`;

  if (what.data.intent === "crear") {
    await createProductDiscount(env, who, draft);
    return redirect(`${base}?hecho=promocion-creada`, { headers: NO_STORE });
  }
  const current = await getProductDiscount(env, access.company.id, what.data.discountId!);
  if (!current) throw notFound();
  if (what.data.visto !== seenOf(current)) return fail(409, {}, MSG_DISCOUNT_CONFLICT);
  const saved = await saveProductDiscount(env, who, current, draft);
  if (saved === "conflict") return fail(409, {}, MSG_DISCOUNT_CONFLICT);
  return redirect(`${base}?promocion=${current.id}&hecho=promocion-guardada`, { headers: NO_STORE });
}
