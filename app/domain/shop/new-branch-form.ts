// The owner's form of a new branch of the company (/admin/{companyAlias}/locales, 'Agregar una
// sucursal'): a new brand with its own menu and storefront (/menu/{alias}) and its first location
// at the typed address (or the pin). It starts as the sign-up starts a business: the starter menu,
// take-away paid in cash, open DEFAULT_LOCATION_HOURS (docs/decisions.md "New branch").
import { z } from "zod";
import { newLocationSchema } from "~/domain/shop/new-location-form";

export const MSG_BRANCH_NAME = "Ingrese el nombre de la sucursal (de 2 a 60 caracteres).";

export const newBranchSchema = newLocationSchema.omit({ branchId: true }).extend({
  name: z.string({ message: MSG_BRANCH_NAME }).trim().min(2, MSG_BRANCH_NAME).max(60, MSG_BRANCH_NAME),
});
export type NewBranchInput = z.infer<typeof newBranchSchema>;

/** The first location's alias of a branch: the sign-up's rule ('{alias}-local'). */
export const firstLocationAlias = (branchAlias: string) => `${branchAlias}-local`;
