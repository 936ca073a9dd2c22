// storefront.md §4 "Changing phone removes applied loyalty points and code":
// the code applied for one phone is gone when the diner types another one.
// Palermo take-away, Napolitana $ 13.000 − 20 % = $ 10.400; BIENVENIDA 10 % = $ 1.040.
import { describe, expect, it } from "vitest";
import { DEMO_IDS } from "~/data/demo/demo-tenant";
import { cartWith, cookieOf, send } from "./session-helpers";

const PALERMO = "pizzeria-palermo";
const fields = (phone: string) => ({
  phoneCountry: "ar", phone, name: "Teo", email: "", document: "", scheduled: "0",
  paymentTypeId: String(DEMO_IDS.orderModes.palermoTakeAway * 10 + 1), paysWith: "", code: "BIENVENIDA",
});

describe("§4 changing phone", () => {
  it("drops the applied code; the same phone keeps it", async () => {
    let cookie = await cartWith(PALERMO, "take-away", "pizzas/napolitana", 1);
    cookie = cookieOf(await send(`/menu/${PALERMO}/checkout`, { cookie }), cookie);
    const post = async (intent: string, phone: string) => {
      const res = await send(`/menu/${PALERMO}/checkout`, { method: "POST", body: new URLSearchParams({ intent, ...fields(phone) }), cookie });
      cookie = cookieOf(res, cookie);
      return res.text();
    };
    const applied = await post("apply-code", "11 5555-0501");
    expect(applied).toContain("Código BIENVENIDA");
    expect(applied).toContain("$ 9.360");
    const same = await post("recalculate", "11 5555-0501");
    expect(same).toContain("Código BIENVENIDA");
    const other = await post("recalculate", "11 5555-0502");
    expect(other).not.toContain("Código BIENVENIDA");
    expect(other).not.toContain("$ 9.360");
  });
});
