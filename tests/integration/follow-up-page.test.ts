// storefront.md §2 /menu/{alias}/order/{orderCode} and Modals "Order follow-up";
// §6 tenant isolation; the order room (party/order-room.ts) reaching a partysocket client.
import { PartySocket } from "partysocket";
import { describe, expect, it } from "vitest";
import { FetchWebSocket } from "./fetch-websocket";
import { browser, ownerBrowser, insertOrder, orderRow, pathOf } from "./follow-up-fixtures";

async function until(check: () => boolean, ms = 3000) {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe("follow-up page", () => {
  it("shows the seeded delivered order: four nodes, items, totals, destination", async () => {
    // Lucía's order: the destination shows to her verified session (the owner).
    const res = await (await ownerBrowser("1155550001")).fetch("/menu/pizzeria-palermo/order/SABDEM01");
    // Delivered long ago: the WhatsApp hand-off is no longer due, so no link and no §8 error.
    const copy = res.clone();
    expect(await copy.text()).not.toContain("Hubo un error generando el link de pago o el texto a enviar");
    expect(res.status).toBe(200);
    const html = await res.text();
    for (const text of ["Pedido generado", "Pedido aceptado", "En camino", "Entregado", "Muzzarella", "Extra muzzarella",
      "Recargo por embalaje", "Tasa de Servicio", "$ 18.050", "Gurruchaga 1500", "Efectivo", "$ 20.000"]) {
      expect(html, text).toContain(text);
    }
    expect(html).not.toContain("Cancelar pedido"); // delivered: no cancel
  });

  it("another tenant's code, another local's code or an unknown code → 404", async () => {
    const otro = await insertOrder("otroTakeAway");
    for (const path of [
      `/menu/pizzeria-palermo/order/${otro.code}`,
      `/menu/otro-local/order/SABDEM01`,
      `/menu/pizzeria-belgrano/order/SABDEM01`,
      `/menu/pizzeria-palermo/order/NOPE0000`,
      `/menu/sabores/order/SABDEM01`,
    ]) {
      expect((await browser().fetch(path)).status, path).toBe(404);
    }
    expect((await browser().fetch(`/menu/otro-local/order/${otro.code}`)).status).toBe(200);
  });

  it("cancel (POST intent=cancel) → CANCELED, 'Cancelado' and no progress bars", async () => {
    const order = await insertOrder("cashDelivery");
    const b = await ownerBrowser();
    const page = await (await b.fetch(`/menu/pizzeria-palermo/order/${order.code}?cancel=1`)).text();
    expect(page).toContain("¿Deseas continuar?"); // the confirmation, server-rendered without JS
    const res = await b.post(`/menu/pizzeria-palermo/order/${order.code}`, { intent: "cancel" });
    expect(res.status).toBe(302);
    expect((await orderRow(order.code))?.status).toBe("CANCELED");
    const html = await (await b.fetch(pathOf(res.headers.get("Location")))).text();
    expect(html).toContain("Cancelado");
    expect(html).toContain("timeline--canceled");
    expect(html).not.toContain("timeline__bar");
    expect(html).not.toContain("Cancelar pedido");
  });

  it("cancelling a delivered order changes nothing: 'Hubo un error actualizando el pedido' (§8)", async () => {
    const order = await insertOrder("cashDelivery", { status: "DELIVERED" });
    const b = await ownerBrowser();
    const res = await b.post(`/menu/pizzeria-palermo/order/${order.code}`, { intent: "cancel" });
    expect(res.status).toBe(302);
    expect((await orderRow(order.code))?.status).toBe("DELIVERED");
    const html = await (await b.fetch(pathOf(res.headers.get("Location")))).text();
    expect(html).toContain("Hubo un error actualizando el pedido");
  });

  it("WhatsApp hand-off with the order text without an orders console; only the code at Belgrano", async () => {
    const palermo = await insertOrder("cashDelivery", { orderText: "Pedido TEST: 1x Napolitana" });
    const html = await (await (await ownerBrowser()).fetch(`/menu/pizzeria-palermo/order/${palermo.code}`)).text();
    expect(html).toContain(`https://wa.me/5491140000001?text=${encodeURIComponent("Pedido TEST: 1x Napolitana")}`);
    const belgrano = await insertOrder("belgranoTakeAway");
    const bHtml = await (await (await ownerBrowser()).fetch(`/menu/pizzeria-belgrano/order/${belgrano.code}`)).text();
    expect(bHtml).not.toContain("Enviar pedido por WhatsApp");
    expect(bHtml).toContain(belgrano.code);
  });

  it("query flags: support modal, refresh after update (noscript meta), custom redirect notice", async () => {
    const order = await insertOrder("cashDelivery");
    const html = await (await browser().fetch(
      `/menu/pizzeria-palermo/order/${order.code}?open_follow_up_support=true&refreshAfterUpdate=true&invalidCustomRedirect=true`,
    )).text();
    expect(html).toContain("¿Necesitas ayuda?");
    expect(html).toContain(encodeURIComponent(`Hola, necesito ayuda con mi pedido ${order.code}`));
    expect(html).toMatch(/<noscript><meta http-equiv="refresh" content="5;url=[^"]*invalidCustomRedirect=true/);
    expect(html).toContain("No pudimos llevarte al sitio del local");
  });

  it("'PEDIDO EN CURSO' in the menu header after following an in-progress order of this local", async () => {
    const order = await insertOrder("cashDelivery");
    const b = await ownerBrowser();
    const before = await (await b.fetch("/menu/pizzeria-palermo/delivery")).text();
    expect(before).not.toContain("PEDIDO EN CURSO");
    await b.fetch(`/menu/pizzeria-palermo/order/${order.code}`);
    const after = await (await b.fetch("/menu/pizzeria-palermo/delivery")).text();
    expect(after).toContain("PEDIDO EN CURSO");
    expect(after).toContain(`href="/menu/pizzeria-palermo/order/${order.code}"`);
    // another local of the same branch: not its order
    expect(await (await b.fetch("/menu/pizzeria-belgrano/delivery")).text()).not.toContain("PEDIDO EN CURSO");
    await b.post(`/menu/pizzeria-palermo/order/${order.code}`, { intent: "cancel" });
    expect(await (await b.fetch("/menu/pizzeria-palermo/delivery")).text()).not.toContain("PEDIDO EN CURSO");
  });
});

describe("realtime: a status change reaches the follow-up's partysocket client", () => {
  it("cancelling publishes {type:'status', status:'CANCELED'} to room order-{code}", async () => {
    const order = await insertOrder("cashDelivery");
    const socket = new PartySocket({
      host: "example.com",
      party: "order-room",
      room: `order-${order.code}`,
      WebSocket: FetchWebSocket as unknown as typeof WebSocket,
      maxRetries: 0,
    });
    const messages: any[] = [];
    socket.addEventListener("message", (e) => messages.push(JSON.parse(String((e as MessageEvent).data))));
    await until(() => socket.readyState === 1);
    await (await ownerBrowser()).post(`/menu/pizzeria-palermo/order/${order.code}`, { intent: "cancel" });
    await until(() => messages.length > 0);
    expect(messages[0]).toMatchObject({ type: "status", status: "CANCELED" });
    expect(typeof messages[0].at).toBe("number");
    socket.close();
  });
});
