// storefront.md §2 Branch page: "picking delivery with no stored location opens the
// address modal, mandatory when the branch asks for location and none is stored".
// Without JS: a prompt linking to the first delivery location's address page, which
// comes back here (`?volver=/menu/{branch}?modo=…`). With JS the same link opens the
// address modal over the list (lazy: maplibre stays out of this page's JS); a
// mandatory prompt opens it on load. Wording: docs/decisions.md#storefront-pages-menu-and-modals.
import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { PinIcon } from "~/ui/address/pin-icon";

const AddressOverlay = lazy(() => import("~/ui/address/address-overlay"));

export const MSG_ADDRESS_PROMPT = "Ingresa tu dirección para ver qué locales te envían";

export function AddressPrompt({ href, mandatory }: { href: string; mandatory: boolean }) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  useEffect(() => {
    if (mandatory) setOpen(true);
  }, [mandatory]);
  return (
    <>
      <section
        className={`address-prompt card${mandatory ? " address-prompt--mandatory" : ""}`}
        aria-labelledby="address-prompt-title"
      >
        <span className="address-prompt__icon" aria-hidden="true">
          <PinIcon />
        </span>
        <div className="address-prompt__body">
          <h2 id="address-prompt-title" className="address-prompt__title">
            {MSG_ADDRESS_PROMPT}
          </h2>
          {mandatory ? <p className="address-prompt__note">Necesitamos tu dirección para continuar.</p> : null}
        </div>
        <a
          className="button address-prompt__button"
          href={href}
          onClick={(e) => {
            e.preventDefault();
            setOpen(true);
          }}
        >
          Ingresar dirección
        </a>
      </section>
      {open ? (
        <Suspense fallback={null}>
          <AddressOverlay href={href} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
