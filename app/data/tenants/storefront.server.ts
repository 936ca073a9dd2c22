// Storefront reads over D1 (drizzle). Every query is scoped by company_id
// (tenant isolation); aliases are the only global lookup and they carry the
// company id used to scope everything read after them.
import { and, asc, count, eq, inArray, isNull, or } from "drizzle-orm";
import { db as drizzleOf, type Db } from "~/data/db.server";
import { DEFAULT_TIME_ZONE, discountWindow } from "~/domain/menu/discount-dates";
import {
  aliases,
  branchContacts,
  branches,
  companies,
  countries,
  entityIndicators,
  files,
  indicators,
  menuCustomizations,
  orderModes,
  paymentTypes,
  productDiscountPlates,
  productDiscounts,
} from "~/data/schema.server";
import { locationHoursExceptions } from "~/data/schema/location-hours-exceptions.server";
import type {
  Branch,
  BranchContact,
  Company,
  Country,
  Indicator,
  OrderMode,
  PaymentType,
  ProductDiscount,
} from "~/domain/types";


/** storefront.md §9: branch list page size. */
export const BRANCH_PAGE_SIZE = 99;

export type AliasResolution =
  | { type: "company"; company: Company; branches: Branch[] }
  | { type: "branch"; company: Company; branch: Branch; branchContacts: BranchContact[] }
  | { type: "branchContact"; company: Company; branch: Branch; branchContact: BranchContact };

/** An order mode with the branch contact it belongs to (listBranchOrderModes). */
export type BranchOrderMode = OrderMode & { branchContactId: number };

export interface MenuCustomization {
  id: number;
  resource: string;
  displayType: string;
  theme: string | null;
  /** A JSON document as a string (storefront.md §3). */
  commands: string;
}

export interface StoredFile {
  id: string;
  companyId: number;
  r2Key: string;
  contentType: string;
  kind: "LOGO" | "IMAGE" | "BANNER";
}

// -------------------------------------------------------------- row mappers
type CompanyRow = typeof companies.$inferSelect;
type BranchRow = typeof branches.$inferSelect;
type ContactRow = typeof branchContacts.$inferSelect;
type ModeRow = typeof orderModes.$inferSelect;
type PaymentRow = typeof paymentTypes.$inferSelect;
type IndicatorRow = typeof indicators.$inferSelect;
type ExceptionRow = Pick<typeof locationHoursExceptions.$inferSelect, "branchContactId" | "date" | "workingHours">;

export function toCompany(r: CompanyRow): Company {
  return { id: r.id, alias: r.alias, name: r.name, country: r.country, logoFileId: r.logoFileId };
}

export function toBranch(r: BranchRow): Branch {
  return {
    id: r.id,
    companyId: r.companyId,
    alias: r.alias,
    name: r.name,
    description: r.description,
    generalConfig: r.generalConfig,
    withCustomLogo: r.logoFileId !== null,
    withCustomBannerLogo: r.bannerFileId !== null,
    withCustomBackgroundLogo: r.backgroundFileId !== null,
    withCustomHorizontalLogo: r.horizontalFileId !== null,
    logoFileId: r.logoFileId,
    bannerFileId: r.bannerFileId,
    askForLocation: r.askForLocation,
    addressConfig: r.addressConfig,
    social: r.social,
    customMessage: r.customMessage,
    npsInMenu: r.nps,
    mapProvider: r.mapProvider,
    geocoderProvider: r.geocoderProvider,
    country: r.country,
    menuRevision: r.menuRevision,
  };
}

export function toPaymentType(r: PaymentRow): PaymentType {
  return {
    id: r.id,
    showName: r.showName,
    description: r.description,
    paymentMethod: r.paymentMethod,
    active: r.active,
    upload: r.upload,
    onlinePayment: r.providerName ? { providerName: r.providerName } : null,
  };
}

function toOrderMode(r: ModeRow, payments: PaymentRow[]): OrderMode {
  return {
    id: r.id,
    slug: r.slug,
    type: r.type,
    showName: r.showName,
    orderEnabled: r.orderEnabled,
    useSchedule: r.useSchedule,
    active: r.active,
    scheduledOnly: r.scheduledOnly,
    // Busy mode (the console): its minutes are added to every estimate of the mode.
    minDelayInMinutes: r.minDelayInMinutes + r.busyMinutes,
    maxDelayInMinutes: r.maxDelayInMinutes + r.busyMinutes,
    schedules: r.schedules,
    promotionalBanner: r.promotionalBanner,
    pausedUntil: r.pausedUntil,
    paymentTypes: payments.filter((p) => p.orderModeId === r.id).map(toPaymentType),
  };
}

function toBranchContact(r: ContactRow, modes: ModeRow[], payments: PaymentRow[], exceptions: ExceptionRow[]): BranchContact {
  return {
    id: r.id,
    companyId: r.companyId,
    branchId: r.branchId,
    alias: r.alias,
    name: r.name,
    address: {
      street: r.street,
      number: r.number,
      zone: r.zone,
      locality: r.locality,
      city: r.city,
      country: r.country,
      lat: r.lat,
      lng: r.lng,
    },
    callPhone: r.callPhone,
    whatsAppPhone: r.whatsappPhone,
    deliveryConfig: {
      orderModes: modes.filter((m) => m.branchContactId === r.id).map((m) => toOrderMode(m, payments)),
      workingDays: r.workingDays,
      hoursExceptions: exceptions.filter((e) => e.branchContactId === r.id).map((e) => ({ date: e.date, workingHours: e.workingHours })),
      betweenStreetsRequired: r.betweenStreetsRequired,
      npsAvg: r.npsAvg,
    },
    alwaysOpen: r.alwaysOpen,
    blocked: r.blocked,
    manuallyClosed: r.manuallyClosed,
    mandatoryEmail: r.mandatoryEmail,
    ordersConsole: r.ordersConsole,
    slotCap: r.slotCap,
    followUpSupport: r.followUpSupport,
    requiresRiderOnShift: r.requiresRiderOnShift,
  };
}

export function toIndicator(r: IndicatorRow): Indicator {
  return {
    id: r.id,
    name: r.name,
    shortName: r.shortName,
    icon: r.icon,
    backgroundColor: r.backgroundColor,
    textColor: r.textColor,
  };
}

const normalizeAlias = (alias: string) => alias.trim().toLowerCase();

// ------------------------------------------------- order modes + payments
// The three reads that make BranchContacts, for one contact or a whole branch.

function contactQueries(db: Db, companyId: number, where: { branchId: number } | { contactId: number }) {
  const contactCond =
    "branchId" in where
      ? and(eq(branchContacts.companyId, companyId), eq(branchContacts.branchId, where.branchId))
      : and(eq(branchContacts.companyId, companyId), eq(branchContacts.id, where.contactId));
  const contacts = db
    .select()
    .from(branchContacts)
    .where(contactCond)
    .orderBy(asc(branchContacts.position), asc(branchContacts.id));
  const modes = db
    .select({ m: orderModes })
    .from(orderModes)
    .innerJoin(branchContacts, eq(branchContacts.id, orderModes.branchContactId))
    .where(and(eq(orderModes.companyId, companyId), contactCond))
    .orderBy(asc(orderModes.position), asc(orderModes.id));
  // By the location's modes (IN a subquery): a keyed lookup on payment_types_company_mode_idx,
  // not a walk over every payment type of the company (tests/integration/query-plans.test.ts).
  const modeIds = db
    .select({ id: orderModes.id })
    .from(orderModes)
    .innerJoin(branchContacts, eq(branchContacts.id, orderModes.branchContactId))
    .where(and(eq(orderModes.companyId, companyId), contactCond));
  const payments = db
    .select({ p: paymentTypes })
    .from(paymentTypes)
    .where(and(eq(paymentTypes.companyId, companyId), inArray(paymentTypes.orderModeId, modeIds)))
    .orderBy(asc(paymentTypes.position), asc(paymentTypes.id));
  const exceptions = db
    .select(EXCEPTION_COLUMNS)
    .from(locationHoursExceptions)
    .innerJoin(branchContacts, eq(branchContacts.id, locationHoursExceptions.branchContactId))
    .where(and(eq(locationHoursExceptions.companyId, companyId), contactCond))
    .orderBy(asc(locationHoursExceptions.date));
  return { contacts, modes, payments, exceptions };
}

const EXCEPTION_COLUMNS = {
  branchContactId: locationHoursExceptions.branchContactId,
  date: locationHoursExceptions.date,
  workingHours: locationHoursExceptions.workingHours,
};

function assembleContacts(contacts: ContactRow[], modes: { m: ModeRow }[], payments: { p: PaymentRow }[], exceptions: ExceptionRow[]) {
  const m = modes.map((x) => x.m);
  const p = payments.map((x) => x.p);
  return contacts.map((c) => toBranchContact(c, m, p, exceptions));
}

// ------------------------------------------------------------------ queries

/**
 * Alias → tenant. Two round trips: the alias with its company, then one
 * db.batch with everything the alias type needs (all scoped by company_id).
 */
export async function resolveAlias(env: Pick<Env, "DB">, alias: string): Promise<AliasResolution | null> {
  const db = drizzleOf(env);
  const [hit] = await db
    .select({ alias: aliases, company: companies })
    .from(aliases)
    .innerJoin(companies, eq(companies.id, aliases.companyId))
    .where(eq(aliases.alias, normalizeAlias(alias)))
    .limit(1);
  if (!hit) return null;
  const company = toCompany(hit.company);
  const companyId = company.id;
  const targetId = hit.alias.targetId;

  switch (hit.alias.type) {
    case "company": {
      if (targetId !== companyId) return null;
      const rows = await db
        .select()
        .from(branches)
        .where(eq(branches.companyId, companyId))
        .orderBy(asc(branches.position), asc(branches.id));
      return { type: "company", company, branches: rows.map(toBranch) };
    }
    case "branch": {
      const q = contactQueries(db, companyId, { branchId: targetId });
      const [branchRows, contacts, modes, payments, exceptions] = await db.batch([
        db
          .select()
          .from(branches)
          .where(and(eq(branches.companyId, companyId), eq(branches.id, targetId))),
        q.contacts,
        q.modes,
        q.payments,
        q.exceptions,
      ]);
      if (!branchRows[0]) return null;
      return {
        type: "branch",
        company,
        branch: toBranch(branchRows[0]),
        branchContacts: assembleContacts(contacts, modes, payments, exceptions),
      };
    }
    case "branchContact": {
      const q = contactQueries(db, companyId, { contactId: targetId });
      const [branchRows, contacts, modes, payments, exceptions] = await db.batch([
        db
          .select({ b: branches })
          .from(branches)
          .innerJoin(branchContacts, eq(branchContacts.branchId, branches.id))
          .where(
            and(eq(branches.companyId, companyId), eq(branchContacts.companyId, companyId), eq(branchContacts.id, targetId)),
          ),
        q.contacts,
        q.modes,
        q.payments,
        q.exceptions,
      ]);
      if (!branchRows[0] || !contacts[0]) return null;
      return {
        type: "branchContact",
        company,
        branch: toBranch(branchRows[0].b),
        branchContact: assembleContacts(contacts, modes, payments, exceptions)[0],
      };
    }
    default:
      return null;
  }
}

/** A branch contact (with order modes and payment types) by its alias; one round trip. */
export async function getBranchContactByAlias(env: Pick<Env, "DB">, alias: string): Promise<BranchContact | null> {
  const db = drizzleOf(env);
  const a = normalizeAlias(alias);
  // The alias row fixes the company: every read joins on it, so the company
  // scope holds without a first round trip.
  const byAlias = and(
    eq(aliases.alias, a),
    eq(aliases.type, "branchContact"),
    eq(aliases.targetId, branchContacts.id),
    eq(aliases.companyId, branchContacts.companyId),
  );
  const [contacts, modes, payments, exceptions] = await db.batch([
    db
      .select({ c: branchContacts })
      .from(branchContacts)
      .innerJoin(aliases, byAlias),
    db
      .select({ m: orderModes })
      .from(orderModes)
      .innerJoin(branchContacts, eq(branchContacts.id, orderModes.branchContactId))
      .innerJoin(aliases, byAlias)
      .where(eq(orderModes.companyId, aliases.companyId))
      .orderBy(asc(orderModes.position), asc(orderModes.id)),
    db
      .select({ p: paymentTypes })
      .from(paymentTypes)
      .innerJoin(orderModes, eq(orderModes.id, paymentTypes.orderModeId))
      .innerJoin(branchContacts, eq(branchContacts.id, orderModes.branchContactId))
      .innerJoin(aliases, byAlias)
      .where(eq(paymentTypes.companyId, aliases.companyId))
      .orderBy(asc(paymentTypes.position), asc(paymentTypes.id)),
    db
      .select(EXCEPTION_COLUMNS)
      .from(locationHoursExceptions)
      .innerJoin(branchContacts, eq(branchContacts.id, locationHoursExceptions.branchContactId))
      .innerJoin(aliases, byAlias)
      .where(eq(locationHoursExceptions.companyId, aliases.companyId))
      .orderBy(asc(locationHoursExceptions.date)),
  ]);
  if (!contacts[0]) return null;
  return assembleContacts([contacts[0].c], modes, payments, exceptions)[0];
}

export async function getCountry(env: Pick<Env, "DB">, code: string): Promise<Country | null> {
  const db = drizzleOf(env);
  const [r] = await db
    .select()
    .from(countries)
    .where(eq(countries.code, code.toLowerCase()))
    .limit(1);
  return r ?? null;
}

/** A page of a company's branches, ordered by position (page size 99 in the storefront). */
export async function listCompanyBranches(
  env: Pick<Env, "DB">,
  companyId: number,
  offset = 0,
  pageSize = BRANCH_PAGE_SIZE,
): Promise<Branch[]> {
  const db = drizzleOf(env);
  const rows = await db
    .select()
    .from(branches)
    .where(eq(branches.companyId, companyId))
    .orderBy(asc(branches.position), asc(branches.id))
    .limit(Math.max(0, pageSize))
    .offset(Math.max(0, offset));
  return rows.map(toBranch);
}

/** Every order mode (active or not, with payment types) of every contact of a branch. */
export async function listBranchOrderModes(env: Pick<Env, "DB">, companyId: number, branchId: number): Promise<BranchOrderMode[]> {
  const db = drizzleOf(env);
  const q = contactQueries(db, companyId, { branchId });
  const [modes, payments] = await db.batch([q.modes, q.payments]);
  const p = payments.map((x) => x.p);
  return modes.map(({ m }) => ({ ...toOrderMode(m, p), branchContactId: m.branchContactId }));
}

export async function listMenuCustomizations(env: Pick<Env, "DB">, companyId: number, branchId: number): Promise<MenuCustomization[]> {
  const db = drizzleOf(env);
  return db
    .select({
      id: menuCustomizations.id,
      resource: menuCustomizations.resource,
      displayType: menuCustomizations.displayType,
      theme: menuCustomizations.theme,
      commands: menuCustomizations.commands,
    })
    .from(menuCustomizations)
    .where(and(eq(menuCustomizations.companyId, companyId), eq(menuCustomizations.branchId, branchId)))
    .orderBy(asc(menuCustomizations.id));
}

/** Indicators a company may use: its own plus the global ones (company_id NULL). */
export async function listIndicators(env: Pick<Env, "DB">, companyId: number): Promise<Indicator[]> {
  const db = drizzleOf(env);
  const rows = await db
    .select()
    .from(indicators)
    .where(or(isNull(indicators.companyId), eq(indicators.companyId, companyId)))
    .orderBy(asc(indicators.id));
  return rows.map(toIndicator);
}

export async function listEntityIndicators(
  env: Pick<Env, "DB">,
  companyId: number,
  entityType: "PLATE" | "CATEGORY",
  entityId: number,
): Promise<Indicator[]> {
  const db = drizzleOf(env);
  const rows = await db
    .select({ i: indicators })
    .from(entityIndicators)
    .innerJoin(indicators, eq(indicators.id, entityIndicators.indicatorId))
    .where(
      and(
        eq(entityIndicators.companyId, companyId),
        eq(entityIndicators.entityType, entityType),
        eq(entityIndicators.entityId, entityId),
        or(isNull(indicators.companyId), eq(indicators.companyId, companyId)),
      ),
    )
    .orderBy(asc(entityIndicators.position), asc(entityIndicators.id));
  return rows.map((r) => toIndicator(r.i));
}

type DiscountRow = typeof productDiscounts.$inferSelect;
/** `timeZone`: the location's, where its dates begin and end (the instants ride on the menu snapshot). */
export function toProductDiscount(d: DiscountRow, plateIds: number[], timeZone: string): ProductDiscount {
  return {
    ...discountWindow(d.validFrom, d.validTo, timeZone),
    id: d.id,
    type: d.type,
    name: d.name,
    percentage: d.percentage,
    buy: d.buy,
    pay: d.pay,
    fixedDiscount: d.fixedDiscount,
    finalPrice: d.finalPrice,
    plates: plateIds,
  };
}

/** A branch's active product discounts, their plate links and the branch's time zone, as three batchable queries. */
export function branchDiscountQueries(db: Db, companyId: number, branchId: number) {
  const scope = <T extends typeof productDiscounts | typeof productDiscountPlates>(t: T) =>
    and(eq(t.companyId, companyId), eq(t.branchId, branchId));
  return [
    db
      .select()
      .from(productDiscounts)
      .where(and(scope(productDiscounts), eq(productDiscounts.active, true)))
      .orderBy(asc(productDiscounts.id)),
    db
      .select()
      .from(productDiscountPlates)
      .where(scope(productDiscountPlates))
      .orderBy(asc(productDiscountPlates.discountId), asc(productDiscountPlates.plateId)),
    db
      .select({ timeZone: countries.timeZone })
      .from(branches)
      .innerJoin(countries, eq(countries.code, branches.country))
      .where(and(eq(branches.companyId, companyId), eq(branches.id, branchId))),
  ] as const;
}

/** Active product discounts of a branch with the plate ids they apply to, and their dates as instants (discountRunsAt). */
export async function listBranchDiscounts(env: Pick<Env, "DB">, companyId: number, branchId: number): Promise<ProductDiscount[]> {
  const db = drizzleOf(env);
  const [discounts, links, zone] = await db.batch(branchDiscountQueries(db, companyId, branchId));
  return discounts.map((d) =>
    toProductDiscount(
      d,
      links.filter((l) => l.discountId === d.id).map((l) => l.plateId),
      zone[0]?.timeZone ?? DEFAULT_TIME_ZONE,
    ),
  );
}

/** A stored file (R2 object) by id. Not company-scoped on purpose: images are public assets (/files/:id). */
export async function getFile(env: Pick<Env, "DB">, fileId: string): Promise<StoredFile | null> {
  const db = drizzleOf(env);
  const [r] = await db
    .select({
      id: files.id,
      companyId: files.companyId,
      r2Key: files.r2Key,
      contentType: files.contentType,
      kind: files.kind,
    })
    .from(files)
    .where(eq(files.id, fileId))
    .limit(1);
  return r ?? null;
}

/** A branch by id; `companyId`, when given, must match (never crosses tenants). */
export async function getBranchById(
  env: Pick<Env, "DB">,
  branchId: number,
  companyId?: number,
): Promise<Branch | null> {
  const where =
    companyId === undefined ? eq(branches.id, branchId) : and(eq(branches.id, branchId), eq(branches.companyId, companyId));
  const [row] = await drizzleOf(env).select().from(branches).where(where).limit(1);
  return row ? toBranch(row) : null;
}

/** The id of branch contact `id` when it belongs to `companyId`, else null (never crosses tenants). */
export async function getCompanyBranchContactId(env: Pick<Env, "DB">, id: number, companyId: number): Promise<number | null> {
  const [row] = await drizzleOf(env)
    .select({ id: branchContacts.id })
    .from(branchContacts)
    .where(and(eq(branchContacts.id, id), eq(branchContacts.companyId, companyId)))
    .limit(1);
  return row?.id ?? null;
}

/** Locations of a branch a diner can pick (for 'Cambiar local'). */
export async function countOpenContacts(env: Env, companyId: number, branchId: number): Promise<number> {
  const [row] = await openContactsQuery(drizzleOf(env), companyId, branchId);
  return row?.n ?? 0;
}

/** How many unblocked locations a branch has, as a query (batchable). */
export function openContactsQuery(d: Db, companyId: number, branchId: number) {
  return d
    .select({ n: count() })
    .from(branchContacts)
    .where(
      and(
        eq(branchContacts.companyId, companyId),
        eq(branchContacts.branchId, branchId),
        eq(branchContacts.blocked, false),
      ),
    );
}
