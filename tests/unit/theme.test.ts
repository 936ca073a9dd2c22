import { describe, expect, it } from "vitest";
import { contrastText, themeVariables } from "../../app/domain/menu/theme";
import { DEFAULT_THEME_CSS, themeCss } from "../../app/domain/menu/theme";
import type { ColorConfig } from "../../app/domain/types";

const unset: ColorConfig = {
  colorModeType: "LIGHT", lightMainColor: null, darkMainColor: null, buttonBorderedColorLight: null,
  buttonBorderedColorDark: null, promotionalBannerColorLight: null, promotionalBannerColorDark: null,
  mainBackgroundColorLight: null, mainBackgroundColorDark: null, mainTextColorLight: null,
  mainTextColorDark: null, descriptionTextColorLight: null, descriptionTextColorDark: null,
};

describe("theme (storefront.md §9 Default theme)", () => {
  it("contrastText picks black or white by WCAG contrast", () => {
    expect(contrastText("#F78700")).toBe("#000000");
    expect(contrastText("#272524")).toBe("#FFFFFF");
    expect(contrastText("#1C1C1C")).toBe("#FFFFFF");
    expect(contrastText("#f5f5f5")).toBe("#000000");
    expect(contrastText("#0000ff")).toBe("#FFFFFF");
  });
  it("falls back to the spec defaults", () => {
    const { light, dark } = themeVariables(unset, null);
    expect(light["--main"]).toBe("#F78700");
    expect(light["--on-main"]).toBe("#000000");
    expect(light["--bordered"]).toBe("#2bbf66");
    expect(light["--bg"]).toBe("#f5f5f5");
    expect(light["--text"]).toBe("#1C1C1C");
    expect(dark["--bg"]).toBe("#272524");
    expect(dark["--text"]).toBe("#FFFFFF");
    expect(dark["--main"]).toBe("#F78700");
    expect(Object.keys(light).sort()).toEqual(
      ["--banner", "--bg", "--bordered", "--description", "--font", "--main", "--on-banner", "--on-main", "--surface", "--text"],
    );
  });
  it("uses the branch's colours and font, refusing anything that is not a hex colour", () => {
    const { light, dark } = themeVariables(
      { ...unset, lightMainColor: "#1a237e", darkMainColor: "#abc", promotionalBannerColorLight: "red;}body{x:y" },
      "Roboto Slab",
    );
    expect(light["--main"]).toBe("#1a237e");
    expect(light["--on-main"]).toBe("#FFFFFF");
    expect(dark["--main"]).toBe("#aabbcc");
    expect(light["--banner"]).toBe("#1a237e");
    expect(light["--font"].startsWith("'Roboto Slab', ")).toBe(true);
    expect(themeVariables(unset, "x;}<script>").light["--font"]).not.toMatch(/[;{}<>]/);
  });
  it("the pages' stylesheet carries the closed colour #E74D3C with black text by contrast", () => {
    const css = themeCss({ colorConfig: unset, fontFamily: null });
    expect(css).toContain("--closed:#E74D3C;--on-closed:#000000");
    const dark = themeCss({ colorConfig: { ...unset, colorModeType: "DARK" }, fontFamily: null });
    expect(dark).toContain("--closed:#E74D3C;--on-closed:#000000");
  });
  it("pages of no branch get the §9 default theme", () => {
    expect(DEFAULT_THEME_CSS).toBe(themeCss({ colorConfig: unset, fontFamily: null }));
    expect(DEFAULT_THEME_CSS).toContain(":root{--main:#F78700;--on-main:#000000;--bordered:#2bbf66;--bg:#f5f5f5;");
  });
});
