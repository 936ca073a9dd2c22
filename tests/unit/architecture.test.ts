// The code's shape (docs/architecture.md "Map"). The import rules (which folder may import
// which, SQL only in app/data, app/http shared, no import circles) are dependency-cruiser's
// rules in .dependency-cruiser.cjs, run here so that `npm test` fails on a new module that
// breaks one, naming the rule, the file and the import. What an import graph cannot see
// (the clock in app/domain, a Request in app/data) is read from the source below.
import { spawnSync } from "node:child_process";
import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(__dirname, "../..");
const CLI = path.join(ROOT, "node_modules/dependency-cruiser/bin/dependency-cruise.mjs");
const CONFIG = path.join(ROOT, ".dependency-cruiser.cjs");

/** dependency-cruiser's verdict on `dirs`, cruised from `cwd`: its exit status and the violations it printed. */
function cruise(cwd: string, dirs: string[]) {
  const r = spawnSync(process.execPath, [CLI, ...dirs, "--config", CONFIG, "--output-type", "err"], { cwd, encoding: "utf8" });
  const violations = r.stdout
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => /^(error|warn)\s/.test(line));
  return { status: r.status, violations, output: r.stdout + r.stderr };
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

const rel = (file: string) => path.relative(ROOT, file).split(path.sep).join("/");
const codeOf = (file: string) => readFileSync(file, "utf8").replace(/\/\/.*$/gm, "").replace(/\/\*[\s\S]*?\*\//g, "");

describe("import rules (dependency-cruiser, .dependency-cruiser.cjs)", () => {
  it("the rules catch a domain module reading storage and a component taking a value from a route, and let a type through", { timeout: 120_000 }, () => {
    const { status, violations } = cruise(path.join(__dirname, "fixtures/layers"), ["app"]);
    expect(violations).toEqual([
      "error ui-takes-types-only: app/ui/view.ts → app/routes/page/page.server.ts",
      "error domain-is-pure: app/domain/rule.ts → app/data/store.server.ts",
    ]);
    expect(status).not.toBe(0);
  });

  it("app, workers and party keep every rule", { timeout: 120_000 }, () => {
    const { status, violations, output } = cruise(ROOT, ["app", "workers", "party"]);
    expect(violations).toEqual([]);
    expect(output).toMatch(/no dependency violations found \((\d{3,}) modules/);
    expect(status).toBe(0);
  });
});

describe("what the import graph cannot see", () => {
  it("app/data parses no Request (the route or app/http reads it and passes values)", () => {
    const readers = sourceFiles(path.join(ROOT, "app/data")).filter((f) => /\bRequest\b/.test(codeOf(f)));
    expect(readers.map(rel)).toEqual([]);
  });

  it("app/data, app/http and app/views reach no realtime room (env.OrderRoom, env.TrackingRoom): publishing is a use case's step in app/services", () => {
    const publishers = ["app/data", "app/http", "app/views"]
      .flatMap((dir) => sourceFiles(path.join(ROOT, dir)))
      .filter((f) => /\benv\.(OrderRoom|TrackingRoom)\b/.test(codeOf(f)));
    expect(publishers.map(rel)).toEqual([]);
  });

  it("app/domain has no clock: no Date.now() and no new Date() without arguments (callers pass `now`)", () => {
    const clockReads = sourceFiles(path.join(ROOT, "app/domain")).filter((f) => /\bDate\.now\s*\(/.test(codeOf(f)) || /\bnew\s+Date\s*\(\s*\)/.test(codeOf(f)));
    expect(clockReads.map(rel)).toEqual([]);
  });
});
