// /admin/{companyAlias}/locales/{locationId}: one location (location-page.server.ts): its state
// ('Cerrado manualmente'), the week's hours and the special days. Plain forms; each day shows
// its ranges and an empty row to add one, so the page works without JavaScript.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { DAY_NAMES } from "~/domain/menu/hours";
import { dayPrefix, rangeField, rowsShown, SPECIAL_PREFIX } from "~/domain/shop/location-hours-form";
import { MAX_SURCHARGES, surchargeField } from "~/domain/shop/order-mode-form";
import { BackOfficeShell, backOfficeLinks } from "~/ui/back-office/back-office-shell";
import { CheckboxField, ErrorText, SelectField, TextField } from "~/ui/back-office/form-fields";
import { locationAction, locationLoader, type LocationActionData } from "./location-page.server";

export const links = backOfficeLinks;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.location.name} · Locales` : "Locales" },
  { name: "robots", content: "noindex" },
];

export const loader = ({ request, params, context }: LoaderFunctionArgs) => locationLoader(context.cloudflare.env, request, params.companyAlias ?? "", params.locationId ?? "");

export const action = ({ request, params, context }: ActionFunctionArgs) => locationAction(context.cloudflare.env, request, params.companyAlias ?? "", params.locationId ?? "");

/** The ranges of one day: 'Abre' and 'Cierra' per row, the row's message under it. */
function RangeRows({ prefix, count, values, errors, label }: { prefix: string; count: number; values: Record<string, string>; errors: Record<string, string>; label: string }) {
  return (
    <>
      {Array.from({ length: count }, (_, row) => {
        const from = rangeField(prefix, row, "desde");
        const to = rangeField(prefix, row, "hasta");
        return (
          <div key={row} className="bo-hours__row">
            <TextField label={row === 0 ? "Abre" : `Abre (${row + 1})`} id={from} name={from} type="time" value={values[from] ?? ""} errors={errors} aria-label={`${label}: abre, horario ${row + 1}`} />
            <TextField label={row === 0 ? "Cierra" : `Cierra (${row + 1})`} id={to} name={to} type="time" value={values[to] ?? ""} errors={{}} aria-label={`${label}: cierra, horario ${row + 1}`} />
          </div>
        );
      })}
    </>
  );
}

export default function LocationPage() {
  const view = useLoaderData<typeof loader>();
  const result = useActionData<LocationActionData>();
  const location = useLocation();
  const saving = useNavigation().state === "submitting";
  const base = `/admin/${view.nav.companyAlias}/locales`;
  const weekValues = result?.form === "horarios" ? result.values : view.week.values;
  const weekErrors = result?.form === "horarios" ? result.errors : {};
  const specialValues = result?.form === "dia-especial" ? result.values : {};
  const specialErrors = result?.form === "dia-especial" ? result.errors : {};
  const messageOf = (form: LocationActionData["form"]) =>
    result?.form === form && result.message ? (
      <p className="form-error" role="alert">
        {result.message}
      </p>
    ) : null;

  return (
    <BackOfficeShell nav={view.nav} title={view.location.name} notice={view.notice}>
      <p className="bo-hint bo-location__nav">
        <Link to={base}>← Todos los locales</Link> · {view.location.branchName} ·{" "}
        <Link to={`/admin/${view.nav.companyAlias}/zonas?local=${view.location.id}`}>Zonas de entrega</Link>
      </p>

      <section className="card bo-form bo-location__state" aria-labelledby="estado-titulo">
        <h2 id="estado-titulo">Estado</h2>
        {messageOf("estado")}
        {view.location.manuallyClosed ? (
          <p className="bo-alert">El local está cerrado manualmente: la tienda lo muestra cerrado hasta que lo reabra.</p>
        ) : (
          <p className="bo-hint">{view.location.alwaysOpen ? "Siempre abierto: la tienda lo muestra abierto a toda hora, salvo los días especiales." : "Abierto en el horario de abajo."}</p>
        )}
        <Form method="post" className="bo-inline">
          <button type="submit" name="intent" value={view.location.manuallyClosed ? "reabrir" : "cerrar"} className={view.location.manuallyClosed ? "button" : "button button--ghost"} disabled={saving}>
            {view.location.manuallyClosed ? "Reabrir el local" : "Cerrar manualmente"}
          </button>
        </Form>
      </section>

      {/* A new form after each navigation: its fields are uncontrolled, so saved values must not stay. */}
      <Form key={`horarios-${location.key}`} method="post" className="bo-form card bo-hours" aria-labelledby="horarios-titulo">
        <h2 id="horarios-titulo">Horarios</h2>
        <p className="bo-hint">Varios horarios por día si cierra al mediodía. Un horario que cierra antes de abrir sigue después de medianoche (hasta las 06:00). Un día sin horarios queda cerrado.</p>
        {messageOf("horarios")}
        <input type="hidden" name="visto" value={view.week.seen} />
        {DAY_NAMES.map((day, i) => (
          <fieldset key={day} className="bo-hours__day">
            <legend>{day}</legend>
            <RangeRows prefix={dayPrefix(i + 1)} count={rowsShown(weekValues, dayPrefix(i + 1))} values={weekValues} errors={weekErrors} label={day} />
          </fieldset>
        ))}
        <button type="submit" name="intent" value="horarios" className="button" disabled={saving}>
          {saving ? "Guardando…" : "Guardar horarios"}
        </button>
      </Form>

      {view.modes.map((mode) => {
        const mine = result?.form === `modo-${mode.id}`;
        const values = mine ? result!.values : mode.values;
        const errors = mine ? result!.errors : {};
        const paid = new Set(mine ? result!.payments : mode.payments.filter((p) => p.active).map((p) => String(p.id)));
        const checked = (name: string) => (values[name] ?? "") !== "";
        const id = (name: string) => `m${mode.id}-${name}`;
        return (
          <Form key={`modo-${mode.id}-${location.key}`} method="post" className="bo-form card bo-hours" id={`modo-${mode.id}`} aria-labelledby={`modo-${mode.id}-titulo`}>
            <h2 id={`modo-${mode.id}-titulo`}>Modo de pedido: {mode.name}</h2>
            {messageOf(`modo-${mode.id}`)}
            <input type="hidden" name="modo" value={mode.id} />
            <input type="hidden" name="visto" value={mode.seen} />
            <CheckboxField label="Activo (se ofrece en la tienda)" name="active" checked={checked("active")} />
            <CheckboxField label="Toma pedidos (sin esto, el menú es solo informativo)" name="orderEnabled" checked={checked("orderEnabled")} />
            <CheckboxField label="Solo pedidos programados" name="scheduledOnly" checked={checked("scheduledOnly")} />
            <div className="bo-pair">
              <TextField label="Demora mínima (minutos)" id={id("minDelay")} name="minDelay" value={values.minDelay ?? ""} errors={errors} inputMode="numeric" />
              <TextField label="Demora máxima (minutos)" id={id("maxDelay")} name="maxDelay" value={values.maxDelay ?? ""} errors={errors} inputMode="numeric" />
            </div>
            <fieldset>
              <legend>Medios de pago</legend>
              {mode.payments.length === 0 ? <p className="bo-hint">Este modo no tiene medios de pago.</p> : null}
              {mode.payments.map((p) => (
                <CheckboxField key={p.id} label={p.name} name="pago" value={String(p.id)} checked={paid.has(String(p.id))} />
              ))}
            </fieldset>
            <fieldset>
              <legend>Cargo por servicio</legend>
              <div className="bo-pair">
                <TextField label="Monto fijo (pesos)" id={id("cargoFijo")} name="cargoFijo" value={values.cargoFijo ?? ""} errors={errors} inputMode="numeric" />
                <TextField label="Más un porcentaje del pedido" id={id("cargoPorcentaje")} name="cargoPorcentaje" value={values.cargoPorcentaje ?? ""} errors={errors} inputMode="decimal" />
              </div>
            </fieldset>
            <fieldset>
              <legend>Recargos</legend>
              {Array.from({ length: Math.min(MAX_SURCHARGES, mode.surchargeRows) }, (_, row) => {
                const f = (field: Parameters<typeof surchargeField>[1]) => surchargeField(row, field);
                return (
                  <div key={row} className="bo-surcharge">
                    {values[f("id")] ? <input type="hidden" name={f("id")} value={values[f("id")]} /> : null}
                    <TextField label={values[f("id")] ? "Nombre" : "Nuevo recargo (nombre)"} id={id(f("nombre"))} name={f("nombre")} value={values[f("nombre")] ?? ""} errors={errors} maxLength={80} />
                    <div className="bo-hours__row">
                      <SelectField label="Tipo" id={id(f("tipo"))} name={f("tipo")} value={values[f("tipo")] || "FIXED"} errors={errors} options={[{ value: "FIXED", label: "Monto fijo (pesos)" }, { value: "PERCENT", label: "Porcentaje" }]} />
                      <TextField label="Valor" id={id(f("valor"))} name={f("valor")} value={values[f("valor")] ?? ""} errors={errors} inputMode="numeric" />
                    </div>
                    <CheckboxField label="Activo" name={f("activo")} checked={values[f("id")] ? checked(f("activo")) : true} />
                  </div>
                );
              })}
            </fieldset>
            <button type="submit" name="intent" value="modo" className="button" disabled={saving}>
              Guardar {mode.name}
            </button>
          </Form>
        );
      })}

      <section className="card bo-form bo-location__special" aria-labelledby="especiales-titulo">
        <h2 id="especiales-titulo">Días especiales</h2>
        <p className="bo-hint">Feriados u otras fechas en que el local cierra todo el día o abre en otro horario. Ese día reemplazan al horario de la semana.</p>
        {view.specialDays.length === 0 ? (
          <p className="bo-hint">No hay días especiales próximos.</p>
        ) : (
          <ul className="bo-team__list">
            {view.specialDays.map((d) => (
              <li key={d.id} className="bo-team__row">
                <span>
                  <strong>{d.label}</strong>: {d.hours}
                </span>
                <Form method="post" className="bo-inline">
                  <input type="hidden" name="dia" value={d.id} />
                  <button type="submit" name="intent" value="quitar-dia-especial" className="button button--ghost button--small" disabled={saving} aria-label={`Quitar ${d.label}`}>
                    Quitar
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        )}
        <Form key={`especial-${location.key}`} method="post" className="bo-form" aria-label="Agregar un día especial">
          {messageOf("dia-especial")}
          <TextField label="Fecha" name="fecha" type="date" min={view.today} value={specialValues.fecha ?? ""} errors={specialErrors} />
          <CheckboxField label="Cerrado todo el día" name="cerrado" checked={"cerrado" in specialValues} />
          <fieldset className="bo-hours__day">
            <legend>O abre en este horario</legend>
            <RangeRows prefix={SPECIAL_PREFIX} count={2} values={specialValues} errors={specialErrors} label="Día especial" />
          </fieldset>
          <ErrorText errors={specialErrors} name="cerrado" />
          <button type="submit" name="intent" value="dia-especial" className="button" disabled={saving}>
            Agregar día especial
          </button>
        </Form>
      </section>
    </BackOfficeShell>
  );
}
