// storefront.md §5 Phone / Checkout submit; demo-tenant.md "Codes, customers, staff".
import { describe, expect, it } from "vitest";
import fullMobile from "libphonenumber-js/metadata.mobile.json";
import {
  ALLOWED_PHONE_COUNTRIES,
  cleanPhone,
  dialCode,
  initialPhoneCountry,
  isValidPhone,
  normalizePhone,
  phoneChanged,
  phoneCountryOf,
} from "../../app/domain/checkout/phone";
import { PHONE_METADATA } from "../../app/domain/checkout/phone-metadata";

describe("normalizePhone", () => {
  it("accepts Lucía's number as typed in the demo", () => {
    expect(normalizePhone("+54 9 11 5555-0001", "ar")).toBe("+5491155550001");
    expect(isValidPhone("+54 9 11 5555-0001", "ar")).toBe(true);
  });

  it("normalises a local Buenos Aires mobile without the 9", () => {
    expect(normalizePhone("11 5555-0001", "ar")).toBe("+5491155550001");
    expect(normalizePhone("+54 11 5555-0001", "ar")).toBe("+5491155550001");
    expect(normalizePhone("011 15 5555-0001", "ar")).toBe("+5491155550001");
  });

  it("rejects garbage, short input and impossible mobiles", () => {
    expect(normalizePhone("hola", "ar")).toBeNull();
    expect(isValidPhone("", "ar")).toBe(false);
    expect(isValidPhone("1234", "ar")).toBe(false);
    expect(isValidPhone("+54 9 11 0555-0001", "ar")).toBe(false); // no mobile starts with 0
    expect(isValidPhone("11 5 1234 5678", "br")).toBe(false);
  });

  it("rejects landlines outside Argentina (mobile metadata)", () => {
    expect(isValidPhone("2 400 0000", "uy")).toBe(false);
    expect(isValidPhone("11 2345-6789", "br")).toBe(false);
  });

  it("validates a mobile of every allowed country", () => {
    const mobiles: Record<string, [string, string]> = {
      ar: ["9 11 2345-6789", "+5491123456789"],
      uy: ["094 231 234", "+59894231234"],
      cl: ["2 2123 4567", "+56221234567"],
      co: ["321 1234567", "+573211234567"],
      pe: ["912 345 678", "+51912345678"],
      br: ["(11) 96123-4567", "+5511961234567"],
      ve: ["0412-1234567", "+584121234567"],
      py: ["0961 456789", "+595961456789"],
      mx: ["222 123 4567", "+522221234567"],
      ec: ["099 123 4567", "+593991234567"],
      bo: ["71234567", "+59171234567"],
      us: ["(201) 555-0123", "+12015550123"],
    };
    for (const c of ALLOWED_PHONE_COUNTRIES) expect([c, normalizePhone(mobiles[c][0], c)]).toEqual([c, mobiles[c][1]]);
  });

  it("rejects countries outside the allowed twelve", () => {
    expect(normalizePhone("+34 612 34 56 78", "ar")).toBeNull(); // Spain
  });

  it("cleans separators but keeps a leading +", () => {
    expect(cleanPhone(" +54 (9) 11.5555-0001 ")).toBe("+5491155550001");
    expect(cleanPhone("11-5555-0001")).toBe("1155550001");
  });
});

describe("phoneChanged (§4 changing phone)", () => {
  it("another number or country is a change; another way of writing it is not", () => {
    const ar = (phone: string) => ({ phone, country: "ar" });
    expect(phoneChanged(ar("11 5555-0001"), ar("1155550001"))).toBe(false);
    expect(phoneChanged(ar("11 5555-0001"), ar("+54 9 11 5555-0001"))).toBe(false);
    expect(phoneChanged(ar("11 5555-0001"), ar("11 5555-0002"))).toBe(true);
    expect(phoneChanged(ar("11 5555-0001"), { phone: "11 5555-0001", country: "uy" })).toBe(true);
    // Not yet a valid number: compared as typed (digits).
    expect(phoneChanged(ar("11 55"), ar("1155"))).toBe(false);
    expect(phoneChanged(ar(""), ar("11 5555-0001"))).toBe(true);
  });
});

describe("countries", () => {
  it("lists the twelve allowed countries", () => {
    expect([...ALLOWED_PHONE_COUNTRIES]).toEqual(["ar", "uy", "cl", "co", "pe", "br", "ve", "py", "mx", "ec", "bo", "us"]);
  });

  it("derives the dial code and the country of a number", () => {
    expect(dialCode("ar")).toBe("54");
    expect(dialCode("us")).toBe("1");
    expect(dialCode("bo")).toBe("591");
    expect(phoneCountryOf("+5491155550001")).toBe("ar");
    expect(phoneCountryOf("+59894231234")).toBe("uy");
  });

  it("chooses the initial country: stored prefix, then branch country, then ar", () => {
    expect(initialPhoneCountry({ storedPrefix: "+598", branchCountry: "ar" })).toBe("uy");
    expect(initialPhoneCountry({ storedPrefix: "1", branchCountry: "ar" })).toBe("us");
    expect(initialPhoneCountry({ storedPrefix: null, branchCountry: "CL" })).toBe("cl");
    expect(initialPhoneCountry({ storedPrefix: "34", branchCountry: "es" })).toBe("ar");
    expect(initialPhoneCountry({})).toBe("ar");
  });
});

describe("trimmed metadata", () => {
  it("is exactly the installed mobile metadata for the twelve countries", () => {
    const full = fullMobile as unknown as typeof PHONE_METADATA & { version: number };
    const upper = ALLOWED_PHONE_COUNTRIES.map((c) => c.toUpperCase());
    for (const c of upper) expect(PHONE_METADATA.countries[c as "AR"]).toEqual(full.countries[c as "AR"]);
    expect(Object.keys(PHONE_METADATA.countries).sort()).toEqual([...upper].sort());
  });
});
