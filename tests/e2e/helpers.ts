// Shared steps of the end-to-end specs. Everything goes through what a diner
// sees: roles, accessible names and the spec's Spanish strings written here
// literally (storefront.md, demo-tenant.md), never imported from app code.
import AxeBuilder from "@axe-core/playwright";
import { expect, type BrowserContext, type Locator, type Page } from "@playwright/test";

export const PALERMO_DELIVERY = "/menu/pizzeria-palermo/delivery";

/** storefront.md §8 toasts */
export const TOAST_ADDED = "Ítem agregado al pedido!";
export const TOAST_UPDATED = "Ítem actualizado con éxito!";
/** storefront.md §5 Plate and cart */
export const MSG_MANDATORY = "Revise que haya agregado la cantidad correcta de opcionales";
export const MSG_MAX_UNITS_5 = "Has alcanzado el máximo de unidades (5) para este producto";
export const MSG_GROUP_MAX =
  /Ya se ha seleccionado el maximo de opcionales permitidos en este grupo|No se pueden agregar mas que el máximo/;

/**
 * The item detail: with JavaScript and plateDetailInModal a dialog named after
 * the plate; otherwise the plate page (the <main> of the menu layout).
 */
export function plateScope(page: Page, plate: string, inModal: boolean): Locator {
  return inModal ? page.getByRole("dialog", { name: plate }) : page.getByRole("main");
}

/** The plate form's submit button: 'Agregar' / 'Actualizar', with JS followed by the live total. */
export function submitButton(scope: Locator): Locator {
  return scope.getByRole("button", { name: /^(Agregar|Actualizar)(\s+(Antes\s+)?\$[\s\d.,$]*)?$/ });
}

/**
 * Sets the units of one garnish. Checkbox groups are ticked; stepper groups
 * ('Agregados' is multiple, up to 3) use the + / − buttons with JS and the
 * number field without.
 */
export async function setGarnish(scope: Locator, name: string, units: number, js: boolean): Promise<void> {
  const box = scope.getByRole("checkbox", { name });
  if ((await box.count()) > 0) {
    await box.setChecked(units > 0);
    return;
  }
  const field = scope.getByRole("spinbutton", { name, exact: true });
  if (!js) {
    await field.fill(String(units));
    return;
  }
  const current = Number(await field.inputValue());
  for (let i = current; i < units; i++) {
    await scope.getByRole("button", { name: `Agregar ${name}`, exact: true }).click();
    await expect(field).toHaveValue(String(i + 1));
  }
  for (let i = current; i > units; i--) {
    await scope.getByRole("button", { name: `Quitar ${name}`, exact: true }).click();
    await expect(field).toHaveValue(String(i - 1));
  }
}

export async function setQuantity(scope: Locator, quantity: number): Promise<void> {
  const field = scope.getByRole("spinbutton", { name: "Cantidad", exact: true });
  await field.fill(String(quantity));
  await expect(field).toHaveValue(String(quantity));
}

/**
 * Without JS the browser's own constraint validation (required radio, max) stops
 * a form before it posts, and a page without JavaScript cannot be scripted to
 * skip it. To see the server's answer to the post a browser without that
 * validation would send, the same fields are posted with the page's cookies.
 * Returns the status and the HTML of the answer (the page re-rendered with the message).
 */
export async function postPlateForm(page: Page, fields: Record<string, string>): Promise<{ status: number; html: string }> {
  const url = new URL(page.url());
  const response = await page.request.post(url.pathname + url.search, {
    form: fields,
    maxRedirects: 0,
    headers: { Origin: url.origin, Referer: url.href },
  });
  return { status: response.status(), html: await response.text() };
}

/** The field name and value of a garnish / size radio, as the form would post them. */
export async function radioField(radio: Locator): Promise<[string, string]> {
  return [(await radio.getAttribute("name")) ?? "", (await radio.getAttribute("value")) ?? ""];
}

/** The toasts region (bottom centre, role status). */
export function toast(page: Page, text: string): Locator {
  return page.getByRole("status").filter({ hasText: text });
}

export interface PlateChoice {
  category: { slug: string };
  plate: { slug: string; name: string };
  size?: string;
  garnishes?: Record<string, number>;
  radio?: string;
  quantity?: number;
}

/** Opens a plate page by URL (both projects: the page, not the modal) and adds it. */
export async function addPlateByUrl(page: Page, js: boolean, choice: PlateChoice, base = PALERMO_DELIVERY) {
  const url = `${base}/${choice.category.slug}/${choice.plate.slug}`;
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(200);
  const scope = page.getByRole("main");
  await expect(scope.getByRole("heading", { name: choice.plate.name, exact: true })).toBeVisible();
  await fillPlate(scope, js, choice);
  await submitButton(scope).click();
  await expect(toast(page, TOAST_ADDED)).toBeVisible();
}

export async function fillPlate(scope: Locator, js: boolean, choice: Omit<PlateChoice, "category" | "plate">) {
  if (choice.size) await scope.getByRole("radio", { name: choice.size }).check();
  if (choice.radio) await scope.getByRole("radio", { name: choice.radio }).check();
  for (const [name, units] of Object.entries(choice.garnishes ?? {})) await setGarnish(scope, name, units, js);
  if (choice.quantity != null) await setQuantity(scope, choice.quantity);
}

/** A line of 'Mi pedido', found by its product name. */
export function cartLine(page: Page, name: string): Locator {
  return page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: new RegExp(`^${escapeRegExp(name)}`) }) });
}

/** The items total of 'Mi pedido' (summary 'Resumen'), to the peso. */
export async function expectCartTotal(page: Page, amount: string): Promise<void> {
  const summary = page.getByRole("region", { name: "Resumen" });
  await expect(summary.getByRole("definition").getByText(amount, { exact: true })).toBeVisible();
}

export async function gotoCart(page: Page, alias = "pizzeria-palermo") {
  const response = await page.goto(`/menu/${alias}/preview`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Mi pedido" })).toBeVisible();
}

export function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * storefront preamble: axe must find no serious or critical violation. Prints them when failing.
 * axe runs inside the page, which a context without JavaScript cannot do: there
 * the same URL (same cookies) is opened in a JS-enabled context whose app
 * scripts are blocked, so axe sees exactly the server-rendered, unhydrated page.
 */
export async function expectNoSeriousA11yViolations(page: Page, label: string, js: boolean): Promise<void> {
  let target = page;
  let scratch: BrowserContext | null = null;
  if (!js) {
    const browser = page.context().browser();
    if (!browser) throw new Error("no browser");
    scratch = await browser.newContext({
      javaScriptEnabled: true,
      viewport: page.viewportSize(),
      storageState: await page.context().storageState(),
    });
    target = await scratch.newPage();
    // The app's modules (and their inline bootstrap) never run: no hydration.
    await target.route(/\.(js|mjs)(\?.*)?$/, (route) => route.abort());
    await target.route(/./, async (route) => {
      if (route.request().resourceType() !== "document") return route.fallback();
      const response = await route.fetch();
      const html = (await response.text()).replace(/<script\b[\s\S]*?<\/script>/gi, "");
      await route.fulfill({ response, body: html });
    });
    await target.goto(page.url());
  }
  try {
    // @axe-core/playwright types come from its own playwright-core copy.
    const results = await new AxeBuilder({ page: target as unknown as ConstructorParameters<typeof AxeBuilder>[0]["page"] })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
      .analyze();
    const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    const report = serious
      .map(
        (v) =>
          `[${v.impact}] ${v.id}: ${v.help}\n${v.nodes
            .slice(0, 5)
            .map((n) => `    ${n.target.join(" ")} — ${n.failureSummary?.replace(/\n/g, " ")}`)
            .join("\n")}`,
      )
      .join("\n");
    expect(serious.map((v) => v.id), `${label}: axe violations\n${report}`).toEqual([]);
  } finally {
    await scratch?.close();
  }
}
