// The owner's settings of a location's order modes (back office): each mode's flags and delay
// estimate, its hours (the location's, 'Siempre abierto' or its own: useSchedule and schedules), its payment types on or off, its service fee and general surcharges
// (app/data/schema/order-mode-charges.server.ts). Every statement filters by company_id. A save is
// one batch: the mode's UPDATE matches only the row as the owner saw it, the history row goes in
// only when it did, and the payments, fee and surcharges are written only when that row exists.
import { json, type MenuEditor } from "~/data/menus/back-office-menu.server";
import type { LocationSettings } from "~/data/tenants/location-settings.server";
import { defaultModeName } from "~/domain/menu/hours-info";
import type { ModeSettingsDraft, ModeSurcharge } from "~/domain/shop/order-mode-form";
import type { OrderModeType, PaymentMethod, WorkingDay } from "~/domain/types";

export interface StoredModeSettings {
  id: number;
  type: OrderModeType;
  name: string;
  active: boolean;
  orderEnabled: boolean;
  scheduledOnly: boolean;
  minDelayInMinutes: number;
  maxDelayInMinutes: number;
  useSchedule: boolean;
  /** The stored JSON of the mode's own hours as read (part of the optimistic check). */
  schedulesText: string;
  payments: { id: number; name: string; method: PaymentMethod; active: boolean }[];
  serviceFee: { userFee: number; percentageUserFee: number } | null;
  surcharges: (ModeSurcharge & { id: number })[];
}

/** The location's order modes with their payments and charges, in the storefront's order. */
export async function listLocationModes(env: Pick<Env, "DB">, companyId: number, locationId: number): Promise<StoredModeSettings[]> {
  const d1 = env.DB;
  const ofLocation = "order_mode_id IN (SELECT id FROM order_modes WHERE company_id = ?1 AND branch_contact_id = ?2)";
  const [modes, payments, fees, surcharges] = await d1.batch([
    d1.prepare("SELECT id, type, show_name, active, order_enabled, scheduled_only, min_delay_in_minutes, max_delay_in_minutes, use_schedule, schedules FROM order_modes WHERE company_id = ?1 AND branch_contact_id = ?2 ORDER BY position, id").bind(companyId, locationId),
    d1.prepare(`SELECT id, order_mode_id, show_name, payment_method, active FROM payment_types WHERE company_id = ?1 AND ${ofLocation} ORDER BY position, id`).bind(companyId, locationId),
    d1.prepare(`SELECT order_mode_id, user_fee, percentage_user_fee FROM order_mode_fees WHERE company_id = ?1 AND ${ofLocation}`).bind(companyId, locationId),
    d1.prepare(`SELECT id, order_mode_id, name, type, value, active FROM general_surcharges WHERE company_id = ?1 AND ${ofLocation} ORDER BY position, id`).bind(companyId, locationId),
  ]);
  type Row = Record<string, unknown>;
  const rows = (r: D1Result | undefined) => (r?.results ?? []) as Row[];
  return rows(modes).map((m) => {
    const fee = rows(fees).find((f) => f.order_mode_id === m.id);
    return {
      id: m.id as number,
      type: m.type as OrderModeType,
      name: defaultModeName({ type: m.type as OrderModeType, showName: m.show_name as string | null }),
      active: m.active === 1,
      orderEnabled: m.order_enabled === 1,
      scheduledOnly: m.scheduled_only === 1,
      minDelayInMinutes: m.min_delay_in_minutes as number,
      maxDelayInMinutes: m.max_delay_in_minutes as number,
      useSchedule: m.use_schedule === 1,
      schedulesText: m.schedules as string,
      payments: rows(payments)
        .filter((p) => p.order_mode_id === m.id)
        .map((p) => ({ id: p.id as number, name: p.show_name as string, method: p.payment_method as PaymentMethod, active: p.active === 1 })),
      serviceFee: fee ? { userFee: fee.user_fee as number, percentageUserFee: fee.percentage_user_fee as number } : null,
      surcharges: rows(surcharges)
        .filter((s) => s.order_mode_id === m.id)
        .map((s) => ({ id: s.id as number, name: s.name as string, type: s.type as "FIXED" | "PERCENT", value: s.value as number, active: s.active === 1 })),
    };
  });
}

/**
 * "The seed keeps the demo's published ids": its service fee row's, and its new surcharges' (in the
 * draft's order of new ones). The back office never passes them; the database picks the ids.
 */
export interface PublishedChargeIds {
  serviceFeeId: number | null;
  surchargeIds: readonly number[];
  /** The new payment type's ('Agregar medio de pago'). */
  paymentTypeId?: number | null;
}

/**
 * Writes the mode's settings if its row is still as the owner saw it; 'conflict' otherwise (nothing
 * written). A service fee of zero on a mode that has none stays no row: both read '(Bonificada)'.
 */
export async function saveModeSettings(
  env: Pick<Env, "DB">,
  who: MenuEditor,
  at: LocationSettings,
  seen: StoredModeSettings,
  draft: ModeSettingsDraft,
  published?: PublishedChargeIds,
): Promise<"saved" | "conflict"> {
  const d1 = env.DB;
  const auditId = crypto.randomUUID();
  const written = "EXISTS (SELECT 1 FROM menu_audit_log WHERE id = ?1)";
  const { schedules, ...flags } = draft;
  const { schedulesText, ...was } = seen;
  const before = { ...was, schedules: JSON.parse(schedulesText) as WorkingDay[] };
  const { newPayment, ...settings } = flags;
  const payments = seen.payments.map((p) => ({ ...p, active: draft.activePaymentIds.includes(p.id) }));
  const after = { ...settings, schedules: schedules ?? before.schedules, payments: newPayment ? [...payments, { name: newPayment.showName, method: newPayment.method, active: true }] : payments };
  // A new surcharge's published id: its place among the new ones.
  const newBefore = (position: number) => draft.surcharges.slice(0, position).filter((x) => x.id === null).length;
  const statements = [
    d1
      .prepare(
        `UPDATE order_modes SET active = ?, order_enabled = ?, scheduled_only = ?, min_delay_in_minutes = ?, max_delay_in_minutes = ?, use_schedule = ?, schedules = ?
         WHERE company_id = ? AND branch_contact_id = ? AND id = ? AND active = ? AND order_enabled = ? AND scheduled_only = ? AND min_delay_in_minutes = ? AND max_delay_in_minutes = ?
           AND use_schedule = ? AND schedules = ?`,
      )
      .bind(
        draft.active ? 1 : 0, draft.orderEnabled ? 1 : 0, draft.scheduledOnly ? 1 : 0, draft.minDelayInMinutes, draft.maxDelayInMinutes, draft.useSchedule ? 1 : 0, schedules === null ? schedulesText : JSON.stringify(schedules),
        who.companyId, at.id, seen.id, seen.active ? 1 : 0, seen.orderEnabled ? 1 : 0, seen.scheduledOnly ? 1 : 0, seen.minDelayInMinutes, seen.maxDelayInMinutes,
        seen.useSchedule ? 1 : 0, seen.schedulesText,
      ),
    d1
      .prepare(
        `INSERT INTO menu_audit_log (id, company_id, branch_id, person_id, person_name, entity_type, entity_id, action, before, after, created_at)
         SELECT ?, ?, ?, ?, ?, 'LOCATION', ?, 'modo', ?, ?, ? WHERE changes() = 1`,
      )
      .bind(auditId, who.companyId, at.branchId, who.personId, who.personName, at.id, json({ name: at.name, mode: before }), json({ name: at.name, mode: { ...before, ...after } }), who.nowMs),
    d1
      .prepare(`UPDATE payment_types SET active = (id IN (SELECT value FROM json_each(?4))) WHERE company_id = ?2 AND order_mode_id = ?3 AND ${written}`)
      .bind(auditId, who.companyId, seen.id, JSON.stringify(draft.activePaymentIds)),
    // 'Agregar medio de pago', after the others are switched: offered at once, last in the list. An
    // online one charges through the branch's chosen card provider (the sandbox until one is chosen).
    ...(newPayment
      ? [
          d1
            .prepare(
              `INSERT INTO payment_types (id, company_id, order_mode_id, show_name, description, payment_method, active, upload, provider_name, position)
               SELECT ?5, ?2, ?3, ?6, ?7, ?8, 1, CASE WHEN ?8 = 'ONLINE' THEN 'API' ELSE 'APP' END,
                 CASE WHEN ?8 = 'ONLINE' THEN COALESCE((SELECT provider FROM branch_providers WHERE company_id = ?2 AND branch_id = ?4 AND kind = 'payments'), 'sandbox') END,
                 (SELECT COALESCE(MAX(position), -1) + 1 FROM payment_types WHERE company_id = ?2 AND order_mode_id = ?3)
               WHERE ${written}`,
            )
            .bind(auditId, who.companyId, seen.id, at.branchId, published?.paymentTypeId ?? null, newPayment.showName, newPayment.description, newPayment.method),
        ]
      : []),
    d1
      .prepare(
        `INSERT INTO order_mode_fees (id, company_id, order_mode_id, user_fee, percentage_user_fee) SELECT ?6, ?2, ?3, ?4, ?5
         WHERE ${written} AND (?4 > 0 OR ?5 > 0 OR EXISTS (SELECT 1 FROM order_mode_fees WHERE order_mode_id = ?3))
         ON CONFLICT (order_mode_id) DO UPDATE SET user_fee = excluded.user_fee, percentage_user_fee = excluded.percentage_user_fee`,
      )
      .bind(auditId, who.companyId, seen.id, draft.serviceFee.userFee, draft.serviceFee.percentageUserFee, published?.serviceFeeId ?? null),
    ...draft.surcharges.map((s, position) =>
      s.id === null
        ? d1
            .prepare(`INSERT INTO general_surcharges (id, company_id, order_mode_id, name, type, value, active, position) SELECT ?9, ?2, ?3, ?4, ?5, ?6, ?7, ?8 WHERE ${written}`)
            .bind(auditId, who.companyId, seen.id, s.name, s.type, s.value, s.active ? 1 : 0, position, published?.surchargeIds[newBefore(position)] ?? null)
        : d1
            .prepare(`UPDATE general_surcharges SET name = ?4, type = ?5, value = ?6, active = ?7 WHERE company_id = ?2 AND order_mode_id = ?3 AND id = ?8 AND ${written}`)
            .bind(auditId, who.companyId, seen.id, s.name, s.type, s.value, s.active ? 1 : 0, s.id),
    ),
  ];
  const results = await d1.batch(statements);
  return (results[1]!.meta.changes ?? 0) === 1 ? "saved" : "conflict";
}
