// §7 POST /api/paymenturl, POST /api/order/payment, POST /api/callback/transbank:
// every bad body answers 400 with a Spanish message of its own (never a zod default in English).
import { describe, expect, it } from "vitest";
import { getJson } from "./api-helpers";
import { insertOrder } from "./follow-up-fixtures";

const ENGLISH = /\b(Required|Expected|received|Invalid|String|Number|must|contain|least|greater|character)\b/;
const post = (path: string, body: unknown, form = false) =>
  getJson(path, form
    ? { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(body as Record<string, string>) }
    : { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });

async function expect400(path: string, body: unknown, message: string, form = false) {
  const res = await post(path, body, form);
  expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
  expect(res.body.error.message, `${path} ${JSON.stringify(body)}`).toBe(message);
  expect(res.body.error.message).not.toMatch(ENGLISH);
}

const MSG = {
  code: "Falta el código del pedido.",
  codeInvalid: "El código del pedido no es válido.",
  branchContactId: "El identificador del local debe ser un número entero positivo.",
  amount: "El monto debe ser un número entero positivo.",
  cardToken: "Debe completar los campos de su tarjeta correctamente",
  cardName: "Este campo está incompleto",
  identificationType: "El tipo de identificación debe ser DNI.",
  document: "Ingrese un documento valido",
  tokenWs: "Falta token_ws.",
  tokenWsInvalid: "El token_ws no es válido.",
};

describe("POST /api/paymenturl bad bodies", () => {
  it("code, branchContactId and amount answer 400 in Spanish", async () => {
    const order = await insertOrder("onlineDelivery");
    const ok = { code: order.code, branchContactId: 111, amount: 14800 };
    const cases: [unknown, string][] = [
      [{}, MSG.code],
      [{ ...ok, code: "" }, MSG.code],
      [{ ...ok, code: "   " }, MSG.code],
      [{ ...ok, code: 12345 }, MSG.codeInvalid],
      [{ ...ok, code: "X".repeat(40) }, MSG.codeInvalid],
      [{ code: order.code }, MSG.branchContactId],
      [{ ...ok, branchContactId: "abc" }, MSG.branchContactId],
      [{ ...ok, branchContactId: -1 }, MSG.branchContactId],
      [{ ...ok, branchContactId: 1.5 }, MSG.branchContactId],
      [{ ...ok, branchContactId: null }, MSG.branchContactId],
      [{ ...ok, amount: "abc" }, MSG.amount],
      [{ ...ok, amount: -5 }, MSG.amount],
      [{ ...ok, amount: 0 }, MSG.amount],
      [{ ...ok, amount: 148.5 }, MSG.amount],
      [{ ...ok, amount: true }, MSG.amount],
    ];
    for (const [body, message] of cases) await expect400("/api/paymenturl", body, message);
    await expect400("/api/paymenturl", { code: "", branchContactId: "111" }, MSG.code, true);
    await expect400("/api/paymenturl", { code: order.code, branchContactId: "x" }, MSG.branchContactId, true);
    await expect400("/api/paymenturl", { code: order.code, branchContactId: "111", amount: "diez" }, MSG.amount, true);
    // An empty form amount is no amount: the link is made for the stored total.
    expect((await post("/api/paymenturl", { code: order.code, branchContactId: "111", amount: "" }, true)).status).toBe(200);
  });
});

describe("POST /api/order/payment bad bodies", () => {
  it("every field answers 400 in Spanish", async () => {
    const ok = { token: "sbc_00000000000000000000000000000000", paymentMethodId: "visa", dinerOrderId: "K7M2Q9XD", cardName: "ANA TEST", identificationType: "DNI", identificationNumber: "30123456" };
    const cases: [unknown, string][] = [
      [{ ...ok, token: undefined }, MSG.cardToken],
      [{ ...ok, token: "" }, MSG.cardToken],
      [{ ...ok, token: 5 }, MSG.cardToken],
      [{ ...ok, paymentMethodId: "" }, MSG.cardToken],
      [{ ...ok, dinerOrderId: undefined }, MSG.code],
      [{ ...ok, dinerOrderId: "" }, MSG.code],
      [{ ...ok, dinerOrderId: null }, MSG.code],
      [{ ...ok, dinerOrderId: "X".repeat(40) }, MSG.codeInvalid],
      [{ ...ok, dinerOrderId: { id: 1 } }, MSG.codeInvalid],
      [{ ...ok, cardName: "" }, MSG.cardName],
      [{ ...ok, cardName: undefined }, MSG.cardName],
      [{ ...ok, identificationType: "CUIT" }, MSG.identificationType],
      [{ ...ok, identificationType: 1 }, MSG.identificationType],
      [{ ...ok, identificationNumber: "12" }, MSG.document],
      [{ ...ok, identificationNumber: undefined }, MSG.document],
    ];
    for (const [body, message] of cases) await expect400("/api/order/payment", body, message);
    await expect400("/api/order/payment", { ...ok, identificationType: "LE" }, MSG.identificationType, true);
  });
});

describe("POST /api/callback/transbank bad bodies", () => {
  it("token_ws missing, empty or too long answers 400 in Spanish", async () => {
    await expect400("/api/callback/transbank/confirm", {}, MSG.tokenWs);
    await expect400("/api/callback/transbank/confirm", { token_ws: "" }, MSG.tokenWs);
    await expect400("/api/callback/transbank/confirm", { token_ws: 7 }, MSG.tokenWsInvalid);
    await expect400("/api/callback/transbank/confirm", { token_ws: "x".repeat(300) }, MSG.tokenWsInvalid);
  });
});
