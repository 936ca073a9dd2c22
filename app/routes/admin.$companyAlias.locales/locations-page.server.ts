// /admin/{companyAlias}/locales: the company's branches and their locations, each with its state
// and a link to its own page (hours, 'Cerrado manualmente', special days).
import { data } from "@remix-run/cloudflare";
import { listCompanyLocations } from "~/data/tenants/location-settings.server";
import { requireBackOffice } from "~/http/shop-auth.server";

const NO_STORE = { "Cache-Control": "private, no-store" };

export async function locationsLoader(env: Env, request: Request, companyAlias: string) {
  const access = await requireBackOffice(request, env, companyAlias);
  const locations = await listCompanyLocations(env, access.company.id);
  return data(
    {
      nav: { companyAlias: access.company.alias, companyName: access.company.name, personName: access.person.name },
      branches: access.branches.map((b) => ({
        id: b.id,
        name: b.name,
        locations: locations
          .filter((l) => l.branchId === b.id)
          .map((l) => ({ id: l.id, name: l.name, address: l.address, state: l.manuallyClosed ? "Cerrado manualmente" : l.alwaysOpen ? "Siempre abierto" : null })),
      })),
    },
    { headers: NO_STORE },
  );
}
