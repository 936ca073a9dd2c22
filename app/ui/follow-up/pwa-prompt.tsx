// ?showPWA: the PWA install prompt (storefront.md §2 Modals). It needs the
// browser's `beforeinstallprompt` event, so it only appears with JavaScript and
// only when the browser offers the install; accepting or declining both close it.
import { useEffect, useState } from "react";

interface InstallEvent extends Event {
  prompt: () => Promise<void>;
}

export function PwaPrompt() {
  const [event, setEvent] = useState<InstallEvent | null>(null);
  useEffect(() => {
    const onPrompt = (e: Event) => {
      e.preventDefault();
      setEvent(e as InstallEvent);
    };
    window.addEventListener("beforeinstallprompt", onPrompt);
    return () => window.removeEventListener("beforeinstallprompt", onPrompt);
  }, []);
  if (!event) return null;
  return (
    <aside className="card pwa-prompt" aria-label="Instalar la app">
      <p>Instala la app para seguir tus pedidos más rápido.</p>
      <div className="modal__actions">
        <button type="button" className="button button--ghost" onClick={() => setEvent(null)}>
          Ahora no
        </button>
        <button type="button" className="button" onClick={() => event.prompt().finally(() => setEvent(null))}>
          Instalar
        </button>
      </div>
    </aside>
  );
}
