// storefront.md §2 Company page: a grid of branch cards; choosing one goes to the branch alias.
import { Link } from "@remix-run/react";
import { FileImage } from "~/ui/file-image";
import { AliasHero } from "./alias-hero";
import type { CompanyPageData } from "~/routes/menu.$alias._index/company-page.server";

export function CompanyPage({ data }: { data: CompanyPageData }) {
  const { company, branches } = data;
  return (
    <>
      <AliasHero
        title={company.name}
        logoFileId={company.logoFileId}
        logoAlt={`Logo de ${company.name}`}
        bannerFileId={branches.find((b) => b.bannerFileId)?.bannerFileId ?? null}
      >
        <p className="alias-hero__lead">Elige qué quieres pedir hoy</p>
      </AliasHero>
      <main id="contenido" className="alias-main">
        <h2 className="alias-section-title">Nuestras marcas</h2>
        {branches.length === 0 ? (
          <p className="alias-empty card">Por ahora no hay locales disponibles.</p>
        ) : (
          <ul className="branch-grid" role="list">
            {branches.map((b) => (
              <li key={b.alias}>
                <article className="card branch-card">
                  <div className="branch-card__media" aria-hidden="true">
                    {b.bannerFileId ? <FileImage fileId={b.bannerFileId} alt="" width={600} height={200} /> : null}
                  </div>
                  <FileImage className="branch-card__logo" fileId={b.logoFileId} alt="" width={64} height={64} />
                  <div className="branch-card__body">
                    <h3>
                      <Link className="stretched-link" to={`/menu/${b.alias}`} prefetch="intent">
                        {b.name}
                      </Link>
                    </h3>
                    {b.description ? <p className="muted">{b.description}</p> : null}
                    <span className="branch-card__cta" aria-hidden="true">
                      Ver locales →
                    </span>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </main>
    </>
  );
}
