// Which messaging and card-payment provider each branch uses, chosen by the owner at
// /admin/{companyAlias}/proveedores, with the provider's credentials sealed (AES-GCM, key derived
// from the Worker's SESSION_SECRET: docs/decisions/provider-credentials.md). One row per branch and
// kind; no row means the operators' MESSAGING_PROVIDERS, then the sandbox.
// Times in epoch MILLISECONDS like the order domain.
import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import type { ProviderKind } from "~/domain/shop/provider-settings-form";
import { branches, companies } from "../schema.server";

export const branchProviders = sqliteTable(
  "branch_providers",
  {
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id),
    branchId: integer("branch_id")
      .notNull()
      .references(() => branches.id),
    /** 'messaging' (sign-in codes and order messages) or 'payments' (the card provider). */
    kind: text("kind").$type<ProviderKind>().notNull(),
    /** The provider's name: 'sandbox', 'twilio', 'whatsapp-cloud'; a payment provider's registry name. */
    provider: text("provider").notNull(),
    /** JSON of the fields that are not secrets (sender numbers, template): shown back in the form. */
    settings: text("settings").notNull().default("{}"),
    /** The credentials' JSON sealed with AES-GCM ('v1.{iv}.{ciphertext}', base64url); null when the provider has none. */
    sealed: text("sealed"),
    /** JSON { field: hint }: which credentials are saved and at most a masked hint ('…1234' of an account id, '' for a token). */
    hints: text("hints").notNull().default("{}"),
    /** Optimistic check: a save from an older version is refused. */
    version: integer("version").notNull().default(1),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.branchId, t.kind] })],
);
