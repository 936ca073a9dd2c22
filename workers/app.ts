import type { AppLoadContext } from "@remix-run/cloudflare";
import { routePartykitRequest, type Lobby } from "partyserver";

import { apiError, API_MESSAGES } from "../app/http/api.server";
import { isApiPath, screenRequest } from "../app/http/request-guard.server";
import { callerOwnsOrderCode } from "../app/http/order-access.server";
import { findOrderOwnerByCode } from "../app/data/orders/order-reader.server";
import {
  checkRateLimit,
  guessOf,
  isGuessMiss,
  MISS_COUNTED_BUCKETS,
  RATE_LIMIT_MESSAGE,
  rateLimitedApiError,
  refundRateLimit,
  type RateLimitBucket,
  type RateLimitOptions,
} from "../app/http/rate-limit.server";
import { sessionHoldsOrderCode } from "../app/http/remembered-orders.server";
import { applyCommonSecurityHeaders, isNeverStoredPath, isStaffPagePath, newCspNonce } from "../app/http/security-headers.server";
import { withAnonymousPageCache } from "./anonymous-page-cache";
import { deploymentProblem, refusalResponse } from "./deployment-check";
import { serverTiming, timedEnv, timeStep } from "./request-timing";
import { orderCodeOfRoom, publicPartyOf } from "./public-parties";
import { trackingRoomAccess } from "./tracking-access";
import { boardRoomAccess } from "./board-access";
import { surfaceRequestHandlers, type RequestHandler, type SurfaceBundles } from "./surface-handlers";

export { OrderRoom } from "../party/order-room";
export { BoardRoom } from "../party/board-room";
export { TrackingRoom } from "../party/tracking-room";
export { RateLimiter } from "./rate-limiter";

/** The page that explains a refused request (app/routes/solicitud-rechazada), rendered in its place. */
function renderRejection(page: RequestHandler, request: Request, rejection: { status: number; message: string }, context: AppLoadContext): Promise<Response> {
  const url = new URL(request.url);
  const headers = new Headers(request.headers);
  for (const h of ["Content-Type", "Content-Length", "Origin"]) headers.delete(h);
  const rejectionPage = new Request(new URL("/solicitud-rechazada", url), {
    method: "GET",
    headers,
  });
  return page(rejectionPage, {
    ...context,
    requestRejection: { ...rejection, backTo: url.pathname },
  });
}

const REMIX_ERROR_MESSAGES: Record<number, string> = {
  400: API_MESSAGES.badRequest,
  403: "No tiene permiso para realizar esta acción.",
  404: API_MESSAGES.notFound,
  405: API_MESSAGES.methodNotAllowed,
};

/**
 * Remix's own error answers of resource routes (`X-Remix-Error`, an English JSON body: a
 * method other than GET on a route without an action, a route without a loader) become
 * the Spanish JSON error; a 405 names its methods in `Allow` (a route's own 405 does; a
 * route without an action takes GET and HEAD).
 */
function spanishErrors(response: Response, url: URL): Response {
  if (response.status < 400 || response.status >= 500 || url.pathname.endsWith(".data")) return response;
  if (response.headers.get("X-Remix-Error") === "yes") {
    const message = REMIX_ERROR_MESSAGES[response.status] ?? API_MESSAGES.badRequest;
    const headers: HeadersInit = response.status === 405 ? { Allow: "GET, HEAD" } : {};
    return apiError(response.status, message, { headers });
  }
  const type = response.headers.get("Content-Type") ?? "";
  if (!type.includes("html") && !type.includes("json") && !type.startsWith("image/")) {
    // A resource route's thrown `new Response("Not Found", { status: 404 })`: plain text in Spanish.
    const headers = new Headers(response.headers);
    headers.set("Content-Type", "text/plain; charset=utf-8");
    headers.delete("Content-Length");
    if (response.status === 405 && !headers.has("Allow")) headers.set("Allow", "GET, HEAD");
    return new Response(REMIX_ERROR_MESSAGES[response.status] ?? API_MESSAGES.badRequest, { status: response.status, headers });
  }
  if (response.status === 405 && !response.headers.has("Allow")) {
    const out = new Response(response.body, response);
    out.headers.set("Allow", "GET, HEAD");
    return out;
  }
  return response;
}

/** `Retry-After` of a 429 whose maker did not say: a minute. */
const DEFAULT_RETRY_AFTER_SECONDS = 60;

/** Headers every answer carries; Spanish errors; the card page is never stored. */
function finish(response: Response, url: URL): Response {
  if (response.status === 101 || response.webSocket) return response;
  const out = spanishErrors(response, url);
  try {
    return withCommonHeaders(out, url);
  } catch {
    // The headers of a fetched response (an asset, a cached answer) are immutable: a copy takes them.
    return withCommonHeaders(new Response(out.body, out), url);
  }
}

function withCommonHeaders(response: Response, url: URL): Response {
  applyCommonSecurityHeaders(response.headers);
  if (isNeverStoredPath(url.pathname)) response.headers.set("Cache-Control", "no-store");
  if (isStaffPagePath(url.pathname)) response.headers.set("Cache-Control", "private, no-store");
  // Every refusal for too many attempts says when to come back (the ones that know, say it exactly).
  if (response.status === 429 && !response.headers.has("Retry-After")) response.headers.set("Retry-After", String(DEFAULT_RETRY_AFTER_SECONDS));
  return response;
}

/**
 * The Worker over the server bundles of its surfaces: build/server/worker.js (its entry, written by
 * the build: vite.config.ts) passes them.
 */
export function createWorker(bundles: SurfaceBundles): ExportedHandler<Env> {
  const remix = surfaceRequestHandlers(bundles);
  return {
    async fetch(incoming, workerEnv, ctx) {
      let request: Request = incoming;
      const started = performance.now();
      const { env, timings } = timedEnv(workerEnv); // bench only (REQUEST_TIMING): workers/request-timing.ts
      const problem = deploymentProblem(env);
      if (problem) return refusalResponse(problem);
      const url = new URL(request.url);
      if (url.searchParams.has("_data")) {
        // Remix's pre-single-fetch data requests: this app never makes them, and Remix answers
        // them with an English error. The page itself is what such a URL gets.
        url.searchParams.delete("_data");
        request = new Request(url, request);
      }
      if (url.pathname.startsWith("/parties/")) {
        const room = publicPartyOf(url.pathname);
        if (!room) return finish(apiError(404, API_MESSAGES.notFound), url);
        if (room.kind === "order-room") {
          // The socket of an order's room names its code: counted like the follow-up page that opens
          // it (misses only: a code of a real order gives its attempt back; its owner is never refused).
          const code = orderCodeOfRoom(room.name);
          if (!code) return finish(apiError(404, API_MESSAGES.notFound), url);
          if (!(await sessionHoldsOrderCode(env, request, code))) {
            const hit = await checkRateLimit(request, env, "orderCode");
            if (!hit.allowed && !(await callerOwnsOrderCode(env, request, code))) return finish(rateLimitedApiError(hit), url);
            if (hit.allowed && (await findOrderOwnerByCode(env, code))) ctx.waitUntil(refundRateLimit(request, env, "orderCode"));
          }
        }
        // The tracking room: anyone with the id watches, only its rider publishes.
        // A location's board room: only its console people (the session cookie of the upgrade).
        const roomAccess = (req: Request, lobby: Lobby<Env>) =>
          lobby.className === "TrackingRoom" ? trackingRoomAccess(req, env, lobby) : lobby.className === "BoardRoom" ? boardRoomAccess(req, env, lobby) : undefined;
        const party = await routePartykitRequest(request, env, { onBeforeConnect: roomAccess, onBeforeRequest: roomAccess });
        return finish(party ?? apiError(404, API_MESSAGES.notFound), url);
      }

      const context: AppLoadContext = {
        cloudflare: { env, ctx },
        cspNonce: newCspNonce(),
      };
      const screened = await screenRequest(request, env);
      if ("rejection" in screened) {
        const { status, message } = screened.rejection;
        const answer = isApiPath(url.pathname) ? apiError(status, message) : await renderRejection(remix.page, request, screened.rejection, context);
        return finish(answer, url);
      }
      // Guessing limits of the calls whose URL carries an order code or a phone (app/http/rate-limit.server.ts).
      // A code the diner's session already holds is a reload of their own order, not a guess; the
      // order's owner is never refused; a miss-counted bucket gives the attempt back unless it missed.
      const guess = guessOf(url.pathname);
      let claimed: {
        bucket: RateLimitBucket;
        options: RateLimitOptions;
      } | null = null;
      if (guess && !(guess.orderCode && (await sessionHoldsOrderCode(env, screened.request, guess.orderCode)))) {
        const options: RateLimitOptions = guess.phone ? { clientSubject: guess.phone } : {};
        const hit = await timeStep(timings, "limiter", () => checkRateLimit(screened.request, env, guess.bucket, options));
        if (hit.allowed) claimed = { bucket: guess.bucket, options };
        else if (!(guess.orderCode && (await callerOwnsOrderCode(env, screened.request, guess.orderCode)))) {
          const answer = isApiPath(url.pathname)
            ? rateLimitedApiError(hit)
            : await renderRejection(remix.page, request, { status: 429, message: RATE_LIMIT_MESSAGE }, context);
          answer.headers.set("Retry-After", String(hit.retryAfterSeconds));
          return finish(answer, url);
        }
      }
      const answer = isApiPath(url.pathname) ? remix.api : remix.page;
      const response = await withAnonymousPageCache(screened.request, env, () => answer(screened.request, context), context.cspNonce);
      if (claimed && MISS_COUNTED_BUCKETS.has(claimed.bucket) && !isGuessMiss(response.status)) {
        ctx.waitUntil(refundRateLimit(screened.request, env, claimed.bucket, claimed.options));
      }
      const out = finish(response, url);
      if (timings && out.status !== 101) out.headers.set("Server-Timing", serverTiming(timings, performance.now() - started));
      return out;
    },
  };
}
