// The guide's entries (logistics.md §2: "Each entry shows name, street, number,
// city and distance in km with one decimal"), each a link to the location's menu.
import type { GuideEntry } from "~/routes/guia/guide-page.server";

export function GuideList({ entries }: { entries: GuideEntry[] }) {
  return (
    <ul className="guide__list">
      {entries.map((e) => (
        <li key={e.alias}>
          <a className="guide-entry card" href={e.menuHref}>
            <span className="guide-entry__text">
              <span className="guide-entry__name">{e.name}</span>
              <span className="guide-entry__address">
                {e.street} {e.number}, {e.city}
              </span>
            </span>
            {e.distance ? <span className="guide-entry__distance">{e.distance}</span> : null}
            <span className="guide-entry__go" aria-hidden="true">
              ›
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
