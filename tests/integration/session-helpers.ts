// Session and request helpers of the integration tests: the diner session cookie, KV session patches, polling for stored rows.
import { SELF, env } from "cloudflare:test";
import { expect } from "vitest";
import { BASE } from "./api-helpers";

export async function send(path: string, init: RequestInit & { cookie?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.cookie) headers.set("Cookie", init.cookie);
  return SELF.fetch(`${BASE}${path}`, { ...init, headers, redirect: "manual" });
}

export function cookieOf(res: Response, previous = ""): string {
  const set = res.headers.get("Set-Cookie");
  return set ? set.split(";")[0] : previous;
}

/**
 * A session whose cart holds `quantity` of a plate, added through the plate
 * page's own no-JS form (POST → redirect: no loader runs after the action).
 */
export async function cartWith(alias: string, mode: string, platePath: string, quantity = 1, cookie = ""): Promise<string> {
  const res = await send(`/menu/${alias}/${mode}/${platePath}`, {
    method: "POST",
    body: new URLSearchParams({ quantity: String(quantity), volver: "categoria" }),
    cookie,
  });
  expect(res.status, platePath).toBe(302);
  return cookieOf(res, cookie);
}

/** The signed cookie's value: `{session id}.{version}` (app/http/session.server.ts). */
function cookieValueOf(cookie: string): string {
  const signed = decodeURIComponent(cookie.split("=")[1]);
  return JSON.parse(decodeURIComponent(escape(atob(signed.slice(0, signed.lastIndexOf("."))))));
}

/** The session id (what analytics events and logs carry). */
export function sessionIdOf(cookie: string): string {
  return cookieValueOf(cookie).split(".")[0];
}

/** The KV key of the session version the cookie names: `{id}:{version}`. */
export function sessionKeyOf(cookie: string): string {
  return cookieValueOf(cookie).replace(".", ":");
}

export async function patchSession(cookie: string, patch: Record<string, unknown>) {
  const id = sessionKeyOf(cookie);
  const data = ((await env.SESSIONS.get(id, "json")) ?? {}) as Record<string, unknown>;
  await env.SESSIONS.put(id, JSON.stringify({ ...data, ...patch }));
}

export async function json(path: string, method: string, body: unknown, init: { cookie?: string; headers?: HeadersInit } = {}) {
  const res = await send(path, {
    method,
    body: typeof body === "string" ? body : JSON.stringify(body),
    headers: { "Content-Type": "application/json", ...(init.headers ?? {}) },
    cookie: init.cookie,
  });
  const text = await res.text();
  return { status: res.status, res, body: text ? JSON.parse(text) : null };
}

/** A JSON error body `{ error: { status, message } }` with a Spanish message. */
export function expectJsonError(r: { status: number; body: any; res: Response }, status: number) {
  expect(r.status).toBe(status);
  expect(r.res.headers.get("Content-Type")).toContain("application/json");
  expect(r.body.error.status).toBe(status);
  expect(typeof r.body.error.message).toBe("string");
}

/** Waits for rows written in ctx.waitUntil (analytics) to show up. */
export async function eventually<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 3000): Promise<T> {
  const until = Date.now() + ms;
  let value = await read();
  while (!ok(value) && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 50));
    value = await read();
  }
  return value;
}
