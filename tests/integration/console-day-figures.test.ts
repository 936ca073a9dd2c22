// The day's figures of a location (/consola/{alias}/resumen) and its accounting file, against the
// seeded Tuesday 2026-11-17 (app/data/demo/demo-tenant-day-figures.ts): Palermo received nine
// orders that day (two cancelled), an online card order never paid and one placed five minutes
// before midnight of the 16th stay out. The tests' clock says 2026-11-18 15:00 in Buenos Aires.
import { describe, expect, it } from "vitest";
import { consoleAs, SHOP } from "./console-helpers";
import { diner } from "./sign-in-helpers";

const DAY = "/consola/pizzeria-palermo/resumen?fecha=2026-11-17";

/** What a person reads: tags and React's text separators gone, spaces collapsed. */
const textOf = (html: string) =>
  html
    .replace(/<script\b[\s\S]*?<\/script>/g, "")
    .replace(/<!--.*?-->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");

describe("/consola/{alias}/resumen, the day's figures", () => {
  it("Diego sees Palermo's Tuesday to the peso: orders, sales by payment method, average ticket, times", async () => {
    const res = await (await consoleAs(SHOP.diego)).go(DAY);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toContain("no-store");
    const text = textOf(await res.text());
    expect(text).toContain("Resumen del día");
    expect(text).toContain("martes 17/11/2026");
    expect(text).toContain("Pedidos 9 2 cancelados");
    expect(text).toContain("Ventas $ 116.450 sin los cancelados");
    expect(text).toContain("Ticket promedio $ 16.636");
    expect(text).toContain("Tiempo para aceptar 4 min promedio");
    expect(text).toContain("Tiempo de preparación 19 min promedio");
    expect(text).toContain("Tiempo de entrega 54 min");
    expect(text).toContain("Medio de pago Pedidos Ventas Efectivo 5 $ 76.100 Tarjeta con posnet 1 $ 20.800 Tarjeta online 1 $ 19.550");
    expect(text).toContain("Cancelaciones por motivo Motivo Pedidos Sin motivo 2");
    // Diego runs two locations, he is not the owner: no side-by-side table.
    expect(text).not.toContain("Todos los locales");
  });

  it("the ten best-selling plates by units, sizes together, cancelled orders left out", async () => {
    const text = textOf(await (await (await consoleAs(SHOP.diego)).go(DAY)).text());
    expect(text).toContain(
      "Los 10 platos más vendidos # Plato Unidades Ventas " +
        "1 Empanada de carne 6 $ 4.800 2 Muzzarella 4 $ 47.500 3 Coca-Cola 1,5 L 3 $ 7.500 4 Empanada de verdura 3 $ 3.300 " +
        "5 Napolitana 2 $ 20.800 6 Flan con dulce de leche 2 $ 7.000 7 Cerveza IPA 2 $ 6.400 8 Combo Pizza + Bebida 1 $ 14.000",
    );
  });

  it("orders by hour of Buenos Aires, drawn on the server with the numbers as text", async () => {
    const html = await (await (await consoleAs(SHOP.diego)).go(DAY)).text();
    expect(html).toContain("<svg");
    const text = textOf(html);
    expect(text).toContain("9 pedidos por hora de llegada (hora del local).");
    expect(text).toContain("Hora Pedidos 10:00 a 10:59 1 12:00 a 12:59 2 13:00 a 13:59 3 20:00 a 20:59 1 21:00 a 21:59 1 23:00 a 23:59 1");
    expect(html).toContain("<title>13 h: 3 pedidos</title>");
  });

  it("today by default, in the location's time zone, with nothing sold yet", async () => {
    const res = await (await consoleAs(SHOP.diego)).go("/consola/pizzeria-palermo/resumen");
    expect(res.status).toBe(200);
    const text = textOf(await res.text());
    expect(text).toContain("Hoy, miércoles 18/11/2026");
    expect(text).toContain("Pedidos 0");
    expect(text).toContain("Ventas $ 0");
    expect(text).toContain("Sin ventas en el día.");
    expect(text).toContain("Ningún pedido cancelado.");
  });

  it("Valeria, the owner, sees every location of Sabores del Sur side by side", async () => {
    const text = textOf(await (await (await consoleAs(SHOP.valeria)).go(DAY)).text());
    expect(text).toContain(
      "Todos los locales Local Pedidos Cancelados Ventas Ticket promedio Tiempo para aceptar " +
        "Sabores Palermo 9 2 $ 116.450 $ 16.636 4 min " +
        "Sabores Belgrano 2 1 $ 23.000 $ 23.000 8 min " +
        "Sabores Caballito 0 0 $ 0 $ 0 — " +
        "Sabores Café Centro 1 0 $ 9.100 $ 9.100 1 min",
    );
  });

  it("a bad or future date answers a Spanish 400 with the date form", async () => {
    const d = await consoleAs(SHOP.diego);
    for (const [fecha, message] of [
      ["2026-02-30", "Ingrese una fecha válida con el formato AAAA-MM-DD."],
      ["17/11/2026", "Ingrese una fecha válida con el formato AAAA-MM-DD."],
      ["2026-11-19", "Elija el día de hoy o un día anterior."],
    ]) {
      const res = await d.go(`/consola/pizzeria-palermo/resumen?fecha=${encodeURIComponent(fecha)}`);
      expect(res.status, fecha).toBe(400);
      const text = textOf(await res.text());
      expect(text).toContain(message);
      expect(text).toContain("Día");
      expect(text).not.toContain("Ventas");
    }
    const csv = await d.go("/consola/pizzeria-palermo/resumen.csv?fecha=2026-13-01");
    expect(csv.status).toBe(400);
    expect(await csv.json()).toEqual({ error: { status: 400, message: "Ingrese una fecha válida con el formato AAAA-MM-DD." } });
  });

  it("the kitchen gets 403, on the page and on the file", async () => {
    const d = await consoleAs(SHOP.cocina);
    const res = await d.go(DAY);
    expect(res.status).toBe(403);
    expect(textOf(await res.text())).toContain("Su rol no tiene acceso a esta sección.");
    const csv = await d.go("/consola/pizzeria-palermo/resumen.csv?fecha=2026-11-17");
    expect(csv.status).toBe(403);
    expect(await csv.text()).not.toContain("SABDIA");
  });

  it("Diego sees nothing of Caballito, another tenant's owner nothing of Palermo: 404", async () => {
    const diego = await consoleAs(SHOP.diego);
    expect((await diego.go("/consola/pizzeria-caballito/resumen")).status).toBe(404);
    expect((await diego.go("/consola/pizzeria-caballito/resumen.csv")).status).toBe(404);
    const ramiro = await consoleAs(SHOP.otroDueno);
    const res = await ramiro.go(DAY);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain("116.450");
  });

  it("not signed in: the sign-in page, back to the figures afterwards", async () => {
    const res = await diner().go(DAY);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`/consola?volver=${encodeURIComponent(DAY)}`);
  });
});

describe("/consola/{alias}/resumen.csv, the day's orders for accounting", () => {
  it("one row per order received, oldest first, Spanish headers, whole pesos", async () => {
    const res = await (await consoleAs(SHOP.diego)).go("/consola/pizzeria-palermo/resumen.csv?fecha=2026-11-17");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("Content-Disposition")).toBe('attachment; filename="pedidos-pizzeria-palermo-2026-11-17.csv"');
    expect(res.headers.get("Cache-Control")).toContain("no-store");
    const body = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await res.arrayBuffer());
    expect(body.charCodeAt(0)).toBe(0xfeff);
    expect(body.slice(1).split("\r\n")).toEqual([
      "Código;Fecha;Hora;Modo;Medio de pago;Estado;Productos;Descuentos;Cargos;Total",
      "SABDIA06;2026-11-17;10:30;Delivery;Efectivo;Entregado;28000;0;2550;30550",
      "SABDIA01;2026-11-17;12:10;Delivery;Efectivo;Entregado;14000;0;2550;16550",
      "SABDIA02;2026-11-17;12:40;Retiro en local;Tarjeta con posnet;Entregado;20800;0;0;20800",
      "SABDIA03;2026-11-17;13:05;Mesa;Efectivo;Entregado;11200;0;0;11200",
      "SABDIA04;2026-11-17;13:20;Delivery;Tarjeta online;Entregado;17500;0;2050;19550",
      "SABDIA05;2026-11-17;13:45;Delivery;Efectivo;Cancelado;8000;0;2550;10550",
      "SABDIA07;2026-11-17;20:15;Retiro en local;Efectivo;Entregado;16300;2000;0;14300",
      "SABDIA08;2026-11-17;21:30;Delivery;Tarjeta online;Cancelado;28000;0;2050;30050",
      "SABDIA09;2026-11-17;23:50;Retiro en local;Efectivo;Entregado;3500;0;0;3500",
      "",
    ]);
  });

  it("Valeria downloads any location's day; Caballito's has the header only", async () => {
    const v = await consoleAs(SHOP.valeria);
    const belgrano = await (await v.go("/consola/pizzeria-belgrano/resumen.csv?fecha=2026-11-17")).text();
    expect(belgrano.split("\r\n").slice(1, 3)).toEqual([
      "SABDIA21;2026-11-17;12:30;Retiro en local;Efectivo;Entregado;23000;0;0;23000",
      "SABDIA22;2026-11-17;20:45;Retiro en local;Tarjeta con posnet;Cancelado;14000;0;0;14000",
    ]);
    const caballito = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await (await v.go("/consola/pizzeria-caballito/resumen.csv?fecha=2026-11-17")).arrayBuffer());
    expect(caballito).toBe("\uFEFFCódigo;Fecha;Hora;Modo;Medio de pago;Estado;Productos;Descuentos;Cargos;Total\r\n");
  });
});
