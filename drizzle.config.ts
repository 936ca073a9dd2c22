import { defineConfig } from "drizzle-kit";

// Migrations are generated here and applied by wrangler
// (`wrangler d1 migrations apply DB --local`, migrations_dir = "migrations").
// Every table is declared in an app/data/schema*.server.ts file, so the glob sees them all
// (tests/unit/drizzle-migrations.test.ts: a clean checkout generates nothing).
export default defineConfig({
  dialect: "sqlite",
  schema: "./app/data/schema*.server.ts",
  out: "./migrations",
  strict: true,
  verbose: true,
});
