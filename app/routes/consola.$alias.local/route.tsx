// /consola/{alias}/local: pause online orders per order mode (15, 30, 60 minutes or until
// reopened), 'Cerramos por hoy', the plates without stock ('Sin stock'), 'Imprimir al aceptar' and
// the "orders console active" flag. Plain forms without JavaScript; with it,
// fetchers whose state shows at once.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, useFetcher, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect } from "react";
import consoleStyles from "~/styles/console.css?url";
import { ConsoleShell } from "~/ui/console/console-shell";
import { showToast } from "~/ui/toasts";
import { useHydrated } from "~/ui/use-hydrated";
import { storeControlsAction, storeControlsLoader, type StoreControlsActionData, type StoreModeView, type StorePlateView } from "./store-controls-page.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: consoleStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `Local · ${data.nav.placeName}` : "Local" }, { name: "robots", content: "noindex" }];

export const loader = ({ request, params, context }: LoaderFunctionArgs) => storeControlsLoader(context.cloudflare.env, request, params.alias ?? "");
export const action = ({ request, params, context }: ActionFunctionArgs) => storeControlsAction(context.cloudflare.env, request, params.alias ?? "");

function useErrorToast(fetcher: { data?: StoreControlsActionData }) {
  useEffect(() => {
    if (fetcher.data?.ok === false) showToast(fetcher.data.error, "error");
  }, [fetcher.data]);
}

function ModePause({ mode, hydrated }: { mode: StoreModeView; hydrated: boolean }) {
  const fetcher = useFetcher<StoreControlsActionData>({ key: `local-mode-${mode.id}` });
  useErrorToast(fetcher);
  const pending = fetcher.formData?.get("length");
  const paused = pending === undefined || pending === null ? mode.paused : pending === "reopen" ? null : "Pausado";
  const button = (length: string, text: string, ghost = true) => (
    <button type="submit" name="length" value={length} className={`button button--small${ghost ? " button--ghost" : ""}`}>
      {text}
    </button>
  );
  return (
    <div className="store-mode" aria-busy={fetcher.state !== "idle" || undefined}>
      <h3 className="store-mode__name">{mode.name}</h3>
      <p className="store-mode__state" aria-live="polite">
        {paused ? <span className="pill pill--sold-out">{paused}</span> : "Recibiendo pedidos"}
      </p>
      <fetcher.Form method="post" className="store-mode__actions" aria-label={`Pausar ${mode.name}`}>
        <input type="hidden" name="intent" value="pause" />
        <input type="hidden" name="orderModeId" value={mode.id} />
        {hydrated ? <input type="hidden" name="via" value="fetcher" /> : null}
        {paused ? button("reopen", "Reabrir", false) : null}
        {button("15", "Pausar 15 min")}
        {button("30", "Pausar 30 min")}
        {button("60", "Pausar 60 min")}
        {paused ? null : button("reopened", "Pausar hasta reabrir")}
      </fetcher.Form>
    </div>
  );
}

function OrdersConsoleFlag({ on, hydrated }: { on: boolean; hydrated: boolean }) {
  const fetcher = useFetcher<StoreControlsActionData>({ key: "local-orders-console" });
  useErrorToast(fetcher);
  const pending = fetcher.formData?.get("on");
  const shown = typeof pending === "string" ? pending === "true" : on;
  return (
    <fetcher.Form method="post" className="store-mode">
      <input type="hidden" name="intent" value="ordersConsole" />
      {hydrated ? <input type="hidden" name="via" value="fetcher" /> : null}
      <p className="store-mode__state" aria-live="polite">
        {shown
          ? "Activa: el pedido no se envía por WhatsApp; el local lo recibe en esta consola (solo se guarda el código)."
          : "Inactiva: al confirmar, el cliente envía el texto del pedido por WhatsApp al local."}
      </p>
      <div className="store-mode__actions">
        <button type="submit" name="on" value={shown ? "false" : "true"} className="button button--small">
          {shown ? "Desactivar consola de pedidos" : "Activar consola de pedidos"}
        </button>
      </div>
    </fetcher.Form>
  );
}

function CloseForToday() {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "closeForToday";
  return (
    <Form method="post" className="store-mode">
      <input type="hidden" name="intent" value="closeForToday" />
      <p className="store-mode__state">Pausa todos los modos de pedido hasta la medianoche del local; mañana abre en su horario.</p>
      <div className="store-mode__actions">
        <button type="submit" className="button button--small" disabled={busy}>
          {busy ? "Cerrando…" : "Cerramos por hoy"}
        </button>
      </div>
    </Form>
  );
}

function BusyMode({ busy }: { busy: { minutes: number; slotCap: number | null; options: readonly number[] } }) {
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formData?.get("intent") === "busy";
  return (
    <Form method="post" className="store-busy">
      <input type="hidden" name="intent" value="busy" />
      <p className="store-mode__state" aria-live="polite">
        {busy.minutes > 0 ? `Modo ocupado: +${busy.minutes} min en cada demora.` : "Demoras normales."}{" "}
        {busy.slotCap ? `Hasta ${busy.slotCap} pedidos cada 15 minutos.` : "Sin límite de pedidos por turno."}
      </p>
      <label className="store-busy__field">
        <span>Sumar a la demora</span>
        <select name="busyMinutes" defaultValue={String(busy.minutes)}>
          {busy.options.map((m) => (
            <option key={m} value={m}>
              {m === 0 ? "Nada (demora normal)" : `+${m} min`}
            </option>
          ))}
        </select>
      </label>
      <label className="store-busy__field">
        <span>Pedidos cada 15 minutos (vacío: sin límite)</span>
        <input name="slotCap" type="number" inputMode="numeric" min={1} max={500} defaultValue={busy.slotCap ?? ""} />
      </label>
      <button type="submit" className="button button--small" disabled={pending}>
        {pending ? "Guardando…" : "Guardar modo ocupado"}
      </button>
    </Form>
  );
}

function PrintOnAccept({ on }: { on: boolean }) {
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formData?.get("intent") === "printOnAccept";
  return (
    <Form method="post" className="store-mode" key={String(on)}>
      <input type="hidden" name="intent" value="printOnAccept" />
      <p className="store-mode__state" aria-live="polite">
        {on ? "Al aceptar un pedido se imprime su ticket de cocina." : "Los tickets se imprimen solo con 'Imprimir' en cada pedido."}
      </p>
      <label className="store-print__check">
        <input type="checkbox" name="printOnAccept" value="on" defaultChecked={on} /> Imprimir al aceptar
      </label>
      <div className="store-mode__actions">
        <button type="submit" className="button button--small" disabled={pending}>
          {pending ? "Guardando…" : "Guardar impresión"}
        </button>
      </div>
    </Form>
  );
}

function SoldOutPlates({ plates }: { plates: StorePlateView[] }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "soldOut";
  let category = "";
  return (
    <Form method="post" className="store-sold-out">
      <input type="hidden" name="intent" value="soldOut" />
      <fieldset className="store-sold-out__plates">
        <legend>Marque los platos sin stock</legend>
        {plates.map((p) => {
          const heading = p.categoryName !== category ? (category = p.categoryName) : null;
          return (
            <div key={p.id}>
              {heading ? <h3 className="store-sold-out__category">{heading}</h3> : null}
              <label className="store-sold-out__plate">
                <input type="checkbox" name="soldOut" value={p.id} defaultChecked={p.soldOut} />
                <span>{p.name}</span>
                {p.soldOut ? <span className="pill pill--sold-out">Agotado</span> : null}
              </label>
            </div>
          );
        })}
      </fieldset>
      <button type="submit" className="button button--small" disabled={busy}>
        {busy ? "Guardando…" : "Guardar sin stock"}
      </button>
    </Form>
  );
}

export default function StoreControlsPage() {
  const data = useLoaderData<typeof loader>();
  const hydrated = useHydrated();
  return (
    <ConsoleShell nav={data.nav} title="Local">
      <section className="store-section card" aria-labelledby="pausas">
        <h2 id="pausas">Pausar pedidos online</h2>
        <p className="console-lead">La tienda muestra el local cerrado para ese modo al instante.</p>
        {data.modes.map((m) => (
          <ModePause key={m.id} mode={m} hydrated={hydrated} />
        ))}
      </section>
      <section className="store-section card" aria-labelledby="ocupado">
        <h2 id="ocupado">Modo ocupado</h2>
        <p className="console-lead">Suma minutos a cada demora que ve el cliente y limita los pedidos por turno de 15 minutos (los turnos llenos pasan al siguiente).</p>
        <BusyMode busy={data.busy} />
      </section>
      <section className="store-section card" aria-labelledby="cerramos">
        <h2 id="cerramos">Cerramos por hoy</h2>
        <CloseForToday />
      </section>
      <section className="store-section card" aria-labelledby="sin-stock">
        <h2 id="sin-stock">Sin stock</h2>
        <p className="console-lead">Los platos marcados quedan agotados en este local hasta mañana; la tienda los muestra como agotados y no los acepta.</p>
        <SoldOutPlates plates={data.plates} />
      </section>
      <section className="store-section card" aria-labelledby="impresion">
        <h2 id="impresion">Impresión</h2>
        <p className="console-lead">Con la opción activa, aceptar un pedido en el tablero o en su detalle imprime el ticket de cocina (sin precios).</p>
        <PrintOnAccept on={data.printOnAccept} />
      </section>
      <section className="store-section card" aria-labelledby="consola-pedidos">
        <h2 id="consola-pedidos">Consola de pedidos</h2>
        <OrdersConsoleFlag on={data.ordersConsole} hydrated={hydrated} />
      </section>
    </ConsoleShell>
  );
}
