// A labelled form field with its §5 message under it (aria-invalid + describedby).
import type { ReactNode } from "react";

export function Field({ id, label, error, hint, children }: { id: string; label: ReactNode; error?: string; hint?: ReactNode; children: ReactNode }) {
  return (
    <div className={`field co-field${error ? " co-field--error" : ""}`}>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint ? <p className="co-field__hint muted">{hint}</p> : null}
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Props that tie an input to its Field's message. */
export const errorProps = (id: string, error?: string) =>
  error ? { "aria-invalid": true as const, "aria-describedby": `${id}-error` } : {};
