import { defineConfig } from "drizzle-kit";

// Migrations are generated here and applied by wrangler
// (`wrangler d1 migrations apply DB --local`, migrations_dir = "migrations").
export default defineConfig({
  dialect: "sqlite",
  schema: ["./app/data/schema*.server.ts", "./app/data/schema/*.server.ts"],
  out: "./migrations",
  strict: true,
  verbose: true,
});
