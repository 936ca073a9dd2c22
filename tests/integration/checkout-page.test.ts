// Checkout page 'Confirmación del pedido' (storefront.md §2 Checkout page, §5
// Checkout submit) through the real Worker: labels, §5 messages with the values
// kept, a tampered price refused, and a cash delivery order at Palermo.
// The clock is pinned (FIXED_NOW 2026-11-18 15:00 -03:00, a Wednesday).
import { SELF, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { BASE, withStatementsRun } from "./api-helpers";
import { sessionIdOf } from "./session-helpers";
import { DEMO_IDS } from "~/data/demo/demo-tenant";

const PALERMO = "pizzeria-palermo";
const IN_ZONE = { fullAddress: "Gurruchaga 1500, Palermo, CABA", lat: -34.5893, lng: -58.4262 };

async function send(path: string, init: RequestInit & { cookie?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.cookie) headers.set("Cookie", init.cookie);
  return SELF.fetch(`${BASE}${path}`, { ...init, headers, redirect: "manual" });
}

/** The session cookie ('__sabores=…') from a response, or the previous one. */
function cookieOf(res: Response, previous = ""): string {
  const set = res.headers.get("Set-Cookie");
  return set ? set.split(";")[0] : previous;
}

/** Adds plates to a new session's cart through the plate page's own form. */
async function cartWith(alias: string, mode: string, plates: [string, number][]): Promise<string> {
  let cookie = "";
  for (const [path, quantity] of plates) {
    const res = await send(`/menu/${alias}/${mode}/${path}`, {
      method: "POST",
      body: new URLSearchParams({ quantity: String(quantity), volver: "modal" }),
      cookie,
    });
    expect(res.status, path).toBe(200);
    cookie = cookieOf(res, cookie);
  }
  return cookie;
}

/** The KV session behind the cookie (what the address page and the login would store). */
async function patchSession(cookie: string, patch: Record<string, unknown>) {
  const signed = decodeURIComponent(cookie.split("=")[1]);
  // The cookie names a session version `{id}.{version}`, stored under `{id}:{version}`.
  const id = String(JSON.parse(decodeURIComponent(escape(atob(signed.slice(0, signed.lastIndexOf(".")))))) ).replace(".", ":");
  const data = ((await env.SESSIONS.get(id, "json")) ?? {}) as Record<string, unknown>;
  await env.SESSIONS.put(id, JSON.stringify({ ...data, ...patch }));
}

/**
 * Runs `fn` and returns what it wrote to the diner sessions (SESSIONS keys `{id}` or `{id}:{version}`):
 * the Worker's KV binding shares its prototype with the test's, in the same isolate.
 */
async function withSessionWrites<T>(fn: () => Promise<T>): Promise<{ value: T; writes: Record<string, any>[] }> {
  const proto = Object.getPrototypeOf(env.SESSIONS);
  const put = proto.put;
  const writes: Record<string, any>[] = [];
  proto.put = function (this: unknown, key: string, value: unknown, ...rest: unknown[]) {
    if (/^[0-9a-f]{16,64}(:\d+)?$/.test(key) && typeof value === "string") writes.push(JSON.parse(value));
    return put.call(this, key, value, ...rest);
  };
  try {
    return { value: await fn(), writes };
  } finally {
    proto.put = put;
  }
}

const validDelivery = {
  phoneCountry: "ar",
  phone: "11 5555-0002",
  name: "Juan",
  lastName: "Pérez",
  email: "",
  document: "",
  betweenStreets: "Soler y Cabrera",
  addressDetails: "Piso 3 B",
  scheduled: "0",
  paysWith: "20000",
};

async function post(cookie: string, fields: Record<string, string>) {
  const page = await send(`/menu/${PALERMO}/checkout`, { cookie });
  const html = await page.text();
  const key = /name="idempotencyKey" value="([^"]+)"/.exec(html)?.[1] ?? "";
  const res = await send(`/menu/${PALERMO}/checkout`, {
    method: "POST",
    body: new URLSearchParams({ intent: "submit", idempotencyKey: key, ...fields }),
    cookie: cookieOf(page, cookie),
  });
  return { res, key, cookie: cookieOf(res, cookieOf(page, cookie)) };
}

describe("checkout page renders", () => {
  it("an empty cart goes back to the cart page", async () => {
    const res = await send(`/menu/${PALERMO}/checkout`);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`/menu/${PALERMO}/preview`);
  });

  it("delivery at Palermo: every section, label and tooltip", async () => {
    const cookie = await cartWith(PALERMO, "delivery", [["pizzas/napolitana", 1]]);
    const res = await send(`/menu/${PALERMO}/checkout`, { cookie });
    expect(res.status).toBe(200);
    const html = await res.text();
    for (const label of [
      "Confirmación del pedido", "Local", "Sabores Palermo", "Av. Santa Fe 3253", "Ver horarios",
      "Tipo de pedido", "En el momento", "Programado", "Selecciona el día y hora para la entrega de tu pedido.",
      "Mis datos", "Teléfono", "Nombre", "Apellido", "Email", "Documento",
      "Dirección de entrega", "Ingresar dirección", "Entrecalles", "Aclaraciones",
      "Mi pago", "Efectivo", "Tarjeta online", "Código de descuento", "Aplicar",
      "Napolitana", "Recargo por embalaje", "Configurado por el local.", "Tasa de Servicio",
      "Costo de procesamiento de la órden.", "$ 300", "Total", "Confirmar", 'name="idempotencyKey"',
    ]) expect(html, label).toContain(label);
    for (const country of ["Argentina", "Uruguay", "Chile", "Colombia", "Perú", "Brasil", "Venezuela", "Paraguay", "México", "Ecuador", "Bolivia", "Estados Unidos"]) {
      expect(html).toContain(`${country} (+`);
    }
    expect(html).not.toContain("Mesa</");
  });

  it("with a known address: the fee, the free-delivery hint, and 'Gratis' struck through above $ 30.000", async () => {
    const cookie = await cartWith(PALERMO, "delivery", [["pizzas/napolitana", 1]]);
    await patchSession(cookie, { location: IN_ZONE });
    const html = await (await send(`/menu/${PALERMO}/checkout`, { cookie })).text();
    expect(html).toContain("Gurruchaga 1500");
    expect(html).toContain("Cambiar");
    // Napolitana $ 13.000 −20% = $ 10.400; cash (first payment) fee $ 2.000 + $ 250 + $ 300.
    expect(html).toContain("Suma $ 19.600 en productos para tener envío gratis");
    expect(html).toContain("$ 12.950");

    const big = await cartWith(PALERMO, "delivery", [["pizzas/napolitana", 3]]);
    await patchSession(big, { location: IN_ZONE });
    const free = await (await send(`/menu/${PALERMO}/checkout`, { cookie: big })).text();
    expect(free).toMatch(/<s class="price--old">\$ 2\.000<\/s>Gratis/);
  });

  it("take-away: '(Bonificada)', pick-up subtitle, card on pick-up, no address", async () => {
    const cookie = await cartWith(PALERMO, "take-away", [["pizzas/napolitana", 1]]);
    const html = await (await send(`/menu/${PALERMO}/checkout`, { cookie })).text();
    for (const label of ["(Bonificada)", "Selecciona el día y hora para el retiro de tu pedido.", "Tarjeta al retirar", "Tipo de pedido"]) {
      expect(html, label).toContain(label);
    }
    expect(html).not.toContain("Dirección de entrega");
    expect(html).not.toContain("Apellido");
  });

  it("Caballito (only scheduled orders): 'Programa tu pedido' with no toggle", async () => {
    const cookie = await cartWith("pizzeria-caballito", "take-away", [["pizzas/napolitana", 1]]);
    const html = await (await send(`/menu/pizzeria-caballito/checkout`, { cookie })).text();
    expect(html).toContain("Programa tu pedido");
    expect(html).not.toContain("En el momento");
    expect(html).toContain('name="day"');
    expect(html).toContain('name="time"');
  });
});

describe("bad input: the §5 message, the values kept, nothing lost", () => {
  async function deliveryCart(withAddress = true) {
    const cookie = await cartWith(PALERMO, "delivery", [["pizzas/napolitana", 1]]);
    if (withAddress) await patchSession(cookie, { location: IN_ZONE });
    return cookie;
  }

  it.each([
    ["cash below the total", { paysWith: "1000" }, "El monto con el cual abonará no puede ser menor al precio del pedido.", 'value="1000"'],
    ["an email of 100+ characters", { email: `${"a".repeat(95)}@mail.com` }, "Ingrese un email valido", `${"a".repeat(95)}@mail.com`],
    ["a document of 6 characters", { document: "123456" }, "Ingrese un documento valido", 'value="123456"'],
    ["a document of 12 characters", { document: "123456789012" }, "Ingrese un documento valido", 'value="123456789012"'],
    ["a scheduled time outside the slots", { scheduled: "1", day: "2026-11-18", time: "03:00" }, "Seleccione un horario de programación del pedido", 'value="Pérez"'],
  ])("%s", async (_, fields, message, kept) => {
    const cookie = await deliveryCart();
    const { res } = await post(cookie, { ...validDelivery, ...fields });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain(message);
    expect(html).toContain(kept);
    expect(html).toContain('value="Juan"');
    expect(html).toContain("Napolitana"); // the cart is intact
  });

  it("missing address for delivery", async () => {
    const cookie = await deliveryCart(false);
    const { res } = await post(cookie, validDelivery);
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Debe ingresar dirección para poder realizar el pedido.");
    expect(html).toContain('value="Soler y Cabrera"');
  });

  it("a tampered price field is refused", async () => {
    const cookie = await deliveryCart();
    const { res } = await post(cookie, { ...validDelivery, total: "1" });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("El precio lo calcula el local: no se puede enviar en el pedido");
    expect(html).toContain('value="Juan"');
    expect(html).toContain("$ 12.950"); // the server's total, untouched
  });

  it("the values survive a reload (kept in the session)", async () => {
    const cookie = await deliveryCart();
    const { cookie: after } = await post(cookie, { ...validDelivery, paysWith: "1000" });
    const html = await (await send(`/menu/${PALERMO}/checkout`, { cookie: after })).text();
    expect(html).toContain('value="Juan"');
    expect(html).toContain('value="Soler y Cabrera"');
  });
});

describe("discount code and points", () => {
  it("applies BIENVENIDA and removes it; an unknown code gets the §8 message", async () => {
    const cookie = await cartWith(PALERMO, "delivery", [["pizzas/napolitana", 1]]);
    await patchSession(cookie, { location: IN_ZONE });
    const page = await send(`/menu/${PALERMO}/checkout`, { cookie });
    const c = cookieOf(page, cookie);
    const apply = (code: string, intent = "apply-code") =>
      send(`/menu/${PALERMO}/checkout`, { method: "POST", cookie: c, body: new URLSearchParams({ ...validDelivery, intent, code }) });
    const bad = await apply("NOEXISTE");
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("No se encontró ningún descuento con el código ingresado.");
    const ok = await apply("bienvenida");
    const html = await ok.text();
    expect(ok.status).toBe(200);
    expect(html).toContain("Código BIENVENIDA");
    expect(html).toContain("-$ 1.040");
    expect(html).toContain("Tope de descuento: $ 3.000");
    const removed = await (await apply("", "remove-code")).text();
    expect(removed).not.toContain("Código BIENVENIDA");
  });

  it("'Mis Puntos' for a logged-in customer: default proposal and redemption", async () => {
    const cookie = await cartWith(PALERMO, "delivery", [["pizzas/napolitana", 2]]);
    await patchSession(cookie, { location: IN_ZONE, customerPhone: "+5491155550001" });
    const page = await send(`/menu/${PALERMO}/checkout`, { cookie });
    const html = await page.text();
    expect(html).toContain("Mis Puntos");
    expect(html).toContain("3.200");
    const low = await send(`/menu/${PALERMO}/checkout`, {
      method: "POST",
      cookie: cookieOf(page, cookie),
      body: new URLSearchParams({ ...validDelivery, phone: "11 5555-0001", intent: "redeem-points", points: "100" }),
    });
    expect(low.status).toBe(400);
    expect(await low.text()).toContain("El mínimo de Puntos canjeable es: 500");
    const ok = await send(`/menu/${PALERMO}/checkout`, {
      method: "POST",
      cookie: cookieOf(page, cookie),
      body: new URLSearchParams({ ...validDelivery, phone: "11 5555-0001", intent: "redeem-points", points: "1000" }),
    });
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain("Canje de Puntos");
  });
});

describe("submit", () => {
  it("a valid cash delivery at Palermo creates one order, and a replay returns it", async () => {
    const cookie = await cartWith(PALERMO, "delivery", [["pizzas/napolitana", 1]]);
    await patchSession(cookie, { location: IN_ZONE });
    const { res, key, cookie: after } = await post(cookie, validDelivery);
    expect(res.status).toBe(302);
    const location = res.headers.get("Location") ?? "";
    // Palermo has no orders console: the flag makes the follow-up open WhatsApp once (§4).
    expect(location).toMatch(new RegExp(`^/menu/${PALERMO}/order/[A-Za-z0-9]+\\?handoff=1$`));

    // Double post of the same attempt: the first order, no second one.
    const replay = await send(`/menu/${PALERMO}/checkout`, {
      method: "POST",
      cookie: after,
      body: new URLSearchParams({ ...validDelivery, intent: "submit", idempotencyKey: key }),
    });
    expect(replay.status).toBe(302);
    expect(replay.headers.get("Location")).toBe(location);
    // The cart is emptied once the order exists.
    const back = await send(`/menu/${PALERMO}/checkout`, { cookie: after });
    expect(back.status).toBe(302);
    expect(back.headers.get("Location")).toBe(`/menu/${PALERMO}/preview`);
  });

  it("two round trips to D1 for the order: the key's first order with the diner's rows in one batch (the pricing configuration beside it), then the write", async () => {
    const cookie = await cartWith(PALERMO, "delivery", [["pizzas/napolitana", 1]]);
    await patchSession(cookie, { location: IN_ZONE });
    const page = await send(`/menu/${PALERMO}/checkout`, { cookie });
    const key = (await page.text()).match(/name="idempotencyKey" value="([^"]+)"/)?.[1] ?? "";
    // Every batch the Worker sends while the submit runs, as the SQL of its statements.
    const proto = Object.getPrototypeOf(env.DB);
    const batch = proto.batch;
    const batches: string[][] = [];
    proto.batch = function (this: unknown, statements: { statement: string }[]) {
      batches.push(statements.map((st) => st.statement));
      return batch.call(this, statements);
    };
    let res: Response;
    try {
      res = await send(`/menu/${PALERMO}/checkout`, {
        method: "POST",
        cookie: cookieOf(page, cookie),
        body: new URLSearchParams({ ...validDelivery, phone: "11 5555-0632", intent: "submit", idempotencyKey: key }),
      });
    } finally {
      proto.batch = batch;
    }
    expect(res.status).toBe(302);
    const touchingOrders = batches.filter((b) => b.some((q) => q.includes('"orders"')));
    expect(touchingOrders).toHaveLength(2);
    const [read, write] = touchingOrders;
    // The location's fees, surcharges, discounts, zones and programme: a batch of their own, sent
    // at the same time, when the isolate does not keep them (the tests' ISOLATE_CACHE_TTL_MS is 0).
    const config = batches.filter((b) => b.some((q) => q.includes('from "order_mode_fees"')));
    expect(config).toHaveLength(1);
    expect(config[0].some((q) => q.includes('"orders"'))).toBe(false);
    expect(read.some((q) => q.includes('"idempotency_key"'))).toBe(true);
    // Palermo takes deliveries without a rider on shift: no shift is read.
    expect(read.some((q) => q.includes("requires_rider_on_shift"))).toBe(false);
    expect(read.some((q) => q.includes('from "customers"'))).toBe(true);
    expect(write.some((q) => /^insert into "orders"/i.test(q))).toBe(true);
  });

  it("one pricing pass: a submit reads each pricing input once (the page's read is the order's)", async () => {
    const cookie = await cartWith(PALERMO, "delivery", [["pizzas/napolitana", 1]]);
    await patchSession(cookie, { location: IN_ZONE });
    const page = await send(`/menu/${PALERMO}/checkout`, { cookie });
    const html = await page.text();
    const key = html.match(/name="idempotencyKey" value="([^"]+)"/)?.[1] ?? "";
    // Every SQL statement the Worker runs while the submit runs.
    const { value: res, reads } = await withStatementsRun(() =>
      send(`/menu/${PALERMO}/checkout`, {
        method: "POST",
        cookie: cookieOf(page, cookie),
        body: new URLSearchParams({ ...validDelivery, phone: "11 5555-0631", intent: "submit", idempotencyKey: key }),
      }),
    );
    expect(res.status).toBe(302);
    for (const table of ["order_mode_fees", "general_surcharges", "general_discounts", "delivery_zones", "loyalty_programs"]) {
      expect(reads(table), table).toBe(1);
    }
  });

  it("one session commit per request: the submit that places the order writes the diner's session once", async () => {
    const cookie = await cartWith(PALERMO, "delivery", [["pizzas/napolitana", 1]]);
    await patchSession(cookie, { location: IN_ZONE });
    const page = await send(`/menu/${PALERMO}/checkout`, { cookie });
    const key = (await page.text()).match(/name="idempotencyKey" value="([^"]+)"/)?.[1] ?? "";
    const res = await withSessionWrites(() =>
      send(`/menu/${PALERMO}/checkout`, {
        method: "POST",
        cookie: cookieOf(page, cookie),
        body: new URLSearchParams({ ...validDelivery, phone: "11 5555-0632", intent: "submit", idempotencyKey: key }),
      }),
    );
    expect(res.value.status).toBe(302);
    expect(res.value.headers.get("Location")).toMatch(new RegExp(`^/menu/${PALERMO}/order/`));
    // The order emptied the cart and remembered its code ('PEDIDO EN CURSO'): both in that one write.
    expect(res.writes).toHaveLength(1);
    expect(res.writes[0].cart?.lines ?? []).toEqual([]);
    const code = res.value.headers.get("Location")!.split("?")[0].split("/").pop()!;
    expect(res.writes[0].orderCodes).toEqual([code]);
    // The order keeps the session that placed it: the id the cookie names.
    const placed = await env.DB.prepare("SELECT placed_session_id FROM orders WHERE code = ?").bind(code).first<{ placed_session_id: string }>();
    expect(placed?.placed_session_id).toBe(sessionIdOf(cookie));
  });

  /** A cash delivery of a Napolitana at Palermo, as POST /api/order takes it. */
  const napolitanaOrder = (phone: string, details?: string) => ({
    branchContact: PALERMO,
    orderModeId: DEMO_IDS.orderModes.palermoDelivery,
    items: [{ referenceId: DEMO_IDS.plates.napolitana, quantity: 1, extras: [], notes: "" }],
    phone,
    customerName: "Juan Pérez",
    paymentType: DEMO_IDS.orderModes.palermoDelivery * 10 + 1,
    destination: { ...IN_ZONE, street: "Gurruchaga", number: "1500", city: "CABA", locality: "Palermo", ...(details ? { details } : {}) },
    paysWith: 20000,
  });

  it("one session commit per request: POST /api/order with the diner's session writes it once", async () => {
    const cookie = await cartWith(PALERMO, "delivery", [["pizzas/napolitana", 1]]);
    const order = napolitanaOrder("+5491155550633");
    const res = await withSessionWrites(() =>
      send("/api/order", {
        method: "POST",
        cookie,
        headers: { "Content-Type": "application/json", "Idempotency-Key": "one-commit-api-order" },
        body: JSON.stringify(order),
      }),
    );
    expect(res.value.status, await res.value.clone().text()).toBe(200);
    expect(res.writes).toHaveLength(1);
    expect(res.writes[0].cart?.lines ?? []).toEqual([]);
  });

  it("POST /api/order without a session writes no session record: the cookie names the id the order keeps", async () => {
    const order = napolitanaOrder("+5491155550634", "Depto 9A");
    const res = await withSessionWrites(() =>
      send("/api/order", { method: "POST", headers: { "Content-Type": "application/json", "Idempotency-Key": "no-session-api-order" }, body: JSON.stringify(order) }),
    );
    expect(res.value.status).toBe(200);
    expect(res.writes).toEqual([]);
    const cookie = cookieOf(res.value);
    expect(cookie).toMatch(/^__sabores=/);
    const { code } = ((await res.value.json()) as { data: { code: string } }).data;
    // That cookie is the session that placed the order: its follow-up shows the apartment.
    const page = await send(`/menu/${PALERMO}/order/${code}`, { cookie });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Depto 9A");
    const stranger = await send(`/menu/${PALERMO}/order/${code}`);
    expect(await stranger.text()).not.toContain("Depto 9A");
  });
});
