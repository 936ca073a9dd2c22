import { lazy, Suspense, useEffect, useState } from "react";
import { TextField } from "./form-fields";

// The pin map (maplibre) loads only in the browser, after the page works without it.
const PinMap = lazy(() => import("~/ui/console/pin-map").then((m) => ({ default: m.PinMap })));

type Values = Record<string, string | undefined>;
type Errors = Record<string, string>;

/**
 * A location's address: street, number and city, and with JavaScript the draggable pin (hidden
 * lat/lng fields). Without JavaScript the address is geocoded on save (`hint` says so).
 */
export function LocationAddressFields({ values, errors, pin, hint }: { values: Values; errors: Errors; pin: { lat: number; lng: number } | null; hint: string }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <fieldset>
      <legend>Dirección del local</legend>
      <TextField label="Calle" name="street" value={values.street ?? ""} errors={errors} maxLength={80} />
      <TextField label="Altura" name="number" value={values.number ?? ""} errors={errors} inputMode="numeric" maxLength={10} />
      <TextField label="Ciudad" name="city" value={values.city ?? ""} errors={errors} maxLength={60} />
      {hydrated ? (
        <Suspense fallback={null}>
          <PinMap initial={pin} />
        </Suspense>
      ) : (
        <p className="bo-hint">{hint}</p>
      )}
    </fieldset>
  );
}

/** A location's WhatsApp and call phones. */
export function LocationPhoneFields({ values, errors }: { values: Values; errors: Errors }) {
  return (
    <div className="bo-pair">
      <TextField label="WhatsApp" name="whatsapp" value={values.whatsapp ?? ""} errors={errors} inputMode="tel" maxLength={30} />
      <TextField label="Teléfono para llamar (opcional)" name="callPhone" value={values.callPhone ?? ""} errors={errors} inputMode="tel" maxLength={30} />
    </div>
  );
}
