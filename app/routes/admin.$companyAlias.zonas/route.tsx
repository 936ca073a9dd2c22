// /admin/{companyAlias}/zonas?local={locationId}: a location's delivery zones (delivery-zones-page.server.ts).
// Without JavaScript a zone is a radius in km around the location or its points typed one per line;
// with it, the zone is also drawn and reshaped on the map (ZoneMap), which fills a hidden field of
// the same form.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation, useSubmit } from "@remix-run/react";
import { useEffect, useState } from "react";
import { BackOfficeShell, backOfficeLinks } from "~/ui/back-office/back-office-shell";
import { CheckboxField, ErrorText, TextField } from "~/ui/back-office/form-fields";
import { ZoneMap } from "~/ui/back-office/zone-map";
import { deliveryZonesAction, deliveryZonesLoader, type DeliveryZonesActionData } from "./delivery-zones-page.server";

export const links = backOfficeLinks;

export const meta: MetaFunction = () => [{ title: "Zonas de entrega · Administración" }, { name: "robots", content: "noindex" }];

export const loader = ({ request, params, context }: LoaderFunctionArgs) => deliveryZonesLoader(context.cloudflare.env, request, params.companyAlias ?? "");

export const action = ({ request, params, context }: ActionFunctionArgs) => deliveryZonesAction(context.cloudflare.env, request, params.companyAlias ?? "");

const EMPTY: Record<string, string> = { active: "on", cashAllowed: "on", fee: "0", minimumOrder: "0" };

/** The drawing a refused form sent back, if it was one. */
function drawnOf(values: Record<string, string> | undefined): [number, number][] | null {
  try {
    const value: unknown = JSON.parse(values?.polygon ?? "");
    return Array.isArray(value) && value.length >= 3 ? (value as [number, number][]) : null;
  } catch {
    return null;
  }
}

export default function DeliveryZonesPage() {
  const view = useLoaderData<typeof loader>();
  const result = useActionData<DeliveryZonesActionData>();
  const navigation = useNavigation();
  const location = useLocation();
  const submit = useSubmit();
  const saving = navigation.state === "submitting";
  const values: Record<string, string> = result?.values ?? view.form.values ?? EMPTY;
  const errors = result?.errors ?? {};
  const v = (name: string) => values[name] ?? "";
  const checked = (name: string) => (result ? name in values : v(name) !== "");
  const base = `/admin/${view.nav.companyAlias}/zonas`;
  const here = view.location ? `${base}?local=${view.location.id}` : base;
  // The map only once hydrated: without JavaScript it would be an empty box.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const others = view.zones.filter((z) => z.id !== view.form.zoneId);

  return (
    <BackOfficeShell nav={view.nav} title="Zonas de entrega" notice={view.notice}>
      {view.locations.length > 1 ? (
        <Form method="get" className="bo-zone-picker" onChange={(e) => submit(e.currentTarget)}>
          <div className="field">
            <label htmlFor="local">Local</label>
            <select id="local" name="local" defaultValue={view.location?.id} key={view.location?.id}>
              {view.locations.map((l) => (
                <option key={l.id} value={l.id}>
                  {l.name} ({l.branchName}){l.delivers ? "" : " · sin envío a domicilio"}
                </option>
              ))}
            </select>
          </div>
          <noscript>
            <button type="submit" className="button button--small">
              Ver
            </button>
          </noscript>
        </Form>
      ) : null}

      {!view.location ? (
        <p className="bo-hint">Su empresa todavía no tiene locales.</p>
      ) : (
        <>
          {view.location.delivers ? null : <p className="bo-hint">Este local no tiene envío a domicilio: sus zonas no se usan hasta que lo tenga.</p>}
          {view.zones.length === 0 ? (
            <p className="bo-hint">Este local todavía no tiene zonas de entrega: sin zonas, ninguna dirección recibe envíos.</p>
          ) : (
            <ul className="bo-codes" aria-label={`Zonas de ${view.location.name}`}>
              {view.zones.map((z) => (
                <li key={z.id} className={`bo-codes__item card${z.active ? "" : " bo-codes__item--off"}`}>
                  <p className="bo-codes__head">
                    <strong>{z.name}</strong>
                    {z.active ? null : <span className="bo-category__tag">Inactiva</span>}
                    {z.cashAllowed ? null : <span className="bo-category__tag">Sin efectivo</span>}
                  </p>
                  <p className="bo-codes__rules">{z.terms}</p>
                  <div className="bo-codes__uses bo-zone-actions">
                    <Link to={`${here}&zona=${z.id}#zona-form`}>Editar</Link>
                    <Form method="post" action={here}>
                      <input type="hidden" name="zoneId" value={z.id} />
                      <input type="hidden" name="visto" value={z.seen} />
                      <button type="submit" name="intent" value={z.active ? "desactivar" : "activar"} className="button button--ghost button--small">
                        {z.active ? "Desactivar" : "Activar"}
                      </button>
                      <button type="submit" name="intent" value="borrar" className="button button--ghost button--small" aria-label={`Borrar la zona ${z.name}`}>
                        Borrar
                      </button>
                    </Form>
                  </div>
                </li>
              ))}
            </ul>
          )}

          {/* A new form after each navigation: its fields are uncontrolled, so a saved zone's values must not stay. */}
          <Form key={location.key} method="post" action={here} className="bo-form card bo-code-form bo-zone-form" id="zona-form" aria-labelledby="zona-form-title">
            <h2 id="zona-form-title">{view.form.title}</h2>
            {view.form.zoneId ? (
              <p>
                <Link to={here}>Crear una zona nueva en su lugar</Link>
              </p>
            ) : null}
            {result?.message ? (
              <p className="form-error" role="alert">
                {result.message}
              </p>
            ) : null}
            <input type="hidden" name="local" value={view.location.id} />
            {view.form.zoneId ? <input type="hidden" name="zoneId" value={view.form.zoneId} /> : null}
            {view.form.seen ? <input type="hidden" name="visto" value={view.form.seen} /> : null}
            <TextField label="Nombre (lo ve usted en esta lista)" name="name" value={v("name")} errors={errors} placeholder="Ej.: Palermo Hollywood" maxLength={60} />
            <fieldset className="bo-zone-shape">
              <legend>Área de la zona</legend>
              {hydrated ? <ZoneMap center={view.location} others={others} initial={drawnOf(result?.values) ?? view.form.polygon} /> : null}
              <ErrorText errors={errors} name="polygon" />
              <TextField
                label={`Radio en km alrededor del local (de 0,2 a 30)${view.form.zoneId ? ": reemplaza la forma actual" : ""}`}
                name="radius"
                value={v("radius")}
                errors={errors}
                inputMode="decimal"
                placeholder="Ej.: 2,5"
              />
              <div className="field">
                <label htmlFor="points">O los puntos del polígono: latitud, longitud, uno por línea (al menos 3)</label>
                <textarea
                  id="points"
                  name="points"
                  rows={view.form.zoneId ? 6 : 4}
                  defaultValue={v("points")}
                  spellCheck={false}
                  aria-invalid={errors.points ? true : undefined}
                  aria-describedby={errors.points ? "points-error" : undefined}
                  placeholder={"-34.5875, -58.4110\n-34.5900, -58.4000\n-34.6000, -58.4150"}
                />
                <ErrorText errors={errors} name="points" />
              </div>
            </fieldset>
            <div className="bo-pair">
              <TextField label="Costo de envío (pesos)" name="fee" value={v("fee")} errors={errors} inputMode="numeric" />
              <TextField label="Costo pagando en efectivo (vacío: el mismo)" name="cashFee" value={v("cashFee")} errors={errors} inputMode="numeric" />
            </div>
            <div className="bo-pair">
              <TextField label="Pedido mínimo (pesos)" name="minimumOrder" value={v("minimumOrder")} errors={errors} inputMode="numeric" />
              <TextField label="Envío gratis desde (vacío: nunca)" name="freeDeliveryFrom" value={v("freeDeliveryFrom")} errors={errors} inputMode="numeric" />
            </div>
            <CheckboxField label="Activa (se hacen envíos a esta zona)" name="active" checked={checked("active")} />
            <CheckboxField label="Se puede pagar en efectivo" name="cashAllowed" checked={checked("cashAllowed")} />
            <button type="submit" name="intent" value={view.form.zoneId ? "guardar" : "crear"} className="button" disabled={saving}>
              {saving ? "Guardando…" : view.form.zoneId ? "Guardar zona" : "Crear zona"}
            </button>
          </Form>
        </>
      )}
    </BackOfficeShell>
  );
}
