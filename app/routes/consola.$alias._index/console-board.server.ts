// The board's loader and action (/consola/{alias}): a page of each column of the location's
// board (app/domain/orders/console-board.ts; '?nuevos=2' and the like page a column), and each
// card's forms: 'Aceptar', 'Demorar', 'Listo', plus the auto-accept setting ('Rechazar' lives on
// the order's page, whose refusal lands back here with '?rechazado={code}'). Without JavaScript
// every form posts here and the page comes back with the result; the loser of a race reads a
// Spanish message (409).
import { data, redirect } from "@remix-run/cloudflare";
import { z } from "zod";
import { now } from "~/data/clock.server";
import { IsolateCache } from "~/data/menus/isolate-cache.server";
import { resolveAliasCached } from "~/data/tenants/tenant-cache.server";
import { boardPage, boardRevision, boardSettings, saveBoardSettings } from "~/data/orders/console-board.server";
import { normalizeOrderCode } from "~/data/orders/order-reader.server";
import {
  BOARD_CLOCK_STEP_MS,
  BOARD_PAGE_SIZE,
  boardClockAt,
  boardOrderOnScreen,
  boardPagesOf,
  clampedBoardPages,
  DELAY_MINUTES,
  MSG_BOARD_BAD_PAGE,
  MSG_BOARD_BAD_REQUEST,
  PREP_MINUTES,
  SCHEDULED_SHOWS_BEFORE_MS,
  startOfLocalDay,
  type BoardColumnCounts,
} from "~/domain/orders/console-board";
import { MSG_SHOP_FORBIDDEN, roleMay } from "~/domain/shop/shop-roles";
import { consoleNav, requireShopAccess } from "~/http/shop-auth.server";
import { blockedCodeAlerts } from "~/services/team/team.server";
import { acceptOrder, delayOrderBy, markOrderReady, type BoardActionResult } from "~/services/console-board/board-actions.server";

const NO_STORE = { "Cache-Control": "private, no-store" };

const offsetsOf = (pages: BoardColumnCounts) => Object.fromEntries(Object.entries(pages).map(([k, p]) => [k, (p - 1) * BOARD_PAGE_SIZE])) as BoardColumnCounts;

/**
 * What the board shows of a location's day, kept per isolate by the revision of its orders (bumped
 * in D1 by every write of them: migrations/0032), the clock step and the columns' pages: the
 * kitchen's screens reloading an unchanged board read one counter, not the day's orders.
 */
const keptBoardDays = IsolateCache.shared("board-days", 200);

async function readBoardDay(
  env: Env,
  scope: { companyId: number; branchContactId: number },
  day: { since: number; scheduledAfter: number },
  asked: BoardColumnCounts
) {
  const [loaded, settings] = await Promise.all([
    boardPage(env, scope, day, offsetsOf(asked), BOARD_PAGE_SIZE),
    boardSettings(env, scope.companyId, scope.branchContactId),
  ]);
  // A page past a column's end (its orders moved on since the link was drawn): its last page.
  let pages = clampedBoardPages(asked, loaded.totals, BOARD_PAGE_SIZE);
  let page = loaded;
  if (Object.entries(pages).some(([k, p]) => p !== asked[k as keyof BoardColumnCounts])) {
    page = await boardPage(env, scope, day, offsetsOf(pages), BOARD_PAGE_SIZE);
    pages = clampedBoardPages(pages, page.totals, BOARD_PAGE_SIZE);
  }
  return { page, pages, settings };
}

export async function consoleBoardLoader(env: Env, request: Request, alias: string) {
  // The location's revision is read beside the session check (both one round trip); it is used
  // only once the person is allowed the board.
  const [access, revision] = await Promise.all([
    requireShopAccess(request, env, { alias, permission: "board", as: "page" }),
    resolveAliasCached(env, alias).then((r) => (r?.type === "branchContact" ? boardRevision(env, r.branchContact.id) : null)),
  ]);
  const { place, person } = access;
  const query = new URL(request.url).searchParams;
  const asked = boardPagesOf(query);
  if (!asked) throw data(MSG_BOARD_BAD_PAGE, { status: 400, headers: NO_STORE });
  const at = now(env).getTime();
  const tz = place.countryInfo.timeZone;
  const scope = { companyId: place.companyId, branchContactId: place.branchContactId };
  // The board as of its clock step, read once per revision of its orders (keptBoardDays).
  const step = boardClockAt(at);
  const day = { since: startOfLocalDay(step, tz), scheduledAfter: step + SCHEDULED_SHOWS_BEFORE_MS };
  const [{ page, pages, settings }, codeAlerts] = await Promise.all([
    keptBoardDays.get(`${scope.companyId}:${scope.branchContactId}:${revision}:${step}:${JSON.stringify(asked)}`, BOARD_CLOCK_STEP_MS, () =>
      readBoardDay(env, scope, day, asked)
    ),
    // The owner is told here when guessing blocked the location's staff code (only a new code lifts it).
    roleMay(person.role, "team") ? blockedCodeAlerts(env, place, place.name) : Promise.resolve([]),
  ]);
  // After 'Rechazar' on the order's page: the board says so on that order's line.
  const refused = normalizeOrderCode(query.get("rechazado") ?? "");
  // The page draws the cards from the orders (app/domain/orders/console-board.ts, in the browser
  // too): the live board lays each room event's order over them instead of reloading the day.
  return data(
    {
      nav: consoleNav(access),
      themeCss: place.themeCss,
      board: { orders: page.orders.map(boardOrderOnScreen), loadedAt: step, totals: page.totals, pages, perPage: BOARD_PAGE_SIZE },
      timeZone: tz,
      money: { currencySymbol: place.countryInfo.currencySymbol, mantissaLength: place.countryInfo.mantissaLength },
      room: `board-${place.branchContactId}`,
      alias: place.alias,
      refused: refused && page.orders.some((o) => o.code === refused) ? refused : null,
      settings: { autoAccept: settings.autoAccept, defaultPrepMinutes: settings.defaultPrepMinutes },
      // Auto-accept is the manager's (and the owner's) to switch, like the store's other controls.
      canChangeSettings: roleMay(person.role, "storeControls"),
      codeAlerts: codeAlerts.map((text) => ({ text, href: `/admin/${place.companyAlias}/equipo` })),
    },
    { headers: NO_STORE }
  );
}

const codeField = z.string().trim().min(1).max(32);
const actionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("accept"),
    code: codeField,
    prepMinutes: z.coerce.number().refine((n) => (PREP_MINUTES as readonly number[]).includes(n)),
    // Sent by the page once its JavaScript runs: 'Imprimir al aceptar' prints in a hidden frame
    // instead of going to the ticket's page. `volver`: the accept came from the order's page.
    printVia: z.enum(["frame"]).optional(),
    volver: z.enum(["pedido"]).optional(),
  }),
  z.object({
    intent: z.literal("delay"),
    code: codeField,
    minutes: z.coerce.number().refine((n) => (DELAY_MINUTES as readonly number[]).includes(n)),
    readyBy: z.coerce.number().int().positive(),
  }),
  z.object({ intent: z.literal("ready"), code: codeField }),
  z.object({
    intent: z.literal("settings"),
    autoAccept: z.enum(["on"]).optional(),
    defaultPrepMinutes: z.coerce.number().refine((n) => (PREP_MINUTES as readonly number[]).includes(n)),
  }),
]);

export type BoardActionData =
  | { ok: true; code: string | null; message: string; /** 'Imprimir al aceptar': the kitchen ticket the page prints in a hidden frame. */ printTicket?: string }
  | { ok: false; code: string | null; error: string };

const MESSAGES = { accept: "Pedido aceptado.", delay: "Nueva hora guardada.", ready: "Pedido listo.", settings: "Aceptación automática guardada." };

export async function consoleBoardAction(env: Env, request: Request, alias: string) {
  const access = await requireShopAccess(request, env, { alias, permission: "board", as: "page" });
  const place = { companyId: access.place.companyId, branchContactId: access.place.branchContactId };
  const form = await request.formData().catch(() => null);
  const raw: Record<string, unknown> = form ? Object.fromEntries(form) : {};
  const parsed = actionSchema.safeParse(raw);
  if (!parsed.success) return data<BoardActionData>({ ok: false, code: null, error: MSG_BOARD_BAD_REQUEST }, { status: 400, headers: NO_STORE });
  const f = parsed.data;
  let result: BoardActionResult;
  if (f.intent === "accept") result = await acceptOrder(env, place, f.code, f.prepMinutes);
  else if (f.intent === "delay") result = await delayOrderBy(env, place, f.code, f.readyBy, f.minutes);
  else if (f.intent === "ready") result = await markOrderReady(env, place, f.code);
  else {
    if (!roleMay(access.person.role, "storeControls")) {
      return data<BoardActionData>({ ok: false, code: null, error: MSG_SHOP_FORBIDDEN }, { status: 403, headers: NO_STORE });
    }
    await saveBoardSettings(
      env,
      place.companyId,
      place.branchContactId,
      { autoAccept: f.autoAccept === "on", defaultPrepMinutes: f.defaultPrepMinutes },
      now(env).getTime()
    );
    result = { ok: true };
  }
  const code = "code" in f ? f.code : null;
  if (!result.ok) return data<BoardActionData>({ ok: false, code, error: result.error }, { status: result.status, headers: NO_STORE });
  if (f.intent === "accept") {
    // 'Imprimir al aceptar': with JavaScript the page prints the kitchen ticket in a hidden frame;
    // without it the accept lands on the ticket's page, whose 'Imprimir' prints it (docs/decisions.md).
    const order = `/consola/${access.place.alias}/pedido/${encodeURIComponent(f.code)}`;
    const { printOnAccept } = await boardSettings(env, place.companyId, place.branchContactId);
    const ticket = `${order}?ticket=cocina`;
    if (printOnAccept && f.printVia === "frame")
      return data<BoardActionData>({ ok: true, code, message: MESSAGES.accept, printTicket: ticket }, { headers: NO_STORE });
    if (printOnAccept) throw redirect(ticket, { headers: NO_STORE });
    if (f.volver === "pedido" && f.printVia !== "frame") throw redirect(order, { headers: NO_STORE });
  }
  return data<BoardActionData>({ ok: true, code, message: MESSAGES[f.intent] }, { headers: NO_STORE });
}
