import { defineConfig } from "drizzle-kit";

// Migrations are generated here and applied by wrangler
// (`wrangler d1 migrations apply DB --local`, migrations_dir = "migrations").
// Every table is declared in app/data/schema*.server.ts or app/data/schema/, so the globs see them all
// (tests/unit/drizzle-migrations.test.ts: a clean checkout generates nothing).
export default defineConfig({
  dialect: "sqlite",
  schema: ["./app/data/schema*.server.ts", "./app/data/schema/*.server.ts"],
  out: "./migrations",
  strict: true,
  verbose: true,
});
