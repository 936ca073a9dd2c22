// The brand page's preview of the storefront's menu page, light and dark side by side: the theme's
// CSS custom properties (domain/menu/theme.ts themeVariables, the storefront's own) set on each
// block, over the storefront's real classes (app/styles/menu-layout.css, menu.css, base.css).
// Without JavaScript it shows what the server rendered (stored values, or 'Vista previa''s).
import type { CSSProperties } from "react";
import { themeVariables } from "~/domain/menu/theme";
import type { ColorConfig } from "~/domain/types";
import { FileImage, fileUrl } from "~/ui/file-image";

/** base.css's scheme-dependent variables (not part of the branch theme). */
const SCHEME_EXTRAS = {
  light: { "--surface-2": "#fafafa", "--border": "rgb(0 0 0 / 0.1)", colorScheme: "light" },
  dark: { "--surface-2": "#3b3836", "--border": "rgb(255 255 255 / 0.12)", colorScheme: "dark" },
} as const;

export interface BrandPreviewProps {
  colorConfig: ColorConfig;
  fontFamily: string | null;
  customMessage: string | null;
  branchName: string;
  logoFileId: string | null;
  bannerFileId: string | null;
}

export function BrandPreview({ colorConfig, fontFamily, customMessage, branchName, logoFileId, bannerFileId }: BrandPreviewProps) {
  const themes = themeVariables(colorConfig, fontFamily);
  return (
    <div className="brand-preview" aria-label="Vista previa de la carta" role="group">
      {(["light", "dark"] as const).map((scheme) => (
        <figure
          key={scheme}
          className="brand-preview__scheme"
          data-scheme={scheme}
          style={{ ...themes[scheme], ...SCHEME_EXTRAS[scheme], background: "var(--bg)", color: "var(--text)", fontFamily: "var(--font)" } as CSSProperties}
        >
          <figcaption className="brand-preview__caption">{scheme === "light" ? "Modo claro" : "Modo oscuro"}</figcaption>
          <div className="menu-header">
            {bannerFileId ? (
              <div className="menu-header__banner">
                <img src={fileUrl(bannerFileId)} alt="" width={1200} height={400} />
              </div>
            ) : null}
            <div className={`menu-header__inner${bannerFileId ? " menu-header__inner--banner" : ""}`}>
              <div className="menu-header__top" style={{ paddingRight: 0 }}>
                <FileImage fileId={logoFileId} alt={`Logo de ${branchName}`} width={96} height={96} className="menu-header__logo" />
                <div className="menu-header__id">
                  <p className="menu-header__name">{branchName}</p>
                  <span className="change-store">Cambiar local</span>
                </div>
              </div>
            </div>
            {customMessage ? <p className="branch-message">{customMessage}</p> : null}
            <p className="promo-banner">Envío gratis desde $ 30.000</p>
            <div className="mode-bar">
              <ul className="mode-buttons">
                <li>
                  <span className="mode-button" aria-current="page">
                    Delivery
                  </span>
                </li>
                <li>
                  <span className="mode-button">Retiro en local</span>
                </li>
              </ul>
            </div>
          </div>
          <div className="brand-preview__body">
            <article className="plate-card card">
              <div className="plate-card__link">
                <div className="plate-card__body">
                  <p className="plate-card__name">Muzzarella</p>
                  <p className="plate-card__description">Salsa de tomate, muzzarella y orégano, al horno de barro.</p>
                  <div className="plate-card__price">
                    <span className="price">$ 11.500</span>
                    <span className="pill">20% OFF</span>
                  </div>
                </div>
              </div>
            </article>
            <span className="button button--bordered">Ver horarios</span>
            <span className="button">Ver mi pedido</span>
          </div>
        </figure>
      ))}
    </div>
  );
}
