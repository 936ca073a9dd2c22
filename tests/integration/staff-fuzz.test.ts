// Every shift and picker route answers bad input with a Spanish 4xx, never a 5xx (GUIDE "A
// fuzz of every route"): odd ids, bodies, methods and query strings, with and without a
// token; the pages with odd segments and form posts, with and without a picker cookie.
import { SELF, env } from "cloudflare:test";
import { deviceCookieHeader } from "~/http/staff-auth.server";
import { describe, expect, it } from "vitest";
import { BASE } from "./api-helpers";
import { knownDevice } from "./shipments-helpers";

const ENGLISH = /Required|Expected|received|String must|Number must|Invalid|undefined|null/;

const PATHS = [
  "/api/rider/bc/phone", "/api/rider/bc/phone?branchContactId=abc&phone=1", "/api/picker/bc/phone?branchContactId=111", "/api/picker/bc/phone?branchContactId=999999&phone=1170000001",
  "/api/rider/bc/phone?branchContactId=111&phone=%00", "/api/chef/bc/phone?branchContactId=111&phone=1",
  "/api/rider/createwithcode", "/api/picker/createwithcode", "/api/chef/createwithcode",
  "/api/rider/x/updatewithcode", "/api/picker/0/updatewithcode", "/api/picker/99999999999999999999/updatewithcode", "/api/rider/11101/updatewithcode",
  "/api/whoami", "/api/picker/current",
  "/api/picker/pickerapp/dinerorders", "/api/picker/pickerapp/dinerorders?branchContactId=111&offset=-1", "/api/picker/pickerapp/dinerorders?branchContactId=111&pageSize=999",
  "/api/picker/pickerapp/dinerorders?branchContactId=x", "/api/picker/order/update",
];
const BODIES = [
  "{", "[]", "null", '"texto"',
  '{"name":5,"phone":{"a":1},"securityCode":[1],"riderUser":{"branchContact":{"id":"x"}},"pickerUser":7}',
  '{"active":"sí","securityCode":4826,"riderUser":{"branchContact":{"id":111}},"pickerUser":{"branchContact":{"id":111}}}',
  '{"status":"READY","storeId":"111","orderId":"uno","deliverablePrice":{"x":1}}',
  '{"status":"ACCEPTED","storeId":111,"orderId":1,"deliverablePrice":-5}',
];

async function pickerToken(): Promise<string> {
  const res = await SELF.fetch(`${BASE}/api/picker/11152/updatewithcode`, { method: "PUT", body: JSON.stringify({ active: true, securityCode: "7391", pickerUser: { branchContact: { id: 111 } }, deviceToken: await knownDevice(11152) }) });
  return ((await res.json()) as any).token;
}

describe("staff routes never answer 5xx", () => {
  it("GET, PUT, POST, DELETE with bad ids and bodies, with and without a token", async () => {
    const token = await pickerToken();
    for (const auth of [undefined, token]) {
      for (const path of PATHS) {
        for (const method of ["GET", "PUT", "POST", "DELETE"]) {
          for (const body of method === "GET" || method === "DELETE" ? [undefined] : auth ? BODIES : BODIES.slice(4, 6)) {
            const headers: Record<string, string> = { "Content-Type": "application/json" };
            if (auth) headers.Authorization = `Bearer ${auth}`;
            const res = await SELF.fetch(`${BASE}${path}`, { method, headers, body });
            const label = `${method} ${path} ${body ?? ""} ${auth ? "token" : ""}`;
            expect(res.status, label).toBeLessThan(500);
            if (res.status >= 400 && path === "/api/picker/current") {
              // §7 GET api/picker/current: "on error an empty object".
              expect(await res.json(), label).toEqual({});
            } else if (res.status >= 400) {
              const json = (await res.json()) as any;
              expect(typeof json.error?.message, label).toBe("string");
              expect(json.error.message, label).not.toMatch(ENGLISH);
            } else {
              await res.arrayBuffer();
            }
          }
        }
      }
    }
  }, 120_000);

  it("shift and picker pages: odd segments and form posts, with and without a picker cookie", async () => {
    const login = await SELF.fetch(`${BASE}/picker/pizzeria-palermo/picker/logIn?phone=%2B5491170000001`, {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams({ phone: "+5491170000001", securityCode: "7391" }),
      // Carla's known device (a new one would be asked for her phone's code first).
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: (await deviceCookieHeader(env, new Request(BASE), await knownDevice(11151))).split(";")[0]! },
    });
    const cookie = (login.headers.get("Set-Cookie") ?? "").split(";")[0];
    expect(cookie).toMatch(/^__sabores_picker=/);
    const paths = [
      "/picker/pizzeria-palermo/picker/x", "/picker/pizzeria-palermo/picker/logIn", "/picker/pizzeria-palermo/picker/logOut?phone=abc", "/picker/no-existe/picker/phoneIntake",
      "/logistics/pizzeria-palermo/rider/register?phone=%00", "/picker/pizzeria-palermo/picker/success",
      "/picker/pizzeria-palermo/pickerApp/list?pagina=-3", "/picker/pizzeria-palermo/pickerApp/list?aviso=<b>", "/picker/pizzeria-palermo/pickerApp/%00", "/picker/pizzeria-palermo/pickerApp/SABDEM01",
      "/picker/otro-local/pickerApp/list", "/404?message=" + "x".repeat(500),
    ];
    const bodies = ["intent=toggle:9-9:selected", "intent=finish&amount=1e99&marks=%7B", "intent=accept", "intent=zz", "intent=phoneCode&phoneCode=12%00", "intent=resend", "phone=%00&phoneConfirmation=&name=" + "n".repeat(300) + "&securityCode=12345678901234567890123", ""];
    for (const c of ["", cookie]) {
      for (const path of paths) {
        for (const body of [undefined, ...bodies]) {
          const method = body === undefined ? "GET" : "POST";
          const res = await SELF.fetch(`${BASE}${path}`, { method, redirect: "manual", body, headers: { "Content-Type": "application/x-www-form-urlencoded", ...(c ? { Cookie: c } : {}) } });
          expect(res.status, `${method} ${path} ${body ?? ""} ${c ? "cookie" : ""}`).toBeLessThan(500);
          await res.arrayBuffer();
        }
      }
    }
  }, 120_000);
});
