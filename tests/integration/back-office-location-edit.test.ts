// The owner edits an existing location (/admin/{companyAlias}/locales/{id}): its name, address,
// pin and phones; 'Siempre abierto'; an order mode's own hours; and every form of the page refuses
// a save from an older state with the carta's message (two tabs of the owner: the later one from
// the page it read before the first save). Clock pinned (FIXED_NOW): Wednesday 18/11/2026 15:00 in
// Buenos Aires; Palermo is always open, Belgrano closed at 15:00 (11:00-15:00 and 19:00-23:30).
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_IDS } from "~/data/demo/demo-tenant";
import { consoleAs, SHOP } from "./console-helpers";
import { formFields, postForm } from "./back-office-helpers";
import { send } from "./session-helpers";
import type { Diner } from "./sign-in-helpers";

const I = DEMO_IDS.branchContacts;
const M = DEMO_IDS.orderModes;
const LIST = "/admin/sabores/locales";
const PALERMO_PAGE = `${LIST}/${I.palermo}`;
const BELGRANO_PAGE = `${LIST}/${I.belgrano}`;
const CLOSED = "El local está cerrado y no es posible realizar pedidos. Intenta nuevamente dentro del horario de apertura.";
const CONFLICT = "Otra persona cambió este local. Revisá los cambios y guardá de nuevo.";




const history = async (d: Diner) => (await (await d.go("/admin/sabores/carta/cambios")).text()).replaceAll("<!-- -->", "");
const contact = (id: number) =>
  env.DB.prepare("SELECT name, street, number, city, lat, lng, whatsapp_phone, call_phone, always_open FROM branch_contacts WHERE id = ?")
    .bind(id)
    .first<{ name: string; street: string; number: string; city: string; lat: number; lng: number; whatsapp_phone: string; call_phone: string | null; always_open: number }>();

const DATOS = 'value="datos"';
const HOURS = 'name="siempre"';
const SPECIAL = 'aria-label="Agregar un día especial"';
const modeForm = (id: number) => `id="modo-${id}"`;

let valeria: Diner;
beforeAll(async () => {
  valeria = await consoleAs(SHOP.valeria);
});

describe("'Datos del local': name, address and pin, phones", () => {
  it("Valeria renames Palermo, moves it to Av. Santa Fe 3400 and changes its phones: the storefront shows them at once; audited; the page read before is refused", async () => {
    const fields = await formFields(valeria, PALERMO_PAGE, DATOS);
    expect(fields.get("name")).toBe("Sabores Palermo");
    expect(fields.get("street")).toBe("Av. Santa Fe");
    expect(fields.get("whatsapp")).toBe("+5491140000001");
    const saved = await postForm(valeria, PALERMO_PAGE, fields, { intent: "datos", name: "Sabores Palermo Soho", number: "3400", whatsapp: "11 4000-0077", callPhone: "11 4823-0077" });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe(`${PALERMO_PAGE}?hecho=datos-guardados`);
    expect(await (await valeria.go(saved.headers.get("Location")!)).text()).toContain("Datos del local guardados. La tienda ya muestra los cambios.");

    const row = await contact(I.palermo);
    expect([row!.lat, row!.lng]).toEqual([-34.5868, -58.4128]);
    expect(row!.whatsapp_phone).toBe("+5491140000077");
    const menu = await (await send("/menu/pizzeria-palermo/take-away")).text();
    expect(menu).toContain("Sabores Palermo Soho");
    expect(menu).toContain("Av. Santa Fe 3400, CABA");
    expect(menu).toContain("https://wa.me/5491140000077");
    expect(menu).toContain(`tel:${row!.call_phone}`);
    expect(await (await send("/menu/sabores-pizzeria")).text()).toContain("Sabores Palermo Soho");
    expect(await (await valeria.go(LIST)).text()).toContain("Av. Santa Fe 3400, CABA");

    const changes = await history(valeria);
    expect(changes).toContain("Cambió los datos en el local Sabores Palermo Soho");
    expect(changes).toContain("Nombre: Sabores Palermo → Sabores Palermo Soho");
    expect(changes).toContain("Dirección: Av. Santa Fe 3253, CABA → Av. Santa Fe 3400, CABA");
    expect(changes).toContain("WhatsApp: +5491140000001 → +5491140000077");

    const stale = await postForm(valeria, PALERMO_PAGE, fields, { intent: "datos", name: "Sabores Palermo Viejo" });
    expect(stale.status).toBe(409);
    const staleHtml = await stale.text();
    expect(staleHtml).toContain(CONFLICT);
    expect(staleHtml).toContain('value="Sabores Palermo Viejo"');
    expect((await contact(I.palermo))!.name).toBe("Sabores Palermo Soho");
  });

  it("the pin dragged on the map is stored as sent; the address unchanged and the pin unmoved keep the stored point", async () => {
    const fields = await formFields(valeria, BELGRANO_PAGE, DATOS);
    const before = await contact(I.belgrano);
    expect((await postForm(valeria, BELGRANO_PAGE, fields, { intent: "datos", lat: String(before!.lat), lng: String(before!.lng), callPhone: "" })).status).toBe(302);
    expect([(await contact(I.belgrano))!.lat, (await contact(I.belgrano))!.lng]).toEqual([before!.lat, before!.lng]);
    expect((await contact(I.belgrano))!.call_phone).toBeNull();
    const again = await formFields(valeria, BELGRANO_PAGE, DATOS);
    expect((await postForm(valeria, BELGRANO_PAGE, again, { intent: "datos", lat: "-34.5601", lng: "-58.4567" })).status).toBe(302);
    const moved = await contact(I.belgrano);
    expect([moved!.lat, moved!.lng]).toEqual([-34.5601, -58.4567]);
    expect(await (await send("/api/diner/pizzeria-belgrano")).text()).toContain('"lat":-34.5601');
  });

  it("a bad WhatsApp, an empty name or an address the geocoder does not know is refused in Spanish with the values kept; Diego 403, Otro Sabor's owner 404; nothing written", async () => {
    const fields = await formFields(valeria, BELGRANO_PAGE, DATOS);
    const phone = await postForm(valeria, BELGRANO_PAGE, fields, { intent: "datos", whatsapp: "12", name: "Belgrano Nuevo" });
    expect(phone.status).toBe(400);
    const phoneHtml = await phone.text();
    expect(phoneHtml).toContain("Ingrese un número de WhatsApp válido.");
    expect(phoneHtml).toContain('value="Belgrano Nuevo"');
    const name = await postForm(valeria, BELGRANO_PAGE, fields, { intent: "datos", name: "" });
    expect(name.status).toBe(400);
    expect(await name.text()).toContain("Ingrese el nombre del local (de 2 a 60 caracteres).");
    const lost = await postForm(valeria, BELGRANO_PAGE, fields, { intent: "datos", street: "Calle que no existe", number: "99999", city: "Ninguna" });
    expect(lost.status).toBe(400);
    const lostHtml = await lost.text();
    expect(lostHtml).toContain("No encontramos esa dirección. Revísela o marque el local en el mapa.");
    expect(lostHtml).toContain('value="Calle que no existe"');
    expect((await postForm(await consoleAs(SHOP.diego), BELGRANO_PAGE, fields, { intent: "datos", name: "De Diego" })).status).toBe(403);
    expect((await postForm(await consoleAs(SHOP.otroDueno), `/admin/otro-sabor/locales/${I.belgrano}`, fields, { intent: "datos", name: "De Ramiro" })).status).toBe(404);
    expect((await contact(I.belgrano))!.name).toBe("Sabores Belgrano");
  });
});

describe("hours: 'Siempre abierto' of a location and of an order mode, a mode's own hours", () => {
  it("Belgrano (closed at 15:00) set 'Siempre abierto' opens on the storefront; unset, it follows its week again; audited", async () => {
    expect(await (await send("/menu/pizzeria-belgrano/take-away")).text()).toContain(CLOSED);
    const fields = await formFields(valeria, BELGRANO_PAGE, HOURS);
    expect(fields.has("siempre")).toBe(false);
    const saved = await postForm(valeria, BELGRANO_PAGE, fields, { intent: "horarios", siempre: "on" });
    expect(saved.status).toBe(302);
    expect(await (await send("/menu/pizzeria-belgrano/take-away")).text()).not.toContain(CLOSED);
    expect((await contact(I.belgrano))!.always_open).toBe(1);
    expect(await (await valeria.go(LIST)).text()).toMatch(/Sabores Belgrano[\s\S]*?Siempre abierto/);
    expect(await history(valeria)).toContain("Siempre abierto: no → sí");

    const stale = await postForm(valeria, BELGRANO_PAGE, fields, { intent: "horarios" });
    expect(stale.status).toBe(409);
    expect(await stale.text()).toContain(CONFLICT);
    const off = await formFields(valeria, BELGRANO_PAGE, HOURS);
    expect(off.get("siempre")).toBe("on");
    off.delete("siempre");
    expect((await postForm(valeria, BELGRANO_PAGE, off, { intent: "horarios" })).status).toBe(302);
    expect(await (await send("/menu/pizzeria-belgrano/take-away")).text()).toContain(CLOSED);
  });

  it("Palermo's take-away with its own hours (Wednesday 16:00 to 20:00) is closed at 15:00 though Palermo is always open; 'Siempre abierto' on Belgrano's take-away opens it; audited; an empty own week is refused", async () => {
    const palermo = await formFields(valeria, PALERMO_PAGE, modeForm(M.palermoTakeAway));
    expect(palermo.get("horario")).toBe("local");
    const own = await postForm(valeria, PALERMO_PAGE, palermo, { intent: "modo", horario: "propio", "h3-0-desde": "16:00", "h3-0-hasta": "20:00" });
    expect(own.status).toBe(302);
    expect(await (await send("/menu/pizzeria-palermo/take-away")).text()).toContain(CLOSED);
    expect(await (await send("/menu/pizzeria-palermo/delivery")).text()).not.toContain(CLOSED);
    const mode = await env.DB.prepare("SELECT use_schedule, schedules FROM order_modes WHERE id = ?").bind(M.palermoTakeAway).first<{ use_schedule: number; schedules: string }>();
    expect(mode!.use_schedule).toBe(1);
    expect(JSON.parse(mode!.schedules)).toEqual([{ dayOfWeek: 3, workingHours: [{ startAt: "16:00", endAt: "20:00" }] }]);
    const again = await formFields(valeria, PALERMO_PAGE, modeForm(M.palermoTakeAway));
    expect(again.get("horario")).toBe("propio");
    expect(again.get("h3-0-desde")).toBe("16:00");

    const belgrano = await formFields(valeria, BELGRANO_PAGE, modeForm(M.belgranoTakeAway));
    expect((await postForm(valeria, BELGRANO_PAGE, belgrano, { intent: "modo", horario: "siempre" })).status).toBe(302);
    expect(await (await send("/menu/pizzeria-belgrano/take-away")).text()).not.toContain(CLOSED);
    expect(await (await send("/menu/pizzeria-belgrano/delivery")).text()).toContain(CLOSED);
    const changes = await history(valeria);
    expect(changes).toContain("Retiro en local: Horario: el del local → Miércoles De 16:00 a 20:00");
    expect(changes).toContain("Retiro en local: Horario: el del local → siempre abierto");

    const empty = await postForm(valeria, PALERMO_PAGE, again, { intent: "modo", "h3-0-desde": "", "h3-0-hasta": "" });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Escriba al menos un horario del modo, o elija «El horario del local».");
    const back = await postForm(valeria, PALERMO_PAGE, again, { intent: "modo", horario: "local" });
    expect(back.status).toBe(302);
    expect(await (await send("/menu/pizzeria-palermo/take-away")).text()).not.toContain(CLOSED);
  });

  it("scheduled orders only and the delays are saved from the same form: the storefront asks to schedule", async () => {
    const fields = await formFields(valeria, PALERMO_PAGE, modeForm(M.palermoDelivery));
    expect((await postForm(valeria, PALERMO_PAGE, fields, { intent: "modo", scheduledOnly: "on", minDelay: "40", maxDelay: "70" })).status).toBe(302);
    expect(await (await send("/menu/pizzeria-palermo/delivery")).text()).toContain("Programa tu pedido para más adelante. En este momento el local está cerrado.");
    const mode = await env.DB.prepare("SELECT scheduled_only, min_delay_in_minutes, max_delay_in_minutes FROM order_modes WHERE id = ?").bind(M.palermoDelivery).first();
    expect(mode).toEqual({ scheduled_only: 1, min_delay_in_minutes: 40, max_delay_in_minutes: 70 });
    const back = await formFields(valeria, PALERMO_PAGE, modeForm(M.palermoDelivery));
    back.delete("scheduledOnly");
    expect((await postForm(valeria, PALERMO_PAGE, back, { intent: "modo" })).status).toBe(302);
  });
});

describe("the version check on special days and 'Cerrado manualmente'", () => {
  it("two tabs on Caballito's page: a special day added from the first; the second, read before, can neither add nor remove one; the first's stays", async () => {
    const page = `${LIST}/${I.caballito}`;
    const first = await formFields(valeria, page, SPECIAL);
    const second = await formFields(valeria, page, SPECIAL);
    expect((await postForm(valeria, page, first, { intent: "dia-especial", fecha: "2026-12-25", cerrado: "on" })).status).toBe(302);
    const refused = await postForm(valeria, page, second, { intent: "dia-especial", fecha: "2026-12-31", cerrado: "on" });
    expect(refused.status).toBe(409);
    const refusedHtml = await refused.text();
    expect(refusedHtml).toContain(CONFLICT);
    expect(refusedHtml).toContain('value="2026-12-31"');
    const id = (await env.DB.prepare("SELECT id FROM location_hours_exceptions WHERE branch_contact_id = ? AND date = '2026-12-25'").bind(I.caballito).first<{ id: number }>())!.id;
    const removeStale = await postForm(valeria, page, new URLSearchParams({ intent: "quitar-dia-especial", dia: String(id), visto: second.get("visto")! }));
    expect(removeStale.status).toBe(409);
    expect(await removeStale.text()).toContain(CONFLICT);
    const days = await env.DB.prepare("SELECT date FROM location_hours_exceptions WHERE branch_contact_id = ? ORDER BY date").bind(I.caballito).all<{ date: string }>();
    expect(days.results.map((d) => d.date)).toEqual(["2026-12-25"]);
    expect(await history(valeria)).toContain("Viernes 25/12/2026: Cerrado");

    const fresh = await formFields(valeria, page, SPECIAL);
    expect((await postForm(valeria, page, new URLSearchParams({ intent: "quitar-dia-especial", dia: String(id), visto: fresh.get("visto")! }))).status).toBe(302);
  });

  it("two tabs: 'Cerrar manualmente' from both; the later is refused with the message and the location stays closed once, one history row", async () => {
    const page = PALERMO_PAGE;
    expect((await valeria.post(page, { intent: "cerrar" })).status).toBe(302);
    const later = await valeria.post(page, { intent: "cerrar" });
    expect(later.status).toBe(409);
    expect(await later.text()).toContain(CONFLICT);
    const rows = await env.DB.prepare("SELECT count(*) AS n FROM menu_audit_log WHERE entity_type = 'LOCATION' AND entity_id = ? AND action = 'cerrar'").bind(I.palermo).first<{ n: number }>();
    expect(rows!.n).toBe(1);
    expect((await valeria.post(page, { intent: "reabrir" })).status).toBe(302);
    expect((await valeria.post(page, { intent: "reabrir" })).status).toBe(409);
  });
});
