// 'Mi pago', 'Código de descuento' and 'Mis {points name}' (storefront.md §2
// Checkout page, §4 payment / discount code / loyalty, §5 Discount code,
// Loyalty redemption). Each action is a submit button with its intent, so it
// works without JavaScript; messages come from the server.
import { Field, errorProps } from "./field";
import type { CheckoutPageData } from "~/routes/menu.$alias.checkout/checkout-view.server";

const PAYMENT_NOTE: Record<string, string> = {
  CARD: "Pagás con tarjeta al retirar tu pedido.",
  ONLINE: "Al confirmar, completás el pago con tarjeta de forma segura.",
};

export function PaymentSection({ page, hydrated, onChange }: { page: CheckoutPageData; hydrated: boolean; onChange: () => void }) {
  const v = page.values;
  const error = page.fieldErrors.paysWith;
  return (
    <section className="co-card co-pay" aria-labelledby="co-pay-title">
      <h2 id="co-pay-title" className="co-card__title">Mi pago</h2>
      <fieldset className="co-pay__options">
        <legend className="visually-hidden">Medio de pago</legend>
        {page.payments.map((p, i) => (
          <div key={p.id} className="co-pay__option">
            <label className="co-pay__label">
              <input type="radio" name="paymentTypeId" value={p.id} defaultChecked={v.paymentTypeId === p.id} onChange={onChange} />
              <span className="co-pay__name">{p.showName}</span>
              {p.description ? <small className="muted">{p.description}</small> : null}
            </label>
            <div className="co-pay__extra">
              {p.method === "CASH" && page.payments.findIndex((x) => x.method === "CASH") === i ? (
                <Field id={`co-pays-with-${p.id}`} label="¿Con cuánto abonás?" error={error}>
                  <input
                    id={`co-pays-with-${p.id}`}
                    name="paysWith"
                    type="number"
                    inputMode="numeric"
                    min={0}
                    step="any"
                    className="input"
                    placeholder="Ej.: 20000"
                    defaultValue={v.paysWith}
                    {...errorProps(`co-pays-with-${p.id}`, error)}
                  />
                </Field>
              ) : (
                <p className="muted co-pay__note">{PAYMENT_NOTE[p.online ? "ONLINE" : p.method] ?? ""}</p>
              )}
            </div>
          </div>
        ))}
      </fieldset>
      {hydrated ? null : (
        <button type="submit" name="intent" value="recalculate" className="button button--ghost button--small">
          Actualizar total
        </button>
      )}
    </section>
  );
}

export function CodeSection({ page }: { page: CheckoutPageData }) {
  const c = page.code;
  return (
    <section className="co-card co-code" aria-labelledby="co-code-title">
      <h2 id="co-code-title" className="co-card__title">Código de descuento</h2>
      {c.applied ? (
        <div className="co-code__applied">
          <p className="co-code__badge">
            <span className="pill">{c.applied.code}</span>
            <span className="price">{c.applied.text}</span>
          </p>
          {c.applied.terms.length ? (
            <ul className="co-code__terms muted">
              {c.applied.terms.map((t) => <li key={t}>{t}</li>)}
            </ul>
          ) : null}
          {c.applied.warning ? <p className="co-code__warning" role="status">{c.applied.warning}</p> : null}
          <button type="submit" name="intent" value="remove-code" className="button button--ghost button--small">Quitar código</button>
        </div>
      ) : (
        <div className="co-inline">
          <Field id="co-code" label="Código" error={c.message ?? undefined}>
            <input
              id="co-code"
              name="code"
              className="input co-code__input"
              autoCapitalize="characters"
              autoComplete="off"
              defaultValue={page.values.code}
              onKeyDown={(e) => {
                if (e.key !== "Enter") return;
                e.preventDefault();
                e.currentTarget.form?.querySelector<HTMLButtonElement>('button[value="apply-code"]')?.click();
              }}
              {...errorProps("co-code", c.message ?? undefined)}
            />
          </Field>
          <button type="submit" name="intent" value="apply-code" className="button button--bordered co-inline__button">Aplicar</button>
        </div>
      )}
    </section>
  );
}

export function LoyaltySection({ page }: { page: CheckoutPageData }) {
  const l = page.loyalty;
  if (!l) return null;
  return (
    <section className="co-card co-loyalty" aria-labelledby="co-loyalty-title">
      <h2 id="co-loyalty-title" className="co-card__title">{l.title}</h2>
      <p className="co-loyalty__balance">
        Tenés <strong>{l.balance}</strong> {l.pointsName} disponibles
      </p>
      {l.applied ? (
        <div className="co-code__applied">
          <p className="co-code__badge">
            <span>Canjeás {l.applied.points} {l.pointsName}</span>
            <span className="price">{l.applied.text}</span>
          </p>
          <button type="submit" name="intent" value="remove-points" className="button button--ghost button--small">Quitar canje</button>
        </div>
      ) : l.canRedeem ? (
        <div className="co-inline">
          <Field id="co-points" label={`${l.pointsName} a canjear`} error={l.message ?? undefined}>
            <input id="co-points" name="points" type="number" inputMode="numeric" min={0} step={1} className="input" defaultValue={String(l.proposal)} {...errorProps("co-points", l.message ?? undefined)} />
          </Field>
          <button type="submit" name="intent" value="redeem-points" className="button button--bordered co-inline__button">Canjear</button>
        </div>
      ) : l.message ? (
        <p className="field-error">{l.message}</p>
      ) : null}
    </section>
  );
}
