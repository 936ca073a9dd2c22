// Phone with a country select (storefront.md §5 Phone: 12 allowed countries,
// separate dial code). Used by the sign-in and the loyalty reward sign-up.
import { PHONE_COUNTRIES } from "./countries";

export function PhoneFields({
  idPrefix,
  country,
  phone,
  error,
  label = "Número de teléfono",
}: {
  idPrefix: string;
  country: string;
  phone: string;
  error?: string | null;
  label?: string;
}) {
  const errorId = `${idPrefix}-phone-error`;
  return (
    <div className="field">
      <label htmlFor={`${idPrefix}-phone`}>{label}</label>
      <div className="phone-fields">
        <label className="visually-hidden" htmlFor={`${idPrefix}-country`}>
          País
        </label>
        <select id={`${idPrefix}-country`} name="country" defaultValue={country} className="phone-fields__country">
          {PHONE_COUNTRIES.map((c) => (
            <option key={c.code} value={c.code}>
              {c.code.toUpperCase()} +{c.dial}
            </option>
          ))}
        </select>
        <input
          id={`${idPrefix}-phone`}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="11 5555-0001"
          defaultValue={phone}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          required
        />
      </div>
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
