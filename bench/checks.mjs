// The checks of bench/README.md "Targets" against a run's results (run.mjs `out`): the anonymous
// menu page, the correctness of the answers, accessibility. The size and Lighthouse budgets are
// the scale targets' (bench/rows.mjs ISSUE_TARGETS), not an older, looser set.
// Each check: { name, value, result: PASS | FAIL | SKIP, note }.
import { ISSUE_TARGETS } from "./rows.mjs";

export const TARGETS_BUDGET = { menuThroughputRatio: 0.2, menuJsGzipKB: ISSUE_TARGETS.menuJsGzipKB, performance: ISSUE_TARGETS.performance, accessibility: 100 };

const skip = (name, part) => ({ name, value: "not run", result: "SKIP", note: `--only without ${part}` });

export function checks(out, targets, opts) {
  const has = (part) => (opts.parts ?? ["pages", "demo", "js"]).includes(part);
  const list = [];
  const menu = targets.find((t) => t.name === "menu page");
  const menuOk = menu?.load && menu.load.non2xx === 0 && menu.load.errors + menu.load.timeouts === 0;
  const js = out.menuJs ?? {};
  const jsOk = !js.error && js.status === 200;
  const lh = out.lighthouse;
  if (!has("pages")) list.push(skip(`menu page throughput ≥ ${TARGETS_BUDGET.menuThroughputRatio} × static`, "pages"));
  else {
    list.push({
      name: `menu page throughput ≥ ${TARGETS_BUDGET.menuThroughputRatio} × static`,
      value: menu.ratio ?? "n/a",
      result: menuOk && menu.ratio >= TARGETS_BUDGET.menuThroughputRatio ? "PASS" : "FAIL",
      note: menuOk ? null : `menu page had ${menu.load ? `${menu.load.non2xx} non-2xx, ${menu.load.errors + menu.load.timeouts} errors` : "no load result"}`,
    });
  }
  if (!has("js")) list.push(skip("menu page JS", "js"));
  else {
    list.push(
      {
        name: `menu page JS ≤ ${TARGETS_BUDGET.menuJsGzipKB} KB gzipped`,
        value: js.totalGzipKB != null ? `${js.totalGzipKB} KB` : "n/a",
        result: jsOk && js.totalGzipKB <= TARGETS_BUDGET.menuJsGzipKB ? "PASS" : "FAIL",
        note: jsOk ? null : js.error ?? `menu page answered ${js.status}`,
      },
      {
        name: "no maplibre in the menu page JS",
        value: jsOk ? `${js.maplibre.length} file(s)` : "n/a",
        result: jsOk && js.maplibre.length === 0 ? "PASS" : "FAIL",
        note: jsOk ? js.maplibre.map((h) => new URL(h.file).pathname).join(", ") || null : "menu page not measured",
      },
      {
        name: "no zod (ZodError) in the menu page JS",
        value: jsOk ? `${js.zodError.length} file(s)` : "n/a",
        result: jsOk && js.zodError.length === 0 ? "PASS" : "FAIL",
        note: jsOk ? js.zodError.map((h) => new URL(h.file).pathname).join(", ") || null : "menu page not measured",
      },
    );
  }
  if (!has("demo")) list.push(skip("order submit and follow-up answers", "demo"));
  else list.push(orderCheck(targets.find((t) => t.order && t.tenant === "demo")), followUpCheck(targets.find((t) => t.orderCode && t.tenant === "demo")));
  // The page must have answered 200 for its score to count (checked by the JS part when it ran).
  const pageOk = !has("js") || jsOk;
  const lhCheck = (name, key, ok) =>
    !opts.lighthouse
      ? { name, value: "skipped", result: "SKIP", note: opts.quick ? "--quick" : opts.partial ? "--only without lighthouse" : "--no-lighthouse" }
      : lh?.error || lh?.[key] == null
        ? { name, value: "n/a", result: "FAIL", note: lh?.error?.split("\n")[0] ?? lh?.runtimeError ?? "no score" }
        : { name, value: lh[key], result: ok(lh[key]) && pageOk ? "PASS" : "FAIL", note: pageOk ? null : `menu page answered ${js.status}` };
  list.push(lhCheck(`Lighthouse performance ≥ ${TARGETS_BUDGET.performance}`, "performance", (v) => v >= TARGETS_BUDGET.performance));
  list.push(lhCheck(`Lighthouse accessibility = ${TARGETS_BUDGET.accessibility}`, "accessibility", (v) => v >= TARGETS_BUDGET.accessibility));
  return list;
}

/** Every sampled answer is 200 with a new order code and the expected total; no non-2xx. */
function orderCheck(t) {
  const name = `order submit: sampled answers 200 with a new code, total ${t?.order.expectedTotal}`;
  const l = t?.load;
  const v = l?.verification;
  if (!v) return { name, value: "n/a", result: "FAIL", note: t?.error?.split("\n")[0] ?? "no load result" };
  const ok = v.sampled > 0 && v.ok === v.sampled && v.distinctCodes === v.ok && l.non2xx === 0 && l.errors + l.timeouts === 0;
  const bad = `${l.non2xx} non-2xx, ${l.errors + l.timeouts} errors${v.failures.length ? `; ${v.failures[0]}` : ""}`;
  return { name, value: `${v.ok}/${v.sampled} (${l.ordersPerS} orders/s)`, result: ok ? "PASS" : "FAIL", note: ok ? null : bad };
}

function followUpCheck(t) {
  const name = "follow-up page answers 2xx";
  const l = t?.load;
  if (!l) return { name, value: "n/a", result: "FAIL", note: t?.error?.split("\n")[0] ?? "no load result" };
  const ok = l.non2xx === 0 && l.errors + l.timeouts === 0 && l.total > 0;
  return { name, value: `${l.non2xx} non-2xx, ${l.errors + l.timeouts} errors`, result: ok ? "PASS" : "FAIL", note: ok ? null : `order ${t.orderCode}` };
}
