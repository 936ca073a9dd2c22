// The staff pages' two icons of 48 px (a thumb's target): the back arrow and the refresh, in a
// bar fixed to the bottom of the screen within the phone's safe area (the top corners are out
// of a thumb's reach on a phone held in one hand). A page's main action may share the bar's row.
// Both are links, so they work without JavaScript; the refresh's click may be taken over
// by the page (a revalidation in place).
import { Link } from "@remix-run/react";
import type { ComponentProps, MouseEvent, ReactNode } from "react";

export function BackLink({ href, label }: { href: string; label: string }) {
  return (
    <Link className="icon-button staff-icon" to={href} aria-label={label} title={label}>
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </Link>
  );
}

export function RefreshLink({
  href,
  label,
  busy,
  onClick,
  className,
}: {
  href: string;
  label: string;
  busy?: boolean;
  onClick?: (e: MouseEvent<HTMLAnchorElement>) => void;
  className?: string;
}) {
  return (
    <a className={`icon-button staff-icon${className ? ` ${className}` : ""}`} href={href} aria-label={label} title={label} aria-busy={busy || undefined} onClick={onClick}>
      <svg className={busy ? "staff-icon__spin" : undefined} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d="M20 12a8 8 0 1 1-2.34-5.66M20 4v5h-5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </a>
  );
}

/**
 * The bottom bar: the back arrow on the left, the refresh on the right, the page's line between.
 * A page's main action (the rider's slide and key) goes in `children`: one bar then holds the
 * action and the icons in its row, instead of two bars stacked over a small screen.
 */
export function ThumbBar({
  back,
  refresh,
  children,
}: {
  back?: { href: string; label: string } | null;
  refresh?: ComponentProps<typeof RefreshLink> | null;
  children?: ReactNode;
}) {
  if (!back && !refresh && !children) return null;
  if (children) {
    // The action is no navigation: the bar is a plain group, each icon named by its label.
    return (
      <div className="thumb-bar thumb-bar--action">
        {back ? <BackLink {...back} /> : null}
        <div className="thumb-bar__middle">{children}</div>
        {refresh ? <RefreshLink {...refresh} /> : null}
      </div>
    );
  }
  return (
    <nav className="thumb-bar" aria-label="Navegación">
      {back ? <BackLink {...back} /> : <span className="thumb-bar__gap" />}
      <div className="thumb-bar__middle">{children}</div>
      {refresh ? <RefreshLink {...refresh} /> : <span className="thumb-bar__gap" />}
    </nav>
  );
}
