/// <reference types="@remix-run/cloudflare" />
/// <reference types="vite/client" />
import type { OrderRoom } from "./party/order-room";
import type { BoardRoom } from "./party/board-room";
import type { RateLimiter } from "./workers/rate-limiter";
import type { TrackingRoom } from "./party/tracking-room";

declare global {
  // The Worker's bindings (wrangler.toml). `cloudflare:test` and partyserver read
  // Cloudflare.Env; the app code uses the global Env.
  namespace Cloudflare {
    interface Env {
      DB: D1Database;
      CACHE: KVNamespace;
      SESSIONS: KVNamespace;
      IMAGES: R2Bucket;
      ASSETS: Fetcher;
      OrderRoom: DurableObjectNamespace<OrderRoom>;
      RateLimiter: DurableObjectNamespace<RateLimiter>;
      TrackingRoom: DurableObjectNamespace<TrackingRoom>;
      BoardRoom: DurableObjectNamespace<BoardRoom>;
      /** "true" only in local runs (wrangler dev --env-file, vitest bindings): never deployed (app/http/rate-limit.server.ts). */
      LOCAL_DEVELOPMENT?: string;
      /** Tests only (vitest.config.ts): the header that names the rate limiter's client (app/http/rate-limit.server.ts). */
      TEST_CLIENT_HEADER?: string;
      /** Browser suites and benchmarks only: multiplies every rate limit (app/http/rate-limit.server.ts). */
      RATE_LIMIT_SCALE?: string;
      // "1" on the bench server only: Server-Timing of D1, KV and the limiter (workers/request-timing.ts).
      REQUEST_TIMING?: string;
      SESSION_SECRET: string;
      PUBLIC_BASE_URL: string;
      /** Tests only: a fixed ISO instant used as "now" (storefront clock injection). */
      FIXED_NOW?: string;
      /** Per-isolate cache of storefront reference data, in ms (app/data/menus/isolate-cache.server.ts); "0" disables it. */
      ISOLATE_CACHE_TTL_MS?: string;
      /** External loyalty partners' bearer secrets, JSON `{ "<partner>": "<token>" }` (docs/decisions.md#analytics-pwa-abandoned-carts-diner-calls). */
      EXTERNAL_BENEFITS_TOKENS?: string;
      /** Messaging providers of the sign-in codes, JSON `{ "default": {...}, "branches": { "<id>": {...} } }` (app/data/messaging/provider.server.ts); none = the sandbox. */
      MESSAGING_PROVIDERS?: string;
      /** "on" serves the sandbox messages page /dev/mensajes (development only; docs/decisions/messaging-providers.md). */
      MESSAGING_SANDBOX_PAGE?: string;
    }
  }
  interface Env extends Cloudflare.Env {}
}

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    cloudflare: { env: Env; ctx: ExecutionContext };
    /** This response's Content-Security-Policy nonce (workers/app.ts, app/http/security-headers.server.ts). */
    cspNonce?: string;
    /** Set when the Worker entry refused the request's body (app/http/request-guard.server.ts). */
    requestRejection?: { status: number; message: string; backTo: string };
  }
}
export {};
