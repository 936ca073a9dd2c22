// The rider pages' header (logistics.md §2): the title, the location, and the page's
// buttons. No side menu, no closed banner (§2: hidden on logistics pages).
import type { ReactNode } from "react";

export function RiderHeader({ title, location, children }: { title: string; location: string; children?: ReactNode }) {
  return (
    <header className="rider-header">
      <div className="rider-header__titles">
        <h1 className="rider-header__title">{title}</h1>
        <p className="rider-header__location">{location}</p>
      </div>
      {children ? <div className="rider-header__actions">{children}</div> : null}
    </header>
  );
}
