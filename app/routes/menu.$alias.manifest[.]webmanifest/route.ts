// /menu/{alias}/manifest.webmanifest: the installable app of one tenant
// (storefront.md §1 "a PWA install prompt"; white-label: the installed app is
// named after the business and opens at its alias). public/manifest.webmanifest
// is the platform-level fallback for pages outside /menu/{alias}
// (docs/decisions.md#analytics-pwa-abandoned-carts-diner-calls "Per-tenant manifest").
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { resolveAlias } from "~/data/tenants/storefront.server";
import { themeVariables } from "~/domain/menu/theme";

/** At most 12 characters for the home-screen label: the first word(s) that fit. */
export function shortName(name: string): string {
  if (name.length <= 12) return name;
  let out = "";
  for (const word of name.split(/\s+/)) {
    const next = out ? `${out} ${word}` : word;
    if (next.length > 12) break;
    out = next;
  }
  return out || name.slice(0, 12);
}

export async function loader({ params, context }: LoaderFunctionArgs) {
  const resolved = await resolveAlias(context.cloudflare.env, params.alias ?? "");
  if (!resolved) throw new Response("Not Found", { status: 404 });
  const branch = resolved.type === "company" ? resolved.branches[0] : resolved.branch;
  const name =
    resolved.type === "branchContact" ? resolved.branchContact.name : resolved.type === "branch" ? resolved.branch.name : resolved.company.name;
  // The light scheme's main and background colours, §9 defaults for unset or invalid ones.
  const { light } = themeVariables(branch?.generalConfig.colorConfig, null);
  const alias = resolved.type === "branchContact" ? resolved.branchContact.alias : resolved.type === "branch" ? resolved.branch.alias : resolved.company.alias;
  const start = `/menu/${encodeURIComponent(alias)}`;
  const manifest = {
    id: start,
    name,
    short_name: shortName(name),
    description: `Haz tu pedido online en ${name}.`,
    lang: "es",
    dir: "ltr",
    start_url: start,
    scope: "/",
    display: "standalone",
    orientation: "portrait",
    theme_color: light["--main"],
    background_color: light["--bg"],
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
  return new Response(JSON.stringify(manifest), {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
