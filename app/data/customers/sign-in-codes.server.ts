// One-time sign-in codes (rules in app/domain/identity/sign-in-code.ts).
// One live code per (tenant, phone): a new send replaces it. Only an HMAC digest is
// stored; the wrong-try count lives in attempt_locks under the code's own id.
import { and, eq } from "drizzle-orm";
import { db } from "~/data/db.server";
import { signInCodes } from "~/data/schema-secrets.server";

export type SignInCodeRow = typeof signInCodes.$inferSelect;

export async function storeSignInCode(env: Pick<Env, "DB">, row: SignInCodeRow): Promise<void> {
  await db(env)
    .insert(signInCodes)
    .values(row)
    .onConflictDoUpdate({
      target: [signInCodes.companyId, signInCodes.phone],
      set: { codeId: row.codeId, codeHash: row.codeHash, channel: row.channel, createdAt: row.createdAt, expiresAt: row.expiresAt },
    });
}

export async function findSignInCode(env: Pick<Env, "DB">, companyId: number, phone: string): Promise<SignInCodeRow | null> {
  return (
    (await db(env)
      .select()
      .from(signInCodes)
      .where(and(eq(signInCodes.companyId, companyId), eq(signInCodes.phone, phone)))
      .get()) ?? null
  );
}

/** Voids a code (used, or out of tries); a newer code of the same phone stays. */
export async function deleteSignInCode(env: Pick<Env, "DB">, companyId: number, phone: string, codeId: string): Promise<boolean> {
  const res = await db(env)
    .delete(signInCodes)
    .where(and(eq(signInCodes.companyId, companyId), eq(signInCodes.phone, phone), eq(signInCodes.codeId, codeId)))
    .returning({ codeId: signInCodes.codeId });
  return res.length > 0;
}
