// The survey page's data (/encuesta/{alias}/{orderCode}, storefront.md §2, §3
// Survey): the alias fixes the company; the order must be that company's and,
// for a branch or branch-contact alias, that branch's / contact's. Else 404.
import { getBranchById } from "~/http/api.server";
import { resolveAlias } from "~/data/tenants/storefront.server";
import { getBranchSurvey, getSurveyOrder, orderHasResponse } from "~/data/surveys/surveys.server";
import { ORDER_CODE_PATTERN } from "~/services/surveys/survey-answer.server";
import { notFound } from "~/http/storefront-context.server";
import { themeCss } from "~/domain/menu/theme";
import { findBranchContactRef } from "~/data/tenants/tenant-scope.server";

export async function loadSurveyPage(env: Pick<Env, "DB">, alias: string, rawCode: string) {
  if (!ORDER_CODE_PATTERN.test(rawCode)) notFound();
  const resolved = await resolveAlias(env, alias);
  if (!resolved) notFound();
  const order = await getSurveyOrder(env, rawCode.toUpperCase(), resolved.company.id);
  if (!order) notFound();
  if (resolved.type === "branch" && resolved.branch.id !== order.branchId) notFound();
  if (resolved.type === "branchContact" && resolved.branchContact.id !== order.branchContactId) notFound();
  const branch = resolved.type === "company" ? await getBranchById(env, order.branchId, order.companyId) : resolved.branch;
  if (!branch) notFound();
  const [survey, answered, contact] = await Promise.all([
    getBranchSurvey(env, order.companyId, order.branchId),
    orderHasResponse(env, order),
    findBranchContactRef(env, order.branchContactId, order.companyId),
  ]);
  return {
    order,
    orderCode: order.code,
    survey,
    answered,
    localName: contact?.name ?? branch.name,
    menuHref: `/menu/${contact?.alias ?? branch.alias}`,
    themeCss: themeCss(branch.generalConfig),
  };
}
