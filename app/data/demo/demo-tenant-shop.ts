// The shop's people of the demo tenant (/work/shared/demo-tenant.md "The shop's side"), who sign in
// to the console and the back office with their phone and a one-time code (the sandbox messages
// page under `npm start`), and one person of the other tenant, whose phone must open nothing of
// Sabores del Sur. Ids: company * 1000 + n.
import type * as s from "~/data/schema/shop.server";
import { DEMO_IDS } from "./demo-tenant";

type Row<T extends { $inferInsert: unknown }> = T["$inferInsert"];

const SABORES = DEMO_IDS.companies.sabores;
const OTRO = DEMO_IDS.companies.otroSabor;
const { palermo, belgrano, otroLocal } = DEMO_IDS.branchContacts;

export const DEMO_SHOP_IDS = {
  valeria: SABORES * 1000 + 1,
  diego: SABORES * 1000 + 2,
  cocinaPalermo: SABORES * 1000 + 3,
  otroDueno: OTRO * 1000 + 1,
} as const;

export const DEMO_SHOP_PHONES = {
  valeria: "+5491140000100",
  diego: "+5491140000200",
  cocinaPalermo: "+5491140000300",
  otroDueno: "+5491140000900",
} as const;

// A fixed creation time keeps the seed idempotent (a second run changes no row).
const CREATED = Date.UTC(2026, 0, 5, 12);

export const shopUsers: Row<typeof s.shopUsers>[] = [
  { id: DEMO_SHOP_IDS.valeria, companyId: SABORES, phone: DEMO_SHOP_PHONES.valeria, name: "Valeria Sosa", role: "owner", roleTitle: "Dueña", createdAt: CREATED },
  { id: DEMO_SHOP_IDS.diego, companyId: SABORES, phone: DEMO_SHOP_PHONES.diego, name: "Diego Luna", role: "manager", roleTitle: null, createdAt: CREATED },
  { id: DEMO_SHOP_IDS.cocinaPalermo, companyId: SABORES, phone: DEMO_SHOP_PHONES.cocinaPalermo, name: "Cocina Palermo", role: "kitchen", roleTitle: null, createdAt: CREATED },
  { id: DEMO_SHOP_IDS.otroDueno, companyId: OTRO, phone: DEMO_SHOP_PHONES.otroDueno, name: "Ramiro Paz", role: "owner", roleTitle: null, createdAt: CREATED },
];

export const shopUserLocations: Row<typeof s.shopUserLocations>[] = [
  { shopUserId: DEMO_SHOP_IDS.diego, branchContactId: palermo },
  { shopUserId: DEMO_SHOP_IDS.diego, branchContactId: belgrano },
  { shopUserId: DEMO_SHOP_IDS.cocinaPalermo, branchContactId: palermo },
  { shopUserId: DEMO_SHOP_IDS.otroDueno, branchContactId: otroLocal },
];
