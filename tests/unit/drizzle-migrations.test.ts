// `npm run db:generate` on a clean checkout has nothing to do: the drizzle schema
// (app/data/schema*.server.ts, drizzle.config.ts) and the last snapshot in migrations/meta
// agree. drizzle-kit runs with the project's own config against a copy of migrations/ in a
// temporary folder, so the checkout is never written.
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const ROOT = path.resolve(__dirname, "../..");
const scratch = mkdtempSync(path.join(tmpdir(), "drizzle-generate-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function listing(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? listing(full).map((f) => `${name}/${f}`) : [name];
  });
}

/** Copies migrations/ to a fresh folder (`prepare` may change the copy) and runs drizzle-kit generate on it. */
function generateInCopy(name: string, prepare: (migrations: string) => void = () => {}) {
  const folder = path.join(scratch, name);
  const migrations = path.join(folder, "migrations");
  cpSync(path.join(ROOT, "migrations"), migrations, { recursive: true });
  prepare(migrations);
  const before = listing(migrations);
  const config = path.join(folder, "drizzle.config.ts");
  // drizzle-kit reads `out` relative to the working directory (the project root).
  writeFileSync(
    config,
    `import config from ${JSON.stringify(path.join(ROOT, "drizzle.config.ts"))};\n` +
      `export default { ...config, out: ${JSON.stringify(path.relative(ROOT, migrations))} };\n`,
  );
  const run = spawnSync(process.execPath, [path.join(ROOT, "node_modules/drizzle-kit/bin.cjs"), "generate", "--config", config], {
    cwd: ROOT,
    encoding: "utf8",
    timeout: 60_000,
  });
  const added = listing(migrations).filter((f) => !before.includes(f));
  return { status: run.status, output: `${run.stdout}${run.stderr}`, added, migrations };
}

describe("drizzle migrations (npm run db:generate)", () => {
  it("a clean checkout generates no migration: the schema and migrations/meta agree", () => {
    const { status, output, added } = generateInCopy("clean");
    expect(status, output).toBe(0);
    expect(output).toContain("No schema changes, nothing to migrate");
    expect(added).toEqual([]);
  }, 60_000);

  it("a snapshot behind the schema does generate one (the check above can fail)", () => {
    // The last migration's first statement (whichever migration is last) must come back.
    let removedStatement = "";
    const { status, output, added, migrations } = generateInCopy("behind", (dir) => {
      const journalPath = path.join(dir, "meta/_journal.json");
      const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
      const last = journal.entries.pop()!;
      writeFileSync(journalPath, JSON.stringify(journal, null, 2));
      removedStatement = /^(CREATE TABLE `[^`]+`|ALTER TABLE `[^`]+` ADD `[^`]+`)/m.exec(readFileSync(path.join(dir, `${last.tag}.sql`), "utf8"))?.[1] ?? "";
      rmSync(path.join(dir, `meta/${last.tag.slice(0, 4)}_snapshot.json`));
      rmSync(path.join(dir, `${last.tag}.sql`));
    });
    expect(status, output).toBe(0);
    expect(removedStatement).not.toBe("");
    const sql = added.filter((f) => f.endsWith(".sql"));
    expect(sql).toHaveLength(1);
    expect(readFileSync(path.join(migrations, sql[0]), "utf8")).toContain(removedStatement);
  }, 60_000);

  it("every table is declared in the schema files (a table elsewhere escapes drizzle-kit)", () => {
    const declaredElsewhere = listing(path.join(ROOT, "app"))
      .filter((f) => /\.tsx?$/.test(f) && !/^data\/(schema[^/]*\.server\.ts$|schema\/)/.test(f))
      .filter((f) => /\bsqliteTable\s*\(/.test(readFileSync(path.join(ROOT, "app", f), "utf8")));
    expect(declaredElsewhere).toEqual([]);
  });
});
