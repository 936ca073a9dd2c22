// /admin/{companyAlias}/carta/cambios: the owner reads who changed what in the company's menus,
// with the values before and after and when, newest first, 50 a page ('Ver cambios anteriores'
// follows ?antes={the last row's place in the log}).
import { data } from "@remix-run/cloudflare";
import { z } from "zod";
import { listMenuAudit } from "~/data/menus/back-office-menu.server";
import { countryCached } from "~/data/tenants/tenant-cache.server";
import { zonedFormat } from "~/domain/date-time-format";
import { describeMenuChange } from "~/domain/menu/menu-change-view";
import { requireBackOffice } from "~/http/shop-auth.server";

const NO_STORE = { "Cache-Control": "private, no-store" };
const PAGE_SIZE = 50;
const DEFAULT_TIME_ZONE = "America/Argentina/Buenos_Aires";
const when = zonedFormat("es-AR", { day: "2-digit", month: "2-digit", year: "numeric", hour: "2-digit", minute: "2-digit", hour12: false });

export const MSG_BAD_PAGE = "No pudimos leer la página del historial. Vuelva a la primera página.";

const query = z.object({ antes: z.string().regex(/^\d{1,15}$/).transform(Number).optional() });

export async function menuChangesLoader(env: Env, request: Request, companyAlias: string) {
  const access = await requireBackOffice(request, env, companyAlias);
  const url = new URL(request.url);
  const parsed = query.safeParse({ antes: url.searchParams.get("antes") ?? undefined });
  if (!parsed.success) throw data(MSG_BAD_PAGE, { status: 400, headers: NO_STORE });
  const first = access.branches[0];
  const country = first ? await countryCached(env, first.country) : null;
  const money = country ? { currencySymbol: country.currencySymbol, mantissaLength: country.mantissaLength } : null;
  const format = when(country?.timeZone ?? DEFAULT_TIME_ZONE);
  const branchName = new Map(access.branches.map((b) => [b.id, b.name]));
  const { entries, more } = await listMenuAudit(env, access.company.id, { limit: PAGE_SIZE, olderThan: parsed.data.antes ?? null });
  const changes = entries.map((e) => ({
    id: e.id,
    when: format.format(e.createdAt),
    at: new Date(e.createdAt).toISOString(),
    who: e.personName,
    branch: branchName.get(e.branchId) ?? "",
    ...describeMenuChange(e, money),
  }));
  const last = entries.at(-1);
  return data(
    {
      nav: { companyAlias: access.company.alias, companyName: access.company.name, personName: access.person.name },
      changes,
      olderHref: more && last ? `/admin/${access.company.alias}/carta/cambios?antes=${last.seq}` : null,
      firstPage: parsed.data.antes === undefined,
    },
    { headers: NO_STORE },
  );
}
