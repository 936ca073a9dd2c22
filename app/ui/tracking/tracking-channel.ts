// The tracking page's realtime channel without React (logistics.md §4 Tracking: "Subscription
// to the event starts 1 second after channel creation"; §9 "Refresh after an update: 5 s").
// The hook `useTrackingRoom` creates the socket closed and hands it here; kept apart so that
// the timing is tested with fake timers (tests/unit/tracking-channel.test.ts).
import { REFRESH_AFTER_UPDATE_MS, SUBSCRIPTION_DELAY_MS, type PositionUpdate, type TrackingUpdate } from "~/domain/logistics/tracking";

/** The part of a PartySocket created with `startClosed: true` that the channel uses. */
export interface ChannelSocket {
  addEventListener(type: "open" | "close", listener: () => void): void;
  addEventListener(type: "message", listener: (event: { data: unknown }) => void): void;
  /** Opens the (closed) socket: the subscription. */
  reconnect(): void;
  close(): void;
}

export interface ChannelHandlers {
  connected(open: boolean): void;
  update(update: TrackingUpdate): void;
  position(position: PositionUpdate): void;
  /** What the page shows now: the room replays its last update on connect, and an equal one re-reads nothing. */
  shown(): { status: string | null; riderName: string | null };
  /** Re-read the page's data. */
  refresh(): void;
}

/**
 * Subscribes the closed socket `SUBSCRIPTION_DELAY_MS` after this call (the channel's
 * creation) and routes its events. A status or rider change re-reads the page's data
 * `REFRESH_AFTER_UPDATE_MS` later. Returns the teardown: timers cleared, socket closed.
 */
export function watchTrackingChannel(socket: ChannelSocket, on: ChannelHandlers): () => void {
  const timers: ReturnType<typeof setTimeout>[] = [];
  let closed = false;
  socket.addEventListener("open", () => on.connected(true));
  socket.addEventListener("close", () => on.connected(false));
  socket.addEventListener("message", (e) => {
    let event: TrackingUpdate | PositionUpdate;
    try {
      event = JSON.parse(String(e.data));
    } catch {
      return;
    }
    if (event?.type === "position") on.position(event);
    if (event?.type === "tracking") {
      const shown = on.shown();
      on.update(event);
      if (event.status !== shown.status || event.riderName !== shown.riderName) {
        timers.push(setTimeout(() => !closed && on.refresh(), REFRESH_AFTER_UPDATE_MS));
      }
    }
  });
  timers.push(setTimeout(() => !closed && socket.reconnect(), SUBSCRIPTION_DELAY_MS));
  return () => {
    closed = true;
    for (const t of timers) clearTimeout(t);
    socket.close();
  };
}
