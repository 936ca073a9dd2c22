// Toasts, storefront.md §8: "Toasts appear at bottom centre for 3000 ms, at most 2 at once."
//
// Usage:
//   <Toasts messages={data.toasts} />      // messages from takeToasts() (flash after a redirect)
//   showToast("Inicie sesión");            // from an event handler, with JavaScript
// Without JavaScript the server-rendered toasts fade out by CSS after 3000 ms.
import { useEffect, useRef, useState } from "react";
import { MAX_TOASTS, TOAST_MS, type ToastMessage, type ToastTone } from "~/domain/toasts";
const TOAST_EVENT = "storefront:toast";

let counter = 0;
const nextId = () => `t${Date.now().toString(36)}-${++counter}`;

/** Shows a toast in the mounted <Toasts> (client only; a no-op on the server). */
export function showToast(text: string, tone: ToastTone = "info"): void {
  if (typeof window === "undefined") return;
  window.dispatchEvent(new CustomEvent<ToastMessage>(TOAST_EVENT, { detail: { id: nextId(), text, tone } }));
}

function normalize(messages: readonly (string | ToastMessage)[] | undefined): ToastMessage[] {
  return (messages ?? []).map((m, i) => (typeof m === "string" ? { id: `s${i}-${m}`, text: m } : m));
}

function Toast({ message, onDone }: { message: ToastMessage; onDone: (id: string) => void }) {
  useEffect(() => {
    const timer = window.setTimeout(() => onDone(message.id), TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [message.id, onDone]);
  return <p className={`toast${message.tone && message.tone !== "info" ? ` toast--${message.tone}` : ""}`}>{message.text}</p>;
}

export function Toasts({ messages }: { messages?: readonly (string | ToastMessage)[] }) {
  const [items, setItems] = useState<ToastMessage[]>(() => normalize(messages).slice(-MAX_TOASTS));
  const shown = useRef(messages);

  const push = (fresh: ToastMessage[]) => {
    if (fresh.length) setItems((prev) => [...prev, ...fresh].slice(-MAX_TOASTS));
  };
  const remove = useRef((id: string) => setItems((prev) => prev.filter((t) => t.id !== id))).current;

  // New loader data (a new array) brings new flash toasts; the first render already has them.
  useEffect(() => {
    if (messages === shown.current) return;
    shown.current = messages;
    push(normalize(messages).map((m) => ({ ...m, id: nextId() })));
  }, [messages]);

  useEffect(() => {
    const onToast = (e: Event) => push([(e as CustomEvent<ToastMessage>).detail]);
    window.addEventListener(TOAST_EVENT, onToast);
    return () => window.removeEventListener(TOAST_EVENT, onToast);
  }, []);

  // Always in the page, so screen readers hear toasts added later (live region).
  return (
    <div className="toasts" role="status" aria-live="polite">
      {items.map((m) => (
        <Toast key={m.id} message={m} onDone={remove} />
      ))}
    </div>
  );
}
