import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 8788);
const chromium = {
  executablePath: "/usr/bin/chromium",
  args: [
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-sandbox",
    // The tests talk to 127.0.0.1 only: any other host (wa.me after an order, maps links)
    // resolves to nothing, so no request ever leaves the machine.
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost",
  ],
};

// Every main flow runs twice: once with JavaScript disabled (plain forms, server
// state) and once enabled (fetchers, modals).
export default defineConfig({
  testDir: "tests/e2e",
  timeout: 45_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromium,
    trace: "retain-on-failure",
    // A missing button fails in seconds, not at the 45 s test timeout.
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
  },
  projects: [
    { name: "no-js", use: { ...devices["Pixel 7"], javaScriptEnabled: false, launchOptions: chromium } },
    { name: "js", use: { ...devices["Pixel 7"], javaScriptEnabled: true, launchOptions: chromium } },
  ],
  webServer: {
    // A private copy of build/ per port (tests/e2e/server.mjs): others rebuild build/ meanwhile.
    command: "node tests/e2e/server.mjs",
    url: `http://127.0.0.1:${port}/favicon.ico`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
