// Headers and deployment: CSP with a nonce per response, nosniff, Referrer-Policy,
// the card page never stored, the session cookie Secure over HTTPS, a deployment that
// refuses the development SESSION_SECRET (app/http/security-headers.server.ts, workers/app.ts).
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { worker } from "./built-worker";
import { getJson } from "./api-helpers";
import { insertOrder } from "./follow-up-fixtures";
import { send } from "./session-helpers";

/** The Worker's own fetch, called with another env (a deployment, the page cache on). */
const callWorker = (request: Request, e: Env, ctx = createExecutionContext()) =>
  worker.fetch(request as unknown as Request<unknown, IncomingRequestCfProperties>, e, ctx);

function nonceOf(res: Response): string {
  const csp = res.headers.get("Content-Security-Policy") ?? "";
  const m = /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp);
  expect(m, csp).not.toBeNull();
  return m![1];
}

describe("HTML pages", () => {
  it("carry a CSP whose nonce is on every inline script, never framed; nosniff and Referrer-Policy", async () => {
    for (const path of ["/menu/sabores", "/menu/pizzeria-palermo/delivery", "/menu/pizzeria-palermo/direccion", "/menu/pizzeria-palermo/delivery/pizzas/napolitana"]) {
      const res = await send(path);
      expect(res.status, path).toBe(200);
      const csp = res.headers.get("Content-Security-Policy") ?? "";
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("worker-src 'self' blob:");
      expect(csp).not.toContain("unsafe-inline");
      expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
      expect(res.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("X-Frame-Options")).toBe("DENY");
      const nonce = nonceOf(res);
      const html = await res.text();
      const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]);
      expect(scripts.length).toBeGreaterThan(0);
      for (const attrs of scripts) {
        if (/\bsrc=/.test(attrs)) continue;
        expect(attrs, `${path}: <script${attrs}>`).toContain(`nonce="${nonce}"`);
      }
    }
  });

  it("each response has its own nonce, also when the anonymous page cache answers", async () => {
    const ISOLATE_ON = { ...env, ISOLATE_CACHE_TTL_MS: "5000" };
    const fetchPage = async () => {
      const ctx = createExecutionContext();
      const res = await callWorker(new Request("https://example.com/menu/pizzeria-palermo/delivery"), ISOLATE_ON, ctx);
      await waitOnExecutionContext(ctx);
      return res;
    };
    const a = await fetchPage();
    const b = await fetchPage();
    const [na, nb] = [nonceOf(a), nonceOf(b)];
    expect(na).not.toBe(nb);
    const [ha, hb] = [await a.text(), await b.text()];
    expect(ha).toContain(`nonce="${na}"`);
    expect(hb).toContain(`nonce="${nb}"`);
    expect(hb).not.toContain(na);
  });

  it("the JSON API carries nosniff too", async () => {
    const { res } = await getJson("/api/indicators");
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
  });
});

describe("the card page", () => {
  it("is never stored", async () => {
    const order = await insertOrder("onlineDelivery");
    const { body } = await getJson("/api/paymenturl", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ code: order.code, branchContactId: 111, amount: 14800 }),
    });
    const res = await send(body.url);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(res.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
    const missing = await send("/pago/sandbox/sbx_00000000000000000000000000000000");
    expect(missing.headers.get("Cache-Control")).toBe("no-store");
  });
});

describe("the session cookie", () => {
  const addToCart = (origin: string) =>
    callWorker(
      new Request(`${origin}/menu/pizzeria-palermo/delivery/pizzas/napolitana`, {
        method: "POST",
        body: new URLSearchParams({ quantity: "1", volver: "categoria" }),
        redirect: "manual",
      }),
      env,
    );

  it("is Secure over HTTPS and not over plain-HTTP local runs", async () => {
    const https = (await addToCart("https://example.com")).headers.get("Set-Cookie") ?? "";
    expect(https).toMatch(/^__sabores=/);
    expect(https).toMatch(/;\s*Secure/i);
    expect(https).toMatch(/;\s*HttpOnly/i);
    const http = (await addToCart("http://localhost:8787")).headers.get("Set-Cookie") ?? "";
    expect(http).toMatch(/^__sabores=/);
    expect(http).not.toMatch(/;\s*Secure/i);
  });
});

describe("a deployed Worker", () => {
  const deployed = (secret: string | undefined) => ({ ...env, LOCAL_DEVELOPMENT: undefined, SESSION_SECRET: secret as string });
  const get = (e: Env) => callWorker(new Request("https://example.com/menu/sabores"), e);

  it("refuses to serve with the development SESSION_SECRET, or without one, naming the fix", async () => {
    for (const secret of ["dev-only-secret-change-me", undefined, "short"]) {
      const res = await get(deployed(secret));
      expect(res.status, String(secret)).toBe(500);
      const text = await res.text();
      expect(text).toContain("SESSION_SECRET");
      expect(text).toContain("wrangler secret put SESSION_SECRET");
    }
  });

  it("serves with a real secret", async () => {
    const res = await get(deployed("k3V9q0xZr7Lw2Yp8Tn4Bf6Hs1Dc5Gm0Aj"));
    expect(res.status).toBe(200);
  });
});
