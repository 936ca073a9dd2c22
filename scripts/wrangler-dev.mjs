// The `wrangler dev` of the bench (bench/server.mjs) and of `npm start` (scripts/start.mjs): the
// same local workerd, bindings and persisted state as the CLI, started through wrangler's API so
// that the DevTools inspector can be left off. (The browser suite serves the deploy bundle in
// Miniflare directly, without wrangler's reload proxy: scripts/serve-built-worker.mjs.)
//
// Why: `wrangler dev` always connects an inspector proxy to the Worker and enables the
// `Network` domain on it; every subrequest the Worker makes (each D1 call, KV call and Durable
// Object fetch is one in local workerd) then sends its events through that proxy to wrangler's
// Node process, which writes each one, bodies included, to its debug log file
// (~/.config/.wrangler/logs). On this 2-core machine that cost a third of a core during the
// order submit and nothing during the static asset (served before the Worker), so it skewed
// every ratio against the Worker (bench/README.md "Fourth pass"), and during the end-to-end
// run, three such servers wrote hundreds of megabytes of log. A deployed Worker has no such
// proxy. `inspector: true` keeps it on 127.0.0.1:9229 (the bench's BENCH_INSPECTOR=1, for a CPU
// profile over the DevTools protocol).
//
// `npm start` runs it with its state on disk and file watching on; the bench without watching.
//
// argv[2]: JSON { config, port, state, envFile, vars, inspector, hostname, watch }.
import { unstable_startWorker } from "wrangler";
import { disposeOnSignals } from "./lib.mjs";

// Bundle as a deploy does: `wrangler dev` otherwise defines `process.env.NODE_ENV` as
// "development", and the diner's bundle (whose React wrangler's bundler resolves) would run
// React's development build, slower than what a deploy runs. A NODE_ENV set by whoever runs it wins.
process.env.NODE_ENV ??= "production";

const { config, port, state, envFile, vars = {}, inspector = false, hostname = "127.0.0.1", watch = false } = JSON.parse(process.argv[2]);
const worker = await unstable_startWorker({
  config,
  envFiles: envFile ? [envFile] : undefined,
  bindings: Object.fromEntries(Object.entries(vars).map(([name, value]) => [name, { type: "plain_text", value: String(value) }])),
  dev: {
    remote: false,
    inspector: inspector ? { hostname: "127.0.0.1", port: 9229 } : false,
    persist: state,
    logLevel: "warn",
    watch,
    liveReload: false,
    server: { hostname, port },
  },
});
await worker.ready;
disposeOnSignals(worker);
