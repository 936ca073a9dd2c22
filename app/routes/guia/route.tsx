// /guia: the public nearby-business guide 'La carta está en Tucán' (logistics.md
// §2 "Nearby-business guide", §4 Guide, §8, §9; docs/decisions.md#nearby-business-guide-logisticsmd).
// Three GET forms (device location, address, search code) answered by the
// loader, so the page works without JavaScript; with it, Remix submits them
// without a reload, the location button asks the browser for the position and
// 'Ver más' appends the next page through a fetcher.
import { json, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useFetcher, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { loadGuidePage } from "~/routes/guia/guide-page.server";
import { GuideList } from "~/ui/guide/guide-list";
import { LocateButton } from "~/ui/guide/locate-button";
import type { GuideEntry, GuidePageData } from "~/routes/guia/guide-page.server";
import { showToast, Toasts } from "~/ui/toasts";
import guideStyles from "~/styles/guide.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: guideStyles }];

export const meta: MetaFunction = () => [
  { title: "La carta está en Tucán · Guía de locales cercanos" },
  { name: "description", content: "Encontrá locales cerca tuyo y mirá su carta." },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { data, status } = await loadGuidePage(context.cloudflare.env, request);
  return json(data, { status, headers: { "Cache-Control": "private, no-store" } });
}

export default function GuidePage() {
  const data = useLoaderData<typeof loader>() as GuidePageData;
  const navigation = useNavigation();
  const searching = navigation.state !== "idle" && navigation.location?.pathname === "/guia";
  const more = useFetcher<typeof loader>();
  // The pages 'Ver más' brought in with JavaScript, reset by every new search.
  const [extra, setExtra] = useState<{ entries: GuideEntry[]; nextHref: string | null }>({ entries: [], nextHref: null });
  useEffect(() => setExtra({ entries: [], nextHref: null }), [data]);
  useEffect(() => {
    const page = more.data as GuidePageData | undefined;
    if (more.state !== "idle" || !page) return;
    if (page.toasts.length > 0) page.toasts.forEach((t) => showToast(t.text, "error"));
    else setExtra((prev) => ({ entries: [...prev.entries, ...page.entries], nextHref: page.nextHref }));
  }, [more.state, more.data]);

  // With JavaScript a new search answers without a reload: bring its results into view (on a
  // phone they sit below the forms) and tell screen readers by moving focus to their heading.
  const resultsTitle = useRef<HTMLHeadingElement>(null);
  const firstData = useRef(data);
  useEffect(() => {
    if (data === firstData.current || !data.summary) return;
    resultsTitle.current?.focus();
  }, [data]);

  const entries = [...data.entries, ...extra.entries];
  const next = extra.entries.length > 0 ? extra.nextHref : data.nextHref;

  return (
    <main className="guide">
      <header className="guide__hero">
        <p className="guide__brand" aria-hidden="true">
          <span className="guide__brand-mark">T</span> Tucán
        </p>
        <h1>La carta está en Tucán</h1>
        <p className="guide__lead">Encontrá locales cerca tuyo y mirá su carta.</p>
      </header>

      <div className="guide__body">
        <section className="guide__search card" aria-label="Buscar locales">
          <LocateButton />
          <p className="guide__or">
            <span>o</span>
          </p>
          <Form method="get" action="/guia" role="search" aria-label="Buscar por dirección" className="guide__form">
            <label htmlFor="guide-direccion">Dirección</label>
            <div className="guide__row">
              <input
                id="guide-direccion"
                className="input"
                name="direccion"
                type="search"
                defaultValue={data.direccion}
                key={`d-${data.direccion}`}
                placeholder="Calle y número"
                autoComplete="street-address"
                maxLength={120}
                required
              />
              <button className="button" type="submit">
                Buscar
              </button>
            </div>
          </Form>
          <Form method="get" action="/guia" role="search" aria-label="Buscar por código" className="guide__form">
            <label htmlFor="guide-codigo">Código de búsqueda</label>
            <div className="guide__row">
              <input
                id="guide-codigo"
                className="input guide__code"
                name="codigo"
                type="search"
                defaultValue={data.codigo}
                key={`c-${data.codigo}`}
                placeholder="Ej.: SABORES"
                autoCapitalize="characters"
                autoComplete="off"
                maxLength={30}
                required
              />
              {data.origin ? (
                <>
                  <input type="hidden" name="lat" value={data.origin.lat} />
                  <input type="hidden" name="lng" value={data.origin.lng} />
                </>
              ) : null}
              <button className="button" type="submit">
                Buscar
              </button>
            </div>
          </Form>
        </section>

        <section className="guide__results" aria-labelledby="guide-results-title" aria-busy={searching}>
          {data.summary ? (
            <h2 id="guide-results-title" className="guide__summary" ref={resultsTitle} tabIndex={-1}>
              {data.summary}
            </h2>
          ) : (
            <h2 id="guide-results-title" className="visually-hidden">
              Locales
            </h2>
          )}
          {entries.length > 0 ? <GuideList entries={entries} /> : null}
          {data.emptyText ? <p className="guide__empty card">{data.emptyText}</p> : null}
          {data.kind === "none" && entries.length === 0 ? (
            <p className="guide__hint muted">Usá tu ubicación, escribí una dirección o ingresá el código de un local para ver su carta.</p>
          ) : null}
          {next ? (
            <a
              className="button button--ghost button--block guide__more"
              href={next}
              onClick={(e) => {
                e.preventDefault();
                if (more.state === "idle") more.load(next);
              }}
              aria-disabled={more.state !== "idle"}
            >
              {more.state !== "idle" ? "Cargando…" : "Ver más"}
            </a>
          ) : null}
        </section>
      </div>
      <Toasts messages={data.toasts} />
    </main>
  );
}
