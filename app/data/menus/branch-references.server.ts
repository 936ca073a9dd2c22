// The branch reference data every menu page shows besides the menu itself: delivery
// zones (§2 under-header table), the loyalty programme (side menu, §2 Menu banner),
// the sign-up reward (§4) and the count of open locations ('Cambiar local').
// One D1 round trip for all of them: the menu page must not fan out (each round trip adds latency).
import type { DeliveryZone } from "~/domain/address/delivery";
import { openContactsQuery } from "~/data/tenants/storefront.server";
import { db } from "~/data/db.server";
import { isolateCacheTtl, storefrontCache } from "./isolate-cache.server";
import { deliveryZonesQuery, toZone } from "~/data/tenants/delivery-zones.server";
import { loyaltyProgramQuery, toLoyaltyProgram, type LoyaltyProgramWithId } from "~/data/customers/loyalty.server";
import { signUpRewardQuery } from "~/data/customers/loyalty.server";
import type { Branch, BranchContact, Company } from "~/domain/types";

type ModeContext = { company: Company; branch: Branch; branchContact: BranchContact };

export interface BranchReferences {
  zones: DeliveryZone[];
  program: LoyaltyProgramWithId | null;
  reward: Awaited<ReturnType<typeof signUpRewardQuery>>[number] | null;
  openContacts: number;
}

export function loadBranchReferences(env: Env, ctx: Pick<ModeContext, "company" | "branch" | "branchContact">): Promise<BranchReferences> {
  return storefrontCache.get(`branch-references:${ctx.company.id}:${ctx.branchContact.id}`, isolateCacheTtl(env), () => readBranchReferences(env, ctx));
}

async function readBranchReferences(env: Env, ctx: Pick<ModeContext, "company" | "branch" | "branchContact">): Promise<BranchReferences> {
  const d = db(env);
  const companyId = ctx.company.id;
  const [zones, programs, open, rewards] = await d.batch([
    deliveryZonesQuery(d, companyId, ctx.branchContact.id),
    loyaltyProgramQuery(d, companyId, ctx.branch.id),
    openContactsQuery(d, companyId, ctx.branch.id),
    signUpRewardQuery(d, companyId, ctx.branch.id),
  ]);
  return {
    zones: zones.map(toZone),
    program: toLoyaltyProgram(programs, ctx.branch.id),
    openContacts: open[0]?.n ?? 0,
    reward: rewards[0] ?? null,
  };
}
