// The shared frame of the logistics and picker pages (logistics.md §2 "All routes live
// under a shared layout"): the location's logo and name, the page title. The header's
// account menu and the closed banner never show here (§2; the loader's `header` flags come
// from domain/menu/special-pages.ts), so riders and pickers see only their work. The back
// arrow and the refresh live in the bottom bar, within a thumb's reach (header-icons.tsx), with
// the page's main action in their row.
import type { ComponentProps, ReactNode } from "react";
import { FileImage } from "~/ui/file-image";
import { RefreshLink, ThumbBar } from "./header-icons";

export interface StaffHeaderData {
  name: string;
  logoFileId: string | null;
  header: { showHeaderMenu: boolean; showClosedNotice: boolean };
}

export function StaffShell({
  place,
  title,
  back,
  refresh,
  action,
  children,
}: {
  place: StaffHeaderData;
  title: string;
  /** The bottom bar's back arrow, on the left. */
  back?: { href: string; label: string };
  /** The bottom bar's refresh, on the right. */
  refresh?: ComponentProps<typeof RefreshLink>;
  /** The page's main action, in the bottom bar's row between the back arrow and the refresh. */
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="staff">
      <header className="staff-header">
        <FileImage fileId={place.logoFileId} alt="" width={40} height={40} className="staff-header__logo" eager />
        <div className="staff-header__id">
          <p className="staff-header__place">{place.name}</p>
          <h1 className="staff-header__title">{title}</h1>
        </div>
        {place.header.showHeaderMenu ? (
          <a className="icon-button" href="/" aria-label="Abrir menú de cuenta">
            ☰
          </a>
        ) : null}
      </header>
      <main className="staff-main" id="contenido">
        {children}
      </main>
      <ThumbBar back={back} refresh={refresh}>
        {action}
      </ThumbBar>
    </div>
  );
}
