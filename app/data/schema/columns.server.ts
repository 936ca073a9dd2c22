// The columns every table of the order side shares (docs/architecture.md "Data"):
// - every tenant table carries company_id (geocoder_places / diner_logs: nullable
//   = global row); every query filters by it;
// - money is an integer number of pesos; booleans INTEGER 0/1; JSON is TEXT;
// - times of the order domain are epoch MILLISECONDS (the domain — isInProgress,
//   paymentView — and the injected clock now(env) work in ms);
// - what must happen once is a UNIQUE constraint, never a read-then-write:
//   orders(company_id, idempotency_key), loyalty_movements(order_code, kind),
//   code_redemptions(code_id, order_id), survey_responses(order_id),
//   order_status_events(order_id, status), loyalty_reward_claims(reward_id, customer_id).
import { sql } from "drizzle-orm";
import { integer } from "drizzle-orm/sqlite-core";
import { companies } from "../schema.server";

export const bool = (name: string) => integer(name, { mode: "boolean" });
export const nowMs = sql`(cast(strftime('%s','now') as integer) * 1000)`;
export const createdAtMs = () => integer("created_at").notNull().default(nowMs);
export const updatedAtMs = () => integer("updated_at").notNull().default(nowMs);
export const companyId = () =>
  integer("company_id")
    .notNull()
    .references(() => companies.id);
