// The owner's team page (/admin/{companyAlias}/equipo): its forms' rules and what it says, in
// Spanish. Pure: the page's server module parses with these and writes through the services.
import { z } from "zod";
import { normalizePhone } from "~/domain/checkout/phone";
import { MSG_PHONE_INVALID, type StaffRole } from "~/domain/logistics/staff";
import { SHOP_ROLES, type ShopRole } from "./shop-roles";

export const TEAM_TEXT = {
  nameRequired: "Ingrese el nombre.",
  nameTooLong: "El nombre puede tener hasta 60 caracteres.",
  phoneRequired: "Ingrese el teléfono.",
  phoneInvalid: MSG_PHONE_INVALID,
  staffExists: "Esa persona ya está en el equipo de este local.",
  personExists: "Ese teléfono ya es de una persona de la consola.",
  locationsRequired: "Elija al menos un local para el encargado o la cocina.",
  lastOwner: "No puede quitarse ni dejar de ser dueño: es el último dueño de la empresa.",
  badRequest: "Revise los datos del formulario.",
} as const;

/** What the page says after a change (?hecho=<key>): a fixed list, the address never carries free text. */
export const TEAM_NOTICES = {
  "equipo-agregado": "Persona agregada al equipo. Inicia su turno con su teléfono y el código del local.",
  "equipo-quitado": "Persona quitada del equipo: su turno terminó en ese momento. El código del local ya no le sirve; para que vuelva, agréguelo de nuevo aquí.",
  "equipo-quitado-envio": "Persona quitada del equipo: su turno terminó y su envío en curso volvió a la lista. El código del local ya no le sirve; para que vuelva, agréguelo de nuevo aquí.",
  "codigo-cambiado": "Código cambiado. El código anterior ya no sirve para iniciar turno.",
  "persona-agregada": "Persona agregada. Ingresa en /consola con su teléfono.",
  "persona-guardada": "Rol y locales guardados.",
  "persona-quitada": "Persona quitada: su sesión en la consola terminó.",
} as const;

export type TeamNoticeKey = keyof typeof TEAM_NOTICES;

export function teamNotice(key: string | null): string | null {
  return key && Object.hasOwn(TEAM_NOTICES, key) ? TEAM_NOTICES[key as TeamNoticeKey] : null;
}

/** 'repartidores' / 'preparadores', as the codes and lists are named. */
export const staffGroupName = (role: StaffRole) => (role === "rider" ? "repartidores" : "preparadores");

/** The alert at the top of the team page (and the owner's board) while a location's code is blocked. */
export const codeBlockedAlert = (role: StaffRole, locationName: string) =>
  `El código de ${staffGroupName(role)} de ${locationName} quedó bloqueado por demasiados intentos erróneos: nadie puede iniciar turno con él hasta que lo cambie.`;

/** The new code, shown once after the change. */
export const newCodeShown = (role: StaffRole, locationName: string, code: string) =>
  `Nuevo código de ${staffGroupName(role)} de ${locationName}: ${code}. Anótelo y compártalo con su equipo: no se vuelve a mostrar.`;

const id = z.string({ required_error: TEAM_TEXT.badRequest }).regex(/^\d{1,9}$/, TEAM_TEXT.badRequest).transform(Number);
const name = z.string({ required_error: TEAM_TEXT.nameRequired }).trim().min(1, TEAM_TEXT.nameRequired).max(60, TEAM_TEXT.nameTooLong);
const phoneText = z.string({ required_error: TEAM_TEXT.phoneRequired }).trim().min(1, TEAM_TEXT.phoneRequired).max(40, TEAM_TEXT.phoneInvalid);
const staffRole = z.enum(["rider", "picker"], { errorMap: () => ({ message: TEAM_TEXT.badRequest }) });
const shopRole = z.enum(SHOP_ROLES as [ShopRole, ...ShopRole[]], { errorMap: () => ({ message: TEAM_TEXT.badRequest }) });
const locations = z.array(id).max(200, TEAM_TEXT.badRequest).default([]);

/** A phone typed at the page, as E.164 with the location's country as the hint; an issue on `path` otherwise. */
function phoneIn(country: string, raw: string, ctx: z.RefinementCtx): string {
  const e164 = normalizePhone(raw, country);
  if (!e164) ctx.addIssue({ code: z.ZodIssueCode.custom, message: TEAM_TEXT.phoneInvalid, path: ["phone"] });
  return e164 ?? "";
}

/**
 * Every form of the page, by its button's `intent`. `countryOf` gives a location's country (the
 * hint for a rider's phone) and `companyCountry` the business's (for the console's people).
 */
export function teamFormSchema(countryOf: (branchContactId: number) => string, companyCountry: string) {
  return z
    .discriminatedUnion("intent", [
      z.object({ intent: z.literal("agregar-equipo"), branchContactId: id, role: staffRole, name, phone: phoneText }),
      z.object({ intent: z.literal("quitar-equipo"), staffId: id }),
      z.object({ intent: z.literal("cambiar-codigo"), branchContactId: id, role: staffRole }),
      z.object({ intent: z.literal("agregar-persona"), name, phone: phoneText, role: shopRole, locations }),
      z.object({ intent: z.literal("guardar-persona"), personId: id, role: shopRole, locations }),
      z.object({ intent: z.literal("quitar-persona"), personId: id }),
    ])
    .transform((v, ctx) => {
      if ((v.intent === "agregar-persona" || v.intent === "guardar-persona") && v.role !== "owner" && v.locations.length === 0) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: TEAM_TEXT.locationsRequired, path: ["locations"] });
      }
      if (v.intent === "agregar-equipo") return { ...v, phone: phoneIn(countryOf(v.branchContactId), v.phone, ctx) };
      if (v.intent === "agregar-persona") return { ...v, phone: phoneIn(companyCountry, v.phone, ctx) };
      return v;
    });
}

export type TeamForm = z.output<ReturnType<typeof teamFormSchema>>;
