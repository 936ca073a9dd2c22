// The rider's shipment page publishes the rider's position to the tracking room of each
// shipment the rider holds (issue 10: navigator.geolocation.watchPosition, at most every
// 4 s or when moved 25 m, only from ON_ROUTE_TO_PICK_UP until the delivery; the loader
// lists the rooms only then). The room accepts it because the Worker recognised the rider's
// shift cookie on the socket's upgrade (workers/tracking-access.ts). JavaScript only:
// without it the diner's page shows the last known position and refreshes by hand.
import { useEffect, useRef, useState } from "react";
import { shouldPublish, type LatLng } from "~/domain/logistics/tracking";

type Socket = { send: (data: string) => void; close: () => void; readyState: number; addEventListener: (type: "open", fn: () => void) => void };

export function RiderPositionPublisher({ rooms }: { rooms: string[] }) {
  const [sharing, setSharing] = useState(false);
  const key = rooms.join(",");
  const last = useRef<{ at: number; point: LatLng } | null>(null);

  useEffect(() => {
    if (rooms.length === 0 || typeof navigator === "undefined" || !navigator.geolocation) return;
    let cancelled = false;
    let watch: number | null = null;
    const sockets: Socket[] = [];
    import("partysocket")
      .then(({ default: PartySocket }) => {
        if (cancelled) return;
        let latest: string | null = null;
        for (const room of rooms) {
          const socket = new PartySocket({ host: window.location.host, party: "tracking-room", room }) as unknown as Socket;
          // A position read before the socket opened (a rider standing still sends no new one).
          socket.addEventListener("open", () => latest && socket.send(latest));
          sockets.push(socket);
        }
        watch = navigator.geolocation.watchPosition(
          (p) => {
            const point = { lat: p.coords.latitude, lng: p.coords.longitude };
            const now = Date.now();
            const body = JSON.stringify({ type: "position", ...point, accuracy: Number.isFinite(p.coords.accuracy) ? Math.round(p.coords.accuracy) : undefined });
            latest = body;
            if (!shouldPublish(last.current, point, now)) return;
            let sent = false;
            for (const s of sockets) {
              if (s.readyState === 1) {
                s.send(body);
                sent = true;
              }
            }
            if (sent) {
              last.current = { at: now, point };
              setSharing(true);
            }
          },
          () => setSharing(false),
          { enableHighAccuracy: true, maximumAge: 2000, timeout: 20000 },
        );
      })
      .catch(() => {});
    return () => {
      cancelled = true;
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
