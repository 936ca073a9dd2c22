import { DurableObject } from "cloudflare:workers";
import type { RateLimitHit } from "~/http/rate-limit.server";

interface Window {
  endsMs: number;
  count: number;
}

/**
 * The per-client guessing limits (app/http/rate-limit.server.ts calls it; docs/decisions/rate-limiter.md).
 * One object per (bucket, client or subject). A fixed window: the first hit opens it, `limit`
 * hits fit in it, the rest are refused until it ends. Storage calls hold the object's input
 * gate, so concurrent hits of one key are counted one after the other, never lost. An alarm
 * deletes the window when it ends, so idle keys keep no storage.
 */
export class RateLimiter extends DurableObject<Env> {
  async hit(limit: number, periodSeconds: number, nowMs: number): Promise<RateLimitHit> {
    let window = await this.ctx.storage.get<Window>("window");
    if (!window || nowMs >= window.endsMs) window = { endsMs: nowMs + periodSeconds * 1000, count: 0 };
    const retryAfterSeconds = Math.max(1, Math.ceil((window.endsMs - nowMs) / 1000));
    if (window.count >= limit) return { allowed: false, remaining: 0, retryAfterSeconds };
    window.count += 1;
    await this.ctx.storage.put("window", window);
    if (window.count === 1) await this.ctx.storage.setAlarm(window.endsMs);
    return { allowed: true, remaining: limit - window.count, retryAfterSeconds };
  }

  /**
   * Gives back one attempt of the current window: a call limited by its misses claims an
   * attempt before the lookup (so parallel guesses stay within the limit) and returns it
   * when the answer was no miss. A window that already ended has nothing to give back.
   */
  async refund(nowMs: number): Promise<void> {
    const window = await this.ctx.storage.get<Window>("window");
    if (!window || nowMs >= window.endsMs || window.count === 0) return;
    window.count -= 1;
    await this.ctx.storage.put("window", window);
  }

  async alarm(): Promise<void> {
    const window = await this.ctx.storage.get<Window>("window");
    if (window && Date.now() < window.endsMs) return; // a newer window keeps its own alarm
    await this.ctx.storage.deleteAll();
  }
}
