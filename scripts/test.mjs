// `npm test`: install what is missing (Debian Chromium included), build, then unit,
// integration (workerd) and end-to-end (Chromium, JavaScript off and on) tests.
import { existsSync, readFileSync, mkdirSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { build, ensureInstalled, wranglerEnv } from "./lib.mjs";

ensureInstalled();

if (!existsSync("/usr/bin/chromium")) {
  console.log("› Installing Debian chromium (apt-get)…");
  const sudo = process.getuid && process.getuid() !== 0 ? ["sudo"] : [];
  // On a fresh machine another install often runs at boot (cloud-init, unattended upgrades)
  // and holds the Debian package locks: wait for them (up to 10 minutes) instead of failing.
  const LOCK_WAIT = ["-o", "DPkg::Lock::Timeout=600"];
  const apt = (args) =>
    spawnSync(sudo[0] ?? "apt-get", [...(sudo.length ? ["apt-get"] : []), ...LOCK_WAIT, ...args], { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
  // `apt-get update` takes the lists lock, which the timeout above does not always cover: retry.
  for (let attempt = 1; attempt <= 20 && apt(["update", "-qq"]).status !== 0; attempt++) {
    console.log(`› apt-get update failed (package lists locked by another install?); retrying in 30 s (${attempt}/20)…`);
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 30_000);
  }
  const r = apt(["install", "-y", "-qq", "chromium", "fonts-dejavu-core"]);
  if (r.status !== 0 || !existsSync("/usr/bin/chromium")) {
    console.error("✖ Could not install chromium; end-to-end tests need /usr/bin/chromium");
    process.exit(1);
  }
}

build();
mkdirSync("test-results", { recursive: true });

const suites = [
  { name: "unit", cmd: "npx", args: ["vitest", "run", "--config", "tests/unit/vitest.config.ts", "--reporter=default", "--reporter=json", "--outputFile.json=test-results/unit.json"], report: "test-results/unit.json", kind: "vitest" },
  { name: "integration", cmd: "npx", args: ["vitest", "run", "--reporter=default", "--reporter=json", "--outputFile.json=test-results/integration.json"], report: "test-results/integration.json", kind: "vitest" },
  { name: "e2e", cmd: "npx", args: ["playwright", "test"], report: "test-results/e2e.json", kind: "playwright" },
];

let passed = 0;
let failed = 0;
let skipped = 0;
let exitCode = 0;
const only = process.argv.slice(2);
for (const suite of suites) {
  if (only.length && !only.includes(suite.name)) continue;
  console.log(`\n━━ ${suite.name} tests ━━`);
  const r = spawnSync(suite.cmd, suite.args, { stdio: "inherit", env: wranglerEnv });
  if (r.status !== 0) exitCode = 1;
  if (!existsSync(suite.report)) {
    console.error(`✖ ${suite.name}: no report written`);
    exitCode = 1;
    failed += 1;
    continue;
  }
  const report = JSON.parse(readFileSync(suite.report, "utf8"));
  if (suite.kind === "vitest") {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  } else {
    passed += report.stats.expected + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
  }
}
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
if (passed === 0) exitCode = 1;
process.exit(exitCode || (failed ? 1 : 0));
