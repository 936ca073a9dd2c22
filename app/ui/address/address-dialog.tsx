// '¿Dónde te encuentras?' (storefront.md §2 Modals; §4 Address modal; §5 Address
// rules; §8 'Error obteniendo coordenadas'; §9 debounce 500 ms). One component for
// the page /menu/{alias}/direccion (works without JavaScript: GET search form,
// suggestion POST forms, POST address form) and for the modal over the menu
// (JavaScript: debounced fetcher suggestions, map, device geolocation).
// The search ('Mi dirección') is address-search.tsx with usePlaceSearch; the device's
// coordinates ('Mi ubicación') are useDeviceLocation.
import { Form, Link, useFetcher } from "@remix-run/react";
import { lazy, Suspense, useEffect, useId, useState } from "react";
import {
  MSG_ADDRESS_MANDATORY,
  MSG_GEOLOCATION_ERROR,
  placeCompletenessMessage,
  type AddressErrors,
  type AddressTab,
  type Place,
} from "~/domain/address/address";
import { useHydrated } from "~/ui/use-hydrated";
import { AddressFields } from "./address-fields";
import { AddressSearch } from "./address-search";
import { PinIcon } from "./pin-icon";
import { useDeviceLocation } from "./use-device-location";
import { usePlaceSearch } from "./use-place-search";
import type { AddressPageData, AddressReply } from "~/views/address-page.server";
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

  const initial = reply?.values ?? data.values;
  const [tab, setTab] = useState<AddressTab>(initial.tab ?? data.tab);
  const [values, setValues] = useState<AddressValues>(initial);
  const [toast, setToast] = useState<string | null>(null);
  const search = usePlaceSearch(base, data, hydrated);
  const { geo, locate, reset: resetGeo } = useDeviceLocation(base, setValues);
  const [cancelError, setCancelError] = useState<string | null>(null);
  const errors: AddressErrors = save.data?.errors ?? reply?.errors ?? {};
  useEffect(() => {
    if (save.data?.values) setValues(save.data.values);
  }, [save.data]);

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
    search.reset();
    setToast(null);
    resetGeo();
  };

  const choose = (place: Place) => (e: React.MouseEvent) => {
    e.preventDefault();
    setValues(valuesFromPlace(place, values));
    // §5 complex mode: 'Debes completar {list} para avanzar' as an error toast after picking a place.
    setToast(data.mode === "complex" ? placeCompletenessMessage(place) : null);
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
          <AddressSearch uid={uid} base={base} actionUrl={actionUrl} data={data} search={search} errors={errors} hydrated={hydrated} onChoose={choose} />
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
          <input type="hidden" name="direccion" value={values.direccion || (tab === "direccion" ? search.query : "")} />
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
