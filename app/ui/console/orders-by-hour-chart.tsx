// Orders by hour of the day, drawn on the server as SVG bars (no JavaScript): each bar carries its
// count as text, every third hour is labelled, and the same numbers are in a table for screen
// readers and for anyone who opens 'Ver los números'.
export interface HourCount {
  hour: number;
  orders: number;
}

const BAR = 12;
const GAP = 4;
const HEIGHT = 120;
const TOP = 18; // room for the count above the tallest bar
const AXIS = 20; // room for the hour labels

const two = (n: number) => String(n).padStart(2, "0");

export function OrdersByHourChart({ hours }: { hours: readonly HourCount[] }) {
  const max = Math.max(1, ...hours.map((h) => h.orders));
  const width = hours.length * (BAR + GAP) - GAP;
  const total = hours.reduce((n, h) => n + h.orders, 0);
  return (
    <figure className="figures-chart">
      <svg
        className="figures-chart__svg"
        viewBox={`0 0 ${width} ${TOP + HEIGHT + AXIS}`}
        role="img"
        aria-labelledby="figures-chart-caption"
        preserveAspectRatio="xMidYMid meet"
      >
        <line x1={0} x2={width} y1={TOP + HEIGHT + 0.5} y2={TOP + HEIGHT + 0.5} className="figures-chart__axis" />
        {hours.map((h, i) => {
          const x = i * (BAR + GAP);
          const barHeight = h.orders > 0 ? Math.max(2, Math.round((h.orders / max) * HEIGHT)) : 0;
          return (
            <g key={h.hour}>
              <title>{`${two(h.hour)} h: ${h.orders} ${h.orders === 1 ? "pedido" : "pedidos"}`}</title>
              {barHeight > 0 ? <rect x={x} y={TOP + HEIGHT - barHeight} width={BAR} height={barHeight} rx={2} className="figures-chart__bar" /> : null}
              {h.orders > 0 ? (
                <text x={x + BAR / 2} y={TOP + HEIGHT - barHeight - 4} textAnchor="middle" className="figures-chart__count">
                  {h.orders}
                </text>
              ) : null}
              {h.hour % 3 === 0 ? (
                <text x={x + BAR / 2} y={TOP + HEIGHT + 16} textAnchor="middle" className="figures-chart__hour">
                  {two(h.hour)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <figcaption id="figures-chart-caption" className="figures-chart__caption">
        {total === 0 ? "Sin pedidos en el día." : `${total} ${total === 1 ? "pedido" : "pedidos"} por hora de llegada (hora del local).`}
      </figcaption>
      <details className="figures-chart__numbers">
        <summary>Ver los números</summary>
        <table className="figures-table">
          <thead>
            <tr>
              <th scope="col">Hora</th>
              <th scope="col">Pedidos</th>
            </tr>
          </thead>
          <tbody>
            {hours
              .filter((h) => h.orders > 0)
              .map((h) => (
                <tr key={h.hour}>
                  <th scope="row">{`${two(h.hour)}:00 a ${two(h.hour)}:59`}</th>
                  <td>{h.orders}</td>
                </tr>
              ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
