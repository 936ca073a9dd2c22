// /admin/{companyAlias}/carta/cambios: the menu's history for the owner (menu-changes-page.server.ts).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { BackOfficeShell, backOfficeLinks } from "~/ui/back-office/back-office-shell";
import { menuChangesLoader } from "./menu-changes-page.server";

export const links = backOfficeLinks;

export const meta: MetaFunction = () => [{ title: "Historial de cambios de la carta · Administración" }, { name: "robots", content: "noindex" }];

export const loader = ({ request, params, context }: LoaderFunctionArgs) => menuChangesLoader(context.cloudflare.env, request, params.companyAlias ?? "");

export default function MenuChangesPage() {
  const view = useLoaderData<typeof loader>();
  const base = `/admin/${view.nav.companyAlias}/carta`;
  return (
    <BackOfficeShell nav={view.nav} title="Historial de cambios de la carta">
      <p>
        <Link to={base}>← Volver a la carta</Link>
      </p>
      {view.changes.length === 0 ? (
        <p className="bo-hint">{view.firstPage ? "Todavía no hay cambios en la carta." : "No hay cambios anteriores."}</p>
      ) : (
        <ol className="bo-changes">
          {view.changes.map((c) => (
            <li key={c.id} className="bo-changes__item card">
              <p className="bo-changes__head">
                <time dateTime={c.at}>{c.when}</time>
                {c.branch ? <span className="bo-changes__branch"> · {c.branch}</span> : null}
              </p>
              <p className="bo-changes__what">
                <strong>{c.who}</strong> {c.verb} {c.subject}
              </p>
              {c.lines.length > 0 ? (
                <ul className="bo-changes__lines">
                  {c.lines.map((line, i) => (
                    <li key={i}>{line}</li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      {view.olderHref ? (
        <p>
          <Link className="button button--bordered" to={view.olderHref}>
            Ver cambios anteriores
          </Link>
        </p>
      ) : null}
    </BackOfficeShell>
  );
}
