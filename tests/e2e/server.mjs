// The server the end-to-end suite drives (playwright.config.ts webServer).
//
// A private copy of build/ taken at start, with a fresh migrated and seeded state: several
// engineers rebuild /work/main/build while the suite runs. The copy and its state live in
// memory (scripts/lib.mjs memoryDir), one per port, so parallel runs never share state and no
// request waits on the disk (docs/decisions/servers-under-test-in-memory.md).
// The server is the Worker a deploy uploads, run by Miniflare in one process
// (scripts/serve-built-worker.mjs): not `wrangler dev`, whose reload proxy is a second
// process and an HTTP hop in front of a build that never changes here.
//
//   npx remix vite:build && E2E_PORT=8805 npx playwright test   (servers on 8805, 8806, 8807)
import { spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, symlinkSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { MENDOZA, MENDOZA_LOCATIONS, seedGuideLocations } from "../../scripts/guide-locations.mjs";
import { memoryDir } from "../../scripts/lib.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const port = process.argv[2] ?? process.env.E2E_PORT ?? "8788";
const snap = memoryDir(`sabores-e2e-${port}`);
const state = path.join(snap, ".state");
const env = {
  ...process.env,
  WRANGLER_SEND_METRICS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_HIDE_BANNER: "true",
  CI: process.env.CI ?? "true",
};

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const buildReady = () => existsSync(path.join(ROOT, "build/server/worker.js")) && existsSync(path.join(ROOT, "build/client/assets"));

/** Newest modification time under a folder (a build in progress keeps touching it). */
function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const file = path.join(entry.parentPath ?? entry.path, entry.name);
    try {
      newest = Math.max(newest, statSync(file).mtimeMs);
    } catch {
      // removed meanwhile
    }
  }
  return newest;
}

/** Every client asset the server bundles' manifests name exists in the client build (same build). */
function consistent(dir) {
  const server = path.join(dir, "build/server");
  const modules = existsSync(server)
    ? readdirSync(server, { recursive: true })
        .filter((f) => String(f).endsWith(".js"))
        .map((f) => path.join(server, String(f)))
    : [];
  const text = modules.map((f) => readFileSync(f, "utf8")).join("\n");
  const assets = new Set(text.match(/\/assets\/entry\.client-[\w-]+\.js|\/assets\/root-[\w-]+\.(?:js|css)/g) ?? []);
  return assets.size > 0 && [...assets].every((a) => existsSync(path.join(dir, "build/client", a)));
}

// Another engineer's build empties and refills build/ (client first, then server):
// copy only a settled, consistent build, checked again on the copy.
let copied = false;
for (let attempt = 0; attempt < 90 && !copied; attempt++) {
  if (attempt > 0) await sleep(1000);
  if (!buildReady() || Date.now() - newestMtime(path.join(ROOT, "build")) < 3000) continue;
  rmSync(snap, { recursive: true, force: true });
  mkdirSync(snap, { recursive: true });
  for (const entry of [
    "build",
    "workers",
    "party",
    "app",
    "migrations",
    "wrangler.toml",
    "local-development.env",
    "package.json",
    "env.d.ts",
    "tsconfig.json",
  ]) {
    if (existsSync(path.join(ROOT, entry))) cpSync(path.join(ROOT, entry), path.join(snap, entry), { recursive: true });
  }
  copied = existsSync(path.join(snap, "build/server/worker.js")) && consistent(snap);
}
if (!copied) {
  console.error("✖ No settled build in build/: run `npx remix vite:build` first.");
  process.exit(1);
}
symlinkSync(path.join(ROOT, "node_modules"), path.join(snap, "node_modules"), "dir");

for (const task of ["migrate", "seed"]) {
  const r = spawnSync("node", [path.join(ROOT, "scripts/db.mjs"), task, "--persist-to", state, "--quiet"], {
    cwd: ROOT,
    env,
    stdio: "inherit",
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
// The guide's second page needs more than 20 locations near one point; written before the
// server starts (never into the state of a running server).
mkdirSync(path.join(ROOT, "test-results"), { recursive: true });
seedGuideLocations({ root: ROOT, state, logFile: path.join(ROOT, "test-results", `guide-locations-${port}.log`), count: MENDOZA_LOCATIONS, area: MENDOZA });
// The tracking map's style per branch (branches.map_style_url, docs/decisions.md#logistics-staff-picker-rider-tracking):
// Sabores Pizzería's points at a host that never resolves (the e2e browser maps every host but
// 127.0.0.1 to nothing), so tests/e2e/tracking.spec.ts sees the markers survive a style that
// cannot load. Its URL is written there too (BRANCH_MAP_STYLE).
const mapStyle = spawnSync(
  path.join(ROOT, "node_modules/.bin/wrangler"),
  [
    "d1",
    "execute",
    "DB",
    "--local",
    "--persist-to",
    state,
    "--command",
    "UPDATE branches SET map_style_url = 'https://mapas.sabores.invalid/estilo.json' WHERE id = 11",
  ],
  { cwd: ROOT, env: { ...env, WRANGLER_LOG: "warn" }, stdio: ["ignore", "ignore", "inherit"] }
);
if (mapStyle.status !== 0) process.exit(mapStyle.status ?? 1);

// An injected clock (demo-tenant.md: "Behaviour that depends on the hour … is tested
// with an injected clock, never the real one"): a Wednesday at 12:30 in Buenos
// Aires, so Belgrano is open (11:00-15:00), Palermo always open, Caballito
// manually closed. E2E_REAL_CLOCK=1 runs on the real clock; E2E_FIXED_NOW overrides.
export const E2E_FIXED_NOW = process.env.E2E_FIXED_NOW ?? "2026-11-18T12:30:00-03:00";
const clock = process.env.E2E_REAL_CLOCK === "1" ? {} : { FIXED_NOW: E2E_FIXED_NOW };

const server = spawn(
  process.execPath,
  [
    path.join(ROOT, "scripts/serve-built-worker.mjs"),
    JSON.stringify({
      config: path.join(snap, "wrangler.toml"),
      port: Number(port),
      state,
      envFile: path.join(snap, "local-development.env"),
      vars: { RATE_LIMIT_SCALE: "20", ...clock },
    }),
  ],
  { cwd: snap, env, stdio: "inherit" }
);
server.on("exit", (code) => process.exit(code ?? 0));
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
