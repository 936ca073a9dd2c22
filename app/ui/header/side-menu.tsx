// storefront.md §2 Side menu (slides from the right): sign-in button (or a
// greeting when logged in), 'Mis pedidos' (the alias is a branch contact here),
// 'Mis {loyalty program name}' (active programme + logged in), 'Cerrar sesión'
// only when logged in. Logged out, 'Mis pedidos' shows the toast 'Inicie sesión'
// (§6, §8): instantly with JavaScript, through the layout action without it.
// Without JavaScript the panel is server-rendered open from ?menu=1.
import { Form, Link } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { showToast } from "~/ui/toasts";
import { BagIcon, LogoutIcon, UserIcon } from "./icons";
import { StarIcon } from "~/ui/account/star-icon";
import { RewardEntry } from "~/ui/reward/reward-entry";
import type { SignUpReward } from "~/views/reward-signup.server";

export const MSG_SIGN_IN_FIRST = "Inicie sesión"; // storefront.md §8 Toasts

interface Props {
  open: boolean;
  loggedIn: boolean;
  /** Greeting name (first name) of the logged-in customer. */
  customerName?: string | null;
  /** 'Mis {programme name}' (e.g. 'Mis Puntos Sabores') when the loyalty programme applies and the diner is logged in. */
  loyaltyTitle?: string | null;
  /** With JavaScript: open 'Mis pedidos' / 'Mis {points}' as modals (account-modal.tsx). */
  onOrders?: () => void;
  onPoints?: () => void;
  /** The layout's URL, where its action lives. */
  basePath: string;
  /** Where the action sends the diner back (the current page without modal flags). */
  returnTo: string;
  closeHref: string;
  loginHref: string;
  onClose: () => void;
  onLogin: () => void;
  /** §4 loyalty reward sign-up, when programme and reward apply (ui/reward/reward-entry.tsx). */
  reward?: SignUpReward | null;
}

export function SideMenu({ open, loggedIn, customerName, loyaltyTitle, onOrders, onPoints, basePath, returnTo, closeHref, loginHref, onClose, onLogin, reward }: Props) {
  const closeRef = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && onClose();
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open, onClose]);

  const closeClick = (e: React.MouseEvent) => {
    e.preventDefault();
    onClose();
  };

  return (
    <div className="side-menu" data-open={open ? "" : undefined}>
      <a href={closeHref} className="side-menu__backdrop" tabIndex={-1} aria-hidden="true" onClick={closeClick} />
      <div
        className="side-menu__panel"
        role="dialog"
        aria-modal={open ? "true" : undefined}
        aria-labelledby="side-menu-title"
      >
        <div className="side-menu__top">
          <h2 id="side-menu-title">Mi cuenta</h2>
          <a ref={closeRef} href={closeHref} className="icon-button" aria-label="Cerrar menú" onClick={closeClick}>
            ✕
          </a>
        </div>
        {loggedIn ? (
          <p className="side-menu__greeting">
            <UserIcon /> {customerName ? `¡Hola, ${customerName}!` : "¡Hola!"}
          </p>
        ) : (
          <Link
            to={loginHref}
            replace
            preventScrollReset
            className="button button--block"
            onClick={(e) => {
              e.preventDefault();
              onLogin();
            }}
          >
            Iniciar sesión
          </Link>
        )}
        <ul className="side-menu__list">
          <li>
            <Form
              method="post"
              action={basePath}
              onSubmit={(e) => {
                if (loggedIn && !onOrders) return;
                e.preventDefault();
                if (loggedIn) onOrders?.();
                else showToast(MSG_SIGN_IN_FIRST);
              }}
            >
              <input type="hidden" name="returnTo" value={returnTo} />
              <button className="side-menu__item" name="intent" value="my-orders">
                <BagIcon />
                Mis pedidos
              </button>
            </Form>
          </li>
          {/* 'Mis {loyalty program name}': only with an active programme and a logged-in diner. */}
          {loggedIn && loyaltyTitle ? (
            <li>
              <Form
                method="post"
                action={basePath}
                onSubmit={(e) => {
                  if (!onPoints) return;
                  e.preventDefault();
                  onPoints();
                }}
              >
                <input type="hidden" name="returnTo" value={returnTo} />
                <button className="side-menu__item" name="intent" value="my-points">
                  <StarIcon />
                  {loyaltyTitle}
                </button>
              </Form>
            </li>
          ) : null}
          {reward ? (
            <li>
              <RewardEntry reward={reward} returnTo={returnTo} onOpen={onClose} />
            </li>
          ) : null}
          {loggedIn ? (
            <li>
              <Form method="post" action={basePath}>
                <input type="hidden" name="returnTo" value={returnTo} />
                <button className="side-menu__item" name="intent" value="logout">
                  <LogoutIcon />
                  Cerrar sesión
                </button>
              </Form>
            </li>
          ) : null}
        </ul>
      </div>
    </div>
  );
}
