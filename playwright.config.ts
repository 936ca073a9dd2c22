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

// The logistics specs (the delivery chain, picker, rider, tracking) share Palermo's queue of orders and shipments:
// they run on servers of their own, one per project, so nothing the storefront specs order
// waits in front of them (a picker may take only the first order; nearby shipments stack).
const LOGISTICS = /(delivery-chain|picker-shift|rider-shipments|tracking|offline-steps)\.spec\.ts$/;
const phone = devices["Pixel 7"];

/** One `wrangler dev` with its own fresh, seeded state (tests/e2e/server.mjs). */
const server = (p: number) => ({
  // A private copy of build/ per port (tests/e2e/server.mjs): others rebuild build/ meanwhile.
  command: `node tests/e2e/server.mjs ${p}`,
  url: `http://127.0.0.1:${p}/favicon.ico`,
  reuseExistingServer: false,
  timeout: 180_000,
  stdout: "ignore" as const,
  stderr: "pipe" as const,
});

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
    { name: "no-js", testIgnore: LOGISTICS, use: { ...phone, javaScriptEnabled: false, launchOptions: chromium } },
    { name: "js", testIgnore: LOGISTICS, use: { ...phone, javaScriptEnabled: true, launchOptions: chromium } },
    { name: "logistics-no-js", testMatch: LOGISTICS, use: { ...phone, javaScriptEnabled: false, launchOptions: chromium, baseURL: `http://127.0.0.1:${port + 1}` } },
    { name: "logistics-js", testMatch: LOGISTICS, use: { ...phone, javaScriptEnabled: true, launchOptions: chromium, baseURL: `http://127.0.0.1:${port + 2}` } },
  ],
  webServer: [server(port), server(port + 1), server(port + 2)],
});
