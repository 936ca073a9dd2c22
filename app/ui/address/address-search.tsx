// The 'Mi dirección' search of '¿Dónde te encuentras?' (storefront.md §4 Address modal): a GET
// search form and one POST form per suggestion without JavaScript; with it, the debounced
// suggestions of usePlaceSearch and a click that picks the place in the dialog.
import { Form } from "@remix-run/react";
import type { AddressErrors, Place } from "~/domain/address/address";
import type { AddressPageData } from "~/views/address-page.server";
import { PinIcon } from "./pin-icon";
import type { PlaceSearch } from "./use-place-search";

export function AddressSearch({
  uid,
  base,
  actionUrl,
  data,
  search,
  errors,
  hydrated,
  onChoose,
}: {
  uid: string;
  base: string;
  actionUrl: string;
  data: AddressPageData;
  search: PlaceSearch;
  errors: AddressErrors;
  hydrated: boolean;
  onChoose: (place: Place) => (e: React.MouseEvent) => void;
}) {
  return (
    <>
      <Form
        method="get"
        action={base}
        className="address__search"
        role="search"
        onSubmit={(e) => {
          if (!hydrated) return;
          e.preventDefault();
          search.searchNow();
        }}
      >
        <input type="hidden" name="volver" value={data.volver} />
        <div className="field">
          <label htmlFor={`${uid}-q`}>Buscá tu dirección</label>
          <div className="address__search-row">
            <input
              id={`${uid}-q`}
              name="q"
              type="search"
              autoComplete="street-address"
              placeholder="Calle y altura, barrio"
              value={search.query}
              maxLength={120}
              onChange={(e) => search.setQuery(e.target.value)}
              aria-invalid={errors.direccion ? true : undefined}
              aria-describedby={errors.direccion ? `${uid}-q-error` : undefined}
            />
            <button type="submit" className="button button--bordered">
              Buscar
            </button>
          </div>
          {errors.direccion ? (
            <p id={`${uid}-q-error`} className="field-error">
              {errors.direccion}
            </p>
          ) : null}
        </div>
      </Form>
      {data.queryTooShort && search.query === data.q ? <p className="address__hint">Escribí al menos 3 letras.</p> : null}
      {search.error ? <p className="form-error">{search.error}</p> : null}
      {search.suggestions.length > 0 ? (
        <ul className="address__suggestions" aria-label="Direcciones sugeridas">
          {search.suggestions.map((p) => (
            <li key={p.id}>
              <form method="post" action={actionUrl}>
                <input type="hidden" name="intent" value="choose" />
                <input type="hidden" name="volver" value={data.volver} />
                <input type="hidden" name="place" value={JSON.stringify(p)} />
                <button type="submit" className="address__suggestion" onClick={hydrated ? onChoose(p) : undefined}>
                  <PinIcon className="address__pin" />
                  {p.fullAddress}
                </button>
              </form>
            </li>
          ))}
        </ul>
      ) : search.nothingFound ? (
        <p className="address__hint">No encontramos esa dirección. Probá con calle y altura.</p>
      ) : null}
    </>
  );
}
