// Alias resolution and countries kept by the isolate (every storefront page and the
// follow-up resolve the alias first; bench/README.md "Profile"). Aliases live
// ISOLATE_CACHE_TTL_MS (2 s; 0 turns the cache off, as the integration tests do): a change in D1
// reaches diners within that time (docs/decisions/isolate-cache-for-storefront-reference-data.md). Countries are reference
// data shared by every tenant: kept a few minutes.
import type { Country } from "~/domain/types";
import { isolateCacheTtl, storefrontCache } from "~/data/menus/isolate-cache.server";
import { getCountry, resolveAlias, type AliasResolution } from "~/data/tenants/storefront.server";

const COUNTRY_TTL_MS = 5 * 60 * 1000;

export function resolveAliasCached(env: Pick<Env, "DB"> & { ISOLATE_CACHE_TTL_MS?: string }, alias: string): Promise<AliasResolution | null> {
  return storefrontCache.get(`alias:${alias.trim().toLowerCase()}`, isolateCacheTtl(env), () => resolveAlias(env, alias));
}

export function countryCached(env: Pick<Env, "DB">, code: string): Promise<Country | null> {
  return storefrontCache.get(`country:${code.toLowerCase()}`, COUNTRY_TTL_MS, () => getCountry(env, code));
}
