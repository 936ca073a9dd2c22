// The Worker entry's screen of every request body before Remix sees it, so that a bad body
// is a 4xx and never a 5xx (docs/decisions/request-guard.md). One place, so that a new route is covered
// without anyone remembering to:
// - a body larger than MAX_BODY_BYTES (the owner's upload pages: UPLOAD_BODY_BYTES) is refused
//   with 413 before anything parses it
//   (pages and JSON calls alike); an accepted body of declared length goes on as it came,
//   a streamed one is buffered and handed on;
// - a page (form action) accepts only a same-site form post: a foreign `Origin` is 403,
//   a body that is not urlencoded or multipart is 415, a multipart body that does not
//   parse is 400;
// - JSON calls (/api/...) keep their own content rules (readJsonBody reads text/plain
//   beacons too); only the size is checked here.
// Rejections carry a Spanish message: JSON `{ error }` for /api, the page
// app/routes/solicitud-rechazada renders for pages.

/** storefront bodies are small (the largest, an order, is a few KB): 64 KB is the cap. */
export const MAX_BODY_BYTES = 64 * 1024;
const DRAIN_BYTES = 1024 * 1024;
/** The owner's uploads (a plate photo up to 2 MB, a menu CSV up to 500 KB, sent back to confirm it): their own, larger cap. */
export const UPLOAD_BODY_BYTES = 3 * 1024 * 1024;
const UPLOAD_PATH = /^\/admin\/[^/]+\/carta\/(importar|plato\/[^/]+)$/;

/** The largest body a path accepts. */
export function bodyCapOf(pathname: string): number {
  return UPLOAD_PATH.test(pathname) ? UPLOAD_BODY_BYTES : MAX_BODY_BYTES;
}

export const REQUEST_MESSAGES = {
  tooLarge: "El cuerpo de la solicitud es demasiado grande.",
  formTooLarge: "El formulario es demasiado grande. Revise los datos e inténtelo de nuevo.",
  badPath: "La dirección solicitada no es válida.",
  foreignOrigin: "El formulario se envió desde otro sitio y no fue aceptado. Vuelva a la página e inténtelo de nuevo.",
  notAForm: "No pudimos leer el formulario: el tipo de contenido no es el de un formulario.",
  brokenForm: "No pudimos leer el formulario: llegó incompleto o dañado. Vuelva a la página e inténtelo de nuevo.",
} as const;

export interface RequestRejection {
  status: 400 | 403 | 413 | 415;
  message: string;
}

export type Screened = { request: Request } | { rejection: RequestRejection };

const BODYLESS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Paths served as JSON (their errors are JSON): the diner API. */
export function isApiPath(pathname: string): boolean {
  return pathname === "/api" || pathname.startsWith("/api/");
}

/** The body, at most `max` bytes; null when larger (declared or streamed). */
async function readCapped(request: Request, max: number): Promise<ArrayBuffer | null> {
  const declared = request.headers.get("Content-Length");
  if (declared !== null && Number(declared) > max) return null;
  if (!request.body) return new ArrayBuffer(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      // Never buffered. Up to DRAIN_BYTES more are read and dropped so that the sender gets
      // its answer on a healthy connection; a longer body is simply left unread.
      let drained = 0;
      while (drained < DRAIN_BYTES) {
        const next = await reader.read();
        if (next.done) break;
        drained += next.value.byteLength;
      }
      reader.releaseLock();
      return null;
    }
    chunks.push(value);
  }
  const all = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    all.set(c, at);
    at += c.byteLength;
  }
  return all.buffer;
}

/**
 * A body whose declared length is within the cap is bounded by HTTP's own framing (the
 * runtime never reads past Content-Length), so the request goes on as it came: no copy of
 * its body into a second Request. Every order and form post of a browser or a JSON client
 * declares its length; a streamed (chunked) body, one over the cap, a multipart form (its
 * parse is checked here) and a request whose host headers Remix would refuse take the
 * buffered path below.
 */
function passesAsItCame(request: Request, formType: string | null, cap: number): boolean {
  const declared = request.headers.get("Content-Length");
  if (declared === null || !/^\d{1,9}$/.test(declared) || Number(declared) > cap) return false;
  if (formType === "multipart/form-data") return false;
  // With Transfer-Encoding too, the body is framed by its chunks, not by the declared length.
  if (request.headers.has("Transfer-Encoding")) return false;
  return request.headers.has("Host") && !request.headers.has("X-Forwarded-Host");
}

/** The origins a form of this site is posted from: the request's own, and PUBLIC_BASE_URL's. */
function sameSite(origin: string, url: URL, env: Pick<Env, "PUBLIC_BASE_URL">): boolean {
  if (origin === url.origin) return true;
  try {
    return env.PUBLIC_BASE_URL ? new URL(env.PUBLIC_BASE_URL).origin === origin : false;
  } catch {
    return false;
  }
}

/** Checks a request; returns it (body buffered) or the rejection to answer. */
export async function screenRequest(request: Request, env: Pick<Env, "PUBLIC_BASE_URL">): Promise<Screened> {
  const url = new URL(request.url);
  // No alias, code or id contains a control character (%00 reached D1 as a NUL byte).
  if (/%(?:[01][0-9a-f]|7f)/i.test(url.pathname)) return { rejection: { status: 400, message: REQUEST_MESSAGES.badPath } };
  if (BODYLESS.has(request.method)) return { request };
  const api = isApiPath(url.pathname);

  if (!api) {
    // Browsers send Origin on every form post; "null" is an opaque (sandboxed or redirected) origin.
    const origin = request.headers.get("Origin");
    if (origin !== null && !sameSite(origin, url, env)) return { rejection: { status: 403, message: REQUEST_MESSAGES.foreignOrigin } };
  }

  const type = api ? null : (request.headers.get("Content-Type") ?? "").split(";")[0].trim().toLowerCase();
  const cap = bodyCapOf(url.pathname);
  if (passesAsItCame(request, type, cap)) {
    if (type !== null && type !== "application/x-www-form-urlencoded") return { rejection: { status: 415, message: REQUEST_MESSAGES.notAForm } };
    return { request };
  }

  const body = await readCapped(request, cap);
  if (body === null) return { rejection: { status: 413, message: api ? REQUEST_MESSAGES.tooLarge : REQUEST_MESSAGES.formTooLarge } };

  const headers = new Headers(request.headers);
  // Remix compares Origin with X-Forwarded-Host / Host and throws (a 500) when they differ or
  // Host is missing; the Origin check above is ours, so Remix sees the request's own host.
  headers.delete("X-Forwarded-Host");
  if (!headers.has("Host")) headers.set("Host", url.host);
  const buffered = new Request(request.url, { method: request.method, headers, body, redirect: request.redirect, signal: request.signal });
  if (type === null) return { request: buffered };

  if (type !== "application/x-www-form-urlencoded" && type !== "multipart/form-data") {
    return { rejection: { status: 415, message: REQUEST_MESSAGES.notAForm } };
  }
  if (type === "multipart/form-data") {
    try {
      await buffered.clone().formData();
    } catch {
      return { rejection: { status: 400, message: REQUEST_MESSAGES.brokenForm } };
    }
  }
  return { request: buffered };
}
