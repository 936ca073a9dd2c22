// /consola/{alias}/resumen: the day's figures of a location (owner and manager). Any past day by
// '?fecha=YYYY-MM-DD' (a plain GET form: works without JavaScript); an owner also sees every
// location of the company side by side. Nested in neither the sign-in page's route nor the board's
// (the trailing '_'s): it has a frame of its own.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, isRouteErrorResponse, Link, useLoaderData, useRouteError } from "@remix-run/react";
import consoleStyles from "~/styles/console.css?url";
import figuresStyles from "~/styles/console-figures.css?url";
import { dayFiguresPageLoader } from "~/views/day-figures-page.server";
import { ConsoleShell } from "~/ui/console/console-shell";
import { OrdersByHourChart } from "~/ui/console/orders-by-hour-chart";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: consoleStyles },
  { rel: "stylesheet", href: figuresStyles },
];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Resumen del día · ${data.nav.placeName}` : "Resumen del día" },
  { name: "robots", content: "noindex" },
];

export const loader = ({ request, params, context }: LoaderFunctionArgs) => dayFiguresPageLoader(context.cloudflare.env, request, params.alias ?? "");

type PageData = ReturnType<typeof useLoaderData<typeof loader>>;
type Figures = NonNullable<PageData["figures"]>;

export default function DayFiguresPage() {
  const d = useLoaderData<typeof loader>();
  const f = d.figures;
  const base = `/consola/${d.nav.alias}/resumen`;
  return (
    <ConsoleShell nav={d.nav} title="Resumen del día">
      <div className="figures">
        <Form method="get" action={base} className="figures-day card">
          <div className="field">
            <label htmlFor="fecha">Día</label>
            <input
              id="fecha"
              name="fecha"
              type="date"
              defaultValue={d.date}
              max={d.today}
              required
              aria-invalid={d.error ? true : undefined}
              aria-describedby={d.error ? "fecha-error" : undefined}
            />
          </div>
          <button type="submit" className="button button--small">
            Ver
          </button>
          {d.error ? (
            <p id="fecha-error" className="field-error figures-day__error" role="alert">
              {d.error}
            </p>
          ) : null}
          {f ? (
            <nav className="figures-day__steps" aria-label="Otros días">
              <Link to={`${base}?fecha=${f.previousDate}`}>‹ Día anterior</Link>
              {f.nextDate ? <Link to={`${base}?fecha=${f.nextDate}`}>Día siguiente ›</Link> : null}
              {!f.isToday ? <Link to={base}>Hoy</Link> : null}
            </nav>
          ) : null}
        </Form>
        {f ? <DayFigures f={f} date={d.date} /> : null}
      </div>
    </ConsoleShell>
  );
}

function DayFigures({ f, date }: { f: Figures; date: string }) {
  return (
    <>
      <h2 className="figures-title">
        {f.isToday ? "Hoy, " : ""}
        {f.dayTitle}
      </h2>
      <dl className="figures-kpis">
        <Kpi label="Pedidos" value={String(f.orders)} note={f.canceled ? `${f.canceled} ${f.canceled === 1 ? "cancelado" : "cancelados"}` : null} />
        <Kpi label="Ventas" value={f.salesText} note="sin los cancelados" />
        <Kpi label="Ticket promedio" value={f.averageTicketText} note={null} />
        <Kpi label="Tiempo para aceptar" value={f.acceptText} note="promedio" />
        <Kpi label="Tiempo de preparación" value={f.prepareText} note="promedio" />
        <Kpi label="Tiempo de entrega" value={f.deliveryText} note="delivery, del pedido a la entrega" />
      </dl>

      <div className="figures-grid">
        <section className="figures-panel card" aria-labelledby="por-hora">
          <h3 id="por-hora">Pedidos por hora</h3>
          <OrdersByHourChart hours={f.byHour} />
        </section>

        <section className="figures-panel card" aria-labelledby="por-medio">
          <h3 id="por-medio">Ventas por medio de pago</h3>
          {f.byPayment.length ? (
            <table className="figures-table">
              <thead>
                <tr>
                  <th scope="col">Medio de pago</th>
                  <th scope="col" className="num">Pedidos</th>
                  <th scope="col" className="num">Ventas</th>
                </tr>
              </thead>
              <tbody>
                {f.byPayment.map((p) => (
                  <tr key={p.label}>
                    <th scope="row">
                      {p.label}
                      <span className="figures-share" aria-hidden="true">
                        <span style={{ width: `${p.share}%` }} />
                      </span>
                    </th>
                    <td className="num">{p.orders}</td>
                    <td className="num">{p.salesText}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p className="figures-empty">Sin ventas en el día.</p>
          )}
        </section>

        <section className="figures-panel card" aria-labelledby="mas-vendidos">
          <h3 id="mas-vendidos">Los 10 platos más vendidos</h3>
          {f.topPlates.length ? (
            <table className="figures-table">
              <thead>
                <tr>
                  <th scope="col">#</th>
                  <th scope="col">Plato</th>
                  <th scope="col" className="num">Unidades</th>
                  <th scope="col" className="num">Ventas</th>
                </tr>
              </thead>
              <tbody>
                {f.topPlates.map((p) => (
                  <tr key={p.rank}>
                    <td>{p.rank}</td>
                    <th scope="row">{p.name}</th>
                    <td className="num">{p.units}</td>
                    <td className="num">{p.salesText}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p className="figures-empty">Sin platos vendidos en el día.</p>
          )}
        </section>

        <section className="figures-panel card" aria-labelledby="cancelados">
          <h3 id="cancelados">Cancelaciones por motivo</h3>
          {f.cancellations.length ? (
            <table className="figures-table">
              <thead>
                <tr>
                  <th scope="col">Motivo</th>
                  <th scope="col" className="num">Pedidos</th>
                </tr>
              </thead>
              <tbody>
                {f.cancellations.map((c) => (
                  <tr key={c.reason}>
                    <th scope="row">{c.reason}</th>
                    <td className="num">{c.orders}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p className="figures-empty">Ningún pedido cancelado.</p>
          )}
        </section>
      </div>

      <p className="figures-download">
        <a className="button button--ghost" href={f.csvHref} download>
          Descargar pedidos del día (CSV)
        </a>
      </p>

      {f.locations ? <Locations rows={f.locations} date={date} /> : null}
    </>
  );
}

function Kpi({ label, value, note }: { label: string; value: string; note: string | null }) {
  return (
    <div className="figures-kpi card">
      <dt>{label}</dt>
      <dd className="figures-kpi__value">{value}</dd>
      {note ? <dd className="figures-kpi__note">{note}</dd> : null}
    </div>
  );
}

function Locations({ rows, date }: { rows: NonNullable<Figures["locations"]>; date: string }) {
  return (
    <section className="figures-panel figures-locations card" aria-labelledby="locales">
      <h3 id="locales">Todos los locales</h3>
      <div className="figures-scroll" tabIndex={0} role="region" aria-labelledby="locales">
        <table className="figures-table">
          <thead>
            <tr>
              <th scope="col">Local</th>
              <th scope="col" className="num">Pedidos</th>
              <th scope="col" className="num">Cancelados</th>
              <th scope="col" className="num">Ventas</th>
              <th scope="col" className="num">Ticket promedio</th>
              <th scope="col" className="num">Tiempo para aceptar</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((l) => (
              <tr key={l.alias} aria-current={l.current ? "true" : undefined}>
                <th scope="row">{l.current ? l.name : <Link to={`/consola/${l.alias}/resumen?fecha=${date}`}>{l.name}</Link>}</th>
                <td className="num">{l.orders}</td>
                <td className="num">{l.canceled}</td>
                <td className="num">{l.salesText}</td>
                <td className="num">{l.averageTicketText}</td>
                <td className="num">{l.acceptText}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** A refused section (403) or a page that is not there (404) says why, in the console's words. */
export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // Only the refusal is ours to repeat; the framework's own answers (405…) are in English.
  const message =
    status === 403 && isRouteErrorResponse(error) && typeof error.data === "string"
      ? error.data
      : status === 404
        ? "La página no existe o no tiene acceso a ese local."
        : status === 405
          ? "Esta página no recibe formularios de ese tipo (método no permitido)."
          : status < 500
            ? "La solicitud no es válida. Vuelva a la página e inténtelo de nuevo."
            : "Hubo un error cargando la página, inténtelo en unos minutos.";
  return (
    <main className="page-message">
      <h1>{status === 403 ? "Sin acceso" : status === 404 ? "No encontramos lo que buscas" : "Algo salió mal"}</h1>
      <p>{message}</p>
      <a className="button" href="/consola">
        Volver a la consola
      </a>
    </main>
  );
}
