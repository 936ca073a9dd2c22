// /admin/{companyAlias}/locales/{locationId}: one location (location-page.server.ts): its data
// (name, address and pin, phones), its state ('Cerrado manualmente'), the week's hours or 'Siempre
// abierto', its order modes and the special days. Plain forms; each day shows its ranges and an
// empty row to add one, so the page works without JavaScript.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { SPECIAL_PREFIX } from "~/domain/shop/location-hours-form";
import { BackOfficeShell, backOfficeLinks } from "~/ui/back-office/back-office-shell";
import { CheckboxField, ErrorText, TextField } from "~/ui/back-office/form-fields";
import { LocationAddressFields, LocationPhoneFields } from "~/ui/back-office/location-fields";
import { RangeRows, WeekFields } from "./hours-fields";
import { locationAction, locationLoader, type LocationActionData } from "./location-page.server";
import { OrderModeForm } from "./order-mode-form";


export const links = backOfficeLinks;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.location.name} · Locales` : "Locales" },
  { name: "robots", content: "noindex" },
];

export const loader = ({ request, params, context }: LoaderFunctionArgs) => locationLoader(context.cloudflare.env, request, params.companyAlias ?? "", params.locationId ?? "");

export const action = ({ request, params, context }: ActionFunctionArgs) => locationAction(context.cloudflare.env, request, params.companyAlias ?? "", params.locationId ?? "");

export default function LocationPage() {
  const view = useLoaderData<typeof loader>();
  const result = useActionData<LocationActionData>();
  const location = useLocation();
  const saving = useNavigation().state === "submitting";
  const base = `/admin/${view.nav.companyAlias}/locales`;
  const weekValues = result?.form === "horarios" ? result.values : view.week.values;
  const weekErrors = result?.form === "horarios" ? result.errors : {};
  const detailValues = result?.form === "datos" ? result.values : view.details.values;
  const detailErrors = result?.form === "datos" ? result.errors : {};
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

      <Form key={`datos-${location.key}`} method="post" className="bo-form card bo-hours" id="datos" aria-labelledby="datos-titulo">
        <h2 id="datos-titulo">Datos del local</h2>
        {messageOf("datos")}
        <input type="hidden" name="visto" value={view.details.seen} />
        <TextField label="Nombre del local" name="name" value={detailValues.name ?? ""} errors={detailErrors} maxLength={60} />
        <LocationAddressFields values={detailValues} errors={detailErrors} pin={view.details.point} hint="Si cambia la dirección, la buscaremos en el mapa al guardar." />
        <LocationPhoneFields values={detailValues} errors={detailErrors} />
        <button type="submit" name="intent" value="datos" className="button" disabled={saving}>
          Guardar datos
        </button>
      </Form>

      <section className="card bo-form bo-location__state" aria-labelledby="estado-titulo">
        <h2 id="estado-titulo">Estado</h2>
        {messageOf("estado")}
        {view.location.manuallyClosed ? (
          <p className="bo-alert">El local está cerrado manualmente: la tienda lo muestra cerrado hasta que lo reabra.</p>
        ) : (
          <p className="bo-hint">{view.location.alwaysOpen ? "Siempre abierto: la tienda lo muestra abierto a toda hora, salvo los días especiales." : "Abierto en el horario de abajo."}</p>
        )}
        <Form method="post" className="bo-inline">
          {/* The button itself says what the owner saw (open or closed): no other version to send. */}
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
        <CheckboxField label="Siempre abierto (a toda hora, salvo los días especiales; el horario de abajo queda guardado)" name="siempre" checked={(weekValues.siempre ?? "") !== ""} />
        <WeekFields values={weekValues} errors={weekErrors} />
        <button type="submit" name="intent" value="horarios" className="button" disabled={saving}>
          {saving ? "Guardando…" : "Guardar horarios"}
        </button>
      </Form>

      {view.modes.map((mode) => (
        <OrderModeForm key={`modo-${mode.id}-${location.key}`} mode={mode} result={result?.form === `modo-${mode.id}` ? result : null} saving={saving} />
      ))}

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
                  <input type="hidden" name="visto" value={view.specialSeen} />
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
          <input type="hidden" name="visto" value={view.specialSeen} />
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
