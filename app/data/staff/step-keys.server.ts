// Storage of the idempotency keys of staff steps (table staff_step_keys, migration 0018).
// A key is CLAIMED with one conditional INSERT before the step runs (SQLite serialises the
// writes, so of two parallel requests with one key exactly one gets the row back), and the
// first answer is written to it afterwards; a replay reads that answer.

export interface StoredStep {
  staffId: number;
  target: string;
  /** Null while the first request is still running. */
  status: number | null;
  answer: string | null;
}

/** Claims `key` for this step: true when this request owns it (run the step), false when it was claimed before. */
export async function claimStepKey(
  env: Pick<Env, "DB">,
  companyId: number,
  key: string,
  staffId: number,
  target: string,
  nowMs: number,
): Promise<boolean> {
  const row = await env.DB.prepare(
    `INSERT INTO staff_step_keys (company_id, key, staff_id, target, status, answer, created_at)
     VALUES (?1, ?2, ?3, ?4, NULL, NULL, ?5)
     ON CONFLICT(company_id, key) DO NOTHING
     RETURNING key`,
  )
    .bind(companyId, key, staffId, target, nowMs)
    .first<{ key: string }>();
  return row !== null;
}

export async function readStepKey(env: Pick<Env, "DB">, companyId: number, key: string): Promise<StoredStep | null> {
  const row = await env.DB.prepare(`SELECT staff_id, target, status, answer FROM staff_step_keys WHERE company_id = ? AND key = ?`)
    .bind(companyId, key)
    .first<{ staff_id: number; target: string; status: number | null; answer: string | null }>();
  return row ? { staffId: row.staff_id, target: row.target, status: row.status, answer: row.answer } : null;
}

/** Keeps the first answer of a claimed key (only while none is kept). */
export async function keepStepAnswer(env: Pick<Env, "DB">, companyId: number, key: string, status: number, answer: string): Promise<void> {
  await env.DB.prepare(`UPDATE staff_step_keys SET status = ?3, answer = ?4 WHERE company_id = ?1 AND key = ?2 AND status IS NULL`)
    .bind(companyId, key, status, answer)
    .run();
}

/** Frees a claimed key whose step failed in storage (nothing was written): the same key may be sent again. */
export async function releaseStepKey(env: Pick<Env, "DB">, companyId: number, key: string): Promise<void> {
  await env.DB.prepare(`DELETE FROM staff_step_keys WHERE company_id = ? AND key = ? AND status IS NULL`).bind(companyId, key).run();
}

/** Drops keys older than `beforeMs` (a replay that late is refused by the shipment's state anyway). */
export async function forgetStepKeysBefore(env: Pick<Env, "DB">, companyId: number, beforeMs: number): Promise<void> {
  await env.DB.prepare(`DELETE FROM staff_step_keys WHERE company_id = ? AND created_at < ?`).bind(companyId, beforeMs).run();
}
