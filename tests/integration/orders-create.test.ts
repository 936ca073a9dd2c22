// POST /api/order and the follow-up JSON (storefront.md §3 Order payload / Follow-up
// order, §7, §8 errors list): totals to the peso, tampered prices, consoles, tenants.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { DEMO_IDS } from "~/data/demo/demo-tenant";
import { getJson, withStatementsRun } from "./api-helpers";
import { count, orderRow, palermoDelivery, postOrder } from "./orders-helpers";

const I = DEMO_IDS;

describe("POST /api/order", () => {
  it("one pricing pass: POST /api/order reads each pricing input once", async () => {
    const { value: r, reads, statements } = await withStatementsRun(() => postOrder(palermoDelivery({ phone: "+5491155550098" }), "one-pricing-pass"));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    for (const table of ["order_mode_fees", "general_surcharges", "general_discounts", "delivery_zones", "loyalty_programs"]) {
      expect(reads(table), table).toBe(1);
    }
    // No code and no points: neither the customer's row, nor a code, nor an earlier order prices it.
    expect(reads("customers")).toBe(0);
    expect(reads("discount_codes")).toBe(0);
    // Palermo takes deliveries without a rider on shift: no shift is read, and with nothing else to
    // read the idempotency key is left to the write (no order is read before it).
    expect(statements.filter((q) => /\bshifts\b/.test(q))).toEqual([]);
    expect(reads("orders")).toBe(0);
    expect(r.body.data.total).toBe(14050);
  });

  it("a replay whose pricing no longer holds still gets its first order, and a new key gets the new price", async () => {
    const body = palermoDelivery({ phone: "+5491155550096", price: 14050, deliveryFee: 2000 });
    const first = await postOrder(body, "replay-after-fee-change");
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    await env.DB.prepare("UPDATE delivery_zones SET cash_fee = 2500 WHERE id = 1111").run();
    try {
      const replay = await postOrder(body, "replay-after-fee-change");
      expect(replay.status, JSON.stringify(replay.body)).toBe(200);
      expect(replay.body.data).toMatchObject({ code: first.body.data.code, total: 14050 });
      const fresh = await postOrder(body, "replay-after-fee-change-2");
      expect(fresh.status).toBe(409);
      expect(fresh.body.errors).toEqual([
        { referenceId: null, field: "price", expected: 14550, received: 14050 },
        { referenceId: null, field: "deliveryFee", expected: 2500, received: 2000 },
      ]);
    } finally {
      await env.DB.prepare("UPDATE delivery_zones SET cash_fee = 2000 WHERE id = 1111").run();
    }
    expect(await count("SELECT COUNT(*) AS n FROM orders WHERE idempotency_key LIKE 'replay-after-fee-change%'")).toBe(1);
  });

  it("with a first-purchase code it reads the code and the phone's earlier orders, once each", async () => {
    const { value: r, reads } = await withStatementsRun(() =>
      postOrder(palermoDelivery({ phone: "+5491155550097", code: "BIENVENIDA" }), "one-pricing-pass-code"),
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(reads("discount_codes")).toBe(1);
    expect(reads("orders")).toBe(2); // the key's first order, then the phone's earlier order at the branch
    // 'BIENVENIDA' 10 % on products: $ 11.500 - $ 1.150 + $ 2.000 + $ 300 + $ 250.
    expect(r.body.data.total).toBe(12900);
  });

  it("creates a cash delivery order at Palermo with the server's totals to the peso", async () => {
    const { status, body } = await postOrder(palermoDelivery(), "create-palermo-1");
    expect(status, JSON.stringify(body)).toBe(200);
    const code = body.data.code as string;
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
    const o = await orderRow(code);
    expect(o).toMatchObject({ items_total: 11500, service_fee: 300, delivery_fee: 2000, total: 14050, status: "GENERATED", payment_method: "CASH", pays_with: 20000, company_id: 1 });
    expect(JSON.parse(o.surcharges)).toEqual([{ name: "Recargo por embalaje", type: "FIXED", value: 250, amount: 250, referenceId: 11111 }]);
    const lines = await count("SELECT COUNT(*) AS n FROM order_lines WHERE order_id = ? AND unit_price = 11500 AND size_name = 'Grande'", o.id);
    expect(lines).toBe(1);
    expect(await count("SELECT COUNT(*) AS n FROM order_status_events WHERE order_id = ? AND status = 'GENERATED'", o.id)).toBe(1);
    // No console at Palermo: the WhatsApp text and link to the branch contact's phone.
    expect(body.data.whatsAppUrl).toMatch(/^https:\/\/wa\.me\/5491140000001\?text=/);
    expect(o.order_text).toContain("1 x Muzzarella (Grande): $ 11.500");
    expect(o.order_text).toContain("*Total: $ 14.050*");
    expect(o.order_text).toContain("abona con $ 20.000");
    expect(o.order_text).toContain("Gurruchaga 1500");
  });

  it("declared amounts equal to the server's are accepted", async () => {
    const body = palermoDelivery({ price: 14050, deliveryFee: 2000, userServiceFee: 300, surcharges: [{ amount: 250 }] });
    (body.items as any[])[0].price = 11500;
    const r = await postOrder(body, "create-declared-ok");
    expect(r.status, JSON.stringify(r.body)).toBe(200);
  });

  it("a tampered price answers the errors list and stores nothing", async () => {
    const before = await count("SELECT COUNT(*) AS n FROM orders");
    const body = palermoDelivery({ price: 9000, deliveryFee: 0 });
    (body.items as any[])[0].price = 6000;
    const r = await postOrder(body, "create-tampered");
    expect(r.status).toBe(409);
    expect(r.body.errors).toEqual([
      { referenceId: I.plates.muzzarella, field: "price", expected: 11500, received: 6000 },
      { referenceId: null, field: "price", expected: 14050, received: 9000 },
      { referenceId: null, field: "deliveryFee", expected: 2000, received: 0 },
    ]);
    expect(await count("SELECT COUNT(*) AS n FROM orders")).toBe(before);
    expect(await count("SELECT COUNT(*) AS n FROM orders WHERE idempotency_key = 'create-tampered'")).toBe(0);
  });

  it("without Idempotency-Key → 400 JSON; bad payload → 400 with a Spanish message", async () => {
    const a = await postOrder(palermoDelivery(), null);
    expect(a.status).toBe(400);
    expect(a.body.error.message).toBe("Falta la clave de idempotencia del pedido.");
    const b = await postOrder(palermoDelivery({ items: [] }), "bad-1");
    expect(b.status).toBe(400);
    expect(b.body.error.message).toContain("El pedido no tiene productos.");
  });

  it("§5 checks come back with the spec's message (cash below total, outside the zone)", async () => {
    const low = await postOrder(palermoDelivery({ paysWith: 10000 }), "v-low");
    expect(low.status).toBe(400);
    expect(low.body.error.message).toBe("El monto con el cual abonará no puede ser menor al precio del pedido.");
    const far = await postOrder(palermoDelivery({ destination: { fullAddress: "Av. Mitre 500, Avellaneda", lat: -34.662, lng: -58.365 } }), "v-far");
    expect(far.status).toBe(400);
    expect(far.body.error.message).toBe("Tu dirección no se encuentra dentro de la zona de entrega.");
  });

  it("Belgrano (orders console) keeps only the code: no WhatsApp text or link", async () => {
    // 15:00 on a Wednesday Belgrano is closed, and POST /api/order refuses a closed
    // local like the storefront does (checkout-analytics-and-order-refusals.test.ts): open it for this test.
    await env.DB.prepare("UPDATE branch_contacts SET always_open = 1 WHERE id = ?").bind(I.branchContacts.belgrano).run();
    try {
      await belgranoConsoleOrder();
    } finally {
      await env.DB.prepare("UPDATE branch_contacts SET always_open = 0 WHERE id = ?").bind(I.branchContacts.belgrano).run();
    }
  });
});

async function belgranoConsoleOrder() {
  {
    const r = await postOrder(
      {
        branchContact: "pizzeria-belgrano",
        orderModeId: I.orderModes.belgranoTakeAway,
        items: [{ referenceId: I.plates.napolitana, quantity: 1, extras: [], notes: "" }],
        phone: "+5491155550098",
        customerName: "Ana Gómez",
        customerEmail: "ana@example.com",
        paymentType: I.orderModes.belgranoTakeAway * 10 + 1,
        paysWith: 20000,
        // A scheduled slot (open now: both immediate and scheduled are offered).
        scheduled: true,
        scheduledAt: "2026-11-18T20:00",
      },
      "belgrano-1",
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.whatsAppUrl).toBeNull();
    const o = await orderRow(r.body.data.code);
    expect(o.order_text).toBeNull();
    expect(o.total).toBe(10400);
    expect(o.scheduled).toBe(1);
  }
}

describe("GET /api/diner/{alias}/order/{code}", () => {
  it("answers the follow-up order; another tenant's alias or another location → 404", async () => {
    const created = await postOrder(palermoDelivery(), "follow-1");
    const code = created.body.data.code;
    const ok = await getJson(`/api/diner/pizzeria-palermo/order/${code}`);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ code, status: "GENERATED", type: "DELIVERY", itemsPrice: 11500, total: 14050, deliveryFee: 2000, userServiceFee: 300, branchContact: { alias: "pizzeria-palermo" } });
    expect(ok.body.items[0]).toMatchObject({ name: "Muzzarella", sizeName: "Grande", quantity: 1, accPrice: 11500 });
    // §3 Follow-up order fields of the logistics side: present, empty until a shipment exists.
    expect(ok.body).toMatchObject({ shipments: [], shipmentUrl: null, trackingUrl: null, shipmentSecurityCode: null, pickerInfo: null, isPicking: false, differenceDetail: null, externalBenefitProvider: null, externalBenefitInfo: null });
    expect((await getJson(`/api/diner/sabores/order/${code}`)).status).toBe(200);
    for (const path of [`/api/diner/otro-local/order/${code}`, `/api/diner/otro-sabor/order/${code}`, `/api/diner/pizzeria-belgrano/order/${code}`, `/api/diner/pizzeria-palermo/order/ZZZZZZZZ`]) {
      const r = await getJson(path);
      expect(r.status, path).toBe(404);
      expect(JSON.stringify(r.body)).not.toContain("Muzzarella");
    }
  });
});
