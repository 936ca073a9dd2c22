// Shared plumbing of the diner JSON API (storefront.md §7), used only by the
// resource routes app/routes/api.*/route.ts: JSON responses, Spanish JSON errors,
// named cache policies, zod param parsing (the company scope of numeric ids is
// app/data/tenants/tenant-scope.server.ts).
// Serializers to the §3 field names live in api-serializers.server.ts.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";

export { getBranchById } from "~/data/tenants/storefront.server";

// ---------------------------------------------------------------- caching
/**
 * Named Cache-Control policies (docs/api.md "Caché"). The data is public
 * storefront data; nothing here depends on the session cookie.
 * - none: errors and freshness probes (menu hashes) are never stored;
 * - short: data a shop edits during the day (menu, contacts, modes);
 * - long: reference data (countries, indicators, company, file urls).
 */
export const CACHE_POLICIES = {
  none: "no-store",
  short: "public, max-age=60, stale-while-revalidate=300",
  long: "public, max-age=3600, stale-while-revalidate=86400",
} as const;
export type CachePolicy = keyof typeof CACHE_POLICIES;

export interface ApiInit extends ResponseInit {
  cache?: CachePolicy;
}

/** A JSON response with a named cache policy (default `short`). */
export function apiJson(data: unknown, init: ApiInit = {}): Response {
  const { cache = "short", headers, ...rest } = init;
  const h = new Headers(headers);
  h.set("Content-Type", "application/json; charset=utf-8");
  if (!h.has("Cache-Control")) h.set("Cache-Control", CACHE_POLICIES[cache]);
  return new Response(JSON.stringify(data), { ...rest, headers: h });
}

// ----------------------------------------------------------------- errors
/** Spanish messages of the API errors (storefront.md §8: server codes not shown; ours). */
export const API_MESSAGES = {
  badRequest: "La solicitud no es válida.",
  notFound: "No encontramos lo que buscabas.",
  server: "Hubo un error procesando la solicitud, inténtelo en unos minutos.",
  methodNotAllowed: "Método no permitido.",
} as const;

export interface ApiErrorBody {
  error: { status: number; message: string };
}

/** `{ error: { status, message } }`, never cached. */
export function apiError(status: number, message: string, init: ResponseInit = {}): Response {
  const body: ApiErrorBody = { error: { status, message } };
  return apiJson(body, { ...init, status, cache: "none" });
}

/** Throws a 404 JSON error: `throw`-style, like notFound() on the pages. */
export function apiNotFound(message: string = API_MESSAGES.notFound): never {
  throw apiError(404, message);
}

const isJson = (r: Response) => (r.headers.get("Content-Type") ?? "").includes("application/json");

/**
 * Wraps an API loader: thrown JSON responses pass through; a thrown non-JSON
 * Response (e.g. notFound() of the shared data helpers) becomes a JSON error of
 * the same status; a ZodError becomes 400; anything else a JSON 500.
 */
export function apiLoader(fn: (args: LoaderFunctionArgs & { env: Env }) => Promise<Response>) {
  return async (args: LoaderFunctionArgs): Promise<Response> => {
    try {
      return await fn({ ...args, env: args.context.cloudflare.env });
    } catch (error) {
      if (error instanceof Response) {
        if (isJson(error)) return error;
        const message = error.status === 404 ? API_MESSAGES.notFound : API_MESSAGES.server;
        return apiError(error.status, message);
      }
      if (error instanceof z.ZodError) return apiError(400, error.issues[0]?.message ?? API_MESSAGES.badRequest);
      console.error("api error", args.request.url, error);
      return apiError(500, API_MESSAGES.server);
    }
  };
}

// ------------------------------------------------------------ validation
/** A positive integer id in a path ("11", not "11a", "-1" or "1e3"). */
export const idParam = (name: string) =>
  z
    .string({ required_error: `Falta el parámetro ${name}.` })
    .regex(/^\d{1,15}$/, `El parámetro ${name} no es válido.`)
    .transform(Number);

/**
 * A whole number of rows in a query (`offset`, `limit`): at most 9 digits, so an offset
 * past any row is a 400, never a query D1 cannot run (2^63).
 */
export const rowCountParam = (name: string) => z.string().regex(/^\d{1,9}$/, `El parámetro ${name} no es válido.`).transform(Number);

/** Parses a value with zod; on failure throws a 400 JSON error with the first Spanish message. */
export function parseOr400<S extends z.ZodTypeAny>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw apiError(400, result.error.issues[0]?.message ?? API_MESSAGES.badRequest);
  return result.data;
}

/** The single-valued query parameters as an object (for zod). */
export function queryOf(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams);
}

/** The transparent 1×1 GIF of transparent-gif.ts as a data URL (file url placeholder, §7). */
export const PLACEHOLDER_URL = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";

// ---------------------------------------------------------------- ETag
/** `If-None-Match` matches the strong ETag `"{hash}"` (also `W/"{hash}"` and `*`). */
export function etagMatches(request: Request, etag: string): boolean {
  const header = request.headers.get("If-None-Match");
  if (!header) return false;
  return header
    .split(",")
    .map((t) => t.trim().replace(/^W\//, ""))
    .some((t) => t === "*" || t === etag);
}
