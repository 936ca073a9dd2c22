// The live board (JavaScript only): Diego's board at Palermo, notifications allowed, hears its
// location's room. A new order shows its card within 2 s of the submit's answer, with a count in
// the tab title, a notification and a sound; when the socket drops while another order arrives,
// the board shows that order once it is back (it catches up on reconnect). The page's
// `new Notification(…)`, oscillator starts and media play() calls are recorded by an init script,
// which also holds the page's sockets so the test can drop them. A change made by another person
// (Valeria on her own board) moves the card on Diego's board by itself: no reload, no data request.
import type { APIRequestContext, Page } from "@playwright/test";
import { awaitRemixOnNavigation, expect, test } from "./fixtures";
import { PALERMO_BOARD_NEWEST, SHOP_PEOPLE, boardCard, boardColumn, consoleSignIn } from "./console-helpers";

test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the live board needs JavaScript; without it 'Actualizar' (console-board.spec.ts)");

interface Recorded {
  notifications: { title: string; body: string }[];
  sounds: number;
  sockets: WebSocket[];
  /** While true, a new socket goes to a closed port: the network is down. */
  down: boolean;
}

/** Records notifications, sounds and the page's sockets (so a test can drop them). */
function record() {
  const w = window as unknown as { __recorded: Recorded };
  w.__recorded = { notifications: [], sounds: 0, sockets: [], down: false };
  const RealNotification = window.Notification;
  if (RealNotification) {
    const Recording = function (title: string, options?: NotificationOptions) {
      w.__recorded.notifications.push({ title, body: options?.body ?? "" });
      try {
        return new RealNotification(title, options);
      } catch {
        return {};
      }
    } as unknown as typeof Notification;
    Object.defineProperty(Recording, "permission", { get: () => RealNotification.permission });
    Object.defineProperty(Recording, "requestPermission", { value: RealNotification.requestPermission.bind(RealNotification) });
    window.Notification = Recording;
  }
  const start = OscillatorNode.prototype.start;
  OscillatorNode.prototype.start = function (...args: Parameters<OscillatorNode["start"]>) {
    w.__recorded.sounds++;
    return start.apply(this, args);
  };
  const play = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function () {
    w.__recorded.sounds++;
    return play.call(this);
  };
  const RealSocket = window.WebSocket;
  window.WebSocket = class extends RealSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(w.__recorded.down ? "ws://127.0.0.1:9/" : url, protocols);
      w.__recorded.sockets.push(this);
    }
  };
}

const recorded = (page: Page) =>
  page.evaluate(() => {
    const r = (window as unknown as { __recorded: Recorded }).__recorded;
    return { notifications: r.notifications, sounds: r.sounds };
  });

/** A take-away order at Palermo through the order API (storefront.md §7 POST /api/order); its code. */
async function placeOrder(request: APIRequestContext, phone: string, name: string): Promise<string> {
  const res = await request.post("/api/order", {
    headers: { "Idempotency-Key": `console-live-${phone}-${Date.now()}` },
    data: {
      branchContact: "pizzeria-palermo",
      orderModeId: 1112,
      items: [{ referenceId: 11001, quantity: 1, sizeId: 11502, extras: [], notes: "" }],
      phone,
      customerName: name,
      paymentType: 11121,
      paysWith: 20000,
    },
  });
  const body = await res.text();
  expect(res.status(), body).toBe(200);
  return (JSON.parse(body) as { data: { code: string } }).data.code;
}

/** The count of 'Nuevos' in the tab title: '(3) Pedidos · Sabores Palermo' → 3, no badge → 0. */
async function titleBadge(page: Page): Promise<number> {
  const title = await page.title();
  expect(title).toMatch(/^(\(\d+\) )?Pedidos · Sabores Palermo$/);
  return Number(/^\((\d+)\)/.exec(title)?.[1] ?? 0);
}

test("a new order rings, notifies and badges the tab within 2 s; an order placed while the socket is down shows after reconnecting", async ({ page, context }) => {
  await context.grantPermissions(["notifications"]);
  await context.addInitScript(record);
  await consoleSignIn(page, SHOP_PEOPLE.diego, PALERMO_BOARD_NEWEST);
  await expect(page.getByText("En vivo: los pedidos nuevos aparecen solos.")).toBeVisible();
  // Notifications are allowed already: the board does not ask.
  await expect(page.getByRole("button", { name: "Activar avisos" })).toHaveCount(0);
  const badge = await titleBadge(page);
  const before = await recorded(page);

  const first = await placeOrder(page.request, "+5491155560241", "Paula Live");
  await expect(boardColumn(page, "Nuevos").getByRole("article", { name: `#${first}` })).toBeVisible({ timeout: 2_000 });
  await expect(page).toHaveTitle(`(${badge + 1}) Pedidos · Sabores Palermo`);
  const after = await recorded(page);
  expect(after.notifications.slice(before.notifications.length)).toContainEqual({ title: "Nuevo pedido · Sabores Palermo", body: `Pedido #${first}` });
  expect(after.sounds).toBeGreaterThan(before.sounds);

  // The connection drops: the open socket is closed, and every new one fails (to a closed
  // port) until the network is back.
  // A network drop reaches the page as a close event: dispatched here, then the socket is closed.
  const dropped = await page.evaluate(() => {
    const r = (window as unknown as { __recorded: Recorded }).__recorded;
    r.down = true;
    const open = r.sockets.filter((s) => s.readyState === WebSocket.OPEN);
    for (const s of open) {
      s.dispatchEvent(new CloseEvent("close", { code: 1006, wasClean: false }));
      s.close();
    }
    return open.length;
  });
  expect(dropped, "the board's open socket").toBe(1);
  await expect(page.getByText("Conectando…")).toBeVisible();
  const missed = await placeOrder(page.request, "+5491155560242", "Rocío Live");
  await page.waitForTimeout(1_500);
  await expect(boardCard(page, missed)).toHaveCount(0);

  await page.evaluate(() => void ((window as unknown as { __recorded: Recorded }).__recorded.down = false));
  await expect(page.getByText("En vivo: los pedidos nuevos aparecen solos.")).toBeVisible({ timeout: 15_000 });
  await expect(boardColumn(page, "Nuevos").getByRole("article", { name: `#${missed}` })).toBeVisible();
  await expect(page).toHaveTitle(`(${badge + 2}) Pedidos · Sabores Palermo`);
});

test("Valeria accepts an order and marks it 'Listo' on her board: Diego's board moves the card by itself, without reloading", async ({ page, browser, baseURL }) => {
  const code = await placeOrder(page.request, "+5491155560243", "Tomás Vivo");
  // Diego here; Valeria in a browser of her own.
  await consoleSignIn(page, SHOP_PEOPLE.diego, PALERMO_BOARD_NEWEST);
  const valeriaContext = await browser.newContext({ baseURL, javaScriptEnabled: true, viewport: { width: 1280, height: 800 } });
  try {
    const valeria = awaitRemixOnNavigation(await valeriaContext.newPage(), true);
    await consoleSignIn(valeria, SHOP_PEOPLE.valeria, PALERMO_BOARD_NEWEST);
    for (const board of [page, valeria]) {
      await expect(board.getByText("En vivo: los pedidos nuevos aparecen solos.")).toBeVisible();
      await expect(boardColumn(board, "Nuevos").getByRole("article", { name: `#${code}` })).toBeVisible();
    }
    // A reload would lose this mark; the board's data requests are counted.
    await page.evaluate(() => void ((window as unknown as { __sameBoard?: boolean }).__sameBoard = true));
    const dataRequests: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).pathname.endsWith(".data")) dataRequests.push(r.url());
    });
    const diegosCard = boardCard(page, code);

    await boardCard(valeria, code).getByRole("form", { name: `Aceptar el pedido ${code}` }).getByRole("button", { name: "20 min" }).click();
    await expect(boardCard(valeria, code).getByRole("status")).toHaveText("Pedido aceptado.");
    await expect(boardColumn(page, "En preparación").getByRole("article", { name: `#${code}` })).toBeVisible({ timeout: 2_000 });
    await expect(diegosCard.getByText("Listo 12:50", { exact: true })).toBeVisible();
    await expect(boardColumn(page, "Nuevos").getByRole("article", { name: `#${code}` })).toHaveCount(0);

    await boardCard(valeria, code).getByRole("button", { name: "Listo", exact: true }).click();
    await expect(boardCard(valeria, code).getByRole("status")).toHaveText("Pedido listo.");
    await expect(boardColumn(page, "Listos").getByRole("article", { name: `#${code}` })).toBeVisible({ timeout: 2_000 });
    await expect(diegosCard.getByRole("button", { name: "Listo", exact: true })).toHaveCount(0);

    expect(await page.evaluate(() => (window as unknown as { __sameBoard?: boolean }).__sameBoard), "the page was not reloaded").toBe(true);
    expect(dataRequests, "the card moved with the room's event, not a reload of the board's data").toEqual([]);
  } finally {
    await valeriaContext.close();
  }
});
