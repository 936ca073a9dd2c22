// A staff list that keeps itself current (docs/decisions.md "Live staff lists"): the
// route's loader is revalidated every LIVE_LIST_POLL_MS while the page is visible (and at
// once when it becomes visible again); a key that was not there before makes the phone
// vibrate and beep once. Returns the seconds since the list was last loaded.
import { useRevalidator } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { VIBRATION_NEW_ITEM } from "~/domain/logistics/feedback";
import { LIVE_LIST_POLL_MS, newKeys } from "~/domain/logistics/live-list";

function beep() {
  try {
    const Ctx = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Ctx) return;
    const ctx = new Ctx();
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.frequency.value = 880;
    gain.gain.setValueAtTime(0.15, ctx.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, ctx.currentTime + 0.35);
    osc.connect(gain).connect(ctx.destination);
    osc.start();
    osc.stop(ctx.currentTime + 0.35);
    osc.onended = () => void ctx.close();
  } catch {
    // Sound is a courtesy: a browser that refuses it (no user gesture yet) still vibrates.
  }
}

export function useLiveList(keys: readonly string[]): { secondsAgo: number; fresh: ReadonlySet<string> } {
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  const state = useRef(revalidator.state);
  state.current = revalidator.state;
  const [loadedAt, setLoadedAt] = useState(() => Date.now());
  const [now, setNow] = useState(() => Date.now());
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  const previous = useRef<readonly string[] | null>(null);
  const joined = keys.join("|");

  // Every answer of the loader (a poll, a refresh) is a new "loaded at", even when nothing changed.
  useEffect(() => {
    if (revalidator.state === "idle") setLoadedAt(Date.now());
  }, [revalidator.state]);
  useEffect(() => {
    const before = previous.current;
    previous.current = keys;
    if (!before) return;
    const added = newKeys(before, keys);
    if (added.length === 0) return;
    setFresh(new Set(added));
    if ("vibrate" in navigator) navigator.vibrate([...VIBRATION_NEW_ITEM]);
    beep();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [joined]);

  useEffect(() => {
    const poll = () => {
      if (document.visibilityState === "visible" && state.current === "idle") revalidate.current();
    };
    const timer = window.setInterval(poll, LIVE_LIST_POLL_MS);
    const tick = window.setInterval(() => setNow(Date.now()), 1_000);
    const onVisible = () => document.visibilityState === "visible" && poll();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      window.clearInterval(timer);
      window.clearInterval(tick);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, []);

  return { secondsAgo: Math.max(0, Math.round((now - loadedAt) / 1000)), fresh };
}
