// A plate's new photo: the bytes go to R2 (the IMAGES bucket /files/{id} serves), then one batch
// records the file, points the plate at it and writes the audit row. The menu tables' triggers
// bump the branch's menu_revision, so the storefront shows the photo on its next request. The
// previous photo's object stays in R2 (a diner's open page may still ask for it).
import type { PlatePhotoType } from "~/domain/menu/plate-photo";
import { json, type MenuEditor } from "./back-office-menu.server";

export async function savePlatePhoto(
  env: Pick<Env, "DB" | "IMAGES">,
  who: MenuEditor,
  plate: { id: number; branchId: number; imageFileId: string | null },
  bytes: Uint8Array,
  type: PlatePhotoType,
): Promise<string> {
  const fileId = `plato-${plate.id}-${crypto.randomUUID().slice(0, 8)}`;
  const r2Key = `${who.companyId}/plates/${fileId}.${type.extension}`;
  await env.IMAGES.put(r2Key, bytes, { httpMetadata: { contentType: type.contentType } });
  const d1 = env.DB;
  try {
    await d1.batch([
      d1.prepare("INSERT INTO files (id, company_id, r2_key, content_type, kind) VALUES (?, ?, ?, ?, 'IMAGE')").bind(fileId, who.companyId, r2Key, type.contentType),
      d1.prepare("UPDATE plates SET image_file_id = ? WHERE id = ? AND company_id = ?").bind(fileId, plate.id, who.companyId),
      d1
        .prepare(
          "INSERT INTO menu_audit_log (id, company_id, branch_id, person_id, person_name, entity_type, entity_id, action, before, after, created_at) VALUES (?,?,?,?,?,'PLATE',?,'foto',?,?,?)",
        )
        .bind(crypto.randomUUID(), who.companyId, plate.branchId, who.personId, who.personName, plate.id, json({ imageFileId: plate.imageFileId }), json({ imageFileId: fileId }), who.nowMs),
    ]);
  } catch (error) {
    await env.IMAGES.delete(r2Key);
    throw error;
  }
  return fileId;
}
