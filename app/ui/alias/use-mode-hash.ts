import { useEffect, useRef } from "react";

/**
 * storefront.md §2: a URL hash naming an order mode (`#delivery`, `#take-away`)
 * pre-selects it. The hash never reaches the server, so this runs only with
 * JavaScript, once per hash value.
 */
export function useModeHash(slugs: readonly string[], onMode: (slug: string) => void) {
  const done = useRef<string | null>(null);
  const key = slugs.join(",");
  useEffect(() => {
    const read = () => {
      const hash = decodeURIComponent(window.location.hash.replace(/^#/, "")).trim().toLowerCase();
      if (!hash || hash === done.current || !slugs.includes(hash)) return;
      done.current = hash;
      onMode(hash);
    };
    read();
    window.addEventListener("hashchange", read);
    return () => window.removeEventListener("hashchange", read);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}
