// /consola/{alias}/carta: mark a plate or a garnish option sold out ('Agotado') until tomorrow or
// until reactivated, or available again. Plain forms without JavaScript; with it, fetchers that
// show the new state at once (optimistic).
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useFetcher, useLoaderData } from "@remix-run/react";
import { useEffect } from "react";
import consoleStyles from "~/styles/console.css?url";
import { SOLD_OUT_LABEL } from "~/domain/menu/sold-out";
import { ConsoleShell } from "~/ui/console/console-shell";
import { showToast } from "~/ui/toasts";
import { useHydrated } from "~/ui/use-hydrated";
import { menuAvailabilityAction, menuAvailabilityLoader, type AvailabilityActionData, type AvailabilityItem } from "./menu-availability.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: consoleStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `Carta · ${data.nav.placeName}` : "Carta" }, { name: "robots", content: "noindex" }];

export const loader = ({ request, params, context }: LoaderFunctionArgs) => menuAvailabilityLoader(context.cloudflare.env, request, params.alias ?? "");
export const action = ({ request, params, context }: ActionFunctionArgs) => menuAvailabilityAction(context.cloudflare.env, request, params.alias ?? "");

const STATE_TEXT: Record<"tomorrow" | "reactivated", string> = {
  tomorrow: `${SOLD_OUT_LABEL} hasta mañana`,
  reactivated: `${SOLD_OUT_LABEL} hasta reactivarlo`,
};

function pendingState(formData: FormData | undefined): AvailabilityItem["soldOut"] | undefined {
  const until = formData?.get("until");
  if (until === "available") return null;
  if (until === "tomorrow" || until === "reactivated") return until;
  return undefined;
}

function AvailabilityRow({ item, label, hydrated }: { item: AvailabilityItem; label: string; hydrated: boolean }) {
  const fetcher = useFetcher<AvailabilityActionData>({ key: `carta-${item.kind}-${item.id}` });
  const optimistic = pendingState(fetcher.formData);
  const state = optimistic === undefined ? item.soldOut : optimistic;
  useEffect(() => {
    if (fetcher.data?.ok === false) showToast(fetcher.data.error, "error");
  }, [fetcher.data]);
  const button = (until: string, text: string) => (
    <button type="submit" name="until" value={until} className={`button button--small${until === "available" ? "" : " button--ghost"}`}>
      {text}
    </button>
  );
  return (
    <li className={`availability${state ? " availability--sold-out" : ""}`} id={`${item.kind}-${item.id}`} aria-busy={fetcher.state !== "idle" || undefined}>
      <span className="availability__name">{label}</span>
      <span className="availability__state" aria-live="polite">
        {state ? <span className="pill pill--sold-out">{STATE_TEXT[state]}</span> : "Disponible"}
      </span>
      <fetcher.Form method="post" className="availability__actions" aria-label={`Disponibilidad de ${label}`}>
        <input type="hidden" name="kind" value={item.kind} />
        <input type="hidden" name="id" value={item.id} />
        {hydrated ? <input type="hidden" name="via" value="fetcher" /> : null}
        {state ? button("available", "Reactivar") : (
          <>
            {button("tomorrow", "Agotado hasta mañana")}
            {button("reactivated", "Agotado hasta reactivarlo")}
          </>
        )}
      </fetcher.Form>
    </li>
  );
}

export default function MenuAvailabilityPage() {
  const data = useLoaderData<typeof loader>();
  const hydrated = useHydrated();
  let category = "";
  return (
    <ConsoleShell nav={data.nav} title="Carta">
      <p className="console-lead">
        Marque un producto o una opción como agotado hasta mañana (medianoche del local) o hasta reactivarlo. La tienda lo muestra al instante.
      </p>
      {data.plates.length === 0 ? <p>Este local no tiene productos en la carta.</p> : null}
      <ul className="availability-list" role="list">
        {data.plates.map((p) => {
          const heading = p.categoryName !== category ? (category = p.categoryName) : null;
          return (
            <li key={p.id} className="availability-plate">
              {heading ? <h2 className="availability-category">{heading}</h2> : null}
              <ul role="list">
                <AvailabilityRow item={p} label={p.name} hydrated={hydrated} />
              </ul>
              {p.garnishes.length > 0 ? (
                <details className="availability-garnishes" open={p.garnishes.some((g) => g.soldOut) || undefined}>
                  <summary>Opciones de {p.name}</summary>
                  <ul role="list">
                    {p.garnishes.map((g) => (
                      <AvailabilityRow key={g.id} item={g} label={`${g.groupName}: ${g.name}`} hydrated={hydrated} />
                    ))}
                  </ul>
                </details>
              ) : null}
            </li>
          );
        })}
      </ul>
    </ConsoleShell>
  );
}
