// 'Imprimir al aceptar' with JavaScript: the kitchen ticket's page loads in a hidden frame of the
// board (or the order's page) and its print() opens the browser's print dialog; the page the
// person works on stays where it was. Without JavaScript the accept goes to the ticket's page.
import { useEffect, useRef } from "react";

/** Prints `result.printTicket` (a same-origin ticket page) once per action result that names one. */
export function usePrintInFrame(result: object | null | undefined) {
  const frame = useRef<HTMLIFrameElement | null>(null);
  const url = result && "printTicket" in result && typeof result.printTicket === "string" ? result.printTicket : undefined;
  useEffect(() => {
    if (!url) return;
    frame.current?.remove();
    const f = document.createElement("iframe");
    f.title = "Ticket de cocina";
    f.setAttribute("aria-hidden", "true");
    f.tabIndex = -1;
    f.className = "print-frame";
    f.addEventListener("load", () => f.contentWindow?.print(), { once: true });
    f.src = url;
    document.body.appendChild(f);
    frame.current = f;
    // Each result is a new object: the same ticket accepted twice prints twice.
  }, [result, url]);
  useEffect(
    () => () => {
      frame.current?.remove();
    },
    [],
  );
}
