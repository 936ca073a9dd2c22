// Riders and pickers: logistics.md §2 Shift page, §4 Shift, §5 shift registration,
// §8 shift errors, §9. Pure rules (no I/O, no clock): the shift page variants and
// the routing by the person's state, the form rules with the spec's messages, and
// the constants of the lockout and the shift token.
import { z } from "zod";
import { normalizePhone } from "~/domain/checkout/phone";

export const STAFF_ROLES = ["rider", "picker"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** §2 Shift page: registerPageVariant. */
export const SHIFT_VARIANTS = ["phoneIntake", "register", "logIn", "logOut", "success"] as const;
export type ShiftVariant = (typeof SHIFT_VARIANTS)[number];

export function isShiftVariant(value: unknown): value is ShiftVariant {
  return typeof value === "string" && (SHIFT_VARIANTS as readonly string[]).includes(value);
}

/** §2: 'Preparadores' on picker paths, 'Repartidores' on rider paths. */
export const shiftTitle = (role: StaffRole) => (role === "picker" ? "Preparadores" : "Repartidores");

/** The shift page of a role at a location ({alias} is the branch-contact alias). */
export function shiftPath(role: StaffRole, alias: string, variant: ShiftVariant): string {
  const a = encodeURIComponent(alias);
  return role === "rider" ? `/logistics/${a}/rider/${variant}` : `/picker/${a}/picker/${variant}`;
}

/** §4 Shift: 'redirects to the person's app page' (rider: the shipments list; picker: the order list). */
export function staffAppPath(role: StaffRole, alias: string): string {
  const a = encodeURIComponent(alias);
  return role === "rider" ? `/logistics/${a}/shipments` : `/picker/${a}/pickerApp/list`;
}

/** §3 Picker "Stored profile: id, name, phone, order list url": the browser keeps it under this key. */
export const PICKER_PROFILE_KEY = "pickerProfile";

export interface PickerProfile {
  id: number;
  name: string;
  phone: string;
  orderListUrl: string;
}

/** §3 the picker's stored profile: who is on shift and where their order list is. */
export function pickerProfile(person: { id: number; name: string; phone: string }, alias: string): PickerProfile {
  return { id: person.id, name: person.name, phone: person.phone, orderListUrl: staffAppPath("picker", alias) };
}

/** §2 'Unauthorised riders are sent to /404?message=Acceso denegado o link expirado'. */
export const MSG_ACCESS_DENIED = "Acceso denegado o link expirado";
/** A person the owner removed from the team: the location's code no longer lets them in. */
export const MSG_STAFF_REMOVED = "El local te dio de baja del equipo. Para volver, pide al encargado que te agregue de nuevo.";
export const ACCESS_DENIED_PATH = `/404?message=${encodeURIComponent(MSG_ACCESS_DENIED)}`;
/** Under it, when the refused page named its location (ours). */
export const MSG_SESSION_LOST = "Tu turno terminó o la sesión venció en este teléfono. Ingresa de nuevo con tu teléfono para seguir.";

// §5 and §8, to the letter.
export const MSG_PHONES_DIFFER = "Los números de teléfono no coinciden";
export const MSG_PHONE_INVALID = "El número de teléfono es invalido";
export const MSG_FIELDS_REQUIRED = "Debe completar todos los campos para continuar";
export const MSG_WRONG_CODE = "El código de seguridad es erróneo";
export const MSG_TRY_LATER = "Hubo un error, vuélvalo a intentar en unos minutos";
export const MSG_SHIFT_ENDED = "Turno finalizado con éxito";

/** Our lockout (the code has only 4 digits): five wrong codes for one phone at one location lock it 15 minutes. */
export const CODE_LOCK_POLICY = { maxAttempts: 5, lockSeconds: 15 * 60, windowSeconds: 15 * 60 } as const;

/**
 * Wrong codes of one client (address; the device with its cookie) at any location of the
 * tenant: ten in 15 minutes lock that client 15 minutes, whatever phones it rotates through.
 */
export const CLIENT_CODE_LOCK_POLICY = { maxAttempts: 10, lockSeconds: 15 * 60, windowSeconds: 15 * 60 } as const;

/**
 * Wrong codes at one location (any phones, any clients) within a day: past 20 the location's
 * code is no longer accepted until the owner sets a new one (20 tries of 10,000: 0.2%).
 */
export const LOCATION_CODE_LOCK_POLICY = { maxAttempts: 20, lockSeconds: null, windowSeconds: 24 * 60 * 60 } as const;

export const MSG_CODE_BLOCKED = "El código de seguridad de este local quedó bloqueado por demasiados intentos erróneos. Pide al encargado del local un código nuevo.";

/** What the location's own phone receives when its code is blocked. */
export function codeBlockedNotice(role: StaffRole, locationName: string): string {
  const who = role === "rider" ? "repartidores" : "preparadores";
  return `Sabores: el código de seguridad de ${who} de ${locationName} quedó bloqueado tras demasiados intentos erróneos desde teléfonos distintos. Cámbielo para que su equipo pueda volver a iniciar turno.`;
}

/** The Spanish lock message, with the minutes left (rounded up, at least 1). */
export function codeLockedMessage(secondsLeft: number): string {
  const minutes = Math.max(1, Math.ceil(secondsLeft / 60));
  return `Demasiados códigos erróneos para este teléfono. Podrás volver a intentarlo en ${minutes} ${minutes === 1 ? "minuto" : "minutos"}.`;
}

/**
 * A device that proved a person's phone (a one-time code sent to it) is remembered 180 days
 * from the last shift started on it: a rider's own phone never asks again while in use, a
 * lost or sold one stops opening shifts half a year later (docs/decisions.md).
 */
export const STAFF_DEVICE_TTL_MS = 180 * 24 * 60 * 60 * 1000;

// The staff screens speak to the rider or picker as the logistics spec does ('Ingresa con tu
// teléfono', 'Confirma tu teléfono'): the phone-code step, the limits and the refusals of our own
// say "tú" too, while the diners' and the shop's sign-in keep theirs.

/** What the shift page and the JSON calls say once the phone's code is on its way. */
export function staffCodeSentNotice(channelLabel: string, phoneDisplay: string): string {
  return `Te enviamos un código de 6 dígitos por ${channelLabel} al ${phoneDisplay}.`;
}

/** The phone-code step: the notice, then what to do with the code. */
export function phoneCodeNeededMessage(sentNotice: string): string {
  return `${sentNotice} Ingrésalo para iniciar turno en este dispositivo.`;
}

/** The JSON calls' answer when the phone's code is still missing and none could be sent now. */
export const MSG_PHONE_CODE_REQUIRED = "Este dispositivo necesita el código de 6 dígitos que enviamos a tu teléfono.";
export const MSG_STAFF_PHONE_CODE_FORMAT = "Ingresa el código de 6 dígitos que te enviamos";
export const MSG_STAFF_PHONE_CODE_VOID = "El código venció o se agotaron los intentos. Pide un código nuevo.";
export const MSG_STAFF_TOO_MANY = "Demasiados intentos. Espera unos minutos y vuelve a intentarlo.";
export function staffWrongPhoneCodeMessage(remaining: number): string {
  if (remaining <= 0) return MSG_STAFF_PHONE_CODE_VOID;
  return remaining === 1 ? "El código no es correcto. Te queda 1 intento." : `El código no es correcto. Te quedan ${remaining} intentos.`;
}

/** A shift's token expires at log out or after 12 hours (a forgotten log out must not leave it alive). */
export const SHIFT_TOKEN_TTL_MS = 12 * 60 * 60 * 1000;

/**
 * §4 Shift: found and active → logOut; found and inactive → logIn; not found → register.
 * Ending a shift takes the person's own session, so on a browser that does not hold their
 * shift an active person gets logIn (a new shift there replaces the old one, as a log in
 * from a new phone does).
 */
export function variantForPerson(person: { active: boolean } | null, holdsTheirShift = true): Exclude<ShiftVariant, "phoneIntake" | "success"> {
  if (!person) return "register";
  return person.active && holdsTheirShift ? "logOut" : "logIn";
}

/** The security code a location gives: four digits. */
export const isSecurityCodeShape = (code: string) => /^\d{4}$/.test(code);

const text = (max: number) => z.preprocess((v) => (typeof v === "string" ? v.trim() : v ?? ""), z.string().max(max, MSG_FIELDS_REQUIRED));

/** One E.164 phone from what was typed; the country hint is the location's. */
function phoneField(country: string) {
  return text(40).transform((raw, ctx) => {
    if (raw === "") {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: MSG_FIELDS_REQUIRED });
      return z.NEVER;
    }
    const e164 = normalizePhone(raw, country);
    if (!e164) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: MSG_PHONE_INVALID });
      return z.NEVER;
    }
    return e164;
  });
}

/** §5 'At phone intake the phone must also be valid'. */
export const phoneIntakeSchema = (country: string) => z.object({ phone: phoneField(country) });

/**
 * §5 Shift registration: name, phone and security code required (checked first, one
 * message); both phone entries match; the phone is valid.
 */
export function registerSchema(country: string) {
  return z
    .object({ phone: text(40), phoneConfirmation: text(40), name: text(80), securityCode: text(20) })
    .superRefine((v, ctx) => {
      if (!v.phone || !v.phoneConfirmation || !v.name || !v.securityCode) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: MSG_FIELDS_REQUIRED });
        return;
      }
      const phone = normalizePhone(v.phone, country);
      const confirmation = normalizePhone(v.phoneConfirmation, country);
      if (phone && confirmation && phone !== confirmation) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: MSG_PHONES_DIFFER, path: ["phoneConfirmation"] });
        return;
      }
      if (!phone || !confirmation) {
        // Typed differently and at least one unreadable: they do not match either.
        const message = v.phone.replace(/\D/g, "") !== v.phoneConfirmation.replace(/\D/g, "") ? MSG_PHONES_DIFFER : MSG_PHONE_INVALID;
        ctx.addIssue({ code: z.ZodIssueCode.custom, message, path: ["phone"] });
      }
    })
    .transform((v) => ({ name: v.name, phone: normalizePhone(v.phone, country) as string, securityCode: v.securityCode }));
}

/** Log in and log out: the phone (carried from the intake) and the security code. */
export function codeSchema(country: string) {
  return z
    .object({ phone: text(40), securityCode: text(20) })
    .superRefine((v, ctx) => {
      if (!v.phone || !v.securityCode) ctx.addIssue({ code: z.ZodIssueCode.custom, message: MSG_FIELDS_REQUIRED });
      else if (!normalizePhone(v.phone, country)) ctx.addIssue({ code: z.ZodIssueCode.custom, message: MSG_PHONE_INVALID, path: ["phone"] });
    })
    .transform((v) => ({ phone: normalizePhone(v.phone, country) as string, securityCode: v.securityCode }));
}
