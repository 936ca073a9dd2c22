// storefront.md §2 "Branch-contact selector": which menu to view, one button per
// active order mode (allowedOM applied on the server), plus the blocked and
// no-mode views.
import { Link, useNavigate } from "@remix-run/react";
import { useEffect, useState } from "react";
import type { ModeOrderStatus } from "~/domain/menu/hours";
import { AliasHero } from "./alias-hero";
import { ConfirmEmptyCart } from "./confirm-empty-cart";
import { ChevronIcon, ModeIcon } from "./mode-icon";
import type { ContactPageData } from "~/routes/menu.$alias._index/contact-selector.server";
import { useModeHash } from "./use-mode-hash";

const STATUS_TEXT: Record<ModeOrderStatus, string> = {
  open: "Disponible ahora",
  scheduleOnly: "Solo pedidos programados",
  closed: "Cerrado en este momento",
  informational: "Menú informativo",
};

export function ContactSelector({ data }: { data: ContactPageData }) {
  const { branch, contact, modes } = data;
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState<string | null>(data.confirm);
  // A server-rendered modal (?confirmar=) follows the URL: Cancelar clears it.
  useEffect(() => setConfirming(data.confirm), [data.confirm]);
  const selectorHref = `/menu/${contact.alias}`;
  const target = modes.find((m) => m.slug === confirming) ?? null;

  const choose = (slug: string) => {
    const mode = modes.find((m) => m.slug === slug);
    if (!mode) return;
    if (mode.needsConfirmation) setConfirming(slug);
    else navigate(`/menu/${contact.alias}/${slug}`, { replace: true });
  };
  useModeHash(data.view === "selector" ? modes.map((m) => m.slug) : [], choose);

  return (
    <>
      <AliasHero
        title={contact.name}
        eyebrow={branch.name}
        logoFileId={branch.logoFileId}
        logoAlt={`Logo de ${branch.name}`}
        bannerFileId={branch.bannerFileId}
      >
        <p className="alias-hero__address">
          {contact.address}
          {contact.closed ? <span className="pill badge-closed">Cerrado</span> : null}
        </p>
      </AliasHero>

      <main id="contenido" className="alias-main alias-main--narrow">
        {data.view === "blocked" ? (
          <section className="alias-empty card" aria-labelledby="estado-titulo">
            <h2 id="estado-titulo">Este local no está disponible en este momento.</h2>
            <p className="muted">Puedes elegir otro local para hacer tu pedido.</p>
          </section>
        ) : data.view === "noModes" ? (
          <section className="alias-empty card" aria-labelledby="estado-titulo">
            <h2 id="estado-titulo">Este local no tiene modos de pedido disponibles</h2>
            <p className="muted">Por ahora no recibe pedidos online. Vuelve a intentar más tarde o elige otro local.</p>
          </section>
        ) : (
          <section aria-labelledby="selector-titulo">
            <h2 id="selector-titulo" className="alias-section-title">
              ¿Qué menú quieres ver?
            </h2>
            <ul className="mode-list" role="list">
              {modes.map((m) => (
                <li key={m.slug} className={`card mode-option mode-option--${m.status}`}>
                  <span className="mode-option__icon">
                    <ModeIcon type={m.type} />
                  </span>
                  <Link
                    className="mode-option__link stretched-link"
                    to={m.needsConfirmation ? `?confirmar=${encodeURIComponent(m.slug)}` : `/menu/${contact.alias}/${m.slug}`}
                    aria-describedby={`modo-${m.slug}-estado`}
                    preventScrollReset={m.needsConfirmation}
                    onClick={(e) => {
                      if (m.needsConfirmation) {
                        e.preventDefault();
                        setConfirming(m.slug);
                      }
                    }}
                  >
                    {m.name}
                  </Link>
                  <span className="mode-option__status" id={`modo-${m.slug}-estado`}>
                    {STATUS_TEXT[m.status]}
                  </span>
                  <ChevronIcon />
                </li>
              ))}
            </ul>
          </section>
        )}
        <p className="alias-back">
          <Link to={data.backHref} className="button button--ghost">
            Cambiar local
          </Link>
        </p>
      </main>

      {target ? (
        <ConfirmEmptyCart
          alias={contact.alias}
          slug={target.slug}
          modeName={target.name}
          closeHref={selectorHref}
          onCancel={confirming === data.confirm ? undefined : () => setConfirming(null)}
        />
      ) : null}
    </>
  );
}
