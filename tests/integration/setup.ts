import { applyD1Migrations, env } from "cloudflare:test";
import { beforeAll } from "vitest";
import { seedDemoTenant } from "~/services/demo/seed-demo-tenant.server";

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
    }
  }
}

// Each test file gets a migrated D1 with the demo tenant (and the second tenant for isolation
// tests), its menu built through the back office's own functions, and its images in R2.
beforeAll(async () => {
  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
  await seedDemoTenant(env, Date.now());
});
