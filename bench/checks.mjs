// The targets of bench/README.md "Targets" checked against a run's results (run.mjs `out`).
// Each check: { name, value, result: PASS | FAIL | SKIP, note }.
export const TARGETS_BUDGET = { menuThroughputRatio: 0.2, menuJsGzipKB: 120, performance: 95, accessibility: 100 };

export function checks(out, targets, opts) {
  const menu = targets[2];
  const menuOk = menu.load && menu.load.non2xx === 0 && menu.load.errors + menu.load.timeouts === 0;
  const js = out.menuJs ?? {};
  const jsOk = !js.error && js.status === 200;
  const lh = out.lighthouse;
  const list = [
    {
      name: `menu page throughput ≥ ${TARGETS_BUDGET.menuThroughputRatio} × static`,
      value: menu.ratio ?? "n/a",
      result: menuOk && menu.ratio >= TARGETS_BUDGET.menuThroughputRatio ? "PASS" : "FAIL",
      note: menuOk ? null : `menu page had ${menu.load ? `${menu.load.non2xx} non-2xx, ${menu.load.errors + menu.load.timeouts} errors` : "no load result"}`,
    },
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
    orderCheck(targets.find((t) => t.order)),
    followUpCheck(targets.find((t) => t.orderCode)),
  ];
  const lhCheck = (name, key, ok) =>
    !opts.lighthouse
      ? { name, value: "skipped", result: "SKIP", note: opts.quick ? "--quick" : "--no-lighthouse" }
      : lh?.error || lh?.[key] == null
        ? { name, value: "n/a", result: "FAIL", note: lh?.error?.split("\n")[0] ?? lh?.runtimeError ?? "no score" }
        : { name, value: lh[key], result: ok(lh[key]) && jsOk ? "PASS" : "FAIL", note: jsOk ? null : `menu page answered ${js.status}` };
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
