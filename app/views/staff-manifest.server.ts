// The installable staff apps (logistics.md §1 riders and pickers; the diner side's PWA,
// storefront.md §1): one web app manifest per location and role, scoped to that app's pages,
// named after the location, in the branch's colours. The service worker (public/sw.js) keeps
// the app's last pages for a start without signal.
import { resolveAlias } from "~/data/tenants/storefront.server";
import { themeVariables } from "~/domain/menu/theme";
import { shiftTitle, type StaffRole } from "~/domain/logistics/staff";

const APP: Record<StaffRole, { title: string; start: (alias: string) => string; scope: (alias: string) => string }> = {
  rider: {
    title: shiftTitle("rider"),
    start: (a) => `/logistics/${a}/shipments`,
    scope: (a) => `/logistics/${a}/`,
  },
  picker: {
    title: shiftTitle("picker"),
    start: (a) => `/picker/${a}/pickerApp/list`,
    scope: (a) => `/picker/${a}/`,
  },
};

export async function staffManifest(env: Env, alias: string, role: StaffRole): Promise<Response> {
  const resolved = /^[a-z0-9-]{1,80}$/i.test(alias) ? await resolveAlias(env, alias) : null;
  // The staff apps belong to a location (branch contact), never to a company or branch alias.
  if (!resolved || resolved.type !== "branchContact") return new Response("No encontramos la sucursal.", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const app = APP[role];
  const a = encodeURIComponent(resolved.branchContact.alias);
  const { light } = themeVariables(resolved.branch.generalConfig.colorConfig, null);
  const manifest = {
    id: app.start(a),
    name: `${app.title} · ${resolved.branchContact.name}`,
    short_name: app.title,
    description: `${app.title} de ${resolved.branchContact.name}.`,
    lang: "es",
    dir: "ltr",
    start_url: app.start(a),
    scope: app.scope(a),
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
