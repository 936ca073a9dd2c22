// The delivery key: "five wrong keys lock that shipment's delivery until the store's
// staff resets it" — the staff's control on a page, without JavaScript: the picker list
// says a delivery is locked, picker/{alias}/entregas lists it with a 'Desbloquear entrega'
// form (POST → redirect → GET), and the rider can then deliver with the right key.
import { SELF, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { BASE } from "./api-helpers";
import { LUCAS, PALERMO, acceptedDelivery, call, knownDevice, clearWaiting, deliveryKey, formPost, pageGet, riderToken, shiftCookie, wrongKey } from "./shipments-helpers";

const PAGE = "/picker/pizzeria-palermo/entregas";

describe("'Desbloquear entrega' on the staff page, without JavaScript", () => {
  it("a delivery locked by five wrong keys is listed for the location's picker, unlocked with the form, and then delivered", async () => {
    await clearWaiting();
    const rider = await riderToken(LUCAS);
    const { shipment, order, code } = await acceptedDelivery("reset-page-1");
    await env.DB.prepare("UPDATE shipments SET return_shipment = 0 WHERE id = ?").bind(shipment.id).run();
    for (const status of ["ON_ROUTE_TO_PICK_UP", "IN_STORE", "ON_ROUTE_TO_DROP_OFF"]) {
      expect((await call("PUT", `/api/shipments/${shipment.id}`, { status }, rider)).status).toBe(200);
    }
    const key = await deliveryKey(order.id);
    for (let i = 0; i < 5; i++) await call("PUT", `/api/shipments/${shipment.id}`, { status: "DELIVERED", deliveryKey: wrongKey(key) }, rider);
    const locked = await call("PUT", `/api/shipments/${shipment.id}`, { status: "DELIVERED", deliveryKey: key }, rider);
    expect(locked.status).toBe(423);
    expect(locked.body.error.message).toBe("La entrega de este envío quedó bloqueada por claves incorrectas. Pide al local que la desbloquee.");

    const carla = await call("PUT", "/api/picker/11151/updatewithcode", { active: true, securityCode: "7391", pickerUser: { branchContact: { id: PALERMO } }, deviceToken: await knownDevice(11151) });
    expect(carla.status).toBe(200);
    const picker = await shiftCookie("picker", carla.body.token);

    // The picker's list says so and links to the page.
    const list = await pageGet("/picker/pizzeria-palermo/pickerApp/list", picker);
    expect(list.status).toBe(200);
    expect(list.html).toContain("1 entrega bloqueada por claves incorrectas");
    expect(list.html).toContain(`href="${PAGE}"`);
    expect(list.html).toContain("Ver entregas bloqueadas");

    const page = await pageGet(PAGE, picker);
    expect(page.status).toBe(200);
    expect(page.html).toContain(">Entregas bloqueadas</h1>");
    expect(page.html).toContain(`Pedido ${code}`);
    expect(page.html).toContain("Repartidor: Lucas Pérez");
    expect(page.html).toContain(`name="shipmentId" value="${shipment.id}"`);
    expect(page.html).toContain("Desbloquear entrega");
    // §2: no header menu on picker pages.
    expect(page.html).not.toContain("Abrir menú de cuenta");

    // Only the location's staff: a rider's cookie, or none, goes to the 404 page.
    const riderCookie = await shiftCookie("rider", rider);
    expect(decodeURIComponent((await pageGet(PAGE, riderCookie)).location ?? "")).toBe("/404?message=Acceso denegado o link expirado");
    expect((await formPost(PAGE, riderCookie, { shipmentId: String(shipment.id) })).status).toBe(302);
    expect((await call("PUT", `/api/shipments/${shipment.id}`, { status: "DELIVERED", deliveryKey: key }, rider)).status).toBe(423);

    // The form: POST → redirect → the page says it is unlocked.
    const reset = await formPost(PAGE, picker, { shipmentId: String(shipment.id) });
    expect(reset.status).toBe(302);
    expect(reset.location).toBe(`${PAGE}?aviso=desbloqueada`);
    const after = await pageGet(reset.location!, picker);
    expect(after.html).toContain("Entrega desbloqueada. El repartidor ya puede ingresar la clave del cliente.");
    expect(after.html).toContain("No hay entregas bloqueadas");
    expect((await pageGet("/picker/pizzeria-palermo/pickerApp/list", picker)).html).not.toContain("entrega bloqueada por claves incorrectas");
    // A second submit (a double tap) changes nothing and says so.
    const again = await formPost(PAGE, picker, { shipmentId: String(shipment.id) });
    expect(again.location).toBe(`${PAGE}?aviso=no-bloqueada`);
    expect((await pageGet(again.location!, picker)).html).toContain("Esta entrega ya no estaba bloqueada.");
    // A body that is not a form (no page sends one): a Spanish 415, never a 500.
    const odd = await SELF.fetch(`${BASE}${PAGE}`, { method: "POST", headers: { Cookie: picker, "Content-Type": "application/json" }, body: "{", redirect: "manual" });
    expect(odd.status).toBe(415);
    expect(await odd.text()).toContain("No pudimos procesar el formulario");

    // The rider delivers with the diner's key.
    const delivered = await call("PUT", `/api/shipments/${shipment.id}`, { status: "DELIVERED", deliveryKey: key }, rider);
    expect(delivered.status, JSON.stringify(delivered.body)).toBe(200);
  });
});
