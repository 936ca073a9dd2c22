// /admin/{companyAlias}/descuentos: the owner's discount codes (storefront.md §3 "Code discount
// info", §5 "Discount code"): the list with their rules and uses, a form for a new code, and the
// same form for a code (?codigo={id}). Plain forms that post here and redirect back with
// ?hecho=…; a bad form comes back with every value and the Spanish message of each field. The
// storefront reads codes from D1 at each check, so a change applies to the next diner at once.
import { data, redirect } from "@remix-run/cloudflare";
import { z } from "zod";
import { codeConditionChoices, createDiscountCode, getDiscountCode, listDiscountCodes, ownedReferences, saveDiscountCode, type StoredDiscountCode } from "~/data/discounts/discount-codes.server";
import { countryCached } from "~/data/tenants/tenant-cache.server";
import {
  CODE_TYPE_LABEL,
  discountCodeFields,
  discountCodeFormValues,
  MSG_CODE_CONFLICT,
  MSG_CODE_TAKEN,
  MSG_USES_BELOW,
  parseDiscountCodeForm,
  type DiscountCodeDraft,
} from "~/domain/checkout/discount-code-form";
import { localDateOf, PAYMENT_METHOD_LABEL } from "~/domain/orders/day-figures";
import { formatMoney, type MoneyFormat } from "~/domain/money";
import { requireBackOffice, type BackOfficeAccess } from "~/http/shop-auth.server";
import { menuEditor } from "../admin.$companyAlias.carta/catalogue.server";

const NO_STORE = { "Cache-Control": "private, no-store" };
const DEFAULT_TIME_ZONE = "America/Argentina/Buenos_Aires";
const notFound = () => data("No encontramos lo que buscas", { status: 404, headers: NO_STORE });

export const MSG_FOREIGN_CHOICE = "Elija un plato, una categoría y una sucursal de su empresa.";

const NOTICES: Record<string, string> = {
  "codigo-creado": "Código creado. Los clientes ya pueden usarlo.",
  "codigo-guardado": "Código guardado. Los cambios rigen desde el próximo pedido.",
};

async function settingsOf(env: Env, access: BackOfficeAccess) {
  const first = access.branches[0];
  const country = first ? await countryCached(env, first.country) : null;
  const money: MoneyFormat | null = country ? { currencySymbol: country.currencySymbol, mantissaLength: country.mantissaLength } : null;
  return { tz: country?.timeZone ?? DEFAULT_TIME_ZONE, money };
}

/** One line of rules per code, as the list shows it. */
function rulesOf(c: StoredDiscountCode, money: MoneyFormat | null, tz: string, names: { plates: Map<number, string>; categories: Map<number, string>; branches: Map<number, string> }): string[] {
  const rules: string[] = [];
  if (c.minimumOrderAmount !== null) rules.push(`Mínimo en productos ${formatMoney(c.minimumOrderAmount, money)}`);
  if (c.maxDiscountAmount !== null) rules.push(`Tope ${formatMoney(c.maxDiscountAmount, money)}`);
  if (c.plateId !== null) rules.push(`Con ${names.plates.get(c.plateId) ?? "un plato"} en el carrito`);
  if (c.categoryId !== null) rules.push(`Con un ítem de ${names.categories.get(c.categoryId) ?? "una categoría"}`);
  if (c.firstPurchaseOnly) rules.push("Solo primera compra");
  if (c.notCombinable) rules.push("No acumulable con descuentos de productos");
  if (c.paymentMethod) rules.push(`Pagando con ${PAYMENT_METHOD_LABEL[c.paymentMethod]}`);
  if (c.branchId !== null) rules.push(`Solo en ${names.branches.get(c.branchId) ?? "una sucursal"}`);
  if (c.validFrom !== null) rules.push(`Desde el ${localDateOf(c.validFrom, tz)}`);
  if (c.validTo !== null) rules.push(`Hasta el ${localDateOf(c.validTo, tz)}`);
  return rules;
}

const editingId = (url: URL) => {
  const raw = url.searchParams.get("codigo");
  if (raw === null) return null;
  return /^\d{1,9}$/.test(raw) ? Number(raw) : "bad";
};

/** The stored state the form was opened on: the optimistic check of a save. */
const seenOf = (c: StoredDiscountCode) => JSON.stringify(discountCodeFormValues(c, "UTC"));

export type DiscountCodesActionData = { errors: Record<string, string>; values: Record<string, string>; message: string | null };

export async function discountCodesLoader(env: Env, request: Request, companyAlias: string) {
  const access = await requireBackOffice(request, env, companyAlias);
  const url = new URL(request.url);
  const { tz, money } = await settingsOf(env, access);
  const wanted = editingId(url);
  if (wanted === "bad") throw notFound();
  const [codes, choices] = await Promise.all([listDiscountCodes(env, access.company.id), codeConditionChoices(env, access.company.id)]);
  const editing = wanted === null ? null : codes.find((c) => c.id === wanted) ?? null;
  if (wanted !== null && !editing) throw notFound();
  const names = {
    plates: new Map(choices.plates.map((p) => [p.id, p.name])),
    categories: new Map(choices.categories.map((c) => [c.id, c.name])),
    branches: new Map(access.branches.map((b) => [b.id, b.name])),
  };
  const amount = (c: StoredDiscountCode) => (c.type === "PERCENT" ? `${c.value} %` : c.type === "FIXED" ? formatMoney(c.value, money) : "Envío gratis");
  return data(
    {
      nav: { companyAlias: access.company.alias, companyName: access.company.name, personName: access.person.name },
      notice: NOTICES[url.searchParams.get("hecho") ?? ""] ?? null,
      codes: codes.map((c) => ({
        id: c.id,
        code: c.code,
        amount: amount(c),
        rules: rulesOf(c, money, tz, names),
        uses: c.maxUses === null ? `${c.uses} usos` : `${c.uses} de ${c.maxUses} usos`,
        active: c.active,
      })),
      form: editing
        ? { codeId: editing.id, title: `Editar ${editing.code}`, values: discountCodeFormValues(editing, tz), seen: seenOf(editing) }
        : { codeId: null, title: "Nuevo código", values: null, seen: null },
      choices: { ...choices, branches: access.branches.map((b) => ({ id: b.id, name: b.name })) },
      typeLabels: CODE_TYPE_LABEL,
      paymentLabels: PAYMENT_METHOD_LABEL,
    },
    { headers: NO_STORE },
  );
}

const intent = z.object({ intent: z.enum(["crear", "guardar"]), codeId: z.string().regex(/^\d{1,9}$/).transform(Number).optional(), visto: z.string().max(4000).optional() });

export async function discountCodesAction(env: Env, request: Request, companyAlias: string) {
  const access = await requireBackOffice(request, env, companyAlias);
  const form = Object.fromEntries(await request.formData());
  const values = Object.fromEntries(Object.entries(form).map(([k, v]) => [k, typeof v === "string" ? v.slice(0, 200) : ""]));
  const fail = (status: number, errors: Record<string, string>, message: string | null = null) =>
    data<DiscountCodesActionData>({ errors, values, message }, { status, headers: NO_STORE });
  const what = intent.safeParse(form);
  if (!what.success || (what.data.intent === "guardar" && what.data.codeId === undefined)) return fail(400, {}, "No pudimos leer el formulario. Vuelva a abrir la página e intente de nuevo.");
  const fields = discountCodeFields.safeParse(form);
  if (!fields.success) return fail(400, {}, "Revise los datos del formulario: hay campos demasiado largos.");
  const { tz } = await settingsOf(env, access);
  const parsed = parseDiscountCodeForm(fields.data, tz);
  if (!parsed.ok) return fail(400, parsed.errors, "Revise los campos marcados.");
  const draft: DiscountCodeDraft = parsed.draft;
  const owned = await ownedReferences(env, access.company.id, draft);
  if (!owned.plate || !owned.category || !owned.branch) return fail(400, {}, MSG_FOREIGN_CHOICE);
  const who = menuEditor(env, access);
  const auditBranch = draft.branchId ?? access.branches[0]?.id;
  if (auditBranch === undefined) throw notFound();
  const base = `/admin/${access.company.alias}/descuentos`;

  if (what.data.intent === "crear") {
    const created = await createDiscountCode(env, who, draft, auditBranch);
    if (created === "taken") return fail(409, { code: MSG_CODE_TAKEN });
    return redirect(`${base}?hecho=codigo-creado`, { headers: NO_STORE });
  }
  const current = await getDiscountCode(env, access.company.id, what.data.codeId!);
  if (!current) throw notFound();
  if (what.data.visto !== seenOf(current)) return fail(409, {}, MSG_CODE_CONFLICT);
  const saved = await saveDiscountCode(env, who, current, draft, auditBranch);
  if (saved === "taken") return fail(409, { code: MSG_CODE_TAKEN });
  if (saved === "below-uses") return fail(409, { maxUses: MSG_USES_BELOW(current.uses) });
  if (saved === "conflict") return fail(409, {}, MSG_CODE_CONFLICT);
  return redirect(`${base}?codigo=${current.id}&hecho=codigo-guardado`, { headers: NO_STORE });
}
