// /admin/{companyAlias}/guia: whether the company shows in the public nearby-business guide
// (which of its locations) and the search code diners type there. One plain form.
import { data, redirect } from "@remix-run/cloudflare";
import { z } from "zod";
import { guideListing, saveGuideListing } from "~/data/tenants/guide-listing.server";
import { normalizeSearchCode } from "~/domain/guide/near-search";
import { requireBackOffice } from "~/http/shop-auth.server";

const NO_STORE = { "Cache-Control": "private, no-store" };

export const MSG_SEARCH_CODE = "El código de búsqueda lleva de 3 a 30 letras, números o guiones, o vacío para no tener código.";
export const MSG_SEARCH_CODE_TAKEN = "Otra empresa ya usa ese código de búsqueda. Elija otro.";

const form = z.object({
  searchCode: z.string().max(60).optional(),
  listed: z.array(z.string().regex(/^\d{1,9}$/).transform(Number)).max(500),
});

export type GuideListingActionData = { error: string; searchCode: string; listed: number[] };

export async function guideListingLoader(env: Env, request: Request, companyAlias: string) {
  const access = await requireBackOffice(request, env, companyAlias);
  const listing = await guideListing(env, access.company.id);
  const done = new URL(request.url).searchParams.get("hecho") === "guia-guardada";
  return data(
    {
      nav: { companyAlias: access.company.alias, companyName: access.company.name, personName: access.person.name },
      notice: done ? "Guardado. La guía ya muestra estos cambios." : null,
      listing,
    },
    { headers: NO_STORE },
  );
}

export async function guideListingAction(env: Env, request: Request, companyAlias: string) {
  const access = await requireBackOffice(request, env, companyAlias);
  const body = await request.formData();
  const parsed = form.safeParse({ searchCode: body.get("searchCode") ?? undefined, listed: body.getAll("listed") });
  const typed = String(body.get("searchCode") ?? "").slice(0, 60);
  const listedRaw = body.getAll("listed").map(Number).filter(Number.isInteger);
  const fail = (status: number, error: string) => data<GuideListingActionData>({ error, searchCode: typed, listed: listedRaw }, { status, headers: NO_STORE });
  if (!parsed.success) return fail(400, "No pudimos leer el formulario. Vuelva a abrir la página e intente de nuevo.");
  const raw = (parsed.data.searchCode ?? "").trim();
  const searchCode = raw === "" ? null : normalizeSearchCode(raw);
  if (raw !== "" && (!searchCode || searchCode.length < 3)) return fail(400, MSG_SEARCH_CODE);
  const saved = await saveGuideListing(env, access.company.id, { searchCode, listedIds: parsed.data.listed });
  if (saved === "taken") return fail(409, MSG_SEARCH_CODE_TAKEN);
  return redirect(`/admin/${access.company.alias}/guia?hecho=guia-guardada`, { headers: NO_STORE });
}
