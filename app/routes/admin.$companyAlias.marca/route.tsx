// /admin/{companyAlias}/marca: a branch's brand (brand-page.server.ts). One plain form with
// 'Vista previa' and 'Guardar', the logo and banner forms, and the preview of the menu page in
// both colour schemes; with JavaScript the preview and the contrast warnings follow each keystroke.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useRef, useState, type FormEvent } from "react";
import { contrastWarnings } from "~/domain/menu/brand-contrast";
import { BRAND_COLOR_ROWS, BRAND_FONTS, colorConfigOfValues, CUSTOM_MESSAGE_MAX, type BrandColorKey, type BrandFormValues } from "~/domain/menu/brand-form";
import { DEFAULT_THEME, normalizeHex } from "~/domain/menu/theme";
import menuLayoutStyles from "~/styles/menu-layout.css?url";
import menuStyles from "~/styles/menu.css?url";
import { BranchPicker } from "~/ui/back-office/branch-picker";
import { BackOfficeShell, backOfficeLinks } from "~/ui/back-office/back-office-shell";
import { BrandPreview } from "~/ui/back-office/brand-preview";
import { ErrorText, SelectField, TextField } from "~/ui/back-office/form-fields";
import { ImageUploadForm } from "~/ui/back-office/image-upload-form";
import { useHydrated } from "~/ui/use-hydrated";
import { brandAction, brandLoader, type BrandActionData } from "./brand-page.server";

// The preview paints with the storefront's own stylesheets.
export const links: LinksFunction = () => [...backOfficeLinks(), { rel: "stylesheet", href: menuLayoutStyles }, { rel: "stylesheet", href: menuStyles }];

export const meta: MetaFunction = () => [{ title: "Marca · Administración" }, { name: "robots", content: "noindex" }];

export const loader = ({ request, params, context }: LoaderFunctionArgs) => brandLoader(context.cloudflare.env, request, params.companyAlias ?? "");

export const action = ({ request, params, context }: ActionFunctionArgs) => brandAction(context.cloudflare.env, request, params.companyAlias ?? "");

/** The default each colour field stands for when empty (theme.ts themeVariables). */
function defaultOf(key: BrandColorKey, values: BrandFormValues): string {
  const dark = key.endsWith("Dark") || key === "darkMainColor";
  const main = normalizeHex(values.lightMainColor) ?? DEFAULT_THEME.main;
  if (key === "lightMainColor") return DEFAULT_THEME.main;
  if (key === "darkMainColor" || key === "promotionalBannerColorDark") return key === "darkMainColor" ? main : (normalizeHex(values.darkMainColor) ?? main);
  if (key === "promotionalBannerColorLight") return main;
  if (key.startsWith("buttonBordered")) return DEFAULT_THEME.bordered;
  if (key.startsWith("mainBackground")) return dark ? DEFAULT_THEME.backgroundDark : DEFAULT_THEME.backgroundLight;
  if (key.startsWith("mainText")) return dark ? DEFAULT_THEME.textDark : DEFAULT_THEME.textLight;
  return dark ? DEFAULT_THEME.descriptionDark : DEFAULT_THEME.descriptionLight;
}

/** One colour: its code (text, so any browser and no JavaScript work) and, with JavaScript, the palette. */
function ColorInput({ name, row, scheme, values, errors, hydrated, onPick }: { name: BrandColorKey; row: string; scheme: "claro" | "oscuro"; values: BrandFormValues; errors: Record<string, string>; hydrated: boolean; onPick: (name: BrandColorKey, value: string) => void }) {
  const shown = normalizeHex(values[name]) ?? defaultOf(name, values);
  const errorId = `${name}-error`;
  return (
    <div className="brand-color">
      <div className="field">
        <label htmlFor={name}>
          <span className="visually-hidden">{row}, </span>modo {scheme}
        </label>
        <div className="brand-color__inputs">
          <input
            id={name}
            name={name}
            defaultValue={values[name]}
            placeholder={defaultOf(name, values)}
            maxLength={7}
            spellCheck={false}
            autoComplete="off"
            autoCapitalize="characters"
            {...(errors[name] ? { "aria-invalid": true, "aria-describedby": errorId } : {})}
          />
          {hydrated ? (
            <input type="color" className="brand-color__picker" aria-label={`Elegir en la paleta: ${row}, modo ${scheme}`} value={shown.toLowerCase()} onChange={(e) => onPick(name, e.currentTarget.value.toUpperCase())} />
          ) : (
            <span className="brand-color__swatch" style={{ background: shown }} aria-hidden="true" />
          )}
        </div>
        <ErrorText errors={errors} name={name} />
      </div>
    </div>
  );
}

export default function BrandPage() {
  const view = useLoaderData<typeof loader>();
  const result = useActionData<BrandActionData>();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const sending = navigation.state !== "idle" && navigation.formMethod?.toLowerCase() === "post";
  const intent = navigation.formData?.get("intent");
  const answered = result?.values ?? view.values;
  // With JavaScript the preview follows the inputs; the server's answer (a preview, a refusal) resets it.
  const [typed, setTyped] = useState<{ from: BrandFormValues; values: BrandFormValues } | null>(null);
  const values = typed && typed.from === answered ? typed.values : answered;
  const formRef = useRef<HTMLFormElement>(null);
  const errors = result?.errors ?? {};
  const warnings = typed && typed.from === answered ? contrastWarnings(colorConfigOfValues(values)) : (result?.warnings ?? view.warnings);
  const formKey = result ? `${JSON.stringify(result.values)}${result.conflict ?? ""}${result.preview}` : "stored";
  const branchQuery = `?sucursal=${encodeURIComponent(view.branch.alias)}`;

  const follow = (form: HTMLFormElement) => {
    const next = { ...answered };
    for (const [key, value] of new FormData(form)) if (key in next && typeof value === "string") (next as Record<string, string>)[key] = value;
    setTyped({ from: answered, values: next });
  };
  const onPick = (name: BrandColorKey, value: string) => {
    const form = formRef.current;
    const input = form?.elements.namedItem(name);
    if (!form || !(input instanceof HTMLInputElement)) return;
    input.value = value;
    follow(form);
  };

  return (
    <BackOfficeShell nav={view.nav} title="Marca" notice={view.notice}>
      <BranchPicker branches={view.branches} current={view.branch.alias} />
      <p className="bo-hint">
        Colores, letra, logo y textos de {view.branch.name} en la tienda.{" "}
        <a href={view.storefrontPath} target="_blank" rel="noreferrer">
          Ver la tienda como cliente
        </a>
      </p>
      {result?.conflict ? (
        <div className="bo-conflict" role="alert">
          <p style={{ margin: 0 }}>{result.conflict}</p>
          <p style={{ margin: "6px 0 0", fontWeight: 400 }}>Sus cambios siguen en el formulario.</p>
        </div>
      ) : null}
      {Object.keys(errors).length > 0 ? (
        <p className="form-error" role="alert">
          {errors.form ?? errors.version ?? "Revise los campos marcados."}
        </p>
      ) : null}
      {result?.preview && Object.keys(errors).length === 0 ? (
        <p className="back-office__notice" role="status">
          Vista previa de lo que escribió: todavía no está guardado.
        </p>
      ) : null}

      <div className="brand-layout">
        <div className="brand-layout__form">
          <Form method="post" action={branchQuery} className="bo-form" key={formKey} ref={formRef} noValidate onInput={(e: FormEvent<HTMLFormElement>) => follow(e.currentTarget)} onChange={(e: FormEvent<HTMLFormElement>) => follow(e.currentTarget)}>
            <input type="hidden" name="version" value={values.version} />
            <fieldset>
              <legend>Colores</legend>
              <p className="bo-hint">Códigos como #F78700. Vacío: el color predeterminado.</p>
              <SelectField
                label="Modo de color"
                name="colorModeType"
                value={values.colorModeType}
                errors={errors}
                options={[
                  { value: "LIGHT", label: "Claro u oscuro, según el dispositivo del cliente" },
                  { value: "DARK", label: "Siempre oscuro" },
                ]}
              />
              {BRAND_COLOR_ROWS.map((row) => (
                <div className="brand-colors" key={row.light} role="group" aria-label={row.label}>
                  <p className="brand-colors__label">{row.label}</p>
                  <ColorInput name={row.light} row={row.label} scheme="claro" values={values} errors={errors} hydrated={hydrated} onPick={onPick} />
                  <ColorInput name={row.dark} row={row.label} scheme="oscuro" values={values} errors={errors} hydrated={hydrated} onPick={onPick} />
                </div>
              ))}
              <SelectField label="Letra" name="fontFamily" value={values.fontFamily} errors={errors} options={BRAND_FONTS} />
            </fieldset>
            <fieldset>
              <legend>Textos y redes</legend>
              <div className="field">
                <label htmlFor="customMessage">Mensaje para los clientes (opcional)</label>
                <textarea
                  id="customMessage"
                  name="customMessage"
                  defaultValue={values.customMessage}
                  maxLength={CUSTOM_MESSAGE_MAX}
                  rows={3}
                  {...(errors.customMessage ? { "aria-invalid": true, "aria-describedby": "customMessage-error" } : {})}
                />
                <ErrorText errors={errors} name="customMessage" />
              </div>
              <TextField label="Instagram (enlace, opcional)" name="instagram" value={values.instagram} errors={errors} inputMode="url" placeholder="https://www.instagram.com/su-negocio" />
              <TextField label="Facebook (enlace, opcional)" name="facebook" value={values.facebook} errors={errors} inputMode="url" placeholder="https://www.facebook.com/su-negocio" />
            </fieldset>
            <fieldset>
              <legend>Publicidad y estadísticas</legend>
              <TextField label="ID del píxel de Facebook (opcional)" name="fbPixelId" value={values.fbPixelId} errors={errors} inputMode="numeric" placeholder="Ej.: 123456789012345" />
              <TextField label="ID de Google Tag Manager (opcional)" name="googleTagManagerId" value={values.googleTagManagerId} errors={errors} autoCapitalize="characters" placeholder="Ej.: GTM-ABC1234" />
              <TextField label="ID de Google Analytics (opcional)" name="googleAnalyticsId" value={values.googleAnalyticsId} errors={errors} autoCapitalize="characters" placeholder="Ej.: G-ABCDE12345" />
            </fieldset>
            <div className="bo-actions">
              <button type="submit" name="intent" value="guardar" className="button" disabled={sending}>
                {sending && intent === "guardar" ? "Guardando…" : "Guardar"}
              </button>
              <button type="submit" name="intent" value="vista-previa" className="button button--bordered" disabled={sending}>
                Vista previa
              </button>
            </div>
          </Form>
          <ImageUploadForm
            key={`logo-${view.logoFileId ?? "sin"}`}
            name="logo"
            legend="Logo"
            label="Logo (PNG, JPEG o WebP, hasta 2 MB)"
            fileId={view.logoFileId}
            currentAlt={`Logo actual de ${view.branch.name}`}
            previewAlt="Vista previa del logo elegido"
            emptyText="Sin logo"
            button="Subir logo"
            error={result?.imageError?.kind === "logo" ? result.imageError.message : null}
            busy={sending && intent === "logo"}
            action={branchQuery}
          />
          <ImageUploadForm
            key={`banner-${view.bannerFileId ?? "sin"}`}
            name="banner"
            legend="Banner"
            label="Banner de la cabecera (PNG, JPEG o WebP, hasta 2 MB)"
            fileId={view.bannerFileId}
            currentAlt={`Banner actual de ${view.branch.name}`}
            previewAlt="Vista previa del banner elegido"
            emptyText="Sin banner"
            button="Subir banner"
            error={result?.imageError?.kind === "banner" ? result.imageError.message : null}
            busy={sending && intent === "banner"}
            action={branchQuery}
          />
        </div>
        {/* Focusable: on wide screens it scrolls on its own. */}
        <section className="brand-layout__preview" aria-labelledby="vista-previa" tabIndex={0}>
          <h2 id="vista-previa" className="bo-section-title">
            Vista previa
          </h2>
          <div className="brand-warnings" aria-live="polite">
            {warnings.length > 0 ? (
              <ul className="brand-warnings__list">
                {warnings.map((w) => (
                  <li key={w}>{w}</li>
                ))}
              </ul>
            ) : (
              <p className="bo-hint">El contraste de los textos cumple el nivel AA (4,5:1).</p>
            )}
          </div>
          <BrandPreview
            colorConfig={colorConfigOfValues(values)}
            fontFamily={values.fontFamily || null}
            customMessage={values.customMessage.trim() || null}
            branchName={view.branch.name}
            logoFileId={view.logoFileId}
            bannerFileId={view.bannerFileId}
          />
        </section>
      </div>
    </BackOfficeShell>
  );
}
