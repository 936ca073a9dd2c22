// The rider's and picker's street screens, pure rules: the cash at the door and the change,
// a stack's total, the shift's cash to hand in, the live list's freshness line and pages,
// and the slide that follows a fast flick.
import { describe, expect, it } from "vitest";
import { cashToHandIn, doorPayment, stackCollectText } from "~/domain/logistics/cash";
import { newKeys, pageOf, pageText, updatedAgoText } from "~/domain/logistics/live-list";
import { reachesThreshold, sliderFollow, sliderMove, sliderWasPartial, SLIDER_SPRING_BACK } from "~/domain/logistics/slider";

describe("cash at the door", () => {
  it("a cash order of $ 14.050 paid with $ 20.000: 'Cobrar $ 14.050', 'Vuelto $ 5.950', 'Paga con $ 20.000'", () => {
    expect(doorPayment({ paymentMethod: "CASH", total: 14050, paysWith: 20000 })).toEqual({
      collect: "Cobrar $ 14.050", how: "Efectivo", change: "Vuelto $ 5.950", paysWith: "Paga con $ 20.000", cashAmount: 14050, collectAmount: 14050,
    });
  });
  it("exact cash has no change; online is paid; a card on delivery is collected but is no cash", () => {
    expect(doorPayment({ paymentMethod: "CASH", total: 14050, paysWith: 14050 })).toMatchObject({ collect: "Cobrar $ 14.050", change: null, paysWith: null });
    expect(doorPayment({ paymentMethod: "ONLINE", total: 14050, paysWith: null })).toMatchObject({ collect: null, how: "Pagado en línea", collectAmount: 0 });
    expect(doorPayment({ paymentMethod: "CARD_ON_DELIVERY", total: 9000, paysWith: null })).toMatchObject({ collect: "Cobrar $ 9.000", how: "Tarjeta", cashAmount: 0, collectAmount: 9000 });
  });
  it("a stack's total over the stops that collect, only from two", () => {
    const cash = doorPayment({ paymentMethod: "CASH", total: 14050, paysWith: 20000 });
    const online = doorPayment({ paymentMethod: "ONLINE", total: 9000, paysWith: null });
    expect(stackCollectText([cash, cash])).toBe("Total a cobrar $ 28.100");
    expect(stackCollectText([cash, online])).toBeNull();
  });
  it("the shift's cash to hand in counts the cash orders only", () => {
    expect(cashToHandIn([
      { paymentMethod: "CASH", total: 14050, paysWith: 20000 },
      { paymentMethod: "ONLINE", total: 9000, paysWith: null },
      { paymentMethod: "CASH", total: 8000, paysWith: null },
    ])).toEqual({ amount: 22050, count: 2 });
  });
});

describe("live lists", () => {
  it("'Actualizado hace N s', minutes from a minute", () => {
    expect(updatedAgoText(0)).toBe("Actualizado hace 0 s");
    expect(updatedAgoText(4.6)).toBe("Actualizado hace 4 s");
    expect(updatedAgoText(125)).toBe("Actualizado hace 2 min");
  });
  it("what appeared since the last answer", () => {
    expect(newKeys(["a", "b"], ["b", "c", "a", "d"])).toEqual(["c", "d"]);
  });
  it("pages with a count, the page clamped", () => {
    const items = Array.from({ length: 23 }, (_, i) => i);
    expect(pageOf(items, 2, 10)).toEqual({ items: [20, 21, 22], page: 2, pages: 3, total: 23 });
    expect(pageOf(items, 9, 10).page).toBe(2);
    expect(pageOf([], 0, 10)).toEqual({ items: [], page: 0, pages: 1, total: 0 });
    expect(pageText(0, 3)).toBe("Página 1 de 3");
  });
});

describe("the slide", () => {
  it("a drag from the thumb follows a fast flick to the end (the finger went through every point)", () => {
    expect(sliderMove(5, 100)).toBe(5); // one far jump alone is ignored (a tap at the far end)
    expect(sliderFollow(5, 100)).toBe(100);
    expect(reachesThreshold(sliderFollow(5, 100))).toBe(true);
    expect(sliderFollow(60, 0)).toBe(0);
  });
  it("a partial slide that springs back says 'Deslice hasta el final'; a tap does not", () => {
    expect(SLIDER_SPRING_BACK).toBe("Deslice hasta el final");
    expect(sliderWasPartial(60)).toBe(true);
    expect(sliderWasPartial(3)).toBe(false);
    expect(sliderWasPartial(90)).toBe(false);
  });
});
