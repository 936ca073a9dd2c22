// Abandoned cart, client side (storefront.md §4 "cart is posted when
// abandoned"; §7 POST /api/abandoned/cart/). On pagehide (the diner closes the
// tab or leaves the site) from the cart and checkout pages, a beacon posts the
// ids; the server takes the cart from the session. JavaScript only: without it
// there is no leave signal (docs/decisions.md#analytics-pwa-abandoned-carts-diner-calls). Client-side navigations
// inside the app do not fire pagehide.
import { useEffect, useRef } from "react";
import type { AbandonedBeaconData } from "~/views/abandoned-carts.server";

export const ABANDONED_CART_PATH = "/api/abandoned/cart/";

/** Render once on the page; `phone` is the checkout's typed phone, when there is one. */
export function AbandonedCartBeacon({ data, phone = null }: { data: AbandonedBeaconData | null | undefined; phone?: string | null }) {
  const latest = useRef({ data, phone });
  latest.current = { data, phone };
  useEffect(() => {
    const onPageHide = () => {
      const { data: d, phone: p } = latest.current;
      if (!d || !d.hasItems || !(d.phoneKnown || p) || typeof navigator.sendBeacon !== "function") return;
      const body = JSON.stringify({
        branchContactId: d.branchContactId,
        branchId: d.branchId,
        orderModeId: d.orderModeId,
        phone: p || undefined,
        navigationEvent: "pagehide",
      });
      // text/plain: a "simple" beacon body; the API reads JSON whatever the type.
      navigator.sendBeacon(ABANDONED_CART_PATH, new Blob([body], { type: "text/plain;charset=UTF-8" }));
    };
    window.addEventListener("pagehide", onPageHide);
    return () => window.removeEventListener("pagehide", onPageHide);
  }, []);
  return null;
}
