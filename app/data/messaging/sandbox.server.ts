// The sandbox messaging provider (development and tests): nothing leaves the machine;
// each message is stored in D1 `sandbox_messages` and listed on the local-only page
// /dev/mensajes, where a developer or an e2e test reads the sign-in code.
import { desc, eq } from "drizzle-orm";
import { db } from "~/data/db.server";
import { sandboxMessages } from "~/data/schema-secrets.server";
import type { MessagingProvider } from "./provider.server";

export type SandboxMessage = typeof sandboxMessages.$inferSelect;

export function sandboxProvider(env: Pick<Env, "DB">): MessagingProvider {
  return {
    name: "sandbox",
    channels: ["whatsapp", "sms"],
    async send(message) {
      await db(env)
        .insert(sandboxMessages)
        .values({ companyId: message.companyId, toPhone: message.to, channel: message.channel, body: message.text, createdAt: Date.now() });
      return { ok: true };
    },
  };
}

/** The newest sandbox messages, optionally of one phone (the /dev/mensajes page). */
export async function listSandboxMessages(env: Pick<Env, "DB">, opts: { phone?: string | null; limit?: number } = {}): Promise<SandboxMessage[]> {
  const q = db(env).select().from(sandboxMessages);
  const filtered = opts.phone ? q.where(eq(sandboxMessages.toPhone, opts.phone)) : q;
  return filtered.orderBy(desc(sandboxMessages.id)).limit(opts.limit ?? 50);
}
