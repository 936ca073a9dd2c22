// storefront.md §2 Header: logo or banner, name, social links, address link to a
// maps page, 'Cerrado' marker, 'Ver horarios', promotional banner per order mode,
// 'PEDIDO EN CURSO' (the diner's order in progress), order-mode buttons, 'Cambiar local'.
// Compact on phones so the menu starts above the fold.
import { FileImage } from "~/ui/file-image";
import { Link } from "@remix-run/react";
import { ClockIcon, MenuIcon, PinIcon, StoreIcon } from "./icons";
import type { MenuLayoutData } from "~/routes/menu.$alias.$mode/menu-layout.server";
import { ModeButtons } from "./mode-buttons";
import { SocialLinks } from "./social-links";

/**
 * The 'PEDIDO EN CURSO' button (§2 Header: shown when an order is in progress,
 * opens the follow-up). The layout loader finds the order (http/remembered-orders.server.ts).
 */
export function OrderInProgressSlot({ order }: { order?: { code: string; href: string } | null }) {
  if (!order) return null;
  return (
    <Link to={order.href} className="order-in-progress">
      <span className="order-in-progress__dot" aria-hidden="true" />
      PEDIDO EN CURSO
      <span className="visually-hidden"> (pedido {order.code})</span>
    </Link>
  );
}

interface Props {
  data: MenuLayoutData;
  infoHref: string;
  menuHref: string;
  menuOpen: boolean;
  onInfo: (e: React.MouseEvent) => void;
  onMenu: (e: React.MouseEvent) => void;
}

export function MenuHeader({ data, infoHref, menuHref, menuOpen, onInfo, onMenu }: Props) {
  const { branch, branchContact: bc, orderMode } = data;
  return (
    <header className="menu-header">
      {branch.bannerFileId ? (
        <div className="menu-header__banner">
          <FileImage fileId={branch.bannerFileId} alt="" width={1200} height={400} eager />
        </div>
      ) : null}
      <div className={`menu-header__inner${branch.bannerFileId ? " menu-header__inner--banner" : ""}`}>
        <div className="menu-header__top">
          <FileImage
            fileId={branch.logoFileId}
            alt={`Logo de ${branch.name}`}
            width={96}
            height={96}
            className="menu-header__logo"
            eager
          />
          <div className="menu-header__id">
            <h1 className="menu-header__name">
              {bc.name}
              {bc.closedNow ? <span className="closed-pill">Cerrado</span> : null}
            </h1>
            <a className="menu-header__address" href={bc.mapsUrl} target="_blank" rel="noopener noreferrer">
              <PinIcon />
              <span>{bc.addressText}</span>
              <span className="visually-hidden"> (abre el mapa)</span>
            </a>
            <Link to={data.changeStoreHref ?? `/menu/${branch.alias}`} className="change-store">
              <StoreIcon />
              Cambiar local
            </Link>
          </div>
        </div>
        <div className="menu-header__row">
          <a href={infoHref} className="hours-link" onClick={onInfo} aria-haspopup="dialog">
            <ClockIcon />
            Ver horarios
          </a>
          <SocialLinks
            instagram={branch.social.instagram}
            facebook={branch.social.facebook}
            callUrl={bc.callUrl}
            whatsAppUrl={bc.whatsAppUrl}
            chatWidget={bc.chatWidget}
            orderCode={data.orderInProgress?.code ?? null}
            shareUrl={data.shareUrl}
            shareTitle={`${bc.name} · ${orderMode.name}`}
          />
        </div>
        <OrderInProgressSlot order={data.orderInProgress} />
        <a
          href={menuHref}
          className="icon-button menu-header__menu"
          aria-label="Abrir menú de cuenta"
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          onClick={onMenu}
        >
          <MenuIcon />
        </a>
      </div>
      {branch.customMessage ? <p className="branch-message">{branch.customMessage}</p> : null}
      {orderMode.promotionalBanner ? <p className="promo-banner">{orderMode.promotionalBanner}</p> : null}
      <ModeButtons alias={bc.alias} modes={data.orderModes} currentId={orderMode.id} />
    </header>
  );
}
