// Storage of the nearby-business guide (logistics.md §7 POST /api/menu/near):
// the locations that list themselves (branch_contacts.guide_listed), found
// through the partial index branch_contacts_guide_idx (migrations/0014_guide.sql)
// and ranked in SQL; and a company's search code (companies.guide_search_code).
//
// The location search is two nested selects in one statement: the inner one
// reads only the covering index (box on lat/lng, the radius and the ranking on
// the squared equirectangular distance, LIMIT/OFFSET), the outer one reads the
// rows of that page alone. The exact distance is the caller's (@turf/distance).
import {
  boundingBox,
  equirectangularScale,
  radiusInSquaredDegrees,
  type LatLng,
} from "~/domain/guide/near-search";

export interface NearbyRow {
  id: number;
  alias: string;
  name: string;
  street: string;
  number: string;
  city: string;
  lat: number;
  lng: number;
  companyId: number;
  companyName: string;
  companyAlias: string;
}

export interface NearbyPage {
  rows: NearbyRow[];
  hasMore: boolean;
}

export interface Statement {
  sql: string;
  params: (string | number)[];
}

interface RawRow {
  id: number;
  alias: string;
  name: string;
  street: string;
  number: string;
  city: string;
  lat: number;
  lng: number;
  company_id: number;
  company_name: string;
  company_alias: string;
}

const toRow = (r: RawRow): NearbyRow => ({
  id: r.id,
  alias: r.alias,
  name: r.name,
  street: r.street,
  number: r.number,
  city: r.city,
  lat: r.lat,
  lng: r.lng,
  companyId: r.company_id,
  companyName: r.company_name,
  companyAlias: r.company_alias,
});

const OUTER_COLUMNS = `bc.id, bc.alias, bc.name, bc.street, bc.number, bc.city, bc.lat, bc.lng,
  bc.company_id, c.name AS company_name, c.alias AS company_alias`;

/** Squared equirectangular distance from ?1 (lat), ?2 (lng) with ?3 = cos(lat) — see near-search.ts. */
const d2 = (t: string) => `((${t}.lat - ?1) * (${t}.lat - ?1) + ((${t}.lng - ?2) * ?3) * ((${t}.lng - ?2) * ?3))`;

export interface NearbyQuery {
  origin: LatLng;
  radiusM: number;
  country: string | null;
  /** false: one row per company, its nearest listed location. */
  perBranchContact: boolean;
  /** Rows to read: the page size plus one (to know whether more follow). */
  limit: number;
  offset: number;
}

/**
 * The location search as one SQL statement (exported so that a test can run
 * EXPLAIN QUERY PLAN on exactly what the guide runs). `guide_listed = 1 AND
 * blocked = 0` are literals: SQLite uses a partial index only when the query
 * repeats its WHERE terms, which a bound parameter would not.
 */
export function nearbyStatement(q: NearbyQuery): Statement {
  const box = boundingBox(q.origin, q.radiusM);
  const params: (string | number)[] = [
    q.origin.lat,
    q.origin.lng,
    equirectangularScale(q.origin),
    box.minLat,
    box.maxLat,
    box.minLng,
    box.maxLng,
    radiusInSquaredDegrees(q.radiusM),
  ];
  let country = "";
  if (q.country) {
    params.push(q.country);
    country = `AND EXISTS (SELECT 1 FROM branches AS b WHERE b.id = g.branch_id AND b.country = ?${params.length})`;
  }
  params.push(q.limit, q.offset);
  const limit = `LIMIT ?${params.length - 1} OFFSET ?${params.length}`;
  const where = `g.guide_listed = 1 AND g.blocked = 0
      AND g.lat BETWEEN ?4 AND ?5 AND g.lng BETWEEN ?6 AND ?7
      AND ${d2("g")} <= ?8 ${country}`;
  // One per company: SQLite takes the bare column g.id from the row holding MIN().
  const inner = q.perBranchContact
    ? `SELECT g.id AS id, ${d2("g")} AS d2 FROM branch_contacts AS g WHERE ${where} ORDER BY d2, g.id ${limit}`
    : `SELECT g.id AS id, MIN(${d2("g")}) AS d2 FROM branch_contacts AS g WHERE ${where} GROUP BY g.company_id ORDER BY d2, g.id ${limit}`;
  const sql = `SELECT ${OUTER_COLUMNS}
    FROM (${inner}) AS near
    JOIN branch_contacts AS bc ON bc.id = near.id
    JOIN companies AS c ON c.id = bc.company_id
    ORDER BY near.d2, bc.id`;
  return { sql, params };
}

export async function findNearby(env: Pick<Env, "DB">, q: Omit<NearbyQuery, "limit"> & { pageSize: number }): Promise<NearbyPage> {
  const st = nearbyStatement({ ...q, limit: q.pageSize + 1 });
  const { results } = await env.DB.prepare(st.sql).bind(...st.params).all<RawRow>();
  return { rows: results.slice(0, q.pageSize).map(toRow), hasMore: results.length > q.pageSize };
}

export interface CodeQuery {
  code: string;
  origin: LatLng | null;
  country: string | null;
  perBranchContact: boolean;
  pageSize: number;
  offset: number;
}

/**
 * The listed locations of the company whose search code is `code` (already
 * upper case), nearest first when an origin is known, else in the branches'
 * order; null when no company has that code. One round trip (a batch).
 */
export async function findByCode(env: Pick<Env, "DB">, q: CodeQuery): Promise<NearbyPage | null> {
  const params: (string | number)[] = q.origin ? [q.origin.lat, q.origin.lng, equirectangularScale(q.origin)] : [0, 0, 0];
  params.push(q.code);
  const codeParam = `?${params.length}`;
  let country = "";
  if (q.country) {
    params.push(q.country);
    country = `AND br.country = ?${params.length}`;
  }
  // One per company = this company's first location (nearest, or first in order).
  const limit = q.perBranchContact ? q.pageSize + 1 : q.offset === 0 ? 1 : 0;
  params.push(limit, q.perBranchContact ? q.offset : 0);
  const order = q.origin ? `${d2("bc")}, ` : "";
  const locations = `SELECT ${OUTER_COLUMNS}
    FROM companies AS c
    JOIN branch_contacts AS bc ON bc.company_id = c.id
    JOIN branches AS br ON br.id = bc.branch_id AND br.company_id = c.id
    WHERE c.guide_search_code = ${codeParam} AND bc.guide_listed = 1 AND bc.blocked = 0 ${country}
    ORDER BY ${order}br.position, bc.position, bc.id
    LIMIT ?${params.length - 1} OFFSET ?${params.length}`;
  const [company, rows] = await env.DB.batch([
    env.DB.prepare("SELECT id FROM companies WHERE guide_search_code = ?1 LIMIT 1").bind(q.code),
    env.DB.prepare(locations).bind(...params),
  ]);
  if ((company.results ?? []).length === 0) return null;
  const found = (rows.results ?? []) as RawRow[];
  const pageSize = q.perBranchContact ? q.pageSize : 1;
  return { rows: found.slice(0, pageSize).map(toRow), hasMore: q.perBranchContact && found.length > q.pageSize };
}
