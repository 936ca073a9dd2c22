// /consola/{alias}/pedido/{code}: one order of the location in full (items with sizes, extras and
// notes; the address with a maps link; the customer's phone with a WhatsApp link, not for the
// kitchen; payment state; the timeline), and its printed tickets (`?ticket=cocina|cliente&ancho=58|80`).
// An order of another location or tenant is a 404, like an unknown code. 'Rechazar' is here
// (`?rechazar` opens its form: the reason, the items 'Sin stock' sells out, the text of 'Otro'):
// the refusal that wins lands back on the board (`?rechazado={code}`).
import { data, redirect } from "@remix-run/cloudflare";
import { z } from "zod";
import { lockedDeliveries } from "~/data/logistics/delivery-key-locks.server";
import { DELIVERY_RESET_TEXT } from "~/domain/logistics/delivery-key";
import { paymentTypeName } from "~/data/orders/console-board.server";
import { getOrderByCode, normalizeOrderCode } from "~/data/orders/order-reader.server";
import { isTicketKind, isTicketWidth, orderDetailView } from "~/domain/orders/console-order-detail";
import { roleMay } from "~/domain/shop/shop-roles";
import { isRefusable, MSG_BOARD_BAD_REQUEST, PREP_MINUTES, REFUSAL_REASONS, refusalText } from "~/domain/orders/console-board";
import { consoleNav, requireShopAccess } from "~/http/shop-auth.server";
import { refuseOrder } from "~/services/console-board/board-actions.server";
import { resetDeliveryKey } from "~/services/logistics/shipment-actions.server";

const NOT_FOUND = "No encontramos lo que buscas";
const NO_STORE = { "Cache-Control": "private, no-store" };

/** What the page says after 'Desbloquear entrega' (?hecho=<key>). */
const UNLOCK_NOTICES = { "entrega-desbloqueada": DELIVERY_RESET_TEXT.done, "entrega-no-bloqueada": DELIVERY_RESET_TEXT.notLocked } as const;

/** The order of the location (not awaiting payment), or a 404. */
async function locationOrder(env: Env, companyId: number, branchContactId: number, rawCode: string) {
  const code = normalizeOrderCode(rawCode);
  const stored = code ? await getOrderByCode(env, companyId, code) : null;
  if (!stored || stored.order.branchContactId !== branchContactId || stored.order.status === "PENDING_PAYMENT") {
    throw data(NOT_FOUND, { status: 404, headers: NO_STORE });
  }
  return stored;
}

/** The order's distinct plates: the ones a refusal 'Sin stock' may sell out. */
function platesOf(lines: { plateId: number | null; name: string }[]): { id: number; name: string }[] {
  const byId = new Map<number, string>();
  for (const l of lines) if (l.plateId != null && !byId.has(l.plateId)) byId.set(l.plateId, l.name);
  return [...byId].map(([id, name]) => ({ id, name }));
}

/** The order's delivery locked by wrong keys, when the person may unlock it (owner, manager). */
async function lockedDeliveryOf(env: Env, place: { companyId: number; branchContactId: number }, orderCode: string) {
  const locked = await lockedDeliveries(env, place.companyId, place.branchContactId);
  return locked.find((l) => l.orderCode === orderCode) ?? null;
}

export async function consoleOrderLoader(env: Env, request: Request, alias: string, rawCode: string) {
  const access = await requireShopAccess(request, env, { alias, permission: "board", as: "page" });
  const { place, person } = access;
  const stored = await locationOrder(env, place.companyId, place.branchContactId, rawCode);
  const o = stored.order;
  const locked = roleMay(person.role, "deliveryUnlock") ? await lockedDeliveryOf(env, place, o.code) : null;
  const url = new URL(request.url);
  const ticket = url.searchParams.get("ticket");
  const width = url.searchParams.get("ancho");
  const view = orderDetailView(o, stored.lines, stored.events, {
    showPhone: roleMay(person.role, "customerPhone"),
    tz: place.countryInfo.timeZone,
    money: place.countryInfo,
    paymentName: await paymentTypeName(env, place.companyId, o.paymentTypeId),
  });
  return data(
    {
      nav: consoleNav(access),
      themeCss: place.themeCss,
      alias: place.alias,
      placeName: place.name,
      view,
      ticket: isTicketKind(ticket) ? ticket : null,
      width: isTicketWidth(width) ? width : "80",
      // 'Aceptar' here too (it posts to the board's action): the order still waits in 'Nuevos'.
      accept: o.status === "GENERATED" ? { action: `/consola/${place.alias}?index`, prepMinutes: PREP_MINUTES } : null,
      lockedDelivery: locked ? { shipmentId: locked.shipmentId, riderName: locked.riderName } : null,
      // 'Rechazar': a link to `?rechazar`, where the form opens (every role that sees the board may refuse).
      refusal: isRefusable(o.status) ? { open: url.searchParams.has("rechazar"), reasons: REFUSAL_REASONS, plates: platesOf(stored.lines) } : null,
      notice: Object.hasOwn(UNLOCK_NOTICES, url.searchParams.get("hecho") ?? "") ? UNLOCK_NOTICES[url.searchParams.get("hecho") as keyof typeof UNLOCK_NOTICES] : null,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

const unlockForm = z.object({ intent: z.literal("desbloquear-entrega"), shipmentId: z.string().regex(/^\d{1,9}$/).transform(Number) });

const refuseForm = z.object({
  intent: z.literal("refuse"),
  reason: z.string().max(40),
  otherReason: z.string().max(1000).optional().default(""),
  soldOut: z.array(z.string().regex(/^\d{1,9}$/).transform(Number)).max(100).default([]),
});

/** The refusal's answer when it did not happen (the form shows it): 400 bad input, 404, 409 a race lost. */
export type RefusalAnswer = { error: string };

/**
 * 'Rechazar' (anyone who sees the board) and 'Desbloquear entrega' (the owner or the manager: a
 * delivery locked again after the picker's two resets, or at any time, gets five more keys for
 * its rider). A refusal that wins goes back to the board; one that does not stays here with why.
 */
export async function consoleOrderAction(env: Env, request: Request, alias: string, rawCode: string) {
  const form = await request.formData().catch(() => null);
  const refusing = form?.get("intent") === "refuse";
  const access = await requireShopAccess(request, env, { alias, permission: refusing ? "board" : "deliveryUnlock", as: "page" });
  const { place } = access;
  const stored = await locationOrder(env, place.companyId, place.branchContactId, rawCode);
  if (refusing) return refuse(env, access.place, stored.order.code, platesOf(stored.lines), form!);
  const parsed = unlockForm.safeParse(form ? Object.fromEntries(form) : {});
  if (!parsed.success) throw data("Revise los datos del formulario.", { status: 400, headers: NO_STORE });
  const locked = await lockedDeliveryOf(env, place, stored.order.code);
  // Only this order's shipment: another order's id (or another tenant's) is unknown here.
  if (locked && locked.shipmentId !== parsed.data.shipmentId) throw data(NOT_FOUND, { status: 404, headers: NO_STORE });
  const outcome = locked ? await resetDeliveryKey(env, place, locked.shipmentId, "manager") : "notLocked";
  const done = outcome === "reset" ? "entrega-desbloqueada" : "entrega-no-bloqueada";
  throw redirect(`/consola/${place.alias}/pedido/${stored.order.code}?hecho=${done}`, { headers: NO_STORE });
}

async function refuse(
  env: Env,
  place: Parameters<typeof refuseOrder>[1] & { alias: string },
  code: string,
  plates: { id: number }[],
  form: FormData,
) {
  const parsed = refuseForm.safeParse({ ...Object.fromEntries(form), soldOut: form.getAll("soldOut") });
  if (!parsed.success) return data<RefusalAnswer>({ error: MSG_BOARD_BAD_REQUEST }, { status: 400, headers: NO_STORE });
  const f = parsed.data;
  const reason = refusalText(f.reason, f.otherReason);
  if (!reason.ok) return data<RefusalAnswer>({ error: reason.error }, { status: 400, headers: NO_STORE });
  // 'Sin stock' sells the chosen plates of this order out at the location; 'Cerramos por hoy' also closes it until tomorrow.
  const soldOut = f.reason === "Sin stock" ? f.soldOut.filter((id) => plates.some((p) => p.id === id)) : [];
  const result = await refuseOrder(env, place, code, reason.text, { soldOutPlateIds: soldOut, closeForToday: f.reason === "Cerramos por hoy" });
  if (!result.ok) return data<RefusalAnswer>({ error: result.error }, { status: result.status, headers: NO_STORE });
  throw redirect(`/consola/${place.alias}?rechazado=${encodeURIComponent(code)}`, { headers: NO_STORE });
}
