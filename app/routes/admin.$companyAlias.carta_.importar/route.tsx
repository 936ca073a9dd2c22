// /admin/{companyAlias}/carta/importar: upload a menu CSV, read the dry run, confirm
// (menu-import-page.server.ts). Plain forms: the upload is multipart, the confirmation sends the
// reviewed text back; with JavaScript the buttons say what is going on.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { BackOfficeShell, backOfficeLinks } from "~/ui/back-office/back-office-shell";
import { menuImportAction, menuImportLoader, type MenuImportActionData } from "./menu-import-page.server";

export const links = backOfficeLinks;

export const meta: MetaFunction = () => [{ title: "Importar la carta · Administración" }, { name: "robots", content: "noindex" }];

export const loader = ({ request, params, context }: LoaderFunctionArgs) => menuImportLoader(context.cloudflare.env, request, params.companyAlias ?? "");

export const action = ({ request, params, context }: ActionFunctionArgs) => menuImportAction(context.cloudflare.env, request, params.companyAlias ?? "");

function ChangeList({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <section className="bo-import__group">
      <h3>{`${title} (${items.length})`}</h3>
      <ul>
        {items.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

export default function MenuImportPage() {
  const view = useLoaderData<typeof loader>();
  const result = useActionData<MenuImportActionData>();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const query = `?sucursal=${encodeURIComponent(view.branch.alias)}`;
  const review = result?.step === "review" ? result : null;
  const pending = review ? review.added.length + review.changed.length + review.removed.length : 0;

  return (
    <BackOfficeShell nav={view.nav} title="Importar la carta">
      <p>
        <Link to={`/admin/${view.nav.companyAlias}/carta${query}`}>← Volver a la carta de {view.branch.name}</Link>
      </p>
      <p className="bo-hint">
        Descargue la carta, edítela en una planilla y súbala como CSV. Antes de guardar verá qué se agrega, qué cambia y qué se quita; nada se guarda hasta que
        confirme.
      </p>
      <p>
        <a className="button button--bordered" href={`/admin/${view.nav.companyAlias}/carta/exportar.csv${query}`} download>
          Descargar la carta (CSV)
        </a>
      </p>

      {result?.step === "error" ? (
        <p className="form-error" role="alert">
          {result.message}
        </p>
      ) : null}

      {review ? (
        <section className="bo-import card" aria-labelledby="revision-titulo">
          <h2 id="revision-titulo">{`Revisión de ${review.fileName || "el archivo"}`}</h2>
          {review.encodingNotice ? (
            <p className="bo-conflict" role="status">
              {review.encodingNotice}
            </p>
          ) : null}
          {review.message ? (
            <p className={review.errors.length || pending ? "bo-conflict" : "back-office__notice"} role="status">
              {review.message}
            </p>
          ) : null}
          {review.errors.length > 0 ? (
            <div role="alert">
              <p className="form-error">
                El archivo tiene {review.errors.length === 1 ? "1 error" : `${review.errors.length} errores`}: no se importará nada hasta corregirlo.
              </p>
              <ul className="bo-import__errors">
                {review.errors.map((e, i) => (
                  <li key={i}>{e}</li>
                ))}
              </ul>
            </div>
          ) : null}
          <ChangeList title="Se agrega" items={review.added} />
          <ChangeList title="Cambia" items={review.changed} />
          <ChangeList title="Se quita" items={review.removed} />
          {review.errors.length === 0 && pending > 0 ? (
            <Form method="post" action={query} className="bo-actions">
              <input type="hidden" name="csv" value={review.csv} />
              <input type="hidden" name="revision" value={review.revision} />
              <input type="hidden" name="fileName" value={review.fileName} />
              <button type="submit" name="intent" value="confirmar" className="button" disabled={busy === "confirmar"}>
                {busy === "confirmar" ? "Importando…" : "Confirmar importación"}
              </button>
              <Link to={query} className="button button--ghost">
                Cancelar
              </Link>
            </Form>
          ) : null}
        </section>
      ) : null}

      <Form method="post" action={query} encType="multipart/form-data" className="bo-form bo-import__upload">
        <fieldset>
          <legend>{review ? "Subir otro archivo" : "Archivo CSV"}</legend>
          <div className="field">
            <label htmlFor="archivo">{`Archivo de la carta (CSV, hasta ${view.maxKb} KB)`}</label>
            <input id="archivo" name="archivo" type="file" accept=".csv,.txt,text/csv,text/plain" required />
          </div>
          <p className="bo-hint">
            Columnas: tipo, categoría, plato, tamaño, grupo, opción, descripción, precio, mínimo, máximo, visible y, por cada local, «precio» seguido de su
            nombre (por ejemplo «precio {view.locationExample}») con el precio propio de ese local; vacía, el local usa el precio de la carta. Los precios son
            pesos enteros.
          </p>
          <div className="bo-actions">
            <button type="submit" name="intent" value="revisar" className="button" disabled={busy === "revisar"}>
              {busy === "revisar" ? "Revisando…" : "Revisar archivo"}
            </button>
          </div>
        </fieldset>
      </Form>
    </BackOfficeShell>
  );
}
