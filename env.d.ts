/// <reference types="@remix-run/cloudflare" />
/// <reference types="vite/client" />
import type { OrderRoom } from "./party/order-room";
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
      /** "true" only in local runs (wrangler dev --env-file, vitest bindings): never deployed (app/http/rate-limit.server.ts). */
      LOCAL_DEVELOPMENT?: string;
      SESSION_SECRET: string;
      PUBLIC_BASE_URL: string;
      /** Tests only: a fixed ISO instant used as "now" (storefront clock injection). */
      FIXED_NOW?: string;
      /** Per-isolate cache of storefront reference data, in ms (app/data/menus/isolate-cache.server.ts); "0" disables it. */
      ISOLATE_CACHE_TTL_MS?: string;
      /** External loyalty partners' bearer secrets, JSON `{ "<partner>": "<token>" }` (docs/decisions.md#analytics-pwa-abandoned-carts-diner-calls). */
      EXTERNAL_BENEFITS_TOKENS?: string;
    }
  }
  interface Env extends Cloudflare.Env {}
}

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    cloudflare: { env: Env; ctx: ExecutionContext };
  }
}
export {};
