// The owner's team (/admin/{companyAlias}/equipo), without JavaScript: only Valeria (owner) gets
// in; a new riders' code works at once and the old one no longer does; a location whose code was
// blocked by guessing says so and accepts codes again after the change; removing Martín ends his
// shift and hands his shipment back; the console's people are added, changed and removed (never
// the last owner); another tenant's ids are 404. And the third unlock of a delivery, by Diego.
import { SELF, env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_IDS } from "~/data/demo/demo-tenant";
import { DEMO_SHOP_IDS } from "~/data/demo/demo-tenant-shop";
import { BASE } from "./api-helpers";
import { consoleAs, SHOP } from "./console-helpers";
import { acceptedDelivery, call, clearWaiting, currentShipment, deliveryKey, knownDevice, LUCAS, MARTIN, PALERMO, phoneCodeSentTo, riderToken, wrongKey } from "./shipments-helpers";
import { diner, type Diner } from "./sign-in-helpers";

const EQUIPO = "/admin/sabores/equipo";
const BLOCKED_FOR_STAFF = "El código de seguridad de este local quedó bloqueado por demasiados intentos erróneos. Pide al encargado del local un código nuevo.";

let valeria: Diner;
let session: string;
beforeAll(async () => {
  valeria = await consoleAs(SHOP.valeria);
  session = valeria.cookie;
});

/** A request with Valeria's session and any other cookies (the page's one-time code cookie). */
async function asValeria(path: string, init: { form?: Record<string, string | undefined>; cookies?: string[] } = {}) {
  const headers: Record<string, string> = { Cookie: [session, ...(init.cookies ?? [])].join("; ") };
  if (init.form) headers["Content-Type"] = "application/x-www-form-urlencoded";
  const res = await SELF.fetch(`${BASE}${path}`, {
    method: init.form ? "POST" : "GET",
    headers,
    body: init.form ? new URLSearchParams(Object.entries(init.form).filter((e): e is [string, string] => e[1] !== undefined)) : undefined,
    redirect: "manual",
  });
  return { status: res.status, location: res.headers.get("Location"), setCookie: res.headers.get("Set-Cookie"), html: await res.text() };
}

/** 'Cambiar código' for a role at Palermo: the new code, read from the page that shows it once. */
async function changeCode(role: "rider" | "picker"): Promise<string> {
  const changed = await asValeria(EQUIPO, { form: { intent: "cambiar-codigo", branchContactId: String(PALERMO), role } });
  expect(changed.status, changed.html).toBe(302);
  expect(changed.location).toBe(`${EQUIPO}?hecho=codigo-cambiado`);
  // Never in the address: a signed cookie carries it to the next page, which forgets it.
  expect(changed.location).not.toMatch(/\d{4}$/);
  const codeCookie = changed.setCookie!.split(";")[0]!;
  const page = await asValeria(changed.location!, { cookies: [codeCookie] });
  expect(page.html).toContain("Código cambiado. El código anterior ya no sirve para iniciar turno.");
  const group = role === "rider" ? "repartidores" : "preparadores";
  const shown = new RegExp(`Nuevo código de ${group} de Sabores Palermo: (\\d{4})\\. Anótelo y compártalo con su equipo: no se vuelve a mostrar\\.`).exec(page.html);
  expect(shown, "the new code on the page").toBeTruthy();
  expect(page.setCookie).toContain("Max-Age=0");
  // Shown once: the page without that cookie does not show it again.
  expect((await asValeria(changed.location!)).html).not.toContain("Nuevo código de");
  return shown![1]!;
}

/** The list item of the page that names this person. */
function rowOf(html: string, name: string): string {
  const at = html.indexOf(`<strong>${name}</strong>`);
  expect(at, name).toBeGreaterThan(0);
  return html.slice(html.lastIndexOf("<li", at), html.indexOf("</li>", at));
}

/**
 * POST /api/{role}/createwithcode from a new device: a right code asks for the one-time code sent
 * to the phone (428), which the second call carries; a wrong code is refused at once.
 */
async function register(role: "rider" | "picker", phone: string, securityCode: string, client: string, name = "Probando") {
  const send = (extra: Record<string, string>) =>
    SELF.fetch(`${BASE}/api/${role}/createwithcode`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Test-Client": client },
      body: JSON.stringify({ name, phone, securityCode, [`${role}User`]: { branchContact: { id: PALERMO } }, ...extra }),
    }).then(async (r) => ({ status: r.status, body: (await r.json()) as any }));
  const first = await send({});
  if (first.status !== 428) return first;
  return send({ phoneCode: await phoneCodeSentTo(`+549${phone}`) });
}

describe("/admin/{companyAlias}/equipo: who gets in", () => {
  it("Diego (manager) and the kitchen get 403; not signed in goes to the sign-in page", async () => {
    for (const person of [SHOP.diego, SHOP.cocina]) {
      const d = await consoleAs(person);
      const page = await d.go(EQUIPO);
      expect(page.status).toBe(403);
      expect(await page.text()).toContain("Su rol no tiene acceso a esta sección.");
      expect((await d.post(EQUIPO, { intent: "cambiar-codigo", branchContactId: String(PALERMO), role: "rider" })).status).toBe(403);
      // Their console has no 'Equipo'.
      expect(await (await d.go("/consola/pizzeria-palermo")).text()).not.toContain(EQUIPO);
    }
    const res = await diner().go(EQUIPO);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`/consola?volver=${encodeURIComponent(EQUIPO)}`);
  });

  it("Otro Sabor's owner (Ramiro): Sabores' team is a 404, and Sabores' ids sent to his own page are 404 and change nothing", async () => {
    const ramiro = await consoleAs(SHOP.otroDueno);
    expect((await ramiro.go(EQUIPO)).status).toBe(404);
    const own = "/admin/otro-sabor/equipo";
    expect((await ramiro.go("/admin/otro-sabor/equipo")).status).toBe(200);
    const attempts: Record<string, string>[] = [
      { intent: "quitar-equipo", staffId: String(MARTIN) },
      { intent: "cambiar-codigo", branchContactId: String(PALERMO), role: "rider" },
      { intent: "agregar-equipo", branchContactId: String(PALERMO), role: "rider", name: "Intruso", phone: "1160009999" },
      { intent: "guardar-persona", personId: String(DEMO_SHOP_IDS.valeria), role: "kitchen", locations: String(DEMO_IDS.branchContacts.otroLocal) },
      { intent: "quitar-persona", personId: String(DEMO_SHOP_IDS.diego) },
    ];
    for (const fields of attempts) {
      expect((await ramiro.post(own, fields)).status, fields.intent).toBe(404);
    }
    expect((await env.DB.prepare("SELECT removed_at FROM staff WHERE id = ?").bind(MARTIN).first<{ removed_at: number | null }>())!.removed_at).toBeNull();
    expect((await env.DB.prepare("SELECT role, removed_at FROM shop_users WHERE id = ?").bind(DEMO_SHOP_IDS.valeria).first())).toEqual({ role: "owner", removed_at: null });
    // The riders' code of Palermo is still the demo's.
    expect((await register("rider", "1160007001", "4826", "ramiro-check")).status).toBe(200);
  });

  it("Valeria sees every location's riders and pickers, the codes and the console's people; her console links 'Equipo'", async () => {
    const page = await asValeria(EQUIPO);
    expect(page.status).toBe(200);
    for (const text of ["Sabores Palermo", "Martín Gómez", "Lucas Pérez", "Carla Ruiz", "Sofía Díaz", "Código de repartidores", "Código de preparadores", "Cambiar código", "Fuera de turno", "Personas de la consola", "Diego Luna", "Cocina Palermo", "Valeria Sosa", "Agregar repartidor"]) {
      expect(page.html).toContain(text);
    }
    expect(page.html).not.toContain("Ramiro Paz");
    expect(await (await valeria.go("/consola/pizzeria-palermo")).text()).toContain(`href="${EQUIPO}"`);
  });
});

describe("riders and pickers", () => {
  it("removing Martín ends his shift at once (his bearer is refused) and hands his shipment back to the list", async () => {
    await clearWaiting();
    const token = await riderToken(MARTIN);
    const { shipment } = await acceptedDelivery("team-remove-1");
    expect((await call("PUT", `/api/shipments/${shipment.id}`, { status: "ON_ROUTE_TO_PICK_UP" }, token)).status).toBe(200);
    expect(rowOf((await asValeria(EQUIPO)).html, "Martín Gómez")).toContain("En turno");

    const removed = await asValeria(EQUIPO, { form: { intent: "quitar-equipo", staffId: String(MARTIN) } });
    expect(removed.status).toBe(302);
    expect(removed.location).toBe(`${EQUIPO}?hecho=equipo-quitado-envio`);
    expect((await asValeria(removed.location!)).html).toContain("Persona quitada del equipo: su turno terminó y su envío en curso volvió a la lista. El código del local ya no le sirve; para que vuelva, agréguelo de nuevo aquí.");
    expect([401, 403]).toContain((await call("GET", `/api/shipments?branchContactId=${PALERMO}`, undefined, token)).status);
    const back = await currentShipment(shipment.order_id);
    expect(back.status).toBe("LOOKING_FOR_DRIVER");
    expect(back.rider_id).toBeNull();
    expect((await asValeria(EQUIPO)).html).not.toContain("Martín Gómez");
    // A second submit: he is nobody on the team any more.
    expect((await asValeria(EQUIPO, { form: { intent: "quitar-equipo", staffId: String(MARTIN) } })).status).toBe(404);
    // Knowing the riders' code and his own phone no longer lets him back in, from the page or
    // the JSON calls, not even from his own known device.
    const REMOVED = "El local te dio de baja del equipo. Para volver, pide al encargado que te agregue de nuevo.";
    const again = await register("rider", "1160000001", "4826", "team-removed-1", "Martín Gómez");
    expect(again.status).toBe(403);
    expect(JSON.stringify(again.body)).toContain(REMOVED);
    const fromHisDevice = await call("PUT", `/api/rider/${MARTIN}/updatewithcode`, { active: true, securityCode: "4826", riderUser: { branchContact: { id: PALERMO } }, deviceToken: await knownDevice(MARTIN) });
    expect(fromHisDevice.status).toBe(403);
    expect(JSON.stringify(fromHisDevice.body)).toContain(REMOVED);
    // A wrong code says only that the code is wrong: a stranger learns nothing about who was removed.
    expect(JSON.stringify((await register("rider", "1160000001", "0000", "team-removed-2", "Martín Gómez")).body)).not.toContain("baja");

    // Valeria adds him again: listed, off shift.
    const added = await asValeria(EQUIPO, { form: { intent: "agregar-equipo", branchContactId: String(PALERMO), role: "rider", name: "Martín Gómez", phone: "11 6000-0001" } });
    expect(added.location).toBe(`${EQUIPO}?hecho=equipo-agregado`);
    expect(rowOf((await asValeria(EQUIPO)).html, "Martín Gómez")).toContain("Fuera de turno");
    // Added back by the owner, the code lets him start a shift again.
    const restarted = await call("PUT", `/api/rider/${MARTIN}/updatewithcode`, { active: true, securityCode: "4826", riderUser: { branchContact: { id: PALERMO } }, deviceToken: await knownDevice(MARTIN) });
    expect(restarted.status, JSON.stringify(restarted.body)).toBe(200);
    // The same phone twice: refused in Spanish, the form keeps what was typed.
    const twice = await asValeria(EQUIPO, { form: { intent: "agregar-equipo", branchContactId: String(PALERMO), role: "rider", name: "Martín Bis", phone: "11 6000-0001" } });
    expect(twice.status).toBe(409);
    expect(twice.html).toContain("Esa persona ya está en el equipo de este local.");
    expect(twice.html).toContain('value="Martín Bis"');
  });

  it("a bad phone or an empty name is refused in Spanish with the values kept", async () => {
    const bad = await asValeria(EQUIPO, { form: { intent: "agregar-equipo", branchContactId: String(PALERMO), role: "picker", name: "Nueva", phone: "123" } });
    expect(bad.status).toBe(400);
    expect(bad.html).toContain("El número de teléfono es invalido");
    expect(bad.html).toContain('value="Nueva"');
    const empty = await asValeria(EQUIPO, { form: { intent: "agregar-equipo", branchContactId: String(PALERMO), role: "picker", name: " ", phone: "1170009001" } });
    expect(empty.status).toBe(400);
    expect(empty.html).toContain("Ingrese el nombre.");
  });
});

describe("the console's people", () => {
  it("adds a kitchen for Belgrano, moves it to Palermo, removes it (its session ends at once)", async () => {
    const add = await asValeria(EQUIPO, { form: { intent: "agregar-persona", name: "Cocina Belgrano", phone: "1140000400", role: "kitchen", locations: String(DEMO_IDS.branchContacts.belgrano) } });
    expect(add.status, add.html).toBe(302);
    expect(add.location).toBe(`${EQUIPO}?hecho=persona-agregada`);
    const cocina = await consoleAs({ national: "1140000400", e164: "+5491140000400" });
    expect((await cocina.go("/consola/pizzeria-belgrano")).status).toBe(200);
    expect((await cocina.go("/consola/pizzeria-palermo")).status).toBe(404);
    const row = await env.DB.prepare("SELECT id FROM shop_users WHERE phone = '+5491140000400' AND company_id = 1").first<{ id: number }>();
    const id = String(row!.id);

    const moved = await asValeria(EQUIPO, { form: { intent: "guardar-persona", personId: id, role: "kitchen", locations: String(PALERMO) } });
    expect(moved.location).toBe(`${EQUIPO}?hecho=persona-guardada`);
    expect((await cocina.go("/consola/pizzeria-palermo")).status).toBe(200);
    expect((await cocina.go("/consola/pizzeria-belgrano")).status).toBe(404);

    // A manager or kitchen without a location: refused in Spanish.
    const none = await asValeria(EQUIPO, { form: { intent: "guardar-persona", personId: id, role: "manager" } });
    expect(none.status).toBe(400);
    expect(none.html).toContain("Elija al menos un local para el encargado o la cocina.");

    const removed = await asValeria(EQUIPO, { form: { intent: "quitar-persona", personId: id } });
    expect(removed.location).toBe(`${EQUIPO}?hecho=persona-quitada`);
    const sessions = await env.DB.prepare("SELECT COUNT(*) AS n FROM shop_sessions WHERE phone = '+5491140000400'").first<{ n: number }>();
    expect(sessions!.n).toBe(0);
    const after = await cocina.go("/consola/pizzeria-palermo");
    expect(after.status).toBe(302);
    expect(after.headers.get("Location")).toContain("/consola?volver=");
  });

  it("the last owner cannot remove or demote herself (Spanish, 409), and stays the owner", async () => {
    for (const fields of [
      { intent: "quitar-persona", personId: String(DEMO_SHOP_IDS.valeria) },
      { intent: "guardar-persona", personId: String(DEMO_SHOP_IDS.valeria), role: "manager", locations: String(PALERMO) },
    ]) {
      const res = await asValeria(EQUIPO, { form: fields });
      expect(res.status, fields.intent).toBe(409);
      expect(res.html).toContain("No puede quitarse ni dejar de ser dueño: es el último dueño de la empresa.");
    }
    expect(await env.DB.prepare("SELECT role, removed_at FROM shop_users WHERE id = ?").bind(DEMO_SHOP_IDS.valeria).first()).toEqual({ role: "owner", removed_at: null });
    expect((await asValeria(EQUIPO)).status).toBe(200);
  });
});

describe("'Desbloquear entrega' on the console's order page", () => {
  it("after the picker's two resets, Diego (manager) unlocks the delivery a third time; the kitchen cannot", async () => {
    await clearWaiting();
    const rider = await riderToken(LUCAS);
    const { shipment, order, code } = await acceptedDelivery("team-unlock-1");
    await env.DB.prepare("UPDATE shipments SET return_shipment = 0 WHERE id = ?").bind(shipment.id).run();
    for (const status of ["ON_ROUTE_TO_PICK_UP", "IN_STORE", "ON_ROUTE_TO_DROP_OFF"]) {
      expect((await call("PUT", `/api/shipments/${shipment.id}`, { status }, rider)).status).toBe(200);
    }
    const key = await deliveryKey(order.id);
    const lockIt = async () => {
      for (let i = 0; i < 5; i++) await call("PUT", `/api/shipments/${shipment.id}`, { status: "DELIVERED", deliveryKey: wrongKey(key) }, rider);
    };
    const picker = await call("PUT", "/api/picker/11151/updatewithcode", { active: true, securityCode: "7391", pickerUser: { branchContact: { id: PALERMO } }, deviceToken: await knownDevice(11151) });
    expect(picker.status, JSON.stringify(picker.body)).toBe(200);
    for (let reset = 0; reset < 2; reset++) {
      await lockIt();
      expect((await call("POST", `/api/shipments/${shipment.id}/deliverykey/reset`, {}, picker.body.token)).status).toBe(200);
    }
    await lockIt();
    const third = await call("POST", `/api/shipments/${shipment.id}/deliverykey/reset`, {}, picker.body.token);
    expect(third.status).toBe(403);
    expect(third.body.error.message).toBe("Esta entrega ya se desbloqueó dos veces. Solo el dueño o el encargado del local puede volver a desbloquearla.");

    const PAGE = `/consola/pizzeria-palermo/pedido/${code}`;
    const kitchen = await consoleAs(SHOP.cocina);
    expect(await (await kitchen.go(PAGE)).text()).not.toContain("Desbloquear entrega");
    expect((await kitchen.post(PAGE, { intent: "desbloquear-entrega", shipmentId: String(shipment.id) })).status).toBe(403);

    const diego = await consoleAs(SHOP.diego);
    const page = await (await diego.go(PAGE)).text();
    expect(page).toContain("1 entrega bloqueada por claves incorrectas");
    expect(page).toContain("Repartidor: Lucas Pérez");
    expect(page).toContain("Desbloquear entrega");
    const unlocked = await diego.post(PAGE, { intent: "desbloquear-entrega", shipmentId: String(shipment.id) });
    expect(unlocked.status).toBe(302);
    expect(unlocked.headers.get("Location")).toBe(`${PAGE}?hecho=entrega-desbloqueada`);
    const after = await (await diego.go(unlocked.headers.get("Location")!)).text();
    expect(after).toContain("Entrega desbloqueada. El repartidor ya puede ingresar la clave del cliente.");
    expect(after).not.toContain("1 entrega bloqueada por claves incorrectas");

    const delivered = await call("PUT", `/api/shipments/${shipment.id}`, { status: "DELIVERED", deliveryKey: key }, rider);
    expect(delivered.status, JSON.stringify(delivered.body)).toBe(200);
  });
});

// Last: the codes change here (the tests above start shifts with the demo's 4826 and 7391).
describe("the location's security codes", () => {
  it("Valeria changes the riders' code: the old code no longer starts a shift, the new one does", async () => {
    const code = await changeCode("rider");
    const old = await register("rider", "1160007101", "4826", "rotation-old");
    expect(old.status).toBe(400);
    expect(old.body.error.message).toBe("El código de seguridad es erróneo");
    const fresh = await register("rider", "1160007102", code, "rotation-new");
    expect(fresh.status, JSON.stringify(fresh.body)).toBe(200);
    // A colleague already registered starts his shift with it too.
    const lucas = await call("PUT", `/api/rider/${LUCAS}/updatewithcode`, { active: true, securityCode: code, riderUser: { branchContact: { id: PALERMO } }, deviceToken: await knownDevice(LUCAS) });
    expect(lucas.status, JSON.stringify(lucas.body)).toBe(200);
  });

  it("a code blocked by twenty wrong codes: the team page and the board say so at the top, and after 'Cambiar código' the location accepts codes again", async () => {
    for (let i = 0; i < 20; i++) await register("picker", `11700071${String(i).padStart(2, "0")}`, String(2000 + i), `guesser-${i}`);
    const sofiaDevice = await knownDevice(11152);
    const sofia = () => call("PUT", "/api/picker/11152/updatewithcode", { active: true, securityCode: "7391", pickerUser: { branchContact: { id: PALERMO } }, deviceToken: sofiaDevice });
    const refused = await sofia();
    expect(refused.status).toBe(423);
    expect(refused.body.error.message).toBe(BLOCKED_FOR_STAFF);

    const alert = "El código de preparadores de Sabores Palermo quedó bloqueado por demasiados intentos erróneos: nadie puede iniciar turno con él hasta que lo cambie.";
    const page = await asValeria(EQUIPO);
    expect(page.html).toContain(alert);
    expect(page.html.indexOf(alert)).toBeLessThan(page.html.indexOf("Personas de la consola"));
    expect(page.html).toContain("Bloqueado");
    const board = await (await valeria.go("/consola/pizzeria-palermo")).text();
    expect(board).toContain(alert);
    // Diego's board does not (the code is the owner's to change).
    expect(await (await (await consoleAs(SHOP.diego)).go("/consola/pizzeria-palermo")).text()).not.toContain(alert);

    const code = await changeCode("picker");
    expect((await asValeria(EQUIPO)).html).not.toContain(alert);
    const after = await call("PUT", "/api/picker/11152/updatewithcode", { active: true, securityCode: code, pickerUser: { branchContact: { id: PALERMO } }, deviceToken: sofiaDevice });
    expect(after.status, JSON.stringify(after.body)).toBe(200);
  });
});
