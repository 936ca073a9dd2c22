import path from "node:path";
import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { browserOnlyInServer } from "./vite-browser-only";
import { selfContainedServerBundles, serverBundleOfBranch, writeWorkerEntry } from "./vite-worker-surfaces";

declare module "@remix-run/cloudflare" {
  interface Future {
    v3_singleFetch: true;
  }
}

// Client chunks (menu page JS <= 95 KB gzip, bench/README.md targets): gzip works per file, so the code every
// page loads travels as one file, and the menu page's own code as another, instead of ~20 small
// chunks split by which routes happen to share them.
//   framework  React, React DOM, Remix, the router, and the root route's code (every page loads them);
//   storefront the app modules the menu page imports statically (header, side menu, delivery info,
//              plate cards, toasts...) but the root does not: the menu pages, and the storefront pages
//              that use some of them, load them together.
// A module loaded with import() anywhere (modals, maps, the plate detail) keeps a chunk of its own.
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|@remix-run[\\/][^\\/]+|react-router|react-router-dom|turbo-stream)[\\/]/;
const ROOT_ROUTE = "app/root.tsx";
const MENU_PAGE_ROUTES = ["app/routes/menu.$alias.$mode/route.tsx", "app/routes/menu.$alias.$mode._index/route.tsx"];

type ModuleInfoOf = (id: string) => {
  importedIds: readonly string[];
  dynamicImporters: readonly string[];
} | null;

/** The modules `entries` import statically, transitively, stopping at those something loads with import(). */
function staticClosure(entries: string[], getModuleInfo: ModuleInfoOf): Set<string> {
  const seen = new Set<string>();
  const queue = entries.map((e) => path.resolve(e));
  while (queue.length) {
    const id = queue.shift()!;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const dep of getModuleInfo(id)?.importedIds ?? []) {
      // A lazily loaded module keeps its own chunk (its server-only static import, behind
      // import.meta.env.SSR, is tree-shaken from the client build).
      if (!seen.has(dep) && !getModuleInfo(dep)?.dynamicImporters.length) queue.push(dep);
    }
  }
  return seen;
}

let groups: { everyPage: Set<string>; storefront: Set<string> } | null = null;

function clientChunks(id: string, { getModuleInfo }: { getModuleInfo: ModuleInfoOf }) {
  if (!groups) {
    const everyPage = staticClosure([ROOT_ROUTE], getModuleInfo);
    const menuPage = staticClosure(MENU_PAGE_ROUTES, getModuleInfo);
    groups = {
      everyPage,
      storefront: new Set([...menuPage].filter((m) => !everyPage.has(m))),
    };
  }
  // The client entry stays a small chunk of its own (the bench's static asset).
  if (id.includes("/entry.client.")) return undefined;
  if (FRAMEWORK.test(id) || id.includes("vite/preload-helper") || groups.everyPage.has(id)) return "framework";
  // Route modules stay in their route's chunk; the app modules the menu page shares go together.
  const appModule = id.startsWith(path.resolve("app") + path.sep) && !id.startsWith(path.resolve("app/routes") + path.sep);
  return appModule && groups.storefront.has(id) ? "storefront" : undefined;
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    remix({
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
      // The JSON API is served by its own router (app/api-router.server.ts), not from Remix's route
      // table: Remix ranks and matches every route of the table on every request.
      ignoredRouteFiles: ["routes/api.*"],
      // One server bundle per surface of the app (workers/route-surfaces.ts): the Worker loads
      // the shop's and the logistics' on demand (docs/decisions/surfaces-loaded-on-demand.md).
      serverBundles: serverBundleOfBranch,
      buildEnd: writeWorkerEntry,
    }),
    selfContainedServerBundles(),
    tsconfigPaths(),
    browserOnlyInServer(["maplibre-gl", "partysocket", "terra-draw", "terra-draw-maplibre-gl-adapter"]),
  ],
  ssr: {
    resolve: {
      conditions: ["workerd", "worker", "browser"],
      externalConditions: ["workerd", "worker"],
    },
  },
  build: {
    assetsInlineLimit: 0,
    // A server bundle's entry imports only its chunk: with the libraries its chunk imports hoisted
    // into it (Rollup's default), wrangler warns about every side-effect-free one on each start.
    rollupOptions: isSsrBuild ? { output: { hoistTransitiveImports: false } } : { output: { manualChunks: clientChunks } },
  },
}));
