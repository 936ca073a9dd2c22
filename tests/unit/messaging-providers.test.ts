// The messaging-provider adapters against their documented HTTP APIs
// (fetch stubbed: nothing leaves the machine) and the per-branch choice of the registry
// (docs/decisions/messaging-providers.md). The sign-in flow over them is
// tests/integration/messaging-providers.test.ts.
import { afterEach, describe, expect, it, vi } from "vitest";
import { configuredProvider, providerOf } from "~/data/messaging/registry.server";
import { twilioProvider } from "~/data/messaging/twilio.server";
import { whatsAppCloudProvider } from "~/data/messaging/whatsapp-cloud.server";

const message = { companyId: 1, to: "+5491155550001", text: "123456 es su código para iniciar sesión en Sabores Pizzería.", code: "123456" };

/** Replaces fetch; returns the requests made. */
function stubFetch(answer: () => Response | Promise<Response>) {
  const calls: Request[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push(new Request(input, init));
    return answer();
  });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("twilio", () => {
  const config = { accountSid: "AC42", authToken: "secret", smsFrom: "+15005550006", whatsAppFrom: "+14155238886" };

  it("SMS: one form post to the account's Messages resource with Basic auth", async () => {
    const calls = stubFetch(() => new Response("{}", { status: 201 }));
    expect(await twilioProvider(config).send({ ...message, channel: "sms" })).toEqual({ ok: true });
    expect(calls).toHaveLength(1);
    expect(calls[0].method).toBe("POST");
    expect(calls[0].url).toBe("https://api.twilio.com/2010-04-01/Accounts/AC42/Messages.json");
    expect(calls[0].headers.get("Authorization")).toBe(`Basic ${btoa("AC42:secret")}`);
    const form = new URLSearchParams(await calls[0].text());
    expect(Object.fromEntries(form)).toEqual({ To: "+5491155550001", From: "+15005550006", Body: message.text });
  });

  it("WhatsApp: the same resource with the whatsapp: address prefix on both ends", async () => {
    const calls = stubFetch(() => new Response("{}", { status: 201 }));
    expect(await twilioProvider(config).send({ ...message, channel: "whatsapp" })).toEqual({ ok: true });
    const form = new URLSearchParams(await calls[0].text());
    expect(form.get("To")).toBe("whatsapp:+5491155550001");
    expect(form.get("From")).toBe("whatsapp:+14155238886");
  });

  it("offers only the channels it has a sender for, and refuses the others without calling", async () => {
    const calls = stubFetch(() => new Response("{}", { status: 201 }));
    const smsOnly = twilioProvider({ accountSid: "AC42", authToken: "secret", smsFrom: "+15005550006" });
    expect(smsOnly.channels).toEqual(["sms"]);
    expect(await smsOnly.send({ ...message, channel: "whatsapp" })).toEqual({ ok: false, reason: "twilio: no sender for whatsapp" });
    expect(calls).toHaveLength(0);
  });

  it("an error answer is a failed send, with the status for the log", async () => {
    stubFetch(() => new Response('{"code":21211}', { status: 400 }));
    expect(await twilioProvider(config).send({ ...message, channel: "sms" })).toEqual({ ok: false, reason: "twilio: HTTP 400" });
  });
});

describe("whatsapp-cloud", () => {
  const config = { phoneNumberId: "1098765", accessToken: "meta-token", template: "codigo_sabores" };

  it("sends the approved authentication template with the code as body and button parameter", async () => {
    const calls = stubFetch(() => new Response("{}", { status: 200 }));
    expect(await whatsAppCloudProvider(config).send({ ...message, channel: "whatsapp" })).toEqual({ ok: true });
    expect(calls[0].url).toBe("https://graph.facebook.com/v21.0/1098765/messages");
    expect(calls[0].headers.get("Authorization")).toBe("Bearer meta-token");
    expect(await calls[0].json()).toEqual({
      messaging_product: "whatsapp",
      to: "5491155550001",
      type: "template",
      template: {
        name: "codigo_sabores",
        language: { code: "es" },
        components: [
          { type: "body", parameters: [{ type: "text", text: "123456" }] },
          { type: "button", sub_type: "url", index: "0", parameters: [{ type: "text", text: "123456" }] },
        ],
      },
    });
  });

  it("WhatsApp only: SMS, or a message without its code, is refused without calling", async () => {
    const calls = stubFetch(() => new Response("{}", { status: 200 }));
    const provider = whatsAppCloudProvider(config);
    expect(provider.channels).toEqual(["whatsapp"]);
    expect((await provider.send({ ...message, channel: "sms" })).ok).toBe(false);
    expect((await provider.send({ ...message, code: undefined, channel: "whatsapp" })).ok).toBe(false);
    expect(calls).toHaveLength(0);
  });

  it("an error answer is a failed send", async () => {
    stubFetch(() => new Response("{}", { status: 401 }));
    expect(await whatsAppCloudProvider(config).send({ ...message, channel: "whatsapp" })).toEqual({ ok: false, reason: "whatsapp-cloud: HTTP 401" });
  });
});

describe("a provider that does not answer", () => {
  it("a network failure or a timeout is a failed send, never an exception (the fetch carries a timeout signal)", async () => {
    const signals: (AbortSignal | null | undefined)[] = [];
    vi.stubGlobal("fetch", async (_input: RequestInfo | URL, init?: RequestInit) => {
      signals.push(init?.signal);
      throw new DOMException("The operation was aborted due to timeout", "TimeoutError");
    });
    expect(await twilioProvider({ accountSid: "AC42", authToken: "secret", smsFrom: "+15005550006" }).send({ ...message, channel: "sms" })).toEqual({ ok: false, reason: "twilio: timeout" });
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("fetch failed");
    });
    expect(await whatsAppCloudProvider({ phoneNumberId: "1", accessToken: "t", template: "codigo" }).send({ ...message, channel: "whatsapp" })).toEqual({ ok: false, reason: "whatsapp-cloud: unreachable" });
    expect(signals[0]).toBeInstanceOf(AbortSignal);
  });
});

describe("the registry: one provider per branch in the operators' MESSAGING_PROVIDERS (the owner's saved choice comes first: tests/integration/back-office-providers.test.ts)", () => {
  const env = (providers?: unknown) => ({ DB: {} as D1Database, MESSAGING_PROVIDERS: providers === undefined ? undefined : typeof providers === "string" ? providers : JSON.stringify(providers) });
  const messagingProviderFor = (e: ReturnType<typeof env>, branchId: number) => providerOf(e, configuredProvider(e, branchId));
  const config = {
    default: { provider: "whatsapp-cloud", phoneNumberId: "1", accessToken: "t", template: "codigo" },
    branches: { "11": { provider: "twilio", accountSid: "AC42", authToken: "secret", smsFrom: "+15005550006" }, "12": { provider: "sandbox" } },
  };

  it("the branch's own entry, else the default", () => {
    expect(messagingProviderFor(env(config), 11).name).toBe("twilio");
    expect(messagingProviderFor(env(config), 12).name).toBe("sandbox");
    expect(messagingProviderFor(env(config), 21).name).toBe("whatsapp-cloud");
  });

  it("no configuration, no default, or unreadable JSON: the sandbox (never sends)", () => {
    expect(messagingProviderFor(env(), 11).name).toBe("sandbox");
    expect(messagingProviderFor(env({ branches: config.branches }), 21).name).toBe("sandbox");
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(messagingProviderFor(env("{not json"), 11).name).toBe("sandbox");
  });
});
