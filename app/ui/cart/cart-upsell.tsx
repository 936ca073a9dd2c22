// 'Te recomendamos' (storefront.md §3 Upselling): one-tap add for plates that
// need no choice; plates with sizes or a mandatory group link to their page.
import { useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import { FileImage } from "~/ui/file-image";
import { showToast } from "~/ui/toasts";
import { PlusIcon } from "./icons";
import type { CartActionData, UpsellView } from "~/views/cart-page.server";

function UpsellCard({ item, action, hydrated }: { item: UpsellView; action: string; hydrated: boolean }) {
  const fetcher = useFetcher<CartActionData>({ key: `upsell-${item.plateId}` });
  const pending = fetcher.state !== "idle";
  // On new action data, not on idle: once added, the revalidated page drops this card.
  useEffect(() => {
    if (!fetcher.data) return;
    if (fetcher.data.ok && fetcher.data.toast) showToast(fetcher.data.toast, "success");
    if (!fetcher.data.ok && fetcher.data.error) showToast(fetcher.data.error, "error");
  }, [fetcher.data]);

  return (
    <li className="upsell-card card">
      <FileImage className="upsell-card__image" fileId={item.imageFileId} alt="" width={160} height={112} />
      <div className="upsell-card__body">
        <h3 className="upsell-card__name">{item.name}</h3>
        {item.price ? (
          <p className="upsell-card__price">
            {item.originalPrice ? (
              <del className="price price--old"><span className="visually-hidden">Antes </span>{item.originalPrice}</del>
            ) : null}
            <span className="price">{item.price}</span>
          </p>
        ) : null}
      </div>
      {item.oneTap ? (
        <fetcher.Form method="post" action={action} className="upsell-card__action">
          <input type="hidden" name="plateId" value={item.plateId} />
          {hydrated ? <input type="hidden" name="via" value="fetcher" /> : null}
          <button className="button button--small button--block" type="submit" name="intent" value="add-upsell" disabled={pending}>
            <PlusIcon /> {pending ? "Agregando…" : "Agregar"}
            <span className="visually-hidden"> {item.name}</span>
          </button>
        </fetcher.Form>
      ) : (
        <a className="button button--small button--bordered button--block upsell-card__action" href={item.href}>
          Elegir<span className="visually-hidden"> {item.name}</span>
        </a>
      )}
    </li>
  );
}

export function CartUpsell({ items, action, hydrated }: { items: UpsellView[]; action: string; hydrated: boolean }) {
  if (items.length === 0) return null;
  return (
    <section className="cart-upsell" aria-labelledby="cart-upsell-title">
      <h2 id="cart-upsell-title">Te recomendamos</h2>
      <ul className="cart-upsell__list">
        {items.map((item) => (
          <UpsellCard key={item.plateId} item={item} action={action} hydrated={hydrated} />
        ))}
      </ul>
    </section>
  );
}
