// /consola/{alias}/pedido/{code}: one order of the location in full (items with sizes, extras and
// notes; the address with a maps link; the customer's phone with a WhatsApp link, not for the
// kitchen; payment state; the timeline), and its printed tickets (`?ticket=cocina|cliente&ancho=58|80`).
// An order of another location or tenant is a 404, like an unknown code.
import { data, redirect } from "@remix-run/cloudflare";
import { z } from "zod";
import { lockedDeliveries } from "~/data/logistics/delivery-key-locks.server";
import { DELIVERY_RESET_TEXT } from "~/domain/logistics/delivery-key";
import { paymentTypeName } from "~/data/orders/console-board.server";
import { getOrderByCode, normalizeOrderCode } from "~/data/orders/order-reader.server";
import { isTicketKind, isTicketWidth, orderDetailView } from "~/domain/orders/console-order-detail";
import { roleMay } from "~/domain/shop/shop-roles";
import { PREP_MINUTES } from "~/domain/orders/console-board";
import { consoleNav, requireShopAccess } from "~/http/shop-auth.server";
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
      notice: Object.hasOwn(UNLOCK_NOTICES, url.searchParams.get("hecho") ?? "") ? UNLOCK_NOTICES[url.searchParams.get("hecho") as keyof typeof UNLOCK_NOTICES] : null,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

const unlockForm = z.object({ intent: z.literal("desbloquear-entrega"), shipmentId: z.string().regex(/^\d{1,9}$/).transform(Number) });

/**
 * 'Desbloquear entrega' for the owner or the manager: a delivery locked again after the picker's
 * two resets (or at any time) gets five more keys for its rider. POST → redirect with a notice.
 */
export async function consoleOrderAction(env: Env, request: Request, alias: string, rawCode: string) {
  const { place } = await requireShopAccess(request, env, { alias, permission: "deliveryUnlock", as: "page" });
  const stored = await locationOrder(env, place.companyId, place.branchContactId, rawCode);
  const parsed = unlockForm.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) throw data("Revise los datos del formulario.", { status: 400, headers: NO_STORE });
  const locked = await lockedDeliveryOf(env, place, stored.order.code);
  // Only this order's shipment: another order's id (or another tenant's) is unknown here.
  if (locked && locked.shipmentId !== parsed.data.shipmentId) throw data(NOT_FOUND, { status: 404, headers: NO_STORE });
  const outcome = locked ? await resetDeliveryKey(env, place, locked.shipmentId, "manager") : "notLocked";
  const done = outcome === "reset" ? "entrega-desbloqueada" : "entrega-no-bloqueada";
  throw redirect(`/consola/${place.alias}/pedido/${stored.order.code}?hecho=${done}`, { headers: NO_STORE });
}
