// Shared helpers for the project's scripts: offline-friendly wrangler, installs on demand.
import { spawnSync, spawn } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";

export const wranglerEnv = {
  ...process.env,
  WRANGLER_SEND_METRICS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_HIDE_BANNER: "true",
  WRANGLER_LOG: process.env.WRANGLER_LOG ?? "warn",
};

/**
 * A folder in memory (/dev/shm; the OS temp dir on a machine without it) for the state of a
 * server under test (the browser tests', the bench's). The local D1 and KV fsync their SQLite
 * write-ahead log on every write, on the Worker's only thread: behind a busy disk one sync held
 * every request for tens of milliseconds (docs/decisions/servers-under-test-in-memory.md).
 */
export function memoryDir(name) {
  const memory = "/dev/shm";
  return path.join(existsSync(memory) && statSync(memory).isDirectory() ? memory : os.tmpdir(), name);
}

/**
 * The server `npm start` runs (scripts/start.mjs), as scripts/wrangler-dev.mjs options: the local
 * workerd with its state on disk (.wrangler/state, kept between runs), the local-only variables,
 * rebuilt when build/ changes, and without the DevTools inspector that the `wrangler dev` CLI
 * always attaches (it relays every D1 and KV call of the Worker to wrangler's log: a third of a
 * core under the order submit, bench/README.md "Fourth pass"; `npx wrangler dev` keeps it, for
 * debugging). The bench measures this same server (bench/README.md "Order submit on the npm
 * start server").
 */
export function npmStartServer({ config = "wrangler.toml", port = 8787, hostname = "localhost", state = ".wrangler/state", envFile = "local-development.env" } = {}) {
  return { config: path.resolve(config), port, hostname, state: path.resolve(state), envFile: path.resolve(envFile), vars: {}, inspector: false, watch: true };
}

export function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { stdio: "inherit", env: wranglerEnv, ...options });
  if (result.status !== 0) {
    console.error(`\n✖ ${cmd} ${args.join(" ")} failed (exit ${result.status})`);
    process.exit(result.status ?? 1);
  }
  return result;
}

export function runLive(cmd, args, options = {}) {
  return spawn(cmd, args, { stdio: "inherit", env: wranglerEnv, ...options });
}

/** `npm install` only when node_modules is missing or older than the lockfile. */
export function ensureInstalled() {
  const marker = "node_modules/.package-lock.json";
  const stale =
    !existsSync(marker) ||
    (existsSync("package-lock.json") && statSync("package-lock.json").mtimeMs > statSync(marker).mtimeMs);
  if (stale) {
    console.log("› Installing dependencies (npm install)…");
    run("npm", ["install", "--no-audit", "--no-fund"]);
  }
}

export function build() {
  console.log("› Building the app (remix vite:build)…");
  run("npx", ["remix", "vite:build"], { stdio: ["ignore", "ignore", "inherit"] });
}

/** A local server stops its workerd before it exits, on Ctrl-C or when its runner stops it. */
export function disposeOnSignals(server) {
  let stopping = false;
  async function stop() {
    if (stopping) return;
    stopping = true;
    await server.dispose().catch(() => {});
    process.exit(0);
  }
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}
