// The frame of the owner's back office (/admin/{companyAlias}/…): the company, its sections,
// who is signed in and 'Cerrar sesión' (a plain form, like the console's).
import type { LinksFunction } from "@remix-run/cloudflare";
import { Form, Link, NavLink, useActionData, useLocation } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import backOfficeStyles from "~/styles/back-office.css?url";
import consoleStyles from "~/styles/console.css?url";

/** The stylesheets of every back office page (the console's frame, then the back office's own). */
export const backOfficeLinks: LinksFunction = () => [
  { rel: "stylesheet", href: consoleStyles },
  { rel: "stylesheet", href: backOfficeStyles },
];

export interface BackOfficeNav {
  companyAlias: string;
  companyName: string;
  personName: string;
}

export function BackOfficeShell({ nav, title, notice, children }: { nav: BackOfficeNav; title: string; notice?: string | null; children: ReactNode }) {
  // A save that worked redirects with '?hecho=…'; an answer with data is a refused one, posted from
  // that same address: the last save's notice must not sit above its error.
  const refused = useActionData() !== undefined;
  // On a phone the sections scroll sideways: the current one is brought into the bar's view (only
  // the bar scrolls, never the page).
  const sections = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    const bar = sections.current;
    const current = bar?.querySelector<HTMLElement>("a.active");
    if (bar && current && bar.scrollWidth > bar.clientWidth) bar.scrollLeft = current.offsetLeft - (bar.clientWidth - current.offsetWidth) / 2;
  }, [pathname]);
  return (
    <div className="console back-office">
      <header className="console-header">
        <div className="console-header__id">
          <p className="console-header__place">{nav.companyName} · Administración</p>
          <h1 className="console-header__title">{title}</h1>
        </div>
        <Form method="post" action="/consola" className="console-header__person">
          <span>{nav.personName}</span>
          <button type="submit" name="intent" value="logout" className="button button--ghost button--small">
            Cerrar sesión
          </button>
        </Form>
      </header>
      <nav className="console-nav" aria-label="Secciones de la administración" ref={sections}>
        <NavLink to={`/admin/${nav.companyAlias}/carta`} prefetch="intent">
          Carta
        </NavLink>
        <NavLink to={`/admin/${nav.companyAlias}/descuentos`} prefetch="intent">
          Descuentos
        </NavLink>
        <NavLink to={`/admin/${nav.companyAlias}/promociones`} prefetch="intent">
          Promociones
        </NavLink>
        <NavLink to={`/admin/${nav.companyAlias}/fidelidad`} prefetch="intent">
          Fidelidad
        </NavLink>
        <NavLink to={`/admin/${nav.companyAlias}/marca`} prefetch="intent">
          Marca
        </NavLink>
        <NavLink to={`/admin/${nav.companyAlias}/locales`} prefetch="intent">
          Locales
        </NavLink>
        <NavLink to={`/admin/${nav.companyAlias}/zonas`} prefetch="intent">
          Zonas
        </NavLink>
        <NavLink to={`/admin/${nav.companyAlias}/guia`} prefetch="intent">
          Guía
        </NavLink>
        <NavLink to={`/admin/${nav.companyAlias}/equipo`} prefetch="intent">
          Equipo
        </NavLink>
        <NavLink to={`/admin/${nav.companyAlias}/proveedores`} prefetch="intent">
          Mensajería y pagos
        </NavLink>
        <Link to="/consola">Consola</Link>
      </nav>
      <main className="console-main back-office__main" id="contenido">
        {notice && !refused ? (
          <p className="back-office__notice" role="status">
            {notice}
          </p>
        ) : null}
        {children}
      </main>
    </div>
  );
}
