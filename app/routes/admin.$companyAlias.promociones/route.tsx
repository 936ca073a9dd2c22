// /admin/{companyAlias}/promociones: the owner's product discounts (product-discounts-page.server.ts).
// The list, then the form of a new discount or of the one being edited; plain forms, so the page
// works without JavaScript (every amount field shows); with it, only the chosen type's fields show.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { useEffect, useState, type FormEvent } from "react";
import { BackOfficeShell, backOfficeLinks } from "~/ui/back-office/back-office-shell";
import { CheckboxField, ErrorText, SelectField, TextField } from "~/ui/back-office/form-fields";
import { productDiscountsAction, productDiscountsLoader, type ProductDiscountsActionData } from "./product-discounts-page.server";

export const links = backOfficeLinks;

export const meta: MetaFunction = () => [{ title: "Promociones · Administración" }, { name: "robots", content: "noindex" }];

export const loader = ({ request, params, context }: LoaderFunctionArgs) => productDiscountsLoader(context.cloudflare.env, request, params.companyAlias ?? "");

export const action = ({ request, params, context }: ActionFunctionArgs) => productDiscountsAction(context.cloudflare.env, request, params.companyAlias ?? "");

const EMPTY: Record<string, string> = { active: "on", type: "PERCENT" };
const labelled = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));

export default function ProductDiscountsPage() {
  const view = useLoaderData<typeof loader>();
  const result = useActionData<ProductDiscountsActionData>();
  const navigation = useNavigation();
  const location = useLocation();
  const saving = navigation.state === "submitting";
  const values: Record<string, string> = result?.values ?? view.form.values ?? EMPTY;
  const plateIds = new Set(result?.plateIds ?? view.form.plateIds);
  const errors = result?.errors ?? {};
  const base = `/admin/${view.nav.companyAlias}/promociones`;
  const v = (name: string) => values[name] ?? "";
  const checked = (name: string) => (result ? name in values : v(name) !== "");
  const firstBranch = String(view.branches[0]?.id ?? "");
  // Without JavaScript every amount field and every branch's plates show; once hydrated, the
  // chosen type's field and the chosen branch's plates only.
  const [type, setType] = useState<string | null>(null);
  const [branch, setBranch] = useState<string | null>(null);
  useEffect(() => {
    setType(v("type") || "PERCENT");
    setBranch(v("branchId") || firstBranch);
  }, [location.key]); // eslint-disable-line react-hooks/exhaustive-deps
  const shown = (t: string) => type === null || type === t;
  const onChange = (e: FormEvent<HTMLFormElement>) => {
    const target = e.target as HTMLSelectElement;
    if (target.name === "type") setType(target.value);
    if (target.name === "branchId") setBranch(target.value);
  };

  return (
    <BackOfficeShell nav={view.nav} title="Promociones" notice={view.notice}>
      {view.discounts.length === 0 ? (
        <p className="bo-hint">Todavía no hay promociones.</p>
      ) : (
        <ul className="bo-codes">
          {view.discounts.map((d) => (
            <li key={d.id} className={`bo-codes__item card${d.active ? "" : " bo-codes__item--off"}`}>
              <p className="bo-codes__head">
                <strong>{d.name || "Promoción"}</strong> <span className="bo-pill">{d.amount}</span>
                {d.active ? null : <span className="bo-category__tag">Inactiva</span>}
              </p>
              <p className="bo-codes__rules">
                {d.branch}
                {d.plates ? ` · ${d.plates}` : ""}
              </p>
              {d.dates ? <p className="bo-codes__rules">{d.dates}</p> : null}
              <p className="bo-codes__uses">
                <Link to={`${base}?promocion=${d.id}#promocion-form`}>Editar</Link>
              </p>
            </li>
          ))}
        </ul>
      )}

      {/* A new form after each navigation: its fields are uncontrolled, so a saved or another discount's values must not stay. */}
      <Form key={location.key} method="post" className="bo-form card bo-code-form" id="promocion-form" aria-labelledby="promocion-form-title" onChange={onChange}>
        <h2 id="promocion-form-title">{view.form.title}</h2>
        {view.form.discountId ? (
          <p>
            <Link to={base}>Crear una promoción nueva en su lugar</Link>
          </p>
        ) : null}
        {result?.message ? (
          <p className="form-error" role="alert">
            {result.message}
          </p>
        ) : null}
        {view.form.discountId ? <input type="hidden" name="discountId" value={view.form.discountId} /> : null}
        {view.form.seen ? <input type="hidden" name="visto" value={view.form.seen} /> : null}
        <TextField label="Nombre (lo ve usted en esta lista)" name="name" value={v("name")} errors={errors} placeholder="Ej.: 2x1 en empanadas" maxLength={80} />
        <SelectField label="Tipo" name="type" value={v("type") || "PERCENT"} errors={errors} options={labelled(view.typeLabels)} />
        <div hidden={!shown("PERCENT")}>
          <TextField label="Porcentaje de descuento (1 a 100)" name="percentage" value={v("percentage")} errors={errors} inputMode="numeric" />
        </div>
        <div className="bo-pair" hidden={!shown("MULTIPLE")}>
          <TextField label="Lleva (unidades)" name="buy" value={v("buy")} errors={errors} inputMode="numeric" />
          <TextField label="Paga (unidades)" name="pay" value={v("pay")} errors={errors} inputMode="numeric" />
        </div>
        <div hidden={!shown("FIXED")}>
          <TextField label="Monto a descontar por unidad (pesos)" name="fixedDiscount" value={v("fixedDiscount")} errors={errors} inputMode="numeric" />
        </div>
        <div hidden={!shown("FINAL_PRICE")}>
          <TextField label="Precio final por unidad (pesos)" name="finalPrice" value={v("finalPrice")} errors={errors} inputMode="numeric" />
        </div>
        <SelectField label="Sucursal" name="branchId" value={v("branchId") || firstBranch} errors={errors} options={view.branches.map((b) => ({ value: b.id, label: b.name }))} />
        {view.branches.map((b) => (
          // Another branch's plates are hidden and disabled (not sent): a discount names its own branch's plates.
          <fieldset key={b.id} className="bo-plate-picks" hidden={branch !== null && branch !== String(b.id)} disabled={branch !== null && branch !== String(b.id)} aria-describedby={errors.plateIds ? "plateIds-error" : undefined}>
            <legend>Platos de {b.name}</legend>
            {b.plates.length === 0 ? <p className="bo-hint">Esta sucursal no tiene platos.</p> : null}
            {b.plates.map((p) => (
              <CheckboxField key={p.id} label={p.price ? `${p.name} (${p.price.replace(" ", "\u00a0")})` : p.name} name="plateIds" value={String(p.id)} checked={plateIds.has(String(p.id))} />
            ))}
          </fieldset>
        ))}
        <ErrorText errors={errors} name="plateIds" />
        <fieldset className="bo-dates">
          <legend>Fechas (opcionales)</legend>
          <p className="bo-hint">Desde las 0 h del primer día hasta las 24 h del último, en la hora del local. Vacías: sin límite.</p>
          <div className="bo-pair">
            <TextField label="Desde" name="validFrom" type="date" value={v("validFrom")} errors={errors} />
            <TextField label="Hasta" name="validTo" type="date" value={v("validTo")} errors={errors} />
          </div>
        </fieldset>
        <CheckboxField label="Activa (se ve en la carta)" name="active" checked={checked("active")} />
        <button type="submit" name="intent" value={view.form.discountId ? "guardar" : "crear"} className="button" disabled={saving}>
          {saving ? "Guardando…" : view.form.discountId ? "Guardar promoción" : "Crear promoción"}
        </button>
      </Form>
    </BackOfficeShell>
  );
}
