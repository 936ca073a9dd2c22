// The sandbox messaging provider (development and tests): nothing leaves the machine;
// each message is stored in D1 `sandbox_messages` and listed on the local-only page
// /dev/mensajes, where a developer or an e2e test reads the sign-in code.
import { desc, eq } from "drizzle-orm";
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { db } from "~/data/db.server";
import type { MessageChannel, MessagingProvider } from "./provider.server";

export const sandboxMessages = sqliteTable("sandbox_messages", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  companyId: integer("company_id").notNull(),
  toPhone: text("to_phone").notNull(),
  channel: text("channel").$type<MessageChannel>().notNull(),
  body: text("body").notNull(),
  createdAt: integer("created_at").notNull(),
});

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
