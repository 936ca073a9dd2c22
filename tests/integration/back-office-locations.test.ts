// The owner's locations (/admin/{companyAlias}/locales and /locales/{id}): 'Cerrado manualmente',
// the week's hours and the special days, each seen by the storefront on its next request, audited,
// refused in Spanish with the values kept. Clock pinned (FIXED_NOW): Wednesday 18/11/2026 15:00 in
// Buenos Aires; Palermo is always open, Belgrano closed at 15:00 (11:00-15:00 and 19:00-23:30).
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_IDS } from "~/data/demo/demo-tenant";
import { consoleAs, SHOP } from "./console-helpers";
import { palermoDelivery, postOrder } from "./orders-helpers";

const PALERMO_DELIVERY = DEMO_IDS.orderModes.palermoDelivery;
import { formFields, postForm } from "./back-office-helpers";
import { send } from "./session-helpers";
import type { Diner } from "./sign-in-helpers";

const I = DEMO_IDS.branchContacts;
const LIST = "/admin/sabores/locales";
const PALERMO_PAGE = `${LIST}/${I.palermo}`;
const BELGRANO_PAGE = `${LIST}/${I.belgrano}`;
const CLOSED = "El local está cerrado y no es posible realizar pedidos. Intenta nuevamente dentro del horario de apertura.";
const CONFLICT = "Otra persona cambió este local. Revisá los cambios y guardá de nuevo.";



/** The special days' form as read now (its 'visto'): the fields a special day is added or removed with. */
const specialDayForm = async (path: string, fields: Record<string, string>) => ({
  visto: (await formFields(valeria, path, 'aria-label="Agregar un día especial"')).get("visto")!,
  ...fields,
});

const auditRows = (action: string, id: number) =>
  env.DB.prepare("SELECT person_name, before, after FROM menu_audit_log WHERE entity_type = 'LOCATION' AND entity_id = ? AND action = ? ORDER BY created_at, rowid")
    .bind(id, action)
    .all<{ person_name: string; before: string | null; after: string | null }>()
    .then((r) => r.results);

let valeria: Diner;
beforeAll(async () => {
  valeria = await consoleAs(SHOP.valeria);
});

describe("/admin/{companyAlias}/locales", () => {
  it("lists the branches with their locations and states, never another company's", async () => {
    const html = await (await valeria.go(LIST)).text();
    expect(html).toContain("Sabores Pizzería");
    expect(html).toContain("Sabores Café");
    expect(html).toContain(`href="${PALERMO_PAGE}"`);
    expect(html).toContain("Av. Santa Fe 3253, Palermo");
    expect(html).toContain("Cerrado manualmente");
    expect(html).toContain("Siempre abierto");
    expect(html).not.toContain(`/locales/${I.otroLocal}`);
    expect(html).toContain(`aria-current="page" class="active" href="/admin/sabores/locales"`);
  });

  it("Diego gets 403; Otro Sabor's owner gets 404 for Sabores' pages and for Sabores' location ids under his company, and changes nothing", async () => {
    const diego = await consoleAs(SHOP.diego);
    expect((await diego.go(LIST)).status).toBe(403);
    expect((await diego.go(PALERMO_PAGE)).status).toBe(403);
    expect((await diego.post(PALERMO_PAGE, { intent: "cerrar" })).status).toBe(403);
    const ramiro = await consoleAs(SHOP.otroDueno);
    expect((await ramiro.go(PALERMO_PAGE)).status).toBe(404);
    expect((await ramiro.go(`/admin/otro-sabor/locales/${I.palermo}`)).status).toBe(404);
    expect((await ramiro.post(`/admin/otro-sabor/locales/${I.palermo}`, { intent: "cerrar" })).status).toBe(404);
    expect((await ramiro.go(`/admin/otro-sabor/locales/${I.otroLocal}`)).status).toBe(200);
    const row = await env.DB.prepare("SELECT manually_closed AS c FROM branch_contacts WHERE id = ?").bind(I.palermo).first<{ c: number }>();
    expect(row!.c).toBe(0);
  });
});

describe("/admin/{companyAlias}/locales/{id}: 'Cerrado manualmente' and special days", () => {
  it("Valeria closes Palermo manually: the storefront shows it closed at once and refuses an order; she reopens it; both audited", async () => {
    expect(await (await send("/menu/pizzeria-palermo/delivery")).text()).not.toContain(CLOSED);
    const closed = await valeria.post(PALERMO_PAGE, { intent: "cerrar" });
    expect(closed.status).toBe(302);
    expect(closed.headers.get("Location")).toBe(`${PALERMO_PAGE}?hecho=cerrado`);
    const page = await (await valeria.go(closed.headers.get("Location")!)).text();
    expect(page).toContain("Local cerrado manualmente. La tienda ya lo muestra cerrado.");
    expect(page).toContain("Reabrir el local");
    expect(await (await send("/menu/pizzeria-palermo/delivery")).text()).toContain(CLOSED);
    const order = await postOrder(palermoDelivery({ phone: "+5491155550081" }), "locations-manually-closed");
    expect(order.status).toBe(422);

    expect((await valeria.post(PALERMO_PAGE, { intent: "reabrir" })).headers.get("Location")).toBe(`${PALERMO_PAGE}?hecho=reabierto`);
    expect(await (await send("/menu/pizzeria-palermo/delivery")).text()).not.toContain(CLOSED);
    const [close] = await auditRows("cerrar", I.palermo);
    expect(close!.person_name).toBe("Valeria Sosa");
    expect(JSON.parse(close!.before!)).toEqual({ name: "Sabores Palermo", manuallyClosed: false });
    expect(JSON.parse(close!.after!)).toEqual({ name: "Sabores Palermo", manuallyClosed: true });
    expect(await auditRows("reabrir", I.palermo)).toHaveLength(1);
    const history = (await (await valeria.go("/admin/sabores/carta/cambios")).text()).replaceAll("<!-- -->", "");
    expect(history).toContain("Cerró manualmente el local Sabores Palermo");
    expect(history).toContain("Cerrado manualmente: no → sí");
  });

  it("Palermo (always open) closed on today's date, a holiday: the storefront says closed that day with the spec's text; removing it opens it again", async () => {
    const saved = await valeria.post(PALERMO_PAGE, await specialDayForm(PALERMO_PAGE, { intent: "dia-especial", fecha: "2026-11-18", cerrado: "on" }));
    expect(saved.status).toBe(302);
    const page = await (await valeria.go(saved.headers.get("Location")!)).text();
    expect(page).toContain("Día especial guardado. La tienda ya lo tiene en cuenta.");
    expect(page).toContain("Miércoles 18/11/2026");
    const menu = await (await send("/menu/pizzeria-palermo/take-away")).text();
    expect(menu).toContain("Local cerrado");
    expect(menu).toContain(CLOSED);
    const order = await postOrder(palermoDelivery({ phone: "+5491155550082" }), "locations-holiday");
    expect(order.status).toBe(422);
    expect(JSON.stringify(order.body)).toContain(CLOSED);
    const [audit] = await auditRows("dia-especial", I.palermo);
    expect(JSON.parse(audit!.after!)).toEqual({ name: "Sabores Palermo", specialDay: { date: "2026-11-18", workingHours: [] } });

    const id = (await env.DB.prepare("SELECT id FROM location_hours_exceptions WHERE branch_contact_id = ? AND date = '2026-11-18'").bind(I.palermo).first<{ id: number }>())!.id;
    const ramiro = await consoleAs(SHOP.otroDueno);
    expect((await ramiro.post(`/admin/otro-sabor/locales/${I.otroLocal}`, { intent: "quitar-dia-especial", dia: String(id) })).status).toBe(404);
    const removed = await valeria.post(PALERMO_PAGE, await specialDayForm(PALERMO_PAGE, { intent: "quitar-dia-especial", dia: String(id) }));
    expect(removed.headers.get("Location")).toBe(`${PALERMO_PAGE}?hecho=dia-especial-quitado`);
    expect(await (await send("/menu/pizzeria-palermo/take-away")).text()).not.toContain(CLOSED);
    expect(await auditRows("quitar-dia-especial", I.palermo)).toHaveLength(1);
  });

  it("a special day with its own hours opens Belgrano at 15:00 that day; a past date or a day without hours is refused in Spanish with the values kept", async () => {
    expect(await (await send("/menu/pizzeria-belgrano/take-away")).text()).toContain(CLOSED);
    const own = await valeria.post(BELGRANO_PAGE, await specialDayForm(BELGRANO_PAGE, { intent: "dia-especial", fecha: "2026-11-18", "e-0-desde": "12:00", "e-0-hasta": "18:00" }));
    expect(own.status).toBe(302);
    expect(await (await valeria.go(BELGRANO_PAGE)).text()).toContain("De 12:00 a 18:00");
    expect(await (await send("/menu/pizzeria-belgrano/take-away")).text()).not.toContain(CLOSED);

    const past = await valeria.post(BELGRANO_PAGE, await specialDayForm(BELGRANO_PAGE, { intent: "dia-especial", fecha: "2026-11-17", cerrado: "on" }));
    expect(past.status).toBe(400);
    const pastHtml = await past.text();
    expect(pastHtml).toContain("Esa fecha ya pasó. Elija hoy o un día futuro.");
    expect(pastHtml).toContain('value="2026-11-17"');
    const empty = await valeria.post(BELGRANO_PAGE, await specialDayForm(BELGRANO_PAGE, { intent: "dia-especial", fecha: "2026-12-25" }));
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Marque «Cerrado todo el día» o escriba el horario de ese día.");
    await env.DB.prepare("DELETE FROM location_hours_exceptions WHERE branch_contact_id = ?").bind(I.belgrano).run();
  });
});

describe("/admin/{companyAlias}/locales/{id}: the week's hours", () => {
  it("hours backwards or overlapping are refused in Spanish, keeping every value typed; nothing is written", async () => {
    const fields = await formFields(valeria, BELGRANO_PAGE, 'name="siempre"');
    fields.set("intent", "horarios");
    fields.set("h1-0-desde", "15:00");
    fields.set("h1-0-hasta", "11:00");
    fields.set("h2-1-desde", "14:00");
    fields.set("h2-1-hasta", "20:00");
    const res = await postForm(valeria, BELGRANO_PAGE, fields);
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("La hora de cierre es anterior a la de apertura. Después de medianoche se puede cerrar hasta las 06:00.");
    expect(html).toContain("Este horario se superpone con otro del mismo día o con el que viene de la noche anterior.");
    expect(html).toMatch(/<input[^>]*name="h1-0-desde"[^>]*value="15:00"/);
    expect(html).toMatch(/<input[^>]*name="h2-1-hasta"[^>]*value="20:00"/);
    const row = await env.DB.prepare("SELECT working_days FROM branch_contacts WHERE id = ?").bind(I.belgrano).first<{ working_days: string }>();
    expect(JSON.parse(row!.working_days)[0].workingHours).toEqual([{ startAt: "11:00", endAt: "15:00" }, { startAt: "19:00", endAt: "23:30" }]);
  });

  it("Wednesday 11:00 to 16:00 and Friday until 02:00 are saved: the storefront opens Belgrano at 15:00; audited; a save from the old page is refused", async () => {
    const fields = await formFields(valeria, BELGRANO_PAGE, 'name="siempre"');
    const old = new URLSearchParams(fields);
    fields.set("intent", "horarios");
    fields.set("h3-0-hasta", "16:00");
    fields.set("h5-1-hasta", "02:00");
    const res = await postForm(valeria, BELGRANO_PAGE, fields);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`${BELGRANO_PAGE}?hecho=horarios-guardados`);
    expect(await (await valeria.go(res.headers.get("Location")!)).text()).toContain("Horarios guardados. La tienda ya muestra los cambios.");
    expect(await (await send("/menu/pizzeria-belgrano/take-away")).text()).not.toContain(CLOSED);
    const [audit] = await auditRows("horarios", I.belgrano);
    expect(audit!.person_name).toBe("Valeria Sosa");
    const history = (await (await valeria.go("/admin/sabores/carta/cambios")).text()).replaceAll("<!-- -->", "");
    expect(history).toContain("Cambió los horarios en el local Sabores Belgrano");
    expect(history).toContain("Miércoles: De 11:00 a 15:00 / De 19:00 a 23:30 → De 11:00 a 16:00 / De 19:00 a 23:30");

    old.set("intent", "horarios");
    old.set("h3-0-hasta", "15:30");
    const stale = await postForm(valeria, BELGRANO_PAGE, old);
    expect(stale.status).toBe(409);
    expect(await stale.text()).toContain(CONFLICT);
    const row = await env.DB.prepare("SELECT working_days FROM branch_contacts WHERE id = ?").bind(I.belgrano).first<{ working_days: string }>();
    const days = JSON.parse(row!.working_days) as { dayOfWeek: number; workingHours: unknown }[];
    expect(days.find((d) => d.dayOfWeek === 3)!.workingHours).toEqual([{ startAt: "11:00", endAt: "16:00" }, { startAt: "19:00", endAt: "23:30" }]);
    expect(days.find((d) => d.dayOfWeek === 5)!.workingHours).toEqual([{ startAt: "11:00", endAt: "15:00" }, { startAt: "19:00", endAt: "02:00" }]);
  });
});

describe("/admin/{companyAlias}/locales/{id}: an order mode's settings, payments and charges", () => {
  const MODE_FORM = `id="modo-${PALERMO_DELIVERY}"`;
  const total = async (phone: string) => {
    const placed = await postOrder(palermoDelivery({ phone }), `locations-mode-${phone}`);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    return placed.body.data.total as number;
  };

  it("Palermo's delivery service fee $ 500 and 'Recargo por embalaje' $ 400: the checkout total follows to the peso; audited", async () => {
    // Muzzarella Grande $ 11.500 + cash delivery $ 2.000 + service $ 300 + packaging $ 250.
    expect(await total("+5491155550083")).toBe(14050);
    const fields = await formFields(valeria, PALERMO_PAGE, MODE_FORM);
    expect(fields.get("cargoFijo")).toBe("300");
    expect(fields.get("recargo-0-nombre")).toBe("Recargo por embalaje");
    fields.set("intent", "modo");
    fields.set("cargoFijo", "500");
    fields.set("recargo-0-valor", "400");
    const res = await postForm(valeria, PALERMO_PAGE, fields);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`${PALERMO_PAGE}?hecho=modo-guardado#modo-${PALERMO_DELIVERY}`);
    expect(await (await valeria.go(`${PALERMO_PAGE}?hecho=modo-guardado`)).text()).toContain("Modo de pedido guardado. La tienda ya muestra los cambios.");
    // 11.500 + 2.000 + 500 + 400
    expect(await total("+5491155550084")).toBe(14400);
    const history = (await (await valeria.go("/admin/sabores/carta/cambios")).text()).replaceAll("<!-- -->", "");
    expect(history).toContain("Cambió un modo de pedido en el local Sabores Palermo");
    expect(history).toContain("Delivery: Cargo por servicio: $ 300 + 0 % → $ 500 + 0 %");
    expect(history).toContain("Delivery: Recargos: Recargo por embalaje $ 250 → Recargo por embalaje $ 400");

    const stale = new URLSearchParams(fields);
    stale.set("cargoFijo", "700");
    const refused = await postForm(valeria, PALERMO_PAGE, stale);
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain("Otra persona cambió este modo de pedido. Revisá los cambios y guardá de nuevo.");
    expect(await total("+5491155550085")).toBe(14400);
  });

  it("a payment type turned off is gone from the mode; bad delays and a surcharge without a name are refused in Spanish with the values kept; Otro Sabor's owner gets 404", async () => {
    const fields = await formFields(valeria, PALERMO_PAGE, MODE_FORM);
    fields.set("intent", "modo");
    fields.set("minDelay", "90");
    fields.set("maxDelay", "45");
    fields.set("recargo-1-valor", "100");
    const bad = await postForm(valeria, PALERMO_PAGE, fields);
    expect(bad.status).toBe(400);
    const html = await bad.text();
    expect(html).toContain("El tiempo mínimo no puede ser mayor que el máximo.");
    expect(html).toContain("Escriba el nombre del recargo (lo ve el cliente).");
    expect(html).toMatch(/<input[^>]*name="minDelay"[^>]*value="90"/);

    const ramiro = await consoleAs(SHOP.otroDueno);
    expect((await postForm(ramiro, `/admin/otro-sabor/locales/${I.palermo}`, fields)).status).toBe(404);

    const ok = await formFields(valeria, PALERMO_PAGE, MODE_FORM);
    const cash = (await env.DB.prepare("SELECT id FROM payment_types WHERE order_mode_id = ? AND show_name = 'Efectivo'").bind(PALERMO_DELIVERY).first<{ id: number }>())!.id;
    const kept = ok.getAll("pago").filter((id) => id !== String(cash));
    ok.delete("pago");
    for (const id of kept) ok.append("pago", id);
    ok.set("intent", "modo");
    expect((await postForm(valeria, PALERMO_PAGE, ok)).status).toBe(302);
    const row = await env.DB.prepare("SELECT active FROM payment_types WHERE id = ?").bind(cash).first<{ active: number }>();
    expect(row!.active).toBe(0);
    expect(await (await valeria.go(PALERMO_PAGE)).text()).toMatch(new RegExp(`<input type="checkbox" name="pago" value="${cash}"/>`));
  });
});

describe("/admin/{companyAlias}/locales: a mode without a service fee", () => {
  it("Belgrano's take-away saved with a service fee of $ 0 stores no fee row, as before (the ticket's 'Tasa de Servicio (Bonificada)'); a fee typed later is stored", async () => {
    const TAKE_AWAY = DEMO_IDS.orderModes.belgranoTakeAway;
    const fees = async () =>
      (await env.DB.prepare("SELECT user_fee, percentage_user_fee FROM order_mode_fees WHERE order_mode_id = ?").bind(TAKE_AWAY).all()).results;
    expect(await fees()).toEqual([]);
    const form = `id="modo-${TAKE_AWAY}"`;
    const fields = await formFields(valeria, BELGRANO_PAGE, form);
    fields.set("intent", "modo");
    fields.set("cargoFijo", "0");
    fields.set("cargoPorcentaje", "0");
    expect((await postForm(valeria, BELGRANO_PAGE, fields)).status).toBe(302);
    expect(await fees()).toEqual([]);

    const again = await formFields(valeria, BELGRANO_PAGE, form);
    again.set("intent", "modo");
    again.set("cargoFijo", "150");
    expect((await postForm(valeria, BELGRANO_PAGE, again)).status).toBe(302);
    expect(await fees()).toEqual([{ user_fee: 150, percentage_user_fee: 0 }]);
  });
});

describe("/admin/{companyAlias}/locales: a new location of a branch", () => {
  const fields = (over: Record<string, string> = {}) => ({
    branchId: String(DEMO_IDS.branches.pizzeria),
    name: "Sabores Núñez",
    alias: "pizzeria-nunez",
    street: "Av. Santa Fe",
    number: "3400",
    city: "CABA",
    whatsapp: "11 4000-0009",
    callPhone: "",
    ...over,
  });

  it("Valeria adds Sabores Núñez to Sabores Pizzería: the address found by the geocoder, take-away in cash, open 11:00 to 23:00; it appears on the branch's location list", async () => {
    const res = await valeria.post(LIST, fields());
    expect(res.status).toBe(302);
    const location = res.headers.get("Location")!;
    expect(location).toMatch(/^\/admin\/sabores\/locales\/\d+\?hecho=local-creado$/);
    const page = await (await valeria.go(location)).text();
    expect(page).toContain("Local creado. Ya aparece en la tienda, con retiro en local y pago en efectivo, de 11:00 a 23:00.");
    const row = await env.DB.prepare("SELECT lat, lng, whatsapp_phone, working_days FROM branch_contacts WHERE alias = 'pizzeria-nunez'").first<{ lat: number; lng: number; whatsapp_phone: string; working_days: string }>();
    expect([row!.lat, row!.lng]).toEqual([-34.5868, -58.4128]);
    expect(row!.whatsapp_phone).toBe("+5491140000009");
    expect(JSON.parse(row!.working_days)).toHaveLength(7);
    const branchPage = await (await send("/menu/sabores-pizzeria")).text();
    expect(branchPage).toContain("Sabores Núñez");
    const menu = await (await send("/menu/pizzeria-nunez/take-away")).text();
    expect(menu).toContain("Sabores Núñez");
    expect(await auditRows("crear", Number(location.split("/").pop()!.split("?")[0]))).toHaveLength(1);
  });

  it("an alias taken, an unknown address or a bad WhatsApp is refused in Spanish with the values kept; another company's branch is refused; Diego 403", async () => {
    const taken = await valeria.post(LIST, fields({ alias: "pizzeria-palermo", name: "Otro Palermo" }));
    expect(taken.status).toBe(409);
    const takenHtml = await taken.text();
    expect(takenHtml).toContain("Ese alias ya está en uso. Elija otro.");
    expect(takenHtml).toContain('value="Otro Palermo"');
    const lost = await valeria.post(LIST, fields({ alias: "perdido-local", street: "Calle que no existe", number: "99999", city: "Ninguna" }));
    expect(lost.status).toBe(400);
    expect(await lost.text()).toContain("No encontramos esa dirección. Revísela o marque el local en el mapa.");
    const phone = await valeria.post(LIST, fields({ alias: "mal-telefono", whatsapp: "12" }));
    expect(phone.status).toBe(400);
    expect(await phone.text()).toContain("Ingrese un número de WhatsApp válido.");
    const foreign = await valeria.post(LIST, fields({ alias: "ajeno-local", branchId: String(DEMO_IDS.branches.otro) }));
    expect(foreign.status).toBe(400);
    expect(await foreign.text()).toContain("Elija una sucursal de su empresa.");
    expect((await (await consoleAs(SHOP.diego)).post(LIST, fields({ alias: "de-diego" }))).status).toBe(403);
    const n = await env.DB.prepare("SELECT count(*) AS n FROM branch_contacts WHERE alias IN ('perdido-local', 'mal-telefono', 'ajeno-local', 'de-diego')").first<{ n: number }>();
    expect(n!.n).toBe(0);
  });
});
