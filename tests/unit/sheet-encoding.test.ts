import { describe, expect, it } from "vitest";
import { decodeSheet } from "~/domain/menu/sheet-encoding";

describe("the text of an uploaded spreadsheet", () => {
  it("UTF-8 is read as it is", () => {
    expect(decodeSheet(new TextEncoder().encode("plato,Ñoquis,Jalapeño €"))).toEqual({ text: "plato,Ñoquis,Jalapeño €", encoding: "utf-8" });
  });

  it("Windows-1252 (Excel's CSV): accents and eñes from 0xA0 up, and '€', '–', '—', the curly quotes and '…' from 0x80–0x9F", () => {
    const bytes = new Uint8Array([0xd1, 0x6f, 0x71, 0x75, 0x69, 0x73, 0x20, 0xe1, 0xe9, 0xed, 0xf3, 0xfa, 0xf1, 0x20, 0x80, 0x96, 0x97, 0x93, 0x94, 0x91, 0x92, 0x85, 0xbf, 0xa1]);
    expect(decodeSheet(bytes)).toEqual({ text: "Ñoquis áéíóúñ €–—“”‘’…¿¡", encoding: "windows-1252" });
  });

  it("UTF-16 little-endian with its byte order mark (Excel's 'Texto Unicode')", () => {
    const text = "tipo\tplato\r\nplato\tÑoquis";
    const bytes = new Uint8Array(2 + text.length * 2);
    bytes.set([0xff, 0xfe]);
    for (let i = 0; i < text.length; i++) new DataView(bytes.buffer).setUint16(2 + i * 2, text.charCodeAt(i), true);
    expect(decodeSheet(bytes)).toEqual({ text, encoding: "utf-16le" });
  });

  it("a long file is read whole", () => {
    const bytes = new Uint8Array(100_000).fill(0xf1);
    const { text, encoding } = decodeSheet(bytes);
    expect(encoding).toBe("windows-1252");
    expect(text).toBe("ñ".repeat(100_000));
  });
});
