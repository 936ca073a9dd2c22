// The shared lockout of guessed secrets (sign-in codes, staff security codes, delivery keys):
// attempts are claimed by one conditional write, so parallel guesses never exceed the limit.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { claimAttempt, clearAttempts, lockedUntil, type AttemptPolicy } from "~/data/attempt-locks.server";

const fiveThenFifteenMinutes: AttemptPolicy = { maxAttempts: 5, lockSeconds: 15 * 60, windowSeconds: 15 * 60 };
const fiveUntilReset: AttemptPolicy = { maxAttempts: 5, lockSeconds: null, windowSeconds: 24 * 3600 };
const T = 1_800_000_000;

describe("attempt locks", () => {
  it("allows five attempts, then refuses until the lock expires", async () => {
    const results = [];
    for (let i = 0; i < 6; i++) results.push(await claimAttempt(env, 1, "seq:+5491160000001", fiveThenFifteenMinutes, T + i));
    expect(results.slice(0, 5).map((r) => r.allowed)).toEqual([true, true, true, true, true]);
    expect(results[4]).toEqual({ allowed: true, attempt: 5, remaining: 0 });
    expect(results[5]).toEqual({ allowed: false, lockedUntil: T + 4 + 15 * 60 });
    expect(await lockedUntil(env, 1, "seq:+5491160000001", T + 10)).toEqual({ locked: true, until: T + 4 + 15 * 60 });
    // The lock lifts by itself after 15 minutes and the count starts again.
    expect(await claimAttempt(env, 1, "seq:+5491160000001", fiveThenFifteenMinutes, T + 4 + 15 * 60)).toEqual({ allowed: true, attempt: 1, remaining: 4 });
  });

  it("20 parallel guesses claim exactly five attempts", async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, () => claimAttempt(env, 1, "race:+5491160000002", fiveThenFifteenMinutes, T)),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
    expect(results.filter((r) => r.allowed).map((r) => (r.allowed ? r.attempt : 0)).sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it("a lock without expiry stays until it is cleared", async () => {
    for (let i = 0; i < 5; i++) await claimAttempt(env, 1, "key:shipment-9", fiveUntilReset, T);
    expect(await claimAttempt(env, 1, "key:shipment-9", fiveUntilReset, T + 30 * 24 * 3600)).toEqual({ allowed: false, lockedUntil: null });
    await clearAttempts(env, 1, "key:shipment-9");
    expect((await claimAttempt(env, 1, "key:shipment-9", fiveUntilReset, T + 30 * 24 * 3600)).allowed).toBe(true);
  });

  it("old attempts fall out of the window; tenants never share a counter", async () => {
    for (let i = 0; i < 4; i++) await claimAttempt(env, 1, "win:+5491160000003", fiveThenFifteenMinutes, T);
    expect(await claimAttempt(env, 1, "win:+5491160000003", fiveThenFifteenMinutes, T + 16 * 60)).toEqual({ allowed: true, attempt: 1, remaining: 4 });
    for (let i = 0; i < 5; i++) await claimAttempt(env, 1, "same:+5491160000004", fiveThenFifteenMinutes, T);
    expect((await claimAttempt(env, 2, "same:+5491160000004", fiveThenFifteenMinutes, T)).allowed).toBe(true);
    expect((await claimAttempt(env, 1, "same:+5491160000004", fiveThenFifteenMinutes, T)).allowed).toBe(false);
  });
});
