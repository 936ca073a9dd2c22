// Per-client guessing limits: app/http/rate-limit.server.ts over the
// RateLimiter Durable Object (workers/rate-limiter.ts).
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { checkRateLimit, clientKey, enforceApiRateLimit, RATE_LIMITS, refundRateLimit } from "~/http/rate-limit.server";

const T = 1_900_000_000_000;
const req = (headers: Record<string, string> = {}) => new Request("https://example.com/x", { headers });
// As deployed (no local marker, no test header) and as under wrangler dev (local marker only).
const deployed = { ...env, LOCAL_DEVELOPMENT: undefined, TEST_CLIENT_HEADER: undefined };
const local = { ...env, TEST_CLIENT_HEADER: undefined };

describe("rate limiter", () => {
  it("allows the bucket's limit in a window, refuses the next with the seconds left, and opens again when the window ends", async () => {
    const { limit, periodSeconds } = RATE_LIMITS.discountCode;
    const r = req({ "CF-Connecting-IP": "203.0.113.10" });
    const hits = [];
    for (let i = 0; i < limit; i++) hits.push(await checkRateLimit(r, deployed, "discountCode", { nowMs: T + i }));
    expect(hits.every((h) => h.allowed)).toBe(true);
    expect(hits.at(-1)!.remaining).toBe(0);
    const refused = await checkRateLimit(r, deployed, "discountCode", { nowMs: T + 10_000 });
    expect(refused).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: periodSeconds - 10 });
    expect((await checkRateLimit(r, deployed, "discountCode", { nowMs: T + periodSeconds * 1000 })).allowed).toBe(true);
  });

  it("counts parallel attempts exactly", async () => {
    const { limit } = RATE_LIMITS.signInSend;
    const r = req({ "CF-Connecting-IP": "203.0.113.11" });
    const hits = await Promise.all(Array.from({ length: limit + 7 }, () => checkRateLimit(r, deployed, "signInSend", { nowMs: T })));
    expect(hits.filter((h) => h.allowed)).toHaveLength(limit);
  });

  it("keys deployed clients on CF-Connecting-IP (IPv6 by /64); buckets and subjects count apart", async () => {
    expect(clientKey(req({ "CF-Connecting-IP": "198.51.100.7" }), deployed)).toBe("ip4:198.51.100.7");
    expect(clientKey(req({ "CF-Connecting-IP": "2001:db8:0:12::1" }), deployed)).toBe("ip6:2001:db8:0:12");
    expect(clientKey(req({ "CF-Connecting-IP": "2001:0db8:0000:0012:ffff::9" }), deployed)).toBe("ip6:2001:db8:0:12");
    expect(clientKey(req(), deployed)).toBe("unknown");

    const a = req({ "CF-Connecting-IP": "203.0.113.12" });
    const b = req({ "CF-Connecting-IP": "203.0.113.13" });
    for (let i = 0; i < RATE_LIMITS.phoneLookup.limit; i++) await checkRateLimit(a, deployed, "phoneLookup", { nowMs: T });
    expect((await checkRateLimit(a, deployed, "phoneLookup", { nowMs: T })).allowed).toBe(false);
    expect((await checkRateLimit(b, deployed, "phoneLookup", { nowMs: T })).allowed).toBe(true);
    expect((await checkRateLimit(a, deployed, "orderCode", { nowMs: T })).allowed).toBe(true);
    // A subject (e.g. one phone) counts whoever asks.
    for (let i = 0; i < RATE_LIMITS.signInSend.limit; i++) {
      await checkRateLimit(req({ "CF-Connecting-IP": `192.0.2.${i}` }), deployed, "signInSend", { subject: "phone:1:+5491160000001", nowMs: T });
    }
    expect((await checkRateLimit(b, deployed, "signInSend", { subject: "phone:1:+5491160000001", nowMs: T })).allowed).toBe(false);
  });

  it("per address and subject: one diner's phone fills its own count, not the address's; a given-back attempt is free again", async () => {
    const r = req({ "CF-Connecting-IP": "198.51.100.20" });
    const { limit } = RATE_LIMITS.phoneLookup;
    for (let i = 0; i < limit; i++) await checkRateLimit(r, deployed, "phoneLookup", { clientSubject: "+5491155550001", nowMs: T });
    expect((await checkRateLimit(r, deployed, "phoneLookup", { clientSubject: "+5491155550001", nowMs: T })).allowed).toBe(false);
    expect((await checkRateLimit(r, deployed, "phoneLookup", { clientSubject: "+5491155550002", nowMs: T })).allowed).toBe(true);
    await refundRateLimit(r, deployed, "phoneLookup", { clientSubject: "+5491155550001", nowMs: T + 1 });
    const again = await checkRateLimit(r, deployed, "phoneLookup", { clientSubject: "+5491155550001", nowMs: T + 2 });
    expect(again).toEqual({ allowed: true, remaining: 0, retryAfterSeconds: RATE_LIMITS.phoneLookup.periodSeconds });
    expect((await checkRateLimit(r, deployed, "phoneLookup", { clientSubject: "+5491155550001", nowMs: T + 3 })).allowed).toBe(false);
  });

  it("locally (wrangler dev, tests) a client-sent CF-Connecting-IP is ignored: rotating it cannot escape the limit", async () => {
    expect(local.LOCAL_DEVELOPMENT).toBe("true");
    expect(clientKey(req({ "CF-Connecting-IP": "1.2.3.4" }), local)).toBe("local");
    const { limit } = RATE_LIMITS.staffCode;
    for (let i = 0; i < limit; i++) await checkRateLimit(req({ "CF-Connecting-IP": `10.0.0.${i}` }), local, "staffCode", { nowMs: T });
    expect((await checkRateLimit(req({ "CF-Connecting-IP": "10.9.9.9" }), local, "staffCode", { nowMs: T })).allowed).toBe(false);
  });

  it("the API helper throws a 429 JSON answer in Spanish with Retry-After", async () => {
    const r = req({ "CF-Connecting-IP": "203.0.113.14" });
    for (let i = 0; i < RATE_LIMITS.orderCode.limit; i++) await enforceApiRateLimit(r, deployed, "orderCode", { nowMs: T });
    const thrown = await enforceApiRateLimit(r, deployed, "orderCode", { nowMs: T + 1000 }).catch((e) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect(thrown.status).toBe(429);
    expect(thrown.headers.get("Retry-After")).toBe(String(RATE_LIMITS.orderCode.periodSeconds - 1));
    expect(await thrown.json()).toEqual({ error: { status: 429, message: "Demasiados intentos. Espere unos minutos y vuelva a intentarlo." } });
  });
});
