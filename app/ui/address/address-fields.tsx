// The address form's fields (storefront.md §3 Address object, simple/complex mode;
// §4: fields filled by place lookup are read-only, 'no street number' clears and
// disables the number). Every input has a label and its own §5 message.
import type { AddressErrors, AddressMode, AddressTab } from "~/domain/address/address";
import type { AddressValues } from "~/domain/address/address-values";

type Key = "street" | "number" | "postalCode" | "province" | "city" | "betweenStreets" | "details";

export function AddressFields({
  uid,
  mode,
  tab,
  values,
  errors,
  betweenStreetsRequired,
  onChange,
}: {
  uid: string;
  mode: AddressMode;
  tab: AddressTab;
  values: AddressValues;
  errors: AddressErrors;
  betweenStreetsRequired: boolean;
  onChange: (patch: Partial<AddressValues>) => void;
}) {
  const field = (key: Key, label: string, opts: { required?: boolean; readOnly?: boolean; autoComplete?: string; disabled?: boolean; maxLength?: number } = {}) => {
    const id = `${uid}-${key}`;
    const error = (errors as Record<string, string | undefined>)[key];
    return (
      <div className="field" key={key}>
        <label htmlFor={id}>
          {label}
          {opts.required ? <span aria-hidden="true"> *</span> : <span className="address__optional"> (opcional)</span>}
        </label>
        <input
          id={id}
          name={key}
          value={values[key]}
          onChange={(e) => onChange({ [key]: e.target.value } as Partial<AddressValues>)}
          readOnly={opts.readOnly}
          disabled={opts.disabled}
          autoComplete={opts.autoComplete}
          maxLength={opts.maxLength ?? 120}
          aria-required={opts.required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error ? (
          <p id={`${id}-error`} className="field-error">
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  // §4: a field the chosen place filled is read-only (still sent with the form).
  const filled = (key: Key) => values.fromPlace && values[key] !== "";
  const complex = mode === "complex" && tab === "direccion";

  return (
    <div className="address__fields">
      {complex ? (
        <>
          {field("street", "Calle", { required: true, readOnly: filled("street"), autoComplete: "address-line1" })}
          <div className="address__row">
            {values.noNumber ? (
              // §4: ticking 'Sin número' clears and disables the number field.
              field("number", "Número", { required: false, disabled: true, maxLength: 20 })
            ) : (
              field("number", "Número", { required: true, readOnly: filled("number"), maxLength: 20 })
            )}
            <label className="address__check">
              <input
                type="checkbox"
                name="noNumber"
                checked={values.noNumber}
                onChange={(e) => onChange({ noNumber: e.target.checked, number: e.target.checked ? "" : values.number })}
              />
              Sin número
            </label>
          </div>
          <div className="address__row">
            {field("postalCode", "Código postal", { required: true, readOnly: filled("postalCode"), autoComplete: "postal-code", maxLength: 20 })}
            {field("city", "Ciudad", { required: true, readOnly: filled("city"), autoComplete: "address-level2" })}
          </div>
          {field("province", "Provincia", { required: true, readOnly: filled("province"), autoComplete: "address-level1" })}
        </>
      ) : (
        <>
          <input type="hidden" name="street" value={values.street} />
          <input type="hidden" name="number" value={values.number} />
          <input type="hidden" name="postalCode" value={values.postalCode} />
          <input type="hidden" name="city" value={values.city} />
          <input type="hidden" name="province" value={values.province} />
        </>
      )}
      {field("betweenStreets", "Entrecalles", { required: betweenStreetsRequired, maxLength: 200 })}
      {field("details", "Aclaraciones (piso, depto, timbre)", { maxLength: 250 })}
    </div>
  );
}
