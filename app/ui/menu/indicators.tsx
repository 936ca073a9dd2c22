import type { Indicator } from "~/domain/types";

// storefront.md §2 Menu: default indicator colours.
export const INDICATOR_BG = "#F78700";
export const INDICATOR_TEXT = "#1C1C1C";

/**
 * Indicators of a plate (storefront.md §2 Menu): spread with their labels when a
 * plate has at most `spreadMax`, otherwise as short icons (the full name stays
 * available to screen readers and as a tooltip).
 */
export function Indicators({ indicators, spreadMax }: { indicators: Indicator[]; spreadMax: number }) {
  if (indicators.length === 0) return null;
  const spread = indicators.length <= spreadMax;
  return (
    <ul className={`indicators ${spread ? "indicators--spread" : "indicators--short"}`} aria-label="Características">
      {indicators.map((i) => (
        <li
          key={i.id}
          className="indicator"
          title={i.name}
          style={{ background: i.backgroundColor ?? INDICATOR_BG, color: i.textColor ?? INDICATOR_TEXT }}
        >
          {i.icon ? <span aria-hidden="true">{i.icon}</span> : null}
          {spread ? <span>{i.name}</span> : i.icon ? <span className="visually-hidden">{i.name}</span> : <abbr title={i.name}>{i.shortName}</abbr>}
        </li>
      ))}
    </ul>
  );
}
