// POST /api/menu/near (logistics.md §7): body lat, lng, filters (country,
// branch_contact flag), pagingOption (pageSize, offset); response commerces
// (§3 Nearby business), nearest first, within the guide's radius. Ours: the
// filter `searchCode` (a company's guide code, §2 "search-code input"). docs/api.md.
import { nearBodySchema } from "~/domain/guide/near-search";
import { apiError, apiJson, apiLoader, parseOr400 } from "~/http/api.server";
import { searchGuide } from "~/views/guide-search.server";
import { methodNotAllowed, readJsonBody } from "~/http/request-body.server";

export const action = apiLoader(async ({ request, env }) => {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const search = parseOr400(nearBodySchema, await readJsonBody(request, 4 * 1024));
  const result = await searchGuide(env, search);
  if (!result.ok) return apiError(result.status, result.message);
  return apiJson(
    {
      commerces: result.commerces,
      pagingOption: { pageSize: search.pageSize, offset: search.offset, hasMore: result.hasMore },
      radiusInMeters: result.radiusInMeters,
    },
    { cache: "none" },
  );
});

/** GET and the rest: the call is a POST. */
export const loader = apiLoader(async () => methodNotAllowed("POST"));
