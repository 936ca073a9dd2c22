// The providers' credentials at rest (app/data/providers/credential-seal.server.ts): AES-GCM with
// a key derived from SESSION_SECRET, bound to the row it was sealed for; and the providers form
// (app/domain/shop/provider-settings-form.ts): required fields, E.164 senders, blank keeps.
import { describe, expect, it } from "vitest";
import { openCredentials, sealCredentials } from "~/data/providers/credential-seal.server";
import { MESSAGING_PROVIDER_FIELDS, parseProviderForm } from "~/domain/shop/provider-settings-form";

const SECRET = "dev-only-secret-change-me";
const PLACE = "1:11:messaging";
const CREDENTIALS = JSON.stringify({ accountSid: "AC0123456789abcdef0123456789abcdef", authToken: "tok-secreto-9f8e7d6c5b4a" });

describe("sealed credentials", () => {
  it("round trip: the sealed text opens to the same credentials and shows none of them", async () => {
    const sealed = await sealCredentials(SECRET, PLACE, CREDENTIALS);
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain("tok-secreto");
    expect(atob(sealed.split(".")[2].replace(/-/g, "+").replace(/_/g, "/"))).not.toContain("tok-secreto");
    expect(await openCredentials(SECRET, PLACE, sealed)).toBe(CREDENTIALS);
    expect(await sealCredentials(SECRET, PLACE, CREDENTIALS), "a new IV each time").not.toBe(sealed);
  });

  it("another key, another row or an altered text does not open", async () => {
    const sealed = await sealCredentials(SECRET, PLACE, CREDENTIALS);
    expect(await openCredentials("another-secret-of-the-worker-0123", PLACE, sealed)).toBeNull();
    expect(await openCredentials(SECRET, "1:12:messaging", sealed)).toBeNull();
    const [v, iv, body] = sealed.split(".");
    const flipped = `${body.slice(0, -2)}${body.at(-2) === "A" ? "B" : "A"}${body.at(-1)}`;
    expect(await openCredentials(SECRET, PLACE, `${v}.${iv}.${flipped}`)).toBeNull();
    expect(await openCredentials(SECRET, PLACE, "not sealed")).toBeNull();
  });
});

describe("the providers form", () => {
  const twilio = { provider: "twilio", accountSid: "AC0123456789abcdef0123456789abcdef", authToken: "t", smsFrom: "", whatsAppFrom: "11 4000-0999" };

  it("Twilio: credentials apart from the settings; the sender as E.164 with the branch's country", () => {
    expect(parseProviderForm(twilio, MESSAGING_PROVIDER_FIELDS, "ar", null)).toEqual({
      ok: true,
      draft: { provider: "twilio", settings: { whatsAppFrom: "+5491140000999" }, credentials: { accountSid: twilio.accountSid, authToken: "t" }, kept: [] },
    });
  });

  it("blank credentials keep the stored ones only for the same provider; otherwise they are required", () => {
    const stored = { provider: "twilio", settings: {}, hints: { accountSid: "…cdef", authToken: "" } };
    const blank = { ...twilio, accountSid: "", authToken: "" };
    expect(parseProviderForm(blank, MESSAGING_PROVIDER_FIELDS, "ar", stored)).toMatchObject({ ok: true, draft: { credentials: {}, kept: ["accountSid", "authToken"] } });
    expect(parseProviderForm(blank, MESSAGING_PROVIDER_FIELDS, "ar", { ...stored, provider: "whatsapp-cloud" })).toEqual({
      ok: false,
      errors: { accountSid: "Ingrese el Account SID de Twilio: empieza con AC y sigue con 32 letras y números.", authToken: "Ingrese el Auth Token de Twilio." },
    });
  });

  it("an unknown provider, a bad sender and no sender at all are refused in Spanish", () => {
    expect(parseProviderForm({ provider: "telegram" }, MESSAGING_PROVIDER_FIELDS, "ar", null)).toEqual({ ok: false, errors: { provider: "Elija un proveedor de la lista." } });
    expect(parseProviderForm({ ...twilio, smsFrom: "12" }, MESSAGING_PROVIDER_FIELDS, "ar", null)).toEqual({
      ok: false,
      errors: { smsFrom: "Ingrese un número de celular válido con su código de país (por ejemplo +54 9 11 4000-0100)." },
    });
    expect(parseProviderForm({ ...twilio, whatsAppFrom: "" }, MESSAGING_PROVIDER_FIELDS, "ar", null)).toEqual({ ok: false, errors: { whatsAppFrom: "Ingrese al menos un número que envía: el de SMS o el de WhatsApp." } });
  });

  it("WhatsApp Cloud: the template's language is 'es' when left blank", () => {
    const parsed = parseProviderForm({ provider: "whatsapp-cloud", phoneNumberId: "1098765", accessToken: "meta", template: "codigo_sabores", language: "" }, MESSAGING_PROVIDER_FIELDS, "ar", null);
    expect(parsed).toEqual({ ok: true, draft: { provider: "whatsapp-cloud", settings: { template: "codigo_sabores", language: "es" }, credentials: { phoneNumberId: "1098765", accessToken: "meta" }, kept: [] } });
  });
});
