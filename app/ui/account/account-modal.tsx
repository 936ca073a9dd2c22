// With JavaScript, 'Mis pedidos' and 'Mis {points name}' open as modals over the
// menu (storefront.md §2 Modals): a fetcher loads the same loader as the pages
// /menu/{alias}/mis-pedidos and /menu/{alias}/mis-puntos; paging stays in place.
import { useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import { Modal } from "~/ui/modal";
import { OrdersList } from "./orders-list";
import { PointsView } from "./points-view";
import type { OrdersPageData, PointsPageData } from "~/views/account-view.server";

export function AccountModal({ kind, alias, title, onClose }: { kind: "orders" | "points"; alias: string; title: string; onClose: () => void }) {
  const fetcher = useFetcher<OrdersPageData | PointsPageData>();
  const path = `/menu/${alias}/${kind === "orders" ? "mis-pedidos" : "mis-puntos"}`;
  useEffect(() => {
    fetcher.load(path);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [path]);
  const data = fetcher.data;
  const onPage = (href: string) => fetcher.load(href);
  return (
    <Modal title={title} onClose={onClose} className="account-modal">
      <div aria-busy={fetcher.state !== "idle"}>
        {!data ? (
          <p className="muted">Cargando…</p>
        ) : data.kind === "orders" ? (
          <OrdersList orders={data.orders} paging={data.paging} onPage={onPage} />
        ) : (
          <PointsView data={data} onPage={onPage} />
        )}
      </div>
    </Modal>
  );
}
