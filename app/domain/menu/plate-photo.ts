// A plate's photo as the back office accepts it: PNG, JPEG or WebP up to 2 MB, the type read from
// the file's first bytes (its magic number), never from its name or the browser's declared type.
export const PLATE_PHOTO_MAX_BYTES = 2 * 1024 * 1024;
export const MSG_PLATE_PHOTO = "La foto debe ser PNG, JPEG o WebP de hasta 2 MB.";

export type PlatePhotoType = { contentType: "image/png" | "image/jpeg" | "image/webp"; extension: "png" | "jpg" | "webp" };

const startsWith = (bytes: Uint8Array, at: number, expected: number[]) => expected.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The image type the bytes are, or null when they are none of the three accepted. */
export function platePhotoTypeOf(bytes: Uint8Array): PlatePhotoType | null {
  if (startsWith(bytes, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { contentType: "image/png", extension: "png" };
  if (startsWith(bytes, 0, [0xff, 0xd8, 0xff])) return { contentType: "image/jpeg", extension: "jpg" };
  if (startsWith(bytes, 0, ascii("RIFF")) && startsWith(bytes, 8, ascii("WEBP"))) return { contentType: "image/webp", extension: "webp" };
  return null;
}

/** The accepted photo's type, or null (too big, empty, or not one of the three types). */
export function acceptedPlatePhoto(bytes: Uint8Array): PlatePhotoType | null {
  if (bytes.byteLength === 0 || bytes.byteLength > PLATE_PHOTO_MAX_BYTES) return null;
  return platePhotoTypeOf(bytes);
}
