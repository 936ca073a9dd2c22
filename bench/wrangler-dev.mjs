// The bench's `wrangler dev`: the same local workerd, bindings and persisted state as the CLI,
// started through wrangler's API so that the DevTools inspector can be left off.
//
// Why: `wrangler dev` always connects an inspector proxy to the Worker and enables the
// `Network` domain on it; every subrequest the Worker makes (each D1 call, KV call and Durable
// Object fetch is one in local workerd) then sends its events through that proxy to wrangler's
// Node process, which writes each one, bodies included, to its debug log file
// (~/.config/.wrangler/logs). On this 2-core machine that cost a third of a core during the
// order submit and nothing during the static asset (served before the Worker), so it skewed
// every ratio against the Worker (bench/README.md "Fourth pass"). A deployed Worker has no
// such proxy. BENCH_INSPECTOR=1 keeps it, for a CPU profile over the DevTools protocol.
//
// argv[2]: JSON { config, port, state, envFile, vars }.
import { unstable_startWorker } from "wrangler";

const { config, port, state, envFile, vars = {} } = JSON.parse(process.argv[2]);
const worker = await unstable_startWorker({
  config,
  envFiles: envFile ? [envFile] : undefined,
  bindings: Object.fromEntries(Object.entries(vars).map(([name, value]) => [name, { type: "plain_text", value: String(value) }])),
  dev: {
    remote: false,
    inspector: process.env.BENCH_INSPECTOR === "1" ? { hostname: "127.0.0.1", port: 9229 } : false,
    persist: state,
    logLevel: "warn",
    watch: false,
    liveReload: false,
    server: { hostname: "127.0.0.1", port },
  },
});
await worker.ready;

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await worker.dispose().catch(() => {});
  process.exit(0);
}
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
