// The shop's console under load (bench/README.md "Console board"):
//
// - fan-out: Diego signs in to /consola (phone, the code the sandbox provider stored in D1, the real
//   forms); BOARDS sockets open on Palermo's board room with his session cookie and `?alias=`, the
//   way the board page's socket is authorised on upgrade (workers/board-access.ts). Each socket
//   behaves like the board page (app/ui/console/use-live-board.ts): an event carrying its order
//   puts that card on the board at once; an event without it reloads the board's data (the route's
//   single-fetch `.data`, what `useRevalidator` asks; one load at a time per board, a newer event
//   waiting for the one in flight), and the card is there once a load's answer carries its code.
//   Meanwhile orders arrive through POST /api/order (the checkout's service, bench/orders.mjs) at
//   RATE per second for SECONDS seconds, open loop. Per order and board: submit answer → room event,
//   and submit answer → card (the event holding the order, or the first board load holding the code).
// - the board page of a busy day: orders topped up through the same API until Palermo's board
//   holds BUSY_DAY orders of the day (counted in the page), then the menu page and that board page
//   (with Diego's cookie) are loaded alike; the board's p99 is compared with the menu page's.
import WebSocket from "ws";
import { wrangler } from "./d1-local.mjs";
import { assertLocal } from "./load.mjs";
import { orderBody, orderSpec } from "./orders.mjs";
import { cartCookie, sandboxCode } from "./session-flows.mjs";

const PALERMO_ROOM = "board-111"; // Sabores Palermo's branch contact (app/data/demo/demo-tenant.ts)
const ALIAS = "pizzeria-palermo";
const DIEGO = "1140000200"; // demo-tenant.md: Diego Luna, manager of Palermo and Belgrano
export const BOARDS = 50;
export const RATE = 10;
export const SECONDS = 20;
export const BUSY_DAY = 300;
export const CONSOLE_TARGETS = { cardP99Ms: 1000, boardPageP99OverMenu: 2 };

const now = () => performance.timeOrigin + performance.now();
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return Number(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))].toFixed(1));
}

/** Every `name=value` the answer sets, merged into the jar's cookie header. */
function keepCookies(jar, res) {
  for (const line of res.headers.getSetCookie?.() ?? []) {
    const [pair] = line.split(";");
    const name = pair.split("=")[0];
    jar.set(name, pair);
  }
  return [...jar.values()].join("; ");
}

/** A shop person's console session cookie (Diego's unless another phone is given), through /consola's two forms. */
export async function consoleCookie(base, state, phone = DIEGO) {
  const jar = new Map();
  const post = async (fields) => {
    const res = await fetch(`${base}/consola?index`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: base, cookie: [...jar.values()].join("; ") },
      body: new URLSearchParams(fields),
      signal: AbortSignal.timeout(20_000),
    });
    await res.arrayBuffer();
    keepCookies(jar, res);
    return res.status;
  };
  const asked = await post({ intent: "phone", phone, country: "ar" });
  const code = sandboxCode(state, phone);
  if (!code) throw new Error(`console sign-in: no code sent to ${phone} (asked: ${asked})`);
  const entered = await post({ intent: "code", phone, country: "ar", code });
  if (entered !== 302) throw new Error(`console sign-in: the code answered ${entered}`);
  return [...jar.values()].join("; ");
}

/**
 * The board page: the orders of the day it counts (the sum of its columns' counts: a column shows
 * a page of them), the cards it draws (each carries `data-order-code`) and its size.
 */
async function boardCount(base, cookie) {
  const res = await fetch(`${base}/consola/${ALIAS}`, { headers: { cookie }, signal: AbortSignal.timeout(30_000) });
  const html = await res.text();
  const orders = [...html.matchAll(/class="board-column__count">(\d+)</g)].reduce((n, m) => n + Number(m[1]), 0);
  return { status: res.status, orders, cards: (html.match(/data-order-code=/g) ?? []).length, bytes: html.length };
}

/** One order through POST /api/order; resolves to its code and when the answer came. */
async function submit(base, spec, n) {
  const { key, body } = orderBody(spec, n);
  const sent = now();
  try {
    const res = await fetch(base + spec.path, { method: "POST", headers: { "content-type": "application/json", "Idempotency-Key": key }, body, signal: AbortSignal.timeout(20_000) });
    const text = await res.text();
    const answered = now();
    const code = res.status === 200 ? JSON.parse(text)?.data?.code : null;
    return { code, status: res.status, sent, answered };
  } catch (e) {
    return { code: null, status: `error: ${e.cause?.code ?? e.message}`, sent, answered: now() };
  }
}

/** A board: its socket, and its data reloads (one at a time; an event during a load asks for one more). */
function openBoard(base, cookie, onEvent, onData) {
  const url = `${base.replace(/^http/, "ws")}/parties/board-room/${PALERMO_ROOM}?alias=${ALIAS}`;
  const dataUrl = `${base}/consola/${ALIAS}.data`;
  const board = { loads: 0, failedLoads: 0, inFlight: false, again: false, socket: null };
  const reload = async () => {
    if (board.inFlight) return void (board.again = true);
    board.inFlight = true;
    try {
      const res = await fetch(dataUrl, { headers: { cookie }, signal: AbortSignal.timeout(30_000) });
      const text = await res.text();
      board.loads++;
      if (res.ok) onData(board, text, now());
      else board.failedLoads++;
    } catch {
      board.failedLoads++;
    }
    board.inFlight = false;
    if (board.again) {
      board.again = false;
      void reload();
    }
  };
  return new Promise((resolve) => {
    const ws = new WebSocket(url, { headers: { cookie, origin: base } });
    board.socket = ws;
    ws.on("message", (data) => {
      const at = now();
      let m;
      try {
        m = JSON.parse(String(data));
      } catch {
        return;
      }
      onEvent(board, m, at);
      // Like the page: an event carrying its order redraws that card at once; one without it reloads.
      if (m.order?.code) onData(board, m.order.code, at);
      else void reload();
    });
    ws.once("open", () => resolve(board));
    ws.once("unexpected-response", (_req, res) => ((board.refused = res.statusCode), resolve(board)));
    ws.once("error", (e) => ((board.error = e.message), resolve(board)));
  });
}

export async function benchConsoleBoards({ base, state, root, deliveryModeId }) {
  const target = { name: "console: 50 boards", path: `/parties/board-room/${PALERMO_ROOM}`, boards: BOARDS, rate: RATE, seconds: SECONDS };
  const boards = [];
  try {
    assertLocal(base);
    const cookie = await consoleCookie(base, state);
    const spec = orderSpec(root, deliveryModeId);
    // Per order code: when its submit answered, and per board when its event and its card came.
    const answeredAt = new Map();
    const eventAt = new Map();
    const cardAt = new Map();
    // Per board: the codes submitted or announced whose card it has not shown yet.
    const pending = new Map();
    const pendingOf = (board) => pending.get(board) ?? pending.set(board, new Set()).get(board);
    function onEvent(board, m, at) {
      if (m.type !== "new" || !m.code) return;
      let per = eventAt.get(m.code);
      if (!per) eventAt.set(m.code, (per = new Map()));
      if (!per.has(board)) per.set(board, at);
      pendingOf(board).add(m.code);
    }
    function onData(board, text, at) {
      const waiting = pendingOf(board);
      for (const code of [...waiting]) {
        if (!text.includes(code)) continue;
        waiting.delete(code);
        let per = cardAt.get(code);
        if (!per) cardAt.set(code, (per = new Map()));
        per.set(board, at);
      }
    }
    for (let b = 0; b < BOARDS; b += 10) boards.push(...(await Promise.all(Array.from({ length: Math.min(10, BOARDS - b) }, () => openBoard(base, cookie, onEvent, onData)))));
    target.opened = boards.filter((b) => b.socket.readyState === WebSocket.OPEN).length;
    // The same socket without the console session is refused on the upgrade.
    const stranger = await openBoard(base, "", () => {}, () => {});
    target.withoutSession = stranger.refused ?? (stranger.socket.readyState === WebSocket.OPEN ? "open" : stranger.error);
    stranger.socket.terminate();
    if (target.opened === 0) throw new Error(`no board socket opened (${boards[0]?.refused ?? boards[0]?.error ?? "?"})`);
    console.log(`› console       ${target.opened}/${BOARDS} boards open on ${PALERMO_ROOM}; ${RATE} orders/s for ${SECONDS} s`);

    // Every open board watches every submitted code (an event may come before the submit's answer).
    const submits = [];
    const started = now();
    for (let n = 0; n < RATE * SECONDS; n++) {
      const due = started + (n * 1000) / RATE;
      const wait = due - now();
      if (wait > 0) await sleep(wait);
      submits.push(
        submit(base, spec, n).then((r) => {
          if (r.code) {
            answeredAt.set(r.code, r.answered);
            for (const board of boards) if (board.socket.readyState === WebSocket.OPEN && !cardAt.get(r.code)?.has(board)) pendingOf(board).add(r.code);
          }
          return r;
        }),
      );
    }
    const results = await Promise.all(submits);
    // Until every board shows every card, at most 15 s more.
    const until = now() + 15_000;
    while (now() < until && [...pending.values()].some((p) => p.size > 0)) await sleep(250);

    const events = [];
    const cards = [];
    for (const [code, answered] of answeredAt) {
      for (const at of eventAt.get(code)?.values() ?? []) events.push(at - answered);
      for (const at of cardAt.get(code)?.values() ?? []) cards.push(at - answered);
    }
    events.sort((a, b) => a - b);
    cards.sort((a, b) => a - b);
    const ok = results.filter((r) => r.code).length;
    Object.assign(target, {
      orders: results.length,
      ordersOk: ok,
      non200: results.filter((r) => r.status !== 200).length,
      firstRefusals: results.filter((r) => r.status !== 200).slice(0, 3).map((r) => r.status),
      submitP99: percentile(results.map((r) => r.answered - r.sent).sort((a, b) => a - b), 99),
      events: events.length,
      cards: cards.length,
      expected: ok * target.opened,
      eventP50: percentile(events, 50),
      eventP99: percentile(events, 99),
      cardP50: percentile(cards, 50),
      cardP99: percentile(cards, 99),
      cardMax: cards.length ? Number(cards.at(-1).toFixed(1)) : null,
      boardLoads: boards.reduce((s, b) => s + b.loads, 0),
      failedBoardLoads: boards.reduce((s, b) => s + b.failedLoads, 0),
      seconds: Number(((now() - started) / 1000).toFixed(1)),
    });
    console.log(
      `  ${ok}/${results.length} orders; ${target.cards}/${target.expected} cards on the boards; submit answer → event p50 ${target.eventP50} / p99 ${target.eventP99} ms; ` +
        `→ card p50 ${target.cardP50} / p99 ${target.cardP99} ms (max ${target.cardMax}); ${target.boardLoads} board loads (${target.failedBoardLoads} failed)`,
    );
  } catch (e) {
    target.error = e.message;
    console.error(`  ✖ console boards: ${e.message}`);
  } finally {
    for (const b of boards) b.socket?.terminate();
  }
  return target;
}

/**
 * The board page of a busy day against the menu page, loaded alike (`load`: run.mjs's row runner,
 * which gives each row a fresh runtime). Orders are topped up through the API until the board holds
 * BUSY_DAY, all new (every card with its forms: the worst case); then, in the bench's D1, all but
 * OPEN_AT_NIGHT of them are marked delivered (an evening's board: mostly 'Finalizados hoy').
 */
export const OPEN_AT_NIGHT = 20;
export async function benchConsoleBoardPage({ base, state, root, logFile, deliveryModeId, load }) {
  const target = { name: "console: board page vs menu page", path: `/consola/${ALIAS}`, orders: BUSY_DAY };
  try {
    const cookie = await consoleCookie(base, state);
    const spec = orderSpec(root, deliveryModeId);
    let count = await boardCount(base, cookie);
    for (let n = 0; count.orders < BUSY_DAY && n < BUSY_DAY * 2; n++) {
      const missing = BUSY_DAY - count.orders;
      await Promise.all(Array.from({ length: Math.min(missing, 10) }, (_, k) => submit(base, spec, 10_000 + n * 10 + k)));
      count = await boardCount(base, cookie);
    }
    if (count.status !== 200 || count.orders < BUSY_DAY) throw new Error(`the board counts ${count.orders} orders (status ${count.status})`);
    const menu = await load({ name: "console: menu page (compared)", path: `/menu/${ALIAS}/delivery` });
    target.menuP99 = menu.load?.p99 ?? null;
    // Reported beside the target: the menu page of a diner with a cart, rendered per request like
    // the board (the page above is an anonymous visitor's, served from the page cache).
    const cart = await cartCookie(base, { alias: ALIAS, mode: "delivery", platePath: "postres/flan-con-dulce-de-leche" });
    const menuCart = await load({ name: "console: menu page with a cart (reported)", path: `/menu/${ALIAS}/delivery`, cookie: cart });
    target.menuCartP99 = menuCart.load?.p99 ?? null;
    const rows = {};
    const measure = async (key, label) => {
      // Loaded first: the row's fresh runtime reconnects to D1 after the write of another process.
      const row = await load({ name: `console: board page (${BUSY_DAY} orders, ${label})`, path: target.path, cookie, expect: "data-order-code" });
      const shown = await boardCount(base, cookie);
      rows[key] = { orders: shown.orders, cards: shown.cards, htmlKB: Math.round(shown.bytes / 1024), p50: row.load?.p50 ?? null, p99: row.load?.p99 ?? null, rps: row.load?.rps ?? null, non2xx: row.load?.non2xx ?? null, verification: row.load?.verification ?? null };
      rows[key].p99OverMenu = target.menuP99 && rows[key].p99 != null ? Number((rows[key].p99 / target.menuP99).toFixed(2)) : null;
      rows[key].p99OverMenuCart = target.menuCartP99 && rows[key].p99 != null ? Number((rows[key].p99 / target.menuCartP99).toFixed(2)) : null;
      console.log(`  board page, ${shown.orders} orders, ${shown.cards} cards (${label}, ${rows[key].htmlKB} KB): p99 ${rows[key].p99} ms vs menu page p99 ${target.menuP99} ms → ${rows[key].p99OverMenu} × (the menu page with a cart: ${rows[key].p99OverMenuCart} ×)`);
    };
    await measure("allNew", "all new");
    wrangler(root, state, logFile, [
      "--command",
      `UPDATE orders SET status = 'DELIVERED' WHERE branch_contact_id = 111 AND status = 'GENERATED' AND id NOT IN (SELECT id FROM orders WHERE branch_contact_id = 111 AND status = 'GENERATED' ORDER BY id DESC LIMIT ${OPEN_AT_NIGHT});`,
    ]);
    await measure("evening", `${OPEN_AT_NIGHT} open, the rest delivered`);
    target.rows = rows;
  } catch (e) {
    target.error = e.message;
    console.error(`  ✖ console board page: ${e.message}`);
  }
  return target;
}

export function consoleChecks(targets) {
  const fan = targets.find((t) => t.name === "console: 50 boards");
  const page = targets.find((t) => t.name === "console: board page vs menu page");
  const fanName = `console: ${BOARDS} boards, ${RATE} orders/s, submit answer → card on every board p99 < ${CONSOLE_TARGETS.cardP99Ms} ms`;
  const pageName = `console: board page with ${BUSY_DAY} orders p99 ≤ ${CONSOLE_TARGETS.boardPageP99OverMenu} × menu page p99`;
  const list = [];
  if (!fan || fan.error || fan.cardP99 == null) list.push({ name: fanName, value: "n/a", result: "FAIL", note: fan?.error ?? "no result" });
  else {
    const all = fan.opened === BOARDS && fan.cards === fan.expected && fan.non200 === 0 && fan.withoutSession !== "open";
    list.push({
      name: fanName,
      value: `card p99 ${fan.cardP99} ms (event p99 ${fan.eventP99} ms), ${fan.cards}/${fan.expected} cards`,
      result: all && fan.cardP99 < CONSOLE_TARGETS.cardP99Ms ? "PASS" : "FAIL",
      note: all ? null : `${fan.opened} boards open, ${fan.non200} orders refused, a socket without a session: ${fan.withoutSession}`,
    });
  }
  if (!page || page.error || !page.rows) list.push({ name: pageName, value: "n/a", result: "FAIL", note: page?.error ?? "no result" });
  else {
    for (const [key, label] of [["allNew", "all new"], ["evening", `${OPEN_AT_NIGHT} open, the rest delivered`]]) {
      const r = page.rows[key];
      const v = r?.verification;
      const right = r && r.non2xx === 0 && (!v || v.ok === v.sampled);
      list.push({
        name: `${pageName} (${label})`,
        value: r
          ? `${r.p99} ms vs ${page.menuP99} ms = ${r.p99OverMenu} × (${r.cards} cards, ${r.htmlKB} KB; ${r.p99OverMenuCart ?? "n/a"} × the menu page with a cart)`
          : "n/a",
        result: right && r.p99OverMenu != null && r.p99OverMenu <= CONSOLE_TARGETS.boardPageP99OverMenu ? "PASS" : "FAIL",
        note: right ? null : "non-2xx, or sampled answers without cards",
      });
    }
  }
  return list;
}
