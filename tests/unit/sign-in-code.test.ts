// The pure rules of the one-time sign-in code (app/domain/identity/sign-in-code.ts).
import { describe, expect, it } from "vitest";
import { codeFromRandom, codeMessageText, codeSentNotice, normalizeTypedCode, wrongCodeMessage } from "~/domain/identity/sign-in-code";

describe("sign-in code", () => {
  it("six digits, leading zeros kept, drawn without modulo bias", () => {
    expect(codeFromRandom(new Uint32Array([42]))).toBe("000042");
    expect(codeFromRandom(new Uint32Array([1_234_567]))).toBe("234567");
    // A value in the biased top sliver of 2^32 is skipped for the next one.
    expect(codeFromRandom(new Uint32Array([0xffff_fff0, 7]))).toBe("000007");
  });

  it("the typed code: spaces and dashes dropped, exactly six digits", () => {
    expect(normalizeTypedCode(" 123 456 ")).toBe("123456");
    expect(normalizeTypedCode("123-456")).toBe("123456");
    expect(normalizeTypedCode("12345")).toBeNull();
    expect(normalizeTypedCode("12345a")).toBeNull();
    expect(normalizeTypedCode("1234567")).toBeNull();
  });

  it("the Spanish texts", () => {
    expect(wrongCodeMessage(4)).toBe("El código no es correcto. Le quedan 4 intentos.");
    expect(wrongCodeMessage(1)).toBe("El código no es correcto. Le queda 1 intento.");
    expect(wrongCodeMessage(0)).toBe("El código venció o se agotaron los intentos. Pida un código nuevo.");
    expect(codeSentNotice("sms", "+54 9 11 5555 0001")).toBe("Le enviamos un código de 6 dígitos por SMS al +54 9 11 5555 0001.");
    expect(codeMessageText("Pizzería Sabores", "012345")).toBe("012345 es su código para iniciar sesión en Pizzería Sabores. Vence en 10 minutos. No lo comparta con nadie.");
  });
});
