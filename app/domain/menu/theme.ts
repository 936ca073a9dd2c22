// Branch theme (storefront.md §1 theme colours, §9 Default theme).
import type { ColorConfig } from "~/domain/types";

// storefront.md §9 Default theme
export const DEFAULT_THEME = {
  main: "#F78700",
  bordered: "#2bbf66",
  backgroundLight: "#f5f5f5",
  backgroundDark: "#272524",
  textLight: "#1C1C1C",
  textDark: "#FFFFFF",
  // Not in the spec (docs/decisions.md#storefront-pages-menu-and-modals "Theme defaults not in the spec").
  descriptionLight: "#6B6B6B",
  descriptionDark: "#BDBDBD",
  surfaceLight: "#FFFFFF",
  surfaceDark: "#33302E",
  font: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
} as const;

/** storefront.md §2 Modals "Closed branch": closed banner background. */
export const CLOSED_BANNER_COLOR = "#E74D3C";
/** storefront.md §2 Menu: default indicator colours. */
export const INDICATOR_DEFAULT_BACKGROUND = "#F78700";
export const INDICATOR_DEFAULT_TEXT = "#1C1C1C";

/**
 * Only #rgb / #rrggbb pass: colours come from branch configuration and end up
 * in an inline stylesheet, so anything else falls back to the default.
 */
export function normalizeHex(value: string | null | undefined): string | null {
  const v = value?.trim() ?? "";
  if (/^#[0-9a-fA-F]{6}$/.test(v)) return v;
  if (/^#[0-9a-fA-F]{3}$/.test(v)) return "#" + [...v.slice(1)].map((c) => c + c).join("");
  return null;
}

/** WCAG 2.x relative luminance of a #rrggbb colour. */
export function relativeLuminance(hex: string): number {
  const h = normalizeHex(hex) ?? "#000000";
  const channel = (i: number) => {
    const c = parseInt(h.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** §9: font colour chosen by contrast; black or white, whichever contrasts more. */
export function contrastText(hex: string): "#000000" | "#FFFFFF" {
  return contrastRatio(hex, "#000000") >= contrastRatio(hex, "#FFFFFF") ? "#000000" : "#FFFFFF";
}

/** Font family names only (letters, digits, spaces, hyphens), quoted, with a fallback stack. */
export function fontStack(fontFamily: string | null | undefined): string {
  const name = (fontFamily ?? "").replace(/[^\p{L}\p{N} \-]/gu, "").trim().slice(0, 60);
  return name ? `'${name}', ${DEFAULT_THEME.font}` : DEFAULT_THEME.font;
}

export type ThemeVars = Record<
  "--main" | "--on-main" | "--bordered" | "--bg" | "--text" | "--description" | "--banner" | "--on-banner" | "--surface" | "--font",
  string
>;

function scheme(
  main: string,
  bordered: string,
  bg: string,
  text: string,
  description: string,
  banner: string,
  surface: string,
  font: string,
): ThemeVars {
  return {
    "--main": main,
    "--on-main": contrastText(main),
    "--bordered": bordered,
    "--bg": bg,
    "--text": text,
    "--description": description,
    "--banner": banner,
    "--on-banner": contrastText(banner),
    "--surface": surface,
    "--font": font,
  };
}

/**
 * CSS variables for both colour schemes; every unset or invalid colour takes the
 * §9 default. Dark main falls back to the light main (one brand colour), and the
 * promotional banner falls back to the main colour of its scheme.
 */
export function themeVariables(
  colorConfig: Partial<ColorConfig> | null | undefined,
  fontFamily: string | null | undefined,
): { light: ThemeVars; dark: ThemeVars } {
  const c = colorConfig ?? {};
  const font = fontStack(fontFamily);
  const lightMain = normalizeHex(c.lightMainColor) ?? DEFAULT_THEME.main;
  const darkMain = normalizeHex(c.darkMainColor) ?? lightMain;
  return {
    light: scheme(
      lightMain,
      normalizeHex(c.buttonBorderedColorLight) ?? DEFAULT_THEME.bordered,
      normalizeHex(c.mainBackgroundColorLight) ?? DEFAULT_THEME.backgroundLight,
      normalizeHex(c.mainTextColorLight) ?? DEFAULT_THEME.textLight,
      normalizeHex(c.descriptionTextColorLight) ?? DEFAULT_THEME.descriptionLight,
      normalizeHex(c.promotionalBannerColorLight) ?? lightMain,
      DEFAULT_THEME.surfaceLight,
      font,
    ),
    dark: scheme(
      darkMain,
      normalizeHex(c.buttonBorderedColorDark) ?? normalizeHex(c.buttonBorderedColorLight) ?? DEFAULT_THEME.bordered,
      normalizeHex(c.mainBackgroundColorDark) ?? DEFAULT_THEME.backgroundDark,
      normalizeHex(c.mainTextColorDark) ?? DEFAULT_THEME.textDark,
      normalizeHex(c.descriptionTextColorDark) ?? DEFAULT_THEME.descriptionDark,
      normalizeHex(c.promotionalBannerColorDark) ?? darkMain,
      DEFAULT_THEME.surfaceDark,
      font,
    ),
  };
}

// ------------------------------------------------------------ the page stylesheet
function declarations(vars: Record<string, string>): string {
  return Object.entries(vars)
    .map(([name, value]) => `${name}:${value.replace(/[;{}<>]/g, "")}`)
    .join(";");
}

/**
 * The branch's theme as a tiny inline stylesheet: light variables on :root, dark ones
 * under prefers-color-scheme (or always, when the branch picks a dark colour mode).
 * Inline so the first paint already has the branch's colours. Every theme colour of
 * the CSS comes from here (app/styles/base.css keeps none of its own); root.tsx inlines it.
 */
export function themeCss(config: { colorConfig: Partial<ColorConfig>; fontFamily?: string | null }): string {
  const { light, dark } = themeVariables(config.colorConfig, config.fontFamily);
  // §2 Closed branch: the closed colour is the same in both schemes, its text by contrast.
  const closed = declarations({ "--closed": CLOSED_BANNER_COLOR, "--on-closed": contrastText(CLOSED_BANNER_COLOR) });
  if (config.colorConfig.colorModeType === "DARK") {
    return `:root{${declarations(dark)};${closed};color-scheme:dark}`;
  }
  return `:root{${declarations(light)};${closed}}@media (prefers-color-scheme: dark){:root{${declarations(dark)}}}`;
}

/**
 * §9 Default theme, for the pages of no branch (the guide, the sandbox card page, error pages).
 * Marked pure: a client bundle that imports this module only for its constants drops the theme code.
 */
export const DEFAULT_THEME_CSS = /* @__PURE__ */ themeCss({ colorConfig: {} });
