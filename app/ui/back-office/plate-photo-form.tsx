// The plate's photo on the plate editor (image-upload-form.tsx).
import { ImageUploadForm } from "./image-upload-form";

export function PlatePhotoForm({ fileId, plateName, error, busy }: { fileId: string | null; plateName: string; error: string | null; busy: boolean }) {
  return (
    <ImageUploadForm
      name="foto"
      legend="Foto"
      label="Foto del plato (PNG, JPEG o WebP, hasta 2 MB)"
      fileId={fileId}
      currentAlt={`Foto actual de ${plateName}`}
      previewAlt="Vista previa de la foto elegida"
      emptyText="Sin foto"
      button="Subir foto"
      error={error}
      busy={busy}
    />
  );
}
