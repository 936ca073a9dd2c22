import { Link, useNavigate } from "@remix-run/react";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";

export const MODAL_CLOSE_MS = 190; // storefront.md §2 Modals: 190 ms close animation

/**
 * A modal rendered by the server as part of the page, so it works without JavaScript:
 * closing is a link to `closeHref` (the same page without the modal's query flag).
 * With JavaScript the close animation plays first and Escape closes it.
 */
export function Modal({
  title,
  children,
  closeHref,
  closeLabel = "Cerrar",
  onClose,
  labelledBy,
  className,
}: {
  title: ReactNode;
  children: ReactNode;
  closeHref?: string;
  closeLabel?: string;
  /** With JavaScript: called after the close animation instead of navigating. */
  onClose?: () => void;
  labelledBy?: string;
  className?: string;
}) {
  const fallbackId = useId();
  const titleId = labelledBy ?? `${fallbackId}-title`;
  const [closing, setClosing] = useState(false);
  const navigate = useNavigate();
  const ref = useRef<HTMLElement>(null);

  const close = () => {
    setClosing(true);
    window.setTimeout(() => {
      if (onClose) onClose();
      else if (closeHref) navigate(closeHref, { replace: true, preventScrollReset: true });
    }, MODAL_CLOSE_MS);
  };

  useEffect(() => {
    ref.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && close();
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className="modal-backdrop">
      <section
        ref={ref}
        tabIndex={-1}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={`modal ${className ?? ""}`}
        data-closing={closing ? "" : undefined}
      >
        <h2 id={titleId}>{title}</h2>
        {closeHref || onClose ? (
          closeHref ? (
            <Link
              to={closeHref}
              replace
              preventScrollReset
              className="icon-button modal__close"
              aria-label={closeLabel}
              onClick={(e) => {
                e.preventDefault();
                close();
              }}
            >
              ✕
            </Link>
          ) : (
            <button type="button" className="icon-button modal__close" aria-label={closeLabel} onClick={close}>
              ✕
            </button>
          )
        ) : null}
        {children}
      </section>
    </div>
  );
}
