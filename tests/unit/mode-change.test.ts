import { describe, expect, it } from "vitest";
import {
  applyModeChange,
  confirmationTexts,
  decideModeChange,
} from "../../app/domain/menu/mode-change";
import { cart } from "./fixtures";
import type { CartLine } from "../../app/domain/types";

const pizza: CartLine = {
  lineId: "a1", referenceId: 2, referenceType: "PLATE", sizeId: null, quantity: 1, notes: "", extras: [], source: "plate",
};

describe("mode change vs. cart (storefront.md §4 States and transitions)", () => {
  it("empties only a non-empty cart whose menu hash differs", () => {
    expect(decideModeChange(cart([pizza]), "h2")).toEqual({ needsConfirmation: true, emptiesCart: true });
    expect(decideModeChange(cart([pizza]), "h1")).toEqual({ needsConfirmation: false, emptiesCart: false });
    expect(decideModeChange(cart([]), "h2")).toEqual({ needsConfirmation: false, emptiesCart: false });
    expect(decideModeChange(cart([pizza]), null).emptiesCart).toBe(true);
  });
  it("applies the change: keeps lines on equal hash, drops them otherwise", () => {
    expect(applyModeChange(cart([pizza]), 2, "h1", 5)).toMatchObject({ orderModeId: 2, menuHash: "h1", lines: [pizza] });
    expect(applyModeChange(cart([pizza]), 2, "h2", 5)).toMatchObject({ orderModeId: 2, menuHash: "h2", lines: [] });
  });
  it("confirmation texts of §2 Modals Confirmation", () => {
    expect(confirmationTexts()).toEqual({
      title: "Si continúas, se eliminarán los productos agregados al pedido",
      text: "¿Deseas continuar?",
      cancel: "Cancelar",
      confirm: "Continuar",
    });
    expect(confirmationTexts("Cambiar de local").title).toBe("Cambiar de local");
  });
});
