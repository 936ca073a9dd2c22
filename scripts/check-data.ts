// Quick local check of the data layer against the local D1 (wrangler's platform proxy).
//   node scripts/db.mjs migrate && node scripts/db.mjs seed && node scripts/db.mjs seed
//   npx tsx scripts/check-data.ts [--persist-to DIR]
// Exits non-zero on the first failed expectation.
import path from "node:path";
import { getPlatformProxy } from "wrangler";
import { buildMenu, menuContentHash } from "../app/data/menus/menu-builder.server";
import {
  getBranchContactByAlias,
  getCountry,
  getFile,
  listBranchDiscounts,
  listBranchOrderModes,
  listCompanyBranches,
  listEntityIndicators,
  listIndicators,
  listMenuCustomizations,
  resolveAlias,
} from "../app/data/tenants/storefront.server";
import { DEMO_IDS as I } from "../app/data/demo/demo-tenant";

const i = process.argv.indexOf("--persist-to");
const persistTo = path.resolve(i > 0 ? process.argv[i + 1] : ".wrangler/state");

function expect(cond: unknown, what: string): asserts cond {
  if (!cond) {
    console.error(`FAIL ${what}`);
    process.exit(1);
  }
  console.log(`ok   ${what}`);
}

const proxy = await getPlatformProxy<{ DB: D1Database }>({ persist: { path: path.join(persistTo, "v3") } });
const env = proxy.env;
const DB = env.DB;
try {
  // Aliases
  const company = await resolveAlias(env, "sabores");
  expect(company?.type === "company" && company.company.name === "Sabores del Sur", "sabores is the company Sabores del Sur");
  expect(company.type === "company" && company.branches.map((b) => b.alias).join() === "sabores-pizzeria,sabores-cafe", "two branch cards");

  const branch = await resolveAlias(env, "sabores-pizzeria");
  expect(branch?.type === "branch", "sabores-pizzeria is a branch");
  expect(branch.type === "branch" && branch.branch.addressConfig === "AUTOMATIC", "address config AUTOMATIC");
  expect(branch.type === "branch" && branch.branch.generalConfig.menuConfig.plateDetailInModal, "plateDetailInModal");
  expect(
    branch.type === "branch" && branch.branchContacts.map((c) => c.alias).join() === "pizzeria-palermo,pizzeria-belgrano,pizzeria-caballito",
    "three locations in order",
  );

  const palermo = await resolveAlias(env, "Pizzeria-Palermo");
  expect(palermo?.type === "branchContact", "pizzeria-palermo is a branch contact (case-insensitive)");
  if (palermo.type !== "branchContact") throw new Error();
  const bc = palermo.branchContact;
  expect(bc.name === "Sabores Palermo" && bc.address.lat === -34.588 && bc.address.lng === -58.411, "Palermo name and coordinates");
  expect(bc.alwaysOpen && !bc.ordersConsole && bc.whatsAppPhone === "+5491140000001", "Palermo always open, no console, WhatsApp");
  expect(bc.deliveryConfig.orderModes.map((m) => m.slug).join() === "delivery,take-away,table", "Palermo modes");
  const delivery = bc.deliveryConfig.orderModes[0];
  expect(
    delivery.paymentTypes.map((p) => `${p.showName}:${p.paymentMethod}:${p.onlinePayment?.providerName ?? "-"}`).join() ===
      "Efectivo:CASH:-,Tarjeta online:ONLINE:sandbox",
    "Palermo delivery payments",
  );
  expect(delivery.promotionalBanner === "Envío gratis desde $ 30.000", "promotional banner");
  expect(palermo.branch.alias === "sabores-pizzeria" && palermo.company.alias === "sabores", "contact → branch → company");

  const cafe = await resolveAlias(env, "sabores-cafe");
  expect(cafe?.type === "branch" && cafe.branchContacts.length === 1 && cafe.branchContacts[0].alias === "cafe-centro", "café has one contact");
  expect(await resolveAlias(env, "no-existe") === null, "unknown alias → null");

  const belgrano = await getBranchContactByAlias(env, "pizzeria-belgrano");
  expect(belgrano?.mandatoryEmail && belgrano.deliveryConfig.betweenStreetsRequired && belgrano.ordersConsole, "Belgrano flags");
  expect(belgrano.deliveryConfig.workingDays.length === 6 && !belgrano.deliveryConfig.workingDays.some((d) => d.dayOfWeek === 7), "Belgrano closed on Sunday");
  const caballito = await getBranchContactByAlias(env, "pizzeria-caballito");
  expect(caballito?.manuallyClosed && caballito.deliveryConfig.orderModes.every((m) => m.scheduledOnly), "Caballito closed, scheduled only");
  const centro = await getBranchContactByAlias(env, "cafe-centro");
  expect(centro?.deliveryConfig.orderModes.map((m) => `${m.slug}:${m.orderEnabled}`).join() === "take-away:true,self-service:false", "Café Centro modes");
  expect(await getBranchContactByAlias(env, "sabores-pizzeria") === null, "a branch alias is not a contact alias");

  // Lookups
  const ar = await getCountry(env, "ar");
  expect(ar?.currencyCode === "ARS" && ar.mantissaLength === 0 && ar.timeZone === "America/Argentina/Buenos_Aires", "country ar");
  expect((await listCompanyBranches(env, I.companies.sabores, 1, 99)).map((b) => b.alias).join() === "sabores-cafe", "branch paging");
  expect((await listCompanyBranches(env, I.companies.otroSabor, 0, 99)).length === 1, "otro-sabor has one branch");
  const modes = await listBranchOrderModes(env, I.companies.sabores, I.branches.pizzeria);
  expect(modes.length === 7 && modes.every((m) => m.branchContactId > 0), "7 order modes in Pizzería");
  expect((await listBranchOrderModes(env, I.companies.otroSabor, I.branches.pizzeria)).length === 0, "isolation: modes");
  expect((await listMenuCustomizations(env, I.companies.sabores, I.branches.pizzeria)).length === 2, "menu customizations");
  const inds = await listIndicators(env, I.companies.sabores);
  expect(inds.map((x) => x.name).join() === "Vegetariano,Sin TACC", "indicators: globals, not Otro Sabor's");
  const verdura = await listEntityIndicators(env, I.companies.sabores, "PLATE", I.plates.empanadaVerdura);
  expect(verdura.map((x) => x.name).join() === "Vegetariano,Sin TACC", "Empanada de verdura indicators");
  expect((await listEntityIndicators(env, I.companies.otroSabor, "PLATE", I.plates.empanadaVerdura)).length === 0, "isolation: indicators");
  const discounts = await listBranchDiscounts(env, I.companies.sabores, I.branches.pizzeria);
  expect(discounts.map((d) => d.type).join() === "PERCENT,MULTIPLE,FIXED,FINAL_PRICE", "four discounts");
  expect((await listBranchDiscounts(env, I.companies.otroSabor, I.branches.pizzeria)).length === 0, "isolation: discounts");
  const logo = await getFile(env, "sabores-logo");
  expect(logo?.r2Key === "sabores/logo.svg" && logo.contentType === "image/svg+xml" && logo.companyId === 1, "file row");

  // Menu
  const t0 = Date.now();
  const menu = await buildMenu(env, I.companies.sabores, I.branches.pizzeria, delivery);
  console.log(`     buildMenu took ${Date.now() - t0} ms`);
  expect(menu.categories.map((c) => c.slug).join() === "pizzas,empanadas,promos,bebidas,postres", "categories (Próximamente dropped)");
  const plates = menu.categories.flatMap((c) => c.plates);
  const byName = new Map(plates.map((p) => [p.name, p]));
  const muzza = byName.get("Muzzarella")!;
  expect(muzza.sizes.map((z) => `${z.name}:${z.price}`).join() === "Chica:8000,Grande:11500", "Muzzarella sizes");
  const agregados = muzza.garnishGroups[0];
  expect(
    agregados.name === "Agregados" && agregados.multipleSelection && agregados.maxGarnishAmount === 3 && !agregados.mandatory &&
      agregados.garnishes.map((g) => `${g.name}:${g.price}`).join() === "Extra muzzarella:1500,Aceitunas:500,Jamón:1200",
    "Agregados group",
  );
  const combo = byName.get("Combo Pizza + Bebida")!;
  const bebida = combo.garnishGroups[0];
  expect(combo.price === 14000 && combo.maxQuantity === 5 && bebida.mandatory && bebida.minGarnishAmount === 1 && bebida.maxGarnishAmount === 1 && bebida.garnishes.length === 3, "Combo");
  expect(byName.get("Empanada de verdura")!.hasIndicators, "verdura hasIndicators");
  expect(menu.remarkeds.join() === String(I.plates.flan), "Flan remarked");
  expect(menu.upselleds.length >= 2 && menu.upselleds.length <= 4, "2-4 upsells");
  expect(plates.every((p) => p.withImage && p.description), "every plate has image and description");
  const hash = await menuContentHash(menu);
  const again = await menuContentHash(await buildMenu(env, I.companies.sabores, I.branches.pizzeria, delivery));
  expect(/^[0-9a-f]{64}$/.test(hash) && hash === again, `stable content hash ${hash.slice(0, 12)}…`);
  const otroMenu = await buildMenu(env, I.companies.otroSabor, I.branches.otro, null);
  expect(otroMenu.categories.flatMap((c) => c.plates).map((p) => p.price).join() === "9900,1500", "Otro Sabor menu");
  const leak = await buildMenu(env, I.companies.otroSabor, I.branches.pizzeria, null);
  expect(leak.categories.length === 0 && leak.discounts.length === 0, "isolation: menu with a foreign branch id is empty");

  // Triggers
  const rev = async () =>
    (await DB.prepare("SELECT menu_revision AS r FROM branches WHERE id = ?").bind(I.branches.pizzeria).first<{ r: number }>())!.r;
  const r0 = await rev();
  await DB.prepare("UPDATE plates SET price = price WHERE id = ?").bind(I.plates.flan).run();
  const r1 = await rev();
  await DB.prepare("UPDATE indicators SET name = name WHERE id = ?").bind(I.indicators.vegetariano).run();
  const r2 = await rev();
  expect(r1 === r0 + 1 && r2 === r1 + 1, `triggers bump menu_revision (${r0} → ${r1} → ${r2})`);
  const cafeRev = (await DB.prepare("SELECT menu_revision AS r FROM branches WHERE id = ?").bind(I.branches.cafe).first<{ r: number }>())!.r;
  await DB.prepare("INSERT INTO sizes (id, company_id, branch_id, plate_id, name, price) VALUES (99999, 1, 12, 12001, 'Jarrito', 3500)").run();
  await DB.prepare("DELETE FROM sizes WHERE id = 99999").run();
  const cafeRev2 = (await DB.prepare("SELECT menu_revision AS r FROM branches WHERE id = ?").bind(I.branches.cafe).first<{ r: number }>())!.r;
  expect(cafeRev2 === cafeRev + 2, "insert + delete bump the café's revision twice");
  console.log("all data checks passed");
} finally {
  await proxy.dispose();
}
