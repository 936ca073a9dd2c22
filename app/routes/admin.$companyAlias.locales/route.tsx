// /admin/{companyAlias}/locales: the company's branches and their locations (locations-page.server.ts).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { BackOfficeShell, backOfficeLinks } from "~/ui/back-office/back-office-shell";
import { locationsLoader } from "./locations-page.server";

export const links = backOfficeLinks;

export const meta: MetaFunction = () => [{ title: "Locales · Administración" }, { name: "robots", content: "noindex" }];

export const loader = ({ request, params, context }: LoaderFunctionArgs) => locationsLoader(context.cloudflare.env, request, params.companyAlias ?? "");

export default function LocationsPage() {
  const view = useLoaderData<typeof loader>();
  const base = `/admin/${view.nav.companyAlias}/locales`;
  return (
    <BackOfficeShell nav={view.nav} title="Locales">
      {view.branches.map((b) => (
        <section key={b.id} className="bo-locations" aria-labelledby={`sucursal-${b.id}`}>
          <h2 id={`sucursal-${b.id}`} className="bo-team__title">
            {b.name}
          </h2>
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
    </BackOfficeShell>
  );
}
