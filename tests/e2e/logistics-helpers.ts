// Helpers of the logistics end-to-end specs (picker-shift, rider-shipments, tracking). They run
// on servers of their own (playwright.config.ts "logistics" projects), so Palermo holds only the
// orders and shipments these specs make; each test hands back what it leaves waiting (the diner
// cancels, Martín delivers) through the product's own calls, never by writing into the database.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { createCookie } from "@remix-run/cloudflare";
import { codeFromSandbox } from "./sign-in-helpers";

export const MARTIN = 11101;
export const CARLA = 11151;
export const PALERMO = 111;
export const GURRUCHAGA = { fullAddress: "Gurruchaga 1500, Palermo, CABA", street: "Gurruchaga", number: "1500", city: "CABA", locality: "Palermo", lat: -34.5893, lng: -58.4262 };

/** A staff page's shift cookie (app/http/staff-auth.server.ts: signed with SESSION_SECRET of local-development.env). */
async function shiftCookie(name: "__sabores_rider" | "__sabores_picker", token: string, baseURL: string) {
  const header = await createCookie(name, { secrets: ["dev-only-secret-change-me"], path: "/", httpOnly: true, sameSite: "lax" }).serialize(token);
  const value = header.split(";")[0].slice(name.length + 1);
  return { name, value, url: baseURL, httpOnly: true, sameSite: "Lax" as const };
}

/** The rider page's shift cookie. */
export const riderCookie = (token: string, baseURL: string) => shiftCookie("__sabores_rider", token, baseURL);
/** The picker page's shift cookie. */
export const pickerCookie = (token: string, baseURL: string) => shiftCookie("__sabores_picker", token, baseURL);

/** The shift token a rider page's cookie holds (the inverse of riderCookie): the same bearer the JSON calls take. */
export async function riderTokenOf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === "__sabores_rider");
  expect(cookie, "the rider page has its shift cookie").toBeTruthy();
  return await createCookie("__sabores_rider", { secrets: ["dev-only-secret-change-me"] }).parse(`__sabores_rider=${cookie!.value}`);
}

/** The E.164 of a demo staff phone as the specs type it ('11 6000-0001'). */
export const e164Of = (phone: string) => `+54911${phone.replace(/\D/g, "").slice(-8)}`;

/**
 * The staff's phone as these specs hold it: one device token per server, proved once by a
 * phone's code and then known for every person who proved theirs on it (a shared tablet). The
 * server sends at most 5 codes an hour to a phone, and every test gets fresh contexts: without
 * the one device, Martín's sixth shift start of a run would be refused.
 */
const DEVICE_COOKIE = "__sabores_staff_device";
const deviceTokens = new Map<string, string>();
const serverOf = () => String(test.info().project.use.baseURL ?? "");
const deviceCookieOf = () => createCookie(DEVICE_COOKIE, { secrets: ["dev-only-secret-change-me"], path: "/", httpOnly: true, sameSite: "lax" });

/** Before a shift page's 'Iniciar turno': the browser is the specs' known device once one was proved on this server. */
export async function useKnownDevice(page: Page) {
  const token = deviceTokens.get(serverOf());
  if (!token) return;
  const value = (await deviceCookieOf().serialize(token)).split(";")[0]!.slice(DEVICE_COOKIE.length + 1);
  await page.context().addCookies([{ name: DEVICE_COOKIE, value, url: serverOf(), httpOnly: true, sameSite: "Lax" }]);
}

/**
 * A §7 shift start from an API context: with the specs' device token (`deviceToken`) when one is
 * known; a device the server has not seen for the person is answered 428 and the code sent to the
 * phone (read on /dev/mensajes) goes in `phoneCode`, which makes the device known for them.
 */
export async function shiftByApi(request: APIRequestContext, role: "rider" | "picker", id: number, e164: string, securityCode: string): Promise<string> {
  const path = `/api/${role}/${id}/updatewithcode`;
  const known = deviceTokens.get(serverOf());
  const data = { active: true, securityCode, [`${role}User`]: { branchContact: { id: PALERMO } }, ...(known ? { deviceToken: known } : {}) };
  let res = await request.put(path, { data });
  if (res.status() === 428) res = await request.put(path, { data: { ...data, phoneCode: await codeFromSandbox(request, e164) } });
  expect(res.status(), await res.text()).toBe(200);
  const body = await res.json();
  if (typeof body.deviceToken === "string") deviceTokens.set(serverOf(), body.deviceToken);
  return body.token as string;
}

/**
 * After 'Iniciar turno' on the shift page: a browser the server has not seen for this person is
 * asked for the code sent to the phone ('Código recibido'); it is read on /dev/mensajes and sent.
 * The browser's device cookie is then the specs' known device (useKnownDevice).
 */
export async function passPhoneCodeStep(page: Page, e164: string) {
  const field = page.getByLabel("Código recibido");
  const onShift = () => /\/(shipments|pickerApp\/list)(\/|$|\?)/.test(new URL(page.url()).pathname + new URL(page.url()).search);
  await expect.poll(async () => onShift() || (await field.isVisible()), { timeout: 15_000 }).toBe(true);
  if (!onShift()) {
    if (process.env.SHOTS_DIR) await phoneShots(page, "shift-phone-code");
    await field.fill(await codeFromSandbox(page.request, e164));
    await page.getByRole("button", { name: "Iniciar turno" }).click();
    await expect.poll(onShift, { timeout: 15_000 }).toBe(true);
  }
  const cookie = (await page.context().cookies()).find((c) => c.name === DEVICE_COOKIE);
  const token = cookie ? await deviceCookieOf().parse(`${DEVICE_COOKIE}=${cookie.value}`) : null;
  if (typeof token === "string" && token) deviceTokens.set(serverOf(), token);
}

/**
 * Phone screenshots of a staff or tracking page, light and dark, looked at by hand (never
 * compared): at 390×844 into test-results/screens; with SHOTS_DIR set (the staff pages'
 * screenshot walk, README.md), into that folder at 390×844 and 320×640, each as the screen shows it and as
 * the whole page.
 */
export async function phoneShots(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  const sizes = dir ? [{ width: 390, height: 844 }, { width: 320, height: 640 }] : [{ width: 390, height: 844 }];
  const before = page.viewportSize();
  for (const size of sizes) {
    await page.setViewportSize(size);
    for (const scheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      if (!dir) {
        await page.screenshot({ path: `test-results/screens/${name}-${scheme}.png`, fullPage: true });
        continue;
      }
      await page.screenshot({ path: `${dir}/${name}-${size.width}-${scheme}.png` });
      await page.screenshot({ path: `${dir}/${name}-${size.width}-${scheme}-full.png`, fullPage: true });
    }
  }
  await page.emulateMedia({ colorScheme: "light" });
  if (before) await page.setViewportSize(before);
}

/** Martín's shift through §7 PUT /api/rider/{id}/updatewithcode: his bearer token. */
export async function martinToken(request: APIRequestContext): Promise<string> {
  return shiftByApi(request, "rider", MARTIN, "+5491160000001", "4826");
}

/** Carla's shift through §7 PUT /api/picker/{id}/updatewithcode: her bearer token. */
export async function carlaToken(request: APIRequestContext): Promise<string> {
  return shiftByApi(request, "picker", CARLA, "+5491170000001", "7391");
}

/** Carla marks the order she took ready (PUT /api/picker/order/update, logistics.md §7): its shipment starts looking for a rider. */
export async function carlaFinishes(request: APIRequestContext, code: string) {
  const auth = { Authorization: `Bearer ${await carlaToken(request)}` };
  const order = await (await request.get(`/api/diner/pizzeria-palermo/order/${code}`)).json();
  const ready = await request.put("/api/picker/order/update", { headers: auth, data: { status: "READY", storeId: PALERMO, orderId: order.id, deliverablePrice: order.itemsPrice } });
  expect(ready.status(), await ready.text()).toBe(200);
}

/** Carla takes the order and marks it ready (PUT /api/picker/order/update, logistics.md §7): its shipment starts looking for a rider. */
export async function pickerReady(request: APIRequestContext, code: string) {
  const auth = { Authorization: `Bearer ${await carlaToken(request)}` };
  const order = await (await request.get(`/api/diner/pizzeria-palermo/order/${code}`)).json();
  const take = await request.put("/api/picker/order/update", { headers: auth, data: { status: "ACCEPTED", storeId: PALERMO, orderId: order.id, pickerInfoDTO: { pickerName: "Carla Ruiz", dinerOrderId: order.id } } });
  expect(take.status(), await take.text()).toBe(200);
  const ready = await request.put("/api/picker/order/update", { headers: auth, data: { status: "READY", storeId: PALERMO, orderId: order.id, deliverablePrice: order.itemsPrice } });
  expect(ready.status(), await ready.text()).toBe(200);
}

/** The delivery key as the diner who placed the order reads it on the follow-up (`owner`: that diner's request). */
export async function deliveryKey(owner: APIRequestContext, code: string): Promise<string> {
  const html = await (await owner.get(`/menu/pizzeria-palermo/order/${code}`)).text();
  const key = /follow-shipment__key-code[^>]*>(\d{4})</.exec(html)?.[1];
  expect(key, `no delivery key on the follow-up of ${code}`).toBeTruthy();
  return key!;
}

/** Martín takes the waiting shipment of `code` and moves it through `statuses` (PUT /api/shipments/{id}). */
export async function martinMoves(request: APIRequestContext, code: string, statuses: string[], key?: string) {
  const token = await martinToken(request);
  const auth = { Authorization: `Bearer ${token}` };
  const list = await (await request.get(`/api/shipments?branchContactId=${PALERMO}&status=LOOKING_FOR_DRIVER`, { headers: auth })).json();
  const shipment = (list.shipments as { id: number; codeToShow: string; returnShipment: boolean }[]).find((s) => s.codeToShow === code);
  expect(shipment, JSON.stringify(list)).toBeTruthy();
  for (const status of statuses) {
    const r = await request.put(`/api/shipments/${shipment!.id}`, { headers: auth, data: { status, rider_id: MARTIN, ...(status === "DELIVERED" ? { deliveryKey: key } : {}) } });
    expect(r.status(), `${status}: ${await r.text()}`).toBe(200);
  }
  return { token, shipmentId: shipment!.id, returnShipment: shipment!.returnShipment };
}

const ON_THE_WAY = ["ON_ROUTE_TO_PICK_UP", "IN_STORE", "ON_ROUTE_TO_DROP_OFF"];

/**
 * Hands a waiting shipment over: Martín delivers it with the key `owner` (the placing diner) reads,
 * and brings the cash back to the store when it is a return shipment (§4 → RETURNED), which leaves
 * him free to take the next test's shipment.
 */
export async function martinDelivers(owner: APIRequestContext, code: string) {
  const { token, shipmentId, returnShipment } = await martinMoves(owner, code, [...ON_THE_WAY, "DELIVERED"], await deliveryKey(owner, code));
  if (!returnShipment) return;
  const back = await owner.put(`/api/shipments/${shipmentId}`, { headers: { Authorization: `Bearer ${token}` }, data: { status: "RETURNED", rider_id: MARTIN } });
  expect(back.status(), `RETURNED: ${await back.text()}`).toBe(200);
}

/** Who placed each order these specs make: the hand-back reads a delivery key as that diner. */
const placedBy = new Map<string, APIRequestContext>();

/** Remembers the diner (their request context) who placed `code`, for `handBackMartinsShipment`. */
export function rememberOwner(code: string, owner: APIRequestContext) {
  placedBy.set(code, owner);
}

type Stop = { shipmentId: number; codeToShow: string; status: string };
type Held = { type?: "simple" | "stack"; shipment?: { id: number; status: string; codeToShow: string }; stack?: { id: number; status: string; stacks: Stop[] } };
const NEXT: Record<string, string> = { ON_ROUTE_TO_PICK_UP: "IN_STORE", IN_STORE: "ON_ROUTE_TO_DROP_OFF", ON_ROUTE_TO_DROP_OFF: "DELIVERED", DELIVERED: "RETURNED" };

/**
 * Whatever Martín still holds (GET /api/shipments/rider) is finished through the rider's own
 * calls: the remaining steps, each drop-off with its diner's key, the cash back to the store.
 * Run after every test that moves him, passed or failed: a test stopped half-way would leave
 * him busy, and every later accept would meet 'Tienes un envío en curso'. A shipment whose
 * diner this run does not know is cancelled instead, when it still can be.
 */
export async function handBackMartinsShipment(request: APIRequestContext) {
  const auth = { Authorization: `Bearer ${await martinToken(request)}` };
  const keyOf = async (code: string) => {
    const owner = placedBy.get(code);
    if (!owner) return null;
    // The diner's context may be closed already (the test ended it): then the key is unknown.
    const follow = await owner.get(`/api/diner/pizzeria-palermo/order/${code}`).then((r) => r.json()).catch(() => null);
    return (follow?.shipmentSecurityCode as string | null | undefined) ?? null;
  };
  for (let step = 0; step < 12; step++) {
    const held = (await (await request.get("/api/shipments/rider", { headers: auth })).json()) as Held;
    if (held.type === "simple" && held.shipment) {
      const { id, status, codeToShow } = held.shipment;
      const key = status === "ON_ROUTE_TO_DROP_OFF" ? await keyOf(codeToShow) : null;
      if (status === "ON_ROUTE_TO_DROP_OFF" && !key) return;
      const to = NEXT[status];
      if (!to) return;
      await request.put(`/api/shipments/${id}`, { headers: auth, data: { status: to, rider_id: MARTIN, ...(key ? { deliveryKey: key } : {}) } });
    } else if (held.type === "stack" && held.stack) {
      const { id, status, stacks } = held.stack;
      if (status === "ON_ROUTE_TO_PICK_UP" || status === "IN_STORE") {
        await request.put(`/api/stacking/${id}`, { headers: auth, data: { id, status: status === "IN_STORE" ? "ON_ROUTE_TO_DROP_OFFS" : "IN_STORE", rider_id: MARTIN } });
        continue;
      }
      const open = stacks.find((s) => s.status === "ON_ROUTE_TO_DROP_OFF");
      if (!open) {
        await request.put(`/api/stacking/${id}`, { headers: auth, data: { id, status: "RETURNED", rider_id: MARTIN } });
        continue;
      }
      const key = await keyOf(open.codeToShow);
      if (!key) {
        await request.post(`/api/stacking/${id}/cancel`, { headers: auth });
        return;
      }
      await request.post(`/api/stacking/${id}/select`, { headers: auth, data: { shipmentId: open.shipmentId } });
      await request.put(`/api/stacking/${id}`, { headers: auth, data: { id, status: "DELIVERED", rider_id: MARTIN, deliveryKey: key } });
    } else {
      return;
    }
  }
}

/** The diner who placed `code` cancels it from the follow-up (§2 'Cancelar pedido'), while no one has taken it. */
export async function dinerCancels(owner: APIRequestContext, code: string) {
  const res = await owner.post(`/menu/pizzeria-palermo/order/${code}`, { form: { intent: "cancel" }, maxRedirects: 0 });
  expect(res.status(), await res.text()).toBeLessThan(400);
}

/**
 * A cash delivery order at Gurruchaga 1500, prepared by Carla, its shipment taken by Martín and
 * on the way to the diner. `request` should be the diner page's own (page.request): the order
 * is then one its session placed, which is who sees the delivery key.
 */
export async function orderOnTheWay(request: APIRequestContext, key: string) {
  const created = await request.post("/api/order", {
    headers: { "Idempotency-Key": `${key}-${Date.now()}` },
    data: {
      branchContact: "pizzeria-palermo",
      orderModeId: 1111,
      items: [{ referenceId: 11001, quantity: 1, sizeId: 11502, extras: [], notes: "" }],
      phone: "+5491155550099",
      customerName: "Juan Pérez",
      paymentType: 11111,
      destination: { ...GURRUCHAGA, betweenStreets: "Cabrera y Gorriti", details: "Timbre 3B" },
      paysWith: 20000,
    },
  });
  const body = await created.json();
  expect(created.status(), JSON.stringify(body)).toBe(200);
  const code = body.data.code as string;
  rememberOwner(code, request);
  await pickerReady(request, code);
  const { token, shipmentId } = await martinMoves(request, code, ON_THE_WAY);
  return { code, token, shipmentId, deliveryKey: await deliveryKey(request, code) };
}

/** The slide-to-advance control: its one button without JavaScript, a drag with it. */
export async function slide(page: Page, js: boolean, action: string) {
  if (!js) {
    // One control, no range beside it.
    await expect(page.locator('input[type="range"]')).toHaveCount(0);
    await page.getByRole("button", { name: action, exact: true }).click();
    return;
  }
  const thumb = page.getByRole("slider", { name: `Deslice >> ${action}` });
  const track = page.locator(".slide__track");
  // After the previous step the page re-renders with the next action: wait for this one's slider.
  await expect(thumb).toBeVisible();
  await expect(track).toBeVisible();
  const t = (await thumb.boundingBox())!;
  const k = (await track.boundingBox())!;
  await page.mouse.move(t.x + t.width / 2, t.y + t.height / 2);
  await page.mouse.down();
  // Small steps (a jump of 20 or more would be ignored).
  await page.mouse.move(k.x + k.width - 4, t.y + t.height / 2, { steps: 40 });
  await page.mouse.up();
}
