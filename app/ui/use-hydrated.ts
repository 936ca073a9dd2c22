import { useEffect, useState } from "react";

/** false in the server HTML and the first client render: JS-only controls appear after hydration. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
