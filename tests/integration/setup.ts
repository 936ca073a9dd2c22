import { applyD1Migrations, env } from "cloudflare:test";
import { beforeAll } from "vitest";
import { seedStatements } from "~/data/demo/seed.server";
import { demoImages } from "~/data/demo/demo-images";

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
    }
  }
}

// Each test file gets a migrated D1 with the demo tenant (and the second tenant for isolation tests).
beforeAll(async () => {
  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
  const statements = seedStatements();
  for (let i = 0; i < statements.length; i += 50) {
    await env.DB.batch(statements.slice(i, i + 50).map((sql) => env.DB.prepare(sql)));
  }
  for (const image of demoImages) {
    await env.IMAGES.put(image.r2Key, image.body, { httpMetadata: { contentType: image.contentType } });
  }
});
