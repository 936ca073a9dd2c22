// The tracking page's realtime channel (logistics.md §4 Tracking: "a channel per tracking
// id; if realtime is unavailable only manual refresh works. Subscription to the event
// starts 1 second after channel creation"; §7 'tracking-{id}'; §9 refresh 5 s after an
// update). The channel (a PartySocket to /parties/tracking-room/tracking-{id}) is created
// closed when the page mounts and subscribed 1 s later (`watchTrackingChannel`). Rider
// positions move the marker and bring the room's new estimate at once; an update changes
// the overlay and re-reads the page's data 5 s later. partysocket is imported lazily (this
// page's chunk only).
import { useRevalidator } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import type { PositionUpdate, TrackingUpdate } from "~/domain/logistics/tracking";
import { watchTrackingChannel, type ChannelSocket } from "./tracking-channel";

export interface LiveTracking {
  update: TrackingUpdate | null;
  position: PositionUpdate | null;
  /** The room's latest estimate (from the last update or position); undefined before any event. */
  eta: number | null | undefined;
  connected: boolean;
}

export function useTrackingRoom(channel: string, shown: { status: string | null; riderName: string | null }): LiveTracking {
  const [live, setLive] = useState<LiveTracking>({ update: null, position: null, eta: undefined, connected: false });
  const latest = useRef(shown);
  latest.current = shown;
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;

  useEffect(() => {
    let stop: (() => void) | null = null;
    let cancelled = false;
    import("partysocket")
      .then(({ default: PartySocket }) => {
        if (cancelled) return;
        const socket = new PartySocket({ host: window.location.host, party: "tracking-room", room: channel, startClosed: true });
        stop = watchTrackingChannel(socket as unknown as ChannelSocket, {
          connected: (open) => setLive((l) => ({ ...l, connected: open })),
          update: (update) => setLive((l) => ({ ...l, update, eta: update.eta, position: update.showShipmentDetails ? l.position : null })),
          position: (position) => setLive((l) => ({ ...l, position, eta: position.eta })),
          shown: () => latest.current,
          refresh: () => revalidate.current(),
        });
      })
      .catch(() => {
        // Realtime is an enhancement: 'Actualizar' still re-reads the page.
      });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [channel]);

  return live;
}
