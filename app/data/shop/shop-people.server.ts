// Storage of the shop's people (console and back office users) and their signed-in devices
// (schema/shop.server.ts). A person is one row per company; the same phone may run several
// businesses. Removed people (removed_at set) are never returned.
import { and, eq, gt, inArray, isNull } from "drizzle-orm";
import { db } from "~/data/db.server";
import { branchContacts, companies } from "~/data/schema.server";
import { shopSessions, shopUserLocations, shopUsers } from "~/data/schema/shop.server";
import type { ShopRole } from "~/domain/shop/shop-roles";

export interface ShopPerson {
  id: number;
  companyId: number;
  phone: string;
  name: string;
  role: ShopRole;
  roleTitle: string | null;
  /** The locations assigned (an owner's are all of the company's, whatever is listed here). */
  branchContactIds: number[];
}

export async function withLocations(env: Pick<Env, "DB">, rows: (typeof shopUsers.$inferSelect)[]): Promise<ShopPerson[]> {
  if (rows.length === 0) return [];
  const links = await db(env)
    .select()
    .from(shopUserLocations)
    .where(
      inArray(
        shopUserLocations.shopUserId,
        rows.map((r) => r.id)
      )
    )
    .all();
  return rows.map((r) => personOf(r, links));
}

function personOf(r: typeof shopUsers.$inferSelect, links: (typeof shopUserLocations.$inferSelect)[]): ShopPerson {
  return {
    id: r.id,
    companyId: r.companyId,
    phone: r.phone,
    name: r.name,
    role: r.role,
    roleTitle: r.roleTitle,
    branchContactIds: links.filter((l) => l.shopUserId === r.id).map((l) => l.branchContactId),
  };
}

/** Every business this phone runs (one person per company). */
export async function shopPeopleByPhone(env: Pick<Env, "DB">, phone: string): Promise<ShopPerson[]> {
  const rows = await db(env)
    .select()
    .from(shopUsers)
    .where(and(eq(shopUsers.phone, phone), isNull(shopUsers.removedAt)))
    .all();
  return withLocations(env, rows);
}

/** The person behind a phone in one company, or null. */
export async function shopPersonAt(env: Pick<Env, "DB">, companyId: number, phone: string): Promise<ShopPerson | null> {
  const row = await db(env)
    .select()
    .from(shopUsers)
    .where(and(eq(shopUsers.companyId, companyId), eq(shopUsers.phone, phone), isNull(shopUsers.removedAt)))
    .get();
  return row ? (await withLocations(env, [row]))[0] ?? null : null;
}

/** Keeps a new signed-in device (its token's hash). */
export async function storeShopSession(env: Pick<Env, "DB">, row: typeof shopSessions.$inferInsert): Promise<void> {
  await db(env).insert(shopSessions).values(row);
}

/**
 * The phone of a live session and the people behind it, in one round trip (every console and back
 * office request asks it first): null for an unknown or expired session.
 */
export async function shopSessionPeople(env: Pick<Env, "DB">, tokenHash: string, nowMs: number): Promise<{ phone: string; people: ShopPerson[] } | null> {
  const d = db(env);
  const sessionPhone = d
    .select({ phone: shopSessions.phone })
    .from(shopSessions)
    .where(and(eq(shopSessions.tokenHash, tokenHash), gt(shopSessions.expiresAt, nowMs)));
  const peopleOfSession = d
    .select({ id: shopUsers.id })
    .from(shopUsers)
    .where(and(eq(shopUsers.phone, sessionPhone), isNull(shopUsers.removedAt)));
  const [session, rows, links] = await d.batch([
    sessionPhone,
    d
      .select()
      .from(shopUsers)
      .where(and(eq(shopUsers.phone, sessionPhone), isNull(shopUsers.removedAt))),
    d.select().from(shopUserLocations).where(inArray(shopUserLocations.shopUserId, peopleOfSession)),
  ]);
  const phone = session[0]?.phone;
  if (!phone) return null;
  return { phone, people: rows.map((r) => personOf(r, links)) };
}

/** Signing out: the device's session is gone at once. */
export async function deleteShopSession(env: Pick<Env, "DB">, tokenHash: string): Promise<void> {
  await db(env).delete(shopSessions).where(eq(shopSessions.tokenHash, tokenHash));
}

export interface ShopLocation {
  companyId: number;
  companyName: string;
  companyAlias: string;
  branchContactId: number;
  alias: string;
  name: string;
}

/** Every location of these companies, by company then name (what a person may be offered to open). */
export async function listShopLocations(env: Pick<Env, "DB">, companyIds: number[]): Promise<ShopLocation[]> {
  if (companyIds.length === 0) return [];
  return db(env)
    .select({
      companyId: companies.id,
      companyName: companies.name,
      companyAlias: companies.alias,
      branchContactId: branchContacts.id,
      alias: branchContacts.alias,
      name: branchContacts.name,
    })
    .from(branchContacts)
    .innerJoin(companies, eq(companies.id, branchContacts.companyId))
    .where(inArray(branchContacts.companyId, companyIds))
    .orderBy(companies.name, branchContacts.name)
    .all();
}
