// What the owner reads of one menu change in the back office's history (who, what, before and
// after, when): the stored before/after JSON of menu_audit_log turned into Spanish lines, one per
// field that changed. Pure: the page passes the money format and formats the date itself.
import { formatPoints } from "~/domain/checkout/loyalty";
import { formatMoney, type MoneyFormat } from "~/domain/money";
import { MODE_LABEL } from "~/domain/orders/day-figures";
import { providerFieldLabel, providerLabel } from "~/domain/shop/provider-settings-form";
import type { OrderModeType } from "~/domain/types";
import { specialDayLabel } from "~/domain/shop/location-hours-form";
import { modeHoursOf } from "~/domain/shop/order-mode-form";
import type { HoursException, WorkingDay } from "~/domain/types";
import { formatDaySchedule } from "./hours";
import { dayLines } from "./hours-info";
import { discountAmountText, type ProductDiscountDraft } from "./product-discount-form";
import { discountDatesText } from "./discount-dates";

/**
 * What a history row is about: the menu, a discount code, a product discount, the loyalty programme
 * or one of its rewards, a delivery zone, a branch's brand, a branch's messaging or card-payment
 * provider, a location.
 */
export type MenuAuditEntity = "PLATE" | "CATEGORY" | "MENU" | "CODE" | "DISCOUNT" | "LOYALTY" | "REWARD" | "ZONE" | "BRAND" | "MESSAGING" | "PAYMENTS" | "LOCATION" | "BRANCH";

export interface MenuChangeEntry {
  entityType: MenuAuditEntity;
  action: string;
  before: string | null;
  after: string | null;
  /** The plate's or category's name today, for changes that did not store it (an order change). */
  currentName: string | null;
}

export interface MenuChangeView {
  /** 'Plato Muzzarella', 'Categoría Pastas', 'La carta'. */
  subject: string;
  /** 'Editó', 'Creó', 'Importó un CSV'… */
  verb: string;
  /** One line per field that changed: 'Precio: $ 10.000 → $ 12.000'. */
  lines: string[];
}

const VERBS: Record<string, string> = {
  crear: "Creó",
  editar: "Editó",
  duplicar: "Duplicó",
  ocultar: "Ocultó",
  mostrar: "Mostró",
  renombrar: "Renombró",
  mover: "Cambió el orden de",
  foto: "Cambió la foto de",
  logo: "Cambió el logo de",
  banner: "Cambió el banner de",
  importar: "Importó",
  "importar-ocultar": "Ocultó al importar",
  "importar-borrar": "Quitó al importar",
  desactivar: "Desactivó",
  activar: "Activó",
  borrar: "Borró",
  quitar: "Quitó",
  horarios: "Cambió los horarios en",
  cerrar: "Cerró manualmente",
  reabrir: "Reabrió",
  "dia-especial": "Agregó un día especial en",
  "quitar-dia-especial": "Quitó un día especial en",
  modo: "Cambió un modo de pedido en",
  datos: "Cambió los datos en",
};

type Json = Record<string, unknown>;

function parsed(text: string | null): Json | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Json) : null;
  } catch {
    return null;
  }
}

const yesNo = (v: unknown) => (v ? "sí" : "no");
const text = (v: unknown) => (typeof v === "string" && v.trim() !== "" ? v : "—");

interface Row {
  name?: unknown;
  price?: unknown;
}
interface Group {
  name?: unknown;
  min?: unknown;
  max?: unknown;
  options?: unknown;
}

function rowsText(rows: unknown, money: MoneyFormat | null): string {
  if (!Array.isArray(rows) || rows.length === 0) return "ninguno";
  return (rows as Row[]).map((r) => `${text(r.name)} ${formatMoney(Number(r.price) || 0, money)}`).join(", ");
}

function groupsText(groups: unknown, money: MoneyFormat | null): string {
  if (!Array.isArray(groups) || groups.length === 0) return "ninguna";
  return (groups as Group[]).map((g) => `${text(g.name)} (${Number(g.min) || 0} a ${Number(g.max) || 0}: ${rowsText(g.options, money)})`).join("; ");
}

/** A category's order modes as the owner named them (none stored: every mode). */
function modesText(modes: unknown): string {
  if (!Array.isArray(modes)) return "todos";
  return modes.map((m) => MODE_LABEL[m as OrderModeType] ?? text(m)).join(", ");
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The lines of a plate's or category's fields that differ between before and after. */
function fieldLines(before: Json, after: Json, money: MoneyFormat | null): string[] {
  const lines: string[] = [];
  const changed = (key: string) => key in after && !same(before[key], after[key]);
  if (changed("name")) lines.push(`Nombre: ${text(before.name)} → ${text(after.name)}`);
  if (changed("showName")) lines.push(`Nombre para los clientes: ${text(before.showName)} → ${text(after.showName)}`);
  if (changed("description")) lines.push(`Descripción: ${text(before.description)} → ${text(after.description)}`);
  if (changed("price")) lines.push(`Precio: ${formatMoney(Number(before.price) || 0, money)} → ${formatMoney(Number(after.price) || 0, money)}`);
  if (changed("sizes")) lines.push(`Tamaños: ${rowsText(before.sizes, money)} → ${rowsText(after.sizes, money)}`);
  if (changed("groups")) lines.push(`Guarniciones: ${groupsText(before.groups, money)} → ${groupsText(after.groups, money)}`);
  if (changed("maxQuantity")) {
    const limit = (v: unknown) => (typeof v === "number" ? String(v) : "sin límite");
    lines.push(`Cantidad máxima: ${limit(before.maxQuantity)} → ${limit(after.maxQuantity)}`);
  }
  if (changed("remarked")) lines.push(`Lo más destacado: ${yesNo(before.remarked)} → ${yesNo(after.remarked)}`);
  if (changed("visible")) lines.push(`Visible: ${yesNo(before.visible)} → ${yesNo(after.visible)}`);
  if (changed("categoryId")) lines.push("Pasó a otra categoría");
  if (changed("indicatorIds")) lines.push("Cambiaron los indicadores");
  if (changed("position")) lines.push(`Posición: ${Number(before.position) + 1} → ${Number(after.position) + 1}`);
  if (changed("orderModeTypes")) lines.push(`Modos de pedido: ${modesText(before.orderModeTypes)} → ${modesText(after.orderModeTypes)}`);
  if (changed("locations")) lines.push("Cambiaron los locales que lo venden o sus precios");
  return lines;
}

/** A discount code's fields that differ (all of them for a new code). */
function codeLines(before: Json, after: Json, money: MoneyFormat | null): string[] {
  const pesos = (v: unknown) => (typeof v === "number" ? formatMoney(v, money) : "—");
  const amount = (o: Json) => (o.type === "PERCENT" ? `${Number(o.value)} %` : o.type === "FIXED" ? pesos(o.value) : "envío gratis");
  const lines: string[] = [];
  const fresh = Object.keys(before).length === 0;
  const changed = (key: string) => key in after && !same(before[key], after[key]);
  const line = (label: string, shown: (o: Json) => string) => lines.push(fresh ? `${label}: ${shown(after)}` : `${label}: ${shown(before)} → ${shown(after)}`);
  if (!fresh && changed("code")) line("Código", (o) => text(o.code));
  if (changed("type") || changed("value")) line("Descuento", amount);
  if (changed("minimumOrderAmount")) line("Mínimo en productos", (o) => pesos(o.minimumOrderAmount));
  if (changed("maxDiscountAmount")) line("Tope", (o) => pesos(o.maxDiscountAmount));
  if (changed("maxUses")) line("Límite de usos", (o) => (typeof o.maxUses === "number" ? String(o.maxUses) : "sin límite"));
  if (changed("firstPurchaseOnly")) line("Solo primera compra", (o) => yesNo(o.firstPurchaseOnly));
  if (changed("notCombinable")) line("No acumulable", (o) => yesNo(o.notCombinable));
  if (!fresh && changed("active")) line("Activo", (o) => yesNo(o.active));
  if (!fresh && (changed("validFrom") || changed("validTo") || changed("plateId") || changed("categoryId") || changed("paymentMethod") || changed("branchId"))) lines.push("Cambiaron las condiciones (fechas, plato, categoría, medio de pago o sucursal)");
  return lines;
}

/** One labelled field of a change: how to show its value. */
type FieldLine = [key: string, label: string, shown: (v: unknown) => string];

/** The lines of the `fields` that differ between before and after (all of them for a new entry). */
function labelledLines(before: Json, after: Json, fields: readonly FieldLine[]): string[] {
  const fresh = Object.keys(before).length === 0;
  return fields
    .filter(([key]) => key in after && (fresh || !same(before[key], after[key])))
    .map(([key, label, shown]) => (fresh ? `${label}: ${shown(after[key])}` : `${label}: ${shown(before[key])} → ${shown(after[key])}`));
}

const percentText = (v: unknown) => `${String(Number(v) || 0).replace(".", ",")} %`;
const listText = (v: unknown) => (Array.isArray(v) && v.length > 0 ? `${v.length}` : "todos");

/** A product discount's amount, what the storefront's pill says. */
function discountLines(before: Json, after: Json, money: MoneyFormat | null): string[] {
  const amount = (o: Json) => (typeof o.type === "string" ? discountAmountText({ ...(o as unknown as ProductDiscountDraft), plateIds: [] }, money) : "—");
  const fresh = Object.keys(before).length === 0;
  const lines: string[] = [];
  const amountChanged = ["type", "percentage", "buy", "pay", "fixedDiscount", "finalPrice"].some((k) => !same(before[k], after[k]));
  if (fresh) lines.push(`Descuento: ${amount(after)}`, `Platos: ${count(after.plateIds)}`);
  else {
    if (!same(before.name, after.name)) lines.push(`Nombre: ${text(before.name)} → ${text(after.name)}`);
    if (amountChanged) lines.push(`Descuento: ${amount(before)} → ${amount(after)}`);
    if (!same(before.plateIds, after.plateIds)) lines.push(`Platos: ${count(before.plateIds)} → ${count(after.plateIds)}`);
    if (!same(before.branchId, after.branchId)) lines.push("Pasó a otra sucursal");
    if (!same(before.active, after.active)) lines.push(`Activa: ${yesNo(before.active)} → ${yesNo(after.active)}`);
  }
  const dates = (o: Json) => discountDatesText(typeof o.validFrom === "string" ? o.validFrom : null, typeof o.validTo === "string" ? o.validTo : null) ?? "sin límite";
  if (fresh ? dates(after) !== "sin límite" : !same(before.validFrom, after.validFrom) || !same(before.validTo, after.validTo)) {
    lines.push(fresh ? `Fechas: ${dates(after)}` : `Fechas: ${dates(before)} → ${dates(after)}`);
  }
  return lines;
}

const LOYALTY_FIELDS: readonly FieldLine[] = [
  ["name", "Nombre", text],
  ["pointsName", "Nombre de los puntos", text],
  ["active", "Activo", yesNo],
  ["orderPercentage", "Cashback", percentText],
  ["minRedeemedPoints", "Mínimo canjeable", (v) => String(Number(v) || 0)],
  ["maxRedeemedPoints", "Máximo canjeable", (v) => String(Number(v) || 0)],
  ["maxRedeemedPercentage", "Máximo del pedido pagable con puntos", percentText],
  ["supportsDiscounts", "Se combina con códigos de descuento", yesNo],
  ["branchContactIds", "Locales", listText],
];

const REWARD_FIELDS: readonly FieldLine[] = [
  ["name", "Nombre", text],
  ["amount", "Puntos de regalo", (v) => formatPoints(Number(v) || 0)],
  ["active", "Activo", yesNo],
];

/** A delivery zone's fields; its drawing is one line (its points say nothing to a reader). */
function zoneLines(before: Json, after: Json, money: MoneyFormat | null): string[] {
  const pesos = (v: unknown) => (typeof v === "number" ? formatMoney(v, money) : "—");
  const lines = labelledLines(before, after, [
    ["name", "Nombre", text],
    ["fee", "Costo de envío", pesos],
    ["cashFee", "Costo en efectivo", (v) => (typeof v === "number" ? formatMoney(v, money) : "el mismo")],
    ["minimumOrder", "Pedido mínimo", pesos],
    ["freeDeliveryFrom", "Envío gratis desde", (v) => (typeof v === "number" ? formatMoney(v, money) : "nunca")],
    ["active", "Activa", yesNo],
    ["cashAllowed", "Acepta efectivo", yesNo],
  ]);
  const fresh = Object.keys(before).length === 0;
  if (fresh) lines.push(`Puntos del área: ${count(after.polygon)}`);
  else if (!same(before.polygon, after.polygon)) lines.push(`Cambió el área: ${count(before.polygon)} → ${count(after.polygon)} puntos`);
  return lines;
}

function rewardLines(before: Json, after: Json): string[] {
  const lines = labelledLines(before, after, REWARD_FIELDS);
  const fresh = Object.keys(before).length === 0;
  if (!fresh && (!same(before.branchId, after.branchId) || !same(before.branchContactId, after.branchContactId))) lines.push("Cambió la sucursal o el local");
  return lines;
}

const count = (v: unknown) => (Array.isArray(v) ? v.length : 0);

const BRAND_FIELDS: readonly FieldLine[] = [
  ["colorModeType", "Modo de color", (v) => (v === "DARK" ? "siempre oscuro" : "según el dispositivo")],
  ["lightMainColor", "Color principal (claro)", text],
  ["darkMainColor", "Color principal (oscuro)", text],
  ["buttonBorderedColorLight", "Borde de los botones (claro)", text],
  ["buttonBorderedColorDark", "Borde de los botones (oscuro)", text],
  ["promotionalBannerColorLight", "Banner promocional (claro)", text],
  ["promotionalBannerColorDark", "Banner promocional (oscuro)", text],
  ["mainBackgroundColorLight", "Fondo (claro)", text],
  ["mainBackgroundColorDark", "Fondo (oscuro)", text],
  ["mainTextColorLight", "Texto principal (claro)", text],
  ["mainTextColorDark", "Texto principal (oscuro)", text],
  ["descriptionTextColorLight", "Texto de las descripciones (claro)", text],
  ["descriptionTextColorDark", "Texto de las descripciones (oscuro)", text],
  ["fontFamily", "Letra", (v) => (typeof v === "string" && v ? v : "la del sistema")],
  ["customMessage", "Mensaje", text],
  ["instagram", "Instagram", text],
  ["facebook", "Facebook", text],
  ["fbPixelId", "Píxel de Facebook", text],
  ["googleTagManagerId", "Google Tag Manager", text],
  ["googleAnalyticsId", "Google Analytics", text],
];

/** A provider's lines: its name, its plain settings and which credentials are saved (never their values). */
function providerLines(before: Json, after: Json): string[] {
  const { provider: _b, credentials: savedBefore, ...settingsBefore } = before;
  const { provider: _a, credentials: savedAfter, ...settingsAfter } = after;
  const fresh = Object.keys(before).length === 0;
  const lines = labelledLines(before, after, [["provider", "Proveedor", (v) => providerLabel(String(v ?? ""))]]);
  const keys = [...new Set([...Object.keys(settingsBefore), ...Object.keys(settingsAfter)])];
  for (const key of keys) {
    const label = providerFieldLabel(key);
    if (fresh || !same(settingsBefore[key], settingsAfter[key])) lines.push(fresh ? `${label}: ${text(settingsAfter[key])}` : `${label}: ${text(settingsBefore[key])} → ${text(settingsAfter[key])}`);
  }
  if (count(savedAfter) > 0) lines.push(`Credenciales guardadas: ${(savedAfter as string[]).map(providerFieldLabel).join(", ")}`);
  else if (count(savedBefore) > 0) lines.push("Credenciales: ninguna");
  return lines;
}

type ModeJson = { name?: string; active?: boolean; orderEnabled?: boolean; scheduledOnly?: boolean; minDelayInMinutes?: number; maxDelayInMinutes?: number; useSchedule?: boolean; schedules?: WorkingDay[]; payments?: { name: string; active: boolean }[]; serviceFee?: { userFee: number; percentageUserFee: number } | null; surcharges?: { name: string; type: string; value: number; active: boolean }[] };

/** An order mode's settings that differ: 'Delivery: Solo programados: no → sí'. */
function modeLines(was: ModeJson, now: ModeJson, money: MoneyFormat | null): string[] {
  const fee = (m: ModeJson) => `${formatMoney(m.serviceFee?.userFee ?? 0, money)} + ${String(m.serviceFee?.percentageUserFee ?? 0).replace(".", ",")} %`;
  const offered = (m: ModeJson) => (m.payments ?? []).filter((p) => p.active).map((p) => p.name).join(", ") || "ninguno";
  const charges = (m: ModeJson) =>
    (m.surcharges ?? []).filter((s) => s.active).map((s) => `${s.name} ${s.type === "PERCENT" ? `${s.value} %` : formatMoney(s.value, money)}`).join(", ") || "ninguno";
  const fields: [string, (m: ModeJson) => string][] = [
    ["Activo", (m) => yesNo(m.active)],
    ["Toma pedidos", (m) => yesNo(m.orderEnabled)],
    ["Solo pedidos programados", (m) => yesNo(m.scheduledOnly)],
    ["Demora", (m) => `${m.minDelayInMinutes ?? 0} a ${m.maxDelayInMinutes ?? 0} min`],
    ["Horario", modeHoursText],
    ["Medios de pago", offered],
    ["Cargo por servicio", fee],
    ["Recargos", charges],
  ];
  return fields.filter(([, shown]) => shown(was) !== shown(now)).map(([label, shown]) => `${now.name ?? "Modo"}: ${label}: ${shown(was)} → ${shown(now)}`);
}

/** A mode's hours in the history: 'el del local', 'siempre abierto' or its own open days ('Lunes De 11:00 a 15:00, …'). */
function modeHoursText(m: ModeJson): string {
  const schedules = m.schedules ?? [];
  const hours = modeHoursOf(m.useSchedule ?? false, schedules);
  if (hours === "local") return "el del local";
  if (hours === "siempre") return "siempre abierto";
  return dayLines(schedules)
    .filter((line) => line.text !== "Cerrado")
    .map((line) => `${line.day} ${line.text}`)
    .join(", ");
}

const DETAIL_FIELDS: [string, string][] = [
  ["name", "Nombre"],
  ["address", "Dirección"],
  ["point", "Pin en el mapa"],
  ["whatsapp", "WhatsApp"],
  ["callPhone", "Teléfono para llamar"],
];

/** A location's change: its data (name, address, pin, phones), the weekdays whose hours changed, 'Cerrado manualmente', a special day or an order mode. */
function locationLines(before: Json, after: Json, money: MoneyFormat | null): string[] {
  if (after.mode && typeof after.mode === "object") return modeLines((before.mode ?? {}) as ModeJson, after.mode as ModeJson, money);
  if ("address" in after) return DETAIL_FIELDS.filter(([key]) => !same(before[key], after[key])).map(([key, label]) => `${label}: ${text(before[key])} → ${text(after[key])}`);
  if (Array.isArray(after.workingDays)) {
    const was = dayLines(Array.isArray(before.workingDays) ? (before.workingDays as WorkingDay[]) : []);
    const always = "alwaysOpen" in after && Boolean(before.alwaysOpen) !== Boolean(after.alwaysOpen) ? [`Siempre abierto: ${yesNo(before.alwaysOpen)} → ${yesNo(after.alwaysOpen)}`] : [];
    return [
      ...always,
      ...dayLines(after.workingDays as WorkingDay[])
        .filter((line, i) => line.text !== was[i]!.text)
        .map((line) => `${line.day}: ${was[line.dayOfWeek - 1]!.text} → ${line.text}`),
    ];
  }
  if ("manuallyClosed" in after) return [`Cerrado manualmente: ${yesNo(before.manuallyClosed)} → ${yesNo(after.manuallyClosed)}`];
  const day = (after.specialDay ?? before.specialDay) as HoursException | undefined;
  if (day && typeof day.date === "string") return [`${specialDayLabel(day.date)}: ${formatDaySchedule({ dayOfWeek: 0, workingHours: day.workingHours ?? [] })}`];
  return [];
}

export function describeMenuChange(entry: MenuChangeEntry, money: MoneyFormat | null): MenuChangeView {
  const before = parsed(entry.before) ?? {};
  const after = parsed(entry.after) ?? {};
  const verb = VERBS[entry.action] ?? "Cambió";
  if (entry.entityType === "MENU") {
    const lines = [`Agregados: ${count(after.added)}`, `Cambiados: ${count(after.changed)}`, `Quitados: ${count(after.removed)}`];
    return { subject: "la carta desde un CSV", verb, lines };
  }
  if (entry.entityType === "BRAND") {
    const subject = `la marca de ${text(entry.currentName)}`;
    if (entry.action === "logo" || entry.action === "banner") return { subject, verb: entry.action === "logo" ? "Cambió el logo de" : "Cambió el banner de", lines: [before.fileId ? "Reemplazó la imagen anterior" : "Agregó la primera imagen"] };
    return { subject, verb, lines: labelledLines(before, after, BRAND_FIELDS) };
  }
  const fresh = entry.action === "crear" ? {} : before;
  if (entry.entityType === "MESSAGING" || entry.entityType === "PAYMENTS") {
    const subject = entry.entityType === "MESSAGING" ? "el proveedor de mensajes" : "el proveedor de pagos con tarjeta";
    if (entry.action === "quitar") return { subject, verb, lines: [`Proveedor: ${providerLabel(String(before.provider ?? ""))}`] };
    return { subject, verb, lines: providerLines(fresh, after) };
  }
  const named = text(after.name ?? before.name ?? entry.currentName);
  if (entry.entityType === "BRANCH") return { subject: `la sucursal ${named}`, verb, lines: [`Su tienda: /menu/${text(after.alias)}`, `Primer local: ${text(after.location)}`] };
  if (entry.entityType === "LOCATION") return { subject: `el local ${named}`, verb, lines: locationLines(before, after, money) };
  if (entry.entityType === "DISCOUNT") return { subject: `la promoción ${named}`, verb, lines: discountLines(fresh, after, money) };
  if (entry.entityType === "LOYALTY") return { subject: `el programa ${named}`, verb, lines: labelledLines(fresh, after, LOYALTY_FIELDS) };
  if (entry.entityType === "ZONE") return { subject: `la zona de entrega ${named}`, verb, lines: entry.action === "borrar" ? [] : zoneLines(fresh, after, money) };
  if (entry.entityType === "REWARD") return { subject: `el premio ${named}`, verb, lines: rewardLines(fresh, after) };
  if (entry.entityType === "CODE") return { subject: `el código ${text(after.code ?? before.code ?? entry.currentName)}`, verb, lines: codeLines(entry.action === "crear" ? {} : before, after, money) };
  const name = text(after.name ?? before.name ?? entry.currentName);
  const subject = entry.entityType === "CATEGORY" ? `la categoría ${name}` : name === "—" ? "un plato" : `el plato ${name}`;
  if (entry.action === "foto") return { subject, verb, lines: [before.imageFileId ? "Reemplazó la foto anterior" : "Agregó la primera foto"] };
  if (entry.action === "crear" || entry.action === "duplicar" || (entry.action === "importar" && !entry.before)) {
    const lines: string[] = [];
    if (typeof after.price === "number") lines.push(`Precio: ${formatMoney(after.price, money)}`);
    if (count(after.sizes) > 0) lines.push(`Tamaños: ${rowsText(after.sizes, money)}`);
    if (count(after.groups) > 0) lines.push(`Guarniciones: ${groupsText(after.groups, money)}`);
    return { subject, verb, lines };
  }
  return { subject, verb, lines: fieldLines(before, after, money) };
}
