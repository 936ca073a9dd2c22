// The picker app and the shift pages (logistics.md §2 Shift page / Picker list / Picker
// detail, §4 Diner order statuses and Shift, §5, §7, §8, §9): the no-JavaScript path
// (cookie + forms + redirects), the JSON calls with a bearer token, the race of two
// pickers, the forced redirect, the first-order-only rule, tenant isolation, and the
// follow-up fields the picker fills.
import { SELF, env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { DEMO_IDS } from "~/data/demo/demo-tenant";
import { endShift as endStaffShift } from "~/data/staff/staff.server";
import { deviceCookieHeader, shiftCookieHeader } from "~/http/staff-auth.server";
import { BASE } from "./api-helpers";
import { palermoDelivery, postOrder } from "./orders-helpers";
import { cookieOf, send } from "./session-helpers";
import { knownDevice, phoneCodeSentTo } from "./shipments-helpers";

const I = DEMO_IDS;
const PALERMO = I.branchContacts.palermo;
const SHIFT = "/picker/pizzeria-palermo/picker";
const LIST = "/picker/pizzeria-palermo/pickerApp/list";
const detail = (code: string) => `/picker/pizzeria-palermo/pickerApp/${code}`;

let keyNo = 0;
/** Muzzarella Grande ×2 + Empanada de carne ×1 at Palermo: items 2 × 11.500 + 1 empanada. */
async function placeOrder(over: Record<string, unknown> = {}): Promise<{ code: string; id: number; itemsTotal: number; total: number }> {
  const body = palermoDelivery({
    items: [
      { referenceId: I.plates.muzzarella, quantity: 2, sizeId: I.sizes.muzzarellaGrande, extras: [], notes: "" },
      { referenceId: I.plates.empanadaCarne, quantity: 1, extras: [], notes: "" },
    ],
    paysWith: 50000,
    ...over,
  });
  const r = await postOrder(body, `picker-${++keyNo}-${Math.random()}`);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  const row = await env.DB.prepare("SELECT id, code, items_total, total FROM orders WHERE code = ?").bind(r.body.data.code).first<any>();
  return { code: row.code, id: row.id, itemsTotal: row.items_total, total: row.total };
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields);
const post = (path: string, fields: Record<string, string>, cookie = "") => send(path, { method: "POST", body: form(fields), cookie, headers: { "Content-Type": "application/x-www-form-urlencoded" } });
async function html(path: string, cookie = "") {
  const res = await send(path, { cookie });
  return { status: res.status, text: await res.text(), res };
}

/** Starts a picker shift through the pages (no JavaScript) on the picker's known device: phone intake → log in → the list. */
async function pickerCookie(phone: string, name: string): Promise<string> {
  const who = await SELF.fetch(`${BASE}/api/picker/bc/phone?branchContactId=${PALERMO}&phone=${encodeURIComponent(phone)}`).then((r) => r.json() as any);
  const device = (await deviceCookieHeader(env, new Request(BASE), await knownDevice(who.id))).split(";")[0]!;
  const intake = await post(`${SHIFT}/phoneIntake`, { phone });
  expect(intake.status).toBe(302);
  const login = intake.headers.get("Location")!;
  expect(login).toMatch(/\/picker\/pizzeria-palermo\/picker\/logIn\?phone=%2B549/);
  const page = await html(login);
  expect(page.text).toContain(`Hola, ${name}`);
  const res = await post(login, { phone: new URL(login, BASE).searchParams.get("phone")!, securityCode: "7391" }, device);
  expect(res.status).toBe(302);
  expect(res.headers.get("Location")).toBe(LIST);
  const cookie = cookieOf(res);
  expect(res.headers.get("Set-Cookie")).toMatch(/HttpOnly/i);
  return cookie;
}

async function endShift(phone: string) {
  const who = await SELF.fetch(`${BASE}/api/picker/bc/phone?branchContactId=${PALERMO}&phone=${encodeURIComponent(phone)}`).then((r) => r.json() as any);
  // Ending someone's shift takes their own session: the test ends it in storage.
  if (who.active) await endStaffShift(env, { companyId: 1, branchContactId: PALERMO }, who.id, Date.now());
}

// Each test starts with no order waiting and every picker off shift.
beforeEach(async () => {
  await env.DB.prepare("UPDATE orders SET status = 'CANCELED' WHERE status IN ('GENERATED', 'ACCEPTED', 'PENDING_PAYMENT')").run();
  await endShift("1170000001");
  await endShift("1170000002");
});

describe("shift pages", () => {
  it("titles, fields and buttons of each variant", async () => {
    const intake = await html(`${SHIFT}/phoneIntake`);
    expect(intake.status).toBe(200);
    expect(intake.text).toContain("Preparadores");
    expect(intake.text).toContain("Ingresa con tu teléfono");
    expect(intake.text).toContain("Siguiente");
    const rider = await html("/logistics/pizzeria-palermo/rider/phoneIntake");
    expect(rider.text).toContain("Repartidores");
    const register = await html(`${SHIFT}/register?phone=1170000055`);
    for (const t of ["Ingresa con tu teléfono", "Confirma tu teléfono", "Nombre y apellido", "Código de seguridad", "Iniciar turno"]) expect(register.text).toContain(t);
    const success = await html(`${SHIFT}/success`);
    expect(success.text).toContain("Turno finalizado con éxito");
    expect(success.text).not.toContain('type="submit"');
    expect((await html(`${SHIFT}/otraCosa`)).status).toBe(404);
    expect((await html("/picker/pizzeria/picker/phoneIntake")).status).toBe(404); // a branch alias is not a location
  });

  it("routing by the person's state: unknown → register, off shift → logIn, on shift → logOut on their own browser", async () => {
    const unknown = await post(`${SHIFT}/phoneIntake`, { phone: "11 7000-0088" });
    expect(unknown.headers.get("Location")).toBe(`${SHIFT}/register?phone=%2B5491170000088`);
    const known = await post(`${SHIFT}/phoneIntake`, { phone: "+54 9 11 7000-0002" });
    expect(known.headers.get("Location")).toBe(`${SHIFT}/logIn?phone=%2B5491170000002`);
    const sofia = await pickerCookie("1170000002", "Sofía Díaz");
    const onShift = await post(`${SHIFT}/phoneIntake`, { phone: "1170000002" }, sofia);
    expect(onShift.headers.get("Location")).toBe(`${SHIFT}/logOut?phone=%2B5491170000002`);
    // The log in page of someone on shift follows the state too.
    expect((await send(`${SHIFT}/logIn?phone=%2B5491170000002`, { cookie: sofia })).headers.get("Location")).toBe(`${SHIFT}/logOut?phone=%2B5491170000002`);
    const logout = await html(`${SHIFT}/logOut?phone=%2B5491170000002`, sofia);
    expect(logout.text).toContain("Hola, Sofía Díaz");
    expect(logout.text).toContain("Finalizar turno");
    // Another browser cannot end her shift: it is offered a log in of its own.
    expect((await post(`${SHIFT}/phoneIntake`, { phone: "1170000002" })).headers.get("Location")).toBe(`${SHIFT}/logIn?phone=%2B5491170000002`);
    expect((await send(`${SHIFT}/logOut?phone=%2B5491170000002`)).headers.get("Location")).toBe(`${SHIFT}/logIn?phone=%2B5491170000002`);
  });

  it("validation messages, to the letter", async () => {
    const cases: [Record<string, string>, string][] = [
      [{ phone: "1170000060", phoneConfirmation: "1170000061", name: "Ana", securityCode: "7391" }, "Los números de teléfono no coinciden"],
      [{ phone: "12", phoneConfirmation: "12", name: "Ana", securityCode: "7391" }, "El número de teléfono es invalido"],
      [{ phone: "1170000060", phoneConfirmation: "1170000060", name: "", securityCode: "7391" }, "Debe completar todos los campos para continuar"],
      [{ phone: "1170000060", phoneConfirmation: "1170000060", name: "Ana", securityCode: "0000" }, "El código de seguridad es erróneo"],
    ];
    for (const [fields, message] of cases) {
      const res = await post(`${SHIFT}/register`, fields);
      expect(res.status, message).toBe(400);
      const text = await res.text();
      expect(text).toContain(message);
      if (fields.name) expect(text).toContain(`value="${fields.name}"`); // the form keeps what was typed
    }
    const intake = await post(`${SHIFT}/phoneIntake`, { phone: "abc" });
    expect(intake.status).toBe(400);
    expect(await intake.text()).toContain("El número de teléfono es invalido");
  });

  it("register starts a shift; log out ends it (success page), the cookie is cleared and the old one refused", async () => {
    // A new device: after the security code, the code sent to her phone.
    const first = await post(`${SHIFT}/register`, { phone: "1170000066", phoneConfirmation: "+54 9 11 7000-0066", name: "Pepa Luna", securityCode: "7391" });
    expect(first.status).toBe(200);
    const pending = first.headers.getSetCookie().find((c) => c.startsWith("__sabores_staff_pending="))!.split(";")[0]!;
    const res = await post(`${SHIFT}/register`, { intent: "phoneCode", phoneCode: await phoneCodeSentTo("+5491170000066") }, pending);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(LIST);
    const cookie = cookieOf(res);
    expect((await html(LIST, cookie)).text).toContain("Hola, Pepa Luna");
    const out = await post(`${SHIFT}/logOut?phone=%2B5491170000066`, { phone: "+5491170000066", securityCode: "7391" }, cookie);
    expect(out.status).toBe(302);
    expect(out.headers.get("Location")).toBe(`${SHIFT}/success`);
    expect(out.headers.get("Set-Cookie")).toMatch(/Max-Age=0/i);
    const refused = await send(LIST, { cookie });
    expect(refused.status).toBe(302);
    expect(refused.headers.get("Location")).toBe("/404?message=Acceso%20denegado%20o%20link%20expirado");
    const page = await html("/404?message=Acceso%20denegado%20o%20link%20expirado");
    expect(page.status).toBe(404);
    expect(page.text).toContain("Acceso denegado o link expirado");
  });

  it("five wrong codes on the page lock the phone on that device with a Spanish message (429)", async () => {
    const statuses: number[] = [];
    let last = "";
    for (let i = 0; i < 6; i++) {
      // One device (X-Test-Client): the lock is the guesser's, per client and phone.
      const res = await send(`${SHIFT}/logIn?phone=%2B5491170000002`, { method: "POST", body: form({ phone: "+5491170000002", securityCode: `900${i}` }), headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Test-Client": "one-device" } });
      statuses.push(res.status);
      last = await res.text();
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429, 429]);
    expect(last).toContain("Demasiados códigos erróneos para este teléfono. Podrás volver a intentarlo en 15 minutos.");
    await env.DB.prepare("DELETE FROM attempt_locks").run();
  });

  it("no header menu and no closed banner on logistics and picker pages, even at a closed location", async () => {
    for (const path of ["/picker/pizzeria-caballito/picker/phoneIntake", "/logistics/pizzeria-caballito/rider/phoneIntake", `${SHIFT}/phoneIntake`]) {
      const page = await html(path);
      expect(page.status, path).toBe(200);
      expect(page.text).not.toContain("Abrir menú de cuenta");
      expect(page.text).not.toContain('class="closed-banner"');
      expect(page.text).not.toContain("closed-modal");
      expect(page.text).not.toContain("Cerrado");
    }
  });
});

describe("picker app without JavaScript", () => {
  it("Carla accepts, ticks every unit, enters the till amount and finishes a delivery order", async () => {
    const order = await placeOrder();
    const cookie = await pickerCookie("1170000001", "Carla Ruiz");
    const list = await html(LIST, cookie);
    expect(list.text).toContain(`Pedido ${order.code}`);
    expect(list.text).toContain("Cantidad de productos: 3");

    const before = await html(detail(order.code), cookie);
    expect(before.text).toContain("Debes aceptar el pedido para ver los productos");
    expect(before.text).toContain("Ver pedidos");
    expect(before.text).toContain("Cantidad de productos: 3");
    // The main action sits in the bar fixed to the bottom of the screen.
    expect(before.text).toMatch(/<form method="post"[^>]*class="picker-bar"[^>]*>\s*<button[^>]*value="accept"[^>]*>Aceptar pedido<\/button>/);
    expect(before.text).not.toContain("Muzzarella");
    expect(before.text).toMatch(/Pedido realizado hace (\d+ hs )?\d+ min/);

    const accept = await post(detail(order.code), { intent: "accept" }, cookie);
    expect(accept.headers.get("Location")).toBe(`${detail(order.code)}?aviso=ok`);
    const accepted = await html(`${detail(order.code)}?aviso=ok`, cookie);
    expect(accepted.text).toContain("Procesado, pedido cambió de estado correctamente");
    expect(accepted.text).toContain("0 de 3 productos recogidos");
    // §2 Picker detail: 'Ver pedidos' (the spec gives no condition to hide it), while picking too.
    // A back arrow of 48 px named 'Ver pedidos'.
    expect(accepted.text).toMatch(new RegExp(`<a[^>]*aria-label="Ver pedidos"[^>]*href="${LIST.replaceAll("/", "\\/")}"`));
    expect(accepted.text).toContain("Muzzarella");
    expect((accepted.text.match(/value="toggle:[^"]+:selected"/g) ?? []).length).toBe(3); // one row per unit
    // The follow-up shows the picker at work.
    const during = await SELF.fetch(`${BASE}/api/diner/pizzeria-palermo/order/${order.code}`).then((r) => r.json() as any);
    expect(during).toMatchObject({ status: "ACCEPTED", isPicking: true, pickerInfo: { pickerName: "Carla Ruiz" } });

    const missing = await post(detail(order.code), { intent: "prepared" }, cookie);
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain("Faltan items que seleccionar");

    // Reject then select one unit: toggling one clears the other.
    await post(detail(order.code), { intent: "toggle:1-1:rejected" }, cookie);
    for (const key of ["1-1", "1-2", "2-1"]) await post(detail(order.code), { intent: `toggle:${key}:selected` }, cookie);
    const ticked = await html(detail(order.code), cookie);
    expect(ticked.text).toContain("3 de 3 productos recogidos");

    const prepared = await post(detail(order.code), { intent: "prepared" }, cookie);
    expect(prepared.status).toBe(302);
    const finalStage = await html(detail(order.code), cookie);
    expect(finalStage.text).toContain("Pedido recogido");
    expect(finalStage.text).toContain("Importe total arrojado en línea de caja");
    expect(finalStage.text).toContain("Pedido listo para retirar");

    // §4/§9: without dragging the slider to 85 or more nothing advances.
    const below = await post(detail(order.code), { intent: "finish", slider: "84", amount: String(order.itemsTotal) }, cookie);
    expect(below.status).toBe(400);
    expect(await below.text()).toContain("Deslice hasta el final para confirmar");
    // §5 checked after rounding to whole pesos: '0,4' is refused, never stored as 0.
    for (const amount of [String(order.itemsTotal + 1), "0", "0,4", "abc"]) {
      const bad = await post(detail(order.code), { intent: "finish", slider: "100", amount }, cookie);
      expect(bad.status).toBe(400);
      expect(await bad.text()).toContain("La cantidad final no puede ser mayor al total");
    }
    const till = order.itemsTotal - 500;
    const done = await post(detail(order.code), { intent: "finish", slider: "100", amount: String(till) }, cookie);
    expect(done.headers.get("Location")).toBe(`${LIST}?aviso=ok`);

    // A delivery order goes back to ACCEPTED for its rider, with the picking finished.
    const after = await SELF.fetch(`${BASE}/api/diner/pizzeria-palermo/order/${order.code}`).then((r) => r.json() as any);
    expect(after).toMatchObject({ status: "ACCEPTED", isPicking: false, pickerInfo: { pickerName: "Carla Ruiz", pickerPhone: "+5491170000001" }, differenceDetail: { dinerOrderId: order.id, amount: -500 } });
    const row = await env.DB.prepare("SELECT deliverable_price, difference_amount FROM orders WHERE id = ?").bind(order.id).first<any>();
    expect(row).toEqual({ deliverable_price: till, difference_amount: -500 });
    const finished = await html(detail(order.code), cookie);
    expect(finished.text).toContain("Este pedido ya fue preparado y finalizado");
    expect(finished.text).toContain("Ver pedidos");
    expect(finished.text).toContain("Pedido finalizado");
    // The diner's follow-up page shows the difference.
    const followUp = await html(`/menu/pizzeria-palermo/order/${order.code}`);
    expect(followUp.text).toContain("Diferencia en caja");
    expect(followUp.text).toContain("-$ 500");
  });

  it("a take-away order ends READY", async () => {
    const order = await placeOrder({ orderModeId: I.orderModes.palermoTakeAway, paymentType: I.orderModes.palermoTakeAway * 10 + 1, destination: null });
    const cookie = await pickerCookie("1170000001", "Carla Ruiz");
    await post(detail(order.code), { intent: "accept" }, cookie);
    for (const key of ["1-1", "1-2", "2-1"]) await post(detail(order.code), { intent: `toggle:${key}:${key === "2-1" ? "rejected" : "selected"}` }, cookie);
    await post(detail(order.code), { intent: "prepared" }, cookie);
    const done = await post(detail(order.code), { intent: "finish", slider: "100", amount: String(order.itemsTotal) }, cookie);
    expect(done.status).toBe(302);
    const after = await SELF.fetch(`${BASE}/api/diner/pizzeria-palermo/order/${order.code}`).then((r) => r.json() as any);
    expect(after).toMatchObject({ status: "READY", isPicking: false, differenceDetail: { amount: 0 } });
  });

  it("only the first order may be taken; a picker with an order in progress is sent back to it", async () => {
    const first = await placeOrder();
    const second = await placeOrder();
    const cookie = await pickerCookie("1170000001", "Carla Ruiz");
    const list = await html(LIST, cookie);
    expect(list.text).toContain('aria-disabled="true"');
    const blocked = await post(detail(second.code), { intent: "accept" }, cookie);
    expect(blocked.headers.get("Location")).toBe(`${LIST}?aviso=bloqueado`);
    expect((await html(`${LIST}?aviso=bloqueado`, cookie)).text).toContain("No puedes tomar este pedido, solo aquellos en estado “Para preparar”");
    await post(detail(first.code), { intent: "accept" }, cookie);
    const toList = await send(LIST, { cookie });
    expect(toList.status).toBe(302);
    expect(toList.headers.get("Location")).toBe(`${detail(first.code)}?aviso=encurso`);
    const toOther = await send(detail(second.code), { cookie });
    expect(toOther.headers.get("Location")).toBe(`${detail(first.code)}?aviso=encurso`);
  });

  it("another picker's order and a cancelled order show their messages", async () => {
    const order = await placeOrder();
    const carla = await pickerCookie("1170000001", "Carla Ruiz");
    const sofia = await pickerCookie("1170000002", "Sofía Díaz");
    await post(detail(order.code), { intent: "accept" }, carla);
    const taken = await post(detail(order.code), { intent: "accept" }, sofia);
    expect(taken.headers.get("Location")).toBe(`${detail(order.code)}?aviso=tomado`);
    const page = await html(`${detail(order.code)}?aviso=tomado`, sofia);
    expect(page.text).toContain("Otro preparador ya tomó el pedido");
    expect(page.text).toContain("Pedido ya tomado por otro preparador");
    expect(page.text).not.toContain("Muzzarella");
    await env.DB.prepare("UPDATE orders SET status = 'CANCELED' WHERE id = (SELECT id FROM orders WHERE code = ?)").bind(order.code).run();
    // §8: a status change that no longer applies reloads the order with the message.
    const failed = await post(detail(order.code), { intent: "finish", slider: "100", amount: "1000" }, carla);
    expect(failed.headers.get("Location")).toBe(`${detail(order.code)}?aviso=error`);
    expect((await html(`${detail(order.code)}?aviso=error`, carla)).text).toContain("Hubo un problema cambiando de estado el pedido.");
    const canceled = await html(detail(order.code), carla);
    expect(canceled.text).toContain("Pedido cancelado, seleccione otro pedido");
    expect((await html(LIST, carla)).text).toContain("No hay pedidos para entregar");
  });

  it("a picker page of another location or tenant is refused; another location's order is a 404", async () => {
    const cookie = await pickerCookie("1170000001", "Carla Ruiz");
    for (const path of ["/picker/pizzeria-belgrano/pickerApp/list", "/picker/otro-local/pickerApp/list"]) {
      const res = await send(path, { cookie });
      expect(res.status, path).toBe(302);
      expect(res.headers.get("Location")).toBe("/404?message=Acceso%20denegado%20o%20link%20expirado");
    }
    expect((await send(detail("ZZZZZZZZ"), { cookie })).status).toBe(404);
  });
});

describe("picker JSON calls", () => {
  async function token(phone: string) {
    const who = await SELF.fetch(`${BASE}/api/picker/bc/phone?branchContactId=${PALERMO}&phone=${phone}`).then((r) => r.json() as any);
    const res = await SELF.fetch(`${BASE}/api/picker/${who.id}/updatewithcode`, { method: "PUT", body: JSON.stringify({ active: true, securityCode: "7391", pickerUser: { branchContact: { id: PALERMO } }, deviceToken: await knownDevice(who.id) }) });
    return ((await res.json()) as any).token as string;
  }
  const api = (path: string, t: string, init: RequestInit = {}) =>
    SELF.fetch(`${BASE}${path}`, { ...init, headers: { Authorization: `Bearer ${t}`, "Content-Type": "application/json" } }).then(async (r) => ({ status: r.status, body: (await r.json()) as any }));
  const update = (t: string, body: unknown) => api("/api/picker/order/update", t, { method: "PUT", body: JSON.stringify(body) });

  it("two pickers take one order at once: one wins, the other gets 'Otro preparador ya tomó el pedido'", async () => {
    const order = await placeOrder();
    const [carla, sofia] = await Promise.all([token("1170000001"), token("1170000002")]);
    const body = (name: string) => ({ status: "ACCEPTED", storeId: PALERMO, orderId: order.id, pickerInfoDTO: { pickerName: name, dinerOrderId: order.id } });
    const results = await Promise.all([update(carla, body("Carla Ruiz")), update(sofia, body("Sofía Díaz"))]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 400]);
    const loser = results.find((r) => r.status === 400)!;
    expect(loser.body.error.message).toBe("Otro preparador ya tomó el pedido");
    const events = await env.DB.prepare("SELECT COUNT(*) AS n FROM order_status_events WHERE order_id = ? AND status = 'ACCEPTED'").bind(order.id).first<any>();
    expect(events.n).toBe(1);
  });

  it("a take-away order another picker holds: 'Otro preparador ya tomó el pedido' on every call and page, as for delivery", async () => {
    const order = await placeOrder({ orderModeId: I.orderModes.palermoTakeAway, paymentType: I.orderModes.palermoTakeAway * 10 + 1, destination: null });
    const [carla, sofia] = [await token("1170000001"), await token("1170000002")];
    expect((await update(carla, { status: "ACCEPTED", storeId: PALERMO, orderId: order.id })).status).toBe(200);
    for (const body of [
      { status: "ACCEPTED", storeId: PALERMO, orderId: order.id },
      { status: "READY", storeId: PALERMO, orderId: order.id, deliverablePrice: order.itemsTotal },
    ]) {
      const refused = await update(sofia, body);
      expect(refused.status, body.status).toBe(400);
      expect(refused.body.error.message, body.status).toBe("Otro preparador ya tomó el pedido");
    }
    // Still after Carla finished it (READY): someone else's order.
    expect((await update(carla, { status: "READY", storeId: PALERMO, orderId: order.id, deliverablePrice: order.itemsTotal })).body).toMatchObject({ status: "READY" });
    const late = await update(sofia, { status: "ACCEPTED", storeId: PALERMO, orderId: order.id });
    expect(late.status).toBe(400);
    expect(late.body.error.message).toBe("Otro preparador ya tomó el pedido");
    // The page path says so too (Sofía's shift cookie carries the same token).
    const sofiaPage = (await shiftCookieHeader(env, new Request(BASE), "picker", sofia)).split(";")[0]!;
    const taken = await post(detail(order.code), { intent: "accept" }, sofiaPage);
    expect(taken.headers.get("Location")).toBe(`${detail(order.code)}?aviso=tomado`);
    const page = await html(`${detail(order.code)}?aviso=tomado`, sofiaPage);
    expect(page.text).toContain("Otro preparador ya tomó el pedido");
    expect(page.text).toContain("Pedido ya tomado por otro preparador");
  });

  it("GET api/picker/current: an empty object on every error", async () => {
    const noToken = await SELF.fetch(`${BASE}/api/picker/current`);
    expect(noToken.status).toBe(403);
    expect(await noToken.json()).toEqual({});
    expect(await api("/api/picker/current", "no-es-un-token")).toEqual({ status: 403, body: {} });
    // A rider's token is not a picker's.
    const rider = await SELF.fetch(`${BASE}/api/rider/11101/updatewithcode`, { method: "PUT", body: JSON.stringify({ active: true, securityCode: "4826", riderUser: { branchContact: { id: PALERMO } }, deviceToken: await knownDevice(11101) }) }).then((r) => r.json() as any);
    expect(await api("/api/picker/current", rider.token)).toEqual({ status: 403, body: {} });
    const wrongMethod = await SELF.fetch(`${BASE}/api/picker/current`, { method: "POST" });
    expect(wrongMethod.status).toBe(405);
    expect(await wrongMethod.json()).toEqual({});
  });

  it("dinerorders, current and the final step by API; 403 elsewhere", async () => {
    const order = await placeOrder();
    const t = await token("1170000001");
    const list = await api(`/api/picker/pickerapp/dinerorders?offset=0&pageSize=5&branchContactId=${PALERMO}`, t);
    expect(list.status).toBe(200);
    expect(list.body.items[0]).toMatchObject({ code: order.code, status: "GENERATED", quantity: 3, itemsPrice: order.itemsTotal });
    expect(await api("/api/picker/current", t)).toEqual({ status: 200, body: {} });
    for (const bc of [I.branchContacts.belgrano, I.branchContacts.otroLocal]) {
      const refused = await api(`/api/picker/pickerapp/dinerorders?offset=0&pageSize=5&branchContactId=${bc}`, t);
      expect(refused.status).toBe(403);
      // §8: a 403 on the order list says so.
      expect(refused.body.error.message).toBe("No tienes permisos para ver los envíos");
    }
    const wrong = await api(`/api/picker/pickerapp/dinerorders?branchContactId=${PALERMO}`, "wrong");
    expect(wrong.status).toBe(403);
    expect(wrong.body.error.message).toBe("No tienes permisos para ver los envíos");

    expect((await update(t, { status: "ACCEPTED", storeId: PALERMO, orderId: order.id })).status).toBe(200);
    const current = await api("/api/picker/current", t);
    expect(current.body).toMatchObject({ code: order.code, status: "ACCEPTED", isPicking: true, delivery: true, items: expect.arrayContaining([expect.objectContaining({ groupName: "Pizzas", quantity: 2 })]) });
    for (const deliverablePrice of [order.itemsTotal + 1, "0,4", 0.4]) {
      const refused = await update(t, { status: "ACCEPTED", storeId: PALERMO, orderId: order.id, deliverablePrice });
      expect(refused.status, String(deliverablePrice)).toBe(400);
      expect(refused.body.error.message).toBe("La cantidad final no puede ser mayor al total");
    }
    expect((await env.DB.prepare("SELECT deliverable_price FROM orders WHERE id = ?").bind(order.id).first<any>()).deliverable_price).toBeNull();
    const done = await update(t, { status: "ACCEPTED", storeId: PALERMO, orderId: order.id, deliverablePrice: order.itemsTotal });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: "ACCEPTED", priceDeliverable: order.itemsTotal, isPicking: false, differenceDetail: { amount: 0 } });
    // Another tenant's store id with this token, and bad bodies.
    expect((await update(t, { status: "ACCEPTED", storeId: I.branchContacts.otroLocal, orderId: order.id })).status).toBe(403);
    const bad = await update(t, { status: "DELIVERED", storeId: PALERMO, orderId: order.id });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe("El estado (status) debe ser ACCEPTED o READY.");
    expect((await update(t, { status: "READY", storeId: PALERMO, orderId: 999999 })).status).toBe(404);
  });
});
