// One-time sign-in codes (rules in app/domain/identity/sign-in-code.ts), for diners and for the
// shop's people alike. One live code per (tenant, purpose, phone): a new send replaces it. Only
// an HMAC digest is stored; the wrong-try count lives in attempt_locks under the code's own id.
import { and, eq } from "drizzle-orm";
import { db } from "~/data/db.server";
import { signInCodes } from "~/data/schema-secrets.server";
import type { OneTimeCodePurpose } from "~/domain/identity/sign-in-code";

export type SignInCodeRow = typeof signInCodes.$inferSelect;

/** Whose code: the tenant (0 for the platform's console), the purpose and the phone. */
export interface CodeOwner {
  companyId: number;
  purpose: OneTimeCodePurpose;
  phone: string;
}

const ownedBy = (o: CodeOwner) => and(eq(signInCodes.companyId, o.companyId), eq(signInCodes.purpose, o.purpose), eq(signInCodes.phone, o.phone));

export async function storeSignInCode(env: Pick<Env, "DB">, row: SignInCodeRow): Promise<void> {
  await db(env)
    .insert(signInCodes)
    .values(row)
    .onConflictDoUpdate({
      target: [signInCodes.companyId, signInCodes.purpose, signInCodes.phone],
      set: { codeId: row.codeId, codeHash: row.codeHash, channel: row.channel, createdAt: row.createdAt, expiresAt: row.expiresAt },
    });
}

export async function findSignInCode(env: Pick<Env, "DB">, owner: CodeOwner): Promise<SignInCodeRow | null> {
  return (await db(env).select().from(signInCodes).where(ownedBy(owner)).get()) ?? null;
}

/** Voids a code (used, or out of tries); a newer code of the same phone stays. */
export async function deleteSignInCode(env: Pick<Env, "DB">, owner: CodeOwner, codeId: string): Promise<boolean> {
  const res = await db(env)
    .delete(signInCodes)
    .where(and(ownedBy(owner), eq(signInCodes.codeId, codeId)))
    .returning({ codeId: signInCodes.codeId });
  return res.length > 0;
}
