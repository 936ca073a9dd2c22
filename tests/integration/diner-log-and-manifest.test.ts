// POST /api/diner/order/details, POST /api/diner/log (storefront.md §7), the
// per-tenant manifest and the root's PWA / marketing tags (§1, §3 Branch ids).
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { DEMO_IDS } from "~/data/demo/demo-tenant";
import { expectJsonError, json, send } from "./session-helpers";
import { verifiedCookie } from "./sign-in-helpers";

describe("POST /api/diner/order/details", () => {
  const path = "/api/diner/order/details";
  it("reports an order error by code and errorType (stored in diner_logs of the order's company)", async () => {
    // Reports come from the session that ordered, or a verified session of the order's phone (Lucía's).
    const cookie = await verifiedCookie("1155550001");
    const r = await json(path, "POST", { code: "sabdem01", errorType: "Faltó un producto", description: "No vino la bebida" }, { cookie });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ code: "SABDEM01", updated: ["errorType"] });
    const row = await env.DB.prepare("SELECT * FROM diner_logs WHERE message = ? ORDER BY id DESC").bind("ORDER_ERROR Faltó un producto").first<any>();
    expect(row.company_id).toBe(1);
    expect(JSON.parse(row.context)).toMatchObject({ orderCode: "SABDEM01", errorType: "Faltó un producto" });
  });
  it("4xx JSON: no code, nothing to update, unknown code, GET", async () => {
    expectJsonError(await json(path, "POST", { errorType: "x" }), 400);
    expectJsonError(await json(path, "POST", { code: "SABDEM01" }), 400);
    expectJsonError(await json(path, "POST", { code: "SABDEM01", errorType: "" }), 400);
    expectJsonError(await json(path, "POST", { code: "NOEXISTE", errorType: "x" }), 404);
    expectJsonError(await json(path, "GET", undefined), 405);
  });
});

describe("POST /api/diner/log", () => {
  const path = "/api/diner/log";
  const post = (body: string, headers: Record<string, string> = {}) =>
    send(path, { method: "POST", body, headers: { "Content-Type": "text/plain", "CF-Connecting-IP": "203.0.113.7", ...headers } });

  it("stores the plain text (with the company its bcId names) and answers 204", async () => {
    const text = JSON.stringify({ bcId: DEMO_IDS.branchContacts.palermo, component: "AddressModal", stack: "Error: x" });
    const res = await post(text);
    expect(res.status).toBe(204);
    expect(await res.text()).toBe("");
    const row = await env.DB.prepare("SELECT * FROM diner_logs WHERE message = ?").bind(text).first<any>();
    expect(row.company_id).toBe(1);
    expect(row.level).toBe("error");
    expect((await post("plain words, no JSON", { "CF-Connecting-IP": "203.0.113.8" })).status).toBe(204);
  });

  it("4xx JSON: empty body, body over the cap (413), GET", async () => {
    const empty = await post("   ", { "CF-Connecting-IP": "203.0.113.9" });
    expect(empty.status).toBe(400);
    expect((await empty.json<any>()).error.status).toBe(400);
    const big = await post("x".repeat(9000), { "CF-Connecting-IP": "203.0.113.9" });
    expect(big.status).toBe(413);
    expect((await big.json<any>()).error.status).toBe(413);
    expectJsonError(await json(path, "GET", undefined), 405);
  });

  it("rate limited per IP (no session): the 21st log in a minute is 429", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await post(`log ${i}`, { "CF-Connecting-IP": "198.51.100.1" })).status);
    expect(statuses.slice(0, 20).every((s) => s === 204)).toBe(true);
    expect(statuses[20]).toBe(429);
    // Another client is not affected.
    expect((await post("otro", { "CF-Connecting-IP": "198.51.100.2" })).status).toBe(204);
  });
});

describe("PWA and marketing tags", () => {
  it("per-tenant manifest under /menu/{alias}", async () => {
    const res = await send("/menu/pizzeria-palermo/manifest.webmanifest");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("application/manifest+json");
    const m = await res.json<any>();
    expect(m).toMatchObject({ name: "Sabores Palermo", start_url: "/menu/pizzeria-palermo", display: "standalone", lang: "es" });
    // The branch's light main colour; its unset background takes the §9 default (domain/menu/theme.ts).
    expect(m).toMatchObject({ theme_color: "#C2410C", background_color: "#f5f5f5" });
    expect(m.short_name.length).toBeLessThanOrEqual(12);
    expect(m.icons.map((i: any) => i.sizes)).toEqual(["192x192", "512x512", "512x512"]);
    const otro = await (await send("/menu/otro-local/manifest.webmanifest")).json<any>();
    expect(otro.start_url).toBe("/menu/otro-local");
    expect(JSON.stringify(otro)).not.toContain("Sabores");
    expect((await send("/menu/no-existe/manifest.webmanifest")).status).toBe(404);
  });

  it("menu pages link the tenant manifest; no marketing loader when the branch sets no ids (the demo)", async () => {
    const html = await (await send("/menu/pizzeria-palermo/delivery")).text();
    expect(html).toContain('rel="manifest" href="/menu/pizzeria-palermo/manifest.webmanifest"');
    expect(html).toContain("beforeinstallprompt");
    expect(html).not.toContain("googletagmanager");
    expect(html).not.toContain("fbevents");
  });
});
