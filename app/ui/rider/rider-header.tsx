// The rider pages' header (logistics.md §2): the title, the location, who is on shift,
// and the page's buttons as 44 px icons: the back arrow ('Ver envíos') on the left, the
// refresh ('Actualizar') on the right, both links that work without JavaScript. No side
// menu, no closed banner (§2: hidden on logistics pages).
import { Link } from "@remix-run/react";
import type { MouseEvent, ReactNode } from "react";

export interface HeaderLink {
  href: string;
  label: string;
}

export function RiderHeader({
  title,
  location,
  back,
  refresh,
  shift,
  children,
}: {
  title: string;
  location: string;
  back?: HeaderLink | null;
  refresh?: HeaderLink & { busy?: boolean; onClick?: (e: MouseEvent<HTMLAnchorElement>) => void; className?: string };
  /** 'En turno: Martín' and the link that ends the shift. */
  shift?: { text: string; endHref: string; endLabel: string };
  children?: ReactNode;
}) {
  return (
    <header className="rider-header">
      {back ? (
        <Link className="icon-button rider-icon" to={back.href} aria-label={back.label} title={back.label}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </Link>
      ) : null}
      <div className="rider-header__titles">
        <h1 className="rider-header__title">{title}</h1>
        <p className="rider-header__location">{location}</p>
        {shift ? (
          <p className="rider-header__shift">
            <span>{shift.text}</span> · <Link to={shift.endHref}>{shift.endLabel}</Link>
          </p>
        ) : null}
      </div>
      {children ? <div className="rider-header__actions">{children}</div> : null}
      {refresh ? (
        <a
          className={`icon-button rider-icon${refresh.className ? ` ${refresh.className}` : ""}`}
          href={refresh.href}
          aria-label={refresh.label}
          title={refresh.label}
          aria-busy={refresh.busy || undefined}
          onClick={refresh.onClick}
        >
          <svg className={refresh.busy ? "rider-icon__spin" : undefined} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path d="M20 12a8 8 0 1 1-2.34-5.66M20 4v5h-5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </a>
      ) : null}
    </header>
  );
}
