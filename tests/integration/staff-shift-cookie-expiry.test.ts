// The shift's cookie and token over time ("a signed bearer token
// (expires at log out or after 12 hours), kept in an httpOnly cookie for the pages"):
// the cookie is Secure over HTTPS (as the diner session's), and 12 hours after the shift
// started, with the injected clock moved (FIXED_NOW, docs/decisions/clock-injection.md),
// the token is refused by the API (403) and the pages (/404?message=…), and the shift is
// closed: the person is off shift, the shift ended when its token did.
import { SELF, createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { worker } from "./built-worker";
import { DEMO_IDS } from "~/data/demo/demo-tenant";
import { shiftCookieHeader } from "~/http/staff-auth.server";
import { phoneCodeSentTo, startWithPhoneCode } from "./shipments-helpers";

const PALERMO = DEMO_IDS.branchContacts.palermo;
const SHIFT = "/logistics/pizzeria-palermo/rider";
const LIST = "/logistics/pizzeria-palermo/shipments";
const HOUR = 3_600_000;

/** The Worker at another hour: the same bindings with FIXED_NOW moved. */
async function at(ms: number, path: string, init: RequestInit = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request(`https://example.com${path}`, { redirect: "manual", ...init }) as unknown as Request<unknown, IncomingRequestCfProperties>,
    { ...env, FIXED_NOW: new Date(ms).toISOString() },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}

/** The register form, then (a new device) the phone's code step with the pending cookie. */
async function register(origin: string, phone: string, name: string) {
  const form = (fields: Record<string, string>, cookie?: string) =>
    SELF.fetch(`${origin}${SHIFT}/register`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) },
      body: new URLSearchParams(fields).toString(),
      redirect: "manual",
    });
  const first = await form({ phone, phoneConfirmation: phone, name, securityCode: "4826" });
  expect(first.status).toBe(200);
  const pending = first.headers.getSetCookie().find((c) => c.startsWith("__sabores_staff_pending="))!.split(";")[0]!;
  return form({ intent: "phoneCode", phoneCode: await phoneCodeSentTo(`+54911${phone.slice(-8)}`) }, pending);
}
const shiftCookieOf = (res: Response) => res.headers.getSetCookie().find((c) => c.startsWith("__sabores_rider=")) ?? "";

describe("the shift cookie", () => {
  it("is Secure, HttpOnly and SameSite=Lax over HTTPS; not Secure over plain-HTTP local runs", async () => {
    const https = await register("https://example.com", "1160000071", "Rider Seguro");
    expect(https.status).toBe(302);
    const secure = shiftCookieOf(https);
    // The device cookie: as httpOnly and Secure, and long-lived (180 days).
    const device = https.headers.getSetCookie().find((c) => c.startsWith("__sabores_staff_device=")) ?? "";
    expect(device).toMatch(/;\s*HttpOnly/i);
    expect(device).toMatch(/;\s*Secure/i);
    expect(device).toMatch(/;\s*Max-Age=15552000/i);
    expect(secure).toMatch(/^__sabores_rider=/);
    expect(secure).toMatch(/;\s*Secure/i);
    expect(secure).toMatch(/;\s*HttpOnly/i);
    expect(secure).toMatch(/;\s*SameSite=Lax/i);
    const http = await register("http://localhost:8787", "1160000072", "Rider Local");
    expect(http.status).toBe(302);
    const plain = shiftCookieOf(http);
    expect(plain).toMatch(/^__sabores_rider=/);
    expect(plain).not.toMatch(/;\s*Secure/i);
    // Log out clears it the same way.
    const out = await SELF.fetch(`https://example.com${SHIFT}/logOut?phone=%2B5491160000071`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: secure.split(";")[0]! },
      body: new URLSearchParams({ phone: "+5491160000071", securityCode: "4826" }).toString(),
      redirect: "manual",
    });
    expect(out.headers.get("Location")).toBe(`${SHIFT}/success`);
    expect(out.headers.get("Set-Cookie")).toMatch(/Max-Age=0.*Secure|Secure.*Max-Age=0/i);
  });
});

describe("12 hours after the shift started", () => {
  it("the token is refused (API 403, pages to /404?message=…) and the shift is closed", async () => {
    const created = await startWithPhoneCode("POST", "/api/rider/createwithcode", { name: "Rider Doce Horas", phone: "11 6000-0073", securityCode: "4826", riderUser: { branchContact: { id: PALERMO } }, active: true }, "+5491160000073");
    expect(created.status).toBe(200);
    const { id, token, shift } = created.body as { id: number; token: string; shift: { id: number; startedAt: number; expiresAt: number } };
    const start = new Date(env.FIXED_NOW!).getTime();
    expect(shift.startedAt).toBe(start);
    // The pages' cookie holding the same token.
    const cookie = (await shiftCookieHeader(env, new Request("https://example.com/"), "rider", token)).split(";")[0]!;
    const bearer = { headers: { Authorization: `Bearer ${token}` } };

    // 11 h 59 min later: still on shift.
    const before = start + 12 * HOUR - 60_000;
    expect((await at(before, "/api/whoami", bearer)).status).toBe(200);
    expect((await at(before, LIST, { headers: { Cookie: cookie } })).status).toBe(200);

    // 12 h and 1 s later: refused everywhere.
    const after = start + 12 * HOUR + 1000;
    const who = await at(after, "/api/whoami", bearer);
    expect(who.status).toBe(403);
    expect(((await who.json()) as any).error.message).toBe("Acceso denegado o link expirado");
    const list = await at(after, `/api/shipments?branchContactId=${PALERMO}`, bearer);
    expect(list.status).toBe(403);
    const page = await at(after, LIST, { headers: { Cookie: cookie } });
    expect(page.status).toBe(302);
    expect(decodeURIComponent(page.headers.get("Location") ?? "")).toBe("/404?message=Acceso denegado o link expirado");

    // The shift is closed: the phone lookup says off shift, and the shift ended when its token did.
    const lookup = await at(after, `/api/rider/bc/phone?branchContactId=${PALERMO}&phone=1160000073`);
    expect(lookup.status).toBe(200);
    expect(await lookup.json()).toMatchObject({ id, active: false });
    const row = await env.DB.prepare("SELECT started_at, ended_at FROM shifts WHERE id = ?").bind(shift.id).first<{ started_at: number; ended_at: number }>();
    expect(row).toEqual({ started_at: start, ended_at: start + 12 * HOUR });
    // The shift page at that hour offers a log in again, not a log out.
    const intake = await at(after, `${SHIFT}/phoneIntake`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ phone: "1160000073" }).toString(),
    });
    expect(intake.headers.get("Location")).toBe(`${SHIFT}/logIn?phone=%2B5491160000073`);
  });
});
