// The location's pricing configuration kept by the isolate (pricing-inputs.server.ts pricingConfig;
// docs/decisions/isolate-cache-for-storefront-reference-data.md): with ISOLATE_CACHE_TTL_MS 5 s,
// as deployed, a second pricing read within that time reads only the diner's own rows; the
// tests' TTL 0 reads it every time.
import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { DEMO_IDS } from "~/data/demo/demo-tenant";
import { storefrontCache } from "~/data/menus/isolate-cache.server";
import { loadPricingSources } from "~/data/orders/pricing-inputs.server";
import { withStatementsRun } from "./api-helpers";

const I = DEMO_IDS;
const PALERMO_DELIVERY = { companyId: 1, branchId: I.branches.pizzeria, branchContactId: I.branchContacts.palermo, orderModeId: I.orderModes.palermoDelivery };
const LUCIA = "+5491155550001";
const CONFIG_TABLES = ["order_mode_fees", "general_surcharges", "general_discounts", "delivery_zones", "loyalty_programs"];

beforeEach(() => storefrontCache.clear());

describe("pricing configuration kept by the isolate", () => {
  it("a second read within 5 s reads only the customer's row, with the same fees and surcharges", async () => {
    const deployed = { ...env, ISOLATE_CACHE_TTL_MS: "5000" };
    const first = await withStatementsRun(() => loadPricingSources(deployed, PALERMO_DELIVERY, LUCIA, null, Date.now()));
    for (const table of CONFIG_TABLES) expect(first.reads(table), table).toBe(1);
    const second = await withStatementsRun(() => loadPricingSources(deployed, PALERMO_DELIVERY, LUCIA, null, Date.now()));
    for (const table of CONFIG_TABLES) expect(second.reads(table), table).toBe(0);
    expect(second.reads("customers")).toBe(1);
    // demo-tenant.md: service fee $ 300, 'Recargo por embalaje' $ 250 at Palermo's delivery.
    expect(second.value.serviceFee).toEqual(first.value.serviceFee);
    expect(second.value.surcharges).toEqual([{ name: "Recargo por embalaje", type: "FIXED", value: 250, surchargeReferenceId: 11111 }]);
    expect(second.value.customer?.phone).toBe(LUCIA);
  });

  it("with the cache off (TTL 0) every read reads the configuration", async () => {
    const off = { ...env, ISOLATE_CACHE_TTL_MS: "0" };
    await loadPricingSources(off, PALERMO_DELIVERY, LUCIA, null, Date.now());
    const again = await withStatementsRun(() => loadPricingSources(off, PALERMO_DELIVERY, LUCIA, null, Date.now()));
    for (const table of CONFIG_TABLES) expect(again.reads(table), table).toBe(1);
  });
});
