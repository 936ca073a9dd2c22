import { SELF } from "cloudflare:test";

type Listener = (event: any) => void;

/**
 * A browser-style WebSocket that connects through SELF.fetch, so that real partysocket
 * clients can talk to the Worker inside workerd (there is no network port in the test pool).
 */
export class FetchWebSocket {
  static CONNECTING = 0;
  static OPEN = 1;
  static CLOSING = 2;
  static CLOSED = 3;
  readyState = FetchWebSocket.CONNECTING;
  binaryType = "arraybuffer";
  url: string;
  protocol = "";
  extensions = "";
  bufferedAmount = 0;
  onopen: Listener | null = null;
  onmessage: Listener | null = null;
  onclose: Listener | null = null;
  onerror: Listener | null = null;
  private listeners = new Map<string, Set<Listener>>();
  private socket: WebSocket | null = null;

  constructor(url: string) {
    this.url = url;
    const httpUrl = url.replace(/^ws/, "http");
    SELF.fetch(httpUrl, { headers: { Upgrade: "websocket" } }).then(
      (response: Response) => {
        const socket = response.webSocket;
        if (!socket) return this.fail();
        socket.accept();
        this.socket = socket;
        socket.addEventListener("message", (e: MessageEvent) => this.emit("message", { data: e.data }));
        socket.addEventListener("close", (e: CloseEvent) => {
          this.readyState = FetchWebSocket.CLOSED;
          this.emit("close", { code: e.code, reason: e.reason, wasClean: true });
        });
        this.readyState = FetchWebSocket.OPEN;
        this.emit("open", {});
      },
      () => this.fail(),
    );
  }

  private fail() {
    this.readyState = FetchWebSocket.CLOSED;
    this.emit("error", new Error("connection failed"));
    this.emit("close", { code: 1006, reason: "failed", wasClean: false });
  }

  private emit(type: string, init: any) {
    // partysocket clones the event and dispatches it by its `type`.
    const event = init instanceof Error ? { type, message: init.message, error: init } : { type, ...init };
    const handler = (this as any)[`on${type}`] as Listener | null;
    handler?.(event);
    for (const l of this.listeners.get(type) ?? []) l(event);
  }

  addEventListener(type: string, listener: Listener) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)!.add(listener);
  }

  removeEventListener(type: string, listener: Listener) {
    this.listeners.get(type)?.delete(listener);
  }

  send(data: string | ArrayBuffer) {
    this.socket?.send(data);
  }

  close(code?: number, reason?: string) {
    this.readyState = FetchWebSocket.CLOSED;
    this.socket?.close(code ?? 1000, reason);
  }
}
