// '¿Dónde te encuentras?' (storefront.md §2 Modals; §4 Address modal; §5 Address
// rules; §8 'Error obteniendo coordenadas'; §9 debounce 500 ms). One component for
// the page /menu/{alias}/direccion (works without JavaScript: GET search form,
// suggestion POST forms, POST address form) and for the modal over the menu
// (JavaScript: debounced fetcher suggestions, map, device geolocation).
import { Form, Link, useFetcher } from "@remix-run/react";
import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import {
  MSG_ADDRESS_MANDATORY,
  MSG_GEOLOCATION_ERROR,
  PLACE_SEARCH_DEBOUNCE_MS,
  placeCompletenessMessage,
  type AddressErrors,
  type AddressTab,
  type Place,
} from "~/domain/address/address";
import { useHydrated } from "~/ui/use-hydrated";
import { AddressFields } from "./address-fields";
import { PinIcon } from "./pin-icon";
import type { AddressPageData, AddressReply, PlacesReply } from "~/http/address-page.server";
import type { AddressValues } from "~/domain/address/address-values";
import { emptyValues, valuesFromPlace } from "~/domain/address/address-values";

// The map (and maplibre-gl inside it) loads only when shown, only with JavaScript.
const AddressMap = lazy(() => import("./address-map").then((m) => ({ default: m.AddressMap })));

const tabHref = (data: AddressPageData, tab: AddressTab) => {
  const p = new URLSearchParams({ volver: data.volver });
  if (tab === "coordenadas") p.set("tab", "ubicacion");
  return `/menu/${data.alias}/direccion?${p.toString()}`;
};

export function AddressDialog({
  data,
  reply,
  onCancel,
}: {
  data: AddressPageData;
  /** The 400 answer of the page's action (no JavaScript). */
  reply?: AddressReply | null;
  /** With JavaScript over the menu: close the modal instead of following CANCELAR's link. */
  onCancel?: () => void;
}) {
  const hydrated = useHydrated();
  const uid = useId();
  const base = `/menu/${data.alias}/direccion`;
  const actionUrl = `${base}?${new URLSearchParams({ volver: data.volver }).toString()}`;
  const save = useFetcher<AddressReply>();
  const places = useFetcher<PlacesReply>();
  const reverse = useFetcher<PlacesReply>();

  const initial = reply?.values ?? data.values;
  const [tab, setTab] = useState<AddressTab>(initial.tab ?? data.tab);
  const [values, setValues] = useState<AddressValues>(initial);
  const [query, setQuery] = useState(data.q);
  const [toast, setToast] = useState<string | null>(null);
  const [geo, setGeo] = useState<"idle" | "loading" | "error">("idle");
  const [cancelError, setCancelError] = useState<string | null>(null);
  const errors: AddressErrors = save.data?.errors ?? reply?.errors ?? {};
  useEffect(() => {
    if (save.data?.values) setValues(save.data.values);
  }, [save.data]);

  // §9: suggestions 500 ms after the last keystroke.
  const lastQuery = useRef(data.q);
  useEffect(() => {
    if (!hydrated || query === lastQuery.current) return;
    const timer = window.setTimeout(() => {
      lastQuery.current = query;
      if (query.trim().length >= 3) places.load(`${base}/buscar?${new URLSearchParams({ q: query }).toString()}`);
    }, PLACE_SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query, hydrated]);

  // Reverse lookup of device coordinates fills the address line when the geocoder knows the place.
  useEffect(() => {
    const place = reverse.data?.place;
    if (place) setValues((v) => ({ ...valuesFromPlace(place, v), tab: "coordenadas", lat: v.lat, lng: v.lng, fromPlace: false }));
  }, [reverse.data]);

  const suggestions: Place[] = query.trim().length >= 3 ? (places.data?.places ?? (query === data.q ? data.suggestions : [])) : [];
  const searchError = places.data?.error ?? (query === data.q ? data.searchError : null);
  const chosen = values.fromPlace && tab === "direccion";
  const lat = Number.parseFloat(values.lat);
  const lng = Number.parseFloat(values.lng);
  const point = Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : null;

  // §4: switching tabs resets all entered values.
  const switchTab = (next: AddressTab) => (e: React.MouseEvent) => {
    e.preventDefault();
    if (next === tab) return;
    setTab(next);
    setValues(emptyValues(next));
    setQuery("");
    lastQuery.current = "";
    setToast(null);
    setGeo("idle");
  };

  const choose = (place: Place) => (e: React.MouseEvent) => {
    e.preventDefault();
    setValues(valuesFromPlace(place, values));
    // §5 complex mode: 'Debes completar {list} para avanzar' as an error toast after picking a place.
    setToast(data.mode === "complex" ? placeCompletenessMessage(place) : null);
  };

  const locate = () => {
    if (!("geolocation" in navigator)) return setGeo("error");
    setGeo("loading");
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        const { latitude, longitude } = pos.coords;
        setGeo("idle");
        setValues((v) => ({ ...v, tab: "coordenadas", lat: latitude.toFixed(6), lng: longitude.toFixed(6) }));
        reverse.load(`${base}/buscar?${new URLSearchParams({ lat: String(latitude), lng: String(longitude) }).toString()}`);
      },
      () => setGeo("error"),
      { enableHighAccuracy: true, timeout: 10000, maximumAge: 60000 },
    );
  };

  const cancel = (e: React.MouseEvent) => {
    if (!hydrated) return;
    e.preventDefault();
    if (data.mandatory) return setCancelError(MSG_ADDRESS_MANDATORY);
    onCancel?.();
    if (!onCancel) window.location.assign(data.volver);
  };

  const busy = save.state !== "idle";
  const formError = cancelError ?? errors.form ?? null;

  return (
    <div className="address">
      {data.current ? (
        <p className="address__current">
          Dirección actual: <strong>{data.current.fullAddress ?? `${data.current.lat}, ${data.current.lng}`}</strong>
        </p>
      ) : null}
      <div className="address__tabs" role="tablist" aria-label="Cómo indicar dónde estás">
        {(["direccion", "coordenadas"] as const).map((t) => (
          <Link
            key={t}
            role="tab"
            id={`${uid}-tab-${t}`}
            aria-selected={tab === t}
            aria-controls={`${uid}-panel`}
            className="address__tab"
            to={tabHref(data, t)}
            replace
            preventScrollReset
            onClick={hydrated ? switchTab(t) : undefined}
          >
            {t === "direccion" ? "Mi dirección" : "Mi ubicación"}
          </Link>
        ))}
      </div>

      <div id={`${uid}-panel`} role="tabpanel" aria-labelledby={`${uid}-tab-${tab}`} className="address__panel">
        {tab === "direccion" && !chosen ? (
          <>
            <Form
              method="get"
              action={base}
              className="address__search"
              role="search"
              onSubmit={(e) => {
                if (!hydrated) return;
                e.preventDefault();
                lastQuery.current = query;
                if (query.trim().length >= 3) places.load(`${base}/buscar?${new URLSearchParams({ q: query }).toString()}`);
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
                    value={query}
                    maxLength={120}
                    onChange={(e) => setQuery(e.target.value)}
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
            {data.queryTooShort && query === data.q ? <p className="address__hint">Escribí al menos 3 letras.</p> : null}
            {searchError ? <p className="form-error">{searchError}</p> : null}
            {suggestions.length > 0 ? (
              <ul className="address__suggestions" aria-label="Direcciones sugeridas">
                {suggestions.map((p) => (
                  <li key={p.id}>
                    <form method="post" action={actionUrl}>
                      <input type="hidden" name="intent" value="choose" />
                      <input type="hidden" name="volver" value={data.volver} />
                      <input type="hidden" name="place" value={JSON.stringify(p)} />
                      <button type="submit" className="address__suggestion" onClick={hydrated ? choose(p) : undefined}>
                        <PinIcon className="address__pin" />
                        {p.fullAddress}
                      </button>
                    </form>
                  </li>
                ))}
              </ul>
            ) : query.trim().length >= 3 && places.state === "idle" && (places.data || query === data.q) && !searchError ? (
              <p className="address__hint">No encontramos esa dirección. Probá con calle y altura.</p>
            ) : null}
          </>
        ) : null}

        {tab === "direccion" && chosen ? (
          <div className="address__chosen">
            <p>
              <PinIcon className="address__pin" />
              {values.direccion}
            </p>
            <Link
              to={`${base}?${new URLSearchParams({ volver: data.volver }).toString()}`}
              replace
              className="button button--ghost button--small"
              onClick={(e) => {
                if (!hydrated) return;
                e.preventDefault();
                setValues(emptyValues("direccion"));
                setToast(null);
              }}
            >
              Cambiar
            </Link>
          </div>
        ) : null}

        {tab === "coordenadas" ? (
          hydrated ? (
            <div className="address__locate">
              <button type="button" className="button button--bordered button--block" onClick={locate} disabled={geo === "loading"}>
                {geo === "loading" ? "Obteniendo coordenadas…" : "Obtener mis coordenadas"}
              </button>
              {geo === "error" ? (
                <p className="field-error" role="alert">
                  {MSG_GEOLOCATION_ERROR}
                </p>
              ) : null}
              {point ? (
                <p className="address__hint">
                  {values.direccion || `Coordenadas: ${point.lat.toFixed(5)}, ${point.lng.toFixed(5)}`}
                </p>
              ) : null}
            </div>
          ) : (
            <p className="address__hint">
              Para usar la ubicación de tu dispositivo activá JavaScript, o buscá tu dirección en «Mi dirección».
            </p>
          )
        ) : null}

        {hydrated && data.map ? (
          <Suspense fallback={<div className="address-map" aria-hidden="true" />}>
            <AddressMap map={data.map} point={point} />
          </Suspense>
        ) : null}

        {errors.coords ? (
          <p className="field-error" role="alert">
            {errors.coords}
          </p>
        ) : null}

        <save.Form method="post" action={actionUrl} className="address__form" noValidate>
          <input type="hidden" name="volver" value={data.volver} />
          <input type="hidden" name="tab" value={tab} />
          <input type="hidden" name="lat" value={values.lat} />
          <input type="hidden" name="lng" value={values.lng} />
          <input type="hidden" name="country" value={values.country} />
          <input type="hidden" name="fromPlace" value={values.fromPlace ? "1" : ""} />
          {/* The typed search text counts as 'direccion' until a place is chosen (§5 'Ingrese una dirección'). */}
          <input type="hidden" name="direccion" value={values.direccion || (tab === "direccion" ? query : "")} />
          <AddressFields
            uid={uid}
            mode={data.mode}
            tab={tab}
            values={values}
            errors={errors}
            betweenStreetsRequired={data.betweenStreetsRequired}
            onChange={(patch) => setValues((v) => ({ ...v, ...patch }))}
          />
          {formError ? (
            <p className="form-error" role="alert">
              {formError}
            </p>
          ) : null}
          {/* CONTINUAR comes first in the DOM so that Enter submits it; CSS shows CANCELAR first. */}
          <div className="modal__actions address__actions">
            <button type="submit" name="intent" value="save" className="button" disabled={busy}>
              {busy ? "Guardando…" : "CONTINUAR"}
            </button>
            {data.mandatory && !hydrated ? (
              <button type="submit" name="intent" value="cancel" className="button button--ghost" formNoValidate>
                CANCELAR
              </button>
            ) : (
              <Link to={data.volver} className="button button--ghost" onClick={cancel}>
                CANCELAR
              </Link>
            )}
          </div>
        </save.Form>
        {data.hasLocation ? (
          // A separate form: forms cannot nest. Works the same with and without JavaScript.
          <Form method="post" action={actionUrl} className="address__forget">
            <input type="hidden" name="volver" value={data.volver} />
            <button type="submit" name="intent" value="forget" className="button button--ghost button--small" formNoValidate>
              Borrar mi dirección
            </button>
          </Form>
        ) : null}
      </div>
      {toast ? (
        <p className="address__toast" role="alert">
          {toast}
        </p>
      ) : null}
    </div>
  );
}
