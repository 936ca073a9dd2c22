// Request helpers of the JSON API calls that take a body (storefront.md §7 POST/PUT calls):
// size-capped bodies, JSON read from any content type (navigator.sendBeacon
// posts text/plain), 405 for other methods. Errors are apiError JSON.
import { API_MESSAGES, apiError } from "~/http/api.server";

export const MSG_BAD_JSON = "El cuerpo de la solicitud no es un JSON válido.";
export const MSG_TOO_LARGE = "El cuerpo de la solicitud es demasiado grande.";

/** The body as text, at most `maxBytes` (413 beyond, also when Content-Length says so). */
export async function readTextBody(request: Request, maxBytes: number): Promise<string> {
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > maxBytes) throw apiError(413, MSG_TOO_LARGE);
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw apiError(413, MSG_TOO_LARGE);
    }
    chunks.push(value);
  }
  const all = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    all.set(c, at);
    at += c.byteLength;
  }
  return new TextDecoder().decode(all);
}

/** A JSON body (object) whatever the Content-Type; 400 when it does not parse. */
export async function readJsonBody(request: Request, maxBytes = 64 * 1024): Promise<unknown> {
  const text = await readTextBody(request, maxBytes);
  try {
    return text.trim() === "" ? {} : JSON.parse(text);
  } catch {
    throw apiError(400, MSG_BAD_JSON);
  }
}

/** 405 'Método no permitido.' with the Allow header (most calls take POST only). */
export function methodNotAllowed(allow = "POST"): Response {
  return apiError(405, API_MESSAGES.methodNotAllowed, { headers: { Allow: allow } });
}
