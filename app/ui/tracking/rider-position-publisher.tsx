// The rider's shipment page publishes the rider's position to the tracking room of each
// shipment the rider holds (navigator.geolocation.watchPosition, at most every
// 4 s or when moved 25 m, only from ON_ROUTE_TO_PICK_UP until the delivery; the loader
// lists the rooms only then). The room accepts it because the Worker recognised the rider's
// shift cookie on the socket's upgrade (workers/tracking-access.ts). JavaScript only:
// without it the diner's page shows the last known position and refreshes by hand.
import { useEffect, useRef, useState } from "react";
import { ROOM_MIN_INTERVAL_MS, shouldPublish, type LatLng } from "~/domain/logistics/tracking";

type Socket = { send: (data: string) => void; close: () => void; readyState: number; addEventListener: (type: "open", fn: () => void) => void };

export function RiderPositionPublisher({ rooms }: { rooms: string[] }) {
  const [sharing, setSharing] = useState(false);
  const key = rooms.join(",");
  const last = useRef<{ at: number; point: LatLng } | null>(null);

  useEffect(() => {
    if (rooms.length === 0 || typeof navigator === "undefined" || !navigator.geolocation) return;
    let cancelled = false;
    let watch: number | null = null;
    let later: ReturnType<typeof setTimeout> | null = null;
    const sockets: Socket[] = [];
    import("partysocket")
      .then(({ default: PartySocket }) => {
        if (cancelled) return;
        let latest: { body: string; point: LatLng } | null = null;
        const sent = (point: LatLng) => {
          last.current = { at: Date.now(), point };
          setSharing(true);
        };
        for (const room of rooms) {
          const socket = new PartySocket({ host: window.location.host, party: "tracking-room", room }) as unknown as Socket;
          // A position read before the socket opened (a rider standing still sends no new one).
          socket.addEventListener("open", () => {
            if (!latest) return;
            socket.send(latest.body);
            sent(latest.point);
          });
          sockets.push(socket);
        }
        watch = navigator.geolocation.watchPosition(
          (p) => {
            const point = { lat: p.coords.latitude, lng: p.coords.longitude };
            const now = Date.now();
            const body = JSON.stringify({ type: "position", ...point, accuracy: Number.isFinite(p.coords.accuracy) ? Math.round(p.coords.accuracy) : undefined });
            latest = { body, point };
            if (!shouldPublish(last.current, point, now)) return;
            const publish = () => {
              later = null;
              const open = sockets.filter((s) => s.readyState === 1);
              for (const s of open) s.send(latest!.body);
              if (open.length > 0) sent(latest!.point);
            };
            // The room drops a position closer than ROOM_MIN_INTERVAL_MS to the previous one: send it when it counts.
            const wait = last.current ? ROOM_MIN_INTERVAL_MS - (now - last.current.at) : 0;
            if (wait > 0) later ??= setTimeout(publish, wait);
            else publish();
          },
          () => setSharing(false),
          { enableHighAccuracy: true, maximumAge: 2000, timeout: 20000 },
        );
      })
      .catch(() => {});
    return () => {
      cancelled = true;
      if (later) clearTimeout(later);
      if (watch !== null) navigator.geolocation.clearWatch(watch);
      for (const s of sockets) s.close();
    };
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps

  return sharing ? (
    <p className="rider-card__meta" role="status" data-testid="rider-position-sharing">
      Compartiendo tu ubicación con el cliente
    </p>
  ) : null;
}
