// Loader and action helpers of /menu/{alias} (storefront.md §2 "Company and
// branch pages", "Branch-contact selector"). The alias is resolved on the server
// and everything read after it is scoped by its company (tenant isolation).
// One module per page: company-page, branch-page, contact-selector (their view models beside them).
import { redirect } from "@remix-run/cloudflare";
import { marketingTagsOf, type MarketingTagIds } from "~/domain/menu/marketing-tags";
import { now } from "~/data/clock.server";
import { resolveAliasCached } from "~/data/tenants/tenant-cache.server";
import { captureEntryParams } from "~/http/entry-session.server";
import { capturePartnerUser } from "~/http/partner-session.server";
import { commitSession, getSession } from "~/http/session.server";
import { notFound } from "~/http/storefront-context.server";
import { branchPage, type BranchPageData } from "./branch-page.server";
import { companyPage, type CompanyPageData } from "./company-page.server";
import { contactPage, type ContactPageData } from "./contact-selector.server";

export type AliasPageData = CompanyPageData | BranchPageData | ContactPageData;

export interface AliasPageResult {
  data: CompanyPageData | BranchPageData | ContactPageData;
  headers: Headers;
  /** The branch's ad pixel / tag manager / analytics ids (app/ui/marketing-tags.tsx); none on a company page (no branch chosen yet). */
  marketingTags: MarketingTagIds | null;
}

/** GET /menu/{alias}: company grid, branch list or branch-contact selector; 404 for an unknown alias. */
export async function loadAliasPage(env: Env, request: Request, alias: string): Promise<AliasPageResult> {
  const [resolved, session] = await Promise.all([resolveAliasCached(env, alias), getSession(env, request)]);
  if (!resolved) notFound();
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  const entryChanged = captureEntryParams(request, session);
  const partnerRedirect = await capturePartnerUser(env, request, session, now(env));
  if (partnerRedirect) throw redirect(partnerRedirect, { headers: { "Set-Cookie": await commitSession(env, session) } });
  if (entryChanged) headers.append("Set-Cookie", await commitSession(env, session));
  const url = new URL(request.url);
  switch (resolved.type) {
    case "company":
      return { data: companyPage(resolved), headers, marketingTags: null };
    case "branch":
      return { data: await branchPage(env, resolved, url, session, headers), headers, marketingTags: marketingTagsOf(resolved.branch.generalConfig.onlineMarketingConfig) };
    case "branchContact":
      return { data: await contactPage(env, resolved, url, session, headers), headers, marketingTags: marketingTagsOf(resolved.branch.generalConfig.onlineMarketingConfig) };
  }
}
