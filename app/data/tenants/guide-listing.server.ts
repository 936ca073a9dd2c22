// Whether a company shows in the public nearby-business guide (logistics.md "Nearby-business
// guide"): each location's guide_listed flag and the company's search code, read and written for
// the owner's back office. Every statement filters by company_id; a save is one batch.
export interface GuideListing {
  searchCode: string | null;
  locations: { id: number; name: string; branchName: string; listed: boolean }[];
}

export async function guideListing(env: Pick<Env, "DB">, companyId: number): Promise<GuideListing> {
  const [company, locations] = await env.DB.batch([
    env.DB.prepare("SELECT guide_search_code AS code FROM companies WHERE id = ?").bind(companyId),
    env.DB.prepare(
      `SELECT bc.id, bc.name, br.name AS branch_name, bc.guide_listed AS listed
       FROM branch_contacts bc JOIN branches br ON br.id = bc.branch_id AND br.company_id = bc.company_id
       WHERE bc.company_id = ? ORDER BY br.position, bc.position, bc.id`,
    ).bind(companyId),
  ]);
  const code = (company!.results[0] as { code: string | null } | undefined)?.code ?? null;
  const rows = locations!.results as { id: number; name: string; branch_name: string; listed: number }[];
  return { searchCode: code, locations: rows.map((r) => ({ id: r.id, name: r.name, branchName: r.branch_name, listed: r.listed === 1 })) };
}

/** The code and the listed locations (ids of other companies are ignored); "taken" when another company has the code. */
export async function saveGuideListing(env: Pick<Env, "DB">, companyId: number, listing: { searchCode: string | null; listedIds: number[] }): Promise<"saved" | "taken"> {
  const ids = JSON.stringify(listing.listedIds);
  try {
    await env.DB.batch([
      env.DB.prepare("UPDATE companies SET guide_search_code = ? WHERE id = ?").bind(listing.searchCode, companyId),
      env.DB.prepare("UPDATE branch_contacts SET guide_listed = (id IN (SELECT value FROM json_each(?))) WHERE company_id = ?").bind(ids, companyId),
    ]);
    return "saved";
  } catch (error) {
    if (/UNIQUE constraint failed: companies\.guide_search_code/.test(String((error as Error)?.message ?? error))) return "taken";
    throw error;
  }
}
