// An image the owner uploads from the back office (a plate's photo, a branch's logo or banner):
// the bytes go to R2 (the IMAGES bucket /files/{id} serves), then one batch records the file and
// runs the caller's statements (point the plate or branch at it, write the audit row). If the
// batch fails the object is deleted again. A replaced image's object stays in R2 (a diner's open
// page may still ask for it).
import type { PlatePhotoType } from "~/domain/menu/plate-photo";

export interface UploadedImage {
  companyId: number;
  /** The files row's id, also the object's name. */
  fileId: string;
  /** The R2 folder under the company: 'plates', 'branding'. */
  folder: string;
  kind: "IMAGE" | "LOGO" | "BANNER";
}

export async function storeUploadedImage(
  env: Pick<Env, "DB" | "IMAGES">,
  image: UploadedImage,
  bytes: Uint8Array,
  type: PlatePhotoType,
  statements: (d1: D1Database) => D1PreparedStatement[],
): Promise<void> {
  const r2Key = `${image.companyId}/${image.folder}/${image.fileId}.${type.extension}`;
  await env.IMAGES.put(r2Key, bytes, { httpMetadata: { contentType: type.contentType } });
  const d1 = env.DB;
  try {
    await d1.batch([
      d1.prepare("INSERT INTO files (id, company_id, r2_key, content_type, kind) VALUES (?, ?, ?, ?, ?)").bind(image.fileId, image.companyId, r2Key, type.contentType, image.kind),
      ...statements(d1),
    ]);
  } catch (error) {
    await env.IMAGES.delete(r2Key);
    throw error;
  }
}
