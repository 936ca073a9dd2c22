// The server under test: the production build served by `wrangler dev` on 127.0.0.1 with a
// fresh migrated + seeded local state. Same steps as scripts/e2e-server.mjs, but
// - in its own state folder (bench-state-<port> in memory: scripts/lib.mjs memoryDir), so a
//   bench never wipes the state of an e2e server running on :8788, and no request waits for the
//   local D1 and KV to sync their write-ahead logs to a disk (docs/decisions/servers-under-test-in-memory.md);
// - from a private copy of build/ (.wrangler/bench-<port>/), so a `remix vite:build` run by
//   someone else during the bench neither swaps the code under test nor crashes wrangler
//   (it watches and rebundles build/ otherwise);
// - in its own process group, so that stop() takes down the launcher (scripts/wrangler-dev.mjs) and its workerd together.
import { spawn, spawnSync } from "node:child_process";
import { closeSync, cpSync, existsSync, openSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { memoryDir, npmStartServer, wranglerEnv } from "../scripts/lib.mjs";

/** Runs a command to completion with its output in `logFile`; throws with the log's tail on failure. */
function step(root, logFile, cmd, args, timeoutMs) {
  const fd = openSync(logFile, "a");
  try {
    const result = spawnSync(cmd, args, { cwd: root, env: wranglerEnv, stdio: ["ignore", fd, fd], timeout: timeoutMs });
    if (result.status !== 0) {
      throw new Error(`${cmd} ${args.join(" ")} failed (exit ${result.status ?? result.signal})\n${tail(logFile)}`);
    }
  } finally {
    closeSync(fd);
  }
}

/** The log's last lines, without stack frames and file lists (vite prints hundreds on a failed build). */
export function tail(file, lines = 25) {
  try {
    const all = readFileSync(file, "utf8").trimEnd().split("\n");
    return all.filter((l) => !/^\s+(at |'\/|\.\.\. \d+ more)/.test(l)).slice(-lines).join("\n");
  } catch {
    return "";
  }
}

export function build(root, logFile) {
  step(root, logFile, "npx", ["remix", "vite:build"], 180_000);
}

/**
 * Copies build/, the worker entry and wrangler.toml into .wrangler/bench-<port>/ (the entry's
 * relative imports ../build and ../party then resolve inside the copy; packages still resolve
 * from the project's node_modules up the tree). Returns the copy's folder.
 */
export function snapshotBuild(root, port) {
  const dir = path.join(root, ".wrangler", `bench-${port}`);
  if (!existsSync(path.join(root, "build/server/worker.js"))) throw new Error("no build/server/worker.js: build first (drop --no-build)");
  rmSync(dir, { recursive: true, force: true });
  for (const item of ["build", "workers", "party", "app", "wrangler.toml", "local-development.env"]) {
    // local-development.env holds the local SESSION_SECRET: without it the worker refuses to serve.
    if (existsSync(path.join(root, item))) cpSync(path.join(root, item), path.join(dir, item), { recursive: true });
  }
  return dir;
}

/**
 * What scripts/wrangler-dev.mjs starts: the copy's wrangler.toml, the local-only variables
 * (local-development.env) when the app under test has them, and the bench's own variables.
 */
function devServerArgs(appDir, port, state) {
  const file = path.join(appDir, "local-development.env");
  const vars = {};
  if (existsSync(file)) {
    // The load generator is one client: the guessing limits would stop it (app/http/rate-limit.server.ts).
    vars.RATE_LIMIT_SCALE = "100000";
    // REQUEST_TIMING (Server-Timing of every D1 / KV / limiter call) wraps the bindings of every
    // request: only for a profile (BENCH_REQUEST_TIMING=1), never in the measured runs.
    if (process.env.BENCH_REQUEST_TIMING === "1") vars.REQUEST_TIMING = "1";
  }
  // BENCH_INSPECTOR=1: the DevTools inspector on 127.0.0.1:9229, for a CPU profile (never in a measured run).
  const inspector = process.env.BENCH_INSPECTOR === "1";
  return JSON.stringify({ config: path.join(appDir, "wrangler.toml"), port, state, envFile: existsSync(file) ? file : null, vars, inspector });
}

/**
 * Migrates + seeds a fresh state and starts wrangler dev. Returns { baseUrl, child, stop, restart }.
 * stop() is idempotent; stopNow() is synchronous enough to be called from an 'exit' handler.
 * `likeNpmStart`: the server `npm start` runs instead (scripts/lib.mjs npmStartServer: no bench
 * variables, React's development build), with its state on disk (.wrangler/bench-start-<port>/state),
 * where D1 and KV sync their write-ahead logs.
 */
export function startServer({ root, port, logFile, appDir, likeNpmStart = false }) {
  const state = likeNpmStart ? path.join(root, ".wrangler", `bench-start-${port}`, "state") : memoryDir(`bench-state-${port}`);
  rmSync(state, { recursive: true, force: true });
  step(root, logFile, process.execPath, ["scripts/db.mjs", "migrate", "--persist-to", state], 120_000);
  step(root, logFile, process.execPath, ["scripts/db.mjs", "seed", "--persist-to", state], 120_000);

  let child = null;
  let exited = false;
  function launch() {
    const fd = openSync(logFile, "a");
    const args = likeNpmStart
      ? [path.join(root, "scripts", "wrangler-dev.mjs"), JSON.stringify(npmStartServer({ config: path.join(appDir, "wrangler.toml"), port, hostname: "127.0.0.1", state, envFile: path.join(appDir, "local-development.env") }))]
      : [path.join(root, "scripts", "wrangler-dev.mjs"), devServerArgs(appDir, port, path.resolve(state))];
    const started = spawn(process.execPath, args, {
      cwd: root,
      env: likeNpmStart ? wranglerEnv : { ...wranglerEnv, NODE_ENV: "production" },
      stdio: ["ignore", fd, fd],
      detached: true,
    });
    closeSync(fd);
    exited = false;
    started.on("exit", () => {
      if (child === started) exited = true;
    });
    child = started;
  }
  launch();

  let stopped = false;
  function signalGroup(signal) {
    try {
      process.kill(-child.pid, signal); // the whole group: the launcher and its workerd
    } catch {
      /* already gone */
    }
  }
  async function halt() {
    signalGroup("SIGTERM");
    const deadline = Date.now() + 5_000;
    while (!exited && Date.now() < deadline) await sleep(100);
    signalGroup("SIGKILL"); // workerd children may outlive their parent; make sure
  }
  async function stop() {
    if (stopped) return;
    stopped = true;
    await halt();
  }
  /**
   * The same state on disk, a new runtime: its isolates start with the heaps of a fresh server.
   * Each row of the table is measured on one (bench/README.md "Ninth pass"): the local runtime's
   * collections grow with what the rows before served, and would otherwise decide the later rows' p99.
   */
  async function restart() {
    if (stopped) throw new Error("the server was stopped");
    await halt();
    const deadline = Date.now() + 10_000;
    while ((await portInUse(port)) && Date.now() < deadline) await sleep(100);
    launch();
    await waitReady(`http://127.0.0.1:${port}`, { hasExited: () => exited, logFile });
  }
  function stopNow() {
    stopped = true;
    signalGroup("SIGTERM");
    signalGroup("SIGKILL");
  }
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    get child() {
      return child;
    },
    stop,
    stopNow,
    restart,
    hasExited: () => exited,
    state,
  };
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Ready = the worker answers any HTTP status on /favicon.ico (what playwright.config.ts waits for). */
export async function waitReady(baseUrl, { timeoutMs = 120_000, hasExited = () => false, logFile } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (hasExited()) throw new Error(`wrangler dev exited before it was ready\n${tail(logFile)}`);
    try {
      const res = await fetch(`${baseUrl}/favicon.ico`, { signal: AbortSignal.timeout(5_000) });
      await res.arrayBuffer();
      return;
    } catch {
      await sleep(500);
    }
  }
  throw new Error(`server not ready after ${timeoutMs / 1000} s\n${tail(logFile)}`);
}

/** True when something already listens on the port (we refuse to bench a stranger's server). */
export async function portInUse(port) {
  try {
    await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(2_000) });
    return true;
  } catch (e) {
    return e?.cause?.code !== "ECONNREFUSED";
  }
}
