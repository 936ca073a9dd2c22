// Browser-only libraries (maplibre-gl and its style spec: WebGL, workers, the DOM) have no
// use in the Worker: components import them inside effects, which never run on the server.
// Left alone, wrangler bundles them into the Worker script (2.9 MB of the 4 MB it was),
// and every cold start parses them. In the server build they resolve to an empty module
// whose every named export is undefined; the client build is untouched.
import type { Plugin } from "vite";

const STUB = "\0browser-only-stub";

export function browserOnlyInServer(packages: string[]): Plugin {
  const isListed = (id: string) => packages.some((p) => id === p || id.startsWith(`${p}/`));
  return {
    name: "browser-only-in-server",
    enforce: "pre",
    resolveId(id, _importer, options) {
      // CSS files (`maplibre-gl/dist/maplibre-gl.css?url`) keep their real URL.
      if (!options?.ssr || !isListed(id) || /\.css(\?|$)/.test(id)) return null;
      return STUB;
    },
    load(id) {
      if (id !== STUB) return null;
      return { code: "export default {};", syntheticNamedExports: "default" };
    },
  };
}
