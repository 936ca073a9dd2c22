// The frame of the shop's console pages: the location, the sections the person's role opens,
// who is signed in and 'Cerrar sesión' (a plain form: it works before JavaScript loads).
import { Form, NavLink } from "@remix-run/react";
import type { ReactNode } from "react";
import { FileImage } from "~/ui/file-image";
import type { ConsoleNavData } from "~/http/shop-auth.server";


export function ConsoleShell({ nav, title, actions, children }: { nav: ConsoleNavData | null; title: string; actions?: ReactNode; children: ReactNode }) {
  const base = nav ? `/consola/${nav.alias}` : "/consola";
  return (
    <div className="console">
      <header className="console-header">
        {nav ? <FileImage fileId={nav.logoFileId} alt="" width={40} height={40} className="console-header__logo" eager /> : null}
        <div className="console-header__id">
          <p className="console-header__place">{nav ? nav.placeName : "Consola del local"}</p>
          <h1 className="console-header__title">{title}</h1>
        </div>
        {actions ? <div className="console-header__actions">{actions}</div> : null}
        {nav ? (
          <Form method="post" action="/consola?index" className="console-header__person">
            <span>
              {nav.personName} <small>· {nav.roleLabel}</small>
            </span>
            <button type="submit" name="intent" value="logout" className="button button--ghost button--small">
              Cerrar sesión
            </button>
          </Form>
        ) : null}
      </header>
      {nav ? (
        <nav className="console-nav" aria-label="Secciones de la consola">
          <NavLink to={base} end prefetch="intent">
            Pedidos
          </NavLink>
          {nav.sections.menuAvailability ? (
            <NavLink to={`${base}/carta`} prefetch="intent">
              Carta
            </NavLink>
          ) : null}
          {nav.sections.storeControls ? (
            <NavLink to={`${base}/local`} prefetch="intent">
              Local
            </NavLink>
          ) : null}
          {nav.sections.figures ? (
            <NavLink to={`${base}/resumen`} prefetch="intent">
              Resumen del día
            </NavLink>
          ) : null}
          {nav.teamHref ? <NavLink to={nav.teamHref}>Equipo</NavLink> : null}
          <NavLink to="/consola" end>
            Locales
          </NavLink>
        </nav>
      ) : null}
      <main className="console-main" id="contenido">
        {children}
      </main>
    </div>
  );
}
