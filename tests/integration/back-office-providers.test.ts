// The owner chooses each branch's messaging and card providers (/admin/{companyAlias}/proveedores):
// credentials sealed in D1 and never shown back, the registry following the saved choice, a test
// message through the provider in use, every change audited without a credential's value. Real
// providers' HTTP APIs are stubbed (the tests and the Worker share one isolate).
import { env } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { DEMO_IDS } from "~/data/demo/demo-tenant";
import { consoleAs, SHOP } from "./console-helpers";
import { diner, lastCodeSentTo, requestCode, type Diner } from "./sign-in-helpers";

const PAGE = "/admin/sabores/proveedores";
const PIZZERIA = DEMO_IDS.branches.pizzeria;
const SID = "AC0123456789abcdef0123456789abcdef";
const TOKEN = "tok-secreto-9f8e7d6c5b4a";
const sql = (q: string, ...v: unknown[]) => env.DB.prepare(q).bind(...v);

/** Stubs Twilio's API (everything else goes through): records the requests, answers `status` or fails the connection. */
function stubTwilio(answer: { status: number } | "network-error" = { status: 201 }) {
  const sent: { url: string; authorization: string | null; body: string }[] = [];
  const real = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (!request.url.startsWith("https://api.twilio.com/")) return real(input, init);
    sent.push({ url: request.url, authorization: request.headers.get("Authorization"), body: await request.text() });
    if (answer === "network-error") throw new TypeError("Network connection lost.");
    return new Response("{}", { status: answer.status });
  });
  return sent;
}

afterEach(() => {
  vi.restoreAllMocks();
});

/** Every row of every table of D1, as one text (where a credential must never appear). */
async function everythingStored(): Promise<string> {
  const { results } = await sql("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'").all<{ name: string }>();
  const dumps = await Promise.all(results.map(async ({ name }) => JSON.stringify((await env.DB.prepare(`SELECT * FROM "${name}"`).all()).results)));
  return dumps.join("\n");
}

const versionOf = async (kind: string) => (await sql("SELECT version FROM branch_providers WHERE branch_id = ? AND kind = ?", PIZZERIA, kind).first<{ version: number }>())?.version ?? 0;
const sandboxRowsOf = async (e164: string) => (await sql("SELECT COUNT(*) AS n FROM sandbox_messages WHERE to_phone = ?", e164).first<{ n: number }>())!.n;

const twilioForm = (version: number, extra: Record<string, string> = {}) => ({
  intent: "guardar-mensajeria",
  branchId: String(PIZZERIA),
  version: String(version),
  provider: "twilio",
  accountSid: SID,
  authToken: TOKEN,
  smsFrom: "",
  whatsAppFrom: "11 4000-0999",
  ...extra,
});

let valeria: Diner;
beforeAll(async () => {
  valeria = await consoleAs(SHOP.valeria);
});

describe("/admin/{companyAlias}/proveedores", () => {
  it("shows each branch on the sandbox, in the section bar as 'Mensajería y pagos'", async () => {
    const res = await valeria.go(PAGE);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Mensajería y pagos");
    expect(html).toContain("Mensajería de <!-- -->Sabores Pizzería");
    expect(html).toContain("Ahora: <!-- -->Sandbox (pruebas): los mensajes se guardan y no llegan a ningún teléfono.");
    expect(html).toContain("Lo usan los pagos online: Tarjeta online (Sabores Palermo)");
    expect(html).toContain("Enviar mensaje de prueba");
  });

  it("Twilio's credentials are sealed in D1, never on the page nor in the history; a diner's code goes through Twilio", async () => {
    const saved = await valeria.post(PAGE, twilioForm(0));
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe(`${PAGE}?sucursal=sabores-pizzeria&hecho=mensajeria-guardada`);

    const row = await sql("SELECT provider, settings, sealed, hints FROM branch_providers WHERE branch_id = ? AND kind = 'messaging'", PIZZERIA).first<Record<string, string>>();
    expect(row!.provider).toBe("twilio");
    expect(row!.sealed).toMatch(/^v1\./);
    expect(JSON.parse(row!.settings)).toEqual({ whatsAppFrom: "+5491140000999" });
    expect(JSON.parse(row!.hints)).toEqual({ accountSid: "…cdef", authToken: "" });
    const stored = await everythingStored();
    expect(stored).not.toContain(TOKEN);
    expect(stored).not.toContain(SID);

    const html = await (await valeria.go(`${PAGE}?sucursal=sabores-pizzeria&hecho=mensajeria-guardada`)).text();
    expect(html).toContain("Guardado. Los próximos códigos y mensajes de esta sucursal salen por el proveedor elegido.");
    expect(html).toContain("Ahora: <!-- -->Twilio, elegido en esta página.");
    expect(html.match(/<span class="bo-pill">Guardado<\/span>/g)).toHaveLength(2);
    expect(html).toContain("termina en …cdef");
    expect(html).not.toContain(TOKEN);
    expect(html).not.toContain(SID);

    const audit = await sql("SELECT person_name, action, before, after FROM menu_audit_log WHERE entity_type = 'MESSAGING' ORDER BY rowid DESC LIMIT 1").first<Record<string, string>>();
    expect(audit).toMatchObject({ person_name: "Valeria Sosa", action: "crear", before: null });
    expect(JSON.parse(audit!.after)).toEqual({ provider: "twilio", whatsAppFrom: "+5491140000999", credentials: ["accountSid", "authToken"] });
    expect(JSON.stringify(audit)).not.toContain(TOKEN);
    expect(JSON.stringify(audit)).not.toContain("cdef");
    const history = await (await valeria.go("/admin/sabores/carta/cambios")).text();
    expect(history).toContain("el proveedor de mensajes");
    expect(history).toContain("Credenciales guardadas: Account SID, Auth Token");

    const sent = stubTwilio();
    expect((await requestCode(diner(), "11 5555-0701", { channel: "whatsapp" })).status).toBe(302);
    expect(sent).toHaveLength(1);
    expect(sent[0].url).toBe(`https://api.twilio.com/2010-04-01/Accounts/${SID}/Messages.json`);
    expect(sent[0].authorization).toBe(`Basic ${btoa(`${SID}:${TOKEN}`)}`);
    expect(new URLSearchParams(sent[0].body).get("From")).toBe("whatsapp:+5491140000999");
    expect(await sandboxRowsOf("+5491155550701")).toBe(0);
  });

  it("a blank token keeps the stored one; a save from an older version is refused", async () => {
    const version = await versionOf("messaging");
    expect(version).toBeGreaterThan(0);
    const kept = await valeria.post(PAGE, twilioForm(version, { accountSid: "", authToken: "", smsFrom: "+54 9 11 4000-0998" }));
    expect(kept.status).toBe(302);
    const sent = stubTwilio();
    expect((await requestCode(diner(), "11 5555-0702", { channel: "sms" })).status).toBe(302);
    expect(sent[0].authorization).toBe(`Basic ${btoa(`${SID}:${TOKEN}`)}`);
    expect(new URLSearchParams(sent[0].body).get("From")).toBe("+5491140000998");

    const stale = await valeria.post(PAGE, twilioForm(version));
    expect(stale.status).toBe(409);
    expect(await stale.text()).toContain("Otra persona cambió este proveedor. Revisá los cambios y guardá de nuevo.");
  });

  it("a provider that cannot be reached: the test message says so in Spanish, never a 5xx", async () => {
    const sent = stubTwilio("network-error");
    const res = await valeria.post(PAGE, { intent: "probar-mensajeria", branchId: String(PIZZERIA) });
    expect(res.status).toBe(422);
    expect(await res.text()).toContain("No pudimos enviar el mensaje de prueba por Twilio: el proveedor no respondió o rechazó los datos. Revise las credenciales y los números, y vuelva a intentar.");
    expect(sent).toHaveLength(1);
  });

  it("missing or bad fields are refused in Spanish, keeping the plain values and never echoing a credential", async () => {
    const res = await valeria.post(PAGE, { ...twilioForm(await versionOf("messaging")), provider: "whatsapp-cloud", phoneNumberId: "abc", accessToken: "", template: "Mi Plantilla", whatsAppFrom: "123" });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Ingrese el Phone number ID de WhatsApp Cloud (solo números).");
    expect(html).toContain("Ingrese el Access token de WhatsApp Cloud.");
    expect(html).toContain("Ingrese el nombre de la plantilla aprobada (minúsculas, números y guiones bajos).");
    expect(html).toContain('value="Mi Plantilla"');
    expect(html).not.toContain(TOKEN);
    const phone = await valeria.post(PAGE, twilioForm(await versionOf("messaging"), { whatsAppFrom: "123" }));
    expect(phone.status).toBe(400);
    expect(await phone.text()).toContain("Ingrese un número de celular válido con su código de país (por ejemplo +54 9 11 4000-0100).");
    const none = await valeria.post(PAGE, twilioForm(await versionOf("messaging"), { whatsAppFrom: "", smsFrom: "" }));
    expect(await none.text()).toContain("Ingrese al menos un número que envía: el de SMS o el de WhatsApp.");
  });

  it("back to the sandbox: a diner's sign-in code lands in sandbox_messages again, and the test message too", async () => {
    const back = await valeria.post(PAGE, { intent: "guardar-mensajeria", branchId: String(PIZZERIA), version: String(await versionOf("messaging")), provider: "sandbox" });
    expect(back.status).toBe(302);
    const row = await sql("SELECT provider, sealed FROM branch_providers WHERE branch_id = ? AND kind = 'messaging'", PIZZERIA).first();
    expect(row).toEqual({ provider: "sandbox", sealed: null });
    expect(await everythingStored()).not.toContain(TOKEN);

    const sent = stubTwilio();
    expect((await requestCode(diner(), "11 5555-0703", { channel: "whatsapp" })).status).toBe(302);
    expect(sent).toHaveLength(0);
    expect(await lastCodeSentTo("+5491155550703")).toMatch(/^\d{6}$/);

    const before = await sandboxRowsOf(SHOP.valeria.e164);
    const test = await valeria.post(PAGE, { intent: "probar-mensajeria", branchId: String(PIZZERIA) });
    expect(test.status).toBe(200);
    expect(await test.text()).toContain("Mensaje de prueba guardado en el sandbox (pruebas) para +54 9 11 4000 0100: no llega a ningún teléfono, se ve en /dev/mensajes.");
    expect(await sandboxRowsOf(SHOP.valeria.e164)).toBe(before + 1);
  });

  it("'Quitar' deletes the branch's choice (back to the server's configuration or the sandbox), audited", async () => {
    const res = await valeria.post(PAGE, { intent: "quitar-mensajeria", branchId: String(PIZZERIA), version: String(await versionOf("messaging")) });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`${PAGE}?sucursal=sabores-pizzeria&hecho=mensajeria-quitada`);
    expect(await versionOf("messaging")).toBe(0);
    const audit = await sql("SELECT action FROM menu_audit_log WHERE entity_type = 'MESSAGING' ORDER BY rowid DESC LIMIT 1").first<{ action: string }>();
    expect(audit!.action).toBe("quitar");
  });

  it("the card provider: a registered one is saved on the branch's online payment types; another name is refused", async () => {
    const ok = await valeria.post(PAGE, { intent: "guardar-pagos", branchId: String(PIZZERIA), version: "0", provider: "sandbox" });
    expect(ok.status).toBe(302);
    expect(ok.headers.get("Location")).toBe(`${PAGE}?sucursal=sabores-pizzeria&hecho=pagos-guardados`);
    const types = await sql(
      "SELECT DISTINCT pt.provider_name AS p FROM payment_types pt JOIN order_modes om ON om.id = pt.order_mode_id JOIN branch_contacts bc ON bc.id = om.branch_contact_id WHERE bc.branch_id = ? AND pt.payment_method = 'ONLINE'",
      PIZZERIA,
    ).all<{ p: string }>();
    expect(types.results).toEqual([{ p: "sandbox" }]);
    const bad = await valeria.post(PAGE, { intent: "guardar-pagos", branchId: String(PIZZERIA), version: "1", provider: "mercadopago" });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Elija un proveedor de la lista.");
  });

  it("Diego gets 403; Otro Sabor's owner gets 404 for Sabores' page and for Sabores' branch id on his own page", async () => {
    const diego = await consoleAs(SHOP.diego);
    expect((await diego.go(PAGE)).status).toBe(403);
    expect((await diego.post(PAGE, twilioForm(0))).status).toBe(403);
    const ramiro = await consoleAs(SHOP.otroDueno);
    expect((await ramiro.go(PAGE)).status).toBe(404);
    expect((await ramiro.post("/admin/otro-sabor/proveedores", { intent: "guardar-mensajeria", branchId: String(PIZZERIA), version: "0", provider: "sandbox" })).status).toBe(404);
    expect((await ramiro.post("/admin/otro-sabor/proveedores", { intent: "probar-mensajeria", branchId: String(PIZZERIA) })).status).toBe(404);
  });
});
