// The staff headers' two icons of 48 px (a thumb's target): the back arrow and the refresh.
// Both are links, so they work without JavaScript; the refresh's click may be taken over
// by the page (a revalidation in place).
import { Link } from "@remix-run/react";
import type { MouseEvent } from "react";

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
