// POST /api/diner/log (storefront.md §7: plain-text error context — bcId,
// branchId, url, lat, lng, fullAddress, component, payload, stack; §8 silent
// failures are logged). Stored in diner_logs; 204 No Content.
import { apiError, apiLoader } from "~/http/api.server";
import { now } from "~/data/clock.server";
import { LOG_MESSAGE_MAX, sha256Hex, underRateLimit, writeDinerLog } from "~/data/diner-activity/diner-log.server";
import { methodNotAllowed, readTextBody } from "~/http/request-body.server";
import { contactScope } from "~/data/tenants/tenant-scope.server";
import { getBranchById } from "~/http/api.server";
import { getSession } from "~/http/session.server";

/** Body cap (bytes): a stack trace and its context fit; larger bodies are 413. */
export const LOG_BODY_MAX = 8 * 1024;
/** Per session (or per IP without a session): at most this many logs a minute; then 429. */
export const LOG_RATE_LIMIT = 20;
const MSG_EMPTY = "El registro está vacío.";
const MSG_RATE = "Demasiados registros, inténtelo en unos minutos.";

/** The company the text names (bcId / branchId of a JSON context), when the id exists; never trusted further. */
async function companyOf(env: Env, text: string): Promise<{ companyId: number | null; context: Record<string, unknown> | null }> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { companyId: null, context: null };
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return { companyId: null, context: null };
  const ctx = parsed as Record<string, unknown>;
  const asId = (v: unknown) => (typeof v === "number" || (typeof v === "string" && /^\d{1,15}$/.test(v)) ? Number(v) : null);
  const bcId = asId(ctx.bcId);
  const branchId = asId(ctx.branchId);
  const companyId = bcId
    ? ((await contactScope(env, bcId))?.companyId ?? null)
    : branchId
      ? ((await getBranchById(env, branchId))?.companyId ?? null)
      : null;
  return { companyId, context: { bcId, branchId, component: typeof ctx.component === "string" ? ctx.component.slice(0, 100) : null } };
}

export const action = apiLoader(async ({ request, env }) => {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const text = (await readTextBody(request, LOG_BODY_MAX)).trim();
  if (!text) return apiError(400, MSG_EMPTY);
  const session = await getSession(env, request);
  const ip = request.headers.get("CF-Connecting-IP") ?? "local";
  // The key never holds the IP in clear.
  const who = session.id ? `s:${session.id}` : `ip:${(await sha256Hex(ip)).slice(0, 32)}`;
  if (!(await underRateLimit(env, "dinerlog", who, LOG_RATE_LIMIT, 60, now(env).getTime()))) {
    return apiError(429, MSG_RATE, { headers: { "Retry-After": "60" } });
  }
  const { companyId, context } = await companyOf(env, text);
  await writeDinerLog(env, {
    companyId,
    level: "error",
    message: text.slice(0, LOG_MESSAGE_MAX),
    context: { ...(context ?? {}), userAgent: (request.headers.get("User-Agent") ?? "").slice(0, 200) },
  });
  return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
});

export const loader = () => methodNotAllowed("POST");
