// docs/spec-coverage*.md say only true things: scripts/check-spec-coverage.mjs finds every
// path a row cites and every test title a row names in the test file it names. A row that
// cites a missing file or a test title that does not exist fails here, with the row named.
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(__dirname, "../..");
const SCRIPT = path.join(ROOT, "scripts/check-spec-coverage.mjs");
const run = (...docs: string[]) => spawnSync(process.execPath, [SCRIPT, ...docs], { cwd: ROOT, encoding: "utf8" });

describe("spec coverage documents", () => {
  it("every path and test title cited in every docs/spec-coverage*.md exists", () => {
    const r = run();
    // Every coverage document is read (the script lists them in its answer).
    for (const doc of ["spec-coverage.md", "spec-coverage-logistics.md", "spec-coverage-console.md", "spec-coverage-back-office.md", "spec-coverage-sign-up.md"]) {
      expect(r.stdout + r.stderr).toContain(`docs/${doc}`);
    }
    expect(r.stdout + r.stderr, r.stdout).toContain("every cited path and test title exists");
    expect(r.status).toBe(0);
  });

  it("a row citing a missing path, a missing test file or a test title that is not there fails with the row named", () => {
    const doc = path.join(mkdtempSync(path.join(tmpdir(), "coverage-")), "spec-coverage-made-up.md");
    writeFileSync(
      doc,
      [
        "| spec item | code | test |",
        "|---|---|---|",
        "| real | `app/domain/logistics/shipment-status.ts` | `logistics-shipments.test.ts` 'cancel only from…'; `picking.test.ts › greater than 0…` |",
        "| a file | `app/domain/logistics/no-such-file.ts` | — |",
        "| a test file | `no-such-file.test.ts` | — |",
        "| a title | `shipment-status.ts` | tests/unit/logistics-shipments.test.ts 'a title nobody wrote' |",
        "| a › title | — | unit `picking.test.ts › nor this one` |",
      ].join("\n"),
    );
    const r = run(doc);
    expect(r.status).toBe(1);
    const lines = r.stdout.trim().split("\n");
    expect(lines).toEqual([
      `${doc}:4: no such path: app/domain/logistics/no-such-file.ts`,
      `${doc}:5: no such test file under tests/: no-such-file.test.ts`,
      `${doc}:6: no test with this title: tests/unit/logistics-shipments.test.ts 'a title nobody wrote'`,
      `${doc}:7: no test with this title: tests/unit/picking.test.ts › nor this one`,
      `4 false citation(s) in ${doc}`,
    ]);
  });
});
