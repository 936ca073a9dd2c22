import { describe, expect, it } from "vitest";
import { contrastWarnings, ratioText } from "../../app/domain/menu/brand-contrast";
import { brandFormSchema, colorConfigOfValues, brandValuesOfPayload } from "../../app/domain/menu/brand-form";
import { contrastRatio } from "../../app/domain/menu/theme";

describe("contrast check of the brand page (WCAG 2.1 relative luminance)", () => {
  it("known pairs: #777777 on white is 4,48:1, black on white 21:1, #767676 on white 4,54:1, same colours 1:1", () => {
    expect(ratioText(contrastRatio("#777777", "#FFFFFF"))).toBe("4,48");
    expect(contrastRatio("#000000", "#FFFFFF")).toBeCloseTo(21, 5);
    expect(ratioText(contrastRatio("#767676", "#ffffff"))).toBe("4,54");
    expect(contrastRatio("#F78700", "#F78700")).toBe(1);
    expect(ratioText(contrastRatio("#FFFFFF", "#777777"))).toBe("4,48");
  });

  it("a ratio just under 4.5 never reads as 4,50", () => {
    expect(ratioText(4.4999)).toBe("4,49");
    expect(ratioText(4.5)).toBe("4,50");
  });

  it("the default theme passes in both schemes", () => {
    expect(contrastWarnings({})).toEqual([]);
  });

  it("a grey description on the white cards warns, naming the scheme and the pair, in Spanish", () => {
    expect(contrastWarnings({ descriptionTextColorLight: "#777777" })).toEqual([
      "Contraste bajo en el modo claro: el texto de las descripciones sobre las tarjetas (#777777 sobre #FFFFFF) tiene 4,48:1; se recomienda al menos 4,5:1.",
    ]);
  });

  it("a light text on a light background warns for the background and for the cards; dark mode alone skips the light scheme", () => {
    const warnings = contrastWarnings({ mainTextColorLight: "#cccccc", mainBackgroundColorDark: "#ffffff" });
    expect(warnings).toHaveLength(3);
    expect(warnings[0]).toMatch(/^Contraste bajo en el modo claro: el texto principal sobre el fondo \(#cccccc sobre #f5f5f5\)/);
    expect(warnings[1]).toMatch(/^Contraste bajo en el modo claro: el texto principal sobre las tarjetas/);
    expect(warnings[2]).toMatch(/^Contraste bajo en el modo oscuro: el texto principal sobre el fondo \(#FFFFFF sobre #ffffff\) tiene 1,00:1/);
    expect(contrastWarnings({ colorModeType: "DARK", mainTextColorLight: "#cccccc" })).toEqual([]);
  });

  it("any main colour gets black or white text of at least 4,5:1, so buttons never warn", () => {
    for (const main of ["#808080", "#777777", "#F78700", "#2bbf66", "#0000ff", "#ff0000"]) {
      expect(Math.max(contrastRatio(main, "#000000"), contrastRatio(main, "#FFFFFF"))).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe("the brand form", () => {
  const base = { version: "3" };
  it("accepts #rgb and #rrggbb (stored as #rrggbb), empty fields as unset, and ids in their vendors' formats", () => {
    const parsed = brandFormSchema.safeParse({ ...base, lightMainColor: "#1a2", googleTagManagerId: "gtm-abc1234", fbPixelId: "1234567890", instagram: "https://www.instagram.com/sabores" });
    expect(parsed.success).toBe(true);
    if (!parsed.success) return;
    expect(parsed.data.lightMainColor).toBe("#11aa22");
    expect(parsed.data.darkMainColor).toBeNull();
    expect(parsed.data.googleTagManagerId).toBe("GTM-ABC1234");
    expect(parsed.data.version).toBe(3);
    expect(parsed.data.colorModeType).toBe("LIGHT");
  });

  it("refuses '#12', a pixel id with letters, a Tag Manager id without GTM-, a link elsewhere, a font not in the list, in Spanish", () => {
    const parsed = brandFormSchema.safeParse({ ...base, lightMainColor: "#12", fbPixelId: "abc", googleTagManagerId: "ABC1234", googleAnalyticsId: "G-", facebook: "https://evil.example/x", fontFamily: "Comic Sans" });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    const byField = Object.fromEntries(parsed.error.issues.map((i) => [i.path.join("."), i.message]));
    expect(byField.lightMainColor).toBe("El color debe ser un código hexadecimal como #F78700 (o quedar vacío para usar el predeterminado).");
    expect(byField.fbPixelId).toBe("El ID del píxel de Facebook son de 5 a 20 números (o vacío).");
    expect(byField.googleTagManagerId).toBe("El ID de Google Tag Manager tiene la forma GTM-XXXXXXX (o vacío).");
    expect(byField.googleAnalyticsId).toBe("El ID de Google Analytics tiene la forma G-XXXXXXXXXX o UA-12345678-1 (o vacío).");
    expect(byField.facebook).toBe("El enlace de Facebook debe empezar con https://www.facebook.com/ (o quedar vacío).");
    expect(byField.fontFamily).toBe("Elija una de las letras de la lista.");
  });

  it("the preview of typed values counts a colour not yet valid as unset", () => {
    const values = brandValuesOfPayload({ version: "1", lightMainColor: "#12", darkMainColor: "#000000" });
    const config = colorConfigOfValues(values);
    expect(config.lightMainColor).toBeNull();
    expect(config.darkMainColor).toBe("#000000");
    expect(config.colorModeType).toBe("LIGHT");
  });
});
