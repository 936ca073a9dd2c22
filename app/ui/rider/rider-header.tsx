// The rider pages' header (logistics.md §2): the title, the location, who is on shift. The
// page's back arrow ('Ver envíos') and refresh ('Actualizar') are in the bottom bar, within a
// thumb's reach (~/ui/staff/header-icons ThumbBar). No side menu, no closed banner (§2:
// hidden on logistics pages).
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

export function RiderHeader({
  title,
  location,
  shift,
  children,
}: {
  title: string;
  location: string;
  /** 'En turno: Martín' and the link that ends the shift. */
  shift?: { text: string; endHref: string; endLabel: string };
  children?: ReactNode;
}) {
  return (
    <header className="rider-header">
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
    </header>
  );
}
