// What the back office says after a change (the page it redirects to reads ?hecho=<key>):
// a fixed list, so the address never carries free text onto the page.
export const BACK_OFFICE_NOTICES = {
  "categoria-creada": "Categoría creada. Los clientes la verán cuando tenga platos.",
  "categoria-renombrada": "Nombre de la categoría guardado.",
  "categoria-guardada": "Categoría guardada. La carta de los clientes ya muestra los cambios.",
  "categoria-oculta": "Categoría oculta: los clientes ya no la ven.",
  "categoria-visible": "Categoría visible en la carta.",
  "categoria-movida": "Orden de la carta guardado.",
  "imagen-guardada": "Imagen de la categoría guardada. La carta de los clientes ya la muestra.",
  "plato-guardado": "Plato guardado. La carta de los clientes ya muestra los cambios.",
  "plato-creado": "Plato creado.",
  "foto-guardada": "Foto guardada. La carta de los clientes ya la muestra.",
  "carta-importada": "Carta importada. La carta de los clientes ya muestra los cambios.",
  "plato-duplicado": "Plato duplicado. La copia está oculta: revísela y márquela como visible.",
  "marca-guardada": "Marca guardada. La tienda de los clientes la muestra en unos segundos.",
  "logo-guardado": "Logo guardado. La tienda de los clientes lo muestra en unos segundos.",
  "banner-guardado": "Banner guardado. La tienda de los clientes lo muestra en unos segundos.",
} as const;

export type BackOfficeNoticeKey = keyof typeof BACK_OFFICE_NOTICES;

export function backOfficeNotice(key: string | null): string | null {
  return key && Object.hasOwn(BACK_OFFICE_NOTICES, key) ? BACK_OFFICE_NOTICES[key as BackOfficeNoticeKey] : null;
}

/** The conflict of two owners saving the same plate (the words of the back office's brief). */
export const MSG_PLATE_CONFLICT = "Otra persona cambió este plato. Revisá los cambios y guardá de nuevo.";
