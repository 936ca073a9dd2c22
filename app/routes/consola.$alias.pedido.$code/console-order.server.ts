// /consola/{alias}/pedido/{code}: one order of the location in full (items with sizes, extras and
// notes; the address with a maps link; the customer's phone with a WhatsApp link, not for the
// kitchen; payment state; the timeline), and its printed tickets (`?ticket=cocina|cliente&ancho=58|80`).
// An order of another location or tenant is a 404, like an unknown code.
import { data } from "@remix-run/cloudflare";
import { paymentTypeName } from "~/data/orders/console-board.server";
import { getOrderByCode, normalizeOrderCode } from "~/data/orders/order-reader.server";
import { isTicketKind, isTicketWidth, orderDetailView } from "~/domain/orders/console-order-detail";
import { roleMay } from "~/domain/shop/shop-roles";
import { consoleNav, requireShopAccess } from "~/http/shop-auth.server";

const NOT_FOUND = "No encontramos lo que buscas";

export async function consoleOrderLoader(env: Env, request: Request, alias: string, rawCode: string) {
  const access = await requireShopAccess(request, env, { alias, permission: "board", as: "page" });
  const { place, person } = access;
  const code = normalizeOrderCode(rawCode);
  const stored = code ? await getOrderByCode(env, place.companyId, code) : null;
  if (!stored || stored.order.branchContactId !== place.branchContactId || stored.order.status === "PENDING_PAYMENT") {
    throw data(NOT_FOUND, { status: 404, headers: { "Cache-Control": "private, no-store" } });
  }
  const o = stored.order;
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
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}
