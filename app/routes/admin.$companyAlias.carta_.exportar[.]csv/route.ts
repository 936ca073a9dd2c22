// /admin/{companyAlias}/carta/exportar.csv?sucursal={branchAlias}: the owner downloads the whole
// menu of a branch as CSV (the layout of docs/menu-csv.md), to edit it and import it back.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { requireBackOffice } from "~/http/shop-auth.server";
import { exportMenuCsv } from "~/services/menu-import/menu-csv.server";
import { chosenBranch } from "../admin.$companyAlias.carta/catalogue.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const access = await requireBackOffice(request, env, params.companyAlias ?? "");
  const branch = chosenBranch(access, new URL(request.url));
  const csv = branch ? await exportMenuCsv(env, access.company.id, branch.id) : null;
  if (!branch || csv === null) throw data("No encontramos lo que buscas", { status: 404 });
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="carta-${branch.alias}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
