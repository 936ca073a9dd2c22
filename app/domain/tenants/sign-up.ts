// A new business signs up (/alta): the form's rules and Spanish messages, the aliases it takes,
// and what it starts with (a location open every day, cash payments, a starter menu to edit).
// Pure: the use case is app/services/tenants/sign-up.server.ts.
import { z } from "zod";
import type { BranchGeneralConfig, OrderModeType, WorkingDay } from "~/domain/types";

export const MSG_ALIAS_FORMAT = "Use de 3 a 40 letras minúsculas, números o guiones, sin espacios ni acentos (por ejemplo: pizzeria-don-luis).";
export const MSG_ALIAS_RESERVED = "Ese alias está reservado por la plataforma. Elija otro.";
export const MSG_ALIAS_TAKEN = "Ese alias ya está en uso. Elija otro.";
export const MSG_ALIAS_FREE = "El alias está disponible.";
export const MSG_OWNER_NAME = "Ingrese su nombre y apellido.";
export const MSG_BUSINESS_NAME = "Ingrese el nombre del negocio (de 2 a 60 caracteres).";
export const MSG_COUNTRY = "Elija el país del negocio.";
export const MSG_STREET = "Ingrese la calle del local.";
export const MSG_NUMBER = "Ingrese la altura de la calle.";
export const MSG_CITY = "Ingrese la ciudad del local.";
export const MSG_ADDRESS_NOT_FOUND = "No encontramos esa dirección. Revísela o marque el local en el mapa.";
export const MSG_MODES = "Elija al menos una forma de pedir: delivery o retiro en local.";
export const MSG_DAYS = "Elija al menos un día de atención.";
export const MSG_HOURS = "Ingrese el horario como 11:00 y 23:30; el cierre después de la apertura.";
export const MSG_WHATSAPP = "Ingrese un número de WhatsApp válido.";
export const MSG_SIGN_UP_LIMIT = "Ya dio de alta varios negocios en la última hora. Inténtelo más tarde.";

/**
 * Words the platform's own paths use (a business called 'consola' would shadow nothing today,
 * but its alias would read as the platform's), and names people would mistake for it.
 */
export const RESERVED_ALIASES: ReadonlySet<string> = new Set([
  "admin", "alta", "api", "consola", "dev", "encuesta", "files", "guia", "logistics", "menu", "pago", "picker",
  "soporte", "solicitud-rechazada", "parties", "assets", "static", "www", "app", "ayuda", "login", "sabores-plataforma",
]);

const ALIAS_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export type AliasVerdict = { ok: true } | { ok: false; message: string };

/** Format and reserved words; whether it is taken is asked of storage. */
export function aliasVerdict(raw: string): AliasVerdict {
  const alias = raw.trim();
  if (alias.length < 3 || alias.length > 40 || !ALIAS_PATTERN.test(alias)) return { ok: false, message: MSG_ALIAS_FORMAT };
  if (RESERVED_ALIASES.has(alias)) return { ok: false, message: MSG_ALIAS_RESERVED };
  return { ok: true };
}

/**
 * The chosen alias names the business (its page /menu/{alias} and its back office); its brand
 * and first location take derived aliases, all in the one alias namespace.
 */
export function aliasesOf(alias: string) {
  return { company: alias, branch: `${alias}-carta`, location: `${alias}-local` };
}

const HOUR = /^([01]\d|2[0-3]):[0-5]\d$/;

export const SIGN_UP_MODES = ["DELIVERY", "TAKE_AWAY"] as const satisfies readonly OrderModeType[];

export const signUpSchema = z
  .object({
    ownerName: z.string({ required_error: MSG_OWNER_NAME }).trim().min(2, MSG_OWNER_NAME).max(80, MSG_OWNER_NAME),
    businessName: z.string({ required_error: MSG_BUSINESS_NAME }).trim().min(2, MSG_BUSINESS_NAME).max(60, MSG_BUSINESS_NAME),
    alias: z.string({ required_error: MSG_ALIAS_FORMAT }).trim().toLowerCase().max(40, MSG_ALIAS_FORMAT)
      .superRefine((a, ctx) => {
        const v = aliasVerdict(a);
        if (!v.ok) ctx.addIssue({ code: z.ZodIssueCode.custom, message: v.message });
      }),
    country: z.string({ required_error: MSG_COUNTRY }).trim().toLowerCase().regex(/^[a-z]{2}$/, MSG_COUNTRY),
    street: z.string({ required_error: MSG_STREET }).trim().min(2, MSG_STREET).max(80, MSG_STREET),
    number: z.string({ required_error: MSG_NUMBER }).trim().min(1, MSG_NUMBER).max(10, MSG_NUMBER),
    city: z.string({ required_error: MSG_CITY }).trim().min(2, MSG_CITY).max(60, MSG_CITY),
    lat: z.coerce.number().min(-90).max(90).optional().catch(undefined),
    lng: z.coerce.number().min(-180).max(180).optional().catch(undefined),
    modes: z.array(z.enum(SIGN_UP_MODES, { errorMap: () => ({ message: MSG_MODES }) }), { required_error: MSG_MODES }).min(1, MSG_MODES).max(2, MSG_MODES),
    days: z.array(z.coerce.number().int().min(1, MSG_DAYS).max(7, MSG_DAYS), { required_error: MSG_DAYS }).min(1, MSG_DAYS).max(7, MSG_DAYS),
    opensAt: z.string({ required_error: MSG_HOURS }).regex(HOUR, MSG_HOURS),
    closesAt: z.string({ required_error: MSG_HOURS }).regex(HOUR, MSG_HOURS),
    whatsapp: z.string({ required_error: MSG_WHATSAPP }).trim().min(6, MSG_WHATSAPP).max(40, MSG_WHATSAPP),
  })
  .refine((v) => v.opensAt < v.closesAt, { message: MSG_HOURS, path: ["closesAt"] });

export type SignUpInput = z.infer<typeof signUpSchema>;

/** The opening hours of the first location: the chosen days, one span each. */
export function workingDaysOf(input: Pick<SignUpInput, "days" | "opensAt" | "closesAt">): WorkingDay[] {
  return [...new Set(input.days)].sort((a, b) => a - b).map((dayOfWeek) => ({ dayOfWeek, workingHours: [{ startAt: input.opensAt, endAt: input.closesAt }] }));
}

/** A starter menu the owner edits in the back office: one category, two plates with example prices. */
export const STARTER_MENU = {
  category: { slug: "nuestros-platos", name: "Nuestros platos", description: "Edite esta categoría desde el back office." },
  plates: [
    { slug: "plato-de-ejemplo", name: "Plato de ejemplo", description: "Cambie el nombre, la descripción y el precio.", price: 5000 },
    { slug: "bebida-de-ejemplo", name: "Bebida de ejemplo", description: "Agregue sus bebidas con sus precios.", price: 1500 },
  ],
} as const;

export const SIGN_UP_MODE_NAMES: Record<(typeof SIGN_UP_MODES)[number], { slug: string; showName: string }> = {
  DELIVERY: { slug: "delivery", showName: "Delivery" },
  TAKE_AWAY: { slug: "take-away", showName: "Retiro en local" },
};

/** Sign-ups per phone: three an hour (a person trying names, not a script). */
export const SIGN_UPS_PER_PHONE = { maxAttempts: 3, windowSeconds: 60 * 60, lockSeconds: 60 * 60 } as const;

/** The new brand's look until the owner sets theirs (the back office's brand screen). */
export const STARTER_BRANCH_CONFIG: BranchGeneralConfig = {
  colorConfig: {
    colorModeType: "LIGHT",
    lightMainColor: "#B45309",
    darkMainColor: "#FBBF24",
    buttonBorderedColorLight: null,
    buttonBorderedColorDark: null,
    promotionalBannerColorLight: "#B45309",
    promotionalBannerColorDark: "#FBBF24",
    mainBackgroundColorLight: null,
    mainBackgroundColorDark: null,
    mainTextColorLight: null,
    mainTextColorDark: null,
    descriptionTextColorLight: null,
    descriptionTextColorDark: null,
  },
  fontFamily: null,
  menuConfig: { plateDetailInModal: true, platesInMainView: false, notesLimit: 250, indicatorsSpreadMax: 2 },
  onlineMarketingConfig: { fbPixelId: null, googleTagManagerId: null, googleAnalyticsId: null },
};
