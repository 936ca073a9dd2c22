// Serializers of the diner JSON API: domain shapes → the field names of
// storefront.md §3. Internal fields (company ids, revisions, R2 keys, provider
// settings) never leave the server; docs/api.md shows every shape.
import type {
  Branch,
  BranchContact,
  Category,
  Company,
  Country,
  Indicator,
  Menu,
  OrderMode,
  Plate,
  ProductDiscount,
} from "~/domain/types";
import type { MenuCustomization } from "~/data/tenants/storefront.server";

export const serializeCompany = (c: Company) => ({ id: c.id, name: c.name, alias: c.alias, logoFileId: c.logoFileId });

/** §3 Branch (generalConfig with colorConfig, fontFamily, menuConfig, onlineMarketingConfig). */
export function serializeBranch(b: Branch) {
  const marketing = b.generalConfig.onlineMarketingConfig;
  return {
    id: b.id,
    alias: b.alias,
    name: b.name,
    description: b.description,
    generalConfig: b.generalConfig,
    withCustomBackgroundLogo: b.withCustomBackgroundLogo,
    withCustomLogo: b.withCustomLogo,
    withCustomHorizontalLogo: b.withCustomHorizontalLogo,
    withCustomBannerLogo: b.withCustomBannerLogo,
    logoFileId: b.logoFileId,
    bannerFileId: b.bannerFileId,
    askForLocation: b.askForLocation,
    addressConfig: b.addressConfig,
    social: b.social,
    customMessage: b.customMessage,
    npsInMenu: b.npsInMenu,
    fbPixelId: marketing.fbPixelId,
    googleTagManagerId: marketing.googleTagManagerId,
    googleAnalyticsId: marketing.googleAnalyticsId,
    country: b.country,
  };
}

/** §3 Order mode: `@type` and `type`, schedules as scheduleConfigs with workingDays. */
export function serializeOrderMode(m: OrderMode) {
  return {
    id: m.id,
    "@type": m.type,
    type: m.type,
    slug: m.slug,
    showName: m.showName,
    orderEnabled: m.orderEnabled,
    useSchedule: m.useSchedule,
    active: m.active,
    scheduledOnly: m.scheduledOnly,
    minDelayInMinutes: m.minDelayInMinutes,
    maxDelayInMinutes: m.maxDelayInMinutes,
    schedules: { scheduleConfigs: m.schedules.length ? [{ workingDays: m.schedules }] : [] },
    promotionalBanner: m.promotionalBanner,
    paymentTypes: m.paymentTypes,
  };
}

/** §3 Branch contact. `distance` (metres) only when the caller sent lat/lng. */
export function serializeBranchContact(bc: BranchContact, branch: Branch, distanceMetres: number | null = null) {
  return {
    id: bc.id,
    alias: bc.alias,
    name: bc.name,
    branch: { id: branch.id, alias: branch.alias, name: branch.name },
    address: bc.address,
    callPhone: bc.callPhone,
    whatsAppPhone: bc.whatsAppPhone,
    deliveryConfig: {
      orderModes: bc.deliveryConfig.orderModes.map(serializeOrderMode),
      workingDays: bc.deliveryConfig.workingDays,
      betweenStreetsRequired: bc.deliveryConfig.betweenStreetsRequired,
      npsAvg: bc.deliveryConfig.npsAvg,
    },
    commercialTermsInfo: { blocked: bc.blocked },
    alwaysOpen: bc.alwaysOpen,
    manuallyClosed: bc.manuallyClosed,
    mandatoryEmail: bc.mandatoryEmail,
    ordersConsole: bc.ordersConsole,
    followUpSupport: bc.followUpSupport,
    distance: distanceMetres,
    generalConfig: branch.generalConfig,
  };
}

export const serializeIndicator = (i: Indicator) => ({ ...i });

/** §3 Plate, with `category` {id, name, showName} instead of the bare categoryId. */
export function serializePlate(p: Plate, category: Pick<Category, "id" | "name" | "showName">) {
  return {
    id: p.id,
    slug: p.slug,
    name: p.name,
    showName: p.showName,
    description: p.description,
    price: p.price,
    sizes: p.sizes,
    garnishGroups: p.garnishGroups,
    category: { id: category.id, name: category.name, showName: category.showName },
    indicators: p.indicators.map(serializeIndicator),
    hasIndicators: p.hasIndicators,
    withImage: p.withImage,
    imageFileId: p.imageFileId,
    maxQuantity: p.maxQuantity,
  };
}
export type ApiPlate = ReturnType<typeof serializePlate>;

/** §3 Discount (product). */
export const serializeDiscount = (d: ProductDiscount) => ({
  id: d.id,
  name: d.name,
  type: d.type,
  percentage: d.percentage,
  buy: d.buy,
  pay: d.pay,
  fixedDiscount: d.fixedDiscount,
  finalPrice: d.finalPrice,
  plates: d.plates,
});

/**
 * GET /api/diner/{alias}/menu/{modeId}: categories (with their plates), the flat
 * plate list, remarkeds and upselleds as plate objects, discounts, the mode, the hash.
 */
export function serializeMenu(menu: Menu, orderMode: OrderMode, hash: string) {
  const byId = new Map<number, ApiPlate>();
  const categories = menu.categories.map((c) => {
    const categoryPlates = c.plates.map((p) => {
      const plate = serializePlate(p, c);
      byId.set(p.id, plate);
      return plate;
    });
    return {
      id: c.id,
      slug: c.slug,
      name: c.name,
      showName: c.showName,
      description: c.description,
      withImage: c.withImage,
      imageFileId: c.imageFileId,
      plates: categoryPlates,
    };
  });
  const pick = (ids: number[]) => ids.map((id) => byId.get(id)).filter((p): p is ApiPlate => p !== undefined);
  return {
    categories,
    plates: [...byId.values()],
    remarkeds: pick(menu.remarkeds),
    upselleds: pick(menu.upselleds),
    discounts: menu.discounts.map(serializeDiscount),
    selectedOrderMode: serializeOrderMode(orderMode),
    hash,
  };
}

export const serializeMenuCustomization = (m: MenuCustomization) => ({
  id: m.id,
  resource: m.resource,
  displayType: m.displayType,
  theme: m.theme,
  commands: m.commands,
});

/** §3 country {name, currency code and symbol, phone prefix, mantissa length}. */
export const serializeCountry = (c: Country) => ({
  code: c.code,
  name: c.name,
  currencyCode: c.currencyCode,
  currencySymbol: c.currencySymbol,
  phonePrefix: c.phonePrefix,
  mantissaLength: c.mantissaLength,
  timeZone: c.timeZone,
});
