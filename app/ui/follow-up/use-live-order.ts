// With JavaScript the follow-up page listens to its order room
// (party/order-room.ts, `/parties/order-room/order-{code}`) and revalidates
// when a status or payment event arrives. partysocket is imported lazily inside
// the effect, so it is a separate chunk loaded only by this page (never by the
// menu pages). Without JavaScript a reload shows the change.
import { useRevalidator } from "@remix-run/react";
import { useEffect, useRef } from "react";

interface RoomEvent {
  type?: string;
  status?: string;
  paymentStatus?: string;
  shipmentStatus?: string;
  readyBy?: number;
}

export function useLiveOrder(room: string, current: { status: string; paymentStatus: string | null; shipmentStatus?: string | null; readyBy?: number | null }) {
  const revalidator = useRevalidator();
  const latest = useRef(current);
  latest.current = current;
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;

  useEffect(() => {
    let socket: { close: () => void } | null = null;
    let cancelled = false;
    import("partysocket").then(({ default: PartySocket }) => {
      if (cancelled) return;
      const ws = new PartySocket({ host: window.location.host, party: "order-room", room });
      ws.addEventListener("message", (e: MessageEvent) => {
        let event: RoomEvent;
        try {
          event = JSON.parse(String(e.data));
        } catch {
          return;
        }
        // The room replays its last event on connect: only a real change reloads the data.
        const changed =
          (event.status && event.status !== latest.current.status) ||
          (event.paymentStatus && event.paymentStatus !== latest.current.paymentStatus) ||
          (event.shipmentStatus && event.shipmentStatus !== latest.current.shipmentStatus);
        if ((event.type === "status" || event.type === "payment" || event.type === "shipment") && changed) revalidate.current();
        // The shop moved the expected time ('Demorar' on its console).
        if (event.type === "delay" && event.readyBy !== latest.current.readyBy) revalidate.current();
      });
      socket = ws;
    }).catch(() => {
      // Realtime is an enhancement: the page still reloads by hand.
    });
    return () => {
      cancelled = true;
      socket?.close();
    };
  }, [room]);
}
