// The nearby-business guide's search, shared by POST /api/menu/near and the
// guide page /guia (logistics.md §2, §3 "Nearby business", §7): a validated
// NearSearch → the §3 entries, nearest first, with the exact distance.
import { findByCode, findNearby, type NearbyPage, type NearbyRow } from "~/data/guide/nearby.server";
import { distanceInMeters, GUIDE_MESSAGES, GUIDE_RADIUS_M, type LatLng, type NearSearch } from "~/domain/guide/near-search";

/** §3 Nearby business: branchContact with alias, name, address (street, number, city), distanceInMeters. */
export interface NearbyBusiness {
  branchContact: {
    id: number;
    alias: string;
    name: string;
    address: { street: string; number: string; city: string };
    company: { alias: string; name: string };
  };
  /** Whole metres; null for a search by code without a location. */
  distanceInMeters: number | null;
}

export type GuideSearchResult =
  | { ok: true; commerces: NearbyBusiness[]; hasMore: boolean; radiusInMeters: number | null }
  | { ok: false; status: 404; message: string };

function toBusiness(row: NearbyRow, origin: LatLng | null): NearbyBusiness {
  return {
    branchContact: {
      id: row.id,
      alias: row.alias,
      name: row.name,
      address: { street: row.street, number: row.number, city: row.city },
      company: { alias: row.companyAlias, name: row.companyName },
    },
    distanceInMeters: origin ? distanceInMeters(origin, row) : null,
  };
}

export async function searchGuide(env: Pick<Env, "DB">, search: NearSearch): Promise<GuideSearchResult> {
  let page: NearbyPage | null;
  if (search.searchCode) {
    page = await findByCode(env, { ...search, code: search.searchCode });
    if (!page) return { ok: false, status: 404, message: GUIDE_MESSAGES.unknownCode(search.searchCode) };
  } else if (search.origin) {
    page = await findNearby(env, { ...search, origin: search.origin, radiusM: GUIDE_RADIUS_M });
  } else {
    // nearBodySchema refuses this; kept total for callers that build a NearSearch by hand.
    return { ok: true, commerces: [], hasMore: false, radiusInMeters: GUIDE_RADIUS_M };
  }
  // SQL ranks on the equirectangular key; the exact distance keeps the order within
  // a page (a stable sort, so only near-ties can move).
  const commerces = page.rows
    .map((row) => toBusiness(row, search.origin))
    .sort((a, b) => (a.distanceInMeters ?? 0) - (b.distanceInMeters ?? 0));
  return { ok: true, commerces, hasMore: page.hasMore, radiusInMeters: search.searchCode ? null : GUIDE_RADIUS_M };
}
