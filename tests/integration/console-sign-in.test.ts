// The shop's people sign in to /consola with their phone and a one-time code (demo-tenant.md
// "The shop's side"); a phone of nobody or of another tenant opens nothing of Sabores del Sur.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { askConsoleCode, consoleAs, enterConsoleCode, SHOP } from "./console-helpers";
import { diner, lastCodeSentTo } from "./sign-in-helpers";

const sentTo = async (e164: string) =>
  (await env.DB.prepare("SELECT count(*) AS n FROM sandbox_messages WHERE to_phone = ?").bind(e164).first<{ n: number }>())!.n;

describe("/consola sign-in", () => {
  it("the page asks for the phone, without JavaScript a plain form", async () => {
    const res = await diner().go("/consola");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Ingrese con su teléfono");
    expect(html).toMatch(/<form method="post"/);
    expect(res.headers.get("Cache-Control")).toContain("no-store");
  });

  it("Diego: the code reaches his phone, then the page offers Palermo and Belgrano only", async () => {
    const d = diner();
    const asked = await askConsoleCode(d, SHOP.diego.national);
    expect(asked.status).toBe(200);
    expect(await asked.text()).toContain("Le enviamos un código de 6 dígitos por WhatsApp al +54 9 11 4000 0200.");
    const code = await lastCodeSentTo(SHOP.diego.e164);
    const entered = await enterConsoleCode(d, SHOP.diego.national, code);
    expect(entered.status).toBe(302);
    const cookie = entered.headers.get("Set-Cookie") ?? "";
    expect(cookie).toMatch(/^__sabores_consola=/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toMatch(/Max-Age=1209600/);
    const home = await (await d.go("/consola")).text();
    expect(home).toContain("Sabores Palermo");
    expect(home).toContain("Sabores Belgrano");
    expect(home).not.toContain("Sabores Caballito");
    expect(home).toContain("Encargado");
  });

  it("the kitchen's only location opens straight away", async () => {
    const d = await consoleAs(SHOP.cocina);
    const res = await d.go("/consola");
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/consola/pizzeria-palermo");
  });

  it("Valeria, the owner, is offered every location of Sabores del Sur", async () => {
    const html = await (await (await consoleAs(SHOP.valeria)).go("/consola")).text();
    for (const name of ["Sabores Palermo", "Sabores Belgrano", "Sabores Caballito", "Sabores Café Centro"]) expect(html).toContain(name);
    expect(html).toContain("Dueña");
    expect(html).not.toContain("Otro Sabor");
  });

  it("a phone of nobody gets the same answer, and no message is sent", async () => {
    const d = diner();
    const asked = await askConsoleCode(d, "1140009999");
    expect(asked.status).toBe(200);
    expect(await asked.text()).toContain("Le enviamos un código de 6 dígitos por WhatsApp al +54 9 11 4000 9999.");
    expect(await sentTo("+5491140009999")).toBe(0);
    const wrong = await enterConsoleCode(d, "1140009999", "123456");
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain("El código no es correcto. Le quedan 4 intentos.");
  });

  it("a wrong code keeps the code step with the tries left; five void it", async () => {
    const d = diner();
    await askConsoleCode(d, SHOP.valeria.national);
    const right = await lastCodeSentTo(SHOP.valeria.e164);
    const wrongCode = right === "000000" ? "111111" : "000000";
    const first = await enterConsoleCode(d, SHOP.valeria.national, wrongCode);
    expect(first.status).toBe(400);
    expect(await first.text()).toContain("El código no es correcto. Le quedan 4 intentos.");
    for (let i = 0; i < 4; i++) await enterConsoleCode(d, SHOP.valeria.national, wrongCode);
    const late = await enterConsoleCode(d, SHOP.valeria.national, right);
    expect(late.status).toBe(400);
    expect(await late.text()).toContain("El código venció o se agotaron los intentos. Pida un código nuevo.");
  });

  it("a diner's storefront code does not open the console for the same phone", async () => {
    const d = diner();
    await d.post("/menu/pizzeria-palermo/delivery?login=1", { intent: "login", phone: SHOP.diego.national, country: "ar", channel: "whatsapp", returnTo: "/menu/pizzeria-palermo/delivery" });
    const dinerCode = await lastCodeSentTo(SHOP.diego.e164);
    const c = diner();
    const res = await enterConsoleCode(c, SHOP.diego.national, dinerCode);
    expect(res.status).toBe(400);
  });

  it("a bad phone or a bad form answers a Spanish 400 with the values kept", async () => {
    const d = diner();
    const bad = await d.post("/consola?index", { intent: "phone", phone: "12", country: "ar" });
    expect(bad.status).toBe(400);
    const html = await bad.text();
    expect(html).toContain("Debe ingresar un número válido");
    expect(html).toContain('value="12"');
    expect((await d.post("/consola?index", { intent: "nada" })).status).toBe(400);
  });

  it("after the code the person returns to the page they asked for (a console path only)", async () => {
    const d = diner();
    const gate = await d.go("/consola/pizzeria-belgrano");
    expect(gate.status).toBe(302);
    expect(gate.headers.get("Location")).toBe("/consola?volver=%2Fconsola%2Fpizzeria-belgrano");
    await askConsoleCode(d, SHOP.diego.national);
    const back = await enterConsoleCode(d, SHOP.diego.national, await lastCodeSentTo(SHOP.diego.e164), "/consola/pizzeria-belgrano");
    expect(back.headers.get("Location")).toBe("/consola/pizzeria-belgrano");
    const e = diner();
    await askConsoleCode(e, SHOP.diego.national);
    const away = await enterConsoleCode(e, SHOP.diego.national, await lastCodeSentTo(SHOP.diego.e164), "//evil.example/consola/");
    expect(away.headers.get("Location")).toBe("/consola");
  });

  it("'Cerrar sesión' ends the session on the server: the old cookie opens nothing", async () => {
    const d = await consoleAs(SHOP.diego);
    const old = d.cookie;
    const out = await d.post("/consola?index", { intent: "logout" });
    expect(out.status).toBe(302);
    const replay = diner(old);
    const res = await replay.go("/consola/pizzeria-palermo");
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toContain("/consola?volver=");
  });
});
