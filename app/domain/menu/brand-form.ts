// The back office's brand page of a branch (storefront.md §3 Branch: generalConfig.colorConfig,
// fontFamily, onlineMarketingConfig; social; customMessage): the fields, their Spanish messages and
// the form's schema. Pure: the form's raw strings in, a draft out.
import { z } from "zod";
import type { ColorConfig } from "~/domain/types";
import { FB_PIXEL, GA, GTM } from "./marketing-tags";
import { normalizeHex } from "./theme";

export const MSG_COLOR = "El color debe ser un código hexadecimal como #F78700 (o quedar vacío para usar el predeterminado).";
export const MSG_COLOR_MODE = "Elija el modo de color.";
export const MSG_FONT = "Elija una de las letras de la lista.";
export const MSG_CUSTOM_MESSAGE = "El mensaje puede tener hasta 300 caracteres.";
export const MSG_INSTAGRAM = "El enlace de Instagram debe empezar con https://www.instagram.com/ (o quedar vacío).";
export const MSG_FACEBOOK = "El enlace de Facebook debe empezar con https://www.facebook.com/ (o quedar vacío).";
export const MSG_FB_PIXEL = "El ID del píxel de Facebook son de 5 a 20 números (o vacío).";
export const MSG_GTM = "El ID de Google Tag Manager tiene la forma GTM-XXXXXXX (o vacío).";
export const MSG_GA = "El ID de Google Analytics tiene la forma G-XXXXXXXXXX o UA-12345678-1 (o vacío).";
export const MSG_BRAND_FORM = "No pudimos leer el formulario. Vuelva a abrir la página e intente de nuevo.";
export const MSG_BRAND_CONFLICT = "Otra persona cambió la marca de esta sucursal. Revisá los cambios y guardá de nuevo.";
export const MSG_BRAND_IMAGE = "La imagen debe ser PNG, JPEG o WebP de hasta 2 MB.";

export type BrandColorKey = Exclude<keyof ColorConfig, "colorModeType">;

/** The colour rows of the page: what each paints, its light and its dark field. */
export const BRAND_COLOR_ROWS: readonly { label: string; light: BrandColorKey; dark: BrandColorKey }[] = [
  { label: "Color principal (botones y destacados)", light: "lightMainColor", dark: "darkMainColor" },
  { label: "Borde de los botones secundarios", light: "buttonBorderedColorLight", dark: "buttonBorderedColorDark" },
  { label: "Banner promocional", light: "promotionalBannerColorLight", dark: "promotionalBannerColorDark" },
  { label: "Fondo de la página", light: "mainBackgroundColorLight", dark: "mainBackgroundColorDark" },
  { label: "Texto principal", light: "mainTextColorLight", dark: "mainTextColorDark" },
  { label: "Texto de las descripciones", light: "descriptionTextColorLight", dark: "descriptionTextColorDark" },
];

export const BRAND_COLOR_KEYS: readonly BrandColorKey[] = BRAND_COLOR_ROWS.flatMap((r) => [r.light, r.dark]);

/**
 * Font families every phone and computer has (no web font to download): the stored value is the
 * family's name, which the theme puts first in front of the default stack (theme.ts fontStack).
 */
export const BRAND_FONTS: readonly { value: string; label: string }[] = [
  { value: "", label: "La del sistema (predeterminada)" },
  { value: "Georgia", label: "Georgia (con serifa)" },
  { value: "Times New Roman", label: "Times New Roman (con serifa)" },
  { value: "Verdana", label: "Verdana (amplia)" },
  { value: "Trebuchet MS", label: "Trebuchet MS" },
  { value: "Tahoma", label: "Tahoma" },
];

export const CUSTOM_MESSAGE_MAX = 300;

/** What the brand page saves of a branch. */
export interface BrandDraft extends ColorConfig {
  fontFamily: string | null;
  customMessage: string | null;
  instagram: string | null;
  facebook: string | null;
  fbPixelId: string | null;
  googleTagManagerId: string | null;
  googleAnalyticsId: string | null;
}

const optional = (schema: z.ZodType<string, z.ZodTypeDef, string>) => schema.optional().transform((v) => v ?? null);
const color = optional(
  z
    .string()
    .trim()
    .refine((v) => normalizeHex(v) !== null, MSG_COLOR)
    .transform((v) => normalizeHex(v)!),
);
const link = (host: string, message: string) =>
  optional(
    z
      .string()
      .trim()
      .max(200, message)
      .regex(new RegExp(`^https://(www\\.|m\\.)?${host}\\.com/[A-Za-z0-9._~\\-/?=&%]+$`), message),
  );
const id = (pattern: RegExp, message: string) =>
  optional(
    z
      .string()
      .trim()
      .transform((v) => v.toUpperCase())
      .refine((v) => pattern.test(v), message),
  );

export const brandFormSchema = z.object({
  version: z.string({ required_error: MSG_BRAND_FORM }).regex(/^\d{1,9}$/, MSG_BRAND_FORM).transform(Number),
  colorModeType: z.enum(["LIGHT", "DARK"], { errorMap: () => ({ message: MSG_COLOR_MODE }) }).default("LIGHT"),
  ...(Object.fromEntries(BRAND_COLOR_KEYS.map((k) => [k, color])) as Record<BrandColorKey, typeof color>),
  fontFamily: optional(z.string().refine((v) => BRAND_FONTS.some((f) => f.value === v), MSG_FONT)),
  customMessage: optional(z.string().trim().max(CUSTOM_MESSAGE_MAX, MSG_CUSTOM_MESSAGE)),
  instagram: link("instagram", MSG_INSTAGRAM),
  facebook: link("facebook", MSG_FACEBOOK),
  fbPixelId: id(FB_PIXEL, MSG_FB_PIXEL),
  googleTagManagerId: id(GTM, MSG_GTM),
  googleAnalyticsId: id(GA, MSG_GA),
});

export type BrandForm = z.output<typeof brandFormSchema>;

/** The form's fields as the inputs show them (text), by name. */
export type BrandFormValues = Record<"version" | "colorModeType" | BrandColorKey | Exclude<keyof BrandDraft, keyof ColorConfig>, string>;

export function brandValuesOf(draft: BrandDraft, version: number): BrandFormValues {
  const values = { version: String(version) } as BrandFormValues;
  for (const [key, value] of Object.entries(draft)) (values as Record<string, string>)[key] = value ?? "";
  return values;
}

/** What the owner typed, to show it again (only the page's own fields, as text). */
export function brandValuesOfPayload(payload: Record<string, unknown>): BrandFormValues {
  const keys = ["version", "colorModeType", ...BRAND_COLOR_KEYS, "fontFamily", "customMessage", "instagram", "facebook", "fbPixelId", "googleTagManagerId", "googleAnalyticsId"];
  const values = {} as Record<string, string>;
  for (const key of keys) values[key] = typeof payload[key] === "string" ? (payload[key] as string).slice(0, 400) : "";
  if (!values.colorModeType) values.colorModeType = "LIGHT";
  return values as BrandFormValues;
}

/** The theme of typed values (a colour not yet valid counts as unset), for the preview and the contrast check. */
export function colorConfigOfValues(values: BrandFormValues): ColorConfig {
  const config = { colorModeType: values.colorModeType === "DARK" ? "DARK" : "LIGHT" } as ColorConfig;
  for (const key of BRAND_COLOR_KEYS) config[key] = normalizeHex(values[key]);
  return config;
}

export function draftOfForm(form: BrandForm): BrandDraft {
  const { version: _version, ...draft } = form;
  return draft;
}
