// Plain vitest in Node for the pure domain modules (app/domain); the Workers
// pool is for integration tests elsewhere.
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = fileURLToPath(new URL("../..", import.meta.url));

export default defineConfig({
  root,
  resolve: { alias: { "~": `${root}app` } },
  test: {
    environment: "node",
    include: ["tests/unit/**/*.test.ts"],
  },
});
