// The sign-in with the one-time code in the end-to-end suite. The
// code is read where a developer reads it: the sandbox messaging provider's local-only
// page /dev/mensajes (served under wrangler dev only; docs/decisions/messaging-providers.md).
import { expect, test } from "./fixtures";
import { request as playwrightRequest, type APIRequestContext, type Page } from "@playwright/test";

/** The newest code on /dev/mensajes for an E.164 phone. */
export async function codeFromSandbox(api: APIRequestContext, e164: string): Promise<string> {
  const res = await api.get(`/dev/mensajes?telefono=${encodeURIComponent(e164)}`);
  expect(res.status(), "the sandbox messages page").toBe(200);
  const code = /(\d{6}) es su código para iniciar sesión/.exec(await res.text())?.[1];
  expect(code, `a code sent to ${e164}`).toBeTruthy();
  return code!;
}

/**
 * An API context signed in as the owner of `e164` through the same forms (no JavaScript):
 * for the checks that read GET /api/orders or /api/orderingcustomer, which answer only
 * the verified phone. One per phone and server.
 */
const verified = new Map<string, APIRequestContext>();
export async function verifiedApi(page: Page, e164: string): Promise<APIRequestContext> {
  // The project's server (the page may not have navigated yet: about:blank has no origin).
  const base = test.info().project.use.baseURL ?? new URL(page.url()).origin;
  const key = `${base} ${e164}`;
  const known = verified.get(key);
  if (known) return known;
  const api = await playwrightRequest.newContext({ baseURL: base });
  const at = "/menu/pizzeria-palermo/delivery";
  const asked = await api.post(`${at}?login=1`, { form: { intent: "login", phone: e164, country: "ar", channel: "sms", returnTo: at }, maxRedirects: 0 });
  expect(asked.status(), "code requested").toBe(302);
  const entered = await api.post(`${at}?login=1`, { form: { intent: "login-code", code: await codeFromSandbox(api, e164), returnTo: at }, maxRedirects: 0 });
  expect(entered.status(), "code accepted").toBe(302);
  verified.set(key, api);
  return api;
}
