// The server the end-to-end suite drives (playwright.config.ts webServer).
//
// Like scripts/e2e-server.mjs (fresh migrated + seeded state, production build,
// wrangler dev), but wrangler serves a private copy of build/ taken at start:
// several engineers rebuild /work/main/build while the suite runs, and wrangler
// reloads (or loses) the worker whenever build/ changes under it. The copy lives
// in the OS temp dir, one per port, so parallel runs never share state.
//
//   npx remix vite:build && E2E_PORT=8805 npx playwright test
import { spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, rmSync, symlinkSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const port = process.env.E2E_PORT ?? "8788";
const snap = path.join(os.tmpdir(), `sabores-e2e-${port}`);
const state = path.join(snap, ".state");
const env = {
  ...process.env,
  WRANGLER_SEND_METRICS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_HIDE_BANNER: "true",
  CI: process.env.CI ?? "true",
};

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const buildReady = () =>
  existsSync(path.join(ROOT, "build/server/index.js")) && existsSync(path.join(ROOT, "build/client/assets"));

// A build in progress elsewhere empties build/ for a few seconds: wait for it.
for (let i = 0; !buildReady(); i++) {
  if (i === 60) {
    console.error("✖ No build in build/: run `npx remix vite:build` first.");
    process.exit(1);
  }
  await sleep(1000);
}

rmSync(snap, { recursive: true, force: true });
mkdirSync(snap, { recursive: true });
for (const entry of ["build", "workers", "party", "migrations", "wrangler.toml", "package.json", "env.d.ts", "tsconfig.json"]) {
  if (existsSync(path.join(ROOT, entry))) cpSync(path.join(ROOT, entry), path.join(snap, entry), { recursive: true });
}
symlinkSync(path.join(ROOT, "node_modules"), path.join(snap, "node_modules"), "dir");
if (!existsSync(path.join(snap, "build/server/index.js"))) {
  console.error("✖ build/ changed while it was copied: start again.");
  process.exit(1);
}

for (const task of ["migrate", "seed"]) {
  const r = spawnSync("node", [path.join(ROOT, "scripts/db.mjs"), task, "--persist-to", state, "--quiet"], {
    cwd: ROOT,
    env,
    stdio: "inherit",
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const server = spawn(
  path.join(ROOT, "node_modules/.bin/wrangler"),
  ["dev", "--port", port, "--ip", "127.0.0.1", "--persist-to", state, "--log-level", "warn"],
  { cwd: snap, env, stdio: "inherit" },
);
server.on("exit", (code) => process.exit(code ?? 0));
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
