// Shared steps of the checkout end-to-end specs (tests/e2e/checkout-*.spec.ts):
// sign in, fill the cart, 'Confirmación del pedido', the address page, the
// ticket and the follow-up. Everything through what a diner sees (roles,
// accessible names, the spec's Spanish strings written here literally:
// storefront.md §2/§5/§8, demo-tenant.md), never imported from app code.
import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { waitForRemix } from "./fixtures";
import { addPlateByUrl, escapeRegExp, gotoCart, type PlateChoice } from "./helpers";
import { codeFromSandbox, verifiedApi } from "./sign-in-helpers";

export const PALERMO = "pizzeria-palermo";
export const BELGRANO = "pizzeria-belgrano";
/** demo-tenant.md: Lucía Fernández, opted in, 3.200 'Puntos'. */
export const LUCIA = { phone: "11 5555-0001", e164: "+5491155550001", name: "Lucía Fernández" };
/** demo-tenant.md: Palermo hands the order text over by WhatsApp to +54 9 11 4000-0001. */
export const PALERMO_WHATSAPP = "https://wa.me/5491140000001";

/** storefront.md §5 Checkout submit. */
export const MSG_CASH_BELOW_TOTAL = "El monto con el cual abonará no puede ser menor al precio del pedido.";
export const MSG_DOCUMENT = "Ingrese un documento valido";
/** storefront.md §8 toasts. */
export const TOAST_PAID = "Pago procesado con éxito.";
export const TOAST_SIGNED_IN = "Inicio de sesión con éxito";

/** demo-tenant.md menu (slugs as in the URLs). */
export const PLATES = {
  muzzarella: { category: { slug: "pizzas" }, plate: { slug: "muzzarella", name: "Muzzarella" } },
  napolitana: { category: { slug: "pizzas" }, plate: { slug: "napolitana", name: "Napolitana" } },
  combo: { category: { slug: "promos" }, plate: { slug: "combo-pizza-bebida", name: "Combo Pizza + Bebida" } },
  flan: { category: { slug: "postres" }, plate: { slug: "flan-con-dulce-de-leche", name: "Flan con dulce de leche" } },
  coca: { category: { slug: "bebidas" }, plate: { slug: "coca-cola-1-5-l", name: "Coca-Cola 1,5 L" } },
} satisfies Record<string, Pick<PlateChoice, "category" | "plate">>;

/** A phone no seeded customer has, unique per project (so API counts are exact). */
export function freshPhone(js: boolean, n: number): { typed: string; e164: string } {
  const last = String(n * 10 + (js ? 1 : 0)).padStart(4, "0");
  return { typed: `11 5556-${last}`, e164: `+549115556${last}` };
}

/**
 * §2 Side menu 'Iniciar sesión' → phone → the 6-digit code sent to it (read on the
 * sandbox page /dev/mensajes) → 'Inicio de sesión con éxito'.
 */
export async function signIn(page: Page, alias: string, mode: string, phone: string, e164 = `+54911${phone.replace(/\D/g, "").slice(-8)}`): Promise<void> {
  await page.goto(`/menu/${alias}/${mode}`);
  await page.getByRole("link", { name: "Abrir menú de cuenta" }).click();
  await page.getByRole("link", { name: "Iniciar sesión" }).click();
  const dialog = page.getByRole("dialog", { name: "Iniciar sesión" });
  await dialog.getByRole("textbox", { name: "Número de teléfono" }).fill(phone);
  await dialog.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByRole("dialog", { name: "Iniciar sesión" }).getByText(/Le enviamos un código de 6 dígitos por WhatsApp/)).toBeVisible();
  const code = await codeFromSandbox(page.request, e164);
  await page.getByRole("dialog", { name: "Iniciar sesión" }).getByRole("textbox", { name: "Código de 6 dígitos" }).fill(code);
  await page.getByRole("dialog", { name: "Iniciar sesión" }).getByRole("button", { name: "Ingresar" }).click();
  await expect(page.getByRole("status").filter({ hasText: TOAST_SIGNED_IN })).toBeVisible();
}

/** Adds plates (plate pages, both projects) to the cart of alias/mode. */
export async function fillCart(page: Page, js: boolean, alias: string, mode: string, choices: PlateChoice[]): Promise<void> {
  for (const choice of choices) await addPlateByUrl(page, js, choice, `/menu/${alias}/${mode}`);
}

/** 'Mi pedido' → 'Continuar' → 'Confirmación del pedido'. */
export async function gotoCheckout(page: Page, alias: string): Promise<void> {
  await gotoCart(page, alias);
  // 'Continuar' opens the checkout as a new document: with JavaScript, a field typed into before
  // its modules have hydrated it never reaches the page's handlers.
  const scriptsRun = await page.evaluate(() => "__remixRouter" in window);
  await page.getByRole("link", { name: /^Continuar/ }).click();
  await expect(page).toHaveURL(new RegExp(`/menu/${alias}/checkout$`));
  await expect(page.getByRole("heading", { level: 1, name: "Confirmación del pedido" })).toBeVisible();
  if (scriptsRun) await waitForRemix(page);
}

/**
 * 'Dirección de entrega' → 'Ingresar dirección' / 'Cambiar' → the address page
 * ('¿Dónde te encuentras?', local geocoder) → search → suggestion → CONTINUAR → back.
 */
export async function setAddress(page: Page, alias: string, query: string, fullAddress: string): Promise<void> {
  const section = page.getByRole("region", { name: "Dirección de entrega" });
  await section.getByRole("button", { name: /^(Ingresar dirección|Cambiar)$/ }).click();
  await expect(page).toHaveURL(new RegExp(`/menu/${alias}/direccion\\?`));
  const dialog = page.getByRole("dialog", { name: "¿Dónde te encuentras?" });
  await dialog.getByRole("searchbox", { name: "Buscá tu dirección" }).fill(query);
  await dialog.getByRole("button", { name: "Buscar", exact: true }).click();
  await dialog.getByRole("button", { name: fullAddress, exact: true }).click();
  await expect(dialog.getByText(fullAddress, { exact: true })).toBeVisible();
  await dialog.getByRole("button", { name: "CONTINUAR" }).click();
  await expect(page).toHaveURL(new RegExp(`/menu/${alias}/checkout$`));
  await expect(page.getByRole("region", { name: "Dirección de entrega" }).getByText(fullAddress, { exact: true })).toBeVisible();
}

export interface Customer {
  phone?: string;
  name?: string;
  lastName?: string;
  email?: string;
  document?: string;
}

/** 'Mis datos'. */
export async function fillCustomer(page: Page, c: Customer): Promise<void> {
  const me = page.getByRole("region", { name: "Mis datos" });
  if (c.phone != null) await me.getByRole("textbox", { name: "Teléfono" }).fill(c.phone);
  if (c.name != null) await me.getByRole("textbox", { name: "Nombre", exact: true }).fill(c.name);
  if (c.lastName != null) await me.getByRole("textbox", { name: "Apellido" }).fill(c.lastName);
  if (c.email != null) await me.getByRole("textbox", { name: /^Email/ }).fill(c.email);
  if (c.document != null) await me.getByRole("textbox", { name: /^Documento/ }).fill(c.document);
}

/** 'Mi pago': a payment type by its name ('Efectivo', 'Tarjeta online', 'Tarjeta al retirar'). */
export async function choosePayment(page: Page, name: string, js: boolean): Promise<void> {
  const radio = page.getByRole("region", { name: "Mi pago" }).getByRole("radio", { name: new RegExp(`^${escapeRegExp(name)}`) });
  await radio.check();
  // Without JS the ticket (cash fee vs fee) is recomputed by 'Actualizar total'.
  if (!js) await page.getByRole("button", { name: "Actualizar total" }).click();
  await expect(radio).toBeChecked();
}

export function cashField(page: Page): Locator {
  return page.getByRole("region", { name: "Mi pago" }).getByRole("spinbutton", { name: "¿Con cuánto abonás?" });
}

/** The checkout's ticket ('Tu pedido' inside 'Resumen'). */
export function ticket(page: Page): Locator {
  return page.getByRole("complementary", { name: "Resumen" }).getByRole("region", { name: "Tu pedido" });
}

/** The <dd> of a <dt> that starts with label, in a ticket / details list. */
export function amountOf(scope: Locator, label: string): Locator {
  return scope
    .getByRole("term")
    .filter({ hasText: new RegExp(`^\\s*${escapeRegExp(label)}`) })
    .locator("xpath=following-sibling::dd[1]");
}

/** Every row of a ticket, exactly, in order: [label, amount]. */
export async function expectRows(scope: Locator, rows: [string, string][]): Promise<void> {
  const terms = scope.getByRole("term");
  await expect(terms).toHaveCount(rows.length);
  for (const [i, [label, amount]] of rows.entries()) {
    await expect(terms.nth(i)).toHaveText(new RegExp(`^\\s*${escapeRegExp(label)}`));
    await expect(terms.nth(i).locator("xpath=following-sibling::dd[1]")).toHaveText(amount);
  }
}

/** The checkout total, in the ticket and on 'Confirmar'. */
export async function expectCheckoutTotal(page: Page, total: string): Promise<void> {
  await expect(ticket(page).getByText(/^Total$/).locator("xpath=following-sibling::*[1]")).toHaveText(total);
  await expect(confirmButton(page)).toHaveAccessibleName(`Confirmar ${total}`);
}

export function confirmButton(page: Page): Locator {
  return page.getByRole("button", { name: /^Confirmar/ });
}

/** 'Confirmar' → the follow-up page; returns the order code. */
export async function confirm(page: Page, alias: string): Promise<string> {
  await confirmButton(page).click();
  return followUpCode(page, alias);
}

export async function followUpCode(page: Page, alias: string): Promise<string> {
  await expect(page).toHaveURL(new RegExp(`/menu/${alias}/order/[0-9A-Z]{8}(\\?.*)?$`));
  const code = new URL(page.url()).pathname.split("/").pop() ?? "";
  await expect(page.getByText(`Pedido ${code}`, { exact: true })).toBeVisible();
  return code;
}

/** The follow-up's 'Estado del pedido' timeline: node texts in order. */
export function timeline(page: Page): Locator {
  return page.getByRole("list", { name: "Estado del pedido" }).getByRole("listitem");
}

/** The follow-up's 'Tu pedido' card. */
export function followUpTicket(page: Page): Locator {
  return page.getByRole("main").getByRole("region", { name: "Tu pedido" });
}

/** GET /api/diner/branchcontacts/{alias} → id (storefront.md §7). */
export async function branchContactId(request: APIRequestContext, alias: string): Promise<number> {
  const r = await request.get(`/api/diner/branchcontacts/${alias}`);
  expect(r.status()).toBe(200);
  return ((await r.json()) as { id: number }).id;
}

export interface ApiOrder {
  code: string;
  status: string;
  type: string;
  total: number;
  scheduled: boolean;
}

/**
 * GET /api/orders?phone&branchContactId (storefront.md §7): the customer's orders, newest
 * first. The call answers only the verified phone: asked as its owner.
 */
export async function customerOrders(page: Page, phone: string, alias: string): Promise<ApiOrder[]> {
  const request = await verifiedApi(page, phone);
  const id = await branchContactId(request, alias);
  const r = await request.get(`/api/orders?${new URLSearchParams({ phone, branchContactId: String(id) })}`);
  expect(r.status()).toBe(200);
  return ((await r.json()) as { dinerOrders: { orders: ApiOrder[] } }).dinerOrders.orders;
}

/** GET /api/orderingcustomer/{phone}?branchId (storefront.md §7): the points balance, asked as the phone's verified owner. */
export async function pointsBalance(page: Page, phone: string): Promise<number> {
  const request = await verifiedApi(page, phone);
  const bc = await request.get(`/api/diner/branchcontacts/${PALERMO}`);
  const branchId = ((await bc.json()) as { branch: { id: number } }).branch.id;
  const r = await request.get(`/api/orderingcustomer/${encodeURIComponent(phone)}?branchId=${branchId}`);
  expect(r.status()).toBe(200);
  return ((await r.json()) as { loyaltyPointsBalance: number }).loyaltyPointsBalance;
}

/** '$ 11.500' (demo-tenant.md: whole pesos, thousands '.'). */
export function pesos(n: number): string {
  return `$ ${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ".")}`;
}

/**
 * The named fields of the checkout form as the browser would post them (radios
 * and checkboxes only when checked), read from the DOM: works without JavaScript.
 */
export async function checkoutFormFields(page: Page): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  const inputs = page.locator("main form[method='post'] :is(input, select, textarea)[name]");
  for (const el of await inputs.all()) {
    const name = (await el.getAttribute("name")) ?? "";
    const type = ((await el.getAttribute("type")) ?? "").toLowerCase();
    if (!name || type === "submit") continue;
    if ((type === "radio" || type === "checkbox") && !(await el.isChecked())) continue;
    fields[name] = await el.inputValue();
  }
  return fields;
}
