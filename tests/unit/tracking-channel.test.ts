// logistics.md §4 Tracking "Subscription to the event starts 1 second after channel
// creation"; §9 "Refresh after an update: 5 s": the tracking page's channel
// (app/ui/tracking/tracking-channel.ts) on fake timers and a fake closed socket.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { watchTrackingChannel, type ChannelHandlers, type ChannelSocket } from "~/ui/tracking/tracking-channel";

function fakeSocket() {
  const listeners: Record<string, ((e?: any) => void)[]> = {};
  const socket = {
    reconnect: vi.fn(),
    close: vi.fn(),
    addEventListener: (type: string, fn: (e?: any) => void) => {
      (listeners[type] ??= []).push(fn);
    },
    emit: (type: string, e?: any) => listeners[type]?.forEach((fn) => fn(e)),
  };
  return socket;
}

function handlers(shown = { status: "IN_STORE", riderName: null as string | null }) {
  return {
    connected: vi.fn(),
    update: vi.fn(),
    position: vi.fn(),
    shown: () => shown,
    refresh: vi.fn(),
  } satisfies ChannelHandlers;
}

const update = (status: string, riderName: string | null = null) => ({ data: JSON.stringify({ type: "tracking", status, riderName, showShipmentDetails: riderName !== null, eta: null }) });

describe("the tracking channel", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("subscribes 1 s after the channel is created, not before", () => {
    const socket = fakeSocket();
    watchTrackingChannel(socket as unknown as ChannelSocket, handlers());
    vi.advanceTimersByTime(999);
    expect(socket.reconnect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(socket.reconnect).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(socket.reconnect).toHaveBeenCalledTimes(1);
  });

  it("closed before the second: never subscribes, and the socket is closed", () => {
    const socket = fakeSocket();
    const stop = watchTrackingChannel(socket as unknown as ChannelSocket, handlers());
    vi.advanceTimersByTime(500);
    stop();
    vi.advanceTimersByTime(5_000);
    expect(socket.reconnect).not.toHaveBeenCalled();
    expect(socket.close).toHaveBeenCalledTimes(1);
  });

  it("positions and updates go to the page; a status change re-reads the page 5 s later, a replay of what it shows does not", () => {
    const socket = fakeSocket();
    const on = handlers();
    watchTrackingChannel(socket as unknown as ChannelSocket, on);
    vi.advanceTimersByTime(1000);
    socket.emit("open");
    expect(on.connected).toHaveBeenCalledWith(true);
    socket.emit("message", update("IN_STORE"));
    expect(on.update).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(on.refresh).not.toHaveBeenCalled();

    socket.emit("message", { data: JSON.stringify({ type: "position", lat: -34.59, lng: -58.42, accuracy: 5, at: 1, eta: 2 }) });
    expect(on.position).toHaveBeenCalledWith(expect.objectContaining({ lat: -34.59, eta: 2 }));
    socket.emit("message", update("ON_ROUTE_TO_DROP_OFF", "Martín Gómez"));
    vi.advanceTimersByTime(4_999);
    expect(on.refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(on.refresh).toHaveBeenCalledTimes(1);
    // Garbage is ignored.
    socket.emit("message", { data: "{no" });
    expect(on.update).toHaveBeenCalledTimes(2);
  });

  it("a pending re-read is dropped when the page leaves", () => {
    const socket = fakeSocket();
    const on = handlers();
    const stop = watchTrackingChannel(socket as unknown as ChannelSocket, on);
    vi.advanceTimersByTime(1000);
    socket.emit("message", update("DELIVERED"));
    stop();
    vi.advanceTimersByTime(10_000);
    expect(on.refresh).not.toHaveBeenCalled();
  });
});
