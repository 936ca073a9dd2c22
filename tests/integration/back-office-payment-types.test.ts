// 'Agregar medio de pago' on a location's order mode (/admin/{companyAlias}/locales/{id}): the owner
// adds cash, a card on delivery or pickup ('Tarjeta con posnet') or an online card to a mode; the
// diner can pay with it at once; a kind the mode has, a name too long or a name without a kind is
// refused in Spanish with the values kept and nothing written; audited.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_IDS } from "~/data/demo/demo-tenant";
import { formFields, postForm } from "./back-office-helpers";
import { consoleAs, SHOP } from "./console-helpers";
import { palermoDelivery, postOrder } from "./orders-helpers";
import type { Diner } from "./sign-in-helpers";

const PALERMO_PAGE = `/admin/sabores/locales/${DEMO_IDS.branchContacts.palermo}`;
const DELIVERY = DEMO_IDS.orderModes.palermoDelivery;
const TAKE_AWAY = DEMO_IDS.orderModes.palermoTakeAway;
const TABLE = DEMO_IDS.orderModes.palermoTable;

type PaymentRow = {
  id: number;
  show_name: string;
  description: string | null;
  payment_method: string;
  active: number;
  upload: string;
  provider_name: string | null;
  position: number;
};
const paymentsOf = async (modeId: number) =>
  (
    await env.DB.prepare(
      "SELECT id, show_name, description, payment_method, active, upload, provider_name, position FROM payment_types WHERE order_mode_id = ? ORDER BY position, id"
    )
      .bind(modeId)
      .all<PaymentRow>()
  ).results;

/** One mode's form of the location's page. */
const modeSection = (html: string, modeId: number) =>
  html.slice(html.indexOf(`id="modo-${modeId}"`), html.indexOf("</form>", html.indexOf(`id="modo-${modeId}"`)));

async function modeForm(modeId: number, over: Record<string, string>) {
  const fields = await formFields(valeria, PALERMO_PAGE, `id="modo-${modeId}"`);
  fields.set("intent", "modo");
  for (const [k, v] of Object.entries(over)) fields.set(k, v);
  return fields;
}

let valeria: Diner;
beforeAll(async () => {
  valeria = await consoleAs(SHOP.valeria);
});

describe("'Agregar medio de pago'", () => {
  it("the delivery mode offers only the kind it lacks; 'Tarjeta con posnet' added with its default name, offered at once, and a diner pays with it; audited", async () => {
    const form = modeSection(await (await valeria.go(PALERMO_PAGE)).text(), DELIVERY);
    const select = form.slice(form.indexOf('name="nuevoPago"'), form.indexOf("</select>", form.indexOf('name="nuevoPago"')));
    expect(select).toContain(">Ninguno</option>");
    expect(select).toContain(">Tarjeta con posnet (al entregar o retirar)</option>");
    // Palermo's delivery already takes cash and online cards.
    expect(select).not.toContain('value="CASH"');
    expect(select).not.toContain('value="ONLINE"');

    const before = await paymentsOf(DELIVERY);
    expect((await postForm(valeria, PALERMO_PAGE, await modeForm(DELIVERY, { nuevoPago: "CARD" }))).status).toBe(302);
    const after = await paymentsOf(DELIVERY);
    expect(after).toHaveLength(before.length + 1);
    const card = after.at(-1)!;
    expect(card).toMatchObject({
      show_name: "Tarjeta con posnet",
      description: "Débito o crédito con posnet.",
      payment_method: "CARD",
      active: 1,
      upload: "APP",
      provider_name: null,
      position: before.length,
    });

    // The mode's page shows it switched on; the storefront's payment list has it.
    const checkbox = new RegExp(`<input[^>]*name="pago"[^>]*value="${card.id}"[^>]*>`).exec(await (await valeria.go(PALERMO_PAGE)).text());
    expect(checkbox?.[0]).toContain('checked=""');
    const order = await postOrder(palermoDelivery({ paymentType: card.id, paysWith: null }), `payment-type-card-${Math.random()}`);
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    const stored = await env.DB.prepare("SELECT payment_method, payment_type_id, total FROM orders WHERE code = ?").bind(order.body.data.code).first();
    // Muzzarella Grande 11.500 + 250 + 300 + delivery 1.500: the zone's cash fee ($ 500) is not charged to a card.
    expect(stored).toEqual({ payment_method: "CARD", payment_type_id: card.id, total: 13550 });

    const audit = await env.DB.prepare(
      "SELECT person_name, after FROM menu_audit_log WHERE entity_type = 'LOCATION' AND action = 'modo' ORDER BY created_at DESC, rowid DESC LIMIT 1"
    ).first<{
      person_name: string;
      after: string;
    }>();
    expect(audit!.person_name).toBe("Valeria Sosa");
    expect(audit!.after).toContain('"name":"Tarjeta con posnet","method":"CARD","active":true');
  });

  it("an online card for take-away: its own name and text, charged through the branch's card provider (the sandbox)", async () => {
    const fields = await modeForm(TAKE_AWAY, {
      nuevoPago: "ONLINE",
      nuevoPagoNombre: "Mercado Pago",
      nuevoPagoDescripcion: "Pagá ahora y retirá sin esperar.",
    });
    expect((await postForm(valeria, PALERMO_PAGE, fields)).status).toBe(302);
    expect((await paymentsOf(TAKE_AWAY)).at(-1)).toMatchObject({
      show_name: "Mercado Pago",
      description: "Pagá ahora y retirá sin esperar.",
      payment_method: "ONLINE",
      upload: "API",
      provider_name: "sandbox",
    });
  });

  it("a kind the mode has, a name too long, or a name without a kind: refused in Spanish with the values kept, nothing written", async () => {
    // Palermo's table service takes cash only.
    const before = await paymentsOf(TABLE);
    const repeated = await postForm(valeria, PALERMO_PAGE, await modeForm(TABLE, { nuevoPago: "CASH", nuevoPagoNombre: "Efectivo justo" }));
    expect(repeated.status).toBe(400);
    const repeatedForm = modeSection(await repeated.text(), TABLE);
    expect(repeatedForm).toContain("Este modo ya tiene un medio de pago de ese tipo.");
    expect(repeatedForm).toMatch(/<input[^>]*name="nuevoPagoNombre"[^>]*value="Efectivo justo"/);

    const long = await postForm(valeria, PALERMO_PAGE, await modeForm(TABLE, { nuevoPago: "CARD", nuevoPagoNombre: "x".repeat(61) }));
    expect(long.status).toBe(400);
    expect(await long.text()).toContain("Escriba un nombre de hasta 60 caracteres.");

    const noKind = await postForm(valeria, PALERMO_PAGE, await modeForm(TABLE, { nuevoPago: "", nuevoPagoNombre: "Transferencia" }));
    expect(noKind.status).toBe(400);
    expect(await noKind.text()).toContain("Elija el tipo de medio de pago.");

    const unknown = await postForm(valeria, PALERMO_PAGE, await modeForm(TABLE, { nuevoPago: "BITCOIN" }));
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain("Elija el tipo de medio de pago.");
    expect(await paymentsOf(TABLE)).toEqual(before);
  });
});
