// A plate's new photo (data/uploaded-image.server.ts stores it): the same batch points the plate
// at it and writes the audit row. The menu tables' triggers bump the branch's menu_revision, so
// the storefront shows the photo on its next request.
import type { PlatePhotoType } from "~/domain/menu/plate-photo";
import { storeUploadedImage } from "~/data/uploaded-image.server";
import { json, type MenuEditor } from "./back-office-menu.server";

export async function savePlatePhoto(
  env: Pick<Env, "DB" | "IMAGES">,
  who: MenuEditor,
  plate: { id: number; branchId: number; imageFileId: string | null },
  bytes: Uint8Array,
  type: PlatePhotoType,
): Promise<string> {
  const fileId = `plato-${plate.id}-${crypto.randomUUID().slice(0, 8)}`;
  await storeUploadedImage(env, { companyId: who.companyId, fileId, folder: "plates", kind: "IMAGE" }, bytes, type, (d1) => [
    d1.prepare("UPDATE plates SET image_file_id = ? WHERE id = ? AND company_id = ?").bind(fileId, plate.id, who.companyId),
    d1
      .prepare(
        "INSERT INTO menu_audit_log (id, company_id, branch_id, person_id, person_name, entity_type, entity_id, action, before, after, created_at) VALUES (?,?,?,?,?,'PLATE',?,'foto',?,?,?)",
      )
      .bind(crypto.randomUUID(), who.companyId, plate.branchId, who.personId, who.personName, plate.id, json({ imageFileId: plate.imageFileId }), json({ imageFileId: fileId }), who.nowMs),
  ]);
  return fileId;
}
