// Anyone with the location's code once ended a colleague's shift or renamed them (the name
// reaches diners) through PUT /api/{role}/{id}/updatewithcode or createwithcode with the
// colleague's phone. Each test repeats the attack: now ending a shift or renaming needs that
// person's own session (the API's bearer, the page's shift cookie).
import { SELF, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { BASE } from "./api-helpers";
import { LUCAS, MARTIN, PALERMO, call, riderToken, shiftCookie } from "./shipments-helpers";

const DENIED = "Acceso denegado o link expirado";
const update = (id: number, body: Record<string, unknown>, token?: string) =>
  call("PUT", `/api/rider/${id}/updatewithcode`, { securityCode: "4826", riderUser: { branchContact: { id: PALERMO } }, ...body }, token);
const activeOf = async (id: number) => (await env.DB.prepare("SELECT active, name FROM staff WHERE id = ?").bind(id).first<{ active: number; name: string }>())!;

describe("a colleague's shift and name need the colleague's own session", () => {
  it("ending Martín's shift with the code alone, or with Lucas's bearer, is refused (403); Martín's own bearer ends it", async () => {
    const martin = await riderToken(MARTIN);
    const lucas = await riderToken(LUCAS);
    const anonymous = await update(MARTIN, { active: false });
    expect(anonymous.status).toBe(403);
    expect(anonymous.body.error.message).toBe(DENIED);
    expect((await update(MARTIN, { active: false }, lucas)).status).toBe(403);
    expect((await activeOf(MARTIN)).active).toBe(1);
    expect((await call("GET", "/api/whoami", undefined, martin)).status).toBe(200);
    const own = await update(MARTIN, { active: false }, martin);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ active: false, token: null });
  });

  it("the shift page's log out without Martín's cookie is refused; with it, the shift ends", async () => {
    const martin = await riderToken(MARTIN);
    const path = "/logistics/pizzeria-palermo/rider/logOut?phone=%2B5491160000001";
    const form = (cookie?: string) =>
      SELF.fetch(`${BASE}${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) },
        body: new URLSearchParams({ phone: "+5491160000001", securityCode: "4826" }).toString(),
        redirect: "manual",
      });
    // The stranger's browser is sent to a log in of its own; Martín's shift goes on.
    const stranger = await form();
    expect(stranger.headers.get("Location")).toBe("/logistics/pizzeria-palermo/rider/logIn?phone=%2B5491160000001");
    expect((await activeOf(MARTIN)).active).toBe(1);
    const own = await form(await shiftCookie("rider", martin));
    expect(own.status).toBe(302);
    expect(own.headers.get("Location")).toBe("/logistics/pizzeria-palermo/rider/success");
    expect((await activeOf(MARTIN)).active).toBe(0);
  });

  it("renaming Martín through createwithcode or updatewithcode without his session is refused; his name stays", async () => {
    const viaCreate = await call("POST", "/api/rider/createwithcode", { name: "Estafador", phone: "+5491160000001", securityCode: "4826", riderUser: { branchContact: { id: PALERMO } } });
    expect(viaCreate.status).toBe(403);
    expect(viaCreate.body.error.message).toBe(DENIED);
    expect((await update(MARTIN, { active: true, name: "Estafador" })).status).toBe(403);
    expect((await activeOf(MARTIN)).name).toBe("Martín Gómez");
    // With his own bearer he renames himself.
    const martin = await riderToken(MARTIN);
    const renamed = await update(MARTIN, { active: true, name: "Martín G." }, martin);
    expect(renamed.status).toBe(200);
    expect((await activeOf(MARTIN)).name).toBe("Martín G.");
  });
});
