// The back office's loyalty forms (storefront.md §3 "Loyalty programme", "Loyalty reward"; §5
// "Loyalty redemption" reads these limits): the programme's settings and a reward, with the
// Spanish message the owner reads next to each field. Pure: the form's raw strings and the
// company's branches and branch contacts in, a draft out.
import { z } from "zod";
import type { LoyaltyProgram } from "./loyalty";

export const MSG_PROGRAM_NAME = "Ingrese el nombre del programa, de hasta 60 letras.";
export const MSG_POINTS_NAME = "Ingrese cómo se llaman los puntos (por ejemplo, Puntos), de hasta 30 letras.";
export const MSG_LOYALTY_PERCENT = "Ingrese un porcentaje de 0 a 100 (con hasta un decimal, por ejemplo 2,5).";
export const MSG_LOYALTY_POINTS = "Ingrese un número entero de puntos, 0 o más.";
export const MSG_MIN_ABOVE_MAX = "El mínimo canjeable no puede ser mayor que el máximo canjeable.";
export const MSG_LOYALTY_BRANCH = "Elija una sucursal de su empresa, o todas.";
export const MSG_LOYALTY_CONTACTS = "Elija locales de su empresa (de la sucursal del programa, si eligió una).";
export const MSG_PROGRAM_CONFLICT = "Otra persona cambió este programa. Revisá los cambios y guardá de nuevo.";
export const MSG_REWARD_NAME = "Ingrese el nombre del premio, de hasta 60 letras.";
export const MSG_REWARD_AMOUNT = "Los puntos de regalo deben ser un número entero mayor a 0.";
export const MSG_REWARD_CONTACT = "Elija un local de la sucursal del premio, o ninguno.";
export const MSG_REWARD_CONFLICT = "Otra persona cambió este premio. Revisá los cambios y guardá de nuevo.";

/** The programme as the owner edits it: the storefront's LoyaltyProgram and the branch it belongs to (null: every branch). */
export interface LoyaltyProgramDraft extends LoyaltyProgram {
  branchId: number | null;
}

export interface LoyaltyRewardDraft {
  name: string;
  amount: number;
  active: boolean;
  branchId: number | null;
  /** §4: the reward modal shows only when the reward has no branch contact. */
  branchContactId: number | null;
}

/** Where a programme or reward may apply: the company's branches and their branch contacts. */
export interface LoyaltyPlaces {
  branches: readonly { id: number }[];
  contacts: readonly { id: number; branchId: number }[];
}

const raw = (max: number) => z.string().max(max).optional();
export const loyaltyProgramFields = z.object({
  name: raw(200),
  pointsName: raw(200),
  active: raw(5),
  orderPercentage: raw(20),
  minRedeemedPoints: raw(20),
  maxRedeemedPoints: raw(20),
  maxRedeemedPercentage: raw(20),
  supportsDiscounts: raw(5),
  branchId: raw(12),
  branchContactIds: z.array(z.string().max(12)).max(200),
});
export type LoyaltyProgramFields = z.infer<typeof loyaltyProgramFields>;

export const loyaltyRewardFields = z.object({
  name: raw(200),
  amount: raw(20),
  active: raw(5),
  branchId: raw(12),
  branchContactId: raw(12),
});
export type LoyaltyRewardFields = z.infer<typeof loyaltyRewardFields>;

const blank = (v: string | undefined) => (v ?? "").trim() === "";
const idOf = (v: string | undefined) => (v && /^\d{1,9}$/.test(v.trim()) ? Number(v.trim()) : null);
const textIn = (v: string | undefined, max: number) => {
  const t = (v ?? "").trim().replace(/\s+/g, " ");
  return t.length >= 1 && t.length <= max ? t : null;
};
/** '5', '2,5', '2.5', '5 %' → a percentage 0–100 with at most one decimal. */
function percentOf(v: string | undefined): number | null {
  const t = (v ?? "").trim().replace(/\s*%$/, "").replace(",", ".");
  if (!/^\d{1,3}(\.\d)?$/.test(t)) return null;
  const n = Number(t);
  return n >= 0 && n <= 100 ? n : null;
}
/** Whole points, thousands with '.' allowed ('5.000'). */
function pointsOf(v: string | undefined): number | null {
  const t = (v ?? "").trim();
  if (!/^(\d{1,3}(\.\d{3})+|\d{1,9})$/.test(t)) return null;
  return Number(t.replace(/\./g, ""));
}

/** An optional branch of the company: null for 'every branch', "bad" for anything else. */
function branchOf(v: string | undefined, places: LoyaltyPlaces): number | null | "bad" {
  if (blank(v)) return null;
  const id = idOf(v);
  return id !== null && places.branches.some((b) => b.id === id) ? id : "bad";
}

export function parseLoyaltyProgramForm(f: LoyaltyProgramFields, places: LoyaltyPlaces): { ok: true; draft: LoyaltyProgramDraft } | { ok: false; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const name = textIn(f.name, 60);
  if (!name) errors.name = MSG_PROGRAM_NAME;
  const pointsName = textIn(f.pointsName, 30);
  if (!pointsName) errors.pointsName = MSG_POINTS_NAME;
  const orderPercentage = percentOf(f.orderPercentage);
  if (orderPercentage === null) errors.orderPercentage = MSG_LOYALTY_PERCENT;
  const maxRedeemedPercentage = percentOf(f.maxRedeemedPercentage);
  if (maxRedeemedPercentage === null) errors.maxRedeemedPercentage = MSG_LOYALTY_PERCENT;
  const minRedeemedPoints = pointsOf(f.minRedeemedPoints);
  if (minRedeemedPoints === null) errors.minRedeemedPoints = MSG_LOYALTY_POINTS;
  const maxRedeemedPoints = pointsOf(f.maxRedeemedPoints);
  if (maxRedeemedPoints === null) errors.maxRedeemedPoints = MSG_LOYALTY_POINTS;
  if (minRedeemedPoints !== null && maxRedeemedPoints !== null && minRedeemedPoints > maxRedeemedPoints) errors.minRedeemedPoints = MSG_MIN_ABOVE_MAX;
  const branchId = branchOf(f.branchId, places);
  if (branchId === "bad") errors.branchId = MSG_LOYALTY_BRANCH;
  const contactIds = [...new Set(f.branchContactIds.map((v) => idOf(v)))];
  const contacts = contactIds.map((id) => places.contacts.find((c) => c.id === id));
  if (contacts.some((c) => !c || (typeof branchId === "number" && c.branchId !== branchId))) errors.branchContactIds = MSG_LOYALTY_CONTACTS;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    draft: {
      name: name!,
      pointsName: pointsName!,
      active: !blank(f.active),
      orderPercentage: orderPercentage!,
      minRedeemedPoints: minRedeemedPoints!,
      maxRedeemedPoints: maxRedeemedPoints!,
      maxRedeemedPercentage: maxRedeemedPercentage!,
      supportsDiscounts: !blank(f.supportsDiscounts),
      branchId: branchId as number | null,
      branchContactIds: (contactIds as number[]).sort((a, b) => a - b),
    },
  };
}

export function parseLoyaltyRewardForm(f: LoyaltyRewardFields, places: LoyaltyPlaces): { ok: true; draft: LoyaltyRewardDraft } | { ok: false; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const name = textIn(f.name, 60);
  if (!name) errors.name = MSG_REWARD_NAME;
  const amount = pointsOf(f.amount);
  if (amount === null || amount <= 0) errors.amount = MSG_REWARD_AMOUNT;
  const branchId = branchOf(f.branchId, places);
  if (branchId === "bad") errors.branchId = MSG_LOYALTY_BRANCH;
  let branchContactId: number | null = null;
  if (!blank(f.branchContactId)) {
    const contact = places.contacts.find((c) => c.id === idOf(f.branchContactId));
    if (!contact || (typeof branchId === "number" && contact.branchId !== branchId)) errors.branchContactId = MSG_REWARD_CONTACT;
    else branchContactId = contact.id;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, draft: { name: name!, amount: amount!, active: !blank(f.active), branchId: branchId as number | null, branchContactId } };
}

const percentText = (n: number) => String(n).replace(".", ",");

/** A stored programme as the form shows it. */
export function loyaltyProgramFormValues(p: LoyaltyProgramDraft): Record<Exclude<keyof LoyaltyProgramFields, "branchContactIds">, string> & { branchContactIds: string[] } {
  return {
    name: p.name,
    pointsName: p.pointsName,
    active: p.active ? "on" : "",
    orderPercentage: percentText(p.orderPercentage),
    minRedeemedPoints: String(p.minRedeemedPoints),
    maxRedeemedPoints: String(p.maxRedeemedPoints),
    maxRedeemedPercentage: percentText(p.maxRedeemedPercentage),
    supportsDiscounts: p.supportsDiscounts ? "on" : "",
    branchId: p.branchId === null ? "" : String(p.branchId),
    branchContactIds: p.branchContactIds.map(String),
  };
}

/** A stored reward as the form shows it. */
export function loyaltyRewardFormValues(r: LoyaltyRewardDraft): Record<keyof LoyaltyRewardFields, string> {
  return {
    name: r.name,
    amount: String(r.amount),
    active: r.active ? "on" : "",
    branchId: r.branchId === null ? "" : String(r.branchId),
    branchContactId: r.branchContactId === null ? "" : String(r.branchContactId),
  };
}
