// The bench's local D1 helpers (wrangler d1 execute on the bench server's own state): the same as
// scripts/guide-locations.mjs uses, for bench/scale-tenant.mjs.
import { closeSync, openSync } from "node:fs";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { wranglerEnv } from "../scripts/lib.mjs";

export function wrangler(root, state, logFile, args, capture = false) {
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

export function copyRows(table, columns, templateId, overrides) {
  const exprs = columns.map((c) => (c in overrides ? `${overrides[c]} AS "${c}"` : `src."${c}"`));
  return `INSERT OR IGNORE INTO ${table} (${columns.map((c) => `"${c}"`).join(", ")})
  SELECT ${exprs.join(", ")} FROM ${table} AS src, n WHERE src.id = ${templateId};`;
}
