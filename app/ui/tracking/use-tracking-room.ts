// The tracking page's realtime channel (logistics.md §4 Tracking: "a channel per tracking
// id; if realtime is unavailable only manual refresh works. Subscription to the event
// starts 1 second after channel creation"; §7 'tracking-{id}'; §9 refresh 5 s after an
// update). The channel (a PartySocket to /parties/tracking-room/tracking-{id}) is created
// closed when the page mounts and subscribed 1 s later. Rider positions move the marker
// and the ETA at once; a status snapshot updates the overlay and re-reads the page's data
// 5 s later. partysocket is imported lazily (this page's chunk only).
import { useRevalidator } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { REFRESH_AFTER_UPDATE_MS, SUBSCRIPTION_DELAY_MS, type RoomPosition, type TrackingSnapshot } from "~/domain/logistics/tracking";

export interface LiveTracking {
  snapshot: TrackingSnapshot | null;
  position: RoomPosition | null;
  connected: boolean;
}

export function useTrackingRoom(channel: string, current: { status: string | null; riderId: number | null }): LiveTracking {
  const [live, setLive] = useState<LiveTracking>({ snapshot: null, position: null, connected: false });
  const latest = useRef(current);
  latest.current = current;
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;

  useEffect(() => {
    let socket: { close: () => void } | null = null;
    let cancelled = false;
    const timers: ReturnType<typeof setTimeout>[] = [];
    import("partysocket")
      .then(({ default: PartySocket }) => {
        if (cancelled) return;
        const ws = new PartySocket({ host: window.location.host, party: "tracking-room", room: channel, startClosed: true });
        socket = ws;
        ws.addEventListener("open", () => setLive((l) => ({ ...l, connected: true })));
        ws.addEventListener("close", () => setLive((l) => ({ ...l, connected: false })));
        ws.addEventListener("message", (e: MessageEvent) => {
          let event: RoomPosition | TrackingSnapshot;
          try {
            event = JSON.parse(String(e.data));
          } catch {
            return;
          }
          if (event.type === "position") setLive((l) => ({ ...l, position: event as RoomPosition }));
          if (event.type === "tracking") {
            const snapshot = event as TrackingSnapshot;
            setLive((l) => ({ ...l, snapshot }));
            // The room replays its last snapshot on connect: only a real change re-reads the page.
            if (snapshot.status !== latest.current.status || snapshot.riderId !== latest.current.riderId) {
              timers.push(setTimeout(() => revalidate.current(), REFRESH_AFTER_UPDATE_MS));
            }
          }
        });
        timers.push(setTimeout(() => !cancelled && ws.reconnect(), SUBSCRIPTION_DELAY_MS));
      })
      .catch(() => {
        // Realtime is an enhancement: 'Actualizar' still re-reads the page.
      });
    return () => {
      cancelled = true;
      for (const t of timers) clearTimeout(t);
      socket?.close();
    };
  }, [channel]);

  return live;
}
