/**
 * Per-client guessing limits (docs/decisions/rate-limiter.md).
 *
 * How to call it, in an action, a loader or an API route, BEFORE the lookup it protects:
 *
 *   (checkRateLimit, rateLimitedApiError, rateLimitedPageHeaders, RATE_LIMIT_MESSAGE: ~/http/rate-limit.server)
 *
 *   // JSON API: answer 429 `{ error: { status: 429, message } }` with Retry-After.
 *   const hit = await checkRateLimit(request, env, "orderCode");
 *   if (!hit.allowed) throw rateLimitedApiError(hit);   // or `return`
 *
 *   // Page action: show the Spanish form error, status 429, values kept.
 *   const hit = await checkRateLimit(request, env, "discountCode");
 *   if (!hit.allowed) return json({ formError: RATE_LIMIT_MESSAGE, values }, { status: 429, headers: rateLimitedPageHeaders(hit) });
 *
 *   // Per client AND subject (a phone): thousands of diners share one carrier address.
 *   await checkRateLimit(request, env, "signInSend", { clientSubject: e164 });
 *
 * Buckets and their limits are in RATE_LIMITS below; add a bucket there rather than
 * passing numbers at the call site. Every bucket counts per client; with `clientSubject`
 * per (client, subject); with `subject` per subject, whoever the client is.
 *
 * Limits count guessing, not use. A mobile carrier puts thousands of diners behind one IPv4
 * address, so a per-address count of every use would refuse them all: the buckets of
 * MISS_COUNTED_BUCKETS count only misses (an unknown order or discount code, an order that is
 * not the caller's: any 4xx answer but 429). The attempt is claimed before the lookup (so a
 * burst of parallel guesses still stops at the limit) and given back when the answer was no
 * miss. Where a call names its subject (a phone), the count is per address and subject.
 *
 * The client is the address Cloudflare's edge writes into `CF-Connecting-IP` (overwriting
 * whatever the client sent); IPv6 clients are grouped by their /64, which one client owns.
 * Under `wrangler dev` and the tests (LOCAL_DEVELOPMENT set by the local env file) that
 * header is whatever the client sent (miniflare only fills it in when it is absent), so
 * there every request counts as one client: rotating the header cannot escape a limit.
 *
 * Two settings for test runs only (never in local-development.env, never deployed):
 * TEST_CLIENT_HEADER (vitest.config.ts) names a header whose value is the client key, and a
 * request without it is a client of its own, so that test files never share counts;
 * RATE_LIMIT_SCALE (tests/e2e/server.mjs, bench) multiplies every limit, so that a whole
 * browser suite from one machine is not taken for a guessing script.
 *
 * Calls guessed by their URL (order codes, phone lookups, the code validation call) are
 * limited in the Worker entry by GUESSABLE_PATHS below, before Remix: a new route of that
 * kind is one line there. An order code the diner's session already holds (opened or placed
 * before) is not a guess: its reloads ask the limiter nothing (sessionHoldsOrderCode in
 * remembered-orders.server.ts). The order's owner (the session that placed it, a caller who
 * verified its phone) is never refused, even from an address someone else is guessing from
 * (callerOwnsOrderCode in order-access.server.ts). The checkout page's 'Aplicar' (a form intent) counts itself, and
 * so do the calls whose order code travels in the body (POST /api/paymenturl, POST
 * /api/order/payment) or whose path a harmless call shares (POST /api/survey/{orderCode}
 * next to GET /api/survey/{branchContactId}).
 *
 * This is for approximate guessing limits. Lockouts that must count exactly (five wrong
 * sign-in codes, staff security codes, delivery keys) are `claimAttempt` in
 * app/data/attempt-locks.server.ts (one conditional write in D1).
 */
import { apiError } from "~/http/api.server";

/** The answer of the RateLimiter Durable Object (workers/rate-limiter.ts) for one attempt. */
export interface RateLimitHit {
  allowed: boolean;
  /** Attempts left in the current window after this one. */
  remaining: number;
  /** Seconds until the window ends (when a refused client may try again). */
  retryAfterSeconds: number;
}

export type RateLimitBucket =
  /**
   * Order codes: in the URL (follow-up page, GET /api/diner/{alias}/order/{code}, survey page,
   * details) and, counted by their handlers, in a body or a path shared with other calls
   * (POST /api/survey/{orderCode}, POST /api/paymenturl, POST /api/order/payment).
   */
  | "orderCode"
  /** Discount code validation (checkout and POST /api/codediscounts/validate). */
  | "discountCode"
  /** Calls keyed by a phone number (customer, orders, loyalty history, recovery, abandoned-cart cancel). */
  | "phoneLookup"
  /** Sign-in codes sent, per address and phone (the exact count per phone is in D1: sign-in.server.ts). */
  | "signInSend"
  /** Sign-in codes sent from one address to any phones: a ceiling sized for a carrier's shared address. */
  | "signInSendPerAddress"
  /** Sign-in codes entered, per address and phone. */
  | "signInGuess"
  /** Rider / picker security codes entered. */
  | "staffCode"
  /** Businesses signed up (/alta) from one address. */
  | "signUp";

export interface RateLimitPolicy {
  limit: number;
  periodSeconds: number;
}

/** Attempts (misses, for MISS_COUNTED_BUCKETS) per window; chosen in docs/decisions/rate-limiter.md. */
export const RATE_LIMITS: Record<RateLimitBucket, RateLimitPolicy> = {
  orderCode: { limit: 30, periodSeconds: 60 },
  discountCode: { limit: 20, periodSeconds: 60 },
  phoneLookup: { limit: 20, periodSeconds: 60 },
  signInSend: { limit: 5, periodSeconds: 15 * 60 },
  signInSendPerAddress: { limit: 300, periodSeconds: 15 * 60 },
  signInGuess: { limit: 10, periodSeconds: 15 * 60 },
  staffCode: { limit: 10, periodSeconds: 15 * 60 },
  signUp: { limit: 10, periodSeconds: 60 * 60 },
};

/** Buckets that count misses only (see the comment at the top): their hits are given back. */
export const MISS_COUNTED_BUCKETS: ReadonlySet<RateLimitBucket> = new Set<RateLimitBucket>(["orderCode", "discountCode"]);

/** Whether an answer is a miss of a guess: unknown, wrong or not the caller's (any 4xx but the limiter's own 429). */
export function isGuessMiss(status: number): boolean {
  return status >= 400 && status < 500 && status !== 429;
}

/** The Spanish message of a refused attempt (page form error and JSON `error.message`). */
export const RATE_LIMIT_MESSAGE = "Demasiados intentos. Espere unos minutos y vuelva a intentarlo.";

/** Whether this Worker runs locally (wrangler dev, vitest): set only by the local env file, never deployed. */
export function isLocalDevelopment(env: Pick<Env, "LOCAL_DEVELOPMENT">): boolean {
  return env.LOCAL_DEVELOPMENT === "true";
}

type LimiterEnv = Pick<Env, "RateLimiter" | "LOCAL_DEVELOPMENT" | "TEST_CLIENT_HEADER" | "RATE_LIMIT_SCALE">;

/** The key of the client a request comes from (see the comment at the top). */
export function clientKey(request: Request, env: Pick<Env, "LOCAL_DEVELOPMENT" | "TEST_CLIENT_HEADER">): string {
  if (env.TEST_CLIENT_HEADER) return `test:${request.headers.get(env.TEST_CLIENT_HEADER) ?? crypto.randomUUID()}`;
  if (isLocalDevelopment(env)) return "local";
  const ip = request.headers.get("CF-Connecting-IP")?.trim();
  if (!ip) return "unknown";
  if (ip.includes(":")) return `ip6:${ipv6Prefix64(ip)}`;
  return `ip4:${ip}`;
}

/** The first four groups of an IPv6 address ("2001:db8:1:2::5" → "2001:db8:1:2"). */
function ipv6Prefix64(ip: string): string {
  const [head, tail = ""] = ip.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right];
  return groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, "")).join(":");
}

export interface RateLimitOptions {
  /** Count per this subject (a phone, an order code…) instead of per client. */
  subject?: string;
  /** Count per client and this subject (a phone): a carrier address is thousands of diners. */
  clientSubject?: string;
  /** Injected clock for tests; defaults to the real time. */
  nowMs?: number;
}

/** Counts one attempt of this client (or subject) in `bucket`; `allowed: false` means answer 429. */
export async function checkRateLimit(
  request: Request,
  env: LimiterEnv,
  bucket: RateLimitBucket,
  options: RateLimitOptions = {},
): Promise<RateLimitHit> {
  const scale = Math.max(1, Number(env.RATE_LIMIT_SCALE ?? "1") || 1);
  const policy = { ...RATE_LIMITS[bucket], limit: RATE_LIMITS[bucket].limit * scale };
  return limiterOf(request, env, bucket, options).hit(policy.limit, policy.periodSeconds, options.nowMs ?? Date.now());
}

/** Gives back the attempt `checkRateLimit` counted with the same arguments (the answer was no miss). */
export async function refundRateLimit(request: Request, env: LimiterEnv, bucket: RateLimitBucket, options: RateLimitOptions = {}): Promise<void> {
  await limiterOf(request, env, bucket, options).refund(options.nowMs ?? Date.now());
}

function limiterOf(request: Request, env: LimiterEnv, bucket: RateLimitBucket, options: RateLimitOptions) {
  const who =
    options.subject !== undefined
      ? `subject:${options.subject}`
      : `client:${clientKey(request, env)}${options.clientSubject !== undefined ? `|${options.clientSubject}` : ""}`;
  return env.RateLimiter.get(env.RateLimiter.idFromName(`${bucket}|${who}`));
}

/** `Retry-After` of a refused attempt (for a page's 429 answer). */
export function rateLimitedPageHeaders(hit: RateLimitHit): HeadersInit {
  return { "Retry-After": String(hit.retryAfterSeconds), "Cache-Control": "no-store" };
}

/** The JSON API's 429: `{ error: { status: 429, message } }` with Retry-After. */
export function rateLimitedApiError(hit: RateLimitHit): Response {
  return apiError(429, RATE_LIMIT_MESSAGE, { headers: { "Retry-After": String(hit.retryAfterSeconds) } });
}

/** For API routes: counts the attempt and throws the 429 JSON answer when refused. */
export async function enforceApiRateLimit(
  request: Request,
  env: LimiterEnv,
  bucket: RateLimitBucket,
  options: RateLimitOptions = {},
): Promise<void> {
  const hit = await checkRateLimit(request, env, bucket, options);
  if (!hit.allowed) throw rateLimitedApiError(hit);
}

/**
 * Calls whose URL carries a guessable secret (an order code, a phone), limited by the Worker
 * entry before Remix (workers/app.ts). Paths are matched without a trailing `.data` (Remix's
 * single-fetch requests of the same page). A `code` group names the order code of the path;
 * a `phone` group the phone, counted per address and phone.
 */
export const GUESSABLE_PATHS: { pattern: RegExp; bucket: RateLimitBucket }[] = [
  // order codes (the last segment of the path, except the details call's body)
  { pattern: /^\/menu\/[^/]+\/order\/(?<code>[^/]+)$/, bucket: "orderCode" },
  { pattern: /^\/encuesta\/[^/]+\/(?<code>[^/]+)$/, bucket: "orderCode" },
  { pattern: /^\/api\/diner\/[^/]+\/order\/(?<code>[^/]+)$/, bucket: "orderCode" },
  { pattern: /^\/api\/survey\/order\/(?<code>[^/]+)$/, bucket: "orderCode" },
  { pattern: /^\/api\/diner\/order\/details$/, bucket: "orderCode" },
  { pattern: /^\/logistics\/tracking\/order\/[^/]+\/(?<code>[^/]+)$/, bucket: "orderCode" },
  { pattern: /^\/api\/logisticsorder\/tracking\/[^/]+\/(?<code>[^/]+)$/, bucket: "orderCode" },
  // discount codes
  { pattern: /^\/api\/codediscounts\/validate$/, bucket: "discountCode" },
  // phones
  { pattern: /^\/api\/orderingcustomer\/(?<phone>[^/]+)$/, bucket: "phoneLookup" },
  { pattern: /^\/api\/orders$/, bucket: "phoneLookup" },
  { pattern: /^\/api\/branch\/[^/]+\/loyalty-points\/history\/(?<phone>[^/]+)$/, bucket: "phoneLookup" },
  { pattern: /^\/api\/recovery\/cart\/(?<phone>[^/]+)\/[^/]+$/, bucket: "phoneLookup" },
  { pattern: /^\/menu\/[^/]+\/recuperar\/[^/]+$/, bucket: "phoneLookup" },
  { pattern: /^\/api\/diner\/customer\/(?<phone>[^/]+)\/loyalty-reward\/[^/]+$/, bucket: "phoneLookup" },
  // The phone is in the body here, but the answer (401 or how many carts) is still an oracle on phones.
  { pattern: /^\/api\/abandoned\/cart\/cancel\/?$/, bucket: "phoneLookup" },
  // The staff directory: who works at a location under a phone, and whether they are on shift.
  { pattern: /^\/api\/(rider|picker)\/bc\/phone$/, bucket: "phoneLookup" },
];

/**
 * The bucket a request's URL is limited in, the order code its path carries and the phone it
 * names (null when none), or null.
 */
export function guessOf(pathname: string): { bucket: RateLimitBucket; orderCode: string | null; phone: string | null } | null {
  const path = pathname.replace(/\.data$/, "");
  for (const guess of GUESSABLE_PATHS) {
    const match = guess.pattern.exec(path);
    if (match) return { bucket: guess.bucket, orderCode: segment(match.groups?.code), phone: segment(match.groups?.phone) };
  }
  return null;
}

function segment(raw: string | undefined): string | null {
  if (raw === undefined) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return null; // a malformed escape: counted like any other attempt
  }
}
