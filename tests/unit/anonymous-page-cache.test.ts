import { describe, expect, it } from "vitest";
import { withAnonymousPageCache } from "../../workers/anonymous-page-cache";

const env = { ISOLATE_CACHE_TTL_MS: "5000" } as unknown as Env;

function counter(init: ResponseInit & { body?: string } = {}) {
  let renders = 0;
  const render = async () => {
    renders += 1;
    return new Response(init.body ?? `<h1>Sabores Palermo</h1>`, {
      status: init.status ?? 200,
      headers: { "Content-Type": "text/html; charset=utf-8", ...(init.headers as Record<string, string>) },
    });
  };
  return { render, renders: () => renders };
}

describe("anonymous page cache (workers/anonymous-page-cache.ts)", () => {
  it("renders a cookie-less menu page once and serves the same page again", async () => {
    const page = counter();
    const url = "https://sabores.test/menu/pizzeria-palermo/delivery?t=1";
    const first = await withAnonymousPageCache(new Request(url), env, page.render);
    const second = await withAnonymousPageCache(new Request(url), env, page.render);
    expect(await first.text()).toBe("<h1>Sabores Palermo</h1>");
    expect(await second.text()).toBe("<h1>Sabores Palermo</h1>");
    expect(page.renders()).toBe(1);
  });

  it("never shares a diner's page: a cookie in, a Set-Cookie out, a POST or a 404 render every time", async () => {
    const url = "https://sabores.test/menu/pizzeria-palermo/delivery?t=2";
    const withCookie = counter();
    for (let i = 0; i < 2; i++) {
      await withAnonymousPageCache(new Request(url, { headers: { Cookie: "__sabores=abc" } }), env, withCookie.render);
    }
    expect(withCookie.renders()).toBe(2);

    const setsCookie = counter({ headers: { "Set-Cookie": "__sabores=new" } });
    const closedUrl = "https://sabores.test/menu/pizzeria-caballito/delivery";
    const a = await withAnonymousPageCache(new Request(closedUrl), env, setsCookie.render);
    const b = await withAnonymousPageCache(new Request(closedUrl), env, setsCookie.render);
    expect(a.headers.get("Set-Cookie")).toBe("__sabores=new");
    expect(b.headers.get("Set-Cookie")).toBe("__sabores=new");
    expect(setsCookie.renders()).toBe(2);

    const post = counter();
    for (let i = 0; i < 2; i++) await withAnonymousPageCache(new Request(url, { method: "POST" }), env, post.render);
    expect(post.renders()).toBe(2);

    const missing = counter({ status: 404 });
    const nope = "https://sabores.test/menu/no-existe";
    for (let i = 0; i < 2; i++) expect((await withAnonymousPageCache(new Request(nope), env, missing.render)).status).toBe(404);
    expect(missing.renders()).toBe(2);
  });

  it("keeps the menu JSON call's snapshot, but not for a bearer, a cookie or a revalidation, and no other API call", async () => {
    const json = () => {
      let renders = 0;
      const render = async () => {
        renders += 1;
        return new Response('{"data":{"name":"Sabores Palermo"}}', { status: 200, headers: { "Content-Type": "application/json; charset=utf-8", ETag: '"h1"' } });
      };
      return { render, renders: () => renders };
    };
    const url = "https://sabores.test/api/diner/pizzeria-palermo/menu/1111";
    const menu = json();
    const first = await withAnonymousPageCache(new Request(url), env, menu.render);
    const second = await withAnonymousPageCache(new Request(url), env, menu.render);
    expect(await second.text()).toBe('{"data":{"name":"Sabores Palermo"}}');
    expect(second.headers.get("ETag")).toBe('"h1"');
    expect(first.status).toBe(200);
    expect(menu.renders()).toBe(1);

    const unsharedCallers: Record<string, string>[] = [{ Authorization: "Bearer x" }, { Cookie: "__sabores=abc" }, { "If-None-Match": '"h1"' }];
    for (const headers of unsharedCallers) {
      const each = json();
      await withAnonymousPageCache(new Request(url, { headers }), env, each.render);
      await withAnonymousPageCache(new Request(url, { headers }), env, each.render);
      expect(each.renders(), JSON.stringify(headers)).toBe(2);
    }

    const orders = json();
    const ordersUrl = "https://sabores.test/api/orders?offset=0";
    await withAnonymousPageCache(new Request(ordersUrl), env, orders.render);
    await withAnonymousPageCache(new Request(ordersUrl), env, orders.render);
    expect(orders.renders()).toBe(2);
  });

  it("keeps the menu JSON once per encoding: a gzip caller never gets the plain body's entry, nor the reverse", async () => {
    let renders = 0;
    const render = async (request: Request) => {
      renders += 1;
      const gzip = (request.headers.get("Accept-Encoding") ?? "").includes("gzip");
      return new Response(gzip ? "gz-bytes" : '{"hash":"h2"}', {
        status: 200,
        headers: { "Content-Type": "application/json; charset=utf-8", ...(gzip ? { "Content-Encoding": "gzip" } : {}) },
      });
    };
    const url = "https://sabores.test/api/diner/pizzeria-palermo/menu/1112";
    const ask = (headers: Record<string, string>) => {
      const request = new Request(url, { headers });
      return withAnonymousPageCache(request, env, () => render(request));
    };
    const plain = await ask({});
    const gz = await ask({ "Accept-Encoding": "gzip, deflate, br" });
    const plainAgain = await ask({});
    const gzAgain = await ask({ "Accept-Encoding": "gzip" });
    expect(await plain.text()).toBe('{"hash":"h2"}');
    expect(await plainAgain.text()).toBe('{"hash":"h2"}');
    expect(plainAgain.headers.get("Content-Encoding")).toBeNull();
    expect(gz.headers.get("Content-Encoding")).toBe("gzip");
    expect(gzAgain.headers.get("Content-Encoding")).toBe("gzip");
    expect(await gzAgain.text()).toBe("gz-bytes");
    expect(renders).toBe(2);
  });

  it("is off when ISOLATE_CACHE_TTL_MS is 0 and for pages outside /menu/", async () => {
    const off = counter();
    const url = "https://sabores.test/menu/pizzeria-palermo/delivery?t=3";
    for (let i = 0; i < 2; i++) await withAnonymousPageCache(new Request(url), { ISOLATE_CACHE_TTL_MS: "0" } as unknown as Env, off.render);
    expect(off.renders()).toBe(2);
    const api = counter();
    for (let i = 0; i < 2; i++) await withAnonymousPageCache(new Request("https://sabores.test/api/indicators"), env, api.render);
    expect(api.renders()).toBe(2);
  });
});
