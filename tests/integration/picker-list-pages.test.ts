// logistics.md §9 "Picker list page size: shared constant, value not shown; offset is page
// times size" (ours: 10, docs/decisions.md#logistics-staff-picker-rider-tracking) and §2 "Only the first order in the
// list is enabled": twelve orders waiting at Palermo make two pages of the picker list;
// page 2 holds the last two, none of them enabled, and the call answers the same with
// offset = page × size.
import { SELF, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { shiftCookieHeader } from "~/http/staff-auth.server";
import { BASE } from "./api-helpers";
import { palermoDelivery, postOrder } from "./orders-helpers";
import { PALERMO, call, knownDevice } from "./shipments-helpers";

const LIST = "/picker/pizzeria-palermo/pickerApp/list";

async function page(path: string, cookie: string) {
  const res = await SELF.fetch(`${BASE}${path}`, { headers: { Cookie: cookie }, redirect: "manual" });
  expect(res.status, path).toBe(200);
  return res.text();
}

/** The order codes of a list page, in the order shown. */
const codesOf = (html: string) => [...html.matchAll(/Pedido ([A-Z0-9]{6,12})</g)].map((m) => m[1]);

describe("the picker list, page 2", () => {
  it("ten orders a page, oldest first; 'Siguientes' / 'Anteriores'; nothing enabled on page 2", async () => {
    await env.DB.prepare("UPDATE orders SET status = 'CANCELED' WHERE status IN ('GENERATED', 'ACCEPTED', 'PENDING_PAYMENT')").run();
    const codes: string[] = [];
    for (let i = 0; i < 12; i++) {
      const r = await postOrder(palermoDelivery(), `picker-pages-${i}`);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      codes.push(r.body.data.code);
    }
    const carla = await call("PUT", "/api/picker/11151/updatewithcode", { active: true, securityCode: "7391", pickerUser: { branchContact: { id: PALERMO } }, deviceToken: await knownDevice(11151) });
    expect(carla.status).toBe(200);
    const cookie = (await shiftCookieHeader(env, new Request(BASE), "picker", carla.body.token)).split(";")[0]!;

    const first = await page(LIST, cookie);
    expect(codesOf(first)).toEqual(codes.slice(0, 10));
    expect(first).toContain(`href="${LIST}?pagina=1"`);
    expect(first).toContain("Siguientes");
    expect(first).not.toContain("Anteriores");
    // §2: the first order of page 1 is the only one to take.
    expect(first.match(/Para preparar/g)).toHaveLength(1);
    expect(first).toContain(`href="${LIST.replace("/list", "")}/${codes[0]}"`);

    const second = await page(`${LIST}?pagina=1`, cookie);
    expect(codesOf(second)).toEqual(codes.slice(10));
    expect(second).toContain("Anteriores");
    expect(second).not.toContain("Siguientes");
    // Page 2's orders are not the first of the list: none enabled, each card says why before any tap.
    expect(second).not.toContain("Para preparar");
    expect(second.match(/picker-order--disabled/g)).toHaveLength(2);
    expect(second.match(/<strong>En espera<\/strong> · (<!-- -->)?Primero se prepara el pedido ([A-Z0-9]+)/g)).toHaveLength(2);
    expect(second).toContain(`Primero se prepara el pedido ${codes[0]}`);
    expect(second).not.toContain("aviso=bloqueado");
    // The count of the whole list and where this page is.
    expect(first).toContain("12 pedidos para preparar");
    expect(first).toContain("Página 1 de 2");
    expect(second).toContain("Página 2 de 2");
    expect(second).toContain(`href="${LIST}"`); // 'Anteriores' to page 1
    // A link that still carries the old notice shows the spec's text.
    const tapped = await page(`${LIST}?aviso=bloqueado&pagina=1`, cookie);
    expect(tapped).toContain("No puedes tomar este pedido, solo aquellos en estado “Para preparar”");
    expect(codesOf(tapped)).toEqual(codes.slice(10));

    // The call: offset = page × size.
    const api = await call("GET", `/api/picker/pickerapp/dinerorders?offset=10&pageSize=10&branchContactId=${PALERMO}`, undefined, carla.body.token);
    expect(api.status).toBe(200);
    expect(api.body).toMatchObject({ offset: 10, pageSize: 10 });
    expect(api.body.items.map((o: { code: string }) => o.code)).toEqual(codes.slice(10));
  });
});
