// /admin/{companyAlias}/carta: the owner's menu (catalogue.server.ts). Without JavaScript every
// button is a form that posts and comes back with a notice; with it, the same forms go through
// fetchers and the list shows the new order or visibility at once.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useFetcher, useFetchers, useLoaderData, useNavigation } from "@remix-run/react";
import { formatMoney } from "~/domain/money";
import { MODE_LABEL } from "~/domain/orders/day-figures";
import { BranchPicker } from "~/ui/back-office/branch-picker";
import { BackOfficeShell, backOfficeLinks } from "~/ui/back-office/back-office-shell";
import { SortableList, type SortableRow } from "~/ui/back-office/sortable-list";
import { useHydrated } from "~/ui/use-hydrated";
import { fileUrl } from "~/ui/file-image";
import { catalogueAction, catalogueLoader, type CatalogueActionData } from "./catalogue.server";

export const links = backOfficeLinks;

export const meta: MetaFunction = () => [{ title: "Carta · Administración" }, { name: "robots", content: "noindex" }];

export const loader = ({ request, params, context }: LoaderFunctionArgs) => catalogueLoader(context.cloudflare.env, request, params.companyAlias ?? "");

export const action = ({ request, params, context }: ActionFunctionArgs) => catalogueAction(context.cloudflare.env, request, params.companyAlias ?? "");

const MODE_CHOICES = Object.entries(MODE_LABEL) as [keyof typeof MODE_LABEL, string][];

type Category = ReturnType<typeof useLoaderData<typeof loader>>["catalogue"][number];

/** The order and visibility the pending fetchers will leave (optimistic view). */
function useOptimisticCatalogue(catalogue: Category[]): Category[] {
  const fetchers = useFetchers();
  let list = catalogue.map((c) => ({ ...c }));
  for (const f of fetchers) {
    const intent = f.formData?.get("intent");
    const id = Number(f.formData?.get("categoryId"));
    const at = list.findIndex((c) => c.id === id);
    if (at < 0) continue;
    if (intent === "ocultar" || intent === "mostrar") list[at].visible = intent === "mostrar";
    if (intent === "renombrar" || intent === "guardar") list[at].name = String(f.formData?.get("name") ?? list[at].name).trim() || list[at].name;
    if (intent === "subir" || intent === "bajar" || intent === "mover") {
      const to = intent === "subir" ? at - 1 : intent === "bajar" ? at + 1 : Math.min(Number(f.formData?.get("posicion")), list.length - 1);
      if (to >= 0 && to < list.length && to !== at) {
        list = [...list];
        const [moved] = list.splice(at, 1);
        list.splice(to, 0, moved);
      }
    }
  }
  return list;
}

export default function CataloguePage() {
  const view = useLoaderData<typeof loader>();
  const result = useActionData<CatalogueActionData>();
  const navigation = useNavigation();
  const catalogue = useOptimisticCatalogue(view.catalogue);
  const branchQuery = view.branch ? `?sucursal=${encodeURIComponent(view.branch.alias)}` : "";
  const creating = navigation.formData?.get("intent") === "crear";
  const hydrated = useHydrated();
  const move = useFetcher<CatalogueActionData>();

  return (
    <BackOfficeShell nav={view.nav} title="Carta" notice={view.notice}>
      <BranchPicker branches={view.branches} current={view.branch?.alias} />
      {view.branch ? (
        <>
          <div className="bo-toolbar">
            <Form method="post" action={branchQuery} className="bo-toolbar" style={{ margin: 0, flex: "1 1 20rem" }}>
              <div className="field">
                <label htmlFor="nueva-categoria">Nueva categoría</label>
                <input id="nueva-categoria" name="name" maxLength={80} required autoComplete="off" />
                {result && result.categoryId === null ? <p className="back-office__error">{result.error}</p> : null}
              </div>
              <button type="submit" name="intent" value="crear" className="button" disabled={creating}>
                {creating ? "Creando…" : "Crear categoría"}
              </button>
            </Form>
            <Link to={`plato/nuevo${branchQuery}`} className="button button--bordered">
              Nuevo plato
            </Link>
            <Link to={`importar${branchQuery}`} className="button button--ghost">
              Importar o exportar CSV
            </Link>
            <Link to="cambios" className="button button--ghost">
              Historial de cambios
            </Link>
          </div>
          <p className="bo-hint">
            Una categoría sin platos nunca se muestra a los clientes. Ordene las categorías con 'Subir' y 'Bajar'{hydrated ? ", o arrastrándolas por su asa" : ""}.
          </p>
          {result && result.categoryId !== null ? (
            // Without JavaScript a refused save is a new page that opens at the top: say so there, and link the card.
            <p className="back-office__error" role="alert">
              No se guardó la categoría: {result.error} <a href={`#cat-${result.categoryId}`}>Ver la categoría</a>
            </p>
          ) : null}
          <ul className="bo-categories">
            <SortableList
              items={catalogue}
              idOf={(c) => c.id}
              nameOf={(c) => c.name}
              instructions="Para mover una categoría, presione espacio o Enter sobre su asa, use las flechas arriba y abajo, y presione espacio o Enter de nuevo para dejarla. Escape cancela."
              onMove={(id, to) => move.submit({ intent: "mover", categoryId: String(id), posicion: String(to) }, { method: "post", action: branchQuery })}
              render={(c, i, row) => (
                <CategoryCard key={c.id} category={c} first={i === 0} last={i === catalogue.length - 1} action={branchQuery} refused={result?.categoryId === c.id ? result : null} row={row} />
              )}
            />
          </ul>
        </>
      ) : (
        <p>Esta empresa todavía no tiene sucursales.</p>
      )}
    </BackOfficeShell>
  );
}

function CategoryCard({
  category: c,
  first,
  last,
  action,
  refused,
  row,
}: {
  category: Category;
  first: boolean;
  last: boolean;
  action: string;
  refused: CatalogueActionData | null;
  row: SortableRow | null;
}) {
  const fetcher = useFetcher<CatalogueActionData>();
  const shownError = fetcher.data?.error ?? refused?.error ?? null;
  // A refused save (without JavaScript, a new page) shows what the owner typed, not the stored category.
  const typed = refused?.values ?? null;
  const shown = {
    name: typed?.name ?? c.name,
    showName: typed ? typed.showName : (c.showName ?? ""),
    description: typed ? typed.description : (c.description ?? ""),
    modes: typed ? typed.modes : (c.orderModeTypes ?? Object.keys(MODE_LABEL)),
  };
  const branchQuery = action;
  return (
    <li
      className={`bo-category card${c.visible ? "" : " bo-category--hidden"}${row?.dragging ? " bo-category--dragging" : ""}`}
      aria-labelledby={`cat-${c.id}`}
      ref={row?.ref}
      style={row?.style}
    >
      <div className="bo-category__head">
        {row?.handle}
        <h2 className="bo-category__name" id={`cat-${c.id}`}>
          {c.name}
        </h2>
        {c.showName && c.showName !== c.name ? <span className="bo-category__tag">En la carta: {c.showName}</span> : null}
        {!c.visible ? <span className="bo-category__tag">Oculta</span> : null}
        {c.plates.length === 0 ? <span className="bo-category__tag">Sin platos: no se muestra</span> : null}
        <fetcher.Form method="post" action={action} className="bo-category__actions">
          <input type="hidden" name="categoryId" value={c.id} />
          <button type="submit" name="intent" value="subir" className="button button--ghost button--small" disabled={first} aria-label={`Subir ${c.name}`}>
            Subir
          </button>
          <button type="submit" name="intent" value="bajar" className="button button--ghost button--small" disabled={last} aria-label={`Bajar ${c.name}`}>
            Bajar
          </button>
          <button type="submit" name="intent" value={c.visible ? "ocultar" : "mostrar"} className="button button--ghost button--small" aria-label={`${c.visible ? "Ocultar" : "Mostrar"} ${c.name}`}>
            {c.visible ? "Ocultar" : "Mostrar"}
          </button>
        </fetcher.Form>
      </div>
      <fetcher.Form method="post" action={action} className="bo-category__edit" key={`${shown.name}|${shown.showName}|${shown.description}|${shown.modes.join()}`}>
        <input type="hidden" name="categoryId" value={c.id} />
        <div className="bo-category__rename">
          <div className="field">
            <label htmlFor={`nombre-${c.id}`}>Nombre</label>
            <input id={`nombre-${c.id}`} name="name" defaultValue={shown.name} maxLength={80} required autoComplete="off" />
          </div>
          <button type="submit" name="intent" value="guardar" className="button button--bordered button--small">
            Guardar
          </button>
        </div>
        <details className="bo-category__more" open={typed ? true : undefined}>
          <summary>Nombre para los clientes, descripción y modos de pedido</summary>
          <div className="field">
            <label htmlFor={`nombre-clientes-${c.id}`}>Nombre para los clientes (opcional)</label>
            <input id={`nombre-clientes-${c.id}`} name="showName" defaultValue={shown.showName} maxLength={80} autoComplete="off" placeholder={c.name} />
            <p className="bo-hint">Si lo deja vacío, la carta muestra el nombre.</p>
          </div>
          <div className="field">
            <label htmlFor={`descripcion-${c.id}`}>Descripción (opcional)</label>
            <textarea id={`descripcion-${c.id}`} name="description" defaultValue={shown.description} maxLength={300} rows={2} />
          </div>
          <fieldset className="bo-category__modes">
            <legend>Se ofrece en</legend>
            {MODE_CHOICES.map(([type, label]) => (
              <label className="bo-check" key={type}>
                <input type="checkbox" name="modes" value={type} defaultChecked={shown.modes.includes(type)} /> {label}
              </label>
            ))}
          </fieldset>
        </details>
      </fetcher.Form>
      <details className="bo-category__more">
        <summary>Imagen</summary>
        {/* Its own multipart form (a file cannot ride on the fetcher's), so it works without JavaScript. */}
        <Form method="post" action={action} encType="multipart/form-data" className="bo-category__image">
          <input type="hidden" name="categoryId" value={c.id} />
          {c.imageFileId ? <img className="bo-photo__image" src={fileUrl(c.imageFileId)} alt={`Imagen actual de ${c.name}`} width={120} height={90} /> : <p className="bo-hint">Sin imagen: la carta usa la foto de su primer plato.</p>}
          <div className="field">
            <label htmlFor={`imagen-${c.id}`}>Imagen de la categoría (PNG, JPEG o WebP, hasta 2 MB)</label>
            <input id={`imagen-${c.id}`} name="imagen" type="file" accept="image/png,image/jpeg,image/webp" required />
          </div>
          <button type="submit" name="intent" value="imagen" className="button button--bordered button--small">
            Subir imagen
          </button>
        </Form>
      </details>
      {shownError ? <p className="back-office__error">{shownError}</p> : null}
      {c.plates.length > 0 ? (
        <ul className="bo-plates">
          {c.plates.map((p) => (
            <li key={p.id}>
              <Link to={`plato/${p.id}${branchQuery}`} prefetch="intent">
                <span>
                  {p.name}
                  {!p.visible ? " (oculto)" : ""}
                </span>
                <span className="bo-plates__price">{p.sizeCount > 0 ? `desde ${formatMoney(p.price)}` : formatMoney(p.price)}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="bo-empty">Todavía no tiene platos.</p>
      )}
    </li>
  );
}
