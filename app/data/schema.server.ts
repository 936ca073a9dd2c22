// Drizzle schema (D1 / SQLite) of the diner side of the storefront.
//
// Rules (docs/architecture.md, docs/decisions.md#demo-data-and-storage):
// - every tenant table carries company_id and every query filters by it;
// - every menu table also carries branch_id: SQLite triggers (migration
//   0001_menu_revision_triggers.sql) bump branches.menu_revision on any write,
//   which is how the KV menu snapshot learns that D1 changed;
// - money is an integer number of pesos; booleans are INTEGER 0/1; JSON is TEXT.
import { sql } from "drizzle-orm";
import {
  index,
  integer,
  primaryKey,
  real,
  sqliteTable,
  text,
  uniqueIndex,
} from "drizzle-orm/sqlite-core";
import type {
  AliasType,
  BranchGeneralConfig,
  DiscountType,
  OrderModeType,
  PaymentMethod,
  WorkingDay,
} from "../domain/types";

const bool = (name: string) => integer(name, { mode: "boolean" });
const createdAt = () =>
  integer("created_at", { mode: "number" })
    .notNull()
    .default(sql`(unixepoch())`);

export const countries = sqliteTable("countries", {
  code: text("code").primaryKey(), // 'ar'
  name: text("name").notNull(),
  currencyCode: text("currency_code").notNull(),
  currencySymbol: text("currency_symbol").notNull(),
  phonePrefix: text("phone_prefix").notNull(),
  mantissaLength: integer("mantissa_length").notNull().default(0),
  timeZone: text("time_zone").notNull(),
});

export const companies = sqliteTable("companies", {
  id: integer("id").primaryKey(),
  alias: text("alias").notNull().unique(),
  name: text("name").notNull(),
  country: text("country")
    .notNull()
    .references(() => countries.code),
  logoFileId: text("logo_file_id"),
  /** The nearby-business guide's search code ('SABORES'), upper case; migrations/0014_guide.sql. */
  guideSearchCode: text("guide_search_code"),
  createdAt: createdAt(),
}, (t) => [uniqueIndex("companies_guide_search_code_idx").on(t.guideSearchCode)]);

/** One namespace for every public alias: company, branch and branch contact. */
export const aliases = sqliteTable(
  "aliases",
  {
    alias: text("alias").primaryKey(),
    type: text("type").$type<AliasType>().notNull(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id),
    targetId: integer("target_id").notNull(),
  },
  (t) => [index("aliases_company_idx").on(t.companyId)],
);

export const files = sqliteTable(
  "files",
  {
    id: text("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id),
    r2Key: text("r2_key").notNull().unique(),
    contentType: text("content_type").notNull(),
    kind: text("kind").$type<"LOGO" | "IMAGE" | "BANNER">().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("files_company_idx").on(t.companyId)],
);

export const branches = sqliteTable(
  "branches",
  {
    id: integer("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id),
    alias: text("alias").notNull().unique(),
    name: text("name").notNull(),
    description: text("description"),
    generalConfig: text("general_config", { mode: "json" })
      .$type<BranchGeneralConfig>()
      .notNull(),
    logoFileId: text("logo_file_id"),
    bannerFileId: text("banner_file_id"),
    backgroundFileId: text("background_file_id"),
    horizontalFileId: text("horizontal_file_id"),
    /** The tracking map's MapLibre style URL; NULL = default OSM raster (migrations/0015_tracking.sql). */
    mapStyleUrl: text("map_style_url"),
    askForLocation: bool("ask_for_location").notNull().default(false),
    addressConfig: text("address_config")
      .$type<"AUTOMATIC" | "MANUAL">()
      .notNull()
      .default("MANUAL"),
    social: text("social", { mode: "json" })
      .$type<{ instagram: string | null; facebook: string | null }>()
      .notNull(),
    customMessage: text("custom_message"),
    nps: text("nps", { mode: "json" })
      .$type<{ enabled: boolean; threshold: number }>()
      .notNull(),
    mapProvider: text("map_provider")
      .$type<"maplibre" | "none">()
      .notNull()
      .default("maplibre"),
    geocoderProvider: text("geocoder_provider")
      .$type<"local" | "nominatim">()
      .notNull()
      .default("local"),
    country: text("country")
      .notNull()
      .references(() => countries.code),
    position: integer("position").notNull().default(0),
    /** Bumped by triggers on every write to a menu table of this branch. */
    menuRevision: integer("menu_revision").notNull().default(0),
    /** Raised by every save of the brand page: a save that started from an older version is refused. */
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [index("branches_company_idx").on(t.companyId, t.position)],
);

export const branchContacts = sqliteTable(
  "branch_contacts",
  {
    id: integer("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id),
    branchId: integer("branch_id")
      .notNull()
      .references(() => branches.id),
    alias: text("alias").notNull().unique(),
    name: text("name").notNull(),
    street: text("street").notNull(),
    number: text("number").notNull(),
    zone: text("zone"),
    locality: text("locality"),
    city: text("city").notNull(),
    country: text("country").notNull(),
    lat: real("lat").notNull(),
    lng: real("lng").notNull(),
    callPhone: text("call_phone"),
    whatsappPhone: text("whatsapp_phone"),
    betweenStreetsRequired: bool("between_streets_required").notNull().default(false),
    npsAvg: real("nps_avg"),
    alwaysOpen: bool("always_open").notNull().default(false),
    blocked: bool("blocked").notNull().default(false),
    manuallyClosed: bool("manually_closed").notNull().default(false),
    mandatoryEmail: bool("mandatory_email").notNull().default(false),
    ordersConsole: bool("orders_console").notNull().default(false),
    /** Busy mode: at most this many orders per 15-minute slot (order_slots); NULL = no cap. */
    slotCap: integer("slot_cap"),
    followUpSupport: bool("follow_up_support").notNull().default(false),
    /** Delivers with its own fleet (OWN_FLEET): accepted delivery orders get a shipment (migrations/0013). */
    ownFleet: bool("own_fleet").notNull().default(false),
    /** Takes delivery orders only while a rider is on shift (storefront.md §5 courier messages). */
    requiresRiderOnShift: bool("requires_rider_on_shift").notNull().default(false),
    workingDays: text("working_days", { mode: "json" }).$type<WorkingDay[]>().notNull(),
    position: integer("position").notNull().default(0),
    /** The location lists itself in the nearby-business guide (opt-in). */
    guideListed: bool("guide_listed").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("branch_contacts_company_idx").on(t.companyId),
    index("branch_contacts_company_branch_idx").on(t.companyId, t.branchId, t.position), // 0016
    index("branch_contacts_branch_idx").on(t.branchId, t.position),
    // The guide's bounding-box prefilter (app/data/guide/nearby.server.ts): listed, unblocked locations only.
    index("branch_contacts_guide_idx")
      .on(t.lat, t.lng, t.companyId, t.branchId)
      .where(sql`${t.guideListed} = 1 AND ${t.blocked} = 0`),
  ],
);

export const orderModes = sqliteTable(
  "order_modes",
  {
    id: integer("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id),
    branchContactId: integer("branch_contact_id")
      .notNull()
      .references(() => branchContacts.id),
    slug: text("slug").notNull(),
    type: text("type").$type<OrderModeType>().notNull(),
    showName: text("show_name"),
    orderEnabled: bool("order_enabled").notNull().default(true),
    useSchedule: bool("use_schedule").notNull().default(false),
    active: bool("active").notNull().default(true),
    scheduledOnly: bool("scheduled_only").notNull().default(false),
    minDelayInMinutes: integer("min_delay_in_minutes").notNull().default(0),
    maxDelayInMinutes: integer("max_delay_in_minutes").notNull().default(0),
    schedules: text("schedules", { mode: "json" }).$type<WorkingDay[]>().notNull(),
    promotionalBanner: text("promotional_banner"),
    position: integer("position").notNull().default(0),
    /** Online orders paused from the console until this instant (epoch ms); NULL = not paused. */
    pausedUntil: integer("paused_until"),
    /** Busy mode: minutes added to the mode's estimates (min and max delay) from the console. */
    busyMinutes: integer("busy_minutes").notNull().default(0),
  },
  (t) => [
    uniqueIndex("order_modes_contact_slug_uq").on(t.branchContactId, t.slug),
    index("order_modes_company_idx").on(t.companyId),
    index("order_modes_company_contact_idx").on(t.companyId, t.branchContactId, t.position), // 0016
  ],
);

export const paymentTypes = sqliteTable(
  "payment_types",
  {
    id: integer("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id),
    orderModeId: integer("order_mode_id")
      .notNull()
      .references(() => orderModes.id),
    showName: text("show_name").notNull(),
    description: text("description"),
    paymentMethod: text("payment_method").$type<PaymentMethod>().notNull(),
    active: bool("active").notNull().default(true),
    upload: text("upload").$type<"APP" | "API">().notNull().default("APP"),
    providerName: text("provider_name"),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    index("payment_types_mode_idx").on(t.orderModeId, t.position),
    index("payment_types_company_idx").on(t.companyId),
    index("payment_types_company_mode_idx").on(t.companyId, t.orderModeId, t.position), // 0016
  ],
);

// ---------------------------------------------------------------- menu tables
// All carry company_id AND branch_id (menu_revision triggers).

export const categories = sqliteTable(
  "categories",
  {
    id: integer("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id),
    branchId: integer("branch_id")
      .notNull()
      .references(() => branches.id),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    showName: text("show_name"),
    description: text("description"),
    imageFileId: text("image_file_id"),
    /** JSON array of OrderModeType the category is offered in; NULL = every mode. */
    orderModeTypes: text("order_mode_types", { mode: "json" }).$type<OrderModeType[] | null>(),
    visible: bool("visible").notNull().default(true),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    uniqueIndex("categories_branch_slug_uq").on(t.branchId, t.slug),
    index("categories_company_branch_idx").on(t.companyId, t.branchId),
  ],
);

export const plates = sqliteTable(
  "plates",
  {
    id: integer("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id),
    branchId: integer("branch_id")
      .notNull()
      .references(() => branches.id),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    showName: text("show_name"),
    description: text("description"),
    /** Whole pesos. With sizes, the price of the cheapest size. */
    price: integer("price").notNull(),
    imageFileId: text("image_file_id"),
    maxQuantity: integer("max_quantity"),
    remarked: bool("remarked").notNull().default(false),
    upsell: bool("upsell").notNull().default(false),
    visible: bool("visible").notNull().default(true),
    /** JSON array of OrderModeType the plate is sold in; NULL = every mode (like categories'). */
    orderModeTypes: text("order_mode_types", { mode: "json" }).$type<OrderModeType[] | null>(),
    position: integer("position").notNull().default(0),
    /** Raised by every back-office save: a save that started from an older version is refused. */
    version: integer("version").notNull().default(1),
  },
  (t) => [
    uniqueIndex("plates_branch_category_slug_uq").on(t.branchId, t.categoryId, t.slug),
    index("plates_company_branch_idx").on(t.companyId, t.branchId),
    index("plates_category_idx").on(t.categoryId),
  ],
);

export const sizes = sqliteTable(
  "sizes",
  {
    id: integer("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id),
    branchId: integer("branch_id")
      .notNull()
      .references(() => branches.id),
    plateId: integer("plate_id")
      .notNull()
      .references(() => plates.id),
    name: text("name").notNull(),
    price: integer("price").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    index("sizes_company_branch_idx").on(t.companyId, t.branchId),
    index("sizes_plate_idx").on(t.plateId),
  ],
);

export const garnishGroups = sqliteTable(
  "garnish_groups",
  {
    id: integer("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id),
    branchId: integer("branch_id")
      .notNull()
      .references(() => branches.id),
    plateId: integer("plate_id")
      .notNull()
      .references(() => plates.id),
    name: text("name").notNull(),
    showName: text("show_name"),
    minGarnishAmount: integer("min_garnish_amount").notNull().default(0),
    maxGarnishAmount: integer("max_garnish_amount").notNull().default(1),
    multipleSelection: bool("multiple_selection").notNull().default(false),
    mandatory: bool("mandatory").notNull().default(false),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    index("garnish_groups_company_branch_idx").on(t.companyId, t.branchId),
    index("garnish_groups_plate_idx").on(t.plateId),
  ],
);

export const garnishes = sqliteTable(
  "garnishes",
  {
    id: integer("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id),
    branchId: integer("branch_id")
      .notNull()
      .references(() => branches.id),
    groupId: integer("group_id")
      .notNull()
      .references(() => garnishGroups.id),
    name: text("name").notNull(),
    price: integer("price").notNull().default(0),
    visible: bool("visible").notNull().default(true),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    index("garnishes_company_branch_idx").on(t.companyId, t.branchId),
    index("garnishes_group_idx").on(t.groupId),
  ],
);

/** company_id NULL: a global indicator offered to every tenant. */
export const indicators = sqliteTable(
  "indicators",
  {
    id: integer("id").primaryKey(),
    companyId: integer("company_id").references(() => companies.id),
    name: text("name").notNull(),
    shortName: text("short_name").notNull(),
    icon: text("icon"),
    backgroundColor: text("background_color"),
    textColor: text("text_color"),
  },
  (t) => [index("indicators_company_idx").on(t.companyId)],
);

export const entityIndicators = sqliteTable(
  "entity_indicators",
  {
    id: integer("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id),
    branchId: integer("branch_id")
      .notNull()
      .references(() => branches.id),
    entityType: text("entity_type").$type<"PLATE" | "CATEGORY">().notNull(),
    entityId: integer("entity_id").notNull(),
    indicatorId: integer("indicator_id")
      .notNull()
      .references(() => indicators.id),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    uniqueIndex("entity_indicators_uq").on(t.entityType, t.entityId, t.indicatorId),
    index("entity_indicators_company_branch_idx").on(t.companyId, t.branchId),
    index("entity_indicators_indicator_idx").on(t.indicatorId),
  ],
);

export const productDiscounts = sqliteTable(
  "product_discounts",
  {
    id: integer("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id),
    branchId: integer("branch_id")
      .notNull()
      .references(() => branches.id),
    type: text("type").$type<DiscountType>().notNull(),
    name: text("name"),
    percentage: integer("percentage"),
    buy: integer("buy"),
    pay: integer("pay"),
    fixedDiscount: integer("fixed_discount"),
    finalPrice: integer("final_price"),
    active: bool("active").notNull().default(true),
    /** First day it runs ('YYYY-MM-DD', the location's time zone); NULL = since always. */
    validFrom: text("valid_from"),
    /** Last day it runs, whole (to 24:00); NULL = no end. */
    validTo: text("valid_to"),
  },
  (t) => [index("product_discounts_company_branch_idx").on(t.companyId, t.branchId)],
);

export const productDiscountPlates = sqliteTable(
  "product_discount_plates",
  {
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id),
    branchId: integer("branch_id")
      .notNull()
      .references(() => branches.id),
    discountId: integer("discount_id")
      .notNull()
      .references(() => productDiscounts.id),
    plateId: integer("plate_id")
      .notNull()
      .references(() => plates.id),
  },
  (t) => [
    primaryKey({ columns: [t.discountId, t.plateId] }),
    index("product_discount_plates_company_branch_idx").on(t.companyId, t.branchId),
    index("product_discount_plates_plate_idx").on(t.plateId),
  ],
);

export const menuCustomizations = sqliteTable(
  "menu_customizations",
  {
    id: integer("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id),
    branchId: integer("branch_id")
      .notNull()
      .references(() => branches.id),
    resource: text("resource").notNull(),
    displayType: text("display_type").notNull(),
    theme: text("theme"),
    /** A JSON document kept as a string (storefront.md §3: "commands as JSON string"). */
    commands: text("commands").notNull().default("{}"),
  },
  (t) => [index("menu_customizations_company_branch_idx").on(t.companyId, t.branchId)],
);

/** Tables whose writes bump branches.menu_revision (see the triggers migration). */
export const MENU_TABLES = [
  "categories",
  "plates",
  "sizes",
  "garnish_groups",
  "garnishes",
  "product_discounts",
  "product_discount_plates",
  "entity_indicators",
] as const;

/**
 * Delivery zones of a branch contact (storefront.md §3 "Delivery info": fee, cash
 * fee, minimum order price, free-delivery amount). polygon is a JSON array of
 * [lat, lng] points (demo-tenant.md "Delivery at Palermo"); money in whole pesos;
 * free_delivery_from null = never free.
 */
export const deliveryZones = sqliteTable(
  "delivery_zones",
  {
    id: integer("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id),
    branchContactId: integer("branch_contact_id")
      .notNull()
      .references(() => branchContacts.id),
    name: text("name").notNull(),
    polygon: text("polygon", { mode: "json" }).$type<[number, number][]>().notNull(),
    fee: integer("fee").notNull().default(0),
    cashFee: integer("cash_fee"),
    minimumOrder: integer("minimum_order").notNull().default(0),
    freeDeliveryFrom: integer("free_delivery_from"),
    active: bool("active").notNull().default(true),
    position: integer("position").notNull().default(0),
    /** §4 Payment: couriers of this zone accept cash on delivery (migrations/0005). */
    cashAllowed: bool("cash_allowed").notNull().default(true),
  },
  (t) => [
    index("delivery_zones_company_idx").on(t.companyId),
    index("delivery_zones_contact_idx").on(t.branchContactId, t.position),
  ],
);
