// storefront.md §2 Header: order-mode buttons and 'Cambiar local'. Plain links
// to /menu/{alias}/{slug}: the layout loader of the target mode handles the cart
// (§4: silent keep on equal menu hash, confirmation otherwise). No prefetch:
// that loader records the mode and the closed-modal seen flag.
import { Link } from "@remix-run/react";
import type { LayoutOrderMode } from "./layout-data";
import { StoreIcon } from "./icons";

export function ModeButtons({
  alias,
  modes,
  currentId,
  branchAlias,
}: {
  alias: string;
  modes: LayoutOrderMode[];
  currentId: number;
  branchAlias: string;
}) {
  return (
    <nav className="mode-bar" aria-label="Tipo de pedido">
      {modes.length > 1 ? (
        <ul className="mode-buttons">
          {modes.map((m) => (
            <li key={m.id}>
              <Link
                to={`/menu/${alias}/${m.slug}`}
                className="mode-button"
                aria-current={m.id === currentId ? "page" : undefined}
              >
                {m.name}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mode-single">{modes[0]?.name}</p>
      )}
      <Link to={`/menu/${branchAlias}`} className="change-store">
        <StoreIcon />
        Cambiar local
      </Link>
    </nav>
  );
}
