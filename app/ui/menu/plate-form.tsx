import type { FetcherWithComponents, Form } from "@remix-run/react";
import { useEffect, useId, useState } from "react";
import { maxQuantityMessage, validateAddition } from "~/domain/cart/cart-validation";
import { MAX_CART_QUANTITY, formatMoney } from "~/domain/money";
import type { CartExtraGroup } from "~/domain/types";
import { SOLD_OUT_LABEL } from "~/domain/menu/sold-out";
import { GarnishGroupField } from "./garnish-group";
import { platePath } from "./paths";
import { plateTotal } from "./plate-price";
import { useHydrated } from "~/ui/use-hydrated";
import type { PlateActionError, PlateDetailData, PlateFormValues } from "~/routes/menu.$alias.$mode.$category.$plate/plate-form.server";

/** Remix <Form> on the page, a fetcher's Form in the modal. */
type FormLike = typeof Form | FetcherWithComponents<unknown>["Form"];

/**
 * The plate form of the item detail (storefront.md §2 Menu, §5 Plate and cart),
 * shared by the plate page (<Form>) and the modal (fetcher.Form). Without JS it
 * posts and the server validates and prices; with JS the price and the group
 * hints follow the choices and the domain rules run before posting.
 */
export function PlateForm({
  data,
  actionError,
  FormComponent,
  volver,
  busy,
}: {
  data: PlateDetailData;
  actionError: PlateActionError | null | undefined;
  FormComponent: FormLike;
  volver: "menu" | "categoria" | "modal";
  busy: boolean;
}) {
  const uid = useId();
  const hydrated = useHydrated();
  const { plate, discount, money, notesLimit } = data;
  const [values, setValues] = useState<PlateFormValues>(actionError?.values ?? data.initialValues);
  const [error, setError] = useState<string | null>(actionError?.error ?? null);
  const [groupErrors, setGroupErrors] = useState<Record<number, string | null>>({});

  // A new refusal from the server brings back what was posted and its message.
  useEffect(() => {
    if (!actionError) return;
    setValues(actionError.values);
    setError(actionError.error);
  }, [actionError]);

  const update = (patch: Partial<PlateFormValues>) => {
    setError(null);
    setValues((v) => ({ ...v, ...patch }));
  };
  const setGroup = (selection: CartExtraGroup) =>
    update({ extras: [...values.extras.filter((e) => e.groupId !== selection.groupId), selection] });

  const plateMax = Math.min(plate.maxQuantity ?? MAX_CART_QUANTITY, MAX_CART_QUANTITY);
  const setQuantity = (q: number) => {
    if (q > plateMax - data.unitsInCart) return setError(maxQuantityMessage(plateMax));
    update({ quantity: Math.max(1, q) });
  };
  const { total, original } = plateTotal(plate, discount, values);
  // The edit flag stays in the URL so a refused form (no JS) re-renders in edit mode.
  const action = platePath(data.paths, data.category.slug, plate.slug) + (data.editLineId ? `?linea=${data.editLineId}` : "");

  return (
    <FormComponent
      method="post"
      action={action}
      preventScrollReset
      className="plate-form"
      noValidate={hydrated}
      onSubmit={(e) => {
        const check = validateAddition(plate, values, notesLimit, data.unitsInCart);
        if (!check.ok) {
          e.preventDefault();
          setError(check.error);
        }
      }}
    >
      <input type="hidden" name="volver" value={volver} />
      {data.editLineId ? <input type="hidden" name="linea" value={data.editLineId} /> : null}

      {plate.sizes.length > 0 ? (
        <fieldset className="option-group">
          <legend className="option-group__legend">
            <span className="option-group__name">Tamaño</span>
            <span className="option-group__badge">Obligatorio</span>
          </legend>
          <p className="option-group__hint">Elige 1</p>
          <ul className="option-list" role="list">
            {plate.sizes.map((s) => (
              <li key={s.id}>
                <label className="option">
                  <input
                    type="radio"
                    name="sizeId"
                    value={s.id}
                    required
                    checked={values.sizeId === s.id}
                    onChange={() => update({ sizeId: s.id })}
                  />
                  <span className="option__name">{s.name}</span>
                  <span className="option__price">{formatMoney(s.price, money)}</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}

      {plate.garnishGroups.map((g) => (
        <GarnishGroupField
          key={g.id}
          group={g}
          selection={values.extras.find((e) => e.groupId === g.id)}
          onChange={setGroup}
          error={groupErrors[g.id] ?? null}
          onError={(message) => setGroupErrors((prev) => ({ ...prev, [g.id]: message }))}
          hydrated={hydrated}
          money={money}
        />
      ))}

      {notesLimit != null ? (
        <div className="field plate-form__notes">
          <label htmlFor={`${uid}-notes`}>Notas</label>
          <textarea
            id={`${uid}-notes`}
            name="notes"
            maxLength={notesLimit}
            rows={3}
            placeholder="Ej.: sin cebolla, bien cocida"
            aria-describedby={`${uid}-count`}
            value={values.notes}
            onChange={(e) => update({ notes: e.target.value })}
          />
          <p id={`${uid}-count`} className="plate-form__counter muted">
            {values.notes.length}/{notesLimit}
          </p>
        </div>
      ) : null}

      <div className="plate-form__bar">
        {error ? (
          <p className="form-error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="plate-form__actions">
          <span className="stepper">
            {hydrated ? (
              <button type="button" className="stepper__button" aria-label="Quitar una unidad" disabled={values.quantity <= 1} onClick={() => setQuantity(values.quantity - 1)}>
                −
              </button>
            ) : null}
            <label htmlFor={`${uid}-qty`} className="visually-hidden">
              Cantidad
            </label>
            <input
              id={`${uid}-qty`}
              className="stepper__input"
              type="number"
              inputMode="numeric"
              name="quantity"
              min={1}
              max={plateMax}
              required
              value={values.quantity}
              onChange={(e) => update({ quantity: Number(e.target.value) || 1 })}
            />
            {hydrated ? (
              <button type="button" className="stepper__button" aria-label="Agregar una unidad" onClick={() => setQuantity(values.quantity + 1)}>
                +
              </button>
            ) : null}
          </span>
          {plate.soldOut ? <span className="pill pill--sold-out plate-form__sold-out">{SOLD_OUT_LABEL}</span> : null}
          <button type="submit" className="button plate-form__submit" disabled={busy || plate.soldOut}>
            <span>{data.editLineId ? "Actualizar" : "Agregar"}</span>{" "}
            {hydrated ? (
              <span className="plate-form__total">
                {original > total ? <del className="price price--old">{formatMoney(original, money)}</del> : null}
                <span className="price">{formatMoney(total, money)}</span>
              </span>
            ) : null}
          </button>
        </div>
      </div>
    </FormComponent>
  );
}
