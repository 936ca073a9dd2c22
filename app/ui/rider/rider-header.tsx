// The rider pages' header (logistics.md §2): the title, the location, who is on shift,
// and the page's buttons as 48 px icons: the back arrow ('Ver envíos') on the left, the
// refresh ('Actualizar') on the right, both links that work without JavaScript. No side
// menu, no closed banner (§2: hidden on logistics pages).
import { Link } from "@remix-run/react";
import type { ComponentProps, ReactNode } from "react";
import { BackLink, RefreshLink } from "~/ui/staff/header-icons";

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
  refresh?: ComponentProps<typeof RefreshLink>;
  /** 'En turno: Martín' and the link that ends the shift. */
  shift?: { text: string; endHref: string; endLabel: string };
  children?: ReactNode;
}) {
  return (
    <header className="rider-header">
      {back ? <BackLink {...back} /> : null}
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
      {refresh ? <RefreshLink {...refresh} /> : null}
    </header>
  );
}
