import { describe, expect, it } from "vitest";
import { KEYBOARD_THRESHOLD_PX, isKeyboardOpen } from "../../app/ui/use-virtual-keyboard";

describe("isKeyboardOpen (storefront.md §9 Virtual keyboard detection threshold 100 px)", () => {
  it("uses the spec's 100 px", () => {
    expect(KEYBOARD_THRESHOLD_PX).toBe(100);
  });
  it("is closed while the visible height matches the window", () => {
    expect(isKeyboardOpen(844, 844)).toBe(false);
  });
  it("ignores small changes (browser toolbars), up to and including 100 px", () => {
    expect(isKeyboardOpen(844, 790)).toBe(false);
    expect(isKeyboardOpen(844, 744)).toBe(false);
  });
  it("is open once the viewport shrinks by more than 100 px", () => {
    expect(isKeyboardOpen(844, 743)).toBe(true);
    expect(isKeyboardOpen(844, 508)).toBe(true);
  });
  it("takes another threshold", () => {
    expect(isKeyboardOpen(844, 780, 50)).toBe(true);
  });
  it("is closed when a height is unknown", () => {
    expect(isKeyboardOpen(0, 0)).toBe(false);
    expect(isKeyboardOpen(844, Number.NaN)).toBe(false);
  });
});
