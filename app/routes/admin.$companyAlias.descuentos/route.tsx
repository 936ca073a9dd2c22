// /admin/{companyAlias}/descuentos: the owner's discount codes (discount-codes-page.server.ts).
// The list, then the form of a new code or of the code being edited; plain forms, so the page
// works without JavaScript.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { BackOfficeShell, backOfficeLinks } from "~/ui/back-office/back-office-shell";
import { CheckboxField, SelectField, TextField } from "~/ui/back-office/form-fields";
import { discountCodesAction, discountCodesLoader, type DiscountCodesActionData } from "./discount-codes-page.server";

export const links = backOfficeLinks;

export const meta: MetaFunction = () => [{ title: "Códigos de descuento · Administración" }, { name: "robots", content: "noindex" }];

export const loader = ({ request, params, context }: LoaderFunctionArgs) => discountCodesLoader(context.cloudflare.env, request, params.companyAlias ?? "");

export const action = ({ request, params, context }: ActionFunctionArgs) => discountCodesAction(context.cloudflare.env, request, params.companyAlias ?? "");

const EMPTY: Record<string, string> = { active: "on" };
const labelled = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));
const named = (rows: readonly { id: number; name: string }[]) => rows.map((r) => ({ value: r.id, label: r.name }));

export default function DiscountCodesPage() {
  const view = useLoaderData<typeof loader>();
  const result = useActionData<DiscountCodesActionData>();
  const navigation = useNavigation();
  const location = useLocation();
  const saving = navigation.state === "submitting";
  const values: Record<string, string> = result?.values ?? view.form.values ?? EMPTY;
  const errors = result?.errors ?? {};
  const base = `/admin/${view.nav.companyAlias}/descuentos`;
  const v = (name: string) => values[name] ?? "";
  // A refused form shows what was sent: an unchecked box is absent from it.
  const checked = (name: string) => (result ? name in values : v(name) !== "");

  return (
    <BackOfficeShell nav={view.nav} title="Códigos de descuento" notice={view.notice}>
      {view.codes.length === 0 ? (
        <p className="bo-hint">Todavía no hay códigos de descuento.</p>
      ) : (
        <ul className="bo-codes">
          {view.codes.map((c) => (
            <li key={c.id} className={`bo-codes__item card${c.active ? "" : " bo-codes__item--off"}`}>
              <p className="bo-codes__head">
                <strong>{c.code}</strong> <span>{c.amount}</span>
                {c.active ? null : <span className="bo-category__tag">Inactivo</span>}
              </p>
              {c.rules.length > 0 ? <p className="bo-codes__rules">{c.rules.join(" · ")}</p> : null}
              <p className="bo-codes__uses">
                {c.uses} · <Link to={`${base}?codigo=${c.id}#codigo-form`}>Editar</Link>
              </p>
            </li>
          ))}
        </ul>
      )}

      {/* A new form after each navigation: its fields are uncontrolled, so the values of a saved code or of the code edited before must not stay (with JavaScript, 'Editar' on another code keeps the page mounted). */}
      <Form key={location.key} method="post" className="bo-form card bo-code-form" id="codigo-form" aria-labelledby="codigo-form-title">
        <h2 id="codigo-form-title">{view.form.title}</h2>
        {view.form.codeId ? (
          <p>
            <Link to={base}>Crear un código nuevo en su lugar</Link>
          </p>
        ) : null}
        {result?.message ? (
          <p className="form-error" role="alert">
            {result.message}
          </p>
        ) : null}
        {view.form.codeId ? <input type="hidden" name="codeId" value={view.form.codeId} /> : null}
        {view.form.seen ? <input type="hidden" name="visto" value={view.form.seen} /> : null}
        <TextField label="Código" name="code" value={v("code")} errors={errors} placeholder="Ej.: FINDE10" autoCapitalize="characters" />
        <SelectField label="Tipo" name="type" value={v("type") || "PERCENT"} errors={errors} options={labelled(view.typeLabels)} />
        <TextField label="Valor (porcentaje o pesos; vacío para envío gratis)" name="value" value={v("value")} errors={errors} inputMode="numeric" />
        <TextField label="Mínimo en productos (pesos, opcional)" name="minimumOrderAmount" value={v("minimumOrderAmount")} errors={errors} inputMode="numeric" />
        <TextField label="Tope del descuento (pesos, opcional, para porcentajes)" name="maxDiscountAmount" value={v("maxDiscountAmount")} errors={errors} inputMode="numeric" />
        <TextField label="Límite de usos (vacío: ilimitado; 1: una sola vez)" name="maxUses" value={v("maxUses")} errors={errors} inputMode="numeric" />
        <SelectField label="Plato que debe estar en el carrito (opcional)" name="plateId" value={v("plateId")} errors={errors} options={named(view.choices.plates)} none="Ninguno" />
        <SelectField label="Categoría que debe estar en el carrito (opcional)" name="categoryId" value={v("categoryId")} errors={errors} options={named(view.choices.categories)} none="Ninguna" />
        <SelectField label="Medio de pago" name="paymentMethod" value={v("paymentMethod")} errors={errors} options={labelled(view.paymentLabels)} none="Cualquiera" />
        <SelectField label="Sucursal" name="branchId" value={v("branchId")} errors={errors} options={named(view.choices.branches)} none="Todas" />
        <TextField label="Válido desde (opcional)" name="validFrom" value={v("validFrom")} errors={errors} type="date" />
        <TextField label="Válido hasta (opcional)" name="validTo" value={v("validTo")} errors={errors} type="date" />
        <CheckboxField label="Solo para la primera compra" name="firstPurchaseOnly" checked={checked("firstPurchaseOnly")} />
        <CheckboxField label="No acumulable con descuentos de productos" name="notCombinable" checked={checked("notCombinable")} />
        <CheckboxField label="Activo" name="active" checked={checked("active")} />
        <button type="submit" name="intent" value={view.form.codeId ? "guardar" : "crear"} className="button" disabled={saving}>
          {saving ? "Guardando…" : view.form.codeId ? "Guardar código" : "Crear código"}
        </button>
      </Form>
    </BackOfficeShell>
  );
}
