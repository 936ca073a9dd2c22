// storefront.md §4 "Changing phone removes applied loyalty points and code":
// the code and the points applied for one phone are gone when the diner types
// another one; "the opt-in checkbox ... resets to true when phone changes".
// Palermo take-away, Napolitana $ 13.000 − 20 % = $ 10.400; BIENVENIDA 10 % = $ 1.040.
import { describe, expect, it } from "vitest";
import { DEMO_IDS } from "~/data/demo/demo-tenant";
import { cartWith, cookieOf, patchSession, send } from "./session-helpers";

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

  it("drops the applied points (and the order is not refused for them)", async () => {
    // Lucía (+54 9 11 5555-0001, 3.200 Puntos) signed in; 2 Napolitanas = $ 20.800.
    let cookie = await cartWith(PALERMO, "take-away", "pizzas/napolitana", 2);
    await patchSession(cookie, { customerPhone: "+5491155550001" });
    cookie = cookieOf(await send(`/menu/${PALERMO}/checkout`, { cookie }), cookie);
    const post = async (intent: string, phone: string, extra: Record<string, string> = {}) => {
      const res = await send(`/menu/${PALERMO}/checkout`, {
        method: "POST",
        body: new URLSearchParams({ intent, ...fields(phone), code: "", points: "1000", ...extra }),
        cookie,
      });
      cookie = cookieOf(res, cookie);
      return res;
    };
    const redeemed = await (await post("redeem-points", "11 5555-0001")).text();
    expect(redeemed).toContain("Canje de Puntos");
    expect(redeemed).toContain("$ 19.800");
    // The same phone written another way keeps them.
    expect(await (await post("recalculate", "1155550001")).text()).toContain("Canje de Puntos");
    const other = await (await post("recalculate", "11 5555-0503")).text();
    expect(other).not.toContain("Canje de Puntos");
    expect(other).toContain("$ 20.800");
    // Back to the signed-in phone: the points stay removed until redeemed again.
    expect(await (await post("recalculate", "11 5555-0001")).text()).not.toContain("Canje de Puntos");
    // Redeeming with another phone typed is refused with our message, nothing applied.
    const refused = await post("redeem-points", "11 5555-0503");
    expect(refused.status).toBe(400);
    const refusedHtml = await refused.text();
    expect(refusedHtml).toContain("Los puntos se canjean con el teléfono de tu sesión.");
    expect(refusedHtml).not.toContain("Canje de Puntos");
  });

  it("resets the opt-in checkbox to checked", async () => {
    let cookie = await cartWith(PALERMO, "take-away", "pizzas/napolitana", 1);
    cookie = cookieOf(await send(`/menu/${PALERMO}/checkout`, { cookie }), cookie);
    const optIn = (html: string) => {
      const box = html.match(/<input[^>]*name="optIn"[^>]*>/)?.[0];
      expect(box, "the opt-in checkbox is shown").toBeTruthy();
      return /\schecked=/.test(box!);
    };
    const post = async (phone: string, box: { shownFor: string; ticked: boolean }) => {
      const body = new URLSearchParams({ intent: "recalculate", ...fields(phone), code: "", optInShown: "1", optInPhone: box.shownFor, optInPhoneCountry: "ar" });
      if (box.ticked) body.set("optIn", "on");
      const res = await send(`/menu/${PALERMO}/checkout`, { method: "POST", body, cookie });
      cookie = cookieOf(res, cookie);
      expect(res.status).toBe(200);
      return res.text();
    };
    // New diners (not opted in): the box shows for a valid phone, ticked by default.
    const first = await post("11 5555-0511", { shownFor: "", ticked: true });
    expect(optIn(first)).toBe(true);
    expect(first).toContain("Quiero recibir novedades y promociones del local");
    // Unticked for that phone: it stays unticked.
    expect(optIn(await post("11 5555-0511", { shownFor: "11 5555-0511", ticked: false }))).toBe(false);
    expect(optIn(await post("1155550511", { shownFor: "11 5555-0511", ticked: false }))).toBe(false);
    // Another phone with the box still unticked from the previous one: checked again.
    expect(optIn(await post("11 5555-0512", { shownFor: "11 5555-0511", ticked: false }))).toBe(true);
    // Unticked for the new phone: kept.
    expect(optIn(await post("11 5555-0512", { shownFor: "11 5555-0512", ticked: false }))).toBe(false);
  });
});
