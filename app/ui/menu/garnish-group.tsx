import { useId } from "react";
import { SOLD_OUT_LABEL } from "~/domain/menu/sold-out";
import { groupHint, groupMax, setGarnishQuantity, toggleGarnish } from "~/domain/cart/cart-validation";
import { formatMoney } from "~/domain/money";
import type { CartExtraGroup, GarnishGroup } from "~/domain/types";
import type { MoneyFormat } from "~/domain/money";

export type GroupKind = "radio" | "checkbox" | "stepper";

/**
 * storefront.md §5 Plate and cart: a single-choice group with max 1 swaps its
 * selection (radios); a group whose garnishes can repeat gets steppers; any
 * other group gets checkboxes.
 */
export function groupKind(group: GarnishGroup): GroupKind {
  const max = groupMax(group);
  if (!group.multipleSelection) return max === 1 ? "radio" : "checkbox";
  return max === 1 ? "checkbox" : "stepper";
}

/** One extras group of the plate form. Field names match routes/menu.$alias.$mode.$category.$plate/plate-form.server.ts. */
export function GarnishGroupField({
  group,
  selection,
  onChange,
  error,
  onError,
  hydrated,
  money,
}: {
  group: GarnishGroup;
  selection: CartExtraGroup | undefined;
  onChange: (selection: CartExtraGroup) => void;
  error: string | null;
  onError: (error: string | null) => void;
  hydrated: boolean;
  money: MoneyFormat;
}) {
  const uid = useId();
  const kind = groupKind(group);
  const name = `garnish.g${group.id}`;
  const hint = groupHint(group, selection);
  const quantityOf = (gid: number) => selection?.groupItems.find((i) => i.referenceId === gid)?.quantity ?? 0;
  const apply = (r: { selection: CartExtraGroup; error: string | null }) => {
    onError(r.error);
    if (!r.error) onChange(r.selection);
  };
  const garnishes = group.garnishes.filter((g) => g.visible);
  const priceOf = (price: number) => (price > 0 ? <span className="option__price">+ {formatMoney(price, money)}</span> : null);
  const full = Number.isFinite(groupMax(group)) && (selection?.groupItems ?? []).reduce((n, i) => n + i.quantity, 0) >= groupMax(group);

  return (
    <fieldset className="option-group" aria-describedby={`${uid}-hint`}>
      <legend className="option-group__legend">
        <span className="option-group__name">{group.showName || group.name}</span>
        {group.mandatory ? <span className="option-group__badge">Obligatorio</span> : null}
      </legend>
      <p id={`${uid}-hint`} className="option-group__hint" aria-live="polite">
        {hint}
      </p>
      <ul className="option-list" role="list">
        {kind === "radio" && !group.mandatory ? (
          <li>
            <label className="option">
              <input
                type="radio"
                name={name}
                value=""
                checked={(selection?.groupItems.length ?? 0) === 0}
                onChange={() => apply({ selection: { groupId: group.id, groupItems: [] }, error: null })}
              />
              <span className="option__name">Ninguno</span>
            </label>
          </li>
        ) : null}
        {garnishes.map((g) => {
          const q = quantityOf(g.id);
          if (kind === "stepper") {
            const inputId = `${uid}-${g.id}`;
            const set = (n: number) => apply(setGarnishQuantity(group, selection, g.id, n));
            return (
              <li key={g.id} className="option option--stepper">
                <label htmlFor={inputId} className="option__name">
                  {g.name}
                  {g.soldOut ? <span className="pill pill--sold-out">{SOLD_OUT_LABEL}</span> : null}
                </label>
                {priceOf(g.price)}
                <span className="stepper stepper--small">
                  {hydrated ? (
                    <button type="button" className="stepper__button" aria-label={`Quitar ${g.name}`} disabled={q === 0} onClick={() => set(q - 1)}>
                      −
                    </button>
                  ) : null}
                  <input
                    id={inputId}
                    className="stepper__input"
                    type="number"
                    inputMode="numeric"
                    name={`garnishQty.g${group.id}.i${g.id}`}
                    disabled={g.soldOut && q === 0}
                    min={0}
                    max={Number.isFinite(groupMax(group)) ? groupMax(group) : undefined}
                    value={q}
                    onChange={(e) => set(Number(e.target.value) || 0)}
                  />
                  {hydrated ? (
                    <button
                      type="button"
                      className="stepper__button"
                      aria-label={`Agregar ${g.name}`}
                      aria-disabled={full || undefined}
                      onClick={() => set(q + 1)}
                    >
                      +
                    </button>
                  ) : null}
                </span>
              </li>
            );
          }
          return (
            <li key={g.id}>
              <label className="option">
                <input
                  type={kind}
                  name={name}
                  value={g.id}
                  checked={q > 0}
                  disabled={g.soldOut && q === 0}
                  required={kind === "radio" && group.mandatory ? true : undefined}
                  onChange={() => apply(toggleGarnish(group, selection, g.id))}
                />
                <span className="option__name">
                  {g.name}
                  {g.soldOut ? <span className="pill pill--sold-out">{SOLD_OUT_LABEL}</span> : null}
                </span>
                {priceOf(g.price)}
              </label>
            </li>
          );
        })}
      </ul>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
