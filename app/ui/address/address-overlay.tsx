// The address dialog as a modal over the menu (JavaScript only; loaded lazily by
// the menu layout, so neither this nor maplibre-gl is in the menu's initial JS).
// Its data is the address page's loader, fetched; saving redirects back to the
// menu (same URL), which revalidates the under-header info and closes the modal.
import { useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { Modal } from "~/ui/modal";
import addressStyles from "~/styles/address.css?url";
import { AddressDialog } from "./address-dialog";
import type { AddressPageData } from "~/views/address-page.server";

export default function AddressOverlay({ href, onClose }: { href: string; onClose: () => void }) {
  const page = useFetcher<AddressPageData>();
  const location = useLocation();
  const openedAt = useRef(location.key);

  useEffect(() => {
    page.load(href);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [href]);

  // A navigation (the save's redirect back here, or any link) closes the modal.
  useEffect(() => {
    if (location.key !== openedAt.current) onClose();
  }, [location.key, onClose]);

  return (
    <>
      <link rel="stylesheet" href={addressStyles} />
      <Modal title="¿Dónde te encuentras?" onClose={page.data?.mandatory ? undefined : onClose} className="address-modal">
        {page.data ? (
          <AddressDialog data={page.data} onCancel={onClose} />
        ) : (
          <p className="address__hint" role="status">
            Cargando…
          </p>
        )}
      </Modal>
    </>
  );
}
