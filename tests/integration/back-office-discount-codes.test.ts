// The owner's discount codes (/admin/{companyAlias}/descuentos), without JavaScript: a new code
// with a minimum works at the storefront's code check at once; bad values come back in Spanish with
// what was typed; a save from an older state is refused; a limit under the uses made is refused;
// only Valeria (owner) gets in, and another tenant's code is a 404.
import { SELF, env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_IDS as I } from "~/data/demo/demo-tenant";
import { DEMO_ORDER_IDS } from "~/data/demo/demo-tenant-orders";
import { BASE } from "./api-helpers";
import { consoleAs, SHOP } from "./console-helpers";
import type { Diner } from "./sign-in-helpers";

const PAGE = "/admin/sabores/descuentos";
const CASH_DELIVERY = I.orderModes.palermoDelivery * 10 + 1;
const grande = (quantity: number) => ({ referenceId: I.plates.muzzarella, sizeId: I.sizes.muzzarellaGrande, quantity, extras: [] });

let valeria: Diner;
beforeAll(async () => {
  valeria = await consoleAs(SHOP.valeria);
});

async function validate(code: string, quantity: number) {
  const res = await SELF.fetch(`${BASE}/api/codediscounts/validate`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ branchContactId: I.branchContacts.palermo, orderModeId: I.orderModes.palermoDelivery, paymentTypeId: CASH_DELIVERY, phone: "11 5555-0998", code, items: [grande(quantity)] }),
  });
  return { status: res.status, body: (await res.json()) as any };
}

const NEW_CODE = { intent: "crear", code: "finde20", type: "PERCENT", value: "20", minimumOrderAmount: "20.000", maxDiscountAmount: "", maxUses: "", plateId: "", categoryId: "", paymentMethod: "", branchId: "", validFrom: "", validTo: "", active: "on" };

/** The edit form's hidden fields of a code (the page opened on ?codigo=). */
async function editForm(id: number) {
  const html = await (await valeria.go(`${PAGE}?codigo=${id}`)).text();
  const seen = /name="visto" value="([^"]*)"/.exec(html)?.[1];
  expect(seen, "the form's stored state").toBeTruthy();
  return { html, visto: seen!.replace(/&quot;/g, '"').replace(/&amp;/g, "&") };
}

describe("/admin/{companyAlias}/descuentos", () => {
  it("lists the demo's codes with their rules and uses", async () => {
    const res = await valeria.go(PAGE);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toContain("no-store");
    const html = (await res.text()).replace(/<!-- -->/g, "");
    for (const text of ["BIENVENIDA", "10 %", "Tope $ 3.000", "Solo primera compra", "PIZZA2000", "Mínimo en productos $ 15.000", "Con un ítem de Pizzas", "UNAVEZ", "0 de 1 usos", "ENVIOGRATIS", "Envío gratis", "Pagando con Efectivo"]) {
      expect(html, text).toContain(text);
    }
  });

  it("a new code with a minimum works at the storefront's code check at once", async () => {
    expect((await validate("FINDE20", 2)).status).toBe(404);
    const created = await valeria.post(PAGE, NEW_CODE);
    expect(created.status).toBe(302);
    expect(created.headers.get("Location")).toBe(`${PAGE}?hecho=codigo-creado`);
    expect(await (await valeria.go(created.headers.get("Location")!)).text()).toContain("Código creado. Los clientes ya pueden usarlo.");
    const low = await validate("finde20", 1);
    expect(low.status).toBe(422);
    expect(low.body.error.message).toBe("Monto mínimo en productos: $ 20.000");
    const ok = await validate("FINDE20", 2);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ code: "FINDE20", type: "PERCENT", value: 20, amount: 4600, minimumOrderAmount: 20000 });
    // The history names it.
    expect((await (await valeria.go("/admin/sabores/carta/cambios")).text()).replace(/<!-- -->/g, "")).toContain("Creó el código FINDE20");
  });

  it("bad values and a code already taken come back in Spanish with what was typed", async () => {
    const bad = await valeria.post(PAGE, { ...NEW_CODE, code: "OTRO 1", value: "150", validFrom: "2026-12-10", validTo: "2026-12-01" });
    expect(bad.status).toBe(400);
    const html = await bad.text();
    expect(html).toContain("Ingrese el código: de 3 a 30 letras o números, sin espacios.");
    expect(html).toContain("El porcentaje debe ser un número entero de 1 a 100.");
    expect(html).toContain("La fecha de fin no puede ser anterior a la de inicio.");
    expect(html).toContain('value="OTRO 1"');
    // Sent from the page the last save led to: its notice gives way to the refusal.
    const taken = await valeria.post(`${PAGE}?hecho=codigo-creado`, { ...NEW_CODE, code: "bienvenida" });
    expect(taken.status).toBe(409);
    const takenHtml = await taken.text();
    expect(takenHtml).toContain("Ya existe un código igual en la empresa. Elija otro.");
    expect(takenHtml).not.toMatch(/<p class="back-office__notice"[^>]*>Código creado/);
    const foreignPlate = await valeria.post(PAGE, { ...NEW_CODE, code: "AJENO", plateId: String(I.plates.otroMuzzarella) });
    expect(foreignPlate.status).toBe(400);
    expect(await foreignPlate.text()).toContain("Elija un plato, una categoría y una sucursal de su empresa.");
  });

  it("edits a code; a second save from the same opened form is refused and changes nothing", async () => {
    const id = DEMO_ORDER_IDS.discountCodes.efectivo10;
    const { visto } = await editForm(id);
    const fields = { intent: "guardar", codeId: String(id), visto, code: "EFECTIVO10", type: "PERCENT", value: "15", paymentMethod: "CASH", active: "on" };
    const saved = await valeria.post(PAGE, fields);
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe(`${PAGE}?codigo=${id}&hecho=codigo-guardado`);
    expect((await validate("EFECTIVO10", 1)).body).toMatchObject({ value: 15, amount: 1725 });

    const late = await valeria.post(PAGE, { ...fields, value: "5" });
    expect(late.status).toBe(409);
    expect(await late.text()).toContain("Otra persona cambió este código. Revisá los cambios y guardá de nuevo.");
    expect((await validate("EFECTIVO10", 1)).body.value).toBe(15);

    // Turned off: the storefront no longer finds it.
    const again = await editForm(id);
    const { active: _on, ...withoutActive } = fields;
    expect((await valeria.post(PAGE, { ...withoutActive, visto: again.visto })).status).toBe(302);
    const off = await validate("EFECTIVO10", 1);
    expect(off.status).toBe(404);
    expect(off.body.error.message).toBe("No se encontró ningún descuento con el código ingresado.");
  });

  it("a limit of uses below the uses already made is refused", async () => {
    const id = DEMO_ORDER_IDS.discountCodes.envioGratis;
    await env.DB.prepare("UPDATE discount_codes SET uses = 3 WHERE id = ?").bind(id).run();
    const { visto } = await editForm(id);
    const res = await valeria.post(PAGE, { intent: "guardar", codeId: String(id), visto, code: "ENVIOGRATIS", type: "FREE_DELIVERY", maxUses: "2", active: "on" });
    expect(res.status).toBe(409);
    expect(await res.text()).toContain("El límite de usos no puede ser menor que los usos que ya tuvo (3).");
    const row = await env.DB.prepare("SELECT max_uses FROM discount_codes WHERE id = ?").bind(id).first<{ max_uses: number | null }>();
    expect(row!.max_uses).toBeNull();
  });

  it("Diego gets 403; Otro Sabor's owner 404; Valeria gets 404 for Otro Sabor's code", async () => {
    expect((await (await consoleAs(SHOP.diego)).go(PAGE)).status).toBe(403);
    expect((await (await consoleAs(SHOP.otroDueno)).go(PAGE)).status).toBe(404);
    const other = await env.DB.prepare("INSERT INTO discount_codes (company_id, code, type, value) VALUES (?, 'AJENO10', 'PERCENT', 10) RETURNING id").bind(I.companies.otroSabor).first<{ id: number }>();
    expect((await valeria.go(`${PAGE}?codigo=${other!.id}`)).status).toBe(404);
    const post = await valeria.post(PAGE, { intent: "guardar", codeId: String(other!.id), visto: "{}", code: "ROBADO", type: "PERCENT", value: "90", active: "on" });
    expect(post.status).toBe(404);
    const row = await env.DB.prepare("SELECT code, value FROM discount_codes WHERE id = ?").bind(other!.id).first<{ code: string; value: number }>();
    expect(row).toEqual({ code: "AJENO10", value: 10 });
  });
});
