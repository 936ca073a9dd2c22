// The app's cookies (app/http/cookie.server.ts) sign with the one signer, whose key is imported
// once; a cookie written by Remix's own createCookie (every diner's cookie before) must still
// read, and one written now must read with Remix's, or every diner would lose their cart.
import { createCookie as remixCookie } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";
import { createCookie } from "~/http/cookie.server";

const options = { path: "/", httpOnly: true, secrets: ["secreto-de-prueba"] };

describe("signed cookies", () => {
  it("a cookie signed by Remix's createCookie reads with the app's, and the other way round", async () => {
    const ours = createCookie("__sabores", options);
    const theirs = remixCookie("__sabores", options);
    const header = (setCookie: string) => setCookie.split(";")[0];
    expect(await ours.parse(header(await theirs.serialize("a1b2c3.4")))).toBe("a1b2c3.4");
    expect(await theirs.parse(header(await ours.serialize("a1b2c3.5")))).toBe("a1b2c3.5");
    expect(header(await ours.serialize({ carrito: [1, 2] }))).toBe(header(await theirs.serialize({ carrito: [1, 2] })));
  });

  it("a changed value or another secret's signature reads as no cookie", async () => {
    const ours = createCookie("__sabores", options);
    const signed = (await ours.serialize("a1b2c3.4")).split(";")[0];
    const [name, value] = signed.split("=");
    const raw = decodeURIComponent(value);
    const dot = raw.lastIndexOf(".");
    const payload = raw.slice(0, dot);
    const changed = (payload[0] === "a" ? "b" : "a") + payload.slice(1);
    const forged = `${name}=${encodeURIComponent(changed + raw.slice(dot))}`;
    expect(await ours.parse(forged)).toBeNull();
    const other = createCookie("__sabores", { ...options, secrets: ["otro-secreto"] });
    expect(await other.parse(signed)).toBeNull();
    // A rotated secret: the old one still reads what it signed.
    const rotated = createCookie("__sabores", { ...options, secrets: ["nuevo", "secreto-de-prueba"] });
    expect(await rotated.parse(signed)).toBe("a1b2c3.4");
  });

  it("the cookie of the same settings is made once; other settings get their own", async () => {
    expect(createCookie("__sabores", options)).toBe(createCookie("__sabores", { ...options }));
    const secure = createCookie("__sabores", { ...options, secure: true });
    expect(secure).not.toBe(createCookie("__sabores", options));
    expect(await secure.serialize("a1b2c3.6")).toMatch(/; Secure/);
    expect(await createCookie("__sabores", options).serialize("a1b2c3.6")).not.toMatch(/Secure/);
  });
});
