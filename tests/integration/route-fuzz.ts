// Fuzz of every route (GUIDE "A fuzz of every route is part of npm test"):
// the routes are the files under app/routes, listed by import.meta.glob at build time, so a
// new route (logistics.*, picker.*, api.rider.*, api.picker.*, api.shipments.* …) is fuzzed
// without anyone adding it here. Each route gets the demo's aliases and ids for its params
// (and hostile values), malformed bodies of every kind, wrong methods and bad query values.
// Every answer must be below 500, and a 4xx must say what went wrong in Spanish.
//
// The routes are fuzzed by group, one test file per group (route-fuzz-menu-pages.test.ts …,
// ROUTE_GROUPS below); vitest gives each test file a workerd runtime of its own, and
// `vitest --shard` splits a run by these files. One file of all ~2,950 requests cannot pass:
// @cloudflare/vitest-pool-workers 0.15 wraps the entrypoint's prototype in one more Proxy on
// every SELF.fetch (createProxyPrototypeClass, cloudflare/workers-sdk#15092; fixed upstream
// after 0.15.1, whose successors need wrangler on Node 22, see shared/stack-notes.md), so in
// one runtime each request is slower than the last (≈2 ms after 160 requests, ≈230 ms after
// 1,280) and after ~2,500 every property read of the entrypoint overflows the stack ("Maximum
// call stack size exceeded"). The Worker keeps nothing per request: the same requests through
// `worker.fetch` do not slow down, and with the pool's proxy installed once SELF does not
// either. A group sends at most MAX_REQUESTS_PER_FILE requests (a guard test says when a
// group has grown past it and must be split).
import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";

const BASE = "https://example.com";
// About 20 requests per test, sent together; generous for a loaded machine.
const FUZZ_TIMEOUT_MS = 90_000;

// Keys only: the modules are not loaded here (the Worker under test serves them).
const ROUTE_FILES = Object.keys(import.meta.glob(["/app/routes/*/route.{ts,tsx}", "/app/routes/*.{ts,tsx}"]));

/** The folder (or file) name of a route: `menu.$alias.order.$orderCode`. */
const routeName = (file: string) => file.replace(/^\/app\/routes\//, "").replace(/\/route\.tsx?$/, "").replace(/\.tsx?$/, "");

/** Demo values by param name (shared/demo-tenant.md); anything else gets "1". */
const DEMO_PARAMS: Record<string, string> = {
  alias: "pizzeria-palermo",
  branchContactAlias: "pizzeria-palermo",
  mode: "delivery",
  category: "pizzas",
  plate: "napolitana",
  orderCode: "SABDEM01",
  code: "SABDEM01",
  phone: "+5491155550001",
  customerPhone: "+5491155550001",
  country: "ar",
  partner: "club-demo",
  token: "sbx_00000000000000000000000000000000",
  a: "PLATE",
  role: "rider",
  riderId: "11101",
  // The back office's pages get the demo company, so their forms are fuzzed signed in as its owner.
  companyAlias: "sabores",
  locationId: "111",
};

/**
 * Calls whose spec fixes the error body as an empty object (logistics.md §7 tracking info and
 * GET api/picker/current: "on error an empty object"): their 4xx is checked to be `{}` instead
 * of a message.
 */
const EMPTY_ERROR_BODY = new Set(["api.logisticsorder.tracking.$alias.$orderCode", "api.picker.current"]);

/** Values an attacker would put in a path param. */
const HOSTILE_PARAMS = ["%00", "x".repeat(300), "-1", "9223372036854775808", "%27%22%3Cscript%3E", "..%2F..%2Fetc"];

/** Converts a Remix v2 flat-route name into a URL with `valueOf(param)` for each param. */
function urlOf(name: string, valueOf: (param: string) => string): string {
  const segments: string[] = [];
  // Split on dots outside [] (escapes like manifest[.]webmanifest).
  const parts = name.match(/(?:\[[^\]]*\]|[^.])+/g) ?? [];
  for (const raw of parts) {
    const part = raw.replace(/\[([^\]]*)\]/g, "$1");
    if (part === "_index") continue;
    if (part.startsWith("_")) continue; // pathless layout
    const clean = part.endsWith("_") ? part.slice(0, -1) : part;
    if (clean === "$") segments.push("algo/que/no/existe");
    else if (clean.startsWith("$")) segments.push(encodeURIComponent(valueOf(clean.slice(1))));
    else segments.push(clean.replace(/^\((.*)\)$/, "$1"));
  }
  return `/${segments.join("/")}`;
}

const demoUrl = (name: string) => urlOf(name, (p) => DEMO_PARAMS[p] ?? (/alias/i.test(p) ? "pizzeria-palermo" : "1"));

const BAD_QUERY =
  "?offset=9223372036854775808&page=-1&limit=1e309&pageSize=0&q=" +
  "a".repeat(120) +
  "&fecha=2026-02-30&lat=NaN&lng=Infinity&branchId=abc&branchContactId=-1&orderModeId=1e400&phone=%00&returnTo=%2F%2Fevil.example&volver=javascript%3Aalert(1)&_data=x" +
  // The console board's column pages and its refusal notice.
  "&nuevos=-1&cancelados=1e400&rechazado=%00&rechazar=%00";

const BROKEN_MULTIPART = '--zzz\r\nContent-Disposition: form-data; name="intent"\r\n\r\nsubmit';

/** One request of the fuzz: method, query, content type, body. */
interface Probe {
  label: string;
  method: string;
  query?: string;
  type?: string;
  body?: string;
}

const PROBES: Probe[] = [
  { label: "GET", method: "GET" },
  { label: "GET bad query", method: "GET", query: BAD_QUERY },
  { label: "HEAD", method: "HEAD" },
  { label: "OPTIONS", method: "OPTIONS" },
  { label: "POST broken JSON", method: "POST", type: "application/json", body: '{"items": [' },
  { label: "POST JSON null", method: "POST", type: "application/json", body: "null" },
  { label: "POST JSON array", method: "POST", type: "application/json", body: "[1,2,3]" },
  {
    label: "POST JSON wrong types",
    method: "POST",
    type: "application/json",
    body: JSON.stringify({ items: "x", code: {}, phone: 123, branchContact: [], orderModeId: "1e400", answers: 7, paysWith: 1e308, quantity: -5, lat: "x" }),
  },
  { label: "POST text", method: "POST", type: "text/plain", body: "intent=submit&quantity=1" },
  { label: "POST broken multipart", method: "POST", type: "multipart/form-data; boundary=zzz", body: BROKEN_MULTIPART },
  { label: "POST multipart without boundary", method: "POST", type: "multipart/form-data", body: "x" },
  {
    label: "POST form garbage",
    method: "POST",
    type: "application/x-www-form-urlencoded",
    body: "intent=%ZZ&quantity=-1e309&code=%00&phone=" + "9".repeat(60) + "&points=NaN&lineId=..&answers=[&volver=%2F%2Fevil.example&idempotencyKey=" + "k".repeat(500),
  },
  { label: "POST form intents", method: "POST", type: "application/x-www-form-urlencoded", body: "intent=submit&intent=login&intent=cancel&intent=apply-code" },
  { label: "POST huge", method: "POST", type: "application/json", body: JSON.stringify({ pad: "z".repeat(70 * 1024) }) },
  { label: "POST empty, no type", method: "POST" },
  { label: "PUT JSON", method: "PUT", type: "application/json", body: "{}" },
  { label: "PATCH JSON", method: "PATCH", type: "application/json", body: "{}" },
  { label: "DELETE", method: "DELETE" },
];

/** English defaults of the frameworks: an answer carrying one was not written by us. */
const FRAMEWORK_ENGLISH = /Unexpected Server Error|Method Not Allowed|Not Found|Bad Request|did not provide|Internal Server Error|Unsupported Media Type|Payload Too Large/;

async function checkAnswer(label: string, path: string, res: Response, route: string) {
  const where = `${label} ${path} → ${res.status}`;
  const text = res.status === 204 || label.startsWith("HEAD") ? "" : await res.text();
  expect(res.status, `${where}\n${text.slice(0, 300)}`).toBeLessThan(500);
  if (res.status < 400 || label.startsWith("HEAD")) return;
  const type = res.headers.get("Content-Type") ?? "";
  // What a person reads: not the framework's data inside <script> (e.g. statusText).
  const visible = type.includes("text/html") ? text.replace(/<script\b[\s\S]*?<\/script>/g, "") : text;
  expect(visible, where).not.toMatch(FRAMEWORK_ENGLISH);
  if (path.startsWith("/api/")) {
    expect(type, where).toContain("application/json");
    const body = JSON.parse(text);
    // The entry's own refusals (413, a bad path) still carry the Spanish message.
    if (EMPTY_ERROR_BODY.has(route) && !body?.error) {
      expect(body, where).toEqual({});
      return;
    }
    const message = body?.error?.message ?? body?.message;
    expect(typeof message, `${where} ${text.slice(0, 200)}`).toBe("string");
    expect(message.length, where).toBeGreaterThan(0);
    if (res.status === 405) expect(res.headers.get("Allow"), where).toBeTruthy();
  } else if (type.includes("text/html")) {
    expect(text, where).toContain('<html lang="es"');
  } else {
    expect(text.trim().length, `${where}: an empty error`).toBeGreaterThan(0);
  }
}

async function probe(route: string, path: string, p: Probe, cookie?: string) {
  const headers: Record<string, string> = {};
  if (p.type) headers["Content-Type"] = p.type;
  if (cookie) headers.Cookie = cookie;
  const res = await SELF.fetch(`${BASE}${path}${p.query ?? ""}`, { method: p.method, headers, body: p.body, redirect: "manual" });
  await checkAnswer(p.label, path, res, route);
}

/**
 * The groups of routes, one test file each (`route-fuzz-{slug}.test.ts`), by what the routes
 * serve. A route belongs to the first group whose pattern matches its name; the last two
 * catch everything else, so a new route is fuzzed without anyone adding it here.
 */
export const ROUTE_GROUPS = [
  { slug: "staff-pages", name: "the rider and picker pages", pattern: /^(logistics|picker)\./ },
  // Fuzzed signed in as the owner (route-fuzz-back-office-pages.test.ts, route-fuzz-console-pages.test.ts): a
  // stranger only meets the sign-in redirect. With or without a trailing '_' (a route that leaves its parent's layout).
  { slug: "back-office-pages", name: "the owner's back office pages", pattern: /^admin_?(\.|$)/ },
  { slug: "console-pages", name: "the shop's console and sign-up pages", pattern: /^(consola|alta)_?(\.|$)/ },
  { slug: "staff-api", name: "the rider, picker and shipment API", pattern: /^api\.(\$role|whoami|picker|shipments|shipmentstacks|stacking|logisticsorder)(\.|_|$)/ },
  {
    slug: "orders-api",
    name: "the order, payment, survey and diner account API",
    pattern: /^api\.(order|orders|paymenturl|callback|survey|abandoned|recovery|sign-in|orderingcustomer|loyalty-reward|codediscounts|diner\.(customer|order|log)|diner\.\$alias_\.order|branch\.\$branchId\.loyalty-points)(\.|$)/,
  },
  {
    slug: "menu-api",
    name: "the menu, discount and order-mode API",
    pattern: /^api\.(diner\.\$branchContactAlias\.menu|diner\.menu|diner\.\$branchId\.discounts|ordermode|ordermodes|entityindicators|indicators|menucustomization|external-benefits)(\.|$)/,
  },
  { slug: "places-api", name: "the company, branch, location and guide API (and any other /api/ route)", pattern: /^api\./ },
  { slug: "menu-pages", name: "the menu, cart, checkout and account pages", pattern: /^menu\./ },
  { slug: "public-pages", name: "the pages outside a menu", pattern: /^/ },
] as const;

export type RouteGroup = (typeof ROUTE_GROUPS)[number]["slug"];

/** Requests one runtime takes before the pool's proxy chain makes them slow (see the top). */
const MAX_REQUESTS_PER_FILE = 700;
const HOSTILE_PROBES = [PROBES[0], PROBES[4], PROBES[11]];

const groupOf = (name: string): RouteGroup => ROUTE_GROUPS.find((g) => g.pattern.test(name))!.slug;

/** The route files of one group, in sorted order. */
export function routesOfGroup(group: RouteGroup): string[] {
  return [...ROUTE_FILES].sort().filter((file) => groupOf(routeName(file)) === group);
}

/** How many requests the fuzz of a group sends. */
const requestsOfGroup = (group: RouteGroup) =>
  routesOfGroup(group).reduce((n, file) => n + PROBES.length + (routeName(file).includes("$") ? HOSTILE_PARAMS.length * HOSTILE_PROBES.length : 0), 0);

// The group files, listed like the routes: a group without its file would leave routes unfuzzed.
const GROUP_FILES = Object.keys(import.meta.glob("./route-fuzz-*.test.ts"));

/** The tests of one group: the guards, then each of its routes with every probe and hostile params. */
export function fuzzRouteGroup(group: RouteGroup, opts: { signIn?: () => Promise<string> } = {}) {
  const { name: groupName } = ROUTE_GROUPS.find((g) => g.slug === group)!;
  describe(`route fuzz of ${groupName}`, () => {
    let cookie: string | undefined;
    beforeAll(async () => {
      if (opts.signIn) cookie = await opts.signIn();
    });
    it("finds the routes and every group's file (a guard against a fuzz that cannot fail)", () => {
      expect(ROUTE_FILES.length).toBeGreaterThan(50);
      expect(ROUTE_FILES.map(routeName)).toContain("api.order");
      expect(routesOfGroup(group).length).toBeGreaterThan(0);
      expect(GROUP_FILES.map((f) => f.replace(/^.*\//, "")).sort()).toEqual(ROUTE_GROUPS.map((g) => `route-fuzz-${g.slug}.test.ts`).sort());
      expect(requestsOfGroup(group), `${group}: more requests than one runtime takes; split the group`).toBeLessThanOrEqual(MAX_REQUESTS_PER_FILE);
      expect(demoUrl("menu.$alias.manifest[.]webmanifest")).toBe("/menu/pizzeria-palermo/manifest.webmanifest");
      expect(demoUrl("api.diner.$alias_.order.$code")).toBe("/api/diner/pizzeria-palermo/order/SABDEM01");
      expect(demoUrl("menu.$alias.$mode._index")).toBe("/menu/pizzeria-palermo/delivery");
    });

    for (const file of routesOfGroup(group)) {
      const name = routeName(file);
      it(`${name}: malformed bodies, wrong methods and bad query values answer a Spanish 4xx, never 5xx`, async () => {
        const path = demoUrl(name);
        await Promise.all(PROBES.map((p) => probe(name, path, p, cookie)));
      }, FUZZ_TIMEOUT_MS);

      if (name.includes("$")) {
        it(`${name}: hostile path params answer a Spanish 4xx, never 5xx`, async () => {
          const paths = HOSTILE_PARAMS.map((value) => urlOf(name, () => value).replace(/%25/g, "%"));
          await Promise.all(paths.flatMap((path) => HOSTILE_PROBES.map((p) => probe(name, path, p, cookie))));
        }, FUZZ_TIMEOUT_MS);
      }
    }
  });
}

/**
 * `/parties/{kind}/{name}`: partyserver would route it to any Durable Object binding by its
 * kebab-cased name. Only the order and tracking rooms answer (workers/public-parties.ts);
 * every binding of wrangler.toml and a made-up kind get the probes, never a 5xx, always the
 * common security headers, and a 404 for the rooms that are not public.
 */
export function fuzzParties() {
  const kinds = ["order-room", "tracking-room", "rate-limiter", "no-existe"];
  const demoName: Record<string, string> = { "order-room": "order-SABDEM01", "tracking-room": `tracking-${"a".repeat(32)}` };
  describe("route fuzz of /parties/{kind}/{name}", () => {
    for (const kind of kinds) {
      it(`${kind}: probes and hostile names answer a Spanish 4xx (404 unless public), never 5xx`, async () => {
        const check = async (path: string, p: Probe) => {
          const headers: Record<string, string> = {};
          if (p.type) headers["Content-Type"] = p.type;
          const res = await SELF.fetch(`${BASE}${path}${p.query ?? ""}`, { method: p.method, headers, body: p.body, redirect: "manual" });
          expect(res.headers.get("X-Content-Type-Options"), `${p.label} ${path}`).toBe("nosniff");
          if (!kind.endsWith("-room")) expect(res.status, `${p.label} ${path}`).toBe(404);
          await checkAnswer(p.label, path, res, `parties.${kind}`);
        };
        const path = `/parties/${kind}/${demoName[kind] ?? "x"}`;
        await Promise.all(PROBES.map((p) => check(path, p)));
        await Promise.all(HOSTILE_PARAMS.flatMap((value) => HOSTILE_PROBES.map((p) => check(`/parties/${kind}/${value}`, p))));
      }, FUZZ_TIMEOUT_MS);
    }
  });
}
