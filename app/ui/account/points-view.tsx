// 'Mis {points name}' (storefront.md §2 Modals loyalty points: information
// mode and paginated history; §3 history row orderCode, createdAt, amount,
// postBalance). Redeem mode lives in the checkout (points are redeemed there).
import { Pager } from "./orders-list";
import type { PointsPageData } from "~/views/account-view.server";

export function PointsView({ data, onPage }: { data: PointsPageData; onPage?: (href: string) => void }) {
  const program = data.program;
  if (!program) return <p className="account-empty">El programa de fidelidad no está disponible en este local.</p>;
  return (
    <div className="stack">
      <div className="points-balance">
        <span className="points-balance__label">Tu saldo</span>
        <strong className="points-balance__value">
          {data.balanceText} <span>{program.pointsName}</span>
        </strong>
        <span className="muted">{program.name}</span>
      </div>
      <details className="points-info">
        <summary>¿Cómo funciona?</summary>
        <ul>
          {program.info.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </details>
      <h3>Historial</h3>
      {data.history.length === 0 && data.paging.page === 0 ? (
        <p className="account-empty">Todavía no tienes movimientos.</p>
      ) : (
        <table className="points-history">
          <thead>
            <tr>
              <th scope="col">Movimiento</th>
              <th scope="col" className="num">
                {program.pointsName}
              </th>
              <th scope="col" className="num">
                Saldo
              </th>
            </tr>
          </thead>
          <tbody>
            {data.history.map((h, i) => (
              <tr key={`${h.dateText}-${i}`}>
                <td>
                  <span className="points-history__label">{h.orderCode ? `Pedido ${h.orderCode}` : h.label}</span>
                  <span className="muted points-history__date">{h.dateText}</span>
                </td>
                <td className={`num ${h.positive ? "points-plus" : "points-minus"}`}>{h.amountText}</td>
                <td className="num">{h.postBalanceText}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager paging={data.paging} onPage={onPage} />
    </div>
  );
}
