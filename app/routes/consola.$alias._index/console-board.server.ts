// The board's loader and action (/consola/{alias}): the location's orders of the day grouped in
// columns (app/domain/orders/console-board.ts), and each card's forms: 'Aceptar', 'Rechazar',
// 'Demorar', 'Listo', plus the auto-accept setting. Without JavaScript every form posts here and
// the page comes back with the result; the loser of a race reads a Spanish message (409).
import { data, redirect } from "@remix-run/cloudflare";
import { z } from "zod";
import { now } from "~/data/clock.server";
import { boardOrders, boardSettings, saveBoardSettings } from "~/data/orders/console-board.server";
import { boardOrderOnScreen, boardView, CLOSED_LINES_SHOWN, closedHidden, DELAY_MINUTES, MSG_BOARD_BAD_REQUEST, PREP_MINUTES, refusalText, startOfLocalDay } from "~/domain/orders/console-board";
import { MSG_SHOP_FORBIDDEN, roleMay } from "~/domain/shop/shop-roles";
import { consoleNav, requireShopAccess } from "~/http/shop-auth.server";
import { blockedCodeAlerts } from "~/services/team/team.server";
import { acceptOrder, delayOrderBy, markOrderReady, refuseOrder, type BoardActionResult } from "~/services/console-board/board-actions.server";

const NO_STORE = { "Cache-Control": "private, no-store" };

export async function consoleBoardLoader(env: Env, request: Request, alias: string) {
  const access = await requireShopAccess(request, env, { alias, permission: "board", as: "page" });
  const { place, person } = access;
  const at = now(env).getTime();
  const tz = place.countryInfo.timeZone;
  const [{ orders, closedCount }, settings, codeAlerts] = await Promise.all([
    boardOrders(env, place.companyId, place.branchContactId, startOfLocalDay(at, tz), CLOSED_LINES_SHOWN),
    boardSettings(env, place.companyId, place.branchContactId),
    // The owner is told here when guessing blocked the location's staff code (only a new code lifts it).
    roleMay(person.role, "team") ? blockedCodeAlerts(env, place, place.name) : Promise.resolve([]),
  ]);
  // The page draws the cards from the orders (app/domain/orders/console-board.ts, in the browser
  // too): the live board lays each room event's order over them instead of reloading the day.
  return data(
    {
      nav: consoleNav(access),
      themeCss: place.themeCss,
      orders: orders.map(boardOrderOnScreen),
      // Finished and cancelled orders of the day left out (only the latest CLOSED_LINES_SHOWN of each travel).
      hiddenClosed: closedHidden(orders, closedCount),
      newCount: boardView(orders, at, tz, place.countryInfo).newCount,
      timeZone: tz,
      money: { currencySymbol: place.countryInfo.currencySymbol, mantissaLength: place.countryInfo.mantissaLength },
      now: at,
      room: `board-${place.branchContactId}`,
      alias: place.alias,
      settings,
      // Auto-accept is the manager's (and the owner's) to switch, like the store's other controls.
      canChangeSettings: roleMay(person.role, "storeControls"),
      codeAlerts: codeAlerts.map((text) => ({ text, href: `/admin/${place.companyAlias}/equipo` })),
      prepMinutes: PREP_MINUTES,
      delayMinutes: DELAY_MINUTES,
    },
    { headers: NO_STORE },
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
    intent: z.literal("refuse"),
    code: codeField,
    reason: z.string().max(40),
    otherReason: z.string().max(1000).optional().default(""),
    soldOut: z.array(z.coerce.number().int().positive().max(2 ** 31)).max(100).default([]),
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

const MESSAGES = { accept: "Pedido aceptado.", refuse: "Pedido rechazado.", delay: "Nueva hora guardada.", ready: "Pedido listo.", settings: "Aceptación automática guardada." };

export async function consoleBoardAction(env: Env, request: Request, alias: string) {
  const access = await requireShopAccess(request, env, { alias, permission: "board", as: "page" });
  const place = { companyId: access.place.companyId, branchContactId: access.place.branchContactId };
  const form = await request.formData().catch(() => null);
  const raw: Record<string, unknown> = form ? Object.fromEntries(form) : {};
  if (form) raw.soldOut = form.getAll("soldOut");
  const parsed = actionSchema.safeParse(raw);
  if (!parsed.success) return data<BoardActionData>({ ok: false, code: null, error: MSG_BOARD_BAD_REQUEST }, { status: 400, headers: NO_STORE });
  const f = parsed.data;
  let result: BoardActionResult;
  if (f.intent === "accept") result = await acceptOrder(env, place, f.code, f.prepMinutes);
  else if (f.intent === "refuse") {
    const reason = refusalText(f.reason, f.otherReason);
    if (!reason.ok) return data<BoardActionData>({ ok: false, code: f.code, error: reason.error }, { status: 400, headers: NO_STORE });
    // 'Sin stock' sells the chosen plates out at the location; 'Cerramos por hoy' also closes it until tomorrow.
    const effects = { soldOutPlateIds: f.reason === "Sin stock" ? f.soldOut : [], closeForToday: f.reason === "Cerramos por hoy" };
    result = await refuseOrder(env, access.place, f.code, reason.text, effects);
  } else if (f.intent === "delay") result = await delayOrderBy(env, place, f.code, f.readyBy, f.minutes);
  else if (f.intent === "ready") result = await markOrderReady(env, place, f.code);
  else {
    if (!roleMay(access.person.role, "storeControls")) {
      return data<BoardActionData>({ ok: false, code: null, error: MSG_SHOP_FORBIDDEN }, { status: 403, headers: NO_STORE });
    }
    await saveBoardSettings(env, place.companyId, place.branchContactId, { autoAccept: f.autoAccept === "on", defaultPrepMinutes: f.defaultPrepMinutes }, now(env).getTime());
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
    if (printOnAccept && f.printVia === "frame") return data<BoardActionData>({ ok: true, code, message: MESSAGES.accept, printTicket: ticket }, { headers: NO_STORE });
    if (printOnAccept) throw redirect(ticket, { headers: NO_STORE });
    if (f.volver === "pedido" && f.printVia !== "frame") throw redirect(order, { headers: NO_STORE });
  }
  return data<BoardActionData>({ ok: true, code, message: MESSAGES[f.intent] }, { headers: NO_STORE });
}
