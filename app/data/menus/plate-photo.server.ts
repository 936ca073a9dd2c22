// A plate's new photo, or a category's image: the bytes go to R2 (the IMAGES bucket /files/{id}
// serves), then one batch records the file, points the plate or category at it and writes the audit row. The menu tables' triggers
// bump the branch's menu_revision, so the storefront shows the photo on its next request. The
// previous photo's object stays in R2 (a diner's open page may still ask for it).
import type { PlatePhotoType } from "~/domain/menu/plate-photo";
import { json, type MenuEditor } from "./back-office-menu.server";

export function savePlatePhoto(
  env: Pick<Env, "DB" | "IMAGES">,
  who: MenuEditor,
  plate: { id: number; branchId: number; imageFileId: string | null },
  bytes: Uint8Array,
  type: PlatePhotoType,
): Promise<string> {
  return saveMenuImage(env, who, "PLATE", plate, bytes, type);
}

const IMAGE_OF = {
  PLATE: { prefix: "plato", folder: "plates", table: "plates" },
  CATEGORY: { prefix: "categoria", folder: "categories", table: "categories" },
} as const;

/** The image of a plate (its photo) or of a category: R2 first, then the files row, the pointer and the audit row in one batch. */
export async function saveMenuImage(
  env: Pick<Env, "DB" | "IMAGES">,
  who: MenuEditor,
  entity: keyof typeof IMAGE_OF,
  item: { id: number; branchId: number; imageFileId: string | null },
  bytes: Uint8Array,
  type: PlatePhotoType,
): Promise<string> {
  const of = IMAGE_OF[entity];
  const fileId = `${of.prefix}-${item.id}-${crypto.randomUUID().slice(0, 8)}`;
  const r2Key = `${who.companyId}/${of.folder}/${fileId}.${type.extension}`;
  await env.IMAGES.put(r2Key, bytes, { httpMetadata: { contentType: type.contentType } });
  const d1 = env.DB;
  try {
    await d1.batch([
      d1.prepare("INSERT INTO files (id, company_id, r2_key, content_type, kind) VALUES (?, ?, ?, ?, 'IMAGE')").bind(fileId, who.companyId, r2Key, type.contentType),
      d1.prepare(`UPDATE ${of.table} SET image_file_id = ? WHERE id = ? AND company_id = ?`).bind(fileId, item.id, who.companyId),
      d1
        .prepare(
          "INSERT INTO menu_audit_log (id, company_id, branch_id, person_id, person_name, entity_type, entity_id, action, before, after, created_at) VALUES (?,?,?,?,?,?,?,'foto',?,?,?)",
        )
        .bind(crypto.randomUUID(), who.companyId, item.branchId, who.personId, who.personName, entity, item.id, json({ imageFileId: item.imageFileId }), json({ imageFileId: fileId }), who.nowMs),
    ]);
  } catch (error) {
    await env.IMAGES.delete(r2Key);
    throw error;
  }
  return fileId;
}
