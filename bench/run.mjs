#!/usr/bin/env node
// `npm run bench`: serve the production build on 127.0.0.1, load four page targets, the checkout
// submit (POST /api/order, unique Idempotency-Key per order) and the order follow-up page from a
// separate process, measure the menu page's JavaScript and run Lighthouse on it, then check the
// targets and write bench/results/latest.json. What and why: bench/README.md.
import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { measurePageJs } from "./js-size.mjs";
import { LIGHTHOUSE_RUNS, runLighthouse } from "./lighthouse.mjs";
import { runLoad } from "./load.mjs";
import { parseOptions } from "./options.mjs";
import { checks } from "./checks.mjs";
import { ORDER_PATH, countStoredOrders, orderSpec, warmOrders, warmUpSpec } from "./orders.mjs";
import { benchGuideNear, guideNearCheck } from "./guide-near.mjs";
import { benchShipments, shipmentChecks } from "./shipments.mjs";
import { benchTracking, trackingCheck } from "./tracking.mjs";
import { backOfficeChecks, benchBackOfficeMenu } from "./back-office-menu.mjs";
import { benchConsoleBoardPage, benchConsoleBoards, consoleChecks } from "./console-board.mjs";
import { benchOnNpmStartServer } from "./npm-start-row.mjs";
import { checksText, jsTable, kb, loadTable, orderText } from "./report.mjs";
import { build, portInUse, snapshotBuild, startServer, waitReady } from "./server.mjs";
import { htmlGzip, issueChecks, issueTable, sessionTargets, workerScript } from "./rows.mjs";
import { SCALE, scaleIds, scaleOrderCode, seedScaleTenant } from "./scale-tenant.mjs";
import { signedInCookie } from "./session-flows.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const RESULTS = path.join(ROOT, "bench/results");
const LOG = path.join(RESULTS, "server.log");
// The demo tenant (seeded from app/data/demo/): a branch alias and a branch-contact alias.
const BRANCH_ALIAS = "sabores-pizzeria";
const CONTACT_ALIAS = "pizzeria-palermo";
// demo-tenant-orders.ts: Lucía's delivered order, when the bench could not create one.
const SEEDED_ORDER_CODE = "SABDEM01";
// demo-tenant.md: Lucía Fernández (+54 9 11 5555-0001), whose delivered SABDEM01 'Mis pedidos' lists.
const DEMO_CUSTOMER_LOCAL_PHONE = "11 5555 0001";

const say = (msg) => console.log(`› ${msg}`);

/** A hashed file under build/client/assets: the client entry if present, else the first hashed .js. */
function discoverStaticAsset(appDir) {
  const dir = path.join(appDir, "build/client/assets");
  const files = readdirSync(dir).filter((f) => /-[\w-]{6,}\.(js|css)$/.test(f)).sort();
  const pick = files.find((f) => /^entry\.client-.*\.js$/.test(f)) ?? files.find((f) => f.endsWith(".js")) ?? files[0];
  if (!pick) throw new Error(`no hashed asset in ${dir}: build first`);
  return `/assets/${pick}`;
}

/** The pizzeria-palermo delivery order mode id: from the API if it answers, else from the seed source. */
async function discoverDeliveryModeId(baseUrl) {
  try {
    const res = await fetch(`${baseUrl}/api/diner/branchcontacts/${CONTACT_ALIAS}`, { signal: AbortSignal.timeout(10_000) });
    if (res.ok && /json/.test(res.headers.get("content-type") ?? "")) {
      const id = findDeliveryId(await res.json());
      if (id != null) return { id, source: `GET /api/diner/branchcontacts/${CONTACT_ALIAS}` };
    }
  } catch {
    /* fall back */
  }
  const seed = readFileSync(path.join(ROOT, "app/data/demo/demo-tenant.ts"), "utf8");
  const id = Number(seed.match(/palermoDelivery:\s*(\d+)/)?.[1]);
  if (!id) throw new Error("cannot find the delivery order mode id (API nor app/data/demo/demo-tenant.ts)");
  return { id, source: "app/data/demo/demo-tenant.ts (orderModes.palermoDelivery)" };
}

function findDeliveryId(node) {
  if (Array.isArray(node)) {
    for (const n of node) {
      const id = findDeliveryId(n);
      if (id != null) return id;
    }
  } else if (node && typeof node === "object") {
    const says = ["type", "orderModeType", "slug", "code", "name", "showName"].some((k) => /^delivery$/i.test(String(node[k] ?? "")));
    const id = node.branchContactOrderModeId ?? node.orderModeId ?? node.id;
    if (says && Number.isFinite(Number(id))) return Number(id);
    for (const v of Object.values(node)) {
      const found = findDeliveryId(v);
      if (found != null) return found;
    }
  }
  return null;
}

/** Warm-up result → the target; then its load run (bounded in time and count) in the load child. */
async function loadTarget(t, w, base, bounds, opts) {
  t.warmStatus = w.status;
  t.contentType = w.contentType;
  const what = t.order ? `at most ${bounds.maxRequests} orders in ${bounds.duration} s` : `load ${bounds.duration} s`;
  say(`${t.name.padEnd(14)} ${t.method ?? "GET"} ${t.path} → ${w.status} ${w.contentType ?? ""}  (${what} × ${opts.connections} connections)`);
  try {
    t.load = await runLoad({ url: base + t.path, connections: opts.connections, ...bounds, ...(t.cookie ? { cookie: t.cookie } : {}), ...(t.form ? { form: t.form } : {}) });
  } catch (e) {
    t.error = e.message;
    console.error(`  ✖ ${e.message}`);
  }
}

/**
 * One second of the order load before the measured one, not counted: the submit path's first
 * concurrent second runs code V8 has not optimized yet (its first half-second answered in up to
 * 230 ms, the rest in under 100), and in a 5 s run those answers alone would be its p99. A GET
 * row's 10 s run dilutes its own warm-up; the order run is shorter (bench/README.md "Fourth pass").
 */
async function warmUnderLoad(base, spec, opts) {
  try {
    await runLoad({ url: base + ORDER_PATH, connections: opts.connections, duration: 1, maxRequests: 1000, order: warmUpSpec(spec) });
  } catch (e) {
    console.error(`  ✖ order warm-up under load: ${e.message}`);
  }
}

/** A few sequential requests so the worker, the KV menu snapshot and caches are warm. */
async function warm(url, times = 10, cookie = null) {
  let status = null;
  let contentType = null;
  for (let i = 0; i < times; i++) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(15_000), headers: cookie ? { cookie } : {} });
      await res.arrayBuffer();
      status = res.status;
      contentType = res.headers.get("content-type");
    } catch (e) {
      status = `error: ${e.cause?.code ?? e.message}`;
    }
  }
  return { status, contentType };
}

/** Until every path answered 200 twice in a row (at most ~30 s): the server is usable again. */
async function settle(base, paths) {
  const started = Date.now();
  let streak = 0;
  let tries = 0;
  while (streak < 2 && Date.now() - started < 30_000) {
    tries++;
    try {
      const answers = await Promise.all(paths.map((p) => fetch(base + p, { signal: AbortSignal.timeout(10_000) }).then(async (r) => (await r.arrayBuffer(), r.status))));
      streak = answers.every((s) => s === 200) ? streak + 1 : 0;
    } catch {
      streak = 0;
    }
    if (streak < 2) await new Promise((r) => setTimeout(r, 500));
  }
  return { ok: streak >= 2, tries, ms: Date.now() - started };
}

/** A diner's session cookie: an entry parameter makes the menu page store one. */
async function sessionCookie(base) {
  const res = await fetch(`${base}/menu/${CONTACT_ALIAS}/delivery?utm_source=bench`, { redirect: "manual" });
  await res.arrayBuffer();
  const cookie = (res.headers.get("set-cookie") ?? "").split(";")[0];
  if (!cookie) console.error("  ✖ no session cookie: the 'menu (session)' target runs without one");
  return cookie || null;
}

function gitHead() {
  try {
    return execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: ROOT, encoding: "utf8" }).trim();
  } catch {
    return null;
  }
}

async function main() {
  const opts = parseOptions();
  if (opts.help) return console.log(opts.help), 0;
  mkdirSync(RESULTS, { recursive: true });
  writeFileSync(LOG, "");
  const startedAt = new Date();
  const out = { date: startedAt.toISOString(), git: gitHead(), machine: machine(), options: opts, targets: [], checks: [] };
  const busy = busyWarning();
  if (busy) console.warn(`! ${busy}`);
  out.machine.busyWarning = busy;

  if (opts.build) {
    say("Building (remix vite:build)…");
    build(ROOT, LOG);
  }
  if (await portInUse(opts.port)) throw new Error(`port ${opts.port} is busy: stop what runs there or pass --port`);
  const appDir = snapshotBuild(ROOT, opts.port);
  const staticAsset = discoverStaticAsset(appDir);

  say(`Serving the build on 127.0.0.1:${opts.port} (fresh migrated + seeded state; log in bench/results/server.log)…`);
  const server = startServer({ root: ROOT, port: opts.port, logFile: LOG, appDir });
  cleanup.server = server;
  await waitReady(server.baseUrl, { hasExited: server.hasExited, logFile: LOG });
  const base = server.baseUrl;
  /**
   * Before each row of the table: a new runtime on the same state (bench/server.mjs restart), so
   * no row inherits the garbage of the rows before it and row order decides nothing (bench/README.md
   * "Ninth pass"). `--one-server` keeps the first server for every row.
   */
  let rowsOnServer = 0;
  async function freshServer() {
    if (opts.freshServerPerRow && rowsOnServer > 0) await server.restart();
    rowsOnServer++;
  }

  const mode = await discoverDeliveryModeId(base);
  out.deliveryOrderModeId = mode;
  // Each tenant: its alias and ids, a plate for the cart, an old delivered order, and a customer
  // for 'Mis pedidos' (demo: Lucía, demo-tenant.md; scale: customer 1 with 200 orders).
  const DEMO = {
    key: "demo", label: "", alias: CONTACT_ALIAS, modeSlug: "delivery", deliveryModeId: mode.id, takeAwayModeId: mode.id + 1,
    cart: { platePath: "postres/flan-con-dulce-de-leche" },
    oldOrder: SEEDED_ORDER_CODE,
    customer: { phone: DEMO_CUSTOMER_LOCAL_PHONE, latestCode: SEEDED_ORDER_CODE, orders: 1 },
  };
  const SCALED = {
    key: "scale", label: "scale: ", alias: SCALE.contactAlias, modeSlug: "delivery", deliveryModeId: scaleIds.deliveryMode, takeAwayModeId: scaleIds.deliveryMode + 1,
    cart: { platePath: "categoria-1/plato-1", sizeId: scaleIds.size },
    oldOrder: scaleOrderCode(1),
    customer: { phone: SCALE.heavyCustomerLocalPhone, latestCode: scaleOrderCode(SCALE.heavyCustomerOrders), orders: SCALE.heavyCustomerOrders },
  };
  // Checkout form posts: one session with a cart per post, built before the load (bounded).
  const poolSize = Math.min(opts.maxRequests, opts.quick ? 60 : 400);
  const has = (part) => opts.parts.includes(part);
  const loads = ["pages", "demo", "scale", "ceiling", "guide", "shipments", "tracking", "console", "backoffice"].some(has);
  if (opts.partial) say(`Only: ${opts.parts.join(", ")} (a partial run: the scale targets cannot pass)`);
  // The static asset runs whenever anything is loaded: every ratio is to it, in the same run.
  const targets = [{ name: "static asset", path: staticAsset }];
  if (has("pages")) {
    targets.push(
      { name: "branch page", path: `/menu/${BRANCH_ALIAS}` },
      { name: "menu page", path: `/menu/${CONTACT_ALIAS}/delivery` },
      { name: "menu JSON", path: `/api/diner/${CONTACT_ALIAS}/menu/${mode.id}` },
      // The same page for a diner with a session: never served from the anonymous page cache.
      { name: "menu (session)", path: `/menu/${CONTACT_ALIAS}/delivery`, withSession: true },
    );
  }
  out.targets = targets;

  if (loads) {
    for (const t of targets) {
      await freshServer();
      const cookie = t.withSession ? await sessionCookie(base) : null;
      const w = await warm(base + t.path, 10, cookie);
      await loadTarget(t, w, base, { duration: opts.duration, maxRequests: opts.maxRequests, cookie }, opts);
    }
  }
  /** A GET row: warm-up (with the row's cookie), then its load; `expect` = text sampled answers must show. */
  async function getRow(t) {
    await freshServer();
    targets.push(t);
    await loadTarget(t, await warm(base + t.path, 10, t.cookie), base, { duration: opts.duration, maxRequests: opts.maxRequests, ...(t.expect ? { expect: t.expect } : {}) }, opts);
    if (t.expect && t.load) {
      const v = t.load.verification;
      if (v && v.ok !== v.sampled) console.error(`  ✖ ${t.name}: ${v.sampled - v.ok}/${v.sampled} sampled answers without ${JSON.stringify(t.expect)} (${v.failures[0]})`);
    }
  }
  // The issue's rows on a tenant (bench/rows.mjs): a session with a cart, the menu JSON, the
  // checkout form, the order submit, the follow-up of an order it created, the follow-up of an
  // old delivered order and 'Mis pedidos' of a signed-in customer (asserting an order code shows).
  async function tenantRows(tenant) {
    const rows = await sessionTargets(base, tenant, poolSize);
    for (const t of rows) {
      await freshServer();
      targets.push(t);
      const w = t.form ? { status: "—", contentType: "" } : await warm(base + t.path, 10, t.cookie);
      await loadTarget(t, w, base, { duration: opts.duration, maxRequests: opts.maxRequests }, opts);
    }
    out.html ??= {};
    out.html[tenant.key] = await htmlGzip(base + rows[0].path, rows[0].cookie);
    const spec = orderSpec(ROOT, tenant.deliveryModeId, tenant.key === "scale" ? { alias: tenant.alias, plate: scaleIds.plate, size: scaleIds.size } : null);
    const order = { name: `${tenant.label}order submit`, path: ORDER_PATH, method: "POST", order: spec, row: "order", tenant: tenant.key };
    targets.push(order);
    await freshServer();
    const warmed = await warmOrders(base, spec);
    if (warmed.problem) console.error(`  ✖ warm-up order: ${warmed.problem}`);
    await warmUnderLoad(base, spec, opts);
    await loadTarget(order, warmed, base, { duration: opts.orderDuration, maxRequests: Math.max(opts.maxOrders, opts.connections), order: spec }, opts);
    order.storedOrders = countStoredOrders(server.state, spec.runId);
    // The server's own tail at that point (reported, not judged): the static asset loaded right
    // after the orders. Every answer of a local server that served the rows before has the
    // runtime's collection pauses in its p99 (bench/README.md "Eighth pass").
    try {
      const floor = await runLoad({ url: base + staticAsset, connections: opts.connections, duration: opts.orderDuration, maxRequests: opts.maxRequests });
      order.staticAfter = { rps: floor.rps, p50: floor.p50, p99: floor.p99 };
      say(`  static asset right after: ${floor.rps} req/s, p50 ${floor.p50} / p99 ${floor.p99} ms (the server's own tail at this point)`);
    } catch (e) {
      console.error(`  ✖ static asset after the orders: ${e.message}`);
    }
    const code = order.load?.verification?.firstCode ?? warmed.codes[0] ?? SEEDED_ORDER_CODE;
    // The page a diner keeps open: their session already remembers the code ('PEDIDO EN CURSO'),
    // so a reload writes nothing; the first visit (no cookie) gives that session.
    const first = await fetch(`${base}/menu/${tenant.alias}/order/${code}`, { redirect: "manual" });
    await first.arrayBuffer();
    const diner = (first.headers.get("set-cookie") ?? "").split(";")[0] || null;
    await getRow({ name: `${tenant.label}follow-up page`, path: `/menu/${tenant.alias}/order/${code}`, orderCode: code, cookie: diner, row: "followUp", tenant: tenant.key });
    // A delivered order of long ago (the demo's SABDEM01, the scale tenant's ES000001).
    await getRow({ name: `${tenant.label}follow-up (old)`, path: `/menu/${tenant.alias}/order/${tenant.oldOrder}`, row: "followUpOld", tenant: tenant.key });
    if (tenant.key === "scale") {
      // A seeded order in progress, visited without a cookie (each visit writes a session): reported only.
      await getRow({ name: "scale: follow-up (new)", path: `/menu/${tenant.alias}/order/${scaleOrderCode(SCALE.orders)}`, row: "followUpNew", tenant: "scale" });
    }
    // 'Mis pedidos' of the tenant's customer, signed in by phone; the page must list their latest order.
    const signed = await signedInCookie(base, server.state, tenant.alias, tenant.customer.phone, tenant.customer.latestCode);
    out.myOrdersSession ??= {};
    out.myOrdersSession[tenant.key] = { status: signed.status, signedIn: signed.signedIn, htmlBytes: signed.bytes, showsCode: signed.showsCode };
    if (!signed.showsCode) console.error(`  ✖ ${tenant.label || "demo: "}'Mis pedidos' after sign-in does not show ${tenant.customer.latestCode} (status ${signed.status})`);
    await getRow({ name: `${tenant.label}Mis pedidos (${tenant.customer.orders})`, path: `/menu/${tenant.alias}/mis-pedidos`, cookie: signed.cookie, expect: `Pedido ${tenant.customer.latestCode}`, row: "myOrders", tenant: tenant.key });
    return order;
  }

  // The scale tenant is seeded before the demo rows, so that the two tenants' rows run back to
  // back on the same database, before the ceiling, guide, shipments and tracking benches write
  // into it: scale p99 ÷ demo p99 compares like with like.
  let scaleReady = false;
  if (has("scale")) {
    say("Seeding the scale tenant (300 plates in 30 categories, 100,000 orders, 2,000 customers)…");
    try {
      out.scaleSeed = seedScaleTenant({ root: ROOT, state: server.state, logFile: LOG });
      say(`  seeded in ${out.scaleSeed.seconds} s: ${JSON.stringify(out.scaleSeed)}`);
      // The worker's D1 connection drops once the file was written by another process
      // ('Network connection lost'): wait until pages of both tenants answer again.
      out.afterSeed = await settle(base, [`/menu/${CONTACT_ALIAS}/delivery`, `/menu/${SCALE.contactAlias}/delivery`]);
      scaleReady = true;
    } catch (e) {
      out.scaleError = e.message;
      console.error(`  ✖ scale tenant: ${e.message}`);
    }
  }
  let order = null;
  if (has("demo")) {
    try {
      order = await tenantRows(DEMO);
    } catch (e) {
      out.demoError = e.message;
      console.error(`  ✖ demo tenant rows: ${e.message}`);
    }
  }
  if (scaleReady) {
    try {
      await tenantRows(SCALED);
    } catch (e) {
      out.scaleError = e.message;
      console.error(`  ✖ scale tenant rows: ${e.message}`);
    }
  }

  // The order submit's ceiling (docs/architecture.md "Writes at scale"): 1, 10, 50 connections, stopping once p99 passes 250 ms.
  if (has("ceiling")) {
    out.orderCeiling = [];
    for (const connections of [1, 10, 50]) {
      await freshServer();
      const spec = orderSpec(ROOT, mode.id);
      try {
        const l = await runLoad({ url: base + ORDER_PATH, connections, duration: opts.orderDuration, maxRequests: Math.max(opts.maxOrders, connections), order: spec });
        out.orderCeiling.push({ connections, ordersPerS: l.ordersPerS, p50: l.p50, p99: l.p99, non2xx: l.non2xx, errors: l.errors + l.timeouts, loadavg: os.loadavg()[0] });
        say(`order ceiling: ${connections} connection(s) → ${l.ordersPerS} orders/s, p50 ${l.p50} / p99 ${l.p99} ms, ${l.non2xx} non-2xx (load ${os.loadavg()[0].toFixed(1)})`);
        if (l.p99 > 250) break;
      } catch (e) {
        out.orderCeiling.push({ connections, error: e.message });
      }
    }
  }

  // The nearby-business guide: POST /api/menu/near over 5,000 seeded locations (bench/guide-near.mjs).
  if (has("guide")) targets.push(await benchGuideNear({ root: ROOT, base, state: server.state, logFile: LOG, connections: opts.connections, duration: opts.duration, maxRequests: opts.maxRequests }));

  // Riders: shipment accept and advance under load, and parallel accepts of one shipment (bench/shipments.mjs).
  if (has("shipments")) targets.push(...(await benchShipments({ root: ROOT, base, state: server.state, logFile: LOG, connections: opts.connections, duration: opts.duration })));

  // Live tracking: one room fanning a rider's positions out to 1,000 sockets of a second process (bench/tracking.mjs).
  if (has("tracking")) targets.push(await benchTracking({ root: ROOT, base, state: server.state, logFile: LOG, serverPid: server.child.pid }));

  // The shop's console: 50 boards of one location while orders arrive, then a busy day's board
  // page against the menu page, each on a fresh runtime (bench/console-board.mjs).
  if (has("console")) {
    await freshServer();
    targets.push(await benchConsoleBoards({ base, state: server.state, root: ROOT, deliveryModeId: mode.id }));
    const load = async (t) => (await getRow(t), t);
    targets.push(await benchConsoleBoardPage({ base, state: server.state, root: ROOT, logFile: LOG, deliveryModeId: mode.id, load }));
  }

  // The back office: a price the owner saves, on the storefront within 5 s (bench/back-office-menu.mjs).
  if (has("backoffice")) {
    await freshServer();
    targets.push(await benchBackOfficeMenu({ base, state: server.state, deliveryModeId: mode.id }));
  }

  const staticRps = targets[0].load?.rps;
  for (const t of targets) t.ratio = staticRps && t.load ? Number((t.load.rps / staticRps).toFixed(3)) : null;
  // One line per target (the table's figures), orders/s on the order submit.
  out.summary = Object.fromEntries(
    targets.map((t) => [t.name, t.load ? { path: t.path, rps: t.load.rps, p50: t.load.p50, p99: t.load.p99, ratio: t.ratio, ...(t.order ? { ordersPerS: t.load.ordersPerS, storedOrders: t.storedOrders, staticAfter: t.staticAfter ?? null } : {}) } : null]),
  );
  if (loads) console.log(`\n${loadTable(targets)}\n`);
  if (order) console.log(`${orderText(order)}\n`);

  const menuUrl = `${base}/menu/${CONTACT_ALIAS}/delivery`;
  if (has("js")) {
    say("Menu page JavaScript (script src + modulepreload + their static imports, gzip -9)…");
    out.js = {};
    for (const [key, url] of [["demo", menuUrl], ...(scaleReady ? [["scale", `${base}/menu/${SCALED.alias}/delivery`]] : [])]) {
      try {
        const js = await measurePageJs(url);
        js.totalGzipKB = Number(kb(js.totalGzipBytes).toFixed(1));
        out.js[key] = js;
        console.log(`\n${key}:\n${jsTable(js)}\n  = ${js.totalGzipKB} KB gzipped (page status ${js.status}; inline scripts ${kb(js.inlineScriptGzipBytes).toFixed(1)} KB gzipped, not counted)\n`);
      } catch (e) {
        out.js[key] = { error: e.message };
        console.error(`  ✖ ${e.message}`);
      }
    }
    out.menuJs = out.js.demo;
  }

  if (opts.lighthouse) {
    say(`Lighthouse (mobile, performance + accessibility) on the menu page, the median of ${LIGHTHOUSE_RUNS} runs… (about ${LIGHTHOUSE_RUNS} minutes)`);
    try {
      out.lighthouse = await runLighthouse({ root: ROOT, url: menuUrl, outBase: path.join(RESULTS, "lighthouse-menu"), logFile: LOG, onSpawn: (c) => (cleanup.lighthouse = c) });
      cleanup.lighthouse = null;
      const lh = out.lighthouse;
      console.log(`  performance ${lh.performance}  accessibility ${lh.accessibility}  (FCP ${Math.round(lh.metrics.firstContentfulPaintMs)} ms, LCP ${Math.round(lh.metrics.largestContentfulPaintMs)} ms, TBT ${Math.round(lh.metrics.totalBlockingTimeMs)} ms, CLS ${lh.metrics.cumulativeLayoutShift?.toFixed(3)}, SI ${Math.round(lh.metrics.speedIndexMs)} ms)`);
      console.log(`  runs: ${lh.runs.map((r) => `${r.performance} / LCP ${Math.round(r.largestContentfulPaintMs)} ms`).join(", ")} (the median LCP's run above)`);
      for (const a of lh.failedAccessibilityAudits) console.log(`  a11y: ${a.id} — ${a.title}`);
      console.log(`  report: ${path.relative(ROOT, lh.report).replace(/json$/, "html")}\n`);
    } catch (e) {
      cleanup.lighthouse = null;
      out.lighthouse = { error: e.message };
      console.error(`  ✖ ${e.message}`);
    }
  }

  say("Stopping the server…");
  await server.stop();
  cleanup.server = null;

  // The order submit on the server `npm start` runs (state on disk, one long-running runtime), on
  // the next port, after the bench server stopped: its p99 against the static asset's, same run.
  if (has("start")) {
    say(`The order submit on the server npm start runs (scripts/wrangler-dev.mjs, state on disk) on 127.0.0.1:${opts.port + 1}…`);
    out.npmStart = await benchOnNpmStartServer({ root: ROOT, appDir, port: opts.port + 1, logFile: LOG, staticAsset, deliveryModeId: mode.id, orderDuration: opts.orderDuration, maxRequests: opts.maxRequests, maxOrders: opts.maxOrders, cleanup, say });
    if (out.npmStart.error) console.error(`  ✖ npm start server: ${out.npmStart.error}`);
  }

  out.machine.loadavgAtEnd = os.loadavg().map((n) => Number(n.toFixed(2)));
  if (has("worker")) {
    say("Worker script (wrangler deploy --dry-run --outdir)…");
    out.workerScript = workerScript(appDir, LOG);
    const w = out.workerScript;
    if (w.KB != null) console.log(`  main script ${w.KB} KB, ${w.gzipKB} KB gzipped${w.browserOnly.length ? `; contains ${w.browserOnly.join(", ")}` : ", no browser-only library"}; on demand: ${w.onDemand.map((b) => `${b.name} ${b.KB} KB`).join(", ")}\n`);
  }
  const skip = (name, part) => ({ name, value: "not run", result: "SKIP", note: `--only without ${part}` });
  out.checks = [
    ...checks(out, targets, opts),
    has("guide") ? guideNearCheck(targets) : skip("guide near", "guide"),
    ...(has("shipments") ? shipmentChecks(targets) : [skip("shipments", "shipments")]),
    has("tracking") ? trackingCheck(targets) : skip("tracking room", "tracking"),
    ...(has("console") ? consoleChecks(targets) : [skip("console boards", "console")]),
    ...(has("backoffice") ? backOfficeChecks(targets) : [skip("back office price change", "backoffice")]),
  ];
  console.log(`\nTargets:\n${checksText(out.checks)}\n`);
  out.issueChecks = issueChecks(out, targets);
  console.log(`Scale targets, demo and scale tenants (load average ${os.loadavg().map((n) => n.toFixed(1)).join(" ")}; ratios to the static asset of this run, ${targets[0].load?.rps ?? "?"} req/s):\n${issueTable(out.issueChecks)}\n`);
  // The targets pass only when every row was measured and met (a skipped row is not a pass).
  const notPassed = out.issueChecks.filter((c) => c.result !== "PASS");
  out.issuePass = notPassed.length === 0;
  out.pass = out.checks.every((c) => c.result !== "FAIL") && out.issuePass;
  out.durationS = Math.round((Date.now() - startedAt) / 1000);
  writeFileSync(path.join(RESULTS, "latest.json"), JSON.stringify(out, null, 2) + "\n");
  const why = notPassed.length ? ` Scale targets not passed: ${notPassed.filter((c) => c.result === "FAIL").length} FAIL, ${notPassed.filter((c) => c.result === "SKIP").length} not measured (SKIP).` : "";
  say(`bench/results/latest.json written (${out.durationS} s). ${out.pass ? "All targets met." : `Some targets not met.${why}`}`);
  return out.pass ? 0 : 1;
}

/** Targets run one after the other: on a busy machine their ratios drift with the load. */
function busyWarning() {
  const [oneMinute] = os.loadavg();
  const cpus = os.cpus().length;
  return oneMinute > cpus * 0.5
    ? `machine busy (load average ${oneMinute.toFixed(1)} on ${cpus} CPUs): absolute figures and ratios will be noisy; take final figures on an idle machine`
    : null;
}

function machine() {
  return { node: process.version, platform: `${os.platform()} ${os.arch()}`, cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, loadavg: os.loadavg().map((n) => Number(n.toFixed(2))) };
}

// The server goes down on every way out: normal end, error, Ctrl-C, kill.
const cleanup = { server: null, lighthouse: null, npmStart: null };
function cleanupNow() {
  if (cleanup.lighthouse) {
    try {
      process.kill(-cleanup.lighthouse.pid, "SIGKILL"); // Lighthouse + its Chromium
    } catch {
      /* gone */
    }
  }
  cleanup.server?.stopNow();
  cleanup.npmStart?.stopNow();
}
process.on("exit", cleanupNow);
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => {
    cleanupNow();
    process.exit(130);
  });
}

main()
  .then((code) => process.exit(code))
  .catch((e) => {
    console.error(`\n✖ bench failed: ${e.message}`);
    process.exit(2);
  });
