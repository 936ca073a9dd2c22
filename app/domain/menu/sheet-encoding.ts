// The text of an uploaded spreadsheet file. Restaurants export menus from Excel, and Excel's
// "CSV (delimitado por comas)" in a Spanish locale on Windows is Windows-1252, not UTF-8; its
// "Texto Unicode" is UTF-16 with a byte order mark. Refusing those files would send the owner to
// hunt for an encoding menu, so they are read, and the dry run says how (the owner sees the names
// with their accents before anything is written).
//
// Windows-1252 is decoded here rather than with `new TextDecoder("windows-1252")`: the Workers
// runtime decoded that label as Latin-1 (bytes 0x80–0x9F, where Windows puts '€', '–' and the curly
// quotes, came out as control characters; cloudflare/workerd#6027), and a general converter such
// as iconv-lite would add its tables of every encoding to the Worker script. The 32 code points
// below are the WHATWG Encoding Standard's index for windows-1252; every other byte is its own
// code point.

export type SheetEncoding = "utf-8" | "utf-16le" | "windows-1252";

// Bytes 0x80–0x9F. The five the standard leaves unassigned map to themselves.
const WINDOWS_1252_HIGH = [
  0x20ac, 0x81, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8d, 0x017d, 0x8f,
  0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0x9d, 0x017e, 0x0178,
];

function windows1252(bytes: Uint8Array): string {
  let text = "";
  // Chunks keep String.fromCharCode's argument list short on a 500 KB file.
  for (let start = 0; start < bytes.length; start += 8192) {
    const codes: number[] = [];
    for (const b of bytes.subarray(start, start + 8192)) codes.push(b >= 0x80 && b < 0xa0 ? WINDOWS_1252_HIGH[b - 0x80] : b);
    text += String.fromCharCode(...codes);
  }
  return text;
}

/** The file's text and the encoding it was read as: UTF-16 (little-endian, the one Excel writes) by its byte order mark, else UTF-8 when the bytes are valid UTF-8, else Windows-1252. */
export function decodeSheet(bytes: Uint8Array): { text: string; encoding: SheetEncoding } {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { text: new TextDecoder("utf-16le").decode(bytes), encoding: "utf-16le" };
  try {
    return { text: new TextDecoder("utf-8", { fatal: true }).decode(bytes), encoding: "utf-8" };
  } catch {
    return { text: windows1252(bytes), encoding: "windows-1252" };
  }
}
