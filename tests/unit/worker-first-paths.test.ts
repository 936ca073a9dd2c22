// wrangler.toml `run_worker_first` sends /api/* and /menu/* to the Worker without the asset lookup
// (docs/decisions/diner-paths-skip-the-asset-lookup.md): that holds only while no file of the
// site lives under those prefixes, or it would never be served.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(__dirname, "../..");

function filesUnder(dir: string, prefix = ""): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full, `${prefix}/${name}`) : [`${prefix}/${name}`];
  });
}

describe("paths the Worker answers first", () => {
  const toml = readFileSync(path.join(root, "wrangler.toml"), "utf8");
  const line = /^run_worker_first = \[(.*)\]$/m.exec(toml)?.[1] ?? "";
  const prefixes = [...line.matchAll(/"\/([^"*]+)\/\*"/g)].map((m) => `/${m[1]}/`);

  it("are the diner's pages and the JSON API", () => {
    expect(prefixes).toEqual(["/api/", "/menu/"]);
  });

  it("hold no file of public/ (the site's files, copied to build/client)", () => {
    const files = filesUnder(path.join(root, "public"));
    expect(files).toContain("/favicon.ico");
    expect(files.filter((f) => prefixes.some((p) => f.startsWith(p)))).toEqual([]);
  });
});
