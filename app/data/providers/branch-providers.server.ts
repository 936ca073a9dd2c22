// Storage of each branch's messaging and card-payment provider (table branch_providers): the
// owner's choice at /admin/{companyAlias}/proveedores, credentials sealed with the Worker's secret
// (credential-seal.server.ts), every change in the back office's history without a credential's
// value. Every statement is scoped by company and branch: another tenant's ids change nothing.
import { and, eq } from "drizzle-orm";
import { db } from "~/data/db.server";
import type { MenuEditor } from "~/data/menus/back-office-menu.server";
import { branchProviders } from "~/data/schema/branch-providers.server";
import type { ProviderDraft, ProviderKind, StoredProviderView } from "~/domain/shop/provider-settings-form";
import { openCredentials, sealCredentials } from "./credential-seal.server";

export interface BranchPlace {
  companyId: number;
  branchId: number;
  kind: ProviderKind;
}

export interface StoredBranchProvider extends StoredProviderView {
  version: number;
}

/** What the additional data of a row's seal names: its company, branch and kind. */
const placeOf = (p: BranchPlace) => `${p.companyId}:${p.branchId}:${p.kind}`;

function jsonObject(text: string | null): Record<string, string> {
  try {
    const value: unknown = JSON.parse(text ?? "{}");
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** The branch's saved providers (no credential values: only which are saved and their hints). */
export async function readBranchProviders(env: Pick<Env, "DB">, companyId: number, branchId: number): Promise<Partial<Record<ProviderKind, StoredBranchProvider>>> {
  const rows = await db(env)
    .select()
    .from(branchProviders)
    .where(and(eq(branchProviders.companyId, companyId), eq(branchProviders.branchId, branchId)));
  return Object.fromEntries(rows.map((r) => [r.kind, { provider: r.provider, settings: jsonObject(r.settings), hints: jsonObject(r.hints), version: r.version }]));
}

/**
 * The branch's saved provider with its credentials opened: its settings and credentials as one
 * object. null when nothing is saved; "unreadable" when the credentials no longer open (the
 * secret changed since they were saved).
 */
export async function openBranchProvider(
  env: Pick<Env, "DB" | "SESSION_SECRET">,
  branchId: number,
  kind: ProviderKind,
): Promise<{ provider: string; values: Record<string, string> } | null | "unreadable"> {
  const [row] = await db(env)
    .select()
    .from(branchProviders)
    .where(and(eq(branchProviders.branchId, branchId), eq(branchProviders.kind, kind)))
    .limit(1);
  if (!row) return null;
  const credentials = row.sealed === null ? "{}" : await openCredentials(env.SESSION_SECRET, placeOf({ companyId: row.companyId, branchId, kind }), row.sealed);
  if (credentials === null) return "unreadable";
  return { provider: row.provider, values: { ...jsonObject(row.settings), ...jsonObject(credentials) } };
}

/** What the history keeps of a provider: its name, its plain settings and the names of the saved credentials, never their values. */
const audited = (v: { provider: string; settings: Record<string, string>; hints: Record<string, string> }) => ({ provider: v.provider, ...v.settings, credentials: Object.keys(v.hints).sort() });

const auditInsert = (d1: D1Database, guard: string) =>
  d1.prepare(
    `INSERT INTO menu_audit_log (id, company_id, branch_id, person_id, person_name, entity_type, entity_id, action, before, after, created_at)
     SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?3, ?7, ?8, ?9, ?10 WHERE ${guard}`,
  );
const entityOf = (kind: ProviderKind) => (kind === "messaging" ? "MESSAGING" : "PAYMENTS");

/**
 * Saves the branch's provider if it is still at `seenVersion` (0: nothing saved yet); "conflict"
 * when someone changed it since (nothing is written). `credentials`: the credentials to seal (the
 * typed ones and the kept ones, opened by the caller); `hints` say which are saved.
 */
export async function saveBranchProvider(
  env: Pick<Env, "DB" | "SESSION_SECRET">,
  who: MenuEditor,
  place: BranchPlace,
  seen: StoredBranchProvider | null,
  seenVersion: number,
  next: { draft: ProviderDraft; credentials: Record<string, string>; hints: Record<string, string> },
): Promise<"saved" | "conflict"> {
  const d1 = env.DB;
  const settings = JSON.stringify(next.draft.settings);
  const hints = JSON.stringify(next.hints);
  const sealed = Object.keys(next.credentials).length > 0 ? await sealCredentials(env.SESSION_SECRET, placeOf(place), JSON.stringify(next.credentials)) : null;
  const write =
    seenVersion === 0
      ? d1
          .prepare("INSERT OR IGNORE INTO branch_providers (company_id, branch_id, kind, provider, settings, sealed, hints, version, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, 1, ?)")
          .bind(place.companyId, place.branchId, place.kind, next.draft.provider, settings, sealed, hints, who.nowMs)
      : d1
          .prepare("UPDATE branch_providers SET provider = ?, settings = ?, sealed = ?, hints = ?, version = version + 1, updated_at = ? WHERE company_id = ? AND branch_id = ? AND kind = ? AND version = ?")
          .bind(next.draft.provider, settings, sealed, hints, who.nowMs, place.companyId, place.branchId, place.kind, seenVersion);
  const auditId = crypto.randomUUID();
  const before = seen ? JSON.stringify(audited(seen)) : null;
  const after = JSON.stringify(audited({ provider: next.draft.provider, settings: next.draft.settings, hints: next.hints }));
  const statements = [
    write,
    auditInsert(d1, "changes() = 1").bind(auditId, who.companyId, place.branchId, who.personId, who.personName, entityOf(place.kind), seen ? "editar" : "crear", before, after, who.nowMs),
  ];
  if (place.kind === "payments") {
    // The branch's online payment types charge through the chosen provider (checkout reads
    // payment_types.provider_name from D1 on every payment).
    statements.push(
      d1
        .prepare(
          `UPDATE payment_types SET provider_name = ? WHERE company_id = ? AND payment_method = 'ONLINE'
             AND order_mode_id IN (SELECT om.id FROM order_modes om JOIN branch_contacts bc ON bc.id = om.branch_contact_id WHERE bc.company_id = ? AND bc.branch_id = ?)
             AND EXISTS (SELECT 1 FROM menu_audit_log WHERE id = ?)`,
        )
        .bind(next.draft.provider, place.companyId, place.companyId, place.branchId, auditId),
    );
  }
  const [, audit] = await d1.batch(statements);
  return (audit!.meta.changes ?? 0) === 1 ? "saved" : "conflict";
}

/** 'Quitar': deletes the branch's saved provider if it is still at `seenVersion`. */
export async function removeBranchProvider(env: Pick<Env, "DB">, who: MenuEditor, place: BranchPlace, seen: StoredBranchProvider, seenVersion: number): Promise<"removed" | "conflict"> {
  const d1 = env.DB;
  const [, audit] = await d1.batch([
    d1.prepare("DELETE FROM branch_providers WHERE company_id = ? AND branch_id = ? AND kind = ? AND version = ?").bind(place.companyId, place.branchId, place.kind, seenVersion),
    auditInsert(d1, "changes() = 1").bind(crypto.randomUUID(), who.companyId, place.branchId, who.personId, who.personName, entityOf(place.kind), "quitar", JSON.stringify(audited(seen)), null, who.nowMs),
  ]);
  return (audit!.meta.changes ?? 0) === 1 ? "removed" : "conflict";
}

/** The online payment types of the branch and the provider each names (what the page lists). */
export async function branchOnlinePaymentTypes(env: Pick<Env, "DB">, companyId: number, branchId: number): Promise<{ showName: string; location: string; providerName: string | null }[]> {
  const { results } = await env.DB.prepare(
    `SELECT pt.show_name AS showName, bc.name AS location, pt.provider_name AS providerName FROM payment_types pt
       JOIN order_modes om ON om.id = pt.order_mode_id JOIN branch_contacts bc ON bc.id = om.branch_contact_id
      WHERE pt.company_id = ? AND bc.company_id = ? AND bc.branch_id = ? AND pt.payment_method = 'ONLINE'
      ORDER BY bc.id, om.position, pt.position`,
  )
    .bind(companyId, companyId, branchId)
    .all<{ showName: string; location: string; providerName: string | null }>();
  return results;
}
