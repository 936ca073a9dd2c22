import { readFileSync } from "node:fs";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";
import tsconfigPaths from "vite-tsconfig-paths";

// Integration tests run inside workerd with the real Worker (build/server/worker.js: workers/app.ts over the built Remix app),
// a migrated and seeded D1, KV, R2 and the Durable Objects of wrangler.toml.
/** The variables of local runs (local-development.env), as wrangler dev --env-file reads them. */
function localDevelopmentVars(): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const line of readFileSync("./local-development.env", "utf8").split("\n")) {
    const m = /^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/.exec(line);
    if (m) vars[m[1]] = m[2].replace(/^(["'])(.*)\1$/, "$2");
  }
  return vars;
}

export default defineConfig(async () => {
  const migrations = await readD1Migrations("./migrations");
  return {
    plugins: [
      tsconfigPaths(),
      cloudflareTest({
        main: "./build/server/worker.js",
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: {
          // ISOLATE_CACHE_TTL_MS "0": tests change D1 rows and read them back at once.
          bindings: { ...localDevelopmentVars(), TEST_CLIENT_HEADER: "X-Test-Client", TEST_MIGRATIONS: migrations, FIXED_NOW: "2026-11-18T15:00:00-03:00", ISOLATE_CACHE_TTL_MS: "0" },
        },
      }),
    ],
    test: {
      include: ["tests/integration/**/*.test.ts"],
      setupFiles: ["./tests/integration/setup.ts"],
      // A local fake Nominatim for the 'nominatim' geocoder test (offline).
      globalSetup: ["./tests/integration/fake-nominatim.global.ts"],
      testTimeout: 20000,
      deps: {
        optimizer: {
          ssr: {
            enabled: true,
            include: [
              "@remix-run/cloudflare",
              "@remix-run/server-runtime",
              "@remix-run/react",
              "react",
              "react-dom",
              "react-dom/server",
              "cookie",
              "set-cookie-parser",
              "drizzle-orm",
              "drizzle-orm/d1",
            ],
          },
        },
      },
    },
  };
});
