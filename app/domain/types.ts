// Shared shapes of the storefront, named with the field names of storefront.md §3.
// The data layer builds them from D1, the domain computes on them, the API
// serialises them as they are. Money is always an integer number of pesos.

export type OrderModeType = "DELIVERY" | "TAKE_AWAY" | "SELF_SERVICE" | "TABLE";
export type DiscountType = "PERCENT" | "MULTIPLE" | "FIXED" | "FINAL_PRICE";
export type AliasType = "company" | "branch" | "branchContact";
export type PaymentMethod = "CASH" | "CARD" | "ONLINE";

export interface Country {
  code: string; // 'ar'
  name: string;
  currencyCode: string; // 'ARS'
  currencySymbol: string; // '$'
  phonePrefix: string; // '54'
  mantissaLength: number; // decimals shown; 0 for ARS
  timeZone: string; // 'America/Argentina/Buenos_Aires'
}

export interface ColorConfig {
  colorModeType: "LIGHT" | "DARK";
  lightMainColor: string | null;
  darkMainColor: string | null;
  buttonBorderedColorLight: string | null;
  buttonBorderedColorDark: string | null;
  promotionalBannerColorLight: string | null;
  promotionalBannerColorDark: string | null;
  mainBackgroundColorLight: string | null;
  mainBackgroundColorDark: string | null;
  mainTextColorLight: string | null;
  mainTextColorDark: string | null;
  descriptionTextColorLight: string | null;
  descriptionTextColorDark: string | null;
}

export interface MenuConfig {
  plateDetailInModal: boolean;
  platesInMainView: boolean;
  /** null disables item notes; default 250 (storefront.md §5). */
  notesLimit: number | null;
  /** Indicators are shown spread (full labels) when a plate has at most this many. */
  indicatorsSpreadMax: number;
}

export interface OnlineMarketingConfig {
  fbPixelId: string | null;
  googleTagManagerId: string | null;
  googleAnalyticsId: string | null;
}

export interface BranchGeneralConfig {
  colorConfig: ColorConfig;
  fontFamily: string | null;
  menuConfig: MenuConfig;
  onlineMarketingConfig: OnlineMarketingConfig;
  /** The branch's chat-widget account, as entered (checked by domain/orders/support-chat.ts chatWidgetOf). */
  chatWidgetConfig?: unknown;
}

export interface Company {
  id: number;
  alias: string;
  name: string;
  country: string;
  logoFileId: string | null;
}

export interface Branch {
  id: number;
  companyId: number;
  alias: string;
  name: string;
  description: string | null;
  generalConfig: BranchGeneralConfig;
  withCustomLogo: boolean;
  withCustomBannerLogo: boolean;
  withCustomBackgroundLogo: boolean;
  withCustomHorizontalLogo: boolean;
  logoFileId: string | null;
  bannerFileId: string | null;
  askForLocation: boolean;
  /** AUTOMATIC: the first order mode is chosen on load; MANUAL: cards list their modes. */
  addressConfig: "AUTOMATIC" | "MANUAL";
  social: { instagram: string | null; facebook: string | null };
  customMessage: string | null;
  npsInMenu: { enabled: boolean; threshold: number };
  mapProvider: "maplibre" | "none";
  geocoderProvider: "local" | "nominatim";
  country: string;
  menuRevision: number;
}

export interface WorkingHours {
  startAt: string; // 'HH:MM'
  endAt: string; // 'HH:MM'; '00:00' or less than startAt means past midnight
}

export interface WorkingDay {
  /** ISO weekday: 1 Monday ... 7 Sunday. */
  dayOfWeek: number;
  workingHours: WorkingHours[];
}

/** A special day of a location (a holiday): its own ranges that date, none = closed all day. */
export interface HoursException {
  /** Local 'YYYY-MM-DD'. */
  date: string;
  workingHours: WorkingHours[];
}

export interface PaymentType {
  id: number;
  showName: string;
  description: string | null;
  paymentMethod: PaymentMethod;
  active: boolean;
  upload: "APP" | "API";
  onlinePayment: { providerName: string } | null;
}

export interface OrderMode {
  id: number;
  /** URL segment of /menu/{alias}/{mode}. */
  slug: string;
  type: OrderModeType;
  showName: string | null;
  orderEnabled: boolean;
  /** true: the mode has its own schedules; false: it follows the local's working days. */
  useSchedule: boolean;
  active: boolean;
  /** Only scheduled orders are possible (e.g. a manually closed local). */
  scheduledOnly: boolean;
  minDelayInMinutes: number;
  maxDelayInMinutes: number;
  schedules: WorkingDay[];
  promotionalBanner: string | null;
  /** Online orders paused from the shop's console until this instant (epoch ms); null or absent = not paused. */
  pausedUntil?: number | null;
  paymentTypes: PaymentType[];
}

export interface Address {
  street: string;
  number: string;
  zone: string | null;
  locality: string | null;
  city: string;
  country: string;
  lat: number;
  lng: number;
}

export interface BranchContact {
  id: number;
  companyId: number;
  branchId: number;
  alias: string;
  name: string;
  address: Address;
  callPhone: string | null;
  whatsAppPhone: string | null;
  deliveryConfig: {
    orderModes: OrderMode[];
    workingDays: WorkingDay[];
    /** Special days: on their date they replace the weekday's hours (the local's and its modes'). */
    hoursExceptions?: HoursException[];
    betweenStreetsRequired: boolean;
    npsAvg: number | null;
  };
  alwaysOpen: boolean;
  blocked: boolean;
  manuallyClosed: boolean;
  mandatoryEmail: boolean;
  ordersConsole: boolean;
  /** Busy mode: at most this many orders per 15-minute slot (domain/shop/busy-mode.ts); null = no cap. */
  slotCap?: number | null;
  followUpSupport: boolean;
  /** Delivery orders are taken only while one of its riders is on shift (domain/logistics/coverage.ts). */
  requiresRiderOnShift: boolean;
}

export interface Indicator {
  id: number;
  name: string;
  shortName: string;
  icon: string | null; // a short glyph or emoji
  backgroundColor: string | null; // null: default #F78700
  textColor: string | null; // null: default #1C1C1C
}

export interface Size {
  id: number;
  name: string;
  price: number;
}

export interface Garnish {
  id: number;
  name: string;
  price: number;
  visible: boolean;
  /** Stored mark (epoch ms) and whether it runs now (domain/menu/sold-out.ts menuAt). */
  soldOutUntil?: number | null;
  soldOut?: boolean;
}

export interface GarnishGroup {
  id: number;
  name: string;
  showName: string | null;
  minGarnishAmount: number;
  maxGarnishAmount: number;
  multipleSelection: boolean;
  mandatory: boolean;
  garnishes: Garnish[];
}

export interface Plate {
  id: number;
  /** URL segment of category/plate. */
  slug: string;
  name: string;
  showName: string | null;
  description: string | null;
  price: number;
  categoryId: number;
  sizes: Size[];
  garnishGroups: GarnishGroup[];
  indicators: Indicator[];
  hasIndicators: boolean;
  withImage: boolean;
  imageFileId: string | null;
  maxQuantity: number | null;
  remarked: boolean;
  upsell: boolean;
  /** Stored mark (epoch ms) and whether it runs now (domain/menu/sold-out.ts menuAt). */
  soldOutUntil?: number | null;
  soldOut?: boolean;
}

export interface Category {
  id: number;
  slug: string;
  name: string;
  showName: string | null;
  description: string | null;
  withImage: boolean;
  imageFileId: string | null;
  plates: Plate[];
}

export interface ProductDiscount {
  id: number;
  type: DiscountType;
  name: string | null;
  percentage: number | null;
  buy: number | null;
  pay: number | null;
  fixedDiscount: number | null;
  finalPrice: number | null;
  /** Plate ids the discount applies to. */
  plates: number[];
  /** Its dates as instants (epoch ms, from 00:00 of its first day to 24:00 of its last, the location's zone); absent = no limit. */
  startsAt?: number;
  endsAt?: number;
}

/** The menu of a (branch contact, order mode), as kept in the KV snapshot. */
export interface Menu {
  categories: Category[]; // categories without plates are already dropped
  remarkeds: number[]; // plate ids, 'Lo más destacado'
  upselleds: number[]; // plate ids offered in 'Te recomendamos'
  discounts: ProductDiscount[];
  /** Plates of the branch's menu this location or mode does not sell: a cart refuses them by name. */
  notSold?: { id: number; name: string; where: "location" | "mode" }[];
}

export interface MenuSnapshot {
  hash: string;
  revision: number;
  menu: Menu;
}

/** A cart line, storefront.md §3 "Cart item" (only what the server needs to keep). */
export interface CartExtraGroup {
  groupId: number;
  groupItems: { referenceId: number; quantity: number }[];
}

export interface CartLine {
  /** Stable line id (merge key hash) used by edit and delete forms. */
  lineId: string;
  referenceId: number; // plate id
  referenceType: "PLATE";
  sizeId: number | null;
  quantity: number;
  notes: string;
  extras: CartExtraGroup[];
  source: "plate" | "upselled";
}

export interface Cart {
  branchContactAlias: string;
  orderModeId: number | null;
  menuHash: string | null;
  lines: CartLine[];
  updatedAt: number;
}
