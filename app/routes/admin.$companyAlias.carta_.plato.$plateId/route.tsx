// /admin/{companyAlias}/carta/plato/{id|nuevo}: the plate editor (plate-editor.server.ts). One
// plain form; spare blank rows for a new size, group or option, so it works without JavaScript.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { MODE_LABEL } from "~/domain/orders/day-figures";
import type { OrderModeType } from "~/domain/types";
import { BackOfficeShell, backOfficeLinks } from "~/ui/back-office/back-office-shell";
import { ErrorText, TextField } from "~/ui/back-office/form-fields";
import { PlatePhotoForm } from "~/ui/back-office/plate-photo-form";
import { plateEditorAction, plateEditorLoader, type PlateEditorActionData, type PlateFormValues } from "./plate-editor.server";

export const links = backOfficeLinks;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.values.name || "Nuevo plato"} · Carta` : "Carta" },
  { name: "robots", content: "noindex" },
];

export const loader = ({ request, params, context }: LoaderFunctionArgs) =>
  plateEditorLoader(context.cloudflare.env, request, params.companyAlias ?? "", params.plateId ?? "");

export const action = ({ request, params, context }: ActionFunctionArgs) =>
  plateEditorAction(context.cloudflare.env, request, params.companyAlias ?? "", params.plateId ?? "");

const SPARE_SIZES = 2;
const SPARE_GROUPS = 1;
const SPARE_OPTIONS = 3;
const blankRow = { id: "", name: "", price: "" };
const MODE_CHOICES = Object.entries(MODE_LABEL) as [OrderModeType, string][];

export default function PlateEditorPage() {
  const view = useLoaderData<typeof loader>();
  const result = useActionData<PlateEditorActionData>();
  const navigation = useNavigation();
  const sending = navigation.state !== "idle" && navigation.formMethod?.toLowerCase() === "post";
  const uploading = sending && navigation.formData?.get("intent") === "foto";
  const saving = sending && !uploading;
  const values: PlateFormValues = result?.values ?? view.values;
  const errors = result?.errors ?? {};
  const sizes = [...values.sizes, ...Array.from({ length: SPARE_SIZES }, () => blankRow)];
  const groups = [...values.groups, ...Array.from({ length: SPARE_GROUPS }, () => ({ id: "", name: "", min: "", max: "", options: [] as PlateFormValues["sizes"] }))];
  const back = `/admin/${view.nav.companyAlias}/carta?sucursal=${encodeURIComponent(view.branch.alias)}`;
  // A new key after each answer re-mounts the form, so the inputs show the values sent back.
  const formKey = result ? JSON.stringify(result.values).length + (result.conflict ?? "") : "stored";

  return (
    <BackOfficeShell nav={view.nav} title={view.plateId ? values.name || "Plato" : "Nuevo plato"} notice={view.notice}>
      <p>
        <Link to={back}>← Volver a la carta de {view.branch.name}</Link>
      </p>
      {result?.conflict ? (
        <div className="bo-conflict" role="alert">
          <p style={{ margin: 0 }}>{result.conflict}</p>
          {result.saved ? (
            <p style={{ margin: "6px 0 0", fontWeight: 400 }}>
              Ahora guardado: {result.saved.name}
              {result.saved.price ? `, $ ${result.saved.price}` : ""}
              {result.saved.sizes.length ? `, tamaños ${result.saved.sizes.map((s) => `${s.name} $ ${s.price}`).join(", ")}` : ""}. Sus cambios siguen en el formulario.
            </p>
          ) : null}
        </div>
      ) : null}
      {Object.keys(errors).length > 0 ? (
        <p className="form-error" role="alert">
          Revise los campos marcados.
        </p>
      ) : null}
      {view.plateId ? (
        // A new photo remounts the form: the preview of the chosen file gives way to the stored photo, and the file input empties.
        <PlatePhotoForm key={view.photoFileId ?? "sin-foto"} fileId={view.photoFileId} plateName={view.values.name} error={result?.photoError ?? null} busy={uploading} />
      ) : null}
      <Form method="post" className="bo-form" key={formKey} noValidate>
        <input type="hidden" name="version" value={values.version} />
        <fieldset>
          <legend>Datos del plato</legend>
          <TextField label="Nombre" name="name" value={values.name} errors={errors} maxLength={80} required />
          <div className="field">
            <label htmlFor="description">Descripción</label>
            <textarea id="description" name="description" defaultValue={values.description} maxLength={500} />
            <ErrorText errors={errors} name="description" />
          </div>
          <div className="field">
            <label htmlFor="categoryId">Categoría</label>
            <select id="categoryId" name="categoryId" defaultValue={values.categoryId}>
              {view.choices.categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
            <ErrorText errors={errors} name="categoryId" />
          </div>
          <TextField label="Precio (pesos, sin tamaños)" name="price" value={values.price} errors={errors} inputMode="numeric" placeholder="Ej.: 12000" />
          <TextField label="Cantidad máxima por pedido (opcional)" name="maxQuantity" value={values.maxQuantity} errors={errors} inputMode="numeric" />
          <label className="bo-check">
            <input type="checkbox" name="remarked" defaultChecked={values.remarked} /> Lo más destacado
          </label>
          <label className="bo-check">
            <input type="checkbox" name="visible" defaultChecked={values.visible} /> Visible en la carta
          </label>
        </fieldset>

        <fieldset>
          <legend>Tamaños</legend>
          <p className="bo-hint">Con tamaños, el precio de cada tamaño reemplaza al del plato. Deje el nombre vacío para quitar uno.</p>
          {sizes.map((s, i) => (
            <div className="bo-row" key={i}>
              <input type="hidden" name={`sizes[${i}].id`} value={s.id} />
              <TextField label={`Tamaño ${i + 1}`} name={`sizes[${i}].name`} value={s.name} errors={errors} maxLength={80} />
              <TextField label="Precio" name={`sizes[${i}].price`} value={s.price} errors={errors} inputMode="numeric" />
            </div>
          ))}
        </fieldset>

        <fieldset>
          <legend>Dónde se vende</legend>
          <input type="hidden" name="sales" value="1" />
          <fieldset className="bo-subset" aria-describedby={errors.modes ? "modes-error" : undefined}>
            <legend>Modos de pedido</legend>
            {MODE_CHOICES.map(([type, label]) => (
              <label className="bo-check" key={type}>
                <input type="checkbox" name="modes" value={type} defaultChecked={values.modes.includes(type)} /> {label}
              </label>
            ))}
            <ErrorText errors={errors} name="modes" />
          </fieldset>
          <p className="bo-hint">Desmarque los locales que no lo venden. El precio de un local reemplaza al de la carta solo en ese local; vacío, usa el de la carta.</p>
          {view.choices.locations.map((loc, k) => {
            const own = values.locations.find((l) => l.id === String(loc.id)) ?? { sold: true, price: "", sizePrices: [] as string[] };
            return (
              <div className="bo-location" key={loc.id}>
                <input type="hidden" name={`locations[${k}].id`} value={loc.id} />
                <label className="bo-check">
                  <input type="checkbox" name={`locations[${k}].sold`} defaultChecked={own.sold} /> Se vende en {loc.name}
                </label>
                <div className="bo-row">
                  {values.sizes.length === 0 ? (
                    <TextField label={`Precio en ${loc.name}`} name={`locations[${k}].price`} value={own.price} errors={errors} inputMode="numeric" placeholder={values.price || undefined} />
                  ) : (
                    values.sizes.map((s, j) => (
                      <TextField
                        key={j}
                        label={`${s.name || `Tamaño ${j + 1}`} en ${loc.name}`}
                        name={`locations[${k}].sizePrices[${j}]`}
                        value={own.sizePrices[j] ?? ""}
                        errors={errors}
                        inputMode="numeric"
                        placeholder={s.price || undefined}
                      />
                    ))
                  )}
                </div>
              </div>
            );
          })}
          <ErrorText errors={errors} name="locations" />
        </fieldset>

        {groups.map((g, i) => {
          const options = [...g.options, ...Array.from({ length: SPARE_OPTIONS }, () => blankRow)];
          return (
            <fieldset key={i}>
              <legend>{g.name ? `Grupo de guarniciones: ${g.name}` : "Nuevo grupo de guarniciones"}</legend>
              <input type="hidden" name={`groups[${i}].id`} value={g.id} />
              <div className="bo-row bo-row--group">
                <TextField label="Nombre del grupo" name={`groups[${i}].name`} value={g.name} errors={errors} maxLength={80} />
                <TextField label="Mínimo" name={`groups[${i}].min`} value={g.min} errors={errors} inputMode="numeric" placeholder="0" />
                <TextField label="Máximo" name={`groups[${i}].max`} value={g.max} errors={errors} inputMode="numeric" placeholder="1" />
              </div>
              {options.map((o, j) => (
                <div className="bo-row" key={j}>
                  <input type="hidden" name={`groups[${i}].options[${j}].id`} value={o.id} />
                  <TextField label={`Opción ${j + 1}`} name={`groups[${i}].options[${j}].name`} value={o.name} errors={errors} maxLength={80} />
                  <TextField label="Precio extra" name={`groups[${i}].options[${j}].price`} value={o.price} errors={errors} inputMode="numeric" placeholder="0" />
                </div>
              ))}
            </fieldset>
          );
        })}

        <fieldset>
          <legend>Indicadores</legend>
          {view.choices.indicators.map((ind) => (
            <label className="bo-check" key={ind.id}>
              <input type="checkbox" name="indicatorIds" value={ind.id} defaultChecked={values.indicatorIds.includes(String(ind.id))} /> {ind.name}
            </label>
          ))}
        </fieldset>

        <div className="bo-actions">
          <button type="submit" name="intent" value="guardar" className="button" disabled={saving}>
            {saving ? "Guardando…" : "Guardar"}
          </button>
          {view.plateId ? (
            <button type="submit" name="intent" value="duplicar" className="button button--bordered" formNoValidate>
              Duplicar
            </button>
          ) : null}
          {view.storefrontPath ? (
            <a className="button button--ghost" href={view.storefrontPath} target="_blank" rel="noreferrer">
              Ver como cliente
            </a>
          ) : null}
        </div>
      </Form>
    </BackOfficeShell>
  );
}
