// /admin/{companyAlias}/locales: the company's branches and their locations, each with its state
// and a link to its own page (hours, 'Cerrado manualmente', special days); 'Agregar local' adds one,
// 'Agregar sucursal' adds a branch (a new brand with its own menu and storefront) with its first location.
import { data, redirect } from "@remix-run/cloudflare";
import { listCompanyLocations } from "~/data/tenants/location-settings.server";
import { newBranchSchema } from "~/domain/shop/new-branch-form";
import { MSG_BRANCH, newLocationSchema } from "~/domain/shop/new-location-form";
import { requireBackOffice } from "~/http/shop-auth.server";
import { addBranch, addLocation } from "~/services/locations/location-settings.server";
import { menuEditor } from "../admin.$companyAlias.carta/catalogue.server";

const NO_STORE = { "Cache-Control": "private, no-store" };

export async function locationsLoader(env: Env, request: Request, companyAlias: string) {
  const access = await requireBackOffice(request, env, companyAlias);
  const locations = await listCompanyLocations(env, access.company.id);
  return data(
    {
      nav: { companyAlias: access.company.alias, companyName: access.company.name, personName: access.person.name },
      notice: NOTICES[new URL(request.url).searchParams.get("hecho") ?? ""] ?? null,
      branches: access.branches.map((b) => ({
        id: b.id,
        name: b.name,
        alias: b.alias,
        locations: locations
          .filter((l) => l.branchId === b.id)
          .map((l) => ({ id: l.id, name: l.name, address: l.address, state: l.manuallyClosed ? "Cerrado manualmente" : l.alwaysOpen ? "Siempre abierto" : null })),
      })),
    },
    { headers: NO_STORE },
  );
}

export type NewLocationActionData = { form: "local" | "sucursal"; errors: Record<string, string>; values: Record<string, string>; message: string | null };

const NOTICES: Record<string, string> = {
  "sucursal-creada": "Sucursal creada, con su carta de ejemplo y su primer local. Ya tiene su tienda.",
};

/**
 * 'Agregar local': a new location of one of the company's branches; it opens on its own page.
 * 'Agregar sucursal' (intent 'sucursal'): a new branch and its first location; the list shows it.
 */
export async function locationsAction(env: Env, request: Request, companyAlias: string) {
  const access = await requireBackOffice(request, env, companyAlias);
  const values = Object.fromEntries([...(await request.formData()).entries()].map(([k, v]) => [k.slice(0, 40), typeof v === "string" ? v.slice(0, 200) : ""]));
  const form = values.intent === "sucursal" ? "sucursal" : "local";
  const fail = (status: number, errors: Record<string, string>, message: string | null = "Revise los campos marcados.") =>
    data<NewLocationActionData>({ form, errors, values, message }, { status, headers: NO_STORE });
  if (form === "sucursal") {
    const parsed = newBranchSchema.safeParse(values);
    if (!parsed.success) return fail(400, Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
    const added = await addBranch(env, menuEditor(env, access), access.branches[0]?.country ?? "ar", parsed.data);
    if (!added.ok) return fail(added.status, added.errors);
    return redirect(`/admin/${access.company.alias}/locales?hecho=sucursal-creada#sucursal-${added.branchId}`, { headers: NO_STORE });
  }
  const parsed = newLocationSchema.safeParse(values);
  if (!parsed.success) return fail(400, Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
  const branch = access.branches.find((b) => b.id === parsed.data.branchId);
  if (!branch) return fail(400, { branchId: MSG_BRANCH });
  const added = await addLocation(env, menuEditor(env, access), branch.country, parsed.data);
  if (!added.ok) return fail(added.status, added.errors);
  return redirect(`/admin/${access.company.alias}/locales/${added.id}?hecho=local-creado`, { headers: NO_STORE });
}
