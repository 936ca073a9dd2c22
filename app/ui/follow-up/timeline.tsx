// storefront.md §2 Modals "Order follow-up": four nodes (generated, accepted,
// ready, delivered or cancelled); a cancelled order shows no progress bars.
import type { TimelineNode } from "~/domain/orders/order-status";

export function Timeline({ nodes, showProgress }: { nodes: TimelineNode[]; showProgress: boolean }) {
  return (
    <ol className={`timeline${showProgress ? "" : " timeline--canceled"}`} aria-label="Estado del pedido">
      {nodes.map((n, i) => (
        <li key={n.key} className={`timeline__node timeline__node--${n.state}`} aria-current={n.state === "active" ? "step" : undefined}>
          {showProgress && i > 0 ? <span className="timeline__bar" aria-hidden="true" /> : null}
          <span className="timeline__dot" aria-hidden="true">
            {n.state === "done" ? "✓" : n.state === "canceled" ? "✕" : i + 1}
          </span>
          <span className="timeline__label">
            {n.label}
            <span className="visually-hidden">
              {n.state === "done" ? " (completado)" : n.state === "active" ? " (en curso)" : n.state === "canceled" ? "" : " (pendiente)"}
            </span>
          </span>
        </li>
      ))}
    </ol>
  );
}
