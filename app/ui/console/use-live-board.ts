// With JavaScript the board listens to its location's room (party/board-room.ts,
// `/parties/board-room/board-{id}?alias=…`, authorised on upgrade by the console session). Each
// event carries the order as its card shows it: the board redraws that card alone (an event
// without it makes the board reload its data, and so does a change of an order the page does not
// hold, which may be on another page of a column: the counts must follow). A new order rings, and shows a notification where
// the browser allows it. A reconnection reloads the whole board once, so nothing missed during a
// drop stays missing. A new order not accepted in 5 minutes rings again, louder. partysocket
// loads lazily.
import { useRevalidator } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { BOARD_CLOCK_STEP_MS, type BoardOrder } from "~/domain/orders/console-board";

interface RoomEvent {
  type?: string;
  code?: string;
  order?: BoardOrder;
}

/** A short beep (Web Audio): louder and longer for an order waiting too long. */
export function ring(loud = false) {
  try {
    const Ctx = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Ctx) return;
    const audio = new Ctx();
    const beeps = loud ? 3 : 1;
    for (let i = 0; i < beeps; i++) {
      const osc = audio.createOscillator();
      const gain = audio.createGain();
      osc.frequency.value = loud ? 1040 : 880;
      gain.gain.value = loud ? 0.9 : 0.35;
      osc.connect(gain).connect(audio.destination);
      const start = audio.currentTime + i * 0.35;
      osc.start(start);
      osc.stop(start + 0.25);
    }
    setTimeout(() => audio.close().catch(() => {}), 1500);
  } catch {
    // No sound is no failure: the card and the tab title still show it.
  }
}

function notify(title: string, body: string) {
  if (typeof Notification === "undefined" || Notification.permission !== "granted") return;
  try {
    new Notification(title, { body, tag: body });
  } catch {
    // Some browsers only notify from a service worker: the board still rings.
  }
}

/**
 * Whether the room is connected, and the orders its events brought since the page's data
 * (`loaded`) was read, by code: new data starts over (it holds those changes already).
 */
export function useLiveBoard(
  room: string,
  alias: string,
  placeName: string,
  loaded: readonly BoardOrder[]
): { connected: boolean; live: ReadonlyMap<string, BoardOrder> } {
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  const [connected, setConnected] = useState(false);
  const [live, setLive] = useState<ReadonlyMap<string, BoardOrder>>(() => new Map());
  // The codes the board holds (loaded, or brought by an event), read by the socket's handler.
  const held = useRef<Set<string>>(new Set());
  useEffect(() => {
    held.current = new Set(loaded.map((o) => o.code));
    setLive((had) => (had.size === 0 ? had : new Map()));
  }, [loaded]);

  useEffect(() => {
    let socket: { close: () => void } | null = null;
    let cancelled = false;
    import("partysocket")
      .then(({ default: PartySocket }) => {
        if (cancelled) return;
        const ws = new PartySocket({ host: window.location.host, party: "board-room", room, query: { alias } });
        let opened = 0;
        ws.addEventListener("open", () => {
          setConnected(true);
          // A reconnection catches up with what happened while the socket was down.
          if (opened++ > 0) revalidate.current();
        });
        ws.addEventListener("close", () => setConnected(false));
        ws.addEventListener("message", (e: MessageEvent) => {
          let event: RoomEvent;
          try {
            event = JSON.parse(String(e.data));
          } catch {
            return;
          }
          if (event.type === "new") {
            ring();
            notify(`Nuevo pedido · ${placeName}`, `Pedido #${event.code ?? ""}`);
          }
          const order = event.order;
          // A new order is added (its column's count grows); a change of an order the page does
          // not hold (on another page) reloads the data, so each column's count stays true.
          if (order && typeof order.code === "string" && (event.type === "new" || held.current.has(order.code))) {
            held.current.add(order.code);
            setLive((had) => new Map(had).set(order.code, order));
          } else revalidate.current();
        });
        socket = ws;
      })
      .catch(() => {
        // Realtime is an enhancement: 'Actualizar' still reloads the board.
      });
    return () => {
      cancelled = true;
      socket?.close();
    };
  }, [room, alias, placeName]);
  return { connected, live };
}

/** The time the counters show, moving every `everyMs` once the page runs in the browser. */
export function useTicking(serverNow: number, everyMs = BOARD_CLOCK_STEP_MS): number {
  const [offset, setOffset] = useState(0);
  const base = useRef({ server: serverNow, client: 0 });
  useEffect(() => {
    base.current = { server: serverNow, client: Date.now() };
    setOffset(0);
    const id = setInterval(() => setOffset(Date.now() - base.current.client), everyMs);
    return () => clearInterval(id);
  }, [serverNow, everyMs]);
  return serverNow + offset;
}

/** Rings again, louder, for every order still in 'Nuevos' past the limit (once per order). */
export function useOverdueAlert(overdue: readonly string[]) {
  const rung = useRef(new Set<string>());
  useEffect(() => {
    const fresh = overdue.filter((c) => !rung.current.has(c));
    if (fresh.length === 0) return;
    for (const c of fresh) rung.current.add(c);
    ring(true);
    notify("Pedido sin aceptar", `Pedido #${fresh.join(", #")} espera hace más de 5 minutos`);
  }, [overdue]);
}
