import type { LinksFunction, MetaFunction } from "@remix-run/cloudflare";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useMatches,
  useRouteError,
} from "@remix-run/react";
import baseStyles from "~/styles/base.css?url";
import { NotFoundView } from "~/ui/not-found-view";
import { MarketingTags } from "~/ui/marketing-tags";
import { PwaHead, ServiceWorkerRegistration } from "~/ui/pwa";
import { useVirtualKeyboard } from "~/ui/use-virtual-keyboard";
import { useCspNonce } from "~/ui/csp-nonce";
import { DEFAULT_THEME_CSS } from "~/domain/menu/theme";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: baseStyles },
  { rel: "icon", href: "/favicon.ico" },
];

// Routes set their own titles; this one covers the error views.
export const meta: MetaFunction = ({ error }) => [
  { title: error ? "No encontramos lo que buscas · Sabores" : "Sabores · Pedidos online" },
];

/**
 * Any route may return `themeCss` (from ~/domain/menu/theme) to set the branch's colours on the
 * document ("" on pages of no branch). Under it every document carries the §9 default theme, so the
 * theme variables always exist; a branch's theme (which sets every variable) overrides it.
 */
function useThemeCss(): string {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const data = matches[i].data as { themeCss?: string } | undefined;
    if (data && typeof data.themeCss === "string") return data.themeCss;
  }
  return "";
}

// The §9 default theme: written by the server into every document, never changed in the browser
// (every client render gives the element the same "", and hydration keeps what the server sent),
// so no page's JavaScript carries the theme code: import.meta.env.SSR is a build-time constant and
// the client build drops the import.
const DEFAULT_THEME_IN_DOCUMENT = import.meta.env.SSR ? DEFAULT_THEME_CSS : "";

export function Layout({ children }: { children: React.ReactNode }) {
  const themeCss = useThemeCss();
  const nonce = useCspNonce();
  return (
    <html lang="es">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="color-scheme" content="light dark" />
        <Meta />
        <Links />
        <PwaHead />
        <style id="default-theme" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: DEFAULT_THEME_IN_DOCUMENT }} />
        <style id="branch-theme" dangerouslySetInnerHTML={{ __html: themeCss }} />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        {/* Remix's own module scripts, as they come (docs/decisions/javascript-after-the-page-loads.md). */}
        <Scripts nonce={nonce} />
        <ServiceWorkerRegistration />
        <MarketingTags />
      </body>
    </html>
  );
}

export default function App() {
  useVirtualKeyboard(); // §9 keyboard open → <html data-keyboard="open"> hides the sticky bottom bars
  return <Outlet />;
}

/** Client errors a page can answer (a method the page has no form for, a refused request). */
const CLIENT_ERROR_MESSAGES: Record<number, string> = {
  400: "La solicitud no es válida. Vuelva a la página e inténtelo de nuevo.",
  403: "No tiene permiso para realizar esta acción.",
  405: "Esta página no recibe formularios de ese tipo (método no permitido).",
  413: "La solicitud es demasiado grande.",
  415: "No pudimos leer el formulario: el tipo de contenido no es el de un formulario.",
  429: "Demasiados intentos. Espere unos minutos y vuelva a intentarlo.",
};

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />;
  // A refusal our code words itself (a section the person's role does not open) says why; the
  // framework's own answers (405…) carry English, so those get the message of their status.
  const ownWords = isRouteErrorResponse(error) && error.status === 403 && typeof error.data === "string" && error.data ? error.data : undefined;
  const clientMessage = ownWords ?? (isRouteErrorResponse(error) ? CLIENT_ERROR_MESSAGES[error.status] : undefined);
  if (clientMessage) {
    return (
      <main className="page-message">
        <h1>No pudimos procesar la solicitud</h1>
        <p>{clientMessage}</p>
        <a className="button" href="/">Volver al inicio</a>
      </main>
    );
  }
  return (
    <main className="page-message">
      <h1>Algo salió mal</h1>
      <p>Hubo un error cargando la página, inténtelo en unos minutos.</p>
      <a className="button" href="/">Volver al inicio</a>
    </main>
  );
}
