// Sign-in with the one-time code (storefront.md §2 Side menu, §5 Phone, §8 toasts;
// the phone proved by the code), JavaScript off (project no-js: real forms, ?login=1) and on
// (project js: the modal). The code is read on the sandbox messages page /dev/mensajes.
import { expect, test } from "./fixtures";
import { codeFromSandbox } from "./sign-in-helpers";
import { expectNoSeriousA11yViolations } from "./helpers";

const MENU = "/menu/pizzeria-palermo/delivery";

test("the phone alone does not sign in; the 6-digit code sent to it does", async ({ page }, info) => {
  const js = info.project.name === "js";
  // demo-tenant.md: Lucía Fernández. A phone per project: each run asks for its own code.
  const phone = js ? { typed: "11 5555-0001", e164: "+5491155550001", greeting: "¡Hola, Lucía!" } : { typed: "11 5557-0002", e164: "+5491155570002", greeting: "¡Hola!" };

  await page.goto(MENU);
  await page.getByRole("link", { name: "Abrir menú de cuenta" }).click();
  await page.getByRole("link", { name: "Iniciar sesión" }).click();
  const dialog = page.getByRole("dialog", { name: "Iniciar sesión" });
  await dialog.getByRole("textbox", { name: "Número de teléfono" }).fill(phone.typed);
  await dialog.getByRole("radio", { name: "SMS" }).check();
  await dialog.getByRole("button", { name: "Continuar" }).click();

  const step2 = page.getByRole("dialog", { name: "Iniciar sesión" });
  await expect(step2.getByText(/^Le enviamos un código de 6 dígitos por SMS al \+54 9 11 /)).toBeVisible();
  await expectNoSeriousA11yViolations(page, "sign-in, code step", js);
  const code = await codeFromSandbox(page.request, phone.e164);

  // A wrong code: the Spanish message, four tries left.
  await step2.getByRole("textbox", { name: "Código de 6 dígitos" }).fill(code === "000000" ? "111111" : "000000");
  await step2.getByRole("button", { name: "Ingresar" }).click();
  await expect(page.getByRole("dialog", { name: "Iniciar sesión" }).getByRole("alert")).toHaveText("El código no es correcto. Le quedan 4 intentos.");

  await page.getByRole("dialog", { name: "Iniciar sesión" }).getByRole("textbox", { name: "Código de 6 dígitos" }).fill(code);
  await page.getByRole("dialog", { name: "Iniciar sesión" }).getByRole("button", { name: "Ingresar" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Inicio de sesión con éxito" })).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Iniciar sesión" })).toHaveCount(0);

  await page.getByRole("link", { name: "Abrir menú de cuenta" }).click();
  await expect(page.getByText(phone.greeting)).toBeVisible();
  await expect(page.getByRole("button", { name: "Cerrar sesión" })).toBeVisible();
});

test("'Cambiar número' goes back to the phone; 'Inicie sesión' stays for the account without the code", async ({ page }, info) => {
  const js = info.project.name === "js";
  const typed = js ? "11 5557-0011" : "11 5557-0012";
  await page.goto(`${MENU}?login=1`);
  const dialog = page.getByRole("dialog", { name: "Iniciar sesión" });
  await dialog.getByRole("textbox", { name: "Número de teléfono" }).fill(typed);
  await dialog.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByRole("dialog", { name: "Iniciar sesión" }).getByText(/por WhatsApp al/)).toBeVisible();
  await page.goto("/menu/pizzeria-palermo/mis-pedidos");
  await expect(page.getByText("Inicie sesión").first()).toBeVisible();
  await page.goto(`${MENU}?login=1`);
  await page.getByRole("dialog", { name: "Iniciar sesión" }).getByRole("button", { name: "Cambiar número" }).click();
  await expect(page.getByRole("dialog", { name: "Iniciar sesión" }).getByRole("textbox", { name: "Número de teléfono" })).toBeVisible();
});
