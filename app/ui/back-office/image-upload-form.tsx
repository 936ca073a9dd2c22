// An image the owner uploads (a plate's photo, a branch's logo or banner): its own multipart form
// (a plain file input and a submit button, so it works without JavaScript); with JavaScript the
// chosen file is previewed before it is sent. The server reads the type from the bytes; `accept`
// only helps the file picker.
import { Form } from "@remix-run/react";
import { useEffect, useState } from "react";
import { fileUrl } from "~/ui/file-image";

export interface ImageUploadProps {
  /** The file input's name and id, and the submit button's intent. */
  name: string;
  legend: string;
  label: string;
  fileId: string | null;
  /** The stored image's alternative text, and the chosen file's (before it is sent). */
  currentAlt: string;
  previewAlt: string;
  emptyText: string;
  button: string;
  error: string | null;
  busy: boolean;
  /** Where the form posts (default: the page itself). */
  action?: string;
}

export function ImageUploadForm({ name, legend, label, fileId, currentAlt, previewAlt, emptyText, button, error, busy, action }: ImageUploadProps) {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  const shown = preview ?? (fileId ? fileUrl(fileId) : null);
  const errorId = `${name}-error`;
  return (
    <Form method="post" encType="multipart/form-data" className="bo-photo" action={action}>
      <fieldset>
        <legend>{legend}</legend>
        <div className="bo-photo__body">
          {shown ? (
            <img className="bo-photo__image" src={shown} alt={preview ? previewAlt : currentAlt} width={160} height={120} />
          ) : (
            <p className="bo-photo__empty">{emptyText}</p>
          )}
          <div className="field">
            <label htmlFor={name}>{label}</label>
            <input
              id={name}
              name={name}
              type="file"
              accept="image/png,image/jpeg,image/webp"
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(e) => {
                const file = e.currentTarget.files?.[0];
                setPreview(file ? URL.createObjectURL(file) : null);
              }}
            />
            {error ? (
              <p className="field-error" id={errorId} role="alert">
                {error}
              </p>
            ) : null}
          </div>
        </div>
        <div className="bo-actions">
          <button type="submit" name="intent" value={name} className="button button--bordered" disabled={busy}>
            {busy ? "Subiendo…" : button}
          </button>
        </div>
      </fieldset>
    </Form>
  );
}
