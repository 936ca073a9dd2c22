// Order notes on the checkout (storefront.md §5 Plate and cart: "Notes limit 250
// characters for order and item notes, shown as used/limit, configurable or
// disabled"; §3 order payload `notes`). The limit is the branch's
// menuConfig.notesLimit; null disables notes (no textarea). The counter is
// server-rendered and follows the typing with JavaScript; maxLength caps it in
// the browser and the action refuses a longer text with its message.
import { useState } from "react";

export function NotesSection({ limit, value, error }: { limit: number | null; value: string; error?: string }) {
  const [used, setUsed] = useState(value.length);
  if (limit == null) return null;
  return (
    <section className="co-card" aria-labelledby="co-notes-title">
      <h2 id="co-notes-title" className="co-card__title">Notas del pedido</h2>
      <div className={`field co-field${error ? " co-field--error" : ""}`}>
        <label htmlFor="co-notes" className="visually-hidden">Notas del pedido</label>
        <textarea
          id="co-notes"
          name="notes"
          className="input co-notes"
          maxLength={limit}
          rows={3}
          defaultValue={value}
          placeholder="Algo que el local deba saber"
          aria-describedby={error ? "co-notes-count co-notes-error" : "co-notes-count"}
          aria-invalid={error ? true : undefined}
          onInput={(e) => setUsed(e.currentTarget.value.length)}
        />
        <p id="co-notes-count" className="co-notes__counter muted">
          {`${used}/${limit}`}
        </p>
        {error ? (
          <p className="field-error" id="co-notes-error">
            {error}
          </p>
        ) : null}
      </div>
    </section>
  );
}
