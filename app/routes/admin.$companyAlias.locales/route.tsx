// /admin/{companyAlias}/locales: the company's branches and their locations (locations-page.server.ts).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { BackOfficeShell, backOfficeLinks } from "~/ui/back-office/back-office-shell";
import { SelectField, TextField } from "~/ui/back-office/form-fields";
import { LocationAddressFields, LocationPhoneFields, postedPin } from "~/ui/back-office/location-fields";
import { locationsAction, locationsLoader, type NewLocationActionData } from "./locations-page.server";

export const links = backOfficeLinks;

export const meta: MetaFunction = () => [{ title: "Locales · Administración" }, { name: "robots", content: "noindex" }];

export const loader = ({ request, params, context }: LoaderFunctionArgs) => locationsLoader(context.cloudflare.env, request, params.companyAlias ?? "");

export const action = ({ request, params, context }: ActionFunctionArgs) => locationsAction(context.cloudflare.env, request, params.companyAlias ?? "");

export default function LocationsPage() {
  const view = useLoaderData<typeof loader>();
  const result = useActionData<NewLocationActionData>();
  const saving = useNavigation().state === "submitting";
  const base = `/admin/${view.nav.companyAlias}/locales`;
  const values = result?.form === "local" ? result.values : {};
  const errors = result?.form === "local" ? result.errors : {};
  const branchValues = result?.form === "sucursal" ? result.values : {};
  const branchErrors = result?.form === "sucursal" ? result.errors : {};
  return (
    <BackOfficeShell nav={view.nav} title="Locales" notice={view.notice}>
      {view.branches.map((b) => (
        <section key={b.id} className="bo-locations" aria-labelledby={`sucursal-${b.id}`}>
          <h2 id={`sucursal-${b.id}`} className="bo-team__title">
            {b.name}
          </h2>
          <p className="bo-hint">
            Su tienda: <a href={`/menu/${b.alias}`}>/menu/{b.alias}</a>
          </p>
          {b.locations.length === 0 ? <p className="bo-hint">Esta sucursal todavía no tiene locales.</p> : null}
          <ul className="bo-plates">
            {b.locations.map((l) => (
              <li key={l.id}>
                <Link to={`${base}/${l.id}`}>
                  <span>
                    <strong>{l.name}</strong>
                    <br />
                    <span className="bo-hint">{l.address}</span>
                  </span>
                  {l.state ? <span className="bo-category__tag">{l.state}</span> : null}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}

      <Form method="post" className="bo-form card bo-hours" id="nuevo-local" aria-labelledby="nuevo-local-titulo">
        <h2 id="nuevo-local-titulo">Agregar un local</h2>
        <p className="bo-hint">Empieza abierto de 11:00 a 23:00 con retiro en local y pago en efectivo; después cambie sus horarios y modos en su página.</p>
        {result?.form === "local" && result.message ? (
          <p className="form-error" role="alert">
            {result.message}
          </p>
        ) : null}
        <SelectField
          label="Sucursal"
          name="branchId"
          value={values.branchId ?? String(view.branches[0]?.id ?? "")}
          errors={errors}
          options={view.branches.map((b) => ({ value: b.id, label: b.name }))}
        />
        <TextField label="Nombre del local" name="name" value={values.name ?? ""} errors={errors} maxLength={60} placeholder="Ej.: Sabores Núñez" />
        <TextField
          label="Alias (la dirección de su página: /menu/alias)"
          name="alias"
          value={values.alias ?? ""}
          errors={errors}
          maxLength={40}
          autoCapitalize="none"
          placeholder="Ej.: pizzeria-nunez"
        />
        <LocationAddressFields values={values} errors={errors} pin={postedPin(values)} hint="Buscaremos la dirección en el mapa al guardar." />
        <LocationPhoneFields values={values} errors={errors} />
        <button type="submit" name="intent" value="local" className="button" disabled={saving}>
          Agregar local
        </button>
      </Form>

      <Form method="post" className="bo-form card bo-hours" id="nueva-sucursal" aria-labelledby="nueva-sucursal-titulo">
        <h2 id="nueva-sucursal-titulo">Agregar una sucursal</h2>
        <p className="bo-hint">
          Una sucursal es otra marca de la empresa, con su propia carta y su propia tienda. Empieza con una carta de ejemplo y un local abierto de 11:00 a 23:00
          con retiro en local y pago en efectivo; después edite su carta, su marca y su local.
        </p>
        {result?.form === "sucursal" && result.message ? (
          <p className="form-error" role="alert">
            {result.message}
          </p>
        ) : null}
        <TextField
          label="Nombre de la sucursal"
          id="sucursal-name"
          name="name"
          value={branchValues.name ?? ""}
          errors={branchErrors}
          maxLength={60}
          placeholder="Ej.: Sabores Sushi"
        />
        <TextField
          label="Alias de su tienda (/menu/alias)"
          id="sucursal-alias"
          name="alias"
          value={branchValues.alias ?? ""}
          errors={branchErrors}
          maxLength={40}
          autoCapitalize="none"
          placeholder="Ej.: sabores-sushi"
        />
        <LocationAddressFields
          values={branchValues}
          errors={branchErrors}
          pin={postedPin(branchValues)}
          hint="Buscaremos la dirección en el mapa al guardar."
          idPrefix="sucursal"
          legend="Dirección de su primer local"
          mapLabel="Mapa con el pin de su primer local"
        />
        <LocationPhoneFields values={branchValues} errors={branchErrors} idPrefix="sucursal" />
        <button type="submit" name="intent" value="sucursal" className="button" disabled={saving}>
          Agregar sucursal
        </button>
      </Form>
    </BackOfficeShell>
  );
}
