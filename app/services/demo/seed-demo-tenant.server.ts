// The demo tenant (app/data/demo/demo-tenant*.ts) built the way an owner builds a business: each
// company signs up (its first branch, location, modes and owner), adds its other branches and
// locations, sets its brand, hours, modes with their payments and charges, and builds its menu
// (categories, plates with their sizes, groups, options and indicators, product discounts) through
// the back office's own functions, so the demo proves the back office can build it. What no
// back-office function writes stays plain rows (data/demo/seed.server.ts;
// docs/decisions/demo-built-through-services.md lists every table and column and why).
//
// The demo's ids and slugs are a contract (tests and links name them): the create functions take
// them as "published" ids. Idempotent: a row that exists already (by id) is not created again, and
// the plain rows are upserts that change nothing when equal, so a second seed bumps no menu
// revision.
import { createLoyaltyProgram, createLoyaltyReward } from "~/data/customers/loyalty-settings.server";
import * as demo from "~/data/demo/demo-tenant";
import * as demoOrders from "~/data/demo/demo-tenant-orders";
import * as demoShop from "~/data/demo/demo-tenant-shop";
import * as demoStaff from "~/data/demo/demo-tenant-staff";
import { existingDemoRowIds, forgetSeedHistory, runSeedStatements, seedImages, seedPhases } from "~/data/demo/seed.server";
import { createDiscountCode } from "~/data/discounts/discount-codes.server";
import { createProductDiscount } from "~/data/discounts/product-discounts.server";
import { createCategory, createPlate, updateCategory, type MenuEditor } from "~/data/menus/back-office-menu.server";
import { addShopPerson } from "~/data/shop/shop-team.server";
import { addTeamMember } from "~/data/staff/team.server";
import { createDeliveryZone } from "~/data/tenants/delivery-zone-editor.server";
import { createLocation, getLocationSettings, saveLocationDetails, type LocationSettings } from "~/data/tenants/location-settings.server";
import { listLocationModes, saveModeSettings } from "~/data/tenants/location-modes.server";
import type { ModeSettingsDraft } from "~/domain/shop/order-mode-form";
import { guideListing, saveGuideListing } from "~/data/tenants/guide-listing.server";
import { readStoreControls, writeOrdersConsole } from "~/data/shop/store-controls.server";
import { createBrand, createTenant } from "~/data/tenants/tenant-create.server";
import { readBrandSettings, saveBrandSettings } from "~/data/tenants/brand-settings.server";
import type { BrandDraft } from "~/domain/menu/brand-form";
import { STARTER_BRANCH_CONFIG } from "~/domain/tenants/sign-up";
import type { BranchGeneralConfig } from "~/domain/types";
import { closeLocationManually, saveLocationHours } from "~/services/locations/location-settings.server";
import { groupRules, type PlateDraft } from "~/domain/menu/plate-form";
import type { ProductDiscountDraft } from "~/domain/menu/product-discount-form";

/** Who the seed's calls are written as; its history rows are dropped at the end (forgetSeedHistory). */
export const SEED_PERSON = { personId: 0, personName: "Semilla de la demo" } as const;

const editor = (companyId: number, nowMs: number): MenuEditor => ({ companyId, ...SEED_PERSON, nowMs });

/** Migrated database in, demo tenant out (both tenants, their menus, history and images). */
export async function seedDemoTenant(env: Env, nowMs: number): Promise<void> {
  await runSeedStatements(env, seedPhases.reference());
  await signUpDemoTenants(env, nowMs, await existingDemoRowIds(env));
  await setUpDemoBrands(env, nowMs);
  await runSeedStatements(env, seedPhases.beforeMenu());
  // Read again: the sign-up made each company's owner.
  const existing = await existingDemoRowIds(env);
  await setUpDemoLocations(env, nowMs, existing.deliveryZones);
  await buildDemoMenus(env, nowMs, existing);
  await setUpDemoLoyalty(env, nowMs, existing);
  await setUpDemoPeople(env, nowMs, existing);
  await runSeedStatements(env, seedPhases.afterMenu());
  await forgetSeedHistory(env, SEED_PERSON.personId);
  await seedImages(env.IMAGES);
}

const branchesOf = (companyId: number) => demo.branches.filter((b) => b.companyId === companyId).sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
const locationsOf = (branchId: number) => demo.branchContacts.filter((c) => c.branchId === branchId).sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
const modesOf = (locationId: number) => demo.orderModes.filter((m) => m.branchContactId === locationId).sort((a, b) => (a.position ?? 0) - (b.position ?? 0));

/** A location's modes as the sign-up's form names them, and their published ids (each mode's own and its cash payment's). */
function demoModes(locationId: number) {
  const modes = modesOf(locationId);
  const cashOf = (modeId: number) => demo.paymentTypes.find((p) => p.orderModeId === modeId && p.paymentMethod === "CASH")!.id!;
  return {
    modes: modes.map((m) => ({ type: m.type, slug: m.slug, showName: m.showName ?? "" })),
    published: modes.map((m) => ({ id: m.id!, cashPaymentId: cashOf(m.id!) })),
  };
}

/**
 * Where the sign-up's form puts a location: its address, the demo's pin (no geocoder), its phones.
 * Hours start empty, as the back office's seed of hours then sets them (setUpDemoLocations).
 */
const demoLocation = (c: (typeof demo.branchContacts)[number]) => ({
  street: c.street,
  number: c.number,
  city: c.city,
  lat: c.lat,
  lng: c.lng,
  whatsappPhone: c.whatsappPhone!,
  callPhone: c.callPhone ?? null,
  workingDays: [],
});

/**
 * A branch as the sign-up writes it: the starter theme (the brand page then sets the demo's,
 * setUpDemoBrands), with the demo's menu layout and chat widget, which no back-office page edits.
 */
const signUpConfig = (b: (typeof demo.branches)[number]): BranchGeneralConfig => ({
  ...b.generalConfig,
  colorConfig: STARTER_BRANCH_CONFIG.colorConfig,
  fontFamily: STARTER_BRANCH_CONFIG.fontFamily,
  onlineMarketingConfig: STARTER_BRANCH_CONFIG.onlineMarketingConfig,
});

/**
 * Each company as it signs up at /alta (its first branch, that branch's first location and its
 * modes, its owner), then its other branches ('Agregar sucursal') and locations ('Agregar local'),
 * with the demo's published ids, its pins and no starter menu (the demo's menu follows).
 */
async function signUpDemoTenants(env: Env, nowMs: number, existing: ExistingIds): Promise<void> {
  for (const company of demo.companies) {
    if (existing.companies.has(company.id!)) continue;
    const branch = branchesOf(company.id!)[0]!;
    const location = locationsOf(branch.id!)[0]!;
    const owner = demoShop.shopUsers.find((u) => u.companyId === company.id && u.role === "owner")!;
    const { modes, published } = demoModes(location.id!);
    const created = await createTenant(
      env,
      {
        aliases: { company: company.alias, branch: branch.alias, location: location.alias },
        businessName: company.name,
        country: company.country,
        owner: { phone: owner.phone, name: owner.name },
        // The demo's owner joined on a fixed day (what the Personas page shows).
        nowMs: owner.createdAt ?? nowMs,
        location: demoLocation(location),
        branchConfig: signUpConfig(branch),
        modes,
        menu: null,
      },
      { companyId: company.id!, ownerId: owner.id!, branchId: branch.id!, locationId: location.id!, modes: published },
    );
    if (!created.ok) throw new Error(`seed: ${company.alias} could not sign up (${created.reason})`);
  }
  for (const branch of demo.branches) {
    if (existing.branches.has(branch.id!) || branchesOf(branch.companyId)[0] === branch) continue;
    const location = locationsOf(branch.id!)[0]!;
    const { modes, published } = demoModes(location.id!);
    const brand = {
      aliases: { branch: branch.alias, location: location.alias },
      name: branch.name,
      country: branch.country,
      location: demoLocation(location),
      branchConfig: signUpConfig(branch),
      modes,
      menu: null,
    };
    const created = await createBrand(env, editor(branch.companyId, nowMs), brand, { branchId: branch.id!, locationId: location.id!, modes: published });
    if (!created.ok) throw new Error(`seed: branch ${branch.alias} could not be added (${created.reason})`);
  }
  for (const c of demo.branchContacts) {
    if (existing.branchContacts.has(c.id!) || locationsOf(c.branchId)[0] === c) continue;
    const { modes, published } = demoModes(c.id!);
    const country = demo.branches.find((b) => b.id === c.branchId)!.country;
    const location = { branchId: c.branchId, alias: c.alias, name: c.name, country, ...demoLocation(c), modes };
    const created = await createLocation(env, editor(c.companyId, nowMs), location, { locationId: c.id!, modes: published });
    if (!created.ok) throw new Error(`seed: location ${c.alias} could not be added (${created.reason})`);
  }
}

/**
 * Each branch's brand page (colours, font, custom message, social links, marketing ids) saved
 * with the demo's values when they differ from what the sign-up wrote.
 */
async function setUpDemoBrands(env: Env, nowMs: number): Promise<void> {
  for (const b of demo.branches) {
    const current = await readBrandSettings(env, b.companyId, b.id!);
    if (!current) throw new Error(`seed: branch ${b.alias} was not written`);
    const { colorConfig, fontFamily, onlineMarketingConfig } = b.generalConfig;
    const draft: BrandDraft = {
      ...current.draft,
      ...colorConfig,
      fontFamily: fontFamily ?? null,
      customMessage: b.customMessage ?? null,
      instagram: b.social.instagram,
      facebook: b.social.facebook,
      fbPixelId: onlineMarketingConfig.fbPixelId ?? null,
      googleTagManagerId: onlineMarketingConfig.googleTagManagerId ?? null,
      googleAnalyticsId: onlineMarketingConfig.googleAnalyticsId ?? null,
    };
    if (JSON.stringify(draft) === JSON.stringify(current.draft)) continue;
    if ((await saveBrandSettings(env, editor(b.companyId, nowMs), current, draft, current.version)) !== "saved") throw new Error(`seed: the brand of ${b.alias} was not saved`);
  }
}

/** The plate editor's draft of a demo plate (its sizes, groups, options and indicators). */
export function demoPlateDraft(plate: (typeof demo.plates)[number]): PlateDraft {
  const byPosition = <T extends { position?: number | null }>(rows: T[]) => [...rows].sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  const groups = byPosition(demo.garnishGroups.filter((g) => g.plateId === plate.id));
  for (const g of groups) {
    // The editor derives both from the group's minimum and maximum: the demo must say the same.
    const rules = groupRules({ min: g.minGarnishAmount ?? 0, max: g.maxGarnishAmount ?? 0 });
    if (rules.mandatory !== g.mandatory || rules.multipleSelection !== g.multipleSelection) {
      throw new Error(`seed: group ${g.id} cannot be built by the plate editor (mandatory/multiple disagree with min/max)`);
    }
  }
  return {
    version: null,
    categoryId: plate.categoryId,
    name: plate.name,
    description: plate.description ?? null,
    price: plate.price,
    maxQuantity: plate.maxQuantity ?? null,
    remarked: plate.remarked ?? false,
    visible: plate.visible ?? true,
    indicatorIds: byPosition(demo.entityIndicators.filter((e) => e.entityType === "PLATE" && e.entityId === plate.id)).map((e) => e.indicatorId),
    sizes: byPosition(demo.sizes.filter((z) => z.plateId === plate.id)).map((z) => ({ id: z.id!, name: z.name, price: z.price })),
    groups: groups.map((g) => ({
      id: g.id!,
      name: g.name,
      min: g.minGarnishAmount ?? 0,
      max: g.maxGarnishAmount ?? 0,
      options: byPosition(demo.garnishes.filter((x) => x.groupId === g.id)).map((x) => ({ id: x.id!, name: x.name, price: x.price ?? 0 })),
    })),
    orderModeTypes: plate.orderModeTypes ?? null,
    locations: [],
  };
}

function demoDiscountDraft(discount: (typeof demo.productDiscounts)[number]): ProductDiscountDraft {
  return {
    type: discount.type,
    name: discount.name ?? "",
    percentage: discount.percentage ?? null,
    buy: discount.buy ?? null,
    pay: discount.pay ?? null,
    fixedDiscount: discount.fixedDiscount ?? null,
    finalPrice: discount.finalPrice ?? null,
    branchId: discount.branchId,
    plateIds: demo.productDiscountPlates
      .filter((l) => l.discountId === discount.id)
      .map((l) => l.plateId)
      .sort((a, b) => a - b),
    active: discount.active ?? true,
    validFrom: discount.validFrom ?? null,
    validTo: discount.validTo ?? null,
  };
}

/**
 * Each location's name ('Datos del local': the sign-up names the first location after the business),
 * week of hours and 'Cerrado manualmente' (page Locales), its orders console (the console's
 * store controls), then the nearby-business guide (page Guía) and the delivery zones (page Zonas).
 * A value already as the demo says is left alone (no history, no cache emptied).
 */
async function setUpDemoLocations(env: Env, nowMs: number, existingZones: Set<number>): Promise<void> {
  for (const c of demo.branchContacts) {
    const who = editor(c.companyId, nowMs);
    let at = await getLocationSettings(env, c.companyId, c.id!);
    if (!at) throw new Error(`seed: location ${c.id} was not written`);
    if (at.name !== c.name) {
      if ((await saveLocationDetails(env, who, at, { ...at, name: c.name })) !== "saved") throw new Error(`seed: location ${c.alias} was not renamed`);
      at = (await getLocationSettings(env, c.companyId, c.id!))!;
    }
    const scope = { companyId: c.companyId, branchContactId: c.id! };
    if ((await readStoreControls(env, scope))?.ordersConsole !== (c.ordersConsole ?? false)) await writeOrdersConsole(env, scope, c.ordersConsole ?? false);
    const workingDays = c.workingDays ?? [];
    const alwaysOpen = c.alwaysOpen ?? false;
    if (at.workingDaysText !== JSON.stringify(workingDays) || at.alwaysOpen !== alwaysOpen) await saveLocationHours(env, who, at, alwaysOpen, workingDays);
    if (at.manuallyClosed !== (c.manuallyClosed ?? false)) await closeLocationManually(env, who, at, c.manuallyClosed ?? false);
    await setUpDemoModes(env, who, at);
  }
  for (const company of demo.companies) {
    const listedIds = demo.branchContacts.filter((c) => c.companyId === company.id && c.guideListed).map((c) => c.id!);
    const now = await guideListing(env, company.id!);
    const listedNow = now.locations.filter((l) => l.listed).map((l) => l.id);
    if (now.searchCode !== (company.guideSearchCode ?? null) || JSON.stringify(listedNow.sort()) !== JSON.stringify([...listedIds].sort())) {
      if ((await saveGuideListing(env, company.id!, { searchCode: company.guideSearchCode ?? null, listedIds })) !== "saved") throw new Error(`seed: ${company.alias}'s guide code is taken`);
    }
  }
  for (const z of demo.deliveryZones) {
    if (existingZones.has(z.id!)) continue;
    const location = demo.branchContacts.find((c) => c.id === z.branchContactId)!;
    const draft = {
      name: z.name,
      polygon: z.polygon,
      fee: z.fee ?? 0,
      cashFee: z.cashFee ?? null,
      minimumOrder: z.minimumOrder ?? 0,
      freeDeliveryFrom: z.freeDeliveryFrom ?? null,
      active: z.active ?? true,
      cashAllowed: z.cashAllowed ?? true,
    };
    await createDeliveryZone(env, editor(z.companyId, nowMs), { id: location.id!, branchId: location.branchId }, draft, z.id!);
  }
}

/**
 * Each order mode of the location as its page saves it (flags, delay estimate, payments offered, a
 * card payment added, service fee, surcharges), with the demo's published ids for the fee, the
 * surcharges and the card payment; a mode
 * already as the demo says is left alone.
 */
async function setUpDemoModes(env: Pick<Env, "DB">, who: MenuEditor, at: LocationSettings): Promise<void> {
  const stored = await listLocationModes(env, who.companyId, at.id);
  for (const m of modesOf(at.id)) {
    const seen = stored.find((s) => s.id === m.id);
    if (!seen) throw new Error(`seed: mode ${m.id} was not written`);
    const fee = demoOrders.orderModeFees.find((f) => f.orderModeId === m.id);
    const surcharges = demoOrders.generalSurcharges.filter((s) => s.orderModeId === m.id).sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
    const missing = demo.paymentTypes.filter((p) => p.orderModeId === m.id && !seen.payments.some((x) => x.id === p.id));
    if (missing.length > 1 || missing.some((p) => p.paymentMethod === "CASH")) throw new Error(`seed: mode ${m.id} needs payments its page cannot add at once`);
    const newPayment = missing[0] ?? null;
    const draft: ModeSettingsDraft = {
      active: m.active ?? true,
      orderEnabled: m.orderEnabled ?? true,
      scheduledOnly: m.scheduledOnly ?? false,
      minDelayInMinutes: m.minDelayInMinutes ?? 0,
      maxDelayInMinutes: m.maxDelayInMinutes ?? 0,
      useSchedule: m.useSchedule ?? false,
      schedules: m.useSchedule ? m.schedules : null,
      activePaymentIds: demo.paymentTypes.filter((p) => p.orderModeId === m.id && (p.active ?? true)).map((p) => p.id!),
      serviceFee: { userFee: fee?.userFee ?? 0, percentageUserFee: fee?.percentageUserFee ?? 0 },
      surcharges: surcharges.map((s) => ({ id: seen.surcharges.some((x) => x.id === s.id) ? s.id! : null, name: s.name, type: s.type, value: s.value, active: s.active ?? true })),
      // 'Agregar medio de pago': the demo's card payment of the mode (one at most), once.
      newPayment: newPayment ? { method: newPayment.paymentMethod, showName: newPayment.showName, description: newPayment.description ?? "" } : null,
    };
    const asDemo =
      seen.active === draft.active &&
      seen.orderEnabled === draft.orderEnabled &&
      seen.scheduledOnly === draft.scheduledOnly &&
      seen.minDelayInMinutes === draft.minDelayInMinutes &&
      seen.maxDelayInMinutes === draft.maxDelayInMinutes &&
      seen.useSchedule === draft.useSchedule &&
      (draft.schedules === null || seen.schedulesText === JSON.stringify(draft.schedules)) &&
      seen.payments.every((p) => p.active === draft.activePaymentIds.includes(p.id)) &&
      newPayment === null &&
      JSON.stringify(seen.serviceFee) === JSON.stringify(fee ? draft.serviceFee : null) &&
      JSON.stringify(seen.surcharges) === JSON.stringify(draft.surcharges);
    if (asDemo) continue;
    const published = {
      serviceFeeId: fee?.id ?? null,
      surchargeIds: surcharges.filter((s) => !seen.surcharges.some((x) => x.id === s.id)).map((s) => s.id!),
      paymentTypeId: newPayment?.id ?? null,
    };
    if ((await saveModeSettings(env, who, at, seen, draft, published)) !== "saved") throw new Error(`seed: mode ${m.id} was not saved`);
  }
}

// The history files a company-wide programme or code under the company's first branch, as the pages do.
const firstBranch = (companyId: number) => demo.branches.filter((b) => b.companyId === companyId).sort((a, b) => (a.position ?? 0) - (b.position ?? 0))[0]!.id!;

/** The loyalty programme and its reward (page Fidelización), then the discount codes (page Códigos). */
async function setUpDemoLoyalty(env: Pick<Env, "DB">, nowMs: number, existing: ExistingIds): Promise<void> {
  for (const p of demoOrders.loyaltyPrograms) {
    if (existing.loyaltyPrograms.has(p.id!)) continue;
    const draft = {
      name: p.name,
      pointsName: p.pointsName,
      active: p.active ?? true,
      orderPercentage: p.orderPercentage,
      minRedeemedPoints: p.minRedeemedPoints ?? 0,
      maxRedeemedPoints: p.maxRedeemedPoints ?? 0,
      maxRedeemedPercentage: p.maxRedeemedPercentage ?? 100,
      supportsDiscounts: p.supportsDiscounts ?? true,
      branchId: p.branchId ?? null,
      branchContactIds: p.branchContactIds ?? [],
    };
    await createLoyaltyProgram(env, editor(p.companyId, nowMs), draft, p.branchId ?? firstBranch(p.companyId), p.id!);
  }
  for (const r of demoOrders.loyaltyRewards) {
    if (existing.loyaltyRewards.has(r.id!)) continue;
    const draft = { name: r.name, amount: r.amount, active: r.active ?? true, branchId: r.branchId ?? null, branchContactId: r.branchContactId ?? null };
    await createLoyaltyReward(env, editor(r.companyId, nowMs), draft, r.branchId ?? firstBranch(r.companyId), r.id!);
  }
  for (const c of demoOrders.discountCodes) {
    if (existing.discountCodes.has(c.id!)) continue;
    const draft = {
      code: c.code,
      type: c.type,
      value: c.value ?? 0,
      minimumOrderAmount: c.minimumOrderAmount ?? null,
      maxDiscountAmount: c.maxDiscountAmount ?? null,
      notCombinable: c.notCombinable ?? false,
      firstPurchaseOnly: c.firstPurchaseOnly ?? false,
      maxUses: c.maxUses ?? null,
      paymentMethod: c.paymentMethod ?? null,
      plateId: c.plateId ?? null,
      categoryId: c.categoryId ?? null,
      branchId: c.branchId ?? null,
      validFrom: c.validFrom ?? null,
      validTo: c.validTo ?? null,
      active: c.active ?? true,
    };
    const created = await createDiscountCode(env, editor(c.companyId, nowMs), draft, c.branchId ?? firstBranch(c.companyId), c.id!);
    if (created === "taken") throw new Error(`seed: code ${c.code} exists under another id`);
  }
}

/** Riders and pickers (page Equipo of the console) and the shop's people (page Personas). */
async function setUpDemoPeople(env: Pick<Env, "DB">, nowMs: number, existing: ExistingIds): Promise<void> {
  for (const m of demoStaff.staff) {
    if (existing.staff.has(m.id!)) continue;
    await addTeamMember(env, { companyId: m.companyId, branchContactId: m.branchContactId }, m.role, { name: m.name, phone: m.phone }, nowMs, m.id!);
  }
  for (const u of demoShop.shopUsers) {
    if (existing.shopUsers.has(u.id!)) continue;
    const branchContactIds = demoShop.shopUserLocations.filter((l) => l.shopUserId === u.id).map((l) => l.branchContactId);
    // The demo's people joined on a fixed day (what the page shows), not on the day of the seed.
    await addShopPerson(env, u.companyId, { phone: u.phone, name: u.name, role: u.role, branchContactIds }, u.createdAt ?? nowMs, u.id!);
  }
}

type ExistingIds = Awaited<ReturnType<typeof existingDemoRowIds>>;

/** Categories, then plates, then product discounts, in the demo's order (positions follow it). */
async function buildDemoMenus(env: Pick<Env, "DB">, nowMs: number, existing: ExistingIds): Promise<void> {
  const who = (companyId: number) => editor(companyId, nowMs);
  for (const c of demo.categories) {
    if (existing.categories.has(c.id!)) continue;
    await createCategory(env, who(c.companyId), c.branchId, c.name, { id: c.id!, slug: c.slug });
    const details = { name: c.name, showName: c.showName ?? null, description: c.description ?? null, orderModeTypes: c.orderModeTypes ?? null };
    if (details.showName !== null || details.description !== null || details.orderModeTypes !== null) {
      await updateCategory(env, who(c.companyId), c.id!, { details });
    }
    if (c.visible === false) await updateCategory(env, who(c.companyId), c.id!, { visible: false });
  }
  for (const p of demo.plates) {
    if (existing.plates.has(p.id!)) continue;
    await createPlate(env, who(p.companyId), p.branchId, demoPlateDraft(p), "crear", { id: p.id!, slug: p.slug });
  }
  for (const d of demo.productDiscounts) {
    if (existing.productDiscounts.has(d.id!)) continue;
    await createProductDiscount(env, who(d.companyId), demoDiscountDraft(d), d.id!);
  }
}
