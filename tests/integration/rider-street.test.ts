// What a rider and a picker need first on the street, as the server renders it (no
// JavaScript): the cash to collect and the change leading the shipment, 'Retiro' and
// 'Entrega' apart, one slide control, the list's cards with distance and cash and a count,
// who is on shift with 'Finalizar turno', 'Efectivo a rendir' when the shift ends, and a
// lost shift landing on the location's own sign-in.
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { BASE } from "./api-helpers";
import { LUCAS, SANTA_FE_3400, acceptedDelivery, clearWaiting, currentShipment, deliveryKey, formPost, pageGet, riderToken, shiftCookie } from "./shipments-helpers";

const LIST = "/logistics/pizzeria-palermo/shipments";
const decode = (html: string) => html.replaceAll("&gt;", ">").replaceAll("&#x27;", "'").replaceAll("&quot;", '"');
/** The page's visible text, tags out (a text split by React's comment markers reads whole). */
const text = (html: string) => decode(html.replace(/<!-- -->/g, "").replace(/<script[\s\S]*?<\/script>/g, "").replace(/<[^>]+>/g, " ").replace(/\s+/g, " "));

describe("the rider's screens lead with what the rider acts on", () => {
  it("a cash order paid with $ 20.000: 'Cobrar $ 14.050' and 'Vuelto $ 5.950' on the card and the detail; 'Efectivo a rendir' after delivering it", async () => {
    await clearWaiting();
    const lucas = await shiftCookie("rider", await riderToken(LUCAS));
    const { shipment, code, order } = await acceptedDelivery("street-cash-1");

    const list = await pageGet(LIST, lucas);
    const listText = text(list.html);
    // The card leads with the distance and the cash; the header says who is on shift.
    expect(listText).toMatch(/1,\d km Cobrar \$ 14\.050 Gurruchaga 1500, Palermo Pedido [A-Z0-9]+ · Espera \d+ min/);
    expect(listText).toContain("1 envío para tomar");
    expect(listText).toContain("En turno: Lucas Pérez · Finalizar turno");
    expect(list.html).toContain(`href="/logistics/pizzeria-palermo/rider/logOut?phone=%2B5491160000002"`);
    // The refresh is a 48 px icon named 'Actualizar', a plain link without JavaScript.
    expect(list.html).toMatch(/<a class="icon-button staff-icon rider__refresh" href="\/logistics\/pizzeria-palermo\/shipments\?actualizada=1" aria-label="Actualizar"/);

    const path = `${LIST}/simple/${shipment.id}`;
    const waiting = await pageGet(path, lucas);
    const waitingText = text(waiting.html);
    expect(waitingText).toContain("Libre: puede tomarlo");
    expect(waitingText).toContain("Cobrar $ 14.050 Efectivo · Paga con $ 20.000 Vuelto $ 5.950");
    expect(waitingText).toContain("Retiro Sabores Palermo Cómo llegar al local");
    expect(waitingText).toMatch(/Entrega Gurruchaga 1500, Palermo/);
    // The cash line comes before the blocks; the back arrow is named 'Ver envíos'.
    expect(waitingText.indexOf("Cobrar $ 14.050")).toBeLessThan(waitingText.indexOf("Retiro"));
    expect(waiting.html).toMatch(/<a[^>]*aria-label="Ver envíos"[^>]*href="\/logistics\/pizzeria-palermo\/shipments"/);
    // The slide in the bar fixed to the bottom; without JavaScript one control, no range, 'Deslice >>' inside it.
    expect(waiting.html).toMatch(/<form method="post"[^>]*class="rider-bar"/);
    expect(waiting.html).not.toContain('type="range"');
    expect(waiting.html).toMatch(/<button class="button button--block slide__submit" type="submit" name="slider" value="100"><span class="slide__hint" aria-hidden="true">Deslice &gt;&gt;<\/span><span class="slide__next">Aceptar envío<\/span><\/button>/);

    for (const from of ["LOOKING_FOR_DRIVER", "ON_ROUTE_TO_PICK_UP", "IN_STORE"]) {
      expect((await formPost(path, lucas, { intent: "advance", from, slider: "100" })).status).toBe(302);
    }
    const onTheWay = text((await pageGet(path, lucas)).html);
    expect(onTheWay).toContain("Lleve el pedido al cliente");
    // After the pick-up the drop-off comes first, with the customer and how to get there.
    expect(onTheWay).toMatch(/Entrega Gurruchaga 1500, Palermo .*Recibe Juan Pérez .*Cómo llegar al cliente .*Retiro Sabores Palermo/);

    // Before delivering, ending the shift shows nothing to hand in yet.
    const before = text((await pageGet("/logistics/pizzeria-palermo/rider/logOut?phone=%2B5491160000002", lucas)).html);
    expect(before).toContain("Efectivo a rendir $ 0 0 envíos entregados en efectivo");

    const key = await deliveryKey(order.id);
    expect((await formPost(path, lucas, { intent: "advance", from: "ON_ROUTE_TO_DROP_OFF", slider: "100", deliveryKey: key })).status).toBe(302);
    expect((await currentShipment(order.id)).status).toBe("DELIVERED");
    const logOut = await pageGet("/logistics/pizzeria-palermo/rider/logOut?phone=%2B5491160000002", lucas);
    expect(logOut.status).toBe(200);
    expect(text(logOut.html)).toContain("Hola, Lucas Pérez");
    expect(text(logOut.html)).toContain("Efectivo a rendir $ 14.050 1 envío entregado en efectivo");
    expect(code).toBeTruthy();
    // Back at the store: the return closes it.
    expect((await formPost(path, lucas, { intent: "advance", from: "DELIVERED", slider: "100" })).status).toBe(302);
  });

  it("a stack: its total to collect and each stop's, the stops as a vertical list with their addresses", async () => {
    await clearWaiting();
    const lucas = await shiftCookie("rider", await riderToken(LUCAS));
    const far = await acceptedDelivery("street-stack-far");
    const near = await acceptedDelivery("street-stack-near", { destination: SANTA_FE_3400 });
    const stackId = (await currentShipment(far.order.id)).stack_id;
    expect(stackId).not.toBeNull();
    const list = text((await pageGet(LIST, lucas)).html);
    expect(list).toMatch(/1,\d km Cobrar \$ 28\.100 Multientrega de 2 pedidos/);
    const page = await pageGet(`${LIST}/stack/${stackId}`, lucas);
    const t = text(page.html);
    expect(t).toContain("Total a cobrar $ 28.100");
    expect(page.html).toContain('<ol class="rider-stack__list">');
    expect(t).toContain(`1. ${near.code} Av. Santa Fe 3400, Palermo Libre: puede tomarlo · Cobrar $ 14.050`);
    expect(t).toContain(`2. ${far.code} Gurruchaga 1500, Palermo Libre: puede tomarlo · Cobrar $ 14.050`);
    await clearWaiting();
  });
});

describe("a lost or expired shift", () => {
  it("lands on /404?message=Acceso denegado o link expirado, which is the location's own sign-in with the explanation", async () => {
    const refused = await pageGet(LIST);
    expect(refused.status).toBe(302);
    expect(decodeURIComponent(refused.location ?? "")).toBe("/404?message=Acceso denegado o link expirado");
    const res = await SELF.fetch(`${BASE}${LIST}`, { redirect: "manual" });
    const setCookie = res.headers.get("Set-Cookie") ?? "";
    expect(setCookie).toMatch(/^__staff_sign_in=rider:pizzeria-palermo; Path=\/404; Max-Age=600; HttpOnly; SameSite=Lax/);
    const landing = await SELF.fetch(`${BASE}${res.headers.get("Location")}`, { headers: { Cookie: setCookie.split(";")[0]! } });
    expect(landing.status).toBe(404);
    const html = await landing.text();
    const t = text(html);
    expect(t).toContain("Sabores Palermo Repartidores");
    expect(t).toContain("Acceso denegado o link expirado Tu turno terminó o la sesión venció en este teléfono. Ingresa de nuevo con tu teléfono para seguir.");
    expect(html).toContain('action="/logistics/pizzeria-palermo/rider/phoneIntake"');
    expect(t).toContain("Ingresa con tu teléfono");
    expect(t).not.toContain("Volver al inicio");
    // Without the location named: the plain page.
    const plain = await (await SELF.fetch(`${BASE}${res.headers.get("Location")}`)).text();
    expect(text(plain)).toContain("Volver al inicio");

    // A picker's page names the pickers' sign-in.
    const picker = await SELF.fetch(`${BASE}/picker/pizzeria-palermo/pickerApp/list`, { redirect: "manual" });
    const pickerCookie = (picker.headers.get("Set-Cookie") ?? "").split(";")[0]!;
    expect(pickerCookie).toBe("__staff_sign_in=picker:pizzeria-palermo");
    const pickerLanding = await (await SELF.fetch(`${BASE}/404?message=${encodeURIComponent("Acceso denegado o link expirado")}`, { headers: { Cookie: pickerCookie } })).text();
    expect(text(pickerLanding)).toContain("Sabores Palermo Preparadores");
    expect(pickerLanding).toContain('action="/picker/pizzeria-palermo/picker/phoneIntake"');
    // A made-up location is the plain page.
    const forged = await (await SELF.fetch(`${BASE}/404?message=${encodeURIComponent("Acceso denegado o link expirado")}`, { headers: { Cookie: "__staff_sign_in=rider:no-existe" } })).text();
    expect(text(forged)).toContain("Volver al inicio");
  });
});
