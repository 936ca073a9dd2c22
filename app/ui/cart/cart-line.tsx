// One line of 'Mi pedido' (storefront.md §2 Cart page, §3 Cart item): name,
// size, garnishes, notes, stepper − / + (0 removes), 'Editar', delete.
// Without JavaScript each button is a real POST form; with it a fetcher that
// shows the new quantity at once (optimistic) and toasts the server's errors.
import { useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import { maxQuantityMessage } from "~/domain/cart/cart-validation";
import { formatMoney } from "~/domain/money";
import { FileImage } from "~/ui/file-image";
import { showToast } from "~/ui/toasts";
import type { MenuPaths } from "~/views/menu-views.server";
import type { MoneyFormat } from "~/domain/money";
import { MinusIcon, PlusIcon, TrashIcon } from "./icons";
import type { CartActionData } from "~/views/cart-page.server";
import type { CartViewLine } from "~/domain/cart/cart-view";

interface Props {
  line: CartViewLine;
  paths: MenuPaths;
  money: MoneyFormat;
  action: string;
  hydrated: boolean;
}

/** The quantity a pending fetcher is about to set (0 = being removed), or null. */
export function pendingQuantity(formData: FormData | undefined): number | null {
  if (!formData) return null;
  if (formData.get("intent") === "remove") return 0;
  const q = Number(formData.get("quantity"));
  return Number.isInteger(q) && q >= 0 ? q : null;
}

export function CartLineItem({ line, paths, money, action, hydrated }: Props) {
  const fetcher = useFetcher<CartActionData>({ key: `cart-line-${line.lineId}` });
  const optimistic = pendingQuantity(fetcher.formData);
  const quantity = optimistic ?? line.quantity;
  const pending = fetcher.state !== "idle";

  useEffect(() => {
    if (fetcher.data?.ok === false && fetcher.data.error) showToast(fetcher.data.error, "error");
  }, [fetcher.data]);

  if (optimistic === 0) return null; // optimistic removal
  const editHref = `/menu/${paths.alias}/${paths.mode}/${line.categorySlug}/${line.plateSlug}?linea=${line.lineId}`;
  const discounted = line.originalLineTotal > line.lineTotal;
  const hidden = (
    <>
      <input type="hidden" name="lineId" value={line.lineId} />
      {hydrated ? <input type="hidden" name="via" value="fetcher" /> : null}
    </>
  );
  const onPlus = (e: React.FormEvent) => {
    // §5: maxQuantity cannot be exceeded (the server says the same without JS).
    if (quantity + 1 > line.maxQuantity) {
      e.preventDefault();
      showToast(maxQuantityMessage(line.plateMaxQuantity), "error");
    }
  };

  return (
    <li className="cart-line card" aria-busy={pending || undefined}>
      {line.imageFileId ? (
        <FileImage className="cart-line__image" fileId={line.imageFileId} alt="" width={72} height={72} />
      ) : null}
      <div className="cart-line__body">
        <h3 className="cart-line__name">
          {line.name}
          {line.discountPill ? <span className="pill cart-line__pill">{line.discountPill}</span> : null}
        </h3>
        {line.soldOut ? (
          <p className="field-error cart-line__sold-out" role="alert">
            {line.soldOut}
          </p>
        ) : null}
        {line.sizeName ? <p className="cart-line__detail">{line.sizeName}</p> : null}
        {line.garnishes.length > 0 ? (
          <ul className="cart-line__garnishes" aria-label="Opcionales">
            {line.garnishes.map((g, i) => (
              <li key={i}>{g.quantity > 1 ? `${g.quantity} x ${g.name}` : g.name}</li>
            ))}
          </ul>
        ) : null}
        {line.notes ? <p className="cart-line__notes">Nota: {line.notes}</p> : null}
        <div className="cart-line__links">
          <a className="cart-line__edit" href={editHref}>
            Editar<span className="visually-hidden"> {line.name}</span>
          </a>
          <fetcher.Form method="post" action={action}>
            {hidden}
            <button className="cart-line__delete" type="submit" name="intent" value="remove">
              Eliminar<span className="visually-hidden"> {line.name}</span>
            </button>
          </fetcher.Form>
        </div>
      </div>
      <div className="cart-line__side">
        <p className="cart-line__total">
          {discounted && optimistic == null ? (
            <del className="price price--old">
              <span className="visually-hidden">Antes </span>
              {formatMoney(line.originalLineTotal, money)}
            </del>
          ) : null}
          <span className={`price${pending ? " is-pending" : ""}`}>{formatMoney(line.lineTotal, money)}</span>
        </p>
        <div className="cart-stepper" role="group" aria-label={`Cantidad de ${line.name}`}>
          <fetcher.Form method="post" action={action}>
            {hidden}
            <input type="hidden" name="quantity" value={quantity - 1} />
            <button className="cart-stepper__button" type="submit" name="intent" value="update"
              aria-label={quantity <= 1 ? `Eliminar ${line.name}` : `Quitar una unidad de ${line.name}`}>
              {quantity <= 1 ? <TrashIcon /> : <MinusIcon />}
            </button>
          </fetcher.Form>
          <output className="cart-stepper__value" aria-live="polite">{quantity}</output>
          <fetcher.Form method="post" action={action} onSubmit={onPlus}>
            {hidden}
            <input type="hidden" name="quantity" value={quantity + 1} />
            <button className="cart-stepper__button" type="submit" name="intent" value="update"
              aria-label={`Agregar una unidad de ${line.name}`}>
              <PlusIcon />
            </button>
          </fetcher.Form>
        </div>
      </div>
    </li>
  );
}
