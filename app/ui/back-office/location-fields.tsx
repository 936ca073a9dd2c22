import { lazy, Suspense, useEffect, useState } from "react";
import { TextField } from "./form-fields";

// The pin map (maplibre) loads only in the browser, after the page works without it.
const PinMap = lazy(() => import("~/ui/console/pin-map").then((m) => ({ default: m.PinMap })));

type Values = Record<string, string | undefined>;
type Errors = Record<string, string>;

/** The input's id: `idPrefix` keeps two forms of one page (new location, new branch) apart. */
const fieldId = (idPrefix: string | undefined, name: string) => (idPrefix ? `${idPrefix}-${name}` : undefined);

/**
 * A location's address: street, number and city, and with JavaScript the draggable pin (hidden
 * lat/lng fields). Without JavaScript the address is geocoded on save (`hint` says so).
 */
export function LocationAddressFields({
  values,
  errors,
  pin,
  hint,
  idPrefix,
  legend = "Dirección del local",
  mapLabel,
}: {
  values: Values;
  errors: Errors;
  pin: { lat: number; lng: number } | null;
  hint: string;
  idPrefix?: string;
  legend?: string;
  mapLabel?: string;
}) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <fieldset>
      <legend>{legend}</legend>
      <div className="bo-address">
        <TextField label="Calle" id={fieldId(idPrefix, "street")} name="street" value={values.street ?? ""} errors={errors} maxLength={80} />
        <TextField
          label="Altura"
          id={fieldId(idPrefix, "number")}
          name="number"
          value={values.number ?? ""}
          errors={errors}
          inputMode="numeric"
          maxLength={10}
        />
        <TextField label="Ciudad" id={fieldId(idPrefix, "city")} name="city" value={values.city ?? ""} errors={errors} maxLength={60} />
      </div>
      {hydrated ? (
        <Suspense fallback={null}>
          <PinMap initial={pin} label={mapLabel} />
        </Suspense>
      ) : (
        <p className="bo-hint">{hint}</p>
      )}
    </fieldset>
  );
}

/** A location's WhatsApp and call phones. */
export function LocationPhoneFields({ values, errors, idPrefix }: { values: Values; errors: Errors; idPrefix?: string }) {
  return (
    <div className="bo-pair">
      <TextField
        label="WhatsApp"
        id={fieldId(idPrefix, "whatsapp")}
        name="whatsapp"
        value={values.whatsapp ?? ""}
        errors={errors}
        inputMode="tel"
        maxLength={30}
      />
      <TextField
        label="Teléfono para llamar (opcional)"
        id={fieldId(idPrefix, "callPhone")}
        name="callPhone"
        value={values.callPhone ?? ""}
        errors={errors}
        inputMode="tel"
        maxLength={30}
      />
    </div>
  );
}

/** The point posted back with a refused form (the pin the owner had placed), or none. */
export function postedPin(values: Values): { lat: number; lng: number } | null {
  const lat = Number(values.lat);
  const lng = Number(values.lng);
  return values.lat && values.lng && Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : null;
}
