// The back office's form fields: a label, the input with the value to show again, and the
// field's Spanish message under it (tied by aria-describedby), so a refused form loses nothing.
import type { InputHTMLAttributes } from "react";

/** `id`: the error's own id when two forms of a page share field names (default `{name}-error`). */
export function ErrorText({ errors, name, id }: { errors: Record<string, string>; name: string; id?: string }) {
  return errors[name] ? (
    <p className="field-error" id={id ?? `${name}-error`}>
      {errors[name]}
    </p>
  ) : null;
}

const idOf = (name: string) => name.replace(/[^a-zA-Z0-9]/g, "-");
const describedBy = (errors: Record<string, string>, name: string, errorId: string) => (errors[name] ? { "aria-invalid": true, "aria-describedby": errorId } : {});

/** `id`: the input's id when two forms of a page share field names (default: from the name). */
export function TextField({ label, name, value, errors, id: givenId, ...rest }: { label: string; name: string; value: string; errors: Record<string, string> } & InputHTMLAttributes<HTMLInputElement>) {
  const id = givenId ?? idOf(name);
  const errorId = givenId ? `${givenId}-error` : `${name}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={name} defaultValue={value} autoComplete="off" {...describedBy(errors, name, errorId)} {...rest} />
      <ErrorText errors={errors} name={name} id={errorId} />
    </div>
  );
}

/** A select of `options`; `none` adds a first, empty choice with that label. */
export function SelectField({
  label,
  name,
  value,
  errors,
  options,
  none,
  id: givenId,
}: {
  label: string;
  name: string;
  value: string;
  errors: Record<string, string>;
  options: readonly { value: string | number; label: string }[];
  none?: string;
  id?: string;
}) {
  const id = givenId ?? idOf(name);
  const errorId = givenId ? `${givenId}-error` : `${name}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value} {...describedBy(errors, name, errorId)}>
        {none ? <option value="">{none}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <ErrorText errors={errors} name={name} id={errorId} />
    </div>
  );
}

export function CheckboxField({ label, name, value, checked }: { label: string; name: string; value?: string; checked: boolean }) {
  return (
    <label className="bo-check">
      {/* An explicit value: once hydrated, a checkbox without one was sent empty (read as unchecked). */}
      <input type="checkbox" name={name} value={value ?? "on"} defaultChecked={checked} /> {label}
    </label>
  );
}
