// The owner's form of a new location of a branch (/admin/{companyAlias}/locales): its name and
// alias, address (found by the geocoder, or the pin dragged on the map with JavaScript), WhatsApp
// and call phones. It starts with DEFAULT_LOCATION_HOURS and one take-away mode paid in cash, so
// it appears on the storefront at once; the owner edits them on the location's page ('Datos del
// local': the same fields but the branch and the alias).
import { z } from "zod";
import { MSG_ALIAS_FORMAT, MSG_ALIAS_RESERVED, MSG_CITY, MSG_NUMBER, MSG_STREET, MSG_WHATSAPP, RESERVED_ALIASES } from "~/domain/tenants/sign-up";
import type { WorkingDay } from "~/domain/types";

export const MSG_LOCATION_NAME = "Ingrese el nombre del local (de 2 a 60 caracteres).";
export const MSG_CALL_PHONE = "Ingrese un teléfono válido, o déjelo vacío.";
export const MSG_BRANCH = "Elija una sucursal de su empresa.";

/** Every day 11:00 to 23:00 (docs/decisions.md "New location"). */
export const DEFAULT_LOCATION_HOURS: WorkingDay[] = [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => ({ dayOfWeek, workingHours: [{ startAt: "11:00", endAt: "23:00" }] }));
/** The one mode a new location starts with. */
export const NEW_LOCATION_MODE = { type: "TAKE_AWAY", slug: "take-away", showName: "Retiro en local" } as const;

const text = (max: number, message: string) => z.string({ message }).trim().min(1, message).max(max, message);

export const newLocationSchema = z.object({
  branchId: z.string().regex(/^\d{1,9}$/, MSG_BRANCH).transform(Number),
  name: z.string({ message: MSG_LOCATION_NAME }).trim().min(2, MSG_LOCATION_NAME).max(60, MSG_LOCATION_NAME),
  alias: z
    .string({ message: MSG_ALIAS_FORMAT })
    .trim()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, MSG_ALIAS_FORMAT)
    .min(3, MSG_ALIAS_FORMAT)
    .max(40, MSG_ALIAS_FORMAT)
    .refine((a) => !RESERVED_ALIASES.has(a), MSG_ALIAS_RESERVED),
  street: text(80, MSG_STREET),
  number: text(10, MSG_NUMBER),
  city: text(60, MSG_CITY),
  whatsapp: text(30, MSG_WHATSAPP),
  callPhone: z.string().trim().max(30, MSG_CALL_PHONE).optional().default(""),
  lat: z.coerce.number().min(-90).max(90).optional().catch(undefined),
  lng: z.coerce.number().min(-180).max(180).optional().catch(undefined),
});
export type NewLocationInput = z.infer<typeof newLocationSchema>;

/** 'Datos del local' of an existing location: the same fields, without its branch and alias. */
export const locationDetailsSchema = newLocationSchema.omit({ branchId: true, alias: true });
export type LocationDetailsInput = z.infer<typeof locationDetailsSchema>;
