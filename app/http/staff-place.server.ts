// The location a logistics or picker page belongs to (logistics.md §2: "{alias} is the
// business-location alias"), for every staff page: rider and picker shift pages, the
// picker app and the rider's shipment pages. Only a branch-contact alias is a location;
// anything else is a 404. The pages under it never show the header menu nor the closed
// banner or modal (§2; domain/menu/special-pages.ts).
import { data } from "@remix-run/cloudflare";
import { countryCached, resolveAliasCached } from "~/data/tenants/tenant-cache.server";
import type { Country } from "~/domain/types";
import { hidesHeaderMenu, isSpecialPage } from "~/domain/menu/special-pages";
import { themeCss } from "~/domain/menu/theme";
import { contactScope } from "~/data/tenants/tenant-scope.server";

export interface StaffPlaceContext {
  companyId: number;
  /** The company's alias (its back office: /admin/{companyAlias}/…). */
  companyAlias: string;
  branchId: number;
  branchContactId: number;
  alias: string;
  /** The location's name ('Sabores Palermo'). */
  name: string;
  branchName: string;
  logoFileId: string | null;
  /** ISO country of the branch ('ar'): the phone numbers' default country. */
  country: string;
  /** Currency and time zone of the branch's country (amounts and times on the pages). */
  countryInfo: Pick<Country, "currencySymbol" | "mantissaLength" | "timeZone">;
  /** What the shared staff header shows (StaffHeader). */
  header: { showHeaderMenu: boolean; showClosedNotice: boolean };
  themeCss: string;
}

function notFound(): never {
  throw data("No encontramos lo que buscas", { status: 404 });
}

/** Alias → location (branch contact) of a staff page; 404 for other aliases. */
export async function loadStaffPlace(env: Env, request: Request, alias: string): Promise<StaffPlaceContext> {
  const resolved = await resolveAliasCached(env, alias);
  if (!resolved || resolved.type !== "branchContact") notFound();
  const { branch, branchContact: bc } = resolved;
  const pathname = new URL(request.url).pathname;
  const country = await countryCached(env, branch.country);
  return {
    companyId: resolved.company.id,
    companyAlias: resolved.company.alias,
    branchId: branch.id,
    branchContactId: bc.id,
    alias: bc.alias,
    name: bc.name,
    branchName: branch.name,
    logoFileId: branch.logoFileId,
    country: branch.country,
    countryInfo: {
      currencySymbol: country?.currencySymbol ?? "$",
      mantissaLength: country?.mantissaLength ?? 0,
      timeZone: country?.timeZone ?? "America/Argentina/Buenos_Aires",
    },
    header: { showHeaderMenu: !hidesHeaderMenu(pathname), showClosedNotice: !isSpecialPage(pathname) },
    themeCss: themeCss(branch.generalConfig),
  };
}

/** The location of a numeric branchContactId (the staff API's query and bodies), or null. */
export async function staffPlaceById(env: Env, branchContactId: number): Promise<{ companyId: number; branchContactId: number; alias: string; country: string } | null> {
  const scope = await contactScope(env, branchContactId);
  return scope ? { companyId: scope.companyId, branchContactId: scope.branchContactId, alias: scope.alias, country: scope.country } : null;
}
