// storefront.md §5 Discount code, §4 (limited usage), §8, §9 (180000 ms);
// demo-tenant.md codes BIENVENIDA, ENVIOGRATIS, PIZZA2000.
import { describe, expect, it } from "vitest";
import { priceCart } from "../../app/domain/cart/cart-pricing";
import { lineIdFor } from "../../app/domain/cart/cart";
import type { CartLine } from "../../app/domain/types";
import {
  codeAmount, codeTerms, codeTimeLeft, isCodeExpired, validateCode,
  type CodeContext, type CodeDiscountInfo,
} from "../../app/domain/checkout/code-discount";
import { cart, demoMenu } from "./fixtures";

const line = (referenceId: number, quantity: number, sizeId: number | null = null): CartLine => ({
  lineId: lineIdFor(referenceId, sizeId, "", []), referenceId, referenceType: "PLATE", sizeId, quantity, notes: "", extras: [], source: "plate",
});
const priced = (...lines: CartLine[]) => priceCart(cart(lines), demoMenu());

const info = (x: Partial<CodeDiscountInfo> & Pick<CodeDiscountInfo, "code" | "type" | "value">): CodeDiscountInfo => ({
  id: 1, minimumOrderAmount: null, maxDiscountAmount: null, notCombinable: false, plate: null, category: null,
  limitedUsage: false, firstPurchaseOnly: false, active: true, ...x,
});
const BIENVENIDA = info({ code: "BIENVENIDA", type: "PERCENT", value: 10, firstPurchaseOnly: true, maxDiscountAmount: 3000 });
const ENVIOGRATIS = info({ code: "ENVIOGRATIS", type: "DELIVERY_FEE", value: 0 });
const PIZZA2000 = info({ code: "PIZZA2000", type: "FIXED", value: 2000, minimumOrderAmount: 15000, category: { id: 1, showName: "Pizzas" } });

const ctx = (over: Partial<CodeContext> = {}): CodeContext => ({
  orderModeType: "DELIVERY", paymentChosen: true, phoneValid: true,
  pricedCart: priced(line(1, 1, 12)), deliveryAlreadyFree: false, firstPurchase: true, ...over,
});
const msg = (r: ReturnType<typeof validateCode>) => (r.ok ? null : r.message);

describe("preconditions", () => {
  it("needs an order mode", () => {
    expect(msg(validateCode("BIENVENIDA", BIENVENIDA, ctx({ orderModeType: null })))).toBe("Asegurese de haber elegido un medio de pago primero");
  });
  it("needs a valid phone and a payment type", () => {
    const m = "Asegúrese de haber ingresado sus datos correctamente para validar el código de descuento.";
    expect(msg(validateCode("BIENVENIDA", BIENVENIDA, ctx({ phoneValid: false })))).toBe(m);
    expect(msg(validateCode("BIENVENIDA", BIENVENIDA, ctx({ paymentChosen: false })))).toBe(m);
  });
  it("unknown, empty or inactive code", () => {
    const m = "No se encontró ningún descuento con el código ingresado.";
    expect(msg(validateCode("NOEXISTE", null, ctx()))).toBe(m);
    expect(msg(validateCode("  ", BIENVENIDA, ctx()))).toBe(m);
    expect(msg(validateCode("BIENVENIDA", { ...BIENVENIDA, active: false }, ctx()))).toBe(m);
  });
});

describe("BIENVENIDA: 10% on products, first purchase, cap $ 3.000", () => {
  it("10% of a Muzzarella Grande = 1.150 (case-insensitive code)", () => {
    const r = validateCode(" bienvenida ", BIENVENIDA, ctx());
    expect(r).toEqual({ ok: true, warning: null, discount: { code: "BIENVENIDA", type: "PERCENT", amount: 1150, freeDelivery: false, limitedUsage: false } });
  });
  it("capped at 3.000 (4 × 11.500 = 46.000 → 4.600 → 3.000)", () => {
    const r = validateCode("BIENVENIDA", BIENVENIDA, ctx({ pricedCart: priced(line(1, 4, 12)) }));
    expect(r.ok && r.discount.amount).toBe(3000);
  });
  it("only on the first purchase", () => {
    expect(msg(validateCode("BIENVENIDA", BIENVENIDA, ctx({ firstPurchase: false })))).toBe("Descuento válido solo para tu primera compra");
  });
});

describe("ENVIOGRATIS", () => {
  it("frees delivery", () => {
    const r = validateCode("ENVIOGRATIS", ENVIOGRATIS, ctx());
    expect(r.ok && r.discount).toMatchObject({ freeDelivery: true, amount: 0 });
  });
  it("'Ya tiene envío gratis' when already free", () => {
    expect(msg(validateCode("ENVIOGRATIS", ENVIOGRATIS, ctx({ deliveryAlreadyFree: true })))).toBe("Ya tiene envío gratis");
  });
  it("only for delivery", () => {
    expect(msg(validateCode("ENVIOGRATIS", ENVIOGRATIS, ctx({ orderModeType: "TAKE_AWAY" })))).toBe("Descuento válido solo para pedidos con envío a domicilio");
  });
});

describe("PIZZA2000: $ 2.000 off, minimum $ 15.000, with a Pizza", () => {
  it("minimum in products", () => {
    expect(msg(validateCode("PIZZA2000", PIZZA2000, ctx()))).toBe("Monto mínimo en productos: $ 15.000");
  });
  it("needs an item of the category Pizzas", () => {
    const noPizza = priced(line(5, 2)); // 2 combos = 28.000
    expect(msg(validateCode("PIZZA2000", PIZZA2000, ctx({ pricedCart: noPizza })))).toBe(
      "Descuento válido teniendo un ítem de la categoría Pizzas en el carrito");
  });
  it("applies 2.000 with Muzzarella Grande + Napolitana (11.500 + 10.400)", () => {
    const r = validateCode("PIZZA2000", PIZZA2000, ctx({ pricedCart: priced(line(1, 1, 12), line(2, 1)) }));
    expect(r.ok && r.discount.amount).toBe(2000);
  });
  it("the minimum counts discounted prices (Napolitana 13.000 −20% = 10.400)", () => {
    expect(msg(validateCode("PIZZA2000", PIZZA2000, ctx({ pricedCart: priced(line(2, 1)) })))).toBe("Monto mínimo en productos: $ 15.000");
  });
});

describe("plate and combinability", () => {
  const forPlate = info({ code: "FLAN", type: "FIXED", value: 500, plate: { id: 8, name: "Flan con dulce de leche" } });
  it("needs the plate in the cart", () => {
    expect(msg(validateCode("FLAN", forPlate, ctx()))).toBe("Descuento válido teniendo Flan con dulce de leche en el carrito");
    expect(validateCode("FLAN", forPlate, ctx({ pricedCart: priced(line(8, 1)) })).ok).toBe(true);
  });
  const solo = info({ code: "SOLO", type: "PERCENT", value: 10, notCombinable: true });
  it("rejects when every item already has a product discount", () => {
    expect(msg(validateCode("SOLO", solo, ctx({ pricedCart: priced(line(2, 1)) })))).toBe("No acumulable con descuentos de productos");
  });
  it("warns and discounts only the undiscounted items when some are discounted", () => {
    const r = validateCode("SOLO", solo, ctx({ pricedCart: priced(line(2, 1), line(1, 1, 12)) }));
    expect(r.ok && r.warning).toBe("No acumulable con descuentos de productos: se aplica solo a los productos sin descuento");
    expect(r.ok && r.discount.amount).toBe(1150);
  });
});

describe("amounts and lifetime", () => {
  it("fixed never above the base; percent rounds to pesos", () => {
    expect(codeAmount({ type: "FIXED", value: 2000, maxDiscountAmount: null }, 1500)).toBe(1500);
    expect(codeAmount({ type: "PERCENT", value: 15, maxDiscountAmount: null }, 1010)).toBe(152); // 151,5
  });
  it("a limited-usage code expires after 180000 ms", () => {
    const d = { limitedUsage: true };
    expect(isCodeExpired(d, 1_000, 180_999)).toBe(false);
    expect(isCodeExpired(d, 1_000, 181_000)).toBe(true);
    expect(isCodeExpired({ limitedUsage: false }, 0, 10_000_000)).toBe(false);
    expect(codeTimeLeft(d, 1_000, 61_000)).toBe(120_000);
  });
  it("terms show first purchase and cap", () => {
    expect(codeTerms(BIENVENIDA)).toEqual(["Válido solo para la primera compra", "Tope de descuento: $ 3.000"]);
  });
});

describe("a code for one payment method", () => {
  it("is refused with another payment: 'Descuento válido solo pagando en efectivo'; applies paying cash", async () => {
    const { validateCode } = await import("~/domain/checkout/code-discount");
    const info = {
      id: 1, code: "EFECTIVO10", type: "PERCENT" as const, value: 10, minimumOrderAmount: null, maxDiscountAmount: null, notCombinable: false,
      plate: null, category: null, limitedUsage: false, firstPurchaseOnly: false, active: true, paymentMethod: "CASH" as const,
    };
    const ctx = { orderModeType: "TAKE_AWAY" as const, paymentChosen: true, phoneValid: true, pricedCart: { lines: [], itemsTotal: 10400 }, deliveryAlreadyFree: false, firstPurchase: true };
    expect(validateCode("EFECTIVO10", info, { ...ctx, paymentMethod: "CARD" })).toEqual({ ok: false, message: "Descuento válido solo pagando en efectivo" });
    expect(validateCode("EFECTIVO10", { ...info, paymentMethod: "ONLINE" }, { ...ctx, paymentMethod: "CASH" })).toEqual({ ok: false, message: "Descuento válido solo pagando con tarjeta online" });
    expect(validateCode("EFECTIVO10", info, { ...ctx, paymentMethod: "CASH" }).ok).toBe(true);
  });
});
