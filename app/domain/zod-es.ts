// Spanish defaults for zod (non-negotiable: bad input gets a clear Spanish
// error). Schemas name their own messages where the spec has one; this map
// covers every check that does not, so no English default ('Required',
// 'Expected number, received string') ever reaches a diner or an API client.
// Installed once on the server (app/entry.server.tsx).
import { z, ZodIssueCode, type ZodErrorMap } from "zod";

const TYPE_ES: Record<string, string> = {
  string: "un texto",
  number: "un número",
  integer: "un número entero",
  boolean: "verdadero o falso",
  object: "un objeto",
  array: "una lista",
  date: "una fecha",
  null: "nulo",
};

const fieldOf = (path: (string | number)[]) => {
  const named = path.filter((p) => typeof p === "string").join(".");
  return named ? `El dato '${named}'` : "El dato";
};

export const spanishErrorMap: ZodErrorMap = (issue, ctx) => {
  const field = fieldOf(issue.path);
  switch (issue.code) {
    case ZodIssueCode.invalid_type:
      if (issue.received === "undefined") return { message: `${field} es obligatorio.` };
      return { message: `${field} debe ser ${TYPE_ES[issue.expected] ?? "de otro tipo"}.` };
    case ZodIssueCode.too_small: {
      const n = Number(issue.minimum);
      if (issue.type === "string") return { message: n <= 1 ? `${field} no puede estar vacío.` : `${field} debe tener al menos ${n} caracteres.` };
      if (issue.type === "array") return { message: `${field} debe tener al menos ${n} ${n === 1 ? "elemento" : "elementos"}.` };
      return { message: `${field} debe ser ${issue.inclusive ? "mayor o igual a" : "mayor a"} ${n}.` };
    }
    case ZodIssueCode.too_big: {
      const n = Number(issue.maximum);
      if (issue.type === "string") return { message: `${field} debe tener como máximo ${n} caracteres.` };
      if (issue.type === "array") return { message: `${field} debe tener como máximo ${n} elementos.` };
      return { message: `${field} debe ser ${issue.inclusive ? "menor o igual a" : "menor a"} ${n}.` };
    }
    case ZodIssueCode.invalid_enum_value:
      return { message: `${field} debe ser uno de: ${issue.options.join(", ")}.` };
    case ZodIssueCode.invalid_literal:
      return { message: `${field} debe ser ${JSON.stringify(issue.expected)}.` };
    case ZodIssueCode.unrecognized_keys:
      return { message: `Datos no reconocidos: ${issue.keys.join(", ")}.` };
    case ZodIssueCode.not_finite:
      return { message: `${field} debe ser un número finito.` };
    case ZodIssueCode.not_multiple_of:
      return { message: `${field} debe ser múltiplo de ${issue.multipleOf}.` };
    case ZodIssueCode.invalid_string:
      return { message: `${field} no tiene un formato válido.` };
    case ZodIssueCode.invalid_date:
      return { message: `${field} no es una fecha válida.` };
    case ZodIssueCode.invalid_union:
    case ZodIssueCode.invalid_union_discriminator:
    case ZodIssueCode.custom:
      return { message: `${field} no es válido.` };
    default:
      return { message: ctx.defaultError ? `${field} no es válido.` : `${field} no es válido.` };
  }
};

let installed = false;
/** Makes the map zod's default (idempotent). */
export function installSpanishZodErrors(): void {
  if (installed) return;
  z.setErrorMap(spanishErrorMap);
  installed = true;
}
