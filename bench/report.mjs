// Console output: the load table, the JS list, the checks.
export const kb = (bytes) => bytes / 1024;

function table(rows, align) {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => String(r[c]).length)));
  return rows
    .map((r, i) => {
      const line = r.map((cell, c) => (align[c] === "r" ? String(cell).padStart(widths[c]) : String(cell).padEnd(widths[c]))).join("  ");
      return i === 0 ? `${line}\n${widths.map((w) => "─".repeat(w)).join("  ")}` : line;
    })
    .join("\n");
}

export function loadTable(targets) {
  const rows = [["target", "path", "status", "req/s", "p50 ms", "p99 ms", "non-2xx", "errors", "× static"]];
  for (const t of targets) {
    const l = t.load;
    rows.push([
      t.name,
      t.method ? `${t.method} ${t.path}` : t.path,
      t.warmStatus ?? "—",
      l ? l.rps.toFixed(0) : "—",
      l ? l.p50 : "—",
      l ? l.p99 : "—",
      l ? l.non2xx : "—",
      l ? l.errors + l.timeouts : "—",
      t.ratio == null ? "—" : t.ratio.toFixed(2),
    ]);
  }
  return table(rows, ["l", "l", "r", "r", "r", "r", "r", "r", "r"]);
}

export function jsTable(js) {
  const rows = [["file", "how", "status", "bytes", "gzip bytes"]];
  for (const f of js.files) rows.push([new URL(f.url).pathname, f.how, f.status, f.bytes, f.gzipBytes]);
  rows.push(["total", "", "", js.totalBytes, js.totalGzipBytes]);
  return table(rows, ["l", "l", "r", "r", "r"]);
}

export function checksText(checks) {
  return checks.map((c) => `  ${c.result.padEnd(4)}  ${c.name}: ${c.value}${c.note ? `  (${c.note})` : ""}`).join("\n");
}

/** The order run in words: orders/s, what the sample showed, what D1 holds. */
export function orderText(t) {
  const l = t.load;
  if (!l) return `  order submit: no load result${t.error ? ` (${t.error.split("\n")[0]})` : ""}`;
  const v = l.verification;
  const stored = t.storedOrders ? `; ${t.storedOrders.count} orders of this run stored in D1, ${t.storedOrders.distinctCodes} distinct codes (in-flight ones included)` : "";
  const lines = [
    `  order submit: ${l["2xx"]} orders created in ${l.durationS} s = ${l.ordersPerS} orders/s (p50 ${l.p50} ms, p99 ${l.p99} ms)${stored}`,
    `  sample: ${v.ok}/${v.sampled} answers 200 with an order code and total $ ${t.order.expectedTotal.toLocaleString("es-AR")}, ${v.distinctCodes} distinct codes; follow-up page uses ${v.firstCode ?? "a fallback code"}`,
  ];
  for (const f of v.failures) lines.push(`  ✖ ${f}`);
  return lines.join("\n");
}
