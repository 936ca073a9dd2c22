// Exact attempt limits for guessed secrets, shared by every lockout of the product:
// the diner's one-time sign-in code, the riders' and pickers' security codes
// (logistics.md §5, five wrong codes lock the phone for 15 minutes) and the
// delivery key of a shipment (locked until the store's staff resets it).
//
// An attempt is CLAIMED before the secret is compared, with one conditional UPSERT
// (SQLite serialises writes), and forgotten on success. So N parallel guesses make
// at most `maxAttempts` comparisons: a counter read first and written after the
// comparison would let a burst of parallel guesses through.
// The table: attemptLocks in app/data/schema-secrets.server.ts.
export interface AttemptPolicy {
  /** Attempts allowed in one window; the last one still gets compared. */
  maxAttempts: number;
  /** How long a full window locks; null = until `clearAttempts` (a staff reset). */
  lockSeconds: number | null;
  /** Attempts older than this no longer count. */
  windowSeconds: number;
}

/** Far in the future: a lock that only `clearAttempts` lifts. */
const UNTIL_RESET = 253_402_300_799; // 9999-12-31T23:59:59Z

export type AttemptClaim =
  | { allowed: true; attempt: number; remaining: number }
  | { allowed: false; lockedUntil: number | null };

/**
 * Claims one attempt at `key` for the tenant. `allowed: false` means the key is locked
 * (lockedUntil: unix seconds, or null when only a reset lifts it): do not compare the secret.
 */
export async function claimAttempt(
  env: Pick<Env, "DB">,
  companyId: number,
  key: string,
  policy: AttemptPolicy,
  nowSeconds: number,
): Promise<AttemptClaim> {
  const d1 = env.DB;
  const lockUntil = policy.lockSeconds === null ? UNTIL_RESET : nowSeconds + policy.lockSeconds;
  // A window starts afresh when its first attempt is too old or an expired lock is lifted.
  const fresh = `(attempt_locks.window_start <= ?2 - ?5 OR (attempt_locks.locked_until IS NOT NULL AND attempt_locks.locked_until <= ?2))`;
  const row = await d1
    .prepare(
      `INSERT INTO attempt_locks (company_id, key, attempts, window_start, locked_until)
       VALUES (?6, ?1, 1, ?2, CASE WHEN ?3 <= 1 THEN ?4 END)
       ON CONFLICT(company_id, key) DO UPDATE SET
         attempts = CASE WHEN ${fresh} THEN 1 ELSE attempt_locks.attempts + 1 END,
         window_start = CASE WHEN ${fresh} THEN ?2 ELSE attempt_locks.window_start END,
         locked_until = CASE WHEN (CASE WHEN ${fresh} THEN 1 ELSE attempt_locks.attempts + 1 END) >= ?3 THEN ?4 END
       WHERE attempt_locks.locked_until IS NULL OR attempt_locks.locked_until <= ?2
       RETURNING attempts`,
    )
    .bind(key, nowSeconds, policy.maxAttempts, lockUntil, policy.windowSeconds, companyId)
    .first<{ attempts: number }>();
  if (row) return { allowed: true, attempt: row.attempts, remaining: Math.max(0, policy.maxAttempts - row.attempts) };
  const lock = await d1
    .prepare(`SELECT locked_until FROM attempt_locks WHERE company_id = ? AND key = ?`)
    .bind(companyId, key)
    .first<{ locked_until: number | null }>();
  const until = lock?.locked_until ?? null;
  return { allowed: false, lockedUntil: until === null || until >= UNTIL_RESET ? null : until };
}

/** Forgets the attempts at `key`: after a right guess, or when the staff lifts a lock. */
export async function clearAttempts(env: Pick<Env, "DB">, companyId: number, key: string): Promise<void> {
  const d1 = env.DB;
  await d1.prepare(`DELETE FROM attempt_locks WHERE company_id = ? AND key = ?`).bind(companyId, key).run();
}

/**
 * Gives back one claimed attempt that turned out not to be a wrong guess (the secret was
 * right, or another lock refused the attempt before any comparison). A lock stays.
 */
export async function refundAttempt(env: Pick<Env, "DB">, companyId: number, key: string): Promise<void> {
  const d1 = env.DB;
  await d1
    .prepare(`UPDATE attempt_locks SET attempts = attempts - 1 WHERE company_id = ? AND key = ? AND attempts > 0 AND locked_until IS NULL`)
    .bind(companyId, key)
    .run();
}

/** Whether `key` is locked now, without claiming an attempt (to show the lock before a form). */
export async function lockedUntil(
  env: Pick<Env, "DB">,
  companyId: number,
  key: string,
  nowSeconds: number,
): Promise<{ locked: boolean; until: number | null }> {
  const d1 = env.DB;
  const row = await d1
    .prepare(`SELECT locked_until FROM attempt_locks WHERE company_id = ? AND key = ? AND locked_until > ?`)
    .bind(companyId, key, nowSeconds)
    .first<{ locked_until: number }>();
  if (!row) return { locked: false, until: null };
  return { locked: true, until: row.locked_until >= UNTIL_RESET ? null : row.locked_until };
}
