// §2 'Pedido realizado hace ... hs min', ticking every minute (§9). The server's clock
// renders it first; the device keeps the same offset from there.
import { useEffect, useState } from "react";
import { ELAPSED_TICK_MS, elapsedText } from "~/domain/orders/picking";

export function ElapsedCounter({ orderedAt, serverNow }: { orderedAt: number; serverNow: number }) {
  const [at, setAt] = useState(serverNow);
  useEffect(() => {
    const offset = serverNow - Date.now();
    setAt(Date.now() + offset);
    const timer = window.setInterval(() => setAt(Date.now() + offset), ELAPSED_TICK_MS);
    return () => window.clearInterval(timer);
  }, [serverNow]);
  return <span data-elapsed>{elapsedText(orderedAt, at)}</span>;
}
