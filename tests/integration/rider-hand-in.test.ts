// 'Turno finalizado con éxito' shows the rider the cash to hand in at the store: the cash
// orders he delivered during the shift that just ended, computed on the server. Without
// JavaScript (the form's post and the redirect) and with it (Remix's .data requests).
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { BASE } from "./api-helpers";
import { MARTIN, acceptedDelivery, clearWaiting, currentShipment, deliveryKey, formPost, pageGet, riderToken, shiftCookie } from "./shipments-helpers";

const SHIFT = "/logistics/pizzeria-palermo/rider";
const LIST = "/logistics/pizzeria-palermo/shipments";
const MARTIN_PHONE = "+5491160000001";
const text = (html: string) => html.replace(/<!-- -->/g, "").replace(/<script[\s\S]*?<\/script>/g, "").replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
const cookiesOf = (res: Response) => res.headers.getSetCookie().map((c) => c.split(";")[0]!);

/** Martín on shift delivers one cash order of $ 14.050 (paid with $ 20.000) and is back at the store. */
async function martinDeliversOneCashOrder(): Promise<string> {
  await clearWaiting();
  const martin = await shiftCookie("rider", await riderToken(MARTIN));
  const { shipment, order } = await acceptedDelivery(`hand-in-${crypto.randomUUID()}`);
  const path = `${LIST}/simple/${shipment.id}`;
  for (const from of ["LOOKING_FOR_DRIVER", "ON_ROUTE_TO_PICK_UP", "IN_STORE"]) {
    expect((await formPost(path, martin, { intent: "advance", from, slider: "100" })).status).toBe(302);
  }
  expect((await formPost(path, martin, { intent: "advance", from: "ON_ROUTE_TO_DROP_OFF", slider: "100", deliveryKey: await deliveryKey(order.id) })).status).toBe(302);
  expect((await currentShipment(order.id)).status).toBe("DELIVERED");
  expect((await formPost(path, martin, { intent: "advance", from: "DELIVERED", slider: "100" })).status).toBe(302);
  return martin;
}

describe("'Turno finalizado' shows the cash to hand in", () => {
  it("without JavaScript: Martín ends his shift after one cash order of $ 14.050 → 'Efectivo a rendir $ 14.050'", async () => {
    const martin = await martinDeliversOneCashOrder();
    const ended = await SELF.fetch(`${BASE}${SHIFT}/logOut?phone=%2B5491160000001`, {
      method: "POST",
      headers: { Cookie: martin, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ phone: MARTIN_PHONE, securityCode: "4826" }).toString(),
      redirect: "manual",
    });
    expect(ended.status).toBe(302);
    expect(ended.headers.get("Location")).toBe(`${SHIFT}/success`);
    const done = await pageGet(`${SHIFT}/success`, cookiesOf(ended).join("; "));
    expect(done.status).toBe(200);
    expect(text(done.html)).toContain("Turno finalizado con éxito Efectivo a rendir $ 14.050 1 envío entregado en efectivo");

    // Another browser (no cookie from this ending) sees the success page without anyone's cash.
    const elsewhere = await pageGet(`${SHIFT}/success`);
    expect(text(elsewhere.html)).toContain("Turno finalizado con éxito");
    expect(text(elsewhere.html)).not.toContain("Efectivo a rendir");
  });

  it("with JavaScript: the .data answers of the ending and of the success page carry what the log-out page showed", async () => {
    const martin = await martinDeliversOneCashOrder();
    // The tests' clock is pinned (FIXED_NOW), so this shift "started" at the same instant as the
    // previous test's: its cash is read from the log-out page first, then compared.
    const logOut = text((await pageGet(`${SHIFT}/logOut?phone=%2B5491160000001`, martin)).html);
    const shown = /Efectivo a rendir (\$ [\d.]+) (\d+ envíos? entregados? en efectivo)/.exec(logOut);
    expect(shown, logOut).toBeTruthy();
    expect(shown![1]).not.toBe("$ 0");

    const ended = await SELF.fetch(`${BASE}${SHIFT}/logOut.data?phone=%2B5491160000001`, {
      method: "POST",
      headers: { Cookie: martin, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ phone: MARTIN_PHONE, securityCode: "4826" }).toString(),
      redirect: "manual",
    });
    expect(ended.status, await ended.clone().text()).toBeLessThan(400);
    expect(await ended.text()).toContain(`${SHIFT}/success`);
    const data = await SELF.fetch(`${BASE}${SHIFT}/success.data`, { headers: { Cookie: cookiesOf(ended).join("; ") } });
    const body = await data.text();
    expect(body).toContain(`"Efectivo a rendir","amount","${shown![1]}","detail","${shown![2]}"`);
  });
});
