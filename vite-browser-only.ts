// Browser-only libraries (maplibre-gl and its style spec: WebGL, workers, the DOM; partysocket,
// the live follow-up's WebSocket client) have no
// use in the Worker: components import them inside effects, which never run on the server.
// Left alone, wrangler bundles them into the Worker script (2.9 MB of the 4 MB it was),
// and every cold start parses them. In the server build they resolve to an empty module
// whose every named export is undefined; the client build is untouched.
import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";

const STUB = "\0browser-only-stub";
const STREAMING_RENDERER = "\0react-dom-server-streaming";

export function browserOnlyInServer(packages: string[]): Plugin {
  const isListed = (id: string) => packages.some((p) => id === p || id.startsWith(`${p}/`));
  let isBuild = false;
  return {
    name: "browser-only-in-server",
    enforce: "pre",
    configResolved(config) {
      isBuild = config.command === "build";
    },
    resolveId(id, _importer, options) {
      // react-dom/server is CommonJS exporting both renderers: the Worker streams
      // (renderToReadableStream, app/entry.server.tsx) and never needs the legacy
      // renderToString one (34 KB minified). Production builds only.
      if (options?.ssr && id === "react-dom/server" && isBuild) return STREAMING_RENDERER;
      // CSS files (`maplibre-gl/dist/maplibre-gl.css?url`) keep their real URL.
      if (!options?.ssr || !isListed(id) || /\.css(\?|$)/.test(id)) return null;
      return STUB;
    },
    load(id) {
      if (id === STREAMING_RENDERER) {
        const pkg = createRequire(import.meta.url).resolve("react-dom/package.json");
        const file = path.join(path.dirname(pkg), "cjs/react-dom-server.browser.production.min.js");
        return `export { renderToReadableStream } from ${JSON.stringify(file)};`;
      }
      if (id !== STUB) return null;
      return { code: "export default {};", syntheticNamedExports: "default" };
    },
  };
}
