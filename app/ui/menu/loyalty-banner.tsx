// storefront.md §2 Menu "loyalty/cashback banner": the cashback of the active
// loyalty programme with a link to 'Mis {points name}' (wording: docs/decisions.md#storefront-pages-menu-and-modals).
import { Link } from "@remix-run/react";
import { StarIcon } from "~/ui/account/star-icon";

export function LoyaltyBanner({ banner }: { banner: { text: string; linkText: string; href: string } }) {
  return (
    <aside className="loyalty-banner" aria-label="Programa de puntos">
      <span className="loyalty-banner__icon" aria-hidden="true">
        <StarIcon />
      </span>
      <p className="loyalty-banner__text">{banner.text}</p>
      <Link to={banner.href} className="button button--small loyalty-banner__link">
        {banner.linkText}
      </Link>
    </aside>
  );
}
