// The brand page's contrast check (WCAG 2.1, success criterion 1.4.3): every pair of text and
// background colours the storefront paints from the branch's theme, in each colour scheme the
// diners can see, against the AA minimum for normal text. It only warns: the owner decides
// (docs/decisions.md "Brand page: a low contrast warns, it does not block the save").
import type { ColorConfig } from "~/domain/types";
import { contrastRatio, themeVariables, type ThemeVars } from "./theme";

/** WCAG 2.1 AA, normal text. */
export const AA_TEXT_CONTRAST = 4.5;

type ThemeColour = Exclude<keyof ThemeVars, "--font">;

/**
 * The pairs the storefront's stylesheets paint (app/styles/base.css, menu.css, menu-layout.css) whose
 * both colours the owner chooses. Text on the main and banner colours is black or white by contrast
 * (theme.ts contrastText), at least 4,58:1 for any colour, so those pairs always pass.
 */
const PAIRS: readonly [text: ThemeColour, background: ThemeColour, what: string][] = [
  ["--text", "--bg", "el texto principal sobre el fondo"],
  ["--text", "--surface", "el texto principal sobre las tarjetas"],
  ["--description", "--surface", "el texto de las descripciones sobre las tarjetas"],
];

/** '4,48': rounded to two decimals, except that a ratio under 4.5 never reads as 4,50. */
export function ratioText(ratio: number): string {
  const shown = ratio < AA_TEXT_CONTRAST ? Math.min(Math.round(ratio * 100) / 100, 4.49) : Math.round(ratio * 100) / 100;
  return shown.toFixed(2).replace(".", ",");
}

/**
 * One Spanish line per pair below AA, naming the scheme and the pair; empty when all pass. Unset
 * colours are the defaults the storefront would paint. A branch always in dark mode shows no light scheme.
 */
export function contrastWarnings(colorConfig: Partial<ColorConfig>, fontFamily: string | null = null): string[] {
  const themes = themeVariables(colorConfig, fontFamily);
  const schemes = colorConfig.colorModeType === "DARK" ? (["dark"] as const) : (["light", "dark"] as const);
  const warnings: string[] = [];
  for (const scheme of schemes) {
    const vars = themes[scheme];
    for (const [text, background, what] of PAIRS) {
      const ratio = contrastRatio(vars[text], vars[background]);
      if (ratio < AA_TEXT_CONTRAST) {
        warnings.push(`Contraste bajo en el modo ${scheme === "light" ? "claro" : "oscuro"}: ${what} (${vars[text]} sobre ${vars[background]}) tiene ${ratioText(ratio)}:1; se recomienda al menos 4,5:1.`);
      }
    }
  }
  return warnings;
}
