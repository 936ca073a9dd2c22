// The rows of the scale targets' table, measured on one tenant (the demo's or the scale one): each a
// target of the load table plus the sizes (HTML, JS) and the Worker script. What and why:
// bench/README.md "Scale-target rows". The targets (× static asset of the same run, p99, sizes) are in
// ISSUE_TARGETS; issueChecks() turns a run's figures into PASS / FAIL lines.
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { wranglerEnv } from "../scripts/lib.mjs";
import { cartCookie, checkoutPool } from "./session-flows.mjs";

export const ISSUE_TARGETS = {
  menuSessionRatio: 0.25,
  menuJsonRatio: 0.6,
  orderRatio: 0.2,
  orderP99Ms: 80,
  checkoutRatio: 0.15,
  followUpRatio: 0.25,
  menuJsGzipKB: 95,
  performance: 100,
  lcpMs: 1500,
  workerKB: 1200,
  menuHtmlGzipKB: 60,
  scaleP99Factor: 1.5,
  // The order submit's p99 at 10 connections ÷ the static asset's, on the server `npm start` runs.
  npmStartOrderP99Factor: 1.5,
};

/** The gzip -9 size of the page's HTML as a diner with `cookie` gets it. */
export async function htmlGzip(url, cookie) {
  const res = await fetch(url, { headers: cookie ? { cookie } : {} });
  const html = Buffer.from(await res.arrayBuffer());
  return { status: res.status, bytes: html.length, gzipBytes: gzipSync(html, { level: 9 }).length, images: (html.toString().match(/<img\b/g) ?? []).length, lazyImages: (html.toString().match(/<img\b[^>]*loading="lazy"/g) ?? []).length };
}

/**
 * `wrangler deploy --dry-run --outdir`: the Worker's main script, what every cold start parses
 * (the diner's pages, the JSON API, the rooms), and beside it the modules loaded on a surface's
 * first request (the shop's, the riders' and pickers': docs/decisions/surfaces-loaded-on-demand.md).
 */
export function workerScript(appDir, logFile) {
  const out = path.join(appDir, ".dry-run");
  rmSync(out, { recursive: true, force: true });
  const r = spawnSync(path.join(appDir, "..", "..", "node_modules/.bin/wrangler"), ["deploy", "--dry-run", "--outdir", out, "--config", path.join(appDir, "wrangler.toml")], { cwd: appDir, env: wranglerEnv, encoding: "utf8", timeout: 180_000 });
  if (r.status !== 0) return { error: `wrangler deploy --dry-run failed (exit ${r.status ?? r.signal}): ${(r.stderr || r.stdout).slice(-400)}` };
  const file = path.join(out, "worker.js");
  const code = readFileSync(file);
  // Browser-only libraries, from the source map's list of sources (the script itself is minified).
  let sources = [];
  try {
    sources = JSON.parse(readFileSync(`${file}.map`, "utf8")).sources ?? [];
  } catch {
    /* no map: fall back to the text */
  }
  const text = sources.length ? sources.join("\n") : code.toString();
  const browserOnly = ["maplibre-gl", "@maplibre/maplibre-gl-style-spec", "partysocket", "react-dom/cjs/react-dom.production"].filter((p) => text.includes(`node_modules/${p}`));
  const onDemand = readdirSync(out, { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name.endsWith("-bundle"))
    .map((d) => {
      const files = readdirSync(path.join(out, d.name), { recursive: true }).filter((f) => String(f).endsWith(".js"));
      const bytes = files.reduce((sum, f) => sum + statSync(path.join(out, d.name, String(f))).size, 0);
      return { name: d.name.replace(/-bundle$/, ""), KB: Number((bytes / 1024).toFixed(1)) };
    });
  return { bytes: statSync(file).size, KB: Number((statSync(file).size / 1024).toFixed(1)), gzipKB: Number((gzipSync(code, { level: 9 }).length / 1024).toFixed(1)), browserOnly, onDemand };
}

/**
 * The session rows of one tenant: menu page with a cart, menu JSON, checkout form POST.
 * `tenant` = { label, alias, modeSlug, deliveryModeId, takeAwayModeId, cart: {platePath, sizeId} }.
 */
export async function sessionTargets(base, tenant, poolSize) {
  const cookie = await cartCookie(base, { alias: tenant.alias, mode: tenant.modeSlug, ...tenant.cart, quantity: 2 });
  const takeAwayCart = { alias: tenant.alias, mode: "take-away", ...tenant.cart, quantity: 1 };
  const pool = await checkoutPool(base, takeAwayCart, tenant.takeAwayModeId, poolSize);
  return [
    { name: `${tenant.label}menu (cart)`, path: `/menu/${tenant.alias}/${tenant.modeSlug}`, cookie, row: "menuSession", tenant: tenant.key },
    { name: `${tenant.label}menu JSON`, path: `/api/diner/${tenant.alias}/menu/${tenant.deliveryModeId}`, row: "menuJson", tenant: tenant.key },
    { name: `${tenant.label}checkout form`, path: `/menu/${tenant.alias}/checkout`, method: "POST", form: pool, row: "checkout", tenant: tenant.key },
  ];
}

const ok = (l) => l && l.errors + l.timeouts === 0;
/** A row the run did not measure (--only without its part): never a pass. */
const notRun = (row, tenant, target, why = "not measured in this run") => ({ row, tenant, value: "not run", target, result: "SKIP", note: why });
const ratioCheck = (t, min, what, tenant) => {
  if (!t) return notRun(what, tenant, `>= ${min}x`);
  const l = t.load;
  // A row with `expect` (e.g. 'Mis pedidos' must list an order code): every sampled answer shows it.
  const v = t.expect ? l?.verification : null;
  const shows = !t.expect || (v && v.sampled > 0 && v.ok === v.sampled);
  const answered = ok(l) && (t.form ? l["3xx"] === l.total && l.total > 0 : l.non2xx === 0);
  const good = answered && shows;
  let why = null;
  if (!l) why = t.error ?? "no load result";
  else if (!answered) why = `${l.non2xx} non-2xx (${JSON.stringify(l.statusCodeStats)}), ${l.errors + l.timeouts} errors`;
  else if (!shows) why = `${v ? v.sampled - v.ok : "?"}/${v?.sampled ?? "?"} sampled answers without ${JSON.stringify(t.expect)}${v?.failures?.[0] ? ` (${v.failures[0]})` : ""}`;
  return {
    row: what,
    tenant: t.tenant,
    value: t.ratio != null ? `${t.ratio.toFixed(2)}x (${l.rps} req/s, p50 ${l.p50} / p99 ${l.p99} ms)${v ? `; ${v.ok}/${v.sampled} sampled show ${JSON.stringify(t.expect)}` : ""}` : "n/a",
    target: `>= ${min}x${t.expect ? `, shows ${JSON.stringify(t.expect)}` : ""}`,
    result: good && t.ratio >= min ? "PASS" : "FAIL",
    note: why,
  };
};

/** The rows present on both tenants, compared by p99 (scale ÷ demo). */
export const BOTH_TENANT_ROWS = ["menuSession", "menuJson", "order", "checkout", "followUp", "followUpOld", "myOrders"];

/** The issue's table as checks, demo and scale side by side; a row not measured is SKIP (not a pass). */
export function issueChecks(out, targets) {
  const T = ISSUE_TARGETS;
  const parts = out.options.parts ?? [];
  const by = (tenant, row) => targets.find((t) => t.tenant === tenant && t.row === row);
  const list = [];
  for (const tenant of ["demo", "scale"]) {
    list.push(ratioCheck(by(tenant, "menuSession"), T.menuSessionRatio, "menu page, diner with a cart", tenant));
    list.push(ratioCheck(by(tenant, "menuJson"), T.menuJsonRatio, "menu JSON", tenant));
    const order = by(tenant, "order");
    list.push(ratioCheck(order, T.orderRatio, "order submit", tenant));
    list.push(order ? { row: "order submit p99", tenant, value: order.load ? `${order.load.p99} ms` : "n/a", target: `<= ${T.orderP99Ms} ms`, result: order.load && order.load.p99 <= T.orderP99Ms ? "PASS" : "FAIL" } : notRun("order submit p99", tenant, `<= ${T.orderP99Ms} ms`));
    list.push(ratioCheck(by(tenant, "checkout"), T.checkoutRatio, "checkout form POST (no JS)", tenant));
    list.push(ratioCheck(by(tenant, "followUp"), T.followUpRatio, "follow-up page, new order in progress", tenant));
    list.push(ratioCheck(by(tenant, "followUpOld"), T.followUpRatio, "follow-up page, old delivered order", tenant));
    list.push(ratioCheck(by(tenant, "myOrders"), T.followUpRatio, tenant === "scale" ? "'Mis pedidos', customer with 200 orders" : "'Mis pedidos', signed-in customer", tenant));
    const js = out.js?.[tenant];
    const jsTarget = `<= ${T.menuJsGzipKB} KB, no maplibre`;
    list.push(!js ? notRun("menu page JS (gzip -9)", tenant, jsTarget) : { row: "menu page JS (gzip -9)", tenant, value: js.totalGzipKB != null ? `${js.totalGzipKB} KB` : "n/a", target: jsTarget, result: js.totalGzipKB != null && js.totalGzipKB <= T.menuJsGzipKB && js.maplibre.length === 0 ? "PASS" : "FAIL", note: js.error ?? null });
    const html = out.html?.[tenant];
    const htmlRow = "menu page HTML (gzip -9, diner with a cart)";
    list.push(!html ? notRun(htmlRow, tenant, `< ${T.menuHtmlGzipKB} KB`) : { row: htmlRow, tenant, value: `${(html.gzipBytes / 1024).toFixed(1)} KB (${html.images} img, ${html.lazyImages} lazy)`, target: `< ${T.menuHtmlGzipKB} KB`, result: html.status === 200 && html.gzipBytes / 1024 < T.menuHtmlGzipKB ? "PASS" : "FAIL" });
  }
  // Scale: every p99 within 1.5x of the demo's, for every row measured on both tenants.
  for (const row of BOTH_TENANT_ROWS) {
    const d = by("demo", row)?.load;
    const s = by("scale", row)?.load;
    const target = `<= ${T.scaleP99Factor}`;
    if (!by("demo", row) || !by("scale", row)) {
      list.push(notRun(`p99 scale / demo: ${row}`, "scale", target));
      continue;
    }
    list.push({ row: `p99 scale / demo: ${row}`, tenant: "scale", value: d && s ? `${s.p99} / ${d.p99} ms = ${(s.p99 / Math.max(d.p99, 1)).toFixed(2)}` : "n/a", target, result: d && s && s.p99 <= d.p99 * T.scaleP99Factor ? "PASS" : "FAIL" });
  }
  const startRow = "order submit p99 ÷ static asset p99, 10 connections, `npm start` server (state on disk)";
  const startTarget = `<= ${T.npmStartOrderP99Factor}`;
  const start = out.npmStart;
  if (!parts.includes("start")) list.push(notRun(startRow, "demo", startTarget));
  else if (!start || start.error) list.push({ row: startRow, tenant: "demo", value: "n/a", target: startTarget, result: "FAIL", note: start?.error ?? "no result" });
  else {
    const o = start.order;
    const v = o.verification;
    const answered = o.non2xx === 0 && o.errors === 0 && v && v.sampled > 0 && v.ok === v.sampled;
    list.push({
      row: startRow,
      tenant: "demo",
      value: `${start.p99Factor} (order p99 ${o.p99} ms, ${o.ordersPerS} orders/s; static p99 ${start.static.p99} ms, ${start.static.rps} req/s)`,
      target: startTarget,
      result: answered && start.p99Factor <= T.npmStartOrderP99Factor ? "PASS" : "FAIL",
      note: answered ? null : `${o.non2xx} non-2xx, ${o.errors} errors, ${v ? `${v.ok}/${v.sampled}` : "no"} sampled right`,
    });
  }
  const lh = out.lighthouse;
  const lhTarget = `${T.performance}, LCP < ${T.lcpMs} ms`;
  if (out.options.lighthouse) {
    const lcp = lh?.metrics?.largestContentfulPaintMs;
    list.push({ row: "Lighthouse mobile, menu page", tenant: "demo", value: lh?.performance != null ? `${lh.performance}, LCP ${Math.round(lcp)} ms, FCP ${Math.round(lh.metrics.firstContentfulPaintMs ?? NaN)} ms` : "n/a", target: lhTarget, result: lh?.performance >= T.performance && lcp < T.lcpMs ? "PASS" : "FAIL", note: lh?.error?.split("\n")[0] ?? null });
  } else {
    // Skipped (--quick, --no-lighthouse, --only): not measured, so the targets cannot pass on this run.
    list.push(notRun("Lighthouse mobile, menu page", "demo", lhTarget, out.options.quick ? "skipped (--quick)" : "skipped"));
  }
  const w = out.workerScript;
  const wTarget = `<= ${T.workerKB} KB, no browser-only library`;
  if (!parts.includes("worker")) list.push(notRun("Worker script (wrangler deploy --dry-run)", "-", wTarget));
  else list.push({ row: "Worker script (wrangler deploy --dry-run)", tenant: "-", value: w?.KB != null ? `${w.KB} KB main script, ${w.gzipKB} KB gz${w.onDemand?.length ? `; on demand: ${w.onDemand.map((b) => `${b.name} ${b.KB} KB`).join(", ")}` : ""}${w.browserOnly.length ? `; contains ${w.browserOnly.join(", ")}` : ""}` : "n/a", target: wTarget, result: w?.KB != null && w.KB <= T.workerKB && w.browserOnly.length === 0 ? "PASS" : "FAIL", note: w?.error ?? null });
  return list;
}

export function issueTable(list) {
  const rows = [["row", "tenant", "value", "target", "result"], ...list.map((c) => [c.row, c.tenant ?? "", c.value, c.target, c.result + (c.note ? ` (${c.note})` : "")])];
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  return rows.map((r, k) => r.map((c, i) => String(c).padEnd(widths[i])).join("  ") + (k === 0 ? `\n${widths.map((w) => "─".repeat(w)).join("  ")}` : "")).join("\n");
}
