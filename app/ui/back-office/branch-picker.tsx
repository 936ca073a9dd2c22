// The back office's pages that edit one branch at a time (carta, marca, proveedores): a link per
// branch of the company (`?sucursal={alias}`), shown only when there is more than one.
import { Link } from "@remix-run/react";

export function BranchPicker({ branches, current }: { branches: readonly { alias: string; name: string }[]; current: string | null | undefined }) {
  if (branches.length <= 1) return null;
  return (
    <nav className="back-office__branches" aria-label="Sucursales">
      {branches.map((b) => (
        <Link key={b.alias} to={`?sucursal=${encodeURIComponent(b.alias)}`} className="button button--bordered button--small" aria-current={b.alias === current ? "page" : undefined}>
          {b.name}
        </Link>
      ))}
    </nav>
  );
}
