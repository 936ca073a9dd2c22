// storefront.md §2 Header: order-mode buttons. Plain links
// to /menu/{alias}/{slug}: the layout loader of the target mode handles the cart
// (§4: silent keep on equal menu hash, confirmation otherwise). No prefetch:
// that loader records the mode and the closed-modal seen flag.
import { Link } from "@remix-run/react";
import type { LayoutOrderMode } from "~/routes/menu.$alias.$mode/menu-layout.server";

export function ModeButtons({
  alias,
  modes,
  currentId,
}: {
  alias: string;
  modes: LayoutOrderMode[];
  currentId: number;
}) {
  return (
    <nav className="mode-bar" aria-label="Tipo de pedido">
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
    </nav>
  );
}
