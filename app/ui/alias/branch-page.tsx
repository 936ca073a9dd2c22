// storefront.md §2 Branch page: '¿Cómo quieres tu pedido?', 'Buscar Local' and the
// branch-contact cards. Everything is links and a GET form (works without
// JavaScript); with JavaScript the search filters as the diner types.
import { Form, Link, useLocation, useNavigate } from "@remix-run/react";
import { useState } from "react";
import { BlockedView } from "~/ui/header/blocked-view";
import { AddressPrompt } from "./address-prompt";
import { AliasHero } from "./alias-hero";
import { filterCards } from "./branch-search";
import { ContactCard } from "./contact-card";
import { ModeIcon } from "./mode-icon";
import type { BranchPageData } from "~/routes/menu.$alias._index/branch-page.server";
import { useModeHash } from "./use-mode-hash";

/** This page's URL with `modo` / `q` changed, other parameters (lat, lng, entry) kept. */
function pageHref(search: string, changes: Record<string, string | null>): string {
  const params = new URLSearchParams(search);
  for (const [k, v] of Object.entries(changes)) {
    if (v) params.set(k, v);
    else params.delete(k);
  }
  const s = params.toString();
  return s ? `?${s}` : ".";
}

export function BranchPage({ data }: { data: BranchPageData }) {
  const { branch } = data;
  return (
    <>
      <AliasHero
        title={branch.name}
        eyebrow={data.company.name}
        logoFileId={branch.logoFileId}
        logoAlt={`Logo de ${branch.name}`}
        bannerFileId={branch.bannerFileId}
      >
        {branch.description ? <p className="alias-hero__lead">{branch.description}</p> : null}
      </AliasHero>

      <main id="contenido" className="alias-main">
        {data.allBlocked ? (
          // §8 "All locations blocked shows a blocked view" (texts: docs/decisions.md#storefront-pages-menu-and-modals).
          <BlockedView name={branch.name} branchHref={`/menu/${data.company.alias}`} />
        ) : (
          <BranchList data={data} />
        )}
      </main>
    </>
  );
}

function BranchList({ data }: { data: BranchPageData }) {
  const { branch, choices, cards, selectedMode } = data;
  const location = useLocation();
  const navigate = useNavigate();
  const [query, setQuery] = useState(data.q);
  const chosen = choices.find((c) => c.slug === selectedMode) ?? null;
  const visible = filterCards(cards, query);
  const kept = new URLSearchParams(location.search);

  useModeHash(
    choices.map((c) => c.slug),
    (slug) => {
      if (slug !== selectedMode) {
        navigate(pageHref(location.search, { modo: slug, q: query || null }), {
          replace: true,
          preventScrollReset: true,
        });
      }
    },
  );

  return (
    <>
      {data.addressPrompt?.mandatory ? <AddressPrompt {...data.addressPrompt} /> : null}
      {choices.length > 0 ? (
        <section className="mode-question" aria-labelledby="modo-titulo">
          <h2 id="modo-titulo" className="alias-section-title">
            ¿Cómo quieres tu pedido?
          </h2>
          <ul className="mode-chips" role="list">
            {choices.map((c) => (
              <li key={c.slug}>
                <Link
                  className="mode-chip"
                  to={pageHref(location.search, {
                    modo: c.slug,
                    q: query || null,
                  })}
                  replace
                  preventScrollReset
                  aria-current={c.slug === selectedMode ? "true" : undefined}
                >
                  <ModeIcon type={c.type} />
                  <span>{c.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {data.addressPrompt && !data.addressPrompt.mandatory ? <AddressPrompt {...data.addressPrompt} /> : null}

      <Form method="get" role="search" className="local-search" replace preventScrollReset>
        <label htmlFor="buscar-local" className="visually-hidden">
          Buscar Local
        </label>
        <svg
          className="local-search__icon"
          viewBox="0 0 24 24"
          width="20"
          height="20"
          aria-hidden="true"
          focusable="false"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
        <input
          id="buscar-local"
          type="search"
          name="q"
          placeholder="Buscar Local"
          autoComplete="off"
          enterKeyHint="search"
          maxLength={100}
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
        />
        {/* Keep the chosen mode and a URL location across the GET submission. */}
        {[...kept.entries()]
          .filter(([k]) => k !== "q")
          .map(([k, v], i) => (
            <input key={`${k}-${i}`} type="hidden" name={k} value={v} />
          ))}
        {selectedMode && !kept.has("modo") ? <input type="hidden" name="modo" value={selectedMode} /> : null}
        <button type="submit" className="local-search__submit">
          Buscar
        </button>
      </Form>

      <section aria-labelledby="locales-titulo">
        <h2 id="locales-titulo" className="alias-section-title">
          {data.locationKnown ? "Locales cerca tuyo" : "Nuestros locales"}
        </h2>
        <p className="visually-hidden" role="status">
          {visible.length === 1 ? "1 local" : `${visible.length} locales`}
        </p>
        {visible.length === 0 ? (
          <div className="alias-empty card">
            <p>No encontramos locales para “{query.trim()}”.</p>
            <Link className="button button--ghost" to={pageHref(location.search, { q: null })} onClick={() => setQuery("")} replace>
              Ver todos los locales
            </Link>
          </div>
        ) : (
          <ul className="contact-list" role="list">
            {visible.map((card) => (
              <li key={card.alias}>
                <ContactCard card={card} chosen={chosen} logoFileId={branch.logoFileId} showModes={branch.addressConfig === "MANUAL"} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
