// One order mode's form on the location's page: active, taking orders, scheduled only, the delay
// estimate, its hours (the location's, 'Siempre abierto' or its own week), payments, service fee
// and surcharges. Without JavaScript its own week is always shown (it counts only when chosen);
// with JavaScript it shows only while 'Sus propios horarios' is chosen.
import { Form } from "@remix-run/react";
import { useEffect, useState } from "react";
import { MAX_PAYMENT_DESCRIPTION, MAX_PAYMENT_NAME, MAX_SURCHARGES, NEW_PAYMENT_CHOICES, surchargeField, type ModeHours } from "~/domain/shop/order-mode-form";
import type { PaymentMethod } from "~/domain/types";
import { CheckboxField, ErrorText, SelectField, TextField } from "~/ui/back-office/form-fields";
import { WeekFields } from "./hours-fields";
import type { LocationActionData } from "./location-page.server";

export interface OrderModeView {
  id: number;
  name: string;
  values: Record<string, string>;
  payments: { id: number; name: string; method: PaymentMethod; active: boolean }[];
  surchargeRows: number;
  seen: string;
}

const HOURS_CHOICES: { value: ModeHours; label: string }[] = [
  { value: "local", label: "El horario del local" },
  { value: "siempre", label: "Siempre abierto" },
  { value: "propio", label: "Sus propios horarios" },
];

export function OrderModeForm({ mode, result, saving }: { mode: OrderModeView; result: LocationActionData | null; saving: boolean }) {
  const values = result ? result.values : mode.values;
  const errors = result ? result.errors : {};
  const paid = new Set(result ? result.payments : mode.payments.filter((p) => p.active).map((p) => String(p.id)));
  const checked = (name: string) => (values[name] ?? "") !== "";
  const id = (name: string) => `m${mode.id}-${name}`;
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const [hours, setHours] = useState<string>(values.horario || "local");
  // A kind the mode has is not offered again (one cash, one card, one online payment per mode).
  const addable = NEW_PAYMENT_CHOICES.filter((c) => !mode.payments.some((p) => p.method === c.value));
  return (
    <Form method="post" className="bo-form card bo-hours" id={`modo-${mode.id}`} aria-labelledby={`modo-${mode.id}-titulo`}>
      <h2 id={`modo-${mode.id}-titulo`}>Modo de pedido: {mode.name}</h2>
      {result?.message ? (
        <p className="form-error" role="alert">
          {result.message}
        </p>
      ) : null}
      <input type="hidden" name="modo" value={mode.id} />
      <input type="hidden" name="visto" value={mode.seen} />
      <CheckboxField label="Activo (se ofrece en la tienda)" name="active" checked={checked("active")} />
      <CheckboxField label="Toma pedidos (sin esto, el menú es solo informativo)" name="orderEnabled" checked={checked("orderEnabled")} />
      <CheckboxField label="Solo pedidos programados" name="scheduledOnly" checked={checked("scheduledOnly")} />
      <div className="bo-pair">
        <TextField label="Demora mínima (minutos)" id={id("minDelay")} name="minDelay" value={values.minDelay ?? ""} errors={errors} inputMode="numeric" />
        <TextField label="Demora máxima (minutos)" id={id("maxDelay")} name="maxDelay" value={values.maxDelay ?? ""} errors={errors} inputMode="numeric" />
      </div>
      <fieldset>
        <legend>Horario del modo</legend>
        {HOURS_CHOICES.map((c) => (
          <label key={c.value} className="bo-check">
            <input type="radio" name="horario" value={c.value} defaultChecked={hours === c.value} onChange={() => setHours(c.value)} /> {c.label}
          </label>
        ))}
      </fieldset>
      {/* Left out rather than `hidden` once hydrated: the back office's fieldsets are `display: grid`. */}
      {!hydrated || hours === "propio" ? (
        <fieldset>
          <legend>Sus propios horarios</legend>
          {hydrated ? null : <p className="bo-hint">Cuentan solo si elige «Sus propios horarios». Un día sin horarios queda cerrado para este modo.</p>}
          <WeekFields values={values} errors={errors} idPrefix={id("")} labelOf={(day) => `${mode.name}, ${day}`} />
        </fieldset>
      ) : null}
      <fieldset>
        <legend>Medios de pago</legend>
        {mode.payments.length === 0 ? <p className="bo-hint">Este modo no tiene medios de pago.</p> : null}
        {mode.payments.map((p) => (
          <CheckboxField key={p.id} label={p.name} name="pago" value={String(p.id)} checked={paid.has(String(p.id))} />
        ))}
        {addable.length > 0 ? (
          <>
            <SelectField
              label="Agregar medio de pago"
              id={id("nuevoPago")}
              name="nuevoPago"
              value={values.nuevoPago ?? ""}
              errors={errors}
              options={addable}
              none="Ninguno"
            />
            <div className="bo-pair">
              <TextField
                label="Nombre que ve el cliente (opcional)"
                id={id("nuevoPagoNombre")}
                name="nuevoPagoNombre"
                value={values.nuevoPagoNombre ?? ""}
                errors={errors}
                maxLength={MAX_PAYMENT_NAME}
              />
              <TextField
                label="Descripción (opcional)"
                id={id("nuevoPagoDescripcion")}
                name="nuevoPagoDescripcion"
                value={values.nuevoPagoDescripcion ?? ""}
                errors={errors}
                maxLength={MAX_PAYMENT_DESCRIPTION}
              />
            </div>
          </>
        ) : null}
      </fieldset>
      <fieldset>
        <legend>Cargo por servicio</legend>
        <div className="bo-pair">
          <TextField label="Monto fijo (pesos)" id={id("cargoFijo")} name="cargoFijo" value={values.cargoFijo ?? ""} errors={errors} inputMode="numeric" />
          <TextField
            label="Más un porcentaje del pedido"
            id={id("cargoPorcentaje")}
            name="cargoPorcentaje"
            value={values.cargoPorcentaje ?? ""}
            errors={errors}
            inputMode="decimal"
          />
        </div>
      </fieldset>
      <fieldset>
        <legend>Recargos</legend>
        {Array.from({ length: Math.min(MAX_SURCHARGES, mode.surchargeRows) }, (_, row) => {
          const f = (field: Parameters<typeof surchargeField>[1]) => surchargeField(row, field);
          return (
            <div key={row} className="bo-surcharge">
              {values[f("id")] ? <input type="hidden" name={f("id")} value={values[f("id")]} /> : null}
              <TextField
                label={values[f("id")] ? "Nombre" : "Nuevo recargo (nombre)"}
                id={id(f("nombre"))}
                name={f("nombre")}
                value={values[f("nombre")] ?? ""}
                errors={errors}
                maxLength={80}
              />
              <div className="bo-pair">
                <SelectField
                  label="Tipo"
                  id={id(f("tipo"))}
                  name={f("tipo")}
                  value={values[f("tipo")] || "FIXED"}
                  errors={errors}
                  options={[
                    { value: "FIXED", label: "Monto fijo (pesos)" },
                    { value: "PERCENT", label: "Porcentaje" },
                  ]}
                />
                <TextField label="Valor" id={id(f("valor"))} name={f("valor")} value={values[f("valor")] ?? ""} errors={errors} inputMode="numeric" />
              </div>
              <CheckboxField label="Activo" name={f("activo")} checked={values[f("id")] ? checked(f("activo")) : true} />
            </div>
          );
        })}
      </fieldset>
      <button type="submit" name="intent" value="modo" className="button" disabled={saving}>
        Guardar {mode.name}
      </button>
    </Form>
  );
}
