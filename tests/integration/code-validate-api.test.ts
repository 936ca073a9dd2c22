// POST /api/codediscounts/validate (storefront.md §7, §5 "Discount code", §8).
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { DEMO_IDS as I } from "~/data/demo/demo-tenant";
import { BASE } from "./api-helpers";

const P = I.plates;
const OM = I.orderModes;
const CASH_DELIVERY = OM.palermoDelivery * 10 + 1; // 'Efectivo' of Palermo delivery
const CASH_TAKE_AWAY = OM.palermoTakeAway * 10 + 1;
const NEW_PHONE = "11 5555-0999";
const LUCIA = "+5491155550001";
const GURRUCHAGA = { lat: -34.5893, lng: -58.4262 };
const grande = (quantity: number) => ({ referenceId: P.muzzarella, sizeId: I.sizes.muzzarellaGrande, quantity, extras: [] });
const flan = (quantity: number) => ({ referenceId: P.flan, quantity, extras: [] });

async function validate(body: Record<string, unknown>) {
  const res = await SELF.fetch(`${BASE}/api/codediscounts/validate`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(res.headers.get("Content-Type")).toContain("application/json");
  return { status: res.status, body: (await res.json()) as any };
}
const base = { branchContactId: I.branchContacts.palermo, orderModeId: OM.palermoDelivery, paymentTypeId: CASH_DELIVERY, phone: NEW_PHONE };

describe("POST /api/codediscounts/validate", () => {
  it("EFECTIVO10 (paying cash only): 10% with 'Efectivo', refused with 'Tarjeta online'", async () => {
    const cash = await validate({ ...base, code: "EFECTIVO10", items: [grande(1)] });
    expect(cash.status).toBe(200);
    expect(cash.body).toMatchObject({ code: "EFECTIVO10", type: "PERCENT", value: 10, amount: 1150, paymentMethod: "CASH" });
    const online = await validate({ ...base, paymentTypeId: OM.palermoDelivery * 10 + 2, code: "EFECTIVO10", items: [grande(1)] });
    expect(online.status).toBe(422);
    expect(online.body.error.message).toBe("Descuento válido solo pagando en efectivo");
  });

  it("BIENVENIDA: 10% capped at $ 3.000 on a first purchase", async () => {
    const r = await validate({ ...base, code: "bienvenida", items: [grande(2)] });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      code: "BIENVENIDA", type: "PERCENT", value: 10, id: 11901, minimumOrderAmount: null, maxDiscountAmount: 3000,
      notCombinable: false, plate: null, category: null, limitedUsage: false, firstPurchaseOnly: true, amount: 2300, warning: null,
      // §3 Code discount info 'active' and its delivery-fee variant.
      active: true, freeDelivery: false,
    });
    const capped = await validate({ ...base, code: "BIENVENIDA", items: [grande(3)] });
    expect(capped.body.amount).toBe(3000);
  });

  it("BIENVENIDA is rejected for Lucía (she has a delivered order)", async () => {
    const r = await validate({ ...base, phone: LUCIA, code: "BIENVENIDA", items: [grande(2)] });
    expect(r.status).toBe(422);
    expect(r.body.error).toEqual({ status: 422, message: "Descuento válido solo para tu primera compra" });
  });

  it("PIZZA2000: minimum in products, then a Pizzas item", async () => {
    const low = await validate({ ...base, code: "PIZZA2000", items: [grande(1)] });
    expect(low.status).toBe(422);
    expect(low.body.error.message).toBe("Monto mínimo en productos: $ 15.000");
    const noPizza = await validate({ ...base, code: "PIZZA2000", items: [flan(5)] });
    expect(noPizza.body.error.message).toBe("Descuento válido teniendo un ítem de la categoría Pizzas en el carrito");
    const ok = await validate({ ...base, code: "PIZZA2000", items: [grande(1), flan(1)] });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ code: "PIZZA2000", type: "FIXED", value: 2000, amount: 2000, minimumOrderAmount: 15000, category: { id: I.categories.pizzas, showName: "Pizzas" } });
  });

  it("ENVIOGRATIS: free delivery, unless the order already has it", async () => {
    const ok = await validate({ ...base, code: "ENVIOGRATIS", destination: GURRUCHAGA, items: [grande(1)] });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ code: "ENVIOGRATIS", type: "DELIVERY_FEE", amount: 0, freeDelivery: true, deliveryAmount: 2000 });
    const already = await validate({ ...base, code: "ENVIOGRATIS", destination: GURRUCHAGA, items: [grande(3)] });
    expect(already.status).toBe(422);
    expect(already.body.error.message).toBe("Ya tiene envío gratis");
    // Without a point: the only zone's free-delivery amount ($ 30.000) decides.
    const noPoint = await validate({ ...base, code: "ENVIOGRATIS", items: [grande(3)] });
    expect(noPoint.body.error.message).toBe("Ya tiene envío gratis");
  });

  it("unknown code, missing mode, missing payment or phone", async () => {
    const unknown = await validate({ ...base, code: "NOEXISTE", items: [grande(1)] });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toEqual({ status: 404, message: "No se encontró ningún descuento con el código ingresado." });
    const noMode = await validate({ ...base, orderModeId: undefined, code: "BIENVENIDA", items: [grande(1)] });
    expect(noMode.status).toBe(400);
    expect(noMode.body.error.message).toBe("Asegurese de haber elegido un medio de pago primero");
    const noPay = await validate({ ...base, paymentTypeId: null, code: "BIENVENIDA", items: [grande(1)] });
    expect(noPay.body.error.message).toBe("Asegúrese de haber ingresado sus datos correctamente para validar el código de descuento.");
    const badPhone = await validate({ ...base, phone: "12", code: "BIENVENIDA", items: [grande(1)] });
    expect(badPhone.body.error.message).toBe("Asegúrese de haber ingresado sus datos correctamente para validar el código de descuento.");
    // A payment type of another mode is not 'chosen' here.
    const otherPay = await validate({ ...base, paymentTypeId: CASH_TAKE_AWAY, code: "BIENVENIDA", items: [grande(1)] });
    expect(otherPay.status).toBe(400);
  });

  it("by alias; another tenant's mode or an unknown local is 404; GET is 405", async () => {
    const r = await validate({ ...base, branchContactId: undefined, alias: "pizzeria-palermo", code: "BIENVENIDA", items: [grande(2)] });
    expect(r.body.amount).toBe(2300);
    const foreign = await validate({ ...base, orderModeId: OM.otroTakeAway, code: "BIENVENIDA", items: [grande(2)] });
    expect(foreign.status).toBe(404);
    const nobody = await validate({ ...base, branchContactId: 999999, code: "BIENVENIDA", items: [] });
    expect(nobody.status).toBe(404);
    const bad = await validate({ ...base, items: [{ referenceId: "x", quantity: 1 }] });
    expect(bad.status).toBe(400);
    expect((await SELF.fetch(`${BASE}/api/codediscounts/validate`)).status).toBe(405);
  });
});
