// storefront.md §2 Modals "Closed branch": the closed banner (background
// #E74D3C, text colour by contrast) shows while the local is closed, and the
// modal ('Local cerrado' / 'Programa tu pedido') only once per session; the
// server keeps the seen flag (session.closedSeen), so it works without JavaScript.
// Never on special pages (domain isSpecialPage): the loader returns null there.
// The modal is ./closed-modal.tsx (the menu layout loads its code only when it shows).
export function ClosedBanner({ title, text, infoHref, onInfo }: {
  title: string;
  text: string;
  infoHref: string;
  onInfo?: (e: React.MouseEvent) => void;
}) {
  return (
    <div className="closed-banner" role="status">
      <p>
        <strong>{title}.</strong> {text}{" "}
        <a href={infoHref} onClick={onInfo}>
          Ver horarios
        </a>
      </p>
    </div>
  );
}
