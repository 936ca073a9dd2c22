import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CHAT_OPEN_INTERVAL_MS, CHAT_OPEN_RETRIES, openChat } from "../../app/ui/follow-up/open-chat";

const URL = "https://wa.me/5491100000000?text=Pedido%20ABC";
const deps = (open: (u: string, t: string) => { opener?: unknown } | null, onDone = vi.fn()) => ({
  open,
  setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
  clearTimeout: (id: never) => clearTimeout(id),
  onDone,
});

describe("openChat (storefront.md §4 Order submit, §9 Chat open retries 10 × 200 ms)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("opens once in a new tab when the browser allows it, and cuts the opener", () => {
    const tab = { opener: {} as unknown };
    const open = vi.fn(() => tab);
    const onDone = vi.fn();
    openChat(URL, deps(open, onDone));
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith(URL, "_blank");
    expect(tab.opener).toBeNull();
    expect(onDone).toHaveBeenCalledWith(true);
    vi.advanceTimersByTime(5000);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it("retries every 200 ms while blocked and stops at the first success", () => {
    const open = vi.fn().mockReturnValueOnce(null).mockReturnValueOnce(null).mockReturnValue({});
    const onDone = vi.fn();
    openChat(URL, deps(open, onDone));
    expect(open).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(CHAT_OPEN_INTERVAL_MS - 1);
    expect(open).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(open).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(CHAT_OPEN_INTERVAL_MS);
    expect(open).toHaveBeenCalledTimes(3);
    expect(onDone).toHaveBeenCalledWith(true);
    vi.advanceTimersByTime(5000);
    expect(open).toHaveBeenCalledTimes(3);
  });

  it("gives up after 10 retries (11 attempts in 2 s) and reports the block", () => {
    const open = vi.fn(() => null);
    const onDone = vi.fn();
    openChat(URL, deps(open, onDone));
    vi.advanceTimersByTime(CHAT_OPEN_RETRIES * CHAT_OPEN_INTERVAL_MS);
    expect(open).toHaveBeenCalledTimes(CHAT_OPEN_RETRIES + 1);
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(onDone).toHaveBeenCalledWith(false);
    vi.advanceTimersByTime(10_000);
    expect(open).toHaveBeenCalledTimes(11);
  });

  it("treats a throwing open as blocked", () => {
    const open = vi.fn().mockImplementationOnce(() => {
      throw new Error("blocked");
    }).mockReturnValue({});
    const onDone = vi.fn();
    openChat(URL, deps(open, onDone));
    vi.advanceTimersByTime(CHAT_OPEN_INTERVAL_MS);
    expect(open).toHaveBeenCalledTimes(2);
    expect(onDone).toHaveBeenCalledWith(true);
  });

  it("cancel stops the pending retries", () => {
    const open = vi.fn(() => null);
    const onDone = vi.fn();
    const cancel = openChat(URL, deps(open, onDone));
    vi.advanceTimersByTime(CHAT_OPEN_INTERVAL_MS * 2);
    expect(open).toHaveBeenCalledTimes(3);
    cancel();
    vi.advanceTimersByTime(10_000);
    expect(open).toHaveBeenCalledTimes(3);
    expect(onDone).not.toHaveBeenCalled();
  });
});
