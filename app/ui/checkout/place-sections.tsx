// Local, scheduling and delivery address sections of 'Confirmación del pedido'
// (storefront.md §2 Checkout page, §4 Scheduling, §3 User location).
import { useEffect, useState } from "react";
import { Field, errorProps } from "./field";
import type { CheckoutPageData } from "~/routes/menu.$alias.checkout/checkout-view.server";

export function LocalSection({ page }: { page: CheckoutPageData }) {
  return (
    <section className="co-card co-local" aria-labelledby="co-local-title">
      <h2 id="co-local-title" className="co-card__title">Local</h2>
      <p className="co-local__name">{page.local.name}</p>
      <p className="muted co-local__address">{page.local.address}</p>
      <p className="co-local__meta">
        <span className="pill co-local__mode">{page.modeName}</span>
        <a href={page.paths.hours} className="co-link">Ver horarios</a>
      </p>
    </section>
  );
}

export function ScheduleSection({ page, hydrated, onToggle }: { page: CheckoutPageData; hydrated: boolean; onToggle: () => void }) {
  const s = page.scheduling;
  const [day, setDay] = useState(page.values.day);
  const [time, setTime] = useState(page.values.time);
  const [scheduled, setScheduled] = useState(page.values.scheduled);
  // A new page model (server adjusted the slot) wins over the local choice.
  useEffect(() => {
    setDay(page.values.day);
    setTime(page.values.time);
    setScheduled(page.values.scheduled);
  }, [page.seq, page.values.day, page.values.time, page.values.scheduled]);
  if (!s) return null;
  const times = s.days.find((d) => d.date === day)?.times ?? s.days[0]?.times ?? [];
  const error = page.fieldErrors.schedule;
  const showSlots = !s.toggles || scheduled || !hydrated;

  const slots = (
    <div className="co-sched__slots" hidden={!showSlots}>
      <p className="muted co-sched__subtitle">{s.subtitle}</p>
      <div className="co-grid co-grid--two">
        <Field id="co-day" label="Día">
          <select
            id="co-day"
            name="day"
            className="input"
            value={day}
            onChange={(e) => {
              const next = e.currentTarget.value;
              const nextTimes = s.days.find((d) => d.date === next)?.times ?? [];
              setDay(next);
              // §4: changing day keeps the time when offered, else the day's first slot.
              if (!nextTimes.includes(time)) setTime(nextTimes[0] ?? "");
            }}
          >
            {s.days.map((d) => (
              <option key={d.date} value={d.date}>{d.label}</option>
            ))}
          </select>
        </Field>
        <Field id="co-time" label="Hora" error={error}>
          <select id="co-time" name="time" className="input" value={times.includes(time) ? time : times[0] ?? ""} onChange={(e) => setTime(e.currentTarget.value)} {...errorProps("co-time", error)}>
            {times.map((t) => (
              <option key={t} value={t}>{t}</option>
            ))}
          </select>
        </Field>
      </div>
      {hydrated ? null : (
        <button type="submit" name="intent" value="recalculate" className="button button--ghost button--small co-sched__refresh">
          Ver horarios del día
        </button>
      )}
    </div>
  );

  return (
    <section className="co-card co-sched" aria-labelledby="co-sched-title">
      <h2 id="co-sched-title" className="co-card__title">{s.title}</h2>
      {s.toggles ? (
        <fieldset className="co-toggle">
          <legend className="visually-hidden">{s.title}</legend>
          {s.toggles.map((label, i) => (
            <label key={label} className="co-toggle__option">
              <input
                type="radio"
                name="scheduled"
                value={String(i)}
                checked={scheduled === (i === 1)}
                onChange={() => {
                  setScheduled(i === 1);
                  onToggle();
                }}
              />
              <span>{label}</span>
            </label>
          ))}
        </fieldset>
      ) : (
        <input type="hidden" name="scheduled" value="1" />
      )}
      {slots}
    </section>
  );
}

export function AddressSection({ page }: { page: CheckoutPageData }) {
  const a = page.address;
  if (!a) return null;
  const e = page.fieldErrors;
  return (
    <section className="co-card co-address" aria-labelledby="co-address-title">
      <h2 id="co-address-title" className="co-card__title">Dirección de entrega</h2>
      <div className={`co-address__current${e.address ? " co-address__current--error" : ""}`}>
        <p id="co-address-text" className="co-address__text">
          {a.fullAddress ?? <span className="muted">Todavía no ingresaste tu dirección</span>}
        </p>
        <button type="submit" name="intent" value="change-address" className="button button--bordered button--small" formNoValidate>
          {a.fullAddress ? "Cambiar" : "Ingresar dirección"}
        </button>
      </div>
      {e.address ? <p className="field-error" role="alert">{e.address}</p> : null}
      <div className="co-grid">
        <Field id="co-between" label={a.betweenStreetsRequired ? "Entrecalles" : <>Entrecalles <span className="muted">(opcional)</span></>} error={e.betweenStreets}>
          <input id="co-between" name="betweenStreets" className="input" defaultValue={page.values.betweenStreets} {...errorProps("co-between", e.betweenStreets)} />
        </Field>
        <Field id="co-details" label={<>Aclaraciones <span className="muted">(opcional)</span></>}>
          <input id="co-details" name="addressDetails" className="input" defaultValue={page.values.addressDetails} placeholder="Piso, departamento, timbre" />
        </Field>
      </div>
    </section>
  );
}
