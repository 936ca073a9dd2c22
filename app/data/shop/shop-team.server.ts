// Storage of the shop's people as the owner manages them (the back office's 'Equipo'): list, add,
// change role and locations, remove. Removing signs the person out at once (their sessions are
// deleted; every request reads shop_users again anyway). A company never loses its last owner:
// the writes that would do it change nothing.
import { and, asc, eq, isNull } from "drizzle-orm";
import { db } from "~/data/db.server";
import { shopUsers } from "~/data/schema/shop.server";
import type { ShopRole } from "~/domain/shop/shop-roles";
import { withLocations, type ShopPerson } from "./shop-people.server";

/** The company's people (not removed), by name. */
export async function listShopPeople(env: Pick<Env, "DB">, companyId: number): Promise<ShopPerson[]> {
  const rows = await db(env)
    .select()
    .from(shopUsers)
    .where(and(eq(shopUsers.companyId, companyId), isNull(shopUsers.removedAt)))
    .orderBy(asc(shopUsers.name), asc(shopUsers.id))
    .all();
  return withLocations(env, rows);
}

/** Statements that set a person's locations to exactly `ids` (only while the person is `role`). */
function setLocations(d1: D1Database, companyId: number, personId: number, role: ShopRole, ids: readonly number[]): D1PreparedStatement[] {
  const isPerson = `EXISTS (SELECT 1 FROM shop_users WHERE id = ?1 AND company_id = ?2 AND role = ?3 AND removed_at IS NULL)`;
  return [
    d1.prepare(`DELETE FROM shop_user_locations WHERE shop_user_id = ?1 AND ${isPerson}`).bind(personId, companyId, role),
    ...ids.map((bc) =>
      d1
        .prepare(
          `INSERT OR IGNORE INTO shop_user_locations (shop_user_id, branch_contact_id)
           SELECT ?1, ?4 WHERE ${isPerson} AND EXISTS (SELECT 1 FROM branch_contacts WHERE id = ?4 AND company_id = ?2)`,
        )
        .bind(personId, companyId, role, bc),
    ),
  ];
}

export interface ShopPersonInput {
  phone: string;
  name: string;
  role: ShopRole;
  /** The manager's or kitchen's locations (an owner's are all of them: none stored). */
  branchContactIds: readonly number[];
}

/**
 * Adds a person (or brings back a removed one); false when the phone already is one of the
 * company's people. `publishedId`: the id a new person keeps when the seed builds the demo tenant
 * (the seed keeps the demo's published ids; the back office never passes it).
 */
export async function addShopPerson(env: Pick<Env, "DB">, companyId: number, input: ShopPersonInput, nowMs: number, publishedId?: number): Promise<boolean> {
  const d1 = env.DB;
  const row = await d1
    .prepare(
      `INSERT INTO shop_users (id, company_id, phone, name, role, role_title, created_at) VALUES (?6, ?1, ?2, ?3, ?4, NULL, ?5)
       ON CONFLICT(company_id, phone) DO UPDATE SET name = excluded.name, role = excluded.role, role_title = NULL, removed_at = NULL
         WHERE shop_users.removed_at IS NOT NULL
       RETURNING id`,
    )
    .bind(companyId, input.phone, input.name, input.role, nowMs, publishedId ?? null)
    .first<{ id: number }>();
  if (!row) return false;
  await d1.batch(setLocations(d1, companyId, row.id, input.role, input.role === "owner" ? [] : input.branchContactIds));
  return true;
}

/** Whether, apart from `personId`, the company keeps an owner (SQL, for the conditional writes). */
const ANOTHER_OWNER = `(SELECT COUNT(*) FROM shop_users o WHERE o.company_id = ?2 AND o.role = 'owner' AND o.removed_at IS NULL AND o.id <> ?1) > 0`;

export type ShopPersonChange = "changed" | "notFound" | "lastOwner";

async function whyUnchanged(env: Pick<Env, "DB">, companyId: number, personId: number): Promise<ShopPersonChange> {
  const row = await env.DB.prepare(`SELECT role FROM shop_users WHERE id = ? AND company_id = ? AND removed_at IS NULL`).bind(personId, companyId).first<{ role: ShopRole }>();
  return row ? "lastOwner" : "notFound";
}

/** Changes a person's role and locations; the last owner cannot stop being one. */
export async function updateShopPerson(env: Pick<Env, "DB">, companyId: number, personId: number, change: { role: ShopRole; branchContactIds: readonly number[] }): Promise<ShopPersonChange> {
  const d1 = env.DB;
  const results = await d1.batch([
    d1
      .prepare(
        `UPDATE shop_users SET role = ?3, role_title = CASE WHEN role = ?3 THEN role_title ELSE NULL END
         WHERE id = ?1 AND company_id = ?2 AND removed_at IS NULL AND (role <> 'owner' OR ?3 = 'owner' OR ${ANOTHER_OWNER})
         RETURNING id`,
      )
      .bind(personId, companyId, change.role),
    ...setLocations(d1, companyId, personId, change.role, change.role === "owner" ? [] : change.branchContactIds),
  ]);
  if ((results[0]?.results?.length ?? 0) > 0) return "changed";
  return whyUnchanged(env, companyId, personId);
}

/** Removes a person and deletes their phone's sessions in one batch; the last owner stays. */
export async function removeShopPerson(env: Pick<Env, "DB">, companyId: number, personId: number, nowMs: number): Promise<ShopPersonChange> {
  const d1 = env.DB;
  const results = await d1.batch([
    d1
      .prepare(
        `UPDATE shop_users SET removed_at = ?3 WHERE id = ?1 AND company_id = ?2 AND removed_at IS NULL AND (role <> 'owner' OR ${ANOTHER_OWNER})
         RETURNING id`,
      )
      .bind(personId, companyId, nowMs),
    d1
      .prepare(`DELETE FROM shop_sessions WHERE phone = (SELECT phone FROM shop_users WHERE id = ?1 AND company_id = ?2 AND removed_at = ?3)`)
      .bind(personId, companyId, nowMs),
  ]);
  if ((results[0]?.results?.length ?? 0) > 0) return "changed";
  return whyUnchanged(env, companyId, personId);
}
