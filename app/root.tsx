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

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: baseStyles },
  { rel: "icon", href: "/favicon.ico" },
];

// Routes set their own titles; this one covers the error views.
export const meta: MetaFunction = ({ error }) => [
  { title: error ? "No encontramos lo que buscas · Sabores" : "Sabores · Pedidos online" },
];

/** Any route may return `themeCss` (from ~/ui/theme-style) to set the branch's colours on the document. */
function useThemeCss(): string | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const data = matches[i].data as { themeCss?: string } | undefined;
    if (data && typeof data.themeCss === "string") return data.themeCss;
  }
  return null;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const themeCss = useThemeCss();
  return (
    <html lang="es">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="color-scheme" content="light dark" />
        <Meta />
        <Links />
        <PwaHead />
        {themeCss ? <style id="branch-theme" dangerouslySetInnerHTML={{ __html: themeCss }} /> : null}
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
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

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />;
  return (
    <main className="page-message">
      <h1>Algo salió mal</h1>
      <p>Hubo un error cargando la página, inténtelo en unos minutos.</p>
      <a className="button" href="/">Volver al inicio</a>
    </main>
  );
}
