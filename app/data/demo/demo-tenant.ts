// The demo tenant of /work/shared/demo-tenant.md as plain data, plus the second,
// unrelated tenant used by tenant-isolation tests. Names, aliases, amounts and
// coordinates of demo-tenant.md are a contract: change them only with it.
// Ids are fixed so that seeding is idempotent: app/services/demo/seed-demo-tenant.server.ts builds
// the demo through the back office's functions keeping these ids, seed.server.ts upserts the rest.
//
// Id scheme (docs/decisions.md#demo-data-and-storage): company 1 / 2; branch = company*10+n;
// contact = branch*10+n; order mode = contact*10 + (1 delivery, 2 take-away,
// 3 table, 4 self-service); payment type = mode*10+n; category = branch*100+n;
// plate = branch*1000+n; size = branch*1000+500+n; group = branch*1000+600+n;
// garnish = branch*1000+700+n; discount = branch*1000+800+n.
import type * as s from "~/data/schema.server";
import type { BranchGeneralConfig, ColorConfig, OrderModeType, WorkingDay } from "~/domain/types";

type Row<T extends { $inferInsert: unknown }> = T["$inferInsert"];

export const DEMO_IDS = {
  companies: { sabores: 1, otroSabor: 2 },
  branches: { pizzeria: 11, cafe: 12, otro: 21 },
  branchContacts: { palermo: 111, belgrano: 112, caballito: 113, cafeCentro: 121, otroLocal: 211 },
  orderModes: {
    palermoDelivery: 1111,
    palermoTakeAway: 1112,
    palermoTable: 1113,
    belgranoDelivery: 1121,
    belgranoTakeAway: 1122,
    caballitoDelivery: 1131,
    caballitoTakeAway: 1132,
    cafeTakeAway: 1212,
    cafeSelfService: 1214,
    otroTakeAway: 2112,
  },
  categories: {
    pizzas: 1101,
    empanadas: 1102,
    promos: 1103,
    bebidas: 1104,
    postres: 1105,
    proximamente: 1106,
  },
  plates: {
    muzzarella: 11001,
    napolitana: 11002,
    fugazzeta: 11003,
    empanadaCarne: 11004,
    empanadaVerdura: 11005,
    empanadaJyq: 11006,
    combo: 11007,
    cocaCola: 11008,
    cervezaIpa: 11009,
    agua: 11010,
    flan: 11011,
    panqueque: 11012,
    otroMuzzarella: 21001,
  },
  sizes: { muzzarellaChica: 11501, muzzarellaGrande: 11502 },
  garnishGroups: { agregados: 11601, eligeBebida: 11602 },
  garnishes: {
    extraMuzzarella: 11701,
    aceitunas: 11702,
    jamon: 11703,
    comboCocaCola: 11704,
    comboSprite: 11705,
    comboAgua: 11706,
  },
  discounts: { napolitana: 11801, empanadaCarne: 11802, cocaCola: 11803, cervezaIpa: 11804, otro: 21801 },
  indicators: { vegetariano: 1, sinTacc: 2, otroCasa: 3 },
} as const;

const I = DEMO_IDS;
const AR = "ar";

// ------------------------------------------------------------------ countries
// storefront.md §5 Phone: AR, UY, CL, CO, PE, BR, VE, PY, MX, EC, BO, US.
export const countries: Row<typeof s.countries>[] = [
  { code: "ar", name: "Argentina", currencyCode: "ARS", currencySymbol: "$", phonePrefix: "54", mantissaLength: 0, timeZone: "America/Argentina/Buenos_Aires" },
  { code: "uy", name: "Uruguay", currencyCode: "UYU", currencySymbol: "$U", phonePrefix: "598", mantissaLength: 0, timeZone: "America/Montevideo" },
  { code: "cl", name: "Chile", currencyCode: "CLP", currencySymbol: "$", phonePrefix: "56", mantissaLength: 0, timeZone: "America/Santiago" },
  { code: "co", name: "Colombia", currencyCode: "COP", currencySymbol: "$", phonePrefix: "57", mantissaLength: 0, timeZone: "America/Bogota" },
  { code: "pe", name: "Perú", currencyCode: "PEN", currencySymbol: "S/", phonePrefix: "51", mantissaLength: 2, timeZone: "America/Lima" },
  { code: "br", name: "Brasil", currencyCode: "BRL", currencySymbol: "R$", phonePrefix: "55", mantissaLength: 2, timeZone: "America/Sao_Paulo" },
  { code: "ve", name: "Venezuela", currencyCode: "VES", currencySymbol: "Bs.", phonePrefix: "58", mantissaLength: 2, timeZone: "America/Caracas" },
  { code: "py", name: "Paraguay", currencyCode: "PYG", currencySymbol: "₲", phonePrefix: "595", mantissaLength: 0, timeZone: "America/Asuncion" },
  { code: "mx", name: "México", currencyCode: "MXN", currencySymbol: "$", phonePrefix: "52", mantissaLength: 2, timeZone: "America/Mexico_City" },
  { code: "ec", name: "Ecuador", currencyCode: "USD", currencySymbol: "$", phonePrefix: "593", mantissaLength: 2, timeZone: "America/Guayaquil" },
  { code: "bo", name: "Bolivia", currencyCode: "BOB", currencySymbol: "Bs", phonePrefix: "591", mantissaLength: 2, timeZone: "America/La_Paz" },
  { code: "us", name: "Estados Unidos", currencyCode: "USD", currencySymbol: "US$", phonePrefix: "1", mantissaLength: 2, timeZone: "America/New_York" },
];

// ------------------------------------------------------------------ companies
export const companies: Row<typeof s.companies>[] = [
  { id: I.companies.sabores, alias: "sabores", name: "Sabores del Sur", country: AR, logoFileId: "sabores-logo", guideSearchCode: "SABORES" },
  { id: I.companies.otroSabor, alias: "otro-sabor", name: "Otro Sabor", country: AR, logoFileId: null, guideSearchCode: null },
];

// ---------------------------------------------------------------------- files
// Bodies live in app/data/demo/images/*.svg (exported by demo-images.ts); the seed
// puts them into R2 under r2Key.
const img = (id: string, kind: "LOGO" | "IMAGE" | "BANNER", key: string): Row<typeof s.files> => ({
  id,
  companyId: I.companies.sabores,
  r2Key: `sabores/${key}.svg`,
  contentType: "image/svg+xml",
  kind,
});
export const files: Row<typeof s.files>[] = [
  img("sabores-logo", "LOGO", "logo"),
  img("sabores-banner", "BANNER", "banner"),
  img("sabores-muzzarella", "IMAGE", "plates/muzzarella"),
  img("sabores-napolitana", "IMAGE", "plates/napolitana"),
  img("sabores-fugazzeta", "IMAGE", "plates/fugazzeta"),
  img("sabores-empanada-carne", "IMAGE", "plates/empanada-carne"),
  img("sabores-empanada-verdura", "IMAGE", "plates/empanada-verdura"),
  img("sabores-empanada-jyq", "IMAGE", "plates/empanada-jyq"),
  img("sabores-combo", "IMAGE", "plates/combo"),
  img("sabores-coca-cola", "IMAGE", "plates/coca-cola"),
  img("sabores-cerveza-ipa", "IMAGE", "plates/cerveza-ipa"),
  img("sabores-agua", "IMAGE", "plates/agua"),
  img("sabores-flan", "IMAGE", "plates/flan"),
  img("sabores-panqueque", "IMAGE", "plates/panqueque"),
];

// ------------------------------------------------------------------- branches
const colors = (light: string, dark: string): ColorConfig => ({
  colorModeType: "LIGHT",
  lightMainColor: light,
  darkMainColor: dark,
  buttonBorderedColorLight: null,
  buttonBorderedColorDark: null,
  promotionalBannerColorLight: light,
  promotionalBannerColorDark: dark,
  mainBackgroundColorLight: null,
  mainBackgroundColorDark: null,
  mainTextColorLight: null,
  mainTextColorDark: null,
  descriptionTextColorLight: null,
  descriptionTextColorDark: null,
});
const noMarketing = { fbPixelId: null, googleTagManagerId: null, googleAnalyticsId: null };

const pizzeriaConfig: BranchGeneralConfig = {
  colorConfig: colors("#C2410C", "#FB923C"),
  fontFamily: null,
  menuConfig: { plateDetailInModal: true, platesInMainView: false, notesLimit: 250, indicatorsSpreadMax: 2 },
  onlineMarketingConfig: noMarketing,
  // Follow-up chat where the location enables follow-up support (Belgrano).
  // A placeholder website id: a business enters its own Crisp account; offline,
  // or with this id, the widget never loads and the page offers WhatsApp.
  chatWidgetConfig: { provider: "crisp", websiteId: "5d3c1f0e-8a2b-4c6d-9e7f-1a2b3c4d5e6f" },
};
const cafeConfig: BranchGeneralConfig = {
  colorConfig: colors("#7C4A2D", "#D6A77A"),
  fontFamily: null,
  menuConfig: { plateDetailInModal: false, platesInMainView: true, notesLimit: 250, indicatorsSpreadMax: 2 },
  onlineMarketingConfig: noMarketing,
};
const otroConfig: BranchGeneralConfig = {
  colorConfig: colors("#1D4ED8", "#93C5FD"),
  fontFamily: null,
  menuConfig: { plateDetailInModal: true, platesInMainView: false, notesLimit: 250, indicatorsSpreadMax: 2 },
  onlineMarketingConfig: noMarketing,
};

export const branches: Row<typeof s.branches>[] = [
  {
    id: I.branches.pizzeria,
    companyId: I.companies.sabores,
    alias: "sabores-pizzeria",
    name: "Sabores Pizzería",
    description: "Pizzas de masa madre al horno de piedra y empanadas hechas a mano, como en el barrio.",
    generalConfig: pizzeriaConfig,
    logoFileId: "sabores-logo",
    bannerFileId: "sabores-banner",
    backgroundFileId: null,
    horizontalFileId: null,
    askForLocation: false,
    addressConfig: "AUTOMATIC",
    social: { instagram: "https://www.instagram.com/saboresdelsur", facebook: "https://www.facebook.com/saboresdelsur" },
    customMessage: "¡Gracias por elegirnos! Todas nuestras pizzas salen del horno en el momento.",
    nps: { enabled: true, threshold: 4 },
    mapProvider: "maplibre",
    geocoderProvider: "local",
    country: AR,
    position: 0,
  },
  {
    id: I.branches.cafe,
    companyId: I.companies.sabores,
    alias: "sabores-cafe",
    name: "Sabores Café",
    description: "Café de especialidad, medialunas de manteca y tostados en pleno microcentro.",
    generalConfig: cafeConfig,
    logoFileId: "sabores-logo",
    bannerFileId: null,
    backgroundFileId: null,
    horizontalFileId: null,
    askForLocation: false,
    addressConfig: "MANUAL",
    social: { instagram: "https://www.instagram.com/saboresdelsur", facebook: null },
    customMessage: null,
    nps: { enabled: false, threshold: 4 },
    mapProvider: "maplibre",
    geocoderProvider: "local",
    country: AR,
    position: 1,
  },
  {
    id: I.branches.otro,
    companyId: I.companies.otroSabor,
    alias: "otro-branch",
    name: "Otro Sabor Rosario",
    description: "Pizzas y minutas en Rosario.",
    generalConfig: otroConfig,
    logoFileId: null,
    bannerFileId: null,
    backgroundFileId: null,
    horizontalFileId: null,
    askForLocation: false,
    addressConfig: "AUTOMATIC",
    social: { instagram: null, facebook: null },
    customMessage: null,
    nps: { enabled: false, threshold: 4 },
    mapProvider: "none",
    geocoderProvider: "local",
    country: AR,
    position: 0,
  },
];

// ----------------------------------------------------------- branch contacts
const hours = (startAt: string, endAt: string) => ({ startAt, endAt });
const days = (dayNumbers: number[], workingHours: { startAt: string; endAt: string }[]): WorkingDay[] =>
  dayNumbers.map((dayOfWeek) => ({ dayOfWeek, workingHours }));
const CABA = { locality: "Ciudad Autónoma de Buenos Aires", city: "CABA", country: "Argentina" };

export const branchContacts: Row<typeof s.branchContacts>[] = [
  {
    id: I.branchContacts.palermo,
    companyId: I.companies.sabores,
    branchId: I.branches.pizzeria,
    alias: "pizzeria-palermo",
    name: "Sabores Palermo",
    street: "Av. Santa Fe",
    number: "3253",
    zone: "Palermo",
    ...CABA,
    lat: -34.588,
    lng: -58.411,
    callPhone: "+541148230001",
    whatsappPhone: "+5491140000001",
    betweenStreetsRequired: false,
    npsAvg: 4.7,
    alwaysOpen: true,
    blocked: false,
    manuallyClosed: false,
    mandatoryEmail: false,
    ordersConsole: false,
    followUpSupport: false,
    // demo-tenant.md: Palermo delivers with its own fleet and takes delivery orders
    // whether or not a rider is on shift.
    ownFleet: true,
    requiresRiderOnShift: false,
    workingDays: [],
    position: 0,
    guideListed: true,
  },
  {
    id: I.branchContacts.belgrano,
    companyId: I.companies.sabores,
    branchId: I.branches.pizzeria,
    alias: "pizzeria-belgrano",
    name: "Sabores Belgrano",
    street: "Av. Cabildo",
    number: "2040",
    zone: "Belgrano",
    ...CABA,
    lat: -34.5617,
    lng: -58.456,
    callPhone: "+541147830002",
    whatsappPhone: "+5491140000002",
    betweenStreetsRequired: true,
    npsAvg: 4.5,
    alwaysOpen: false,
    blocked: false,
    manuallyClosed: false,
    mandatoryEmail: true,
    ordersConsole: true,
    followUpSupport: true,
    // Monday to Saturday 11:00-15:00 and 19:00-23:30; Sunday (7) closed.
    workingDays: days([1, 2, 3, 4, 5, 6], [hours("11:00", "15:00"), hours("19:00", "23:30")]),
    position: 1,
    guideListed: true,
  },
  {
    id: I.branchContacts.caballito,
    companyId: I.companies.sabores,
    branchId: I.branches.pizzeria,
    alias: "pizzeria-caballito",
    name: "Sabores Caballito",
    street: "Av. Rivadavia",
    number: "5100",
    zone: "Caballito",
    ...CABA,
    lat: -34.6185,
    lng: -58.437,
    callPhone: "+541149010003",
    whatsappPhone: "+5491140000003",
    betweenStreetsRequired: false,
    npsAvg: 4.2,
    alwaysOpen: false,
    blocked: false,
    manuallyClosed: true,
    mandatoryEmail: false,
    ordersConsole: false,
    followUpSupport: false,
    // Every day 19:00-23:30, so scheduled orders have slots while manually closed.
    workingDays: days([1, 2, 3, 4, 5, 6, 7], [hours("19:00", "23:30")]),
    position: 2,
    guideListed: true,
  },
  {
    id: I.branchContacts.cafeCentro,
    companyId: I.companies.sabores,
    branchId: I.branches.cafe,
    alias: "cafe-centro",
    name: "Sabores Café Centro",
    street: "Florida",
    number: "500",
    zone: "San Nicolás",
    ...CABA,
    lat: -34.6017,
    lng: -58.3747,
    callPhone: "+541143220004",
    whatsappPhone: "+5491140000004",
    betweenStreetsRequired: false,
    npsAvg: 4.8,
    alwaysOpen: true,
    blocked: false,
    manuallyClosed: false,
    mandatoryEmail: false,
    ordersConsole: false,
    followUpSupport: false,
    workingDays: [],
    position: 0,
    guideListed: true,
  },
  {
    id: I.branchContacts.otroLocal,
    companyId: I.companies.otroSabor,
    branchId: I.branches.otro,
    alias: "otro-local",
    name: "Otro Sabor Centro",
    street: "Bv. Oroño",
    number: "1200",
    zone: "Centro",
    locality: "Santa Fe",
    city: "Rosario",
    country: "Argentina",
    lat: -32.953,
    lng: -60.656,
    callPhone: null,
    whatsappPhone: "+5493410000001",
    betweenStreetsRequired: false,
    npsAvg: null,
    alwaysOpen: true,
    blocked: false,
    manuallyClosed: false,
    mandatoryEmail: false,
    ordersConsole: false,
    followUpSupport: false,
    workingDays: [],
    position: 0,
    // The second tenant does not list itself in the nearby-business guide (docs/decisions.md#nearby-business-guide-logisticsmd).
    guideListed: false,
  },
];

// ---------------------------------------------------------------- order modes
const MODE: Record<OrderModeType, { slug: string; showName: string; code: number; min: number; max: number }> = {
  DELIVERY: { slug: "delivery", showName: "Delivery", code: 1, min: 35, max: 50 },
  TAKE_AWAY: { slug: "take-away", showName: "Retiro en local", code: 2, min: 15, max: 25 },
  TABLE: { slug: "table", showName: "Mesa", code: 3, min: 10, max: 20 },
  SELF_SERVICE: { slug: "self-service", showName: "Autoservicio", code: 4, min: 5, max: 10 },
};
const mode = (
  companyId: number,
  branchContactId: number,
  type: OrderModeType,
  position: number,
  extra: Partial<Row<typeof s.orderModes>> = {},
): Row<typeof s.orderModes> => ({
  id: branchContactId * 10 + MODE[type].code,
  companyId,
  branchContactId,
  slug: MODE[type].slug,
  type,
  showName: MODE[type].showName,
  orderEnabled: true,
  useSchedule: false,
  active: true,
  scheduledOnly: false,
  minDelayInMinutes: MODE[type].min,
  maxDelayInMinutes: MODE[type].max,
  schedules: [],
  promotionalBanner: null,
  position,
  ...extra,
});
const C1 = I.companies.sabores;
const BC = I.branchContacts;
export const orderModes: Row<typeof s.orderModes>[] = [
  mode(C1, BC.palermo, "DELIVERY", 0, { promotionalBanner: "Envío gratis desde $ 30.000" }),
  mode(C1, BC.palermo, "TAKE_AWAY", 1),
  mode(C1, BC.palermo, "TABLE", 2),
  mode(C1, BC.belgrano, "DELIVERY", 0),
  mode(C1, BC.belgrano, "TAKE_AWAY", 1),
  mode(C1, BC.caballito, "DELIVERY", 0, { scheduledOnly: true, minDelayInMinutes: 45, maxDelayInMinutes: 60 }),
  mode(C1, BC.caballito, "TAKE_AWAY", 1, { scheduledOnly: true, minDelayInMinutes: 20, maxDelayInMinutes: 30 }),
  mode(C1, BC.cafeCentro, "TAKE_AWAY", 0),
  mode(C1, BC.cafeCentro, "SELF_SERVICE", 1, { orderEnabled: false }),
  mode(I.companies.otroSabor, BC.otroLocal, "TAKE_AWAY", 0),
];

// -------------------------------------------------------------- payment types
type PT = "cash" | "online" | "cardOnPickup";
const PAYMENT: Record<PT, Omit<Row<typeof s.paymentTypes>, "id" | "companyId" | "orderModeId" | "position">> = {
  cash: { showName: "Efectivo", description: "Pagás al recibir o retirar tu pedido.", paymentMethod: "CASH", active: true, upload: "APP", providerName: null },
  online: { showName: "Tarjeta online", description: "Pagá ahora con tarjeta de crédito o débito.", paymentMethod: "ONLINE", active: true, upload: "API", providerName: "sandbox" },
  cardOnPickup: { showName: "Tarjeta al retirar", description: "Débito o crédito con posnet en el local.", paymentMethod: "CARD", active: true, upload: "APP", providerName: null },
};
const pays = (m: Row<typeof s.orderModes>, kinds: PT[]): Row<typeof s.paymentTypes>[] =>
  kinds.map((k, n) => ({ id: m.id! * 10 + n + 1, companyId: m.companyId, orderModeId: m.id!, position: n, ...PAYMENT[k] }));
const byType: Record<OrderModeType, PT[]> = {
  DELIVERY: ["cash", "online"],
  TAKE_AWAY: ["cash", "cardOnPickup"],
  TABLE: ["cash"],
  SELF_SERVICE: ["cash"],
};
export const paymentTypes: Row<typeof s.paymentTypes>[] = orderModes.flatMap((m) =>
  pays(m, m.companyId === I.companies.otroSabor ? ["cash"] : byType[m.type]),
);

// ------------------------------------------------------------------- the menu
// A compact description, expanded into rows below.
interface PlateDef {
  id: number;
  slug: string;
  name: string;
  description: string;
  price: number;
  image?: string;
  maxQuantity?: number;
  remarked?: boolean;
  upsell?: boolean;
  visible?: boolean;
  sizes?: { id: number; name: string; price: number }[];
  groups?: {
    id: number;
    name: string;
    showName?: string;
    min: number;
    max: number;
    multiple: boolean;
    mandatory: boolean;
    garnishes: { id: number; name: string; price: number }[];
  }[];
}
interface CategoryDef {
  id: number;
  slug: string;
  name: string;
  description: string | null;
  plates: PlateDef[];
}

const P = I.plates;
export const pizzeriaMenu: CategoryDef[] = [
  {
    id: I.categories.pizzas,
    slug: "pizzas",
    name: "Pizzas",
    description: "Masa de fermentación lenta, estirada a mano y horneada en horno de piedra.",
    plates: [
      {
        id: P.muzzarella,
        slug: "muzzarella",
        name: "Muzzarella",
        description: "Salsa de tomate casera, abundante muzzarella, orégano y aceitunas verdes.",
        price: 8000,
        image: "sabores-muzzarella",
        sizes: [
          { id: I.sizes.muzzarellaChica, name: "Chica", price: 8000 },
          { id: I.sizes.muzzarellaGrande, name: "Grande", price: 11500 },
        ],
        groups: [
          {
            id: I.garnishGroups.agregados,
            name: "Agregados",
            min: 0,
            max: 3,
            multiple: true,
            mandatory: false,
            garnishes: [
              { id: I.garnishes.extraMuzzarella, name: "Extra muzzarella", price: 1500 },
              { id: I.garnishes.aceitunas, name: "Aceitunas", price: 500 },
              { id: I.garnishes.jamon, name: "Jamón", price: 1200 },
            ],
          },
        ],
      },
      {
        id: P.napolitana,
        slug: "napolitana",
        name: "Napolitana",
        description: "Muzzarella, rodajas de tomate fresco, ajo, perejil y un hilo de aceite de oliva.",
        price: 13000,
        image: "sabores-napolitana",
      },
      {
        id: P.fugazzeta,
        slug: "fugazzeta",
        name: "Fugazzeta",
        description: "Rellena de muzzarella y cubierta de cebolla dulce, orégano y aceite de oliva.",
        price: 12500,
        image: "sabores-fugazzeta",
      },
    ],
  },
  {
    id: I.categories.empanadas,
    slug: "empanadas",
    name: "Empanadas",
    description: "Hechas a mano todos los días y horneadas al momento.",
    plates: [
      {
        id: P.empanadaCarne,
        slug: "empanada-de-carne",
        name: "Empanada de carne",
        description: "Carne cortada a cuchillo, cebolla de verdeo, huevo y aceitunas. Suave y jugosa.",
        price: 1200,
        image: "sabores-empanada-carne",
      },
      {
        id: P.empanadaVerdura,
        slug: "empanada-de-verdura",
        name: "Empanada de verdura",
        description: "Acelga, espinaca, salsa blanca y queso, en masa sin TACC elaborada aparte.",
        price: 1100,
        image: "sabores-empanada-verdura",
      },
      {
        id: P.empanadaJyq,
        slug: "empanada-de-jamon-y-queso",
        name: "Empanada de jamón y queso",
        description: "Jamón cocido y muzzarella bien fundida: la clásica de siempre.",
        price: 1200,
        image: "sabores-empanada-jyq",
      },
    ],
  },
  {
    id: I.categories.promos,
    slug: "promos",
    name: "Promos",
    description: "Combinaciones pensadas para compartir.",
    plates: [
      {
        id: P.combo,
        slug: "combo-pizza-bebida",
        name: "Combo Pizza + Bebida",
        description: "Una pizza Muzzarella grande y una bebida de 1,5 L a elección.",
        price: 14000,
        image: "sabores-combo",
        maxQuantity: 5,
        groups: [
          {
            id: I.garnishGroups.eligeBebida,
            name: "Elegí tu bebida",
            min: 1,
            max: 1,
            multiple: false,
            mandatory: true,
            garnishes: [
              { id: I.garnishes.comboCocaCola, name: "Coca-Cola 1,5 L", price: 0 },
              { id: I.garnishes.comboSprite, name: "Sprite 1,5 L", price: 0 },
              { id: I.garnishes.comboAgua, name: "Agua 1,5 L", price: 0 },
            ],
          },
        ],
      },
    ],
  },
  {
    id: I.categories.bebidas,
    slug: "bebidas",
    name: "Bebidas",
    description: "Bien frías.",
    plates: [
      {
        id: P.cocaCola,
        slug: "coca-cola-1-5-l",
        name: "Coca-Cola 1,5 L",
        description: "Gaseosa Coca-Cola sabor original, botella de 1,5 litros.",
        price: 3000,
        image: "sabores-coca-cola",
        upsell: true,
      },
      {
        id: P.cervezaIpa,
        slug: "cerveza-ipa",
        name: "Cerveza IPA",
        description: "Cerveza artesanal estilo IPA, lupulada y refrescante. Lata de 473 ml.",
        price: 4000,
        image: "sabores-cerveza-ipa",
      },
      {
        id: P.agua,
        slug: "agua-sin-gas-500-ml",
        name: "Agua sin gas 500 ml",
        description: "Agua mineral natural sin gas, botella de 500 ml.",
        price: 1800,
        image: "sabores-agua",
        upsell: true,
      },
    ],
  },
  {
    id: I.categories.postres,
    slug: "postres",
    name: "Postres",
    description: "Caseros, como los de la abuela.",
    plates: [
      {
        id: P.flan,
        slug: "flan-con-dulce-de-leche",
        name: "Flan con dulce de leche",
        description: "Flan casero de huevo con caramelo y una generosa porción de dulce de leche.",
        price: 3500,
        image: "sabores-flan",
        remarked: true,
        upsell: true,
      },
      {
        id: P.panqueque,
        slug: "panqueque-con-dulce-de-leche",
        name: "Panqueque con dulce de leche",
        description: "Panqueque recién hecho, relleno de dulce de leche y caramelizado con azúcar.",
        price: 3800,
        image: "sabores-panqueque",
      },
    ],
  },
  {
    id: I.categories.proximamente,
    slug: "proximamente",
    name: "Próximamente",
    description: "Nuevas pizzas de autor, muy pronto.",
    plates: [],
  },
];

export const cafeMenu: CategoryDef[] = [
  {
    id: 1201,
    slug: "cafeteria",
    name: "Cafetería",
    description: "Café de especialidad tostado en Buenos Aires.",
    plates: [
      { id: 12001, slug: "cafe-con-leche", name: "Café con leche", description: "Espresso doble con leche cremada, en taza grande.", price: 3200 },
      { id: 12002, slug: "cortado", name: "Cortado", description: "Espresso cortado con un toque de leche espumada.", price: 2800 },
    ],
  },
  {
    id: 1202,
    slug: "panaderia",
    name: "Panadería",
    description: "Horneado cada mañana.",
    plates: [
      { id: 12003, slug: "medialunas", name: "Medialunas x 3", description: "Tres medialunas de manteca, tiernas y almibaradas.", price: 2700 },
      { id: 12004, slug: "tostado", name: "Tostado de jamón y queso", description: "Pan de miga tostado con jamón cocido y queso fundido.", price: 6500 },
    ],
  },
  {
    id: 1203,
    slug: "jugos",
    name: "Jugos",
    description: null,
    plates: [
      { id: 12005, slug: "exprimido-de-naranja", name: "Exprimido de naranja", description: "Jugo de naranjas recién exprimidas, vaso de 400 ml.", price: 4200 },
    ],
  },
];

export const otroMenu: CategoryDef[] = [
  {
    // Same slugs as Sabores Pizzería on purpose: isolation tests must never mix them.
    id: 2101,
    slug: "pizzas",
    name: "Pizzas",
    description: null,
    plates: [
      { id: P.otroMuzzarella, slug: "muzzarella", name: "Muzzarella de la casa", description: "Muzzarella, salsa de tomate y orégano. Masa a la piedra.", price: 9900 },
    ],
  },
  {
    id: 2102,
    slug: "bebidas",
    name: "Bebidas",
    description: null,
    plates: [{ id: 21002, slug: "agua", name: "Agua mineral", description: "Botella de 500 ml.", price: 1500 }],
  },
];

function expandMenu(companyId: number, branchId: number, defs: CategoryDef[]) {
  const out = {
    categories: [] as Row<typeof s.categories>[],
    plates: [] as Row<typeof s.plates>[],
    sizes: [] as Row<typeof s.sizes>[],
    garnishGroups: [] as Row<typeof s.garnishGroups>[],
    garnishes: [] as Row<typeof s.garnishes>[],
  };
  defs.forEach((c, ci) => {
    out.categories.push({
      id: c.id,
      companyId,
      branchId,
      slug: c.slug,
      name: c.name,
      showName: null,
      description: c.description,
      imageFileId: null,
      orderModeTypes: null,
      visible: true,
      position: ci,
    });
    c.plates.forEach((p, pi) => {
      out.plates.push({
        id: p.id,
        companyId,
        branchId,
        categoryId: c.id,
        slug: p.slug,
        name: p.name,
        showName: null,
        description: p.description,
        price: p.price,
        imageFileId: p.image ?? null,
        maxQuantity: p.maxQuantity ?? null,
        remarked: p.remarked ?? false,
        upsell: p.upsell ?? false,
        visible: p.visible ?? true,
        position: pi,
      });
      (p.sizes ?? []).forEach((z, zi) =>
        out.sizes.push({ id: z.id, companyId, branchId, plateId: p.id, name: z.name, price: z.price, position: zi }),
      );
      (p.groups ?? []).forEach((g, gi) => {
        out.garnishGroups.push({
          id: g.id,
          companyId,
          branchId,
          plateId: p.id,
          name: g.name,
          showName: g.showName ?? null,
          minGarnishAmount: g.min,
          maxGarnishAmount: g.max,
          multipleSelection: g.multiple,
          mandatory: g.mandatory,
          position: gi,
        });
        g.garnishes.forEach((x, xi) =>
          out.garnishes.push({ id: x.id, companyId, branchId, groupId: g.id, name: x.name, price: x.price, visible: true, position: xi }),
        );
      });
    });
  });
  return out;
}

const menus = [
  expandMenu(I.companies.sabores, I.branches.pizzeria, pizzeriaMenu),
  expandMenu(I.companies.sabores, I.branches.cafe, cafeMenu),
  expandMenu(I.companies.otroSabor, I.branches.otro, otroMenu),
];
export const categories = menus.flatMap((m) => m.categories);
export const plates = menus.flatMap((m) => m.plates);
export const sizes = menus.flatMap((m) => m.sizes);
export const garnishGroups = menus.flatMap((m) => m.garnishGroups);
export const garnishes = menus.flatMap((m) => m.garnishes);

// ----------------------------------------------------------------- indicators
export const indicators: Row<typeof s.indicators>[] = [
  // Global (company_id NULL): offered to every tenant.
  { id: I.indicators.vegetariano, companyId: null, name: "Vegetariano", shortName: "Veg", icon: "🌱", backgroundColor: "#2E7D32", textColor: "#FFFFFF" },
  { id: I.indicators.sinTacc, companyId: null, name: "Sin TACC", shortName: "S/TACC", icon: "🌾", backgroundColor: null, textColor: null },
  // Private to Otro Sabor: must never show up for Sabores del Sur.
  { id: I.indicators.otroCasa, companyId: I.companies.otroSabor, name: "Especialidad de la casa", shortName: "Casa", icon: "★", backgroundColor: "#1D4ED8", textColor: "#FFFFFF" },
];

export const entityIndicators: Row<typeof s.entityIndicators>[] = [
  { id: 1, companyId: C1, branchId: I.branches.pizzeria, entityType: "PLATE", entityId: P.empanadaVerdura, indicatorId: I.indicators.vegetariano, position: 0 },
  { id: 2, companyId: C1, branchId: I.branches.pizzeria, entityType: "PLATE", entityId: P.empanadaVerdura, indicatorId: I.indicators.sinTacc, position: 1 },
  { id: 3, companyId: I.companies.otroSabor, branchId: I.branches.otro, entityType: "PLATE", entityId: P.otroMuzzarella, indicatorId: I.indicators.otroCasa, position: 0 },
];

// ------------------------------------------------------------------ discounts
const D = I.discounts;
const disc = (
  id: number,
  type: Row<typeof s.productDiscounts>["type"],
  name: string,
  v: Partial<Row<typeof s.productDiscounts>>,
  companyId: number = C1,
  branchId: number = I.branches.pizzeria,
): Row<typeof s.productDiscounts> => ({
  id,
  companyId,
  branchId,
  type,
  name,
  percentage: null,
  buy: null,
  pay: null,
  fixedDiscount: null,
  finalPrice: null,
  active: true,
  ...v,
});
export const productDiscounts: Row<typeof s.productDiscounts>[] = [
  disc(D.napolitana, "PERCENT", "20% OFF en Napolitana", { percentage: 20 }),
  disc(D.empanadaCarne, "MULTIPLE", "3x2 en empanadas de carne", { buy: 3, pay: 2 }),
  disc(D.cocaCola, "FIXED", "$ 500 menos en Coca-Cola", { fixedDiscount: 500 }),
  disc(D.cervezaIpa, "FINAL_PRICE", "IPA a $ 3.200", { finalPrice: 3200 }),
  disc(D.otro, "PERCENT", "Mitad de precio", { percentage: 50 }, I.companies.otroSabor, I.branches.otro),
];
export const productDiscountPlates: Row<typeof s.productDiscountPlates>[] = [
  { companyId: C1, branchId: I.branches.pizzeria, discountId: D.napolitana, plateId: P.napolitana },
  { companyId: C1, branchId: I.branches.pizzeria, discountId: D.empanadaCarne, plateId: P.empanadaCarne },
  { companyId: C1, branchId: I.branches.pizzeria, discountId: D.cocaCola, plateId: P.cocaCola },
  { companyId: C1, branchId: I.branches.pizzeria, discountId: D.cervezaIpa, plateId: P.cervezaIpa },
  { companyId: I.companies.otroSabor, branchId: I.branches.otro, discountId: D.otro, plateId: P.otroMuzzarella },
];

// ------------------------------------------------------ menu customizations
export const menuCustomizations: Row<typeof s.menuCustomizations>[] = [
  {
    id: 1,
    companyId: C1,
    branchId: I.branches.pizzeria,
    resource: "ADDRESS_FORM",
    displayType: "SIMPLE",
    theme: null,
    // storefront.md §5: complex address mode is enabled per branch-contact id.
    commands: JSON.stringify({ complexAddressBranchContactIds: [] }),
  },
  {
    id: 2,
    companyId: C1,
    branchId: I.branches.pizzeria,
    resource: "CATEGORY_LIST",
    displayType: "CAROUSEL",
    theme: "WARM",
    commands: JSON.stringify({ showImages: true }),
  },
];

// -------------------------------------------------------------------- aliases
export const aliases: Row<typeof s.aliases>[] = [
  ...companies.map((c) => ({ alias: c.alias, type: "company" as const, companyId: c.id!, targetId: c.id! })),
  ...branches.map((b) => ({ alias: b.alias, type: "branch" as const, companyId: b.companyId, targetId: b.id! })),
  ...branchContacts.map((bc) => ({ alias: bc.alias, type: "branchContact" as const, companyId: bc.companyId, targetId: bc.id! })),
];

// ------------------------------------------------------------ delivery zones
// demo-tenant.md "Delivery at Palermo": polygon of [lat, lng] points.
export const deliveryZones: Row<typeof s.deliveryZones>[] = [
  {
    id: 1111,
    companyId: C1,
    branchContactId: BC.palermo,
    name: "Palermo",
    polygon: [
      [-34.568, -58.431],
      [-34.568, -58.391],
      [-34.608, -58.391],
      [-34.608, -58.431],
    ],
    fee: 1500,
    cashFee: 2000,
    minimumOrder: 6000,
    freeDeliveryFrom: 30000,
    active: true,
    position: 0,
  },
];
