// Listed locations of a guide-only tenant, written straight into a local D1 state (a running
// `wrangler dev` on that state sees them): the 5,000 locations of the guide bench
// (bench/guide-near.mjs) and the second page of the guide's end-to-end test
// (tests/e2e/guide.spec.ts; tests/e2e/server.mjs seeds them before the server starts). Never part
// of `npm start`'s seed.
//
// One company 'bench-guia' (id 900), one branch, N branch contacts: copies of Sabores Café
// Centro's row (every column, whatever other work adds) with their own id, alias ('bench-guia-{n}'),
// name ('Local {n}'), number, position and a point spread deterministically over `area`, all listed.
import { closeSync, mkdirSync, openSync, writeFileSync } from "node:fs";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { wranglerEnv } from "./lib.mjs";

export const GUIDE_LOCATIONS = 5_000;
/** A 44 × 46 km square of Buenos Aires: about 800 of 5,000 locations within 10 km of a point in the city. */
export const BUENOS_AIRES = { north: -34.45, south: -34.85, east: -58.25, west: -58.75 };
/** The end-to-end guide's second page (tests/e2e/guide.spec.ts): 25 locations in a 1 km square of Mendoza. */
export const MENDOZA = { north: -32.885, south: -32.894, east: -68.84, west: -68.85 };
export const MENDOZA_LOCATIONS = 25;
const COMPANY_ID = 900;
const BRANCH_ID = 9_001;
const FIRST_CONTACT_ID = 9_000_001;
const TEMPLATE_BRANCH = 12;
const TEMPLATE_CONTACT = 121;

function wrangler(root, state, logFile, args, capture = false) {
  const fd = capture ? null : openSync(logFile, "a");
  try {
    const r = spawnSync(path.join(root, "node_modules/.bin/wrangler"), ["d1", "execute", "DB", "--local", "--persist-to", state, ...args], {
      cwd: root,
      // --json answers are printed at log level: wranglerEnv's 'warn' would swallow them.
      env: { ...wranglerEnv, WRANGLER_LOG: capture ? "log" : wranglerEnv.WRANGLER_LOG },
      encoding: "utf8",
      stdio: capture ? ["ignore", "pipe", "pipe"] : ["ignore", fd, fd],
      timeout: 120_000,
    });
    if (r.status !== 0) throw new Error(`wrangler d1 execute ${args.join(" ")} failed (exit ${r.status ?? r.signal}) ${capture ? r.stderr : ""}`);
    return r.stdout;
  } finally {
    if (fd != null) closeSync(fd);
  }
}

function columnsOf(root, state, logFile, table) {
  const out = wrangler(root, state, logFile, ["--json", "--command", `PRAGMA table_info(${table})`], true);
  const json = JSON.parse(out.slice(out.indexOf("[")));
  return json[0].results.map((c) => c.name);
}

/** `INSERT … SELECT` copying a template row once per n, with some columns overridden. */
function copyRows(table, columns, templateId, overrides) {
  const exprs = columns.map((c) => (c in overrides ? `${overrides[c]} AS "${c}"` : `src."${c}"`));
  return `INSERT OR IGNORE INTO ${table} (${columns.map((c) => `"${c}"`).join(", ")})
  SELECT ${exprs.join(", ")} FROM ${table} AS src, n WHERE src.id = ${templateId};`;
}

/** Seeds the bench tenant into the local D1 at `state` (the running bench server sees it). */
export function seedGuideLocations({ root, state, logFile, count = GUIDE_LOCATIONS, area = BUENOS_AIRES }) {
  const branchCols = columnsOf(root, state, logFile, "branches");
  const contactCols = columnsOf(root, state, logFile, "branch_contacts");
  const nRange = (max) => `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${max})`;
  // Deterministic spread: two co-prime strides over the square (no RANDOM(), same layout every run).
  const lat = `${area.north} - ((n.i * 7919) % 4999) * ${(area.north - area.south) / 4999}`;
  const lng = `${area.east} - ((n.i * 104729) % 5003) * ${(area.east - area.west) / 5003}`;
  const sql = [
    `INSERT OR IGNORE INTO companies (id, alias, name, country) VALUES (${COMPANY_ID}, 'bench-guia', 'Bench Guía', 'ar');`,
    `INSERT OR IGNORE INTO aliases (alias, type, company_id, target_id) VALUES ('bench-guia', 'company', ${COMPANY_ID}, ${COMPANY_ID});`,
    `${nRange(1)} ${copyRows("branches", branchCols, TEMPLATE_BRANCH, { id: BRANCH_ID, company_id: COMPANY_ID, alias: "'bench-guia-marca'", position: 0 })}`,
    `${nRange(count)} ${copyRows("branch_contacts", contactCols, TEMPLATE_CONTACT, {
      id: `${FIRST_CONTACT_ID - 1} + n.i`,
      company_id: COMPANY_ID,
      branch_id: BRANCH_ID,
      alias: "'bench-guia-' || n.i",
      name: "'Local ' || n.i",
      number: "CAST(n.i AS TEXT)",
      lat,
      lng,
      guide_listed: 1,
      blocked: 0,
      position: "n.i",
    })}`,
    `${nRange(count)} INSERT OR IGNORE INTO aliases (alias, type, company_id, target_id) SELECT 'bench-guia-' || n.i, 'branchContact', ${COMPANY_ID}, ${FIRST_CONTACT_ID - 1} + n.i FROM n;`,
  ].join("\n");
  const dir = path.join(root, ".wrangler", "guide-locations");
  mkdirSync(dir, { recursive: true });
  // One file per state: the bench and an end-to-end run may seed at the same time.
  const file = path.join(dir, `seed-${state.replace(/[^\w-]+/g, "_").slice(-80)}.sql`);
  writeFileSync(file, sql + "\n");
  wrangler(root, state, logFile, ["--file", file]);
  const check = wrangler(root, state, logFile, ["--json", "--command", `SELECT COUNT(*) AS n FROM branch_contacts WHERE company_id = ${COMPANY_ID} AND guide_listed = 1`], true);
  const listed = JSON.parse(check.slice(check.indexOf("[")))[0].results[0].n;
  if (listed !== count) throw new Error(`guide bench seed: ${listed} listed locations, expected ${count}`);
  return listed;
}
