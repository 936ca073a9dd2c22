import { CLOSED_BANNER_COLOR, contrastText, themeVariables } from "~/domain/menu/theme";
import type { BranchGeneralConfig } from "~/domain/types";

function declarations(vars: Record<string, string>): string {
  return Object.entries(vars)
    .map(([name, value]) => `${name}:${value.replace(/[;{}<>]/g, "")}`)
    .join(";");
}

/**
 * The branch's theme as a tiny inline stylesheet: light variables on :root, dark ones
 * under prefers-color-scheme (or always, when the branch picks a dark colour mode).
 * Inline so the first paint already has the branch's colours.
 */
export function themeCss(config: BranchGeneralConfig): string {
  const { light, dark } = themeVariables(config.colorConfig, config.fontFamily);
  // §2 Closed branch: the banner colour is the same in both schemes, its text by contrast.
  const closed = declarations({ "--closed-banner": CLOSED_BANNER_COLOR, "--on-closed-banner": contrastText(CLOSED_BANNER_COLOR) });
  if (config.colorConfig.colorModeType === "DARK") {
    return `:root{${declarations(dark)};${closed};color-scheme:dark}`;
  }
  return `:root{${declarations(light)};${closed}}@media (prefers-color-scheme: dark){:root{${declarations(dark)}}}`;
}
