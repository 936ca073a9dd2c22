import { themeVariables } from "~/domain/menu/theme";
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
  if (config.colorConfig.colorModeType === "DARK") {
    return `:root{${declarations(dark)};color-scheme:dark}`;
  }
  return `:root{${declarations(light)}}@media (prefers-color-scheme: dark){:root{${declarations(dark)}}}`;
}
