// The passwordless sign-in of the integration tests: ask for a code
// with the real form (intent=login), read it where the sandbox messaging provider left it
// (D1 sandbox_messages, the rows /dev/mensajes lists), and enter it (intent=login-code).
import { SELF, env } from "cloudflare:test";
import { expect } from "vitest";
import { BASE } from "./api-helpers";

/** A diner with a cookie jar; `cookie` is readable for API calls. */
export function diner(initial = "") {
  const jar = { cookie: initial };
  const fetchAs = async (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (jar.cookie) headers.set("Cookie", jar.cookie);
    const res = await SELF.fetch(path.startsWith("http") ? path : `${BASE}${path}`, { ...init, headers, redirect: "manual" });
    const set = res.headers.get("Set-Cookie");
    if (set) jar.cookie = set.split(";")[0];
    return res;
  };
  return {
    get cookie() {
      return jar.cookie;
    },
    fetch: fetchAs,
    go: (path: string) => fetchAs(path),
    post: (path: string, fields: Record<string, string>) =>
      fetchAs(path, { method: "POST", body: new URLSearchParams(fields), headers: { "Content-Type": "application/x-www-form-urlencoded" } }),
  };
}
export type Diner = ReturnType<typeof diner>;

const PAGE = "/menu/pizzeria-palermo/delivery";

/** Step 1: the phone form (national number of `country`). */
export function requestCode(d: Diner, phone: string, opts: { country?: string; channel?: string; page?: string } = {}) {
  const page = opts.page ?? PAGE;
  return d.post(`${page}?login=1`, { intent: "login", phone, country: opts.country ?? "ar", channel: opts.channel ?? "whatsapp", returnTo: page });
}

/** Step 2: the code form. */
export function enterCode(d: Diner, code: string, page = PAGE) {
  return d.post(`${page}?login=1`, { intent: "login-code", code, returnTo: page });
}

/** The newest code the sandbox provider "sent" to an E.164 phone. */
export async function lastCodeSentTo(e164: string): Promise<string> {
  const row = await env.DB.prepare("SELECT body FROM sandbox_messages WHERE to_phone = ? ORDER BY id DESC LIMIT 1").bind(e164).first<{ body: string }>();
  const code = /\b(\d{6})\b/.exec(row?.body ?? "")?.[1];
  expect(code, `a code sent to ${e164}`).toBeTruthy();
  return code!;
}

/** Signs `d` in as the owner of `phone` (national AR number, e.g. '1155550001'). */
export async function signInWithCode(d: Diner, phone: string, e164 = `+54911${phone.replace(/\D/g, "").slice(-8)}`, page = PAGE) {
  const asked = await requestCode(d, phone, { page });
  expect(asked.status, "code requested").toBe(302);
  const entered = await enterCode(d, await lastCodeSentTo(e164), page);
  expect(entered.status, "code accepted").toBe(302);
  return d;
}

/** A fresh diner signed in as the owner of `phone`; returns its cookie. */
export async function verifiedCookie(phone: string, e164?: string): Promise<string> {
  const d = diner();
  await signInWithCode(d, phone, e164);
  return d.cookie;
}
