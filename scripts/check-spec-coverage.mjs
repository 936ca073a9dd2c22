#!/usr/bin/env node
// Checks that the spec-coverage documents (docs/spec-coverage*.md) say only true things about
// the repository: every path a table row cites exists, and every test a row names by its title
// exists in the test file the row cites.
//
// What counts as a citation, in a table row (a line starting with `|`):
// - a path: `app/…`, `tests/…`, `docs/…`, `scripts/…`, `party/…`, `workers/…`, `migrations/…`,
//   `bench/…`, `public/…`, and the abbreviations of docs/spec-coverage.md (`ui/`, `domain/`,
//   `data/`, `http/`, `routes/` under app/; `decisions/` under docs/). A trailing `*` is a
//   prefix; `:12,30` line numbers are dropped.
// - a test file by its bare name (`shipments-pages.test.ts`): it must exist under tests/.
// - a test title: `file › title` (and `› title` for the same file again) inside backticks, or
//   `file 'title'` / `file "title"` (several separated by commas) right after the file. `…`
//   stands for any text, `{name}` for a template value; the title must appear in one of the
//   file's it(…) / test(…) / describe(…) titles.
//
// Usage: node scripts/check-spec-coverage.mjs [doc…]. Prints each false citation and exits 1
// when there is one; prints a count and exits 0 otherwise.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const ROOTS = ["app", "tests", "docs", "scripts", "party", "workers", "migrations", "bench", "public"];
const ABBREVIATIONS = { ui: "app/ui", domain: "app/domain", data: "app/data", http: "app/http", routes: "app/routes", decisions: "docs/decisions" };
const PATH_RE = new RegExp(
  String.raw`(?<![\w.$/~-])((?:${[...ROOTS, ...Object.keys(ABBREVIATIONS)].join("|")})/[\w.$\-/*\[\]]*)`,
  "g",
);
const BARE_TEST_RE = /(?<![\w.$/-])([\w.-]+\.(?:test|spec)\.(?:ts|tsx|mjs))(?![\w/])/g;

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

const testFiles = walk(path.join(ROOT, "tests")).map((f) => path.relative(ROOT, f).split(path.sep).join("/"));

/** The repository path a cited path means, or null when nothing there exists. */
export function resolvePath(cited) {
  let p = cited.replace(/[.,;:]+$/, "");
  const first = p.split("/")[0];
  if (ABBREVIATIONS[first] && !ROOTS.includes(first)) p = `${ABBREVIATIONS[first]}${p.slice(first.length)}`;
  const candidates = [p];
  // A docs file cites its neighbours relative to docs/ ("decisions/x.md" is handled above).
  if (!p.startsWith("docs/")) candidates.push(`docs/${p}`);
  for (const c of candidates) {
    if (c.includes("*")) {
      const prefix = c.slice(0, c.indexOf("*"));
      const dir = path.join(ROOT, path.dirname(prefix + "x"));
      const base = path.basename(prefix + "x").slice(0, -1);
      if (existsSync(dir) && readdirSync(dir).some((n) => n.startsWith(base))) return c;
      continue;
    }
    if (existsSync(path.join(ROOT, c))) return c;
  }
  return null;
}

/** The test file a bare name means (unique under tests/), or null. */
function resolveTestName(name) {
  const found = testFiles.filter((f) => f.endsWith(`/${name}`));
  return found.length >= 1 ? found[0] : null;
}

/** Every it/test/describe title of a test file, as a pattern (a template value `${…}` is a wildcard). */
const titlesCache = new Map();
export function titlesOf(file) {
  if (titlesCache.has(file)) return titlesCache.get(file);
  const source = readFileSync(path.join(ROOT, file), "utf8");
  const titles = [];
  const string = /(?:"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'|`((?:[^`\\]|\\.)*)`)/.source;
  // it("…"), test.skip("…"), describe("…"), and it.each([…])("…").
  const re = new RegExp(/(?:\b(?:it|test|describe)(?:\.(?:only|skip|concurrent|fails))*|\]\s*\))\(\s*/.source + string, "g");
  for (const m of source.matchAll(re)) {
    const raw = (m[1] ?? m[2] ?? m[3] ?? "").replace(/\\(.)/g, "$1");
    titles.push(toPattern(raw.split(/\$\{[^}]*\}/)));
  }
  titlesCache.set(file, titles);
  return titles;
}

const STAR = null;
/** Literal pieces joined by wildcards → an array of characters and STAR. */
function toPattern(pieces) {
  const out = [];
  pieces.forEach((piece, i) => {
    if (i > 0) out.push(STAR);
    out.push(...piece);
  });
  return out;
}

/** Whether some text matches both patterns (characters and wildcards). */
function intersects(p, q) {
  const memo = new Map();
  const f = (i, j) => {
    const key = i * 10_000 + j;
    if (memo.has(key)) return memo.get(key);
    let r;
    if (i === p.length && j === q.length) r = true;
    else if (i < p.length && p[i] === STAR) r = f(i + 1, j) || (j < q.length && f(i, j + 1));
    else if (j < q.length && q[j] === STAR) r = f(i, j + 1) || (i < p.length && f(i + 1, j));
    else r = i < p.length && j < q.length && p[i] === q[j] && f(i + 1, j + 1);
    memo.set(key, r);
    return r;
  };
  return f(0, 0);
}

/**
 * Whether a cited title appears in one of the file's titles: `…` (or `...`) and `{name}` in the
 * citation stand for any text, and the citation may be part of a longer title.
 */
export function titleExists(file, cited) {
  const pieces = cited.trim().split(/…|\.\.\.|\{[^}]*\}/);
  const wanted = toPattern(["", ...pieces, ""]);
  return titlesOf(file).some((t) => intersects(wanted, t));
}

/** Quoted titles right after a test file: 'a', 'b' or "c" (a closing ' is followed by a separator). */
function quotedTitlesAt(text, from) {
  const names = [];
  let i = from;
  for (;;) {
    const rest = text.slice(i);
    const m = /^\s*(?:`\s*)?(?:,\s*)?/.exec(rest);
    let j = i + (m ? m[0].length : 0);
    const q = text[j];
    if (q === '"') {
      const end = text.indexOf('"', j + 1);
      if (end < 0) break;
      names.push(text.slice(j + 1, end));
      i = end + 1;
    } else if (q === "'") {
      let end = j + 1;
      while (end < text.length && !(text[end] === "'" && /^(?:[\s,;)|`]|$)/.test(text.slice(end + 1, end + 2)))) end++;
      if (end >= text.length) break;
      names.push(text.slice(j + 1, end));
      i = end + 1;
    } else break;
    if (!/^\s*,\s*['"]/.test(text.slice(i))) break;
  }
  return names;
}

/** The false citations of one document: `{ line, cited, why }`. */
export function checkDocument(docPath) {
  const problems = [];
  const lines = readFileSync(path.resolve(ROOT, docPath), "utf8").split("\n");
  lines.forEach((line, index) => {
    if (!line.startsWith("|") || /^\|[\s|:-]+\|?$/.test(line)) return;
    const at = `${docPath}:${index + 1}`;
    // Paths.
    for (const m of line.matchAll(PATH_RE)) {
      const cited = m[1];
      if (cited.endsWith("/") && Object.keys(ABBREVIATIONS).includes(cited.slice(0, -1))) continue; // "`ui/` means…"
      if (!resolvePath(cited)) problems.push({ at, cited, why: "no such path" });
    }
    // Test files by bare name, and the titles after them.
    let lastFile = null;
    const refs = [];
    for (const m of line.matchAll(PATH_RE)) {
      if (/\.(?:test|spec)\.(?:ts|tsx|mjs)$/.test(m[1])) refs.push({ index: m.index, end: m.index + m[0].length, file: resolvePath(m[1]) });
    }
    for (const m of line.matchAll(BARE_TEST_RE)) {
      const file = resolveTestName(m[1]);
      if (!file) problems.push({ at, cited: m[1], why: "no such test file under tests/" });
      refs.push({ index: m.index, end: m.index + m[0].length, file });
    }
    refs.sort((a, b) => a.index - b.index);
    // `file › title › title` spans and `› title` continuations, in backticks.
    for (const span of line.matchAll(/`([^`]*›[^`]*)`/g)) {
      const inside = span[1];
      const before = refs.filter((r) => r.index <= span.index + 1 + inside.indexOf("›"));
      const ref = before[before.length - 1] ?? null;
      lastFile = ref?.file ?? lastFile;
      if (!lastFile) {
        problems.push({ at, cited: inside, why: "a title with no test file before it" });
        continue;
      }
      for (const title of inside.split("›").slice(1)) {
        if (!titleExists(lastFile, title)) problems.push({ at, cited: `${lastFile} › ${title.trim()}`, why: "no test with this title" });
      }
    }
    // `file 'title', 'title'` right after a test file.
    for (const ref of refs) {
      if (!ref.file) continue;
      for (const title of quotedTitlesAt(line, ref.end)) {
        if (!titleExists(ref.file, title)) problems.push({ at, cited: `${ref.file} '${title}'`, why: "no test with this title" });
      }
    }
  });
  return problems;
}

export function coverageDocuments() {
  return readdirSync(path.join(ROOT, "docs"))
    .filter((n) => /^spec-coverage.*\.md$/.test(n))
    .map((n) => `docs/${n}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const docs = process.argv.slice(2).length ? process.argv.slice(2) : coverageDocuments();
  const problems = docs.flatMap(checkDocument);
  for (const p of problems) console.log(`${p.at}: ${p.why}: ${p.cited}`);
  if (problems.length) {
    console.log(`${problems.length} false citation(s) in ${docs.join(", ")}`);
    process.exit(1);
  }
  console.log(`spec coverage: every cited path and test title exists (${docs.join(", ")})`);
}
