// The demo codes (demo-tenant.md: riders 4826, pickers 7391) verify against the seeded
// slow hashes; hashes are salted (same code, different hash) and tokens hash to hex.
import { describe, expect, it } from "vitest";
import { staffSecurityCodes, DEMO_STAFF_CODES } from "~/data/demo/demo-tenant-staff";
import { hashSecurityCode, newBearerToken, bearerTokenHash, newSecurityCode, verifySecurityCode } from "~/data/staff/security-code.server";
import { locationCodeLockName } from "~/domain/logistics/location-code-lock";

describe("security codes", () => {
  it("the seeded hashes verify 4826 (riders) and 7391 (pickers) and nothing else", async () => {
    const rider = staffSecurityCodes.find((c) => c.role === "rider")!.codeHash;
    const picker = staffSecurityCodes.find((c) => c.role === "picker")!.codeHash;
    expect(DEMO_STAFF_CODES).toEqual({ rider: "4826", picker: "7391" });
    expect(await verifySecurityCode("4826", rider)).toBe(true);
    expect(await verifySecurityCode("7391", picker)).toBe(true);
    expect(await verifySecurityCode("7391", rider)).toBe(false);
    expect(await verifySecurityCode("4827", rider)).toBe(false);
    expect(rider).toMatch(/^pbkdf2-sha256\$100000\$/);
  });

  it("a new hash is salted; a malformed stored value never verifies", async () => {
    const a = await hashSecurityCode("1234");
    const b = await hashSecurityCode("1234");
    expect(a).not.toBe(b);
    expect(await verifySecurityCode("1234", a)).toBe(true);
    expect(await verifySecurityCode("1234", "plain$1234")).toBe(false);
    expect(await verifySecurityCode("1234", "pbkdf2-sha256$999999999$AA==$AA==")).toBe(false);
  });

  it("tokens are random and stored as SHA-256 hex", async () => {
    const t = newBearerToken();
    expect(t).not.toBe(newBearerToken());
    expect(await bearerTokenHash(t)).toMatch(/^[0-9a-f]{64}$/);
  });

  it("a new location code is four digits, leading zeros kept, and not always the same", () => {
    const codes = Array.from({ length: 200 }, () => newSecurityCode());
    for (const c of codes) expect(c).toMatch(/^\d{4}$/);
    expect(new Set(codes).size).toBeGreaterThan(150);
  });

  it("the location's count of wrong codes starts afresh with a new code (its name follows the stored hash's salt)", async () => {
    const before = await hashSecurityCode("4826", undefined, 1000);
    const after = await hashSecurityCode("4826", undefined, 1000);
    expect(locationCodeLockName("rider", 111, before)).not.toBe(locationCodeLockName("rider", 111, after));
    expect(locationCodeLockName("rider", 111, before)).toBe(locationCodeLockName("rider", 111, before));
    expect(locationCodeLockName("picker", 111, before)).not.toBe(locationCodeLockName("rider", 111, before));
  });
});
