// /admin/{companyAlias}/guia: the company in the public nearby-business guide (guide-listing-page.server.ts).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { BackOfficeShell, backOfficeLinks } from "~/ui/back-office/back-office-shell";
import { CheckboxField, TextField } from "~/ui/back-office/form-fields";
import { guideListingAction, guideListingLoader, type GuideListingActionData } from "./guide-listing-page.server";

export const links = backOfficeLinks;

export const meta: MetaFunction = () => [{ title: "Guía de negocios · Administración" }, { name: "robots", content: "noindex" }];

export const loader = ({ request, params, context }: LoaderFunctionArgs) => guideListingLoader(context.cloudflare.env, request, params.companyAlias ?? "");

export const action = ({ request, params, context }: ActionFunctionArgs) => guideListingAction(context.cloudflare.env, request, params.companyAlias ?? "");

export default function GuideListingPage() {
  const view = useLoaderData<typeof loader>();
  const result = useActionData<GuideListingActionData>();
  const saving = useNavigation().state === "submitting";
  const listed = (id: number, stored: boolean) => (result ? result.listed.includes(id) : stored);
  return (
    <BackOfficeShell nav={view.nav} title="Guía de negocios" notice={view.notice}>
      <Form method="post" className="bo-form card bo-code-form">
        <p className="bo-hint">
          La guía muestra a los clientes los negocios cercanos a su ubicación. Elija qué locales aparecen y el código con el que pueden encontrar su empresa.
        </p>
        {result?.error ? (
          <p className="form-error" role="alert">
            {result.error}
          </p>
        ) : null}
        <TextField label="Código de búsqueda (opcional)" name="searchCode" value={result?.searchCode ?? view.listing.searchCode ?? ""} errors={{}} autoCapitalize="characters" placeholder="Ej.: SABORES" />
        <fieldset className="bo-team__locations">
          <legend>Locales en la guía</legend>
          {view.listing.locations.map((l) => (
            <CheckboxField key={`${l.id}-${listed(l.id, l.listed)}`} label={`${l.name} (${l.branchName})`} name="listed" value={String(l.id)} checked={listed(l.id, l.listed)} />
          ))}
        </fieldset>
        <button type="submit" className="button" disabled={saving}>
          {saving ? "Guardando…" : "Guardar"}
        </button>
      </Form>
    </BackOfficeShell>
  );
}
