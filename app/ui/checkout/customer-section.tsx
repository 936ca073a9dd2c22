// 'Mis datos' (storefront.md §2 Checkout page, §5 Phone / Checkout submit):
// phone with the 12 allowed countries, name, last name (delivery), email
// (mandatory where the local asks), document, table number (table mode) and
// the opt-in checkbox (§4: only when not opted in and the phone is valid).
import { useRef } from "react";
import { Field, errorProps } from "./field";
import type { CheckoutPageData } from "~/routes/menu.$alias.checkout/checkout-view.server";

export function CustomerSection({ page, onPhoneInput }: { page: CheckoutPageData; onPhoneInput: () => void }) {
  const v = page.values;
  const e = page.fieldErrors;
  const c = page.customer;
  const optInBox = useRef<HTMLInputElement>(null);
  const optInPhone = useRef<HTMLInputElement>(null);
  const optInPhoneCountry = useRef<HTMLInputElement>(null);
  // §4 the opt-in checkbox resets to checked when the phone changes; it then
  // belongs to the phone now typed (the server applies the same rule without JavaScript).
  const phoneInput = (event: { currentTarget: HTMLInputElement | HTMLSelectElement }) => {
    const form = event.currentTarget.form;
    if (optInBox.current) optInBox.current.checked = true;
    if (optInPhone.current && form) optInPhone.current.value = String(new FormData(form).get("phone") ?? "");
    if (optInPhoneCountry.current && form) optInPhoneCountry.current.value = String(new FormData(form).get("phoneCountry") ?? "");
    onPhoneInput();
  };
  return (
    <section className="co-card" aria-labelledby="co-me-title">
      <h2 id="co-me-title" className="co-card__title">Mis datos</h2>
      {c.greetingName ? <p className="muted co-card__lead">Hola, {c.greetingName}</p> : null}
      <div className="co-grid">
        <Field id="co-phone" label="Teléfono" error={e.phone}>
          <div className="co-phone">
            <label htmlFor="co-phone-country" className="visually-hidden">País del teléfono</label>
            <select id="co-phone-country" name="phoneCountry" defaultValue={v.phoneCountry} className="input co-phone__country" onChange={phoneInput}>
              {page.countries.map((ct) => (
                <option key={ct.code} value={ct.code}>
                  {`${ct.name} (${ct.dial})`}
                </option>
              ))}
            </select>
            <input
              id="co-phone"
              name="phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              className="input"
              defaultValue={v.phone}
              placeholder="11 5555-0001"
              required
              onInput={phoneInput}
              {...errorProps("co-phone", e.phone)}
            />
          </div>
        </Field>
        <Field id="co-name" label="Nombre" error={e.name}>
          <input id="co-name" name="name" autoComplete="given-name" className="input" defaultValue={v.name} required {...errorProps("co-name", e.name)} />
        </Field>
        {c.showLastName ? (
          <Field id="co-last-name" label="Apellido" error={e.lastName}>
            <input id="co-last-name" name="lastName" autoComplete="family-name" className="input" defaultValue={v.lastName} {...errorProps("co-last-name", e.lastName)} />
          </Field>
        ) : null}
        <Field id="co-email" label={c.emailRequired ? "Email" : <>Email <span className="muted">(opcional)</span></>} error={e.email}>
          <input id="co-email" name="email" type="email" autoComplete="email" className="input" defaultValue={v.email} required={c.emailRequired} {...errorProps("co-email", e.email)} />
        </Field>
        <Field id="co-document" label={<>Documento <span className="muted">(opcional)</span></>} error={e.document}>
          <input id="co-document" name="document" inputMode="numeric" className="input" defaultValue={v.document} {...errorProps("co-document", e.document)} />
        </Field>
        {c.showTable ? (
          <Field id="co-table" label="Número de mesa" error={e.tableNumber}>
            <input id="co-table" name="tableNumber" inputMode="numeric" className="input" defaultValue={v.tableNumber} required {...errorProps("co-table", e.tableNumber)} />
          </Field>
        ) : null}
      </div>
      {c.showOptIn ? (
        <label className="co-check">
          <input type="hidden" name="optInShown" value="1" />
          <input type="hidden" name="optInPhone" value={v.phone} ref={optInPhone} />
          <input type="hidden" name="optInPhoneCountry" value={v.phoneCountry} ref={optInPhoneCountry} />
          {/* Keyed by the phone: a new phone from the server mounts it afresh with its value. */}
          <input key={`${v.phoneCountry}:${v.phone}`} ref={optInBox} type="checkbox" name="optIn" value="on" defaultChecked={v.optIn} />
          <span>Quiero recibir novedades y promociones del local</span>
        </label>
      ) : null}
    </section>
  );
}
