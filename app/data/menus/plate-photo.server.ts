// A plate's new photo, or a category's image (data/uploaded-image.server.ts stores it): the same
// batch points the plate or category at it and writes the audit row. The menu tables' triggers
// bump the branch's menu_revision, so the storefront shows the image on its next request.
import type { PlatePhotoType } from "~/domain/menu/plate-photo";
import { storeUploadedImage } from "~/data/uploaded-image.server";
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

/** The image of a plate (its photo) or of a category: stored, then the pointer and the audit row in the file's batch. */
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
  await storeUploadedImage(env, { companyId: who.companyId, fileId, folder: of.folder, kind: "IMAGE" }, bytes, type, (d1) => [
    d1.prepare(`UPDATE ${of.table} SET image_file_id = ? WHERE id = ? AND company_id = ?`).bind(fileId, item.id, who.companyId),
    d1
      .prepare(
        "INSERT INTO menu_audit_log (id, company_id, branch_id, person_id, person_name, entity_type, entity_id, action, before, after, created_at) VALUES (?,?,?,?,?,?,?,'foto',?,?,?)",
      )
      .bind(crypto.randomUUID(), who.companyId, item.branchId, who.personId, who.personName, entity, item.id, json({ imageFileId: item.imageFileId }), json({ imageFileId: fileId }), who.nowMs),
  ]);
  return fileId;
}
