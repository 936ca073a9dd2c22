// The server of the end-to-end suite (tests/e2e/server.mjs): the Worker that `wrangler deploy`
// would upload, run by Miniflare (the local workerd) in one process, with the bindings,
// Durable Objects and static assets of wrangler.toml and a persisted local state.
//
// Why not `wrangler dev` (scripts/wrangler-dev.mjs): wrangler's dev server is two workerd
// processes, a proxy that holds requests while the Worker reloads and the Worker behind it,
// joined by a pooled HTTP connection. The suite serves a build that never changes, so it has
// nothing to reload; the hop is where its pages stalled (a subresource with no answer for 20 s,
// timed by the proxy's request log while the Worker answered every other request:
// docs/decisions/servers-under-test-in-memory.md). And `wrangler dev` bundles for development
// (`process.env.NODE_ENV` is "development": React's development build in the Worker),
// while this is the bundle a deploy uploads (`wrangler deploy --dry-run --outdir`).
//
// argv[2]: JSON { config, port, state, envFile, vars, hostname }. `state` is a folder that
// `wrangler … --persist-to` also reads (migrations and the seed write it first).
import { spawnSync } from "node:child_process";
import { readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Log, LogLevel, Miniflare } from "miniflare";
import { unstable_getMiniflareWorkerOptions } from "wrangler";
import { disposeOnSignals, wranglerEnv } from "./lib.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { config, port, state, envFile, vars = {}, hostname = "127.0.0.1" } = JSON.parse(process.argv[2]);
const appDir = path.dirname(config);
const bundle = path.join(appDir, ".deploy-bundle");

rmSync(bundle, { recursive: true, force: true });
const bundled = spawnSync(path.join(ROOT, "node_modules/.bin/wrangler"), ["deploy", "--dry-run", "--outdir", bundle, "--config", config], {
  cwd: appDir,
  env: wranglerEnv,
  stdio: ["ignore", "ignore", "inherit"],
});
if (bundled.status !== 0) {
  console.error("✖ wrangler could not bundle the Worker (wrangler deploy --dry-run).");
  process.exit(bundled.status ?? 1);
}

// wrangler.toml's bindings, Durable Objects, static assets (directory, `run_worker_first`,
// `_headers`) and the local-only variables of `envFile`, as `wrangler dev` reads them.
const { workerOptions } = unstable_getMiniflareWorkerOptions(config, undefined, { envFiles: envFile ? [envFile] : [] });
// The entry first: Miniflare runs the first module; the surfaces' bundles are imported by it.
const modules = readdirSync(bundle, { recursive: true })
  .map(String)
  .filter((file) => file.endsWith(".js"))
  .sort((a, b) => Number(b === "worker.js") - Number(a === "worker.js") || a.localeCompare(b))
  .map((file) => ({ type: "ESModule", path: path.join(bundle, file) }));

const worker = new Miniflare({
  host: hostname,
  port,
  // Where `wrangler … --persist-to <state>` keeps D1, KV, R2 and Durable Objects.
  defaultPersistRoot: path.join(state, "v3"),
  // The request's `cf` object is the built-in placeholder: nothing is fetched from the internet.
  cf: false,
  log: new Log(LogLevel.WARN),
  workers: [
    {
      name: "sabores",
      ...workerOptions,
      bindings: { ...workerOptions.bindings, ...vars },
      modulesRoot: bundle,
      modules,
    },
  ],
});
await worker.ready;
disposeOnSignals(worker);
