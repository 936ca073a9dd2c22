// A rider's or picker's step sent with an idempotency key (the `Idempotency-Key` header, or
// the form field `idempotencyKey` of the pages): the first request claims the key and runs
// the step; a replay of the key (the phone's offline queue sending again, a double tap, two
// parallel requests) answers the first request's answer and changes nothing. A key is bound
// to its staff member and its step (method and path). docs/api.md "Idempotency keys",
// docs/decisions/offline-steps-replayed-once.md.
import { now } from "~/data/clock.server";
import { claimStepKey, forgetStepKeysBefore, keepStepAnswer, readStepKey, releaseStepKey } from "~/data/staff/step-keys.server";

export const STEP_KEY_HEADER = "Idempotency-Key";
export const STEP_KEY_FIELD = "idempotencyKey";
const KEY_PATTERN = /^[A-Za-z0-9_.:-]{1,80}$/;
/** How long a key answers its first answer (docs/decisions.md). */
export const STEP_KEY_KEEP_MS = 7 * 24 * 3600 * 1000;
/** A replay arriving while the first request still runs waits up to this for its answer. */
const WAIT_FIRST_MS = 5000;
const POLL_MS = 50;

export const MSG_STEP_KEY_INVALID = "La clave de idempotencia no es válida: use de 1 a 80 letras, números o los signos - _ . :";
export const MSG_STEP_KEY_OTHER_STEP = "La clave de idempotencia ya se usó para otro paso. Genere una clave nueva para este paso.";
export const MSG_STEP_KEY_RUNNING = "Este paso todavía se está procesando. Vuelva a intentarlo en unos segundos.";

/** The request's key: the header, else the form field; "" when none was sent. */
export function stepKeyOf(request: Request, form?: FormData | Record<string, unknown> | null): string {
  const header = request.headers.get(STEP_KEY_HEADER);
  if (header !== null) return header.trim();
  const field = form instanceof FormData ? form.get(STEP_KEY_FIELD) : form?.[STEP_KEY_FIELD];
  return typeof field === "string" ? field.trim() : "";
}

interface Kept {
  location?: string;
  body: string;
  type: string | null;
}

async function keep(response: Response): Promise<Kept> {
  const location = response.headers.get("Location");
  if (location && response.status >= 300 && response.status < 400) return { location, body: "", type: null };
  return { body: await response.clone().text(), type: response.headers.get("Content-Type") };
}

function replay(status: number, answer: string): Response {
  const k = JSON.parse(answer) as Kept;
  const headers = new Headers({ "Cache-Control": "private, no-store", "Idempotent-Replayed": "true" });
  if (k.location) {
    headers.set("Location", k.location);
    return new Response(null, { status, headers });
  }
  if (k.type) headers.set("Content-Type", k.type);
  return new Response(k.body, { status, headers });
}

/**
 * Runs `step` once per key. `refuse` words a refusal the way the caller answers errors (the
 * API's JSON error, or the page's action data). Without a key the step simply runs.
 */
export async function stepOnce(
  env: Env,
  request: Request,
  who: { companyId: number; staffId: number },
  key: string,
  step: () => Promise<Response>,
  refuse: (status: number, message: string) => Response,
): Promise<Response> {
  if (!key) return step();
  if (!KEY_PATTERN.test(key)) return refuse(400, MSG_STEP_KEY_INVALID);
  const target = `${request.method} ${new URL(request.url).pathname}`;
  const nowMs = now(env).getTime();
  if (await claimStepKey(env, who.companyId, key, who.staffId, target, nowMs)) {
    let response: Response;
    try {
      response = await step();
    } catch (error) {
      await releaseStepKey(env, who.companyId, key);
      throw error;
    }
    // A storage failure wrote nothing: the key is freed so the same step can be sent again.
    if (response.status >= 500) await releaseStepKey(env, who.companyId, key);
    else await keepStepAnswer(env, who.companyId, key, response.status, JSON.stringify(await keep(response)));
    await forgetStepKeysBefore(env, who.companyId, nowMs - STEP_KEY_KEEP_MS);
    return response;
  }
  const deadline = Date.now() + WAIT_FIRST_MS;
  for (;;) {
    const first = await readStepKey(env, who.companyId, key);
    // Freed meanwhile (the first request failed in storage): this one may run it.
    if (!first) return stepOnce(env, request, who, key, step, refuse);
    if (first.staffId !== who.staffId || first.target !== target) return refuse(422, MSG_STEP_KEY_OTHER_STEP);
    if (first.status !== null && first.answer !== null) return replay(first.status, first.answer);
    if (Date.now() >= deadline) return refuse(409, MSG_STEP_KEY_RUNNING);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
