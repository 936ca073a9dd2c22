// /admin/{companyAlias}/locales: the company's branches and their locations, each with its state
// and a link to its own page (hours, 'Cerrado manualmente', special days); 'Agregar local' adds one.
import { data, redirect } from "@remix-run/cloudflare";
import { listCompanyLocations } from "~/data/tenants/location-settings.server";
import { MSG_BRANCH, newLocationSchema } from "~/domain/shop/new-location-form";
import { requireBackOffice } from "~/http/shop-auth.server";
import { addLocation } from "~/services/locations/location-settings.server";
import { menuEditor } from "../admin.$companyAlias.carta/catalogue.server";

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

export type NewLocationActionData = { errors: Record<string, string>; values: Record<string, string>; message: string | null };

/** 'Agregar local': a new location of one of the company's branches; it opens on its own page. */
export async function locationsAction(env: Env, request: Request, companyAlias: string) {
  const access = await requireBackOffice(request, env, companyAlias);
  const values = Object.fromEntries([...(await request.formData()).entries()].map(([k, v]) => [k.slice(0, 40), typeof v === "string" ? v.slice(0, 200) : ""]));
  const fail = (status: number, errors: Record<string, string>, message: string | null = "Revise los campos marcados.") =>
    data<NewLocationActionData>({ errors, values, message }, { status, headers: NO_STORE });
  const parsed = newLocationSchema.safeParse(values);
  if (!parsed.success) return fail(400, Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
  const branch = access.branches.find((b) => b.id === parsed.data.branchId);
  if (!branch) return fail(400, { branchId: MSG_BRANCH });
  const added = await addLocation(env, menuEditor(env, access), branch.country, parsed.data);
  if (!added.ok) return fail(added.status, added.errors);
  return redirect(`/admin/${access.company.alias}/locales/${added.id}?hecho=local-creado`, { headers: NO_STORE });
}
