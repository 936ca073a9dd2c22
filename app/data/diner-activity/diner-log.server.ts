// Diner diagnostics (storefront.md §7 POST /api/diner/log, §8 "Silent failures":
// logged, replaced by empty or default data; 'Cart not found' on recovery).
// Writing a log never fails the caller: errors here are only printed.
import { db } from "~/data/db.server";
import { dinerLogs } from "~/data/schema/diner-activity.server";
import { now } from "~/data/clock.server";

export type LogLevel = "info" | "warn" | "error";

export interface DinerLogEntry {
  companyId: number | null;
  level: LogLevel;
  message: string;
  context?: Record<string, unknown> | null;
}

/** Max characters kept of a log message (the raw text of POST /api/diner/log). */
export const LOG_MESSAGE_MAX = 4000;

export async function writeDinerLog(env: Pick<Env, "DB" | "FIXED_NOW">, entry: DinerLogEntry): Promise<void> {
  try {
    await db(env)
      .insert(dinerLogs)
      .values({
        companyId: entry.companyId,
        level: entry.level,
        message: entry.message.slice(0, LOG_MESSAGE_MAX),
        context: entry.context ?? null,
        createdAt: now(env).getTime(),
      })
      .run();
  } catch (error) {
    console.error("diner log not stored", entry.message.slice(0, 200), error instanceof Error ? error.message : error);
  }
}

/**
 * A fixed-window counter in KV (SESSIONS namespace, key `rl:{bucket}:{key}:{window}`).
 * KV is eventually consistent and has no atomic increment: a soft limit, enough
 * to stop a client stuck in an error loop from filling diner_logs. Returns true
 * while `key` is under `limit` hits in the current window.
 */
export async function underRateLimit(
  env: Pick<Env, "SESSIONS">,
  bucket: string,
  key: string,
  limit: number,
  windowSeconds: number,
  at: number,
): Promise<boolean> {
  const window = Math.floor(at / 1000 / windowSeconds);
  const kvKey = `rl:${bucket}:${key}:${window}`;
  const current = Number((await env.SESSIONS.get(kvKey)) ?? "0") || 0;
  if (current >= limit) return false;
  // KV's minimum expiration TTL is 60 s.
  await env.SESSIONS.put(kvKey, String(current + 1), { expirationTtl: Math.max(60, windowSeconds * 2) });
  return true;
}

/** SHA-256 hex of a value (the client IP is never stored or used as a key in clear). */
export async function sha256Hex(value: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(value));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}
