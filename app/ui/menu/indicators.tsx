import type { Indicator } from "~/domain/types";
// storefront.md §2 Menu: default indicator colours.
import { INDICATOR_DEFAULT_BACKGROUND, INDICATOR_DEFAULT_TEXT } from "~/domain/menu/theme";

/**
 * Indicators of a plate (storefront.md §2 Menu): spread with their labels when a
 * plate has at most `spreadMax` (label only), otherwise as short icons (the
 * icon, or the short name without one; the full name stays for screen readers
 * and as a tooltip).
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
          style={{ background: i.backgroundColor ?? INDICATOR_DEFAULT_BACKGROUND, color: i.textColor ?? INDICATOR_DEFAULT_TEXT }}
        >
          {spread ? (
            <span>{i.name}</span>
          ) : (
            <>
              <span aria-hidden="true">{i.icon || i.shortName}</span>
              <span className="visually-hidden">{i.name}</span>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
