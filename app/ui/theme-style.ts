import { CLOSED_BANNER_COLOR, contrastText, themeVariables } from "~/domain/menu/theme";
import type { ColorConfig } from "~/domain/types";

function declarations(vars: Record<string, string>): string {
  return Object.entries(vars)
    .map(([name, value]) => `${name}:${value.replace(/[;{}<>]/g, "")}`)
    .join(";");
}

/**
 * The branch's theme as a tiny inline stylesheet: light variables on :root, dark ones
 * under prefers-color-scheme (or always, when the branch picks a dark colour mode).
 * Inline so the first paint already has the branch's colours. Every theme colour of
 * the CSS comes from here (app/styles/base.css keeps none of its own).
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

/** §9 Default theme, for the pages of no branch (the guide, the sandbox card page, error pages). */
export const DEFAULT_THEME_CSS = themeCss({ colorConfig: {} });
