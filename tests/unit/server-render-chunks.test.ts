// The Worker's renderer (react-dom-server.browser, vite-browser-only.ts) gathers the page's strings,
// its fixed tag and attribute pieces included, and encodes them together
// (patches/react-dom+18.3.1.patch, bench/README.md "Profile"): one TextEncoder call per ~2 KB instead
// of one per attribute and text. The page must stay byte for
// byte what React writes: the same HTML as its string renderer, multi-byte characters included.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { createElement as h } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);
// The file itself (react-dom's exports map hides it; the Worker build imports it by path too).
const WORKER_RENDERER = path.join(path.dirname(require.resolve("react-dom/package.json")), "cjs/react-dom-server.browser.production.min.js");
const { renderToReadableStream } = require(WORKER_RENDERER) as typeof import("react-dom/server");

const page = () =>
  h("main", { className: 'menú "del día"', "aria-label": "Menú & más" }, [
    h("h1", { key: "t" }, "Empanadas de jamón y queso — 🥟 ñandú"),
    ...Array.from({ length: 400 }, (_, i) =>
      h("p", { key: i, "data-plato": i, title: `Plato ${i} · $ ${i * 100}` }, `Línea ${i}: ñ, á, 🍕, 中文 ${"x".repeat(i % 7)}`),
    ),
  ]);

describe("the Worker's page renderer (patched react-dom server)", () => {
  it("is the patched renderer: patch-package ran on this install", () => {
    const source = readFileSync(WORKER_RENDERER, "utf8");
    expect(source).toContain("function u(a){return a}");
    expect(source).toContain("function w(a){return a}");
  });

  it("writes the same HTML as React's string renderer, byte for byte, across many chunks", async () => {
    const stream = await renderToReadableStream(page());
    const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
    const html = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    expect(html.length).toBeGreaterThan(20_000);
    expect(html).toBe(renderToString(page()));
    expect(html).toContain("Empanadas de jamón y queso — 🥟 ñandú");
    expect(html).toContain('title="Plato 399 · $ 39900"');
  });
});
