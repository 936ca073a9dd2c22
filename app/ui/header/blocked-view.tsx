// storefront.md §6 "Blocked branch contacts show a blocked view" (§8). The texts
// are not in the spec: docs/decisions.md#storefront-pages-menu-and-modals "Blocked view texts".
export function BlockedView({ name, branchHref }: { name: string; branchHref: string }) {
  return (
    <section className="blocked-view card" aria-labelledby="blocked-title">
      <h2 id="blocked-title">Local no disponible</h2>
      <p className="muted">{name} no está recibiendo pedidos por el momento.</p>
      <a className="button" href={branchHref}>
        Ver otros locales
      </a>
    </section>
  );
}
