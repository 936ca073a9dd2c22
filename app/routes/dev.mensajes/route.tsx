// /dev/mensajes: what the sandbox messaging provider "sent" (sign-in codes), newest
// first, optionally for one phone (?telefono=+5491155550001). Development and tests
// only (docs/decisions/messaging-providers.md): served when MESSAGING_SANDBOX_PAGE is
// "on" AND the Worker still runs with the development SESSION_SECRET, which a deployed
// Worker must replace; anywhere else it is the Spanish not-found page.
import { json, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { listSandboxMessages } from "~/data/messaging/sandbox.server";
import { normalizePhone } from "~/domain/checkout/phone";
import { DEVELOPMENT_SESSION_SECRET } from "~/http/session.server";
import { NotFoundView } from "~/ui/not-found-view";
import accountStyles from "~/styles/account.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: accountStyles }];

// Off, the page is a plain not-found page, title included: nothing says a sandbox exists.
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.enabled ? "Mensajes de prueba" : "No encontramos lo que buscas · Sabores" },
  { name: "robots", content: "noindex" },
];

function sandboxPageEnabled(env: Pick<Env, "MESSAGING_SANDBOX_PAGE" | "SESSION_SECRET">): boolean {
  return env.MESSAGING_SANDBOX_PAGE === "on" && env.SESSION_SECRET === DEVELOPMENT_SESSION_SECRET;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const headers = { "Cache-Control": "private, no-store" };
  if (!sandboxPageEnabled(env)) return json({ enabled: false as const, messages: [], phone: null }, { status: 404, headers });
  const raw = new URL(request.url).searchParams.get("telefono")?.slice(0, 40) ?? "";
  const phone = raw ? normalizePhone(raw.startsWith("+") ? raw : `+${raw.trim()}`, "ar") : null;
  const rows = await listSandboxMessages(env, { phone, limit: 50 });
  const messages = rows.map((m) => ({ id: m.id, to: m.toPhone, channel: m.channel === "sms" ? "SMS" : "WhatsApp", body: m.body, at: new Date(m.createdAt).toISOString() }));
  return json({ enabled: true as const, messages, phone }, { headers });
}

export default function SandboxMessages() {
  const data = useLoaderData<typeof loader>();
  if (!data.enabled) return <NotFoundView message="La página que buscas no existe." />;
  return (
    <main id="main" className="account-page">
      <h1>Mensajes de prueba</h1>
      <p className="muted">
        El proveedor de mensajes de prueba no envía nada: los códigos de inicio de sesión quedan aquí{data.phone ? ` (solo ${data.phone})` : ""}.
      </p>
      {data.messages.length === 0 ? (
        <p>No hay mensajes.</p>
      ) : (
        <ol className="stack" aria-label="Mensajes enviados">
          {data.messages.map((m) => (
            <li key={m.id} className="card" data-to={m.to}>
              <p>
                <strong>{m.to}</strong> · {m.channel} · <time dateTime={m.at}>{m.at}</time>
              </p>
              <p className="sandbox-message__body">{m.body}</p>
            </li>
          ))}
        </ol>
      )}
    </main>
  );
}
