// The rider's pages without JavaScript (logistics.md §2 Shipments list / detail / redirect
// page, §4): plain GET and form POST with the shift cookie; the spec's Spanish literally.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { LUCAS, MARTIN, SANTA_FE_3400, acceptedDelivery, clearWaiting, currentShipment, deliveryKey, formPost, ownerCookie, pageGet, riderToken, shiftCookie } from "./shipments-helpers";

const LIST = "/logistics/pizzeria-palermo/shipments";

const cookieFor = async (riderId: number) => shiftCookie("rider", await riderToken(riderId));

const decode = (html: string) => html.replaceAll("&gt;", ">").replaceAll("&#x27;", "'").replaceAll("&quot;", '"');

describe("rider pages without JavaScript", () => {
  it("no shift cookie: /404?message=Acceso denegado o link expirado", async () => {
    const r = await pageGet(LIST);
    expect(r.status).toBe(302);
    expect(decodeURIComponent(r.location ?? "")).toBe("/404?message=Acceso denegado o link expirado");
  });

  it("list → detail → every step with the slider's form → the key → delivered; the diner's page follows", async () => {
    await clearWaiting();
    const martin = await cookieFor(MARTIN);
    const { shipment, code, order } = await acceptedDelivery("pages-flow-1");
    const list = await pageGet(LIST, martin);
    expect(list.status).toBe(200);
    expect(list.html).toContain(">Envíos</h1>");
    // §2: no header side menu and no closed banner on logistics pages.
    expect(list.html).not.toContain("side-menu");
    expect(list.html).not.toContain("closed-notice");
    expect(list.html).toContain("Actualizar");
    expect(list.html).toContain(`Pedido ${code}`);
    // §4 list loading status: start as opened; 'Actualizar' (a link without JavaScript) answers with success.
    expect(list.html).toMatch(/data-status="start"[^>]*>Toca Actualizar para ver envíos nuevos</);
    expect(list.html).not.toContain("Lista actualizada");
    expect(list.html).toContain(`href="${LIST}?actualizada=1"`);
    const refreshed = await pageGet(`${LIST}?actualizada=1`, martin);
    expect(refreshed.html).toMatch(/data-status="success"[^>]*>Lista actualizada</);
    expect(refreshed.html).toContain(`Pedido ${code}`);
    expect(list.html).toContain("Gurruchaga 1500, Palermo");
    const path = `${LIST}/simple/${shipment.id}`;
    const detail = await pageGet(path, martin);
    expect(decode(detail.html)).toContain("Deslice >>");
    expect(detail.html).toContain("Aceptar envío");
    expect(detail.html).toContain("Ver envíos");
    // Not the holder yet: no 'Recibe' card.
    expect(detail.html).not.toContain("Recibe");
    // §2 "shipmentType is simple or stack, default simple": the type left out is the simple shipment.
    const untyped = await pageGet(`${LIST}/${shipment.id}`, martin);
    expect(untyped.status).toBe(200);
    expect(decode(untyped.html)).toContain("Deslice >>");
    expect(untyped.html).toContain("Aceptar envío");
    expect(untyped.html).toContain(`Pedido ${code}`);
    expect((await pageGet(`${LIST}/otro/${shipment.id}`, martin)).status).toBe(404);

    // The slider below 85 is refused by the server with the form back.
    const low = await formPost(path, martin, { intent: "advance", from: "LOOKING_FOR_DRIVER", slider: "60" });
    expect(low.status).toBe(400);
    expect(low.html).toContain("Deslice hasta el final para confirmar");

    const accepted = await formPost(path, martin, { intent: "advance", from: "LOOKING_FOR_DRIVER", slider: "90" });
    expect(accepted.status).toBe(302);
    expect(accepted.location).toBe(`${path}?aviso=avanzado`);
    const onRoute = decode((await pageGet(accepted.location!, martin)).html);
    expect(onRoute).toContain("Procesado, envío cambió de estado correctamente");
    expect(onRoute).toContain("En el local");
    expect(onRoute).toContain("Recibe");
    expect(onRoute).toContain("Juan Pérez");
    expect(onRoute).toContain("https://wa.me/5491155550099");
    expect(onRoute).toContain("Cancelar envío en curso");
    expect(onRoute).not.toContain("Ver envíos");
    // A double submit of the same step changes nothing more.
    const again = await formPost(path, martin, { intent: "advance", from: "LOOKING_FOR_DRIVER", slider: "100" });
    expect(again.status).toBe(409);
    expect(again.html).toContain("El envío ya cambió de estado. Actualizamos la pantalla.");

    // The list now sends the rider back to the shipment in progress, with the notice.
    const back = await pageGet(LIST, martin);
    expect(back.status).toBe(302);
    expect(back.location).toBe(`${path}?aviso=en-curso`);
    expect((await pageGet(back.location!, martin)).html).toContain("Tienes un envío en curso. Termínalo antes de tomar otro.");
    // The redirect page: the rider's own id only.
    expect((await pageGet(`/logistics/pizzeria-palermo/rider/${MARTIN}/shipments`, martin)).location).toBe(`${path}?aviso=en-curso`);
    expect(decodeURIComponent((await pageGet(`/logistics/pizzeria-palermo/rider/${LUCAS}/shipments`, martin)).location ?? "")).toBe("/404?message=Acceso denegado o link expirado");

    // Lucas sees it taken ('expired by other') and cannot take it.
    const lucas = await cookieFor(LUCAS);
    const theirs = await pageGet(path, lucas);
    expect(theirs.html).toContain("Este envío ya fue tomado por otro repartidor");
    expect(theirs.html).not.toContain("Juan Pérez");
    const stolen = await formPost(path, lucas, { intent: "advance", from: "LOOKING_FOR_DRIVER", slider: "100" });
    expect(stolen.status).toBe(409);
    expect(stolen.html).toContain("Este envío ya fue tomado por otro repartidor");

    for (const [from, label] of [["ON_ROUTE_TO_PICK_UP", "En camino al cliente"], ["IN_STORE", "Entregado"]] as const) {
      const r = await formPost(path, martin, { intent: "advance", from, slider: "100" });
      expect(r.status).toBe(302);
      expect((await pageGet(path, martin)).html).toContain(label);
    }
    const atDoor = await pageGet(path, martin);
    expect(atDoor.html).toContain("Clave de entrega del cliente");
    // §4 cancel only from ON_ROUTE_TO_PICK_UP, IN_STORE or ON_ROUTE_TO_DROP_OFFS: on the way to the customer, no cancel.
    expect(atDoor.html).not.toContain("Cancelar envío en curso");
    expect((await pageGet(`${path}?cancelar=1`, martin)).html).not.toContain("Si continúas, se cancelará el envío");
    const noCancel = await formPost(path, martin, { intent: "cancel" });
    expect(noCancel.status).toBe(409);
    expect(noCancel.html).toContain("Este envío ya no se puede cancelar");
    // The diner's follow-up shows the key and the step.
    const key = await deliveryKey(order.id);
    expect((await pageGet(`/menu/pizzeria-palermo/order/${code}`)).html).not.toContain(`>${key}<`);
    const follow = await pageGet(`/menu/pizzeria-palermo/order/${code}`, await ownerCookie(code));
    expect(follow.html).toContain("Clave de entrega");
    expect(follow.html).toContain("El repartidor te solicitará esta clave al entregar el pedido");
    expect(follow.html).toContain(`>${key}<`);
    expect(follow.html).toContain("El repartidor va hacia tu dirección");
    expect(follow.html).toContain("Martín Gómez");

    const wrong = await formPost(path, martin, { intent: "advance", from: "ON_ROUTE_TO_DROP_OFF", slider: "100", deliveryKey: key === "0000" ? "1111" : "0000" });
    expect(wrong.status).toBe(422);
    expect(wrong.html).toContain("La clave de entrega es incorrecta. Te quedan 4 intentos.");
    const done = await formPost(path, martin, { intent: "advance", from: "ON_ROUTE_TO_DROP_OFF", slider: "100", deliveryKey: key });
    expect(done.status).toBe(302);
    const delivered = await pageGet(path, martin);
    expect(delivered.html).toContain("Regreso al local");
    expect((await pageGet(`/menu/pizzeria-palermo/order/${code}`)).html).toContain("Pedido entregado");
    expect((await formPost(path, martin, { intent: "advance", from: "DELIVERED", slider: "100" })).status).toBe(302);
    expect((await currentShipment(order.id)).status).toBe("RETURNED");
    expect((await pageGet(LIST, martin)).status).toBe(200);
  });

  it("cancel asks 'Si continúas, se cancelará el envío' and gives the shipment back", async () => {
    await clearWaiting();
    const lucas = await cookieFor(LUCAS);
    const { shipment, order } = await acceptedDelivery("pages-cancel-1");
    const path = `${LIST}/simple/${shipment.id}`;
    expect((await formPost(path, lucas, { intent: "advance", from: "LOOKING_FOR_DRIVER", slider: "100" })).status).toBe(302);
    const confirm = await pageGet(`${path}?cancelar=1`, lucas);
    expect(confirm.html).toContain("Si continúas, se cancelará el envío");
    const canceled = await formPost(path, lucas, { intent: "cancel" });
    expect(canceled.status).toBe(302);
    expect(canceled.location).toBe(`${LIST}?aviso=cancelado`);
    expect((await pageGet(canceled.location!, lucas)).html).toContain("Envío cancelado. Volvió a la lista para otro repartidor.");
    const reoffered = await currentShipment(order.id);
    expect(reoffered).toMatchObject({ status: "LOOKING_FOR_DRIVER", rider_id: null });
    expect((await pageGet(LIST, lucas)).html).toContain(order.code);
  });

  it("a stack of two nearby orders: one card, accepted whole, delivered in route order, selection toast", async () => {
    await clearWaiting();
    const martin = await cookieFor(MARTIN);
    const far = await acceptedDelivery("pages-stack-far");
    const near = await acceptedDelivery("pages-stack-near", { destination: SANTA_FE_3400 });
    const stackId = (await currentShipment(far.order.id)).stack_id;
    expect(stackId).not.toBeNull();
    const list = await pageGet(LIST, martin);
    expect(list.html).toContain("Multientrega de 2 pedidos");
    // Opening one of its shipments shows the stack.
    expect((await pageGet(`${LIST}/simple/${far.shipment.id}`, martin)).location).toBe(`${LIST}/stack/${stackId}`);
    expect((await pageGet(`${LIST}/${far.shipment.id}`, martin)).location).toBe(`${LIST}/stack/${stackId}`);
    const path = `${LIST}/stack/${stackId}`;
    for (const from of ["LOOKING_FOR_DRIVER", "ON_ROUTE_TO_PICK_UP", "IN_STORE"]) {
      expect((await formPost(path, martin, { intent: "advance", from, slider: "100" })).status).toBe(302);
    }
    // Route order: Av. Santa Fe 3400 (0,2 km) before Gurruchaga 1500 (1,4 km).
    const page = await pageGet(path, martin);
    expect(page.html).toContain(`Entregado ${near.code}`);
    expect(page.html).toContain("Cancelar multientrega");
    const sel = await formPost(path, martin, { intent: "select", shipmentId: String(far.shipment.id) });
    expect(sel.status).toBe(302);
    const selected = await pageGet(sel.location!, martin);
    expect(selected.html).toContain(`Se ha cambiado el envío seleccionado por el: ${far.code}`);
    expect(selected.html).toContain(`Entregado ${far.code}`);
    await formPost(path, martin, { intent: "select", shipmentId: String(near.shipment.id) });
    for (const s of [near, far]) {
      const key = await deliveryKey(s.order.id);
      const r = await formPost(path, martin, { intent: "advance", from: "ON_ROUTE_TO_DROP_OFF", slider: "100", deliveryKey: key });
      expect(r.status, `deliver ${s.code}`).toBe(302);
    }
    const events = await env.DB.prepare(
      "SELECT s.order_code AS code, e.at FROM shipment_status_events e JOIN shipments s ON s.id = e.shipment_id WHERE e.status = 'DELIVERED' AND s.stack_id = ? ORDER BY e.at, e.id",
    ).bind(stackId).all<{ code: string }>();
    expect(events.results.map((r) => r.code)).toEqual([near.code, far.code]);
    // Both cash: the return closes the stack.
    expect((await pageGet(path, martin)).html).toContain("Regreso al local");
    expect((await formPost(path, martin, { intent: "advance", from: "DELIVERED", slider: "100" })).status).toBe(302);
    const stack = await env.DB.prepare("SELECT status FROM shipment_stacks WHERE id = ?").bind(stackId).first<{ status: string }>();
    expect(stack?.status).toBe("DELIVERED");
  });
});

describe("§8 lookup message", () => {
  it("an unknown shipment sends the rider to the list with 'Hubo un error buscando el envío…'", async () => {
    const martin = await cookieFor(MARTIN);
    await clearWaiting();
    // Martín finished everything in the flows above, so nothing sends him elsewhere first.
    const r = await pageGet(`${LIST}/simple/99999999`, martin);
    expect(r.location).toBe(`${LIST}?aviso=sin-envio`);
    const list = await pageGet(r.location!, martin);
    expect(list.status).toBe(200);
    expect(list.html).toContain("Hubo un error buscando el envío, vuelva a intentarlo en unos minutos");
  });
});
