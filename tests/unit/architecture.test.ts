// The code's shape (docs/architecture.md "Map"): which folder may import which, no
// import circles, no clock in the pure domain. Reads the source files; a new module
// that breaks a rule fails here with the offending file and import named.
import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(__dirname, "../..");
const APP = path.join(ROOT, "app");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

const rel = (file: string) => path.relative(ROOT, file).split(path.sep).join("/");

/** Every import specifier of a file (static, type-only, re-exports and dynamic imports). */
function importsOf(source: string): string[] {
  const specs: string[] = [];
  const re = /(?:^|[\s;])(?:import|export)\s[^"';]*?from\s*["']([^"']+)["']|import\s*\(\s*["']([^"']+)["']\s*\)|^\s*import\s*["']([^"']+)["']/gm;
  for (const m of source.matchAll(re)) specs.push(m[1] ?? m[2] ?? m[3]);
  return specs;
}

/** The specifiers a file imports for its code at run time: `import type`, `export type` and all-`type` lists left out. */
function valueImportsOf(source: string): string[] {
  const specs: string[] = [];
  const re = /(?:^|[\s;])(import|export)\s+(type\s)?([^"';]*?)from\s*["']([^"']+)["']|import\s*\(\s*["']([^"']+)["']\s*\)|^\s*import\s*["']([^"']+)["']/gm;
  for (const m of source.matchAll(re)) {
    if (m[5] ?? m[6]) {
      specs.push((m[5] ?? m[6])!);
      continue;
    }
    if (m[2]) continue;
    const list = /\{([^}]*)\}/.exec(m[3])?.[1];
    const names = list?.split(",").map((n) => n.trim()).filter(Boolean) ?? [];
    const onlyTypes = list !== undefined && !/^\s*\w+\s*,/.test(m[3]) && names.length > 0 && names.every((n) => n.startsWith("type "));
    if (!onlyTypes) specs.push(m[4]);
  }
  return specs;
}

const files = sourceFiles(APP);
const fileSet = new Set(files);

/** The app file an import points at, or null for packages. */
function resolveImport(spec: string, from: string): string | null {
  let base: string;
  if (spec.startsWith("~/")) base = path.join(APP, spec.slice(2));
  else if (spec.startsWith(".")) base = path.resolve(path.dirname(from), spec);
  else return null;
  for (const ext of ["", ".ts", ".tsx", "/index.ts", "/index.tsx"]) {
    if (fileSet.has(base + ext)) return base + ext;
  }
  return null;
}

const graph = new Map<string, { spec: string; target: string | null }[]>(
  files.map((f) => [f, importsOf(readFileSync(f, "utf8")).map((spec) => ({ spec, target: resolveImport(spec, f) }))]),
);

function violations(folder: string, forbidden: (spec: string, target: string | null) => boolean): string[] {
  const out: string[] = [];
  for (const [file, imports] of graph) {
    if (!rel(file).startsWith(folder)) continue;
    for (const { spec, target } of imports) if (forbidden(spec, target)) out.push(`${rel(file)} imports ${spec}`);
  }
  return out;
}

const inside = (target: string | null, folder: string) => target !== null && rel(target).startsWith(folder);

describe("folder rules (docs/architecture.md)", () => {
  it("the import reader sees imports (a guard against a rule that cannot fail)", () => {
    expect(importsOf('import type { A } from "~/ui/x";\nexport { b } from "./y";\nconst c = await import("@remix-run/cloudflare");')).toEqual([
      "~/ui/x",
      "./y",
      "@remix-run/cloudflare",
    ]);
    expect(files.length).toBeGreaterThan(100);
  });

  it("app/data is storage only: it imports nothing from app/ui, app/routes, app/http or @remix-run", () => {
    expect(
      violations("app/data/", (spec, target) => spec.startsWith("@remix-run/") || inside(target, "app/ui/") || inside(target, "app/routes/") || inside(target, "app/http/")),
    ).toEqual([]);
  });

  it("app/domain is pure: no storage, no UI, no routes, no HTTP, no Remix", () => {
    expect(
      violations(
        "app/domain/",
        (spec, target) =>
          spec.startsWith("@remix-run/") || inside(target, "app/data/") || inside(target, "app/ui/") || inside(target, "app/routes/") || inside(target, "app/http/"),
      ),
    ).toEqual([]);
  });

  it("app/data parses no Request (the route or app/http reads it and passes values)", () => {
    const readers: string[] = [];
    for (const file of files) {
      if (!rel(file).startsWith("app/data/")) continue;
      const code = readFileSync(file, "utf8").replace(/\/\/.*$/gm, "").replace(/\/\*[\s\S]*?\*\//g, "");
      if (/\bRequest\b/.test(code)) readers.push(rel(file));
    }
    expect(readers).toEqual([]);
  });

  it("app/domain has no clock: no Date.now() and no new Date() without arguments (callers pass `now`)", () => {
    const clockReads: string[] = [];
    for (const file of files) {
      if (!rel(file).startsWith("app/domain/")) continue;
      const code = readFileSync(file, "utf8").replace(/\/\/.*$/gm, "").replace(/\/\*[\s\S]*?\*\//g, "");
      if (/\bDate\.now\s*\(/.test(code) || /\bnew\s+Date\s*\(\s*\)/.test(code)) clockReads.push(rel(file));
    }
    expect(clockReads).toEqual([]);
  });

  it("app/http holds shared code: each module is imported by two or more modules (one route's helper lives beside it)", () => {
    const outside = ["workers", "party"].flatMap((dir) => sourceFiles(path.join(ROOT, dir)));
    const importers = new Map<string, Set<string>>();
    for (const file of [...files, ...outside]) {
      const imports = graph.get(file) ?? importsOf(readFileSync(file, "utf8")).map((spec) => ({ spec, target: resolveImport(spec, file) }));
      for (const { target } of imports) if (target && target !== file) importers.set(target, (importers.get(target) ?? new Set()).add(file));
    }
    const singleUse = files
      .filter((f) => rel(f).startsWith("app/http/"))
      .filter((f) => (importers.get(f)?.size ?? 0) < 2 && ![...(importers.get(f) ?? [])].some((i) => rel(i).startsWith("workers/")))
      .map(rel);
    expect(singleUse).toEqual([]);
  });

  it("the value-import reader leaves types out (a guard against a rule that cannot fail)", () => {
    expect(
      valueImportsOf('import type { A } from "~/http/a";\nimport { type B, type C } from "~/http/b";\nimport { d, type E } from "~/http/d";\nexport type { F } from "~/http/f";\nimport G from "~/http/g";'),
    ).toEqual(["~/http/d", "~/http/g"]);
  });

  it("app/http, and the server modules and resource routes of app/routes, import nothing from app/ui (view models are their producers' types)", () => {
    expect(violations("app/http/", (_spec, target) => inside(target, "app/ui/"))).toEqual([]);
    const serverSide = files.filter((f) => rel(f).startsWith("app/routes/") && !f.endsWith(".tsx"));
    const found = serverSide.flatMap((f) => (graph.get(f) ?? []).filter(({ target }) => inside(target, "app/ui/")).map(({ spec }) => `${rel(f)} imports ${spec}`));
    expect(serverSide.length).toBeGreaterThan(50);
    expect(found).toEqual([]);
  });

  it("app/ui takes only types from app/http and app/routes (their producers), and nothing from app/data", () => {
    const found: string[] = [];
    for (const file of files) {
      if (!rel(file).startsWith("app/ui/")) continue;
      for (const spec of valueImportsOf(readFileSync(file, "utf8"))) {
        const target = resolveImport(spec, file);
        if (inside(target, "app/http/") || inside(target, "app/routes/")) found.push(`${rel(file)} imports ${spec} at run time`);
      }
    }
    expect(found).toEqual([]);
    expect(violations("app/ui/", (_spec, target) => inside(target, "app/data/"))).toEqual([]);
  });

  it("app/http never imports a route module", () => {
    expect(violations("app/http/", (_spec, target) => inside(target, "app/routes/"))).toEqual([]);
  });
});

describe("no import circles", () => {
  it("no module reaches itself through its imports", () => {
    const circles: string[] = [];
    const state = new Map<string, "open" | "done">();
    const stack: string[] = [];
    const visit = (file: string) => {
      state.set(file, "open");
      stack.push(file);
      for (const { target } of graph.get(file) ?? []) {
        if (!target) continue;
        if (state.get(target) === "open") circles.push(stack.slice(stack.indexOf(target)).concat(target).map(rel).join(" -> "));
        else if (!state.has(target)) visit(target);
      }
      stack.pop();
      state.set(file, "done");
    };
    for (const file of files) if (!state.has(file)) visit(file);
    expect(circles).toEqual([]);
  });
});
