// The plate's photo on the plate editor: its own multipart form (a plain file input and 'Subir
// foto', so it works without JavaScript); with JavaScript the chosen file is previewed before
// it is sent. The server reads the type from the bytes; `accept` only helps the file picker.
import { Form } from "@remix-run/react";
import { useEffect, useState } from "react";
import { fileUrl } from "~/ui/file-image";

export function PlatePhotoForm({ fileId, plateName, error, busy }: { fileId: string | null; plateName: string; error: string | null; busy: boolean }) {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  const shown = preview ?? (fileId ? fileUrl(fileId) : null);
  return (
    <Form method="post" encType="multipart/form-data" className="bo-photo">
      <fieldset>
        <legend>Foto</legend>
        <div className="bo-photo__body">
          {shown ? (
            <img className="bo-photo__image" src={shown} alt={preview ? "Vista previa de la foto elegida" : `Foto actual de ${plateName}`} width={160} height={120} />
          ) : (
            <p className="bo-photo__empty">Sin foto</p>
          )}
          <div className="field">
            <label htmlFor="foto">Foto del plato (PNG, JPEG o WebP, hasta 2 MB)</label>
            <input
              id="foto"
              name="foto"
              type="file"
              accept="image/png,image/jpeg,image/webp"
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "foto-error" : undefined}
              onChange={(e) => {
                const file = e.currentTarget.files?.[0];
                setPreview(file ? URL.createObjectURL(file) : null);
              }}
            />
            {error ? (
              <p className="field-error" id="foto-error" role="alert">
                {error}
              </p>
            ) : null}
          </div>
        </div>
        <div className="bo-actions">
          <button type="submit" name="intent" value="foto" className="button button--bordered" disabled={busy}>
            {busy ? "Subiendo…" : "Subir foto"}
          </button>
        </div>
      </fieldset>
    </Form>
  );
}
