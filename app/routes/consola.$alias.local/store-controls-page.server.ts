// /consola/{alias}/local: pauses of online orders per order mode, 'Cerramos por hoy', the plates
// without stock ('Sin stock', checkboxes), and the "orders console active" flag of the location
// (storefront.md §1).
import { data, redirect } from "@remix-run/cloudflare";
import { z } from "zod";
import { now } from "~/data/clock.server";
import { readMenuAvailability, readStoreControls } from "~/data/shop/store-controls.server";
import { boardSettings, savePrintOnAccept } from "~/data/orders/console-board.server";
import { zonedFormat } from "~/domain/date-time-format";
import { isSoldOutAt } from "~/domain/menu/sold-out";
import { PAUSED_UNTIL_REOPENED } from "~/domain/shop/store-pause";
import { defaultModeName } from "~/domain/menu/hours-info";
import { consoleNav, requireShopAccess } from "~/http/shop-auth.server";
import { closeForToday, markPlatesSoldOut, pauseOrderModes, setBusyMode, setOrdersConsole } from "~/services/store/store-controls.server";
import { BUSY_MINUTES, MAX_SLOT_CAP } from "~/domain/shop/busy-mode";

const NO_STORE = { "Cache-Control": "private, no-store" };
const clock = zonedFormat("es-AR", { hour: "2-digit", minute: "2-digit", hourCycle: "h23" });

export interface StoreModeView {
  id: number;
  name: string;
  /** null open; 'Pausado hasta las HH:MM' or 'Pausado hasta reabrir'. */
  paused: string | null;
}

export interface StorePlateView {
  id: number;
  name: string;
  categoryName: string;
  soldOut: boolean;
}

export async function storeControlsLoader(env: Env, request: Request, alias: string) {
  const access = await requireShopAccess(request, env, { alias, permission: "storeControls", as: "page" });
  const { place } = access;
  const [state, menu, settings] = await Promise.all([
    readStoreControls(env, { companyId: place.companyId, branchContactId: place.branchContactId }),
    readMenuAvailability(env, { companyId: place.companyId, branchId: place.branchId, branchContactId: place.branchContactId }),
    boardSettings(env, place.companyId, place.branchContactId),
  ]);
  const nowMs = now(env).getTime();
  const plates: StorePlateView[] = menu.map((p) => ({ id: p.id, name: p.name, categoryName: p.categoryName, soldOut: isSoldOutAt(p.soldOutUntil, nowMs) }));
  const modes: StoreModeView[] = (state?.modes ?? []).map((m) => ({
    id: m.id,
    name: defaultModeName(m),
    paused:
      m.pausedUntil == null || m.pausedUntil <= nowMs
        ? null
        : m.pausedUntil === PAUSED_UNTIL_REOPENED
          ? "Pausado hasta reabrir"
          : `Pausado hasta las ${clock(place.countryInfo.timeZone).format(m.pausedUntil)}`,
  }));
  const busy = { minutes: state?.modes[0]?.busyMinutes ?? 0, slotCap: state?.slotCap ?? null, options: BUSY_MINUTES };
  return data(
    { nav: consoleNav(access), themeCss: place.themeCss, modes, plates, busy, ordersConsole: state?.ordersConsole ?? false, printOnAccept: settings.printOnAccept },
    { headers: NO_STORE },
  );
}

export const MSG_STORE_INVALID = "Elija una opción válida.";
export const MSG_STORE_UNKNOWN_MODE = "Ese modo de pedido no es de este local.";

const pauseForm = z.object({
  intent: z.literal("pause"),
  orderModeId: z.coerce.number({ invalid_type_error: MSG_STORE_INVALID }).int(MSG_STORE_INVALID).positive(MSG_STORE_INVALID).max(2 ** 31, MSG_STORE_INVALID),
  length: z.enum(["15", "30", "60", "reopened", "reopen"], { errorMap: () => ({ message: MSG_STORE_INVALID }) }),
});
const consoleForm = z.object({ intent: z.literal("ordersConsole"), on: z.enum(["true", "false"], { errorMap: () => ({ message: MSG_STORE_INVALID }) }) });
const closeForm = z.object({ intent: z.literal("closeForToday") });
/** 'Imprimir al aceptar': the checkbox is sent only when ticked. */
const printForm = z.object({ intent: z.literal("printOnAccept"), printOnAccept: z.enum(["on"], { errorMap: () => ({ message: MSG_STORE_INVALID }) }).optional() });
export const MSG_BUSY_MINUTES = "Elija cuántos minutos sumar a la demora.";
export const MSG_SLOT_CAP = `Escriba un número de pedidos entre 1 y ${MAX_SLOT_CAP}, o déjelo vacío para no limitar.`;
const busyForm = z.object({
  intent: z.literal("busy"),
  busyMinutes: z.coerce.number({ invalid_type_error: MSG_BUSY_MINUTES }).refine((n) => (BUSY_MINUTES as readonly number[]).includes(n), MSG_BUSY_MINUTES),
  slotCap: z
    .string({ required_error: MSG_SLOT_CAP, invalid_type_error: MSG_SLOT_CAP })
    .trim()
    .max(6, MSG_SLOT_CAP)
    .transform((v) => (v === "" ? null : Number(v)))
    .refine((n) => n === null || (Number.isInteger(n) && n >= 1 && n <= MAX_SLOT_CAP), MSG_SLOT_CAP),
});
const plateId = z.coerce.number({ invalid_type_error: MSG_STORE_INVALID }).int(MSG_STORE_INVALID).positive(MSG_STORE_INVALID).max(2 ** 31, MSG_STORE_INVALID);
/** 'Sin stock': the checked plates are sold out until tomorrow, the unchecked ones available. */
const soldOutForm = z.object({ intent: z.literal("soldOut"), soldOut: z.array(plateId).max(500, MSG_STORE_INVALID) });
const storeForm = z.discriminatedUnion("intent", [pauseForm, consoleForm, closeForm, soldOutForm, busyForm, printForm], { errorMap: () => ({ message: MSG_STORE_INVALID }) });

export const MSG_STORE_UNKNOWN_PLATE = "Ese producto no está en la carta de este local.";

export type StoreControlsActionData = { ok: true } | { ok: false; error: string };

export async function storeControlsAction(env: Env, request: Request, alias: string) {
  const { place } = await requireShopAccess(request, env, { alias, permission: "storeControls", as: "page" });
  const form = await request.formData().catch(() => null);
  const raw: Record<string, unknown> = form ? Object.fromEntries(form) : {};
  if (form && raw.intent === "soldOut") raw.soldOut = form.getAll("soldOut");
  const parsed = storeForm.safeParse(raw);
  const fail = (status: number, error: string) => data<StoreControlsActionData>({ ok: false, error }, { status, headers: NO_STORE });
  if (!parsed.success) return fail(400, parsed.error.issues[0]?.message ?? MSG_STORE_INVALID);
  const input = parsed.data;
  if (input.intent === "pause") {
    const length = input.length === "reopened" || input.length === "reopen" ? input.length : (Number(input.length) as 15 | 30 | 60);
    const changed = await pauseOrderModes(env, place, [input.orderModeId], length);
    if (changed.length === 0) return fail(404, MSG_STORE_UNKNOWN_MODE);
  } else if (input.intent === "busy") {
    await setBusyMode(env, place, input.busyMinutes, input.slotCap);
  } else if (input.intent === "printOnAccept") {
    await savePrintOnAccept(env, place.companyId, place.branchContactId, input.printOnAccept === "on", now(env).getTime());
  } else if (input.intent === "closeForToday") {
    await closeForToday(env, place);
  } else if (input.intent === "soldOut") {
    const menu = await readMenuAvailability(env, { companyId: place.companyId, branchId: place.branchId, branchContactId: place.branchContactId });
    const nowMs = now(env).getTime();
    const checked = new Set(input.soldOut);
    if (input.soldOut.some((id) => !menu.some((p) => p.id === id))) return fail(404, MSG_STORE_UNKNOWN_PLATE);
    // Only what changed: a plate already sold out keeps its mark (until tomorrow or until reactivated).
    const newlySoldOut = menu.filter((p) => checked.has(p.id) && !isSoldOutAt(p.soldOutUntil, nowMs)).map((p) => p.id);
    const backInStock = menu.filter((p) => !checked.has(p.id) && isSoldOutAt(p.soldOutUntil, nowMs)).map((p) => p.id);
    await markPlatesSoldOut(env, place, newlySoldOut, "tomorrow");
    await markPlatesSoldOut(env, place, backInStock, "available");
  } else {
    await setOrdersConsole(env, place, input.on === "true");
  }
  if (raw.via !== "fetcher") throw redirect(`/consola/${place.alias}/local`, { headers: NO_STORE });
  return data<StoreControlsActionData>({ ok: true }, { headers: NO_STORE });
}
