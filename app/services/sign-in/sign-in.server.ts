// The two steps of the sign-in by phone (storefront.md §5 Phone sign-in, §8 toasts
// 'Inicio de sesión con éxito' / 'Error iniciando sesión'; the phone is proved by a one-time code):
//   1. intent=login: the phone (and WhatsApp or SMS) → a 6-digit code is sent through
//      the branch's messaging provider; the session remembers which phone is pending.
//   2. intent=login-code: the code → the session holds the verified phone
//      (`customerPhone`), the only thing every customer read trusts.
// Codes are stored as HMAC digests, live 10 minutes, and five wrong tries void one:
// each try is claimed in attempt_locks BEFORE comparing, so parallel guesses never
// get more than five comparisons. Sends are limited per phone (attempt_locks, exact)
// and, like the typed codes, per client (app/http/rate-limit.server.ts).
import { z } from "zod";
import { clearAttempts, claimAttempt } from "~/data/attempt-locks.server";
import { lookupOrderingCustomer } from "~/data/customers/customers.server";
import { deleteSignInCode, findSignInCode, storeSignInCode, type CodeOwner } from "~/data/identity/sign-in-codes.server";
import type { MessagingProvider } from "~/data/messaging/provider.server";
import { messagingProviderFor } from "~/data/messaging/registry.server";
import { dialCode, formatPhoneInternational, isPhoneCountry, normalizePhone, type PhoneCountry } from "~/domain/checkout/phone";
import {
  CODE_TRIES,
  CODE_TTL_SECONDS,
  MSG_CHANNEL_UNAVAILABLE,
  MSG_CODE_FORMAT,
  MSG_CODE_VOID,
  MSG_SEND_LIMIT,
  SENDS_PER_PHONE,
  codeFromRandom,
  codeMessageText,
  codeSentNotice,
  isChannel,
  normalizeTypedCode,
  wrongCodeMessage,
  type Channel,
  type PendingSignIn,
  type PendingSignInView,
} from "~/domain/identity/sign-in-code";

export type { PendingSignIn, PendingSignInView };
import { MSG_INVALID_PHONE, MSG_LOGIN_ERROR, MSG_LOGIN_OK } from "~/http/customer-session.server";
import { flashToast } from "~/http/flash.server";
import { checkRateLimit, RATE_LIMIT_MESSAGE } from "~/http/rate-limit.server";
import { hmacBase64url, sameText } from "~/http/signed-token.server";
import type { DinerSession } from "~/http/session.server";

interface SignInCtx {
  /** The request: the per-client limits key on its client. */
  request: Request;
  session: DinerSession;
  company: { id: number; name: string };
  branch: { id: number; name: string };
  now: Date;
}

export type SignInStepResult =
  | { ok: true; step: "code" | "done" }
  | { ok: false; step: "phone" | "code"; error: string; phone: string; country: string; status: 400 | 429 };

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

async function codeDigest(env: Pick<Env, "SESSION_SECRET">, owner: CodeOwner, codeId: string, code: string): Promise<string> {
  return hmacBase64url(env.SESSION_SECRET, `sign-in-code:${owner.companyId}:${owner.purpose}:${owner.phone}:${codeId}:${code}`);
}

/** The attempt-lock keys of a phone's sends: the diners' keep their original names. */
const sendsKey = (owner: CodeOwner) => `${owner.purpose === "diner" ? "" : `${owner.purpose}:`}sign-in-send:${owner.phone}`;

export function pendingSignIn(session: DinerSession, companyId: number): PendingSignInView | null {
  const p = session.get("signInPending");
  if (!p || p.companyId !== companyId) return null;
  return {
    phone: p.phone,
    country: p.country,
    channel: p.channel,
    notice: codeSentNotice(p.channel, formatPhoneInternational(p.phone)),
    voidedMessage: p.voided ? MSG_CODE_VOID : null,
  };
}

/** 'Cambiar número': back to the first step. */
export function cancelPendingSignIn(session: DinerSession): void {
  session.unset("signInPending");
}

/** Step 1: validates the phone, applies the send limit and sends a fresh code. */
type SignInEnv = Pick<Env, "DB" | "SESSION_SECRET" | "MESSAGING_PROVIDERS" | "RateLimiter" | "LOCAL_DEVELOPMENT" | "TEST_CLIENT_HEADER" | "RATE_LIMIT_SCALE">;

export async function sendSignInCode(
  env: SignInEnv,
  ctx: Omit<SignInCtx, "session"> & { session: DinerSession | null },
  input: { phone: string; country: string; channel?: string | null },
): Promise<SignInStepResult> {
  const country = isPhoneCountry(input.country) ? (input.country.toLowerCase() as PhoneCountry) : null;
  const phone = country ? normalizePhone(input.phone, country) : null;
  const fail = (error: string, status: 400 | 429 = 400): SignInStepResult => ({ ok: false, step: "phone", error, phone: input.phone, country: input.country, status });
  if (!country || !phone) return fail(MSG_INVALID_PHONE);
  const channel: Channel = isChannel(input.channel) ? input.channel : "whatsapp";
  const provider = await messagingProviderFor(env, ctx.branch.id);
  if (!provider.channels.includes(channel)) return fail(MSG_CHANNEL_UNAVAILABLE);

  const sent = await sendOneTimeCode(env, { request: ctx.request, now: ctx.now, owner: { companyId: ctx.company.id, purpose: "diner", phone }, channel, provider, senderName: ctx.branch.name || ctx.company.name });
  if (!sent.ok) {
    if (sent.status === 500 && ctx.session) flashToast(ctx.session, MSG_LOGIN_ERROR, "error");
    return fail(sent.error, sent.status === 429 ? 429 : 400);
  }
  // The form's session remembers the pending phone; the JSON sign-in names it again.
  ctx.session?.set("signInPending", { companyId: ctx.company.id, phone, country, channel });
  return { ok: true, step: "code" };
}

export type CodeSent = { ok: true } | { ok: false; error: string; status: 429 | 500; retryAfterSeconds?: number };

/**
 * Sends a fresh one-time code to a phone (a diner's, or a person of the shop's screens): the
 * limits per address and phone, per address, and exactly per phone, then the code stored as a
 * digest and handed to the messaging provider. A code that could not be sent is voided.
 */
export async function sendOneTimeCode(
  env: SignInEnv,
  input: { request: Request; now: Date; owner: CodeOwner; channel: Channel; provider: MessagingProvider; senderName: string },
): Promise<CodeSent> {
  const { owner, provider, channel } = input;
  // Per address and phone (a carrier address is thousands of diners), per address under a
  // ceiling sized for such an address (a script walking through many phones), then exactly per phone.
  const perClient = await checkRateLimit(input.request, env, "signInSend", { clientSubject: owner.phone });
  if (!perClient.allowed) return { ok: false, error: RATE_LIMIT_MESSAGE, status: 429, retryAfterSeconds: perClient.retryAfterSeconds };
  const perAddress = await checkRateLimit(input.request, env, "signInSendPerAddress");
  if (!perAddress.allowed) return { ok: false, error: RATE_LIMIT_MESSAGE, status: 429, retryAfterSeconds: perAddress.retryAfterSeconds };
  const now = seconds(input.now);
  const send = await claimAttempt(env, owner.companyId, sendsKey(owner), SENDS_PER_PHONE, now);
  if (!send.allowed) return { ok: false, error: MSG_SEND_LIMIT, status: 429, retryAfterSeconds: SENDS_PER_PHONE.lockSeconds };

  const code = codeFromRandom(crypto.getRandomValues(new Uint32Array(4)));
  const codeId = crypto.randomUUID();
  await storeSignInCode(env, {
    ...owner,
    codeId,
    codeHash: await codeDigest(env, owner, codeId, code),
    channel,
    createdAt: now,
    expiresAt: now + CODE_TTL_SECONDS,
  });
  let sent: Awaited<ReturnType<typeof provider.send>>;
  try {
    sent = await provider.send({ companyId: owner.companyId, to: owner.phone, channel, text: codeMessageText(input.senderName, code), code });
  } catch (error) {
    sent = { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
  if (!sent.ok) {
    console.error("sign-in code not sent", provider.name, sent.reason);
    await deleteSignInCode(env, owner, codeId);
    return { ok: false, error: MSG_LOGIN_ERROR, status: 500 };
  }
  return { ok: true };
}

/** What checking a typed code against a phone's live code gave (no session involved). */
export type CodeCheck =
  | { kind: "ok" }
  | { kind: "format" }
  | { kind: "wrong"; remaining: number }
  | { kind: "void" }
  | { kind: "limited" };

/**
 * The code check shared by the form and the JSON sign-in: per-client limit, expiry,
 * the exact five tries (claimed before comparing) and the one use.
 */
export async function checkSignInCode(
  env: SignInEnv,
  ctx: Pick<SignInCtx, "request" | "company" | "now"> & { purpose?: CodeOwner["purpose"] },
  phone: string,
  rawCode: string,
): Promise<CodeCheck> {
  const owner: CodeOwner = { companyId: ctx.company.id, purpose: ctx.purpose ?? "diner", phone };
  const typed = normalizeTypedCode(rawCode);
  if (!typed) return { kind: "format" };
  // Per address and phone, before any lookup (the exact five tries per code follow).
  const perClient = await checkRateLimit(ctx.request, env, "signInGuess", { clientSubject: phone });
  if (!perClient.allowed) return { kind: "limited" };
  const now = seconds(ctx.now);
  const row = await findSignInCode(env, owner);
  if (!row || row.expiresAt <= now) return { kind: "void" };
  // The try is counted before the comparison: a burst of parallel guesses gets five.
  const claim = await claimAttempt(env, ctx.company.id, `sign-in-code:${row.codeId}`, CODE_TRIES, now);
  if (!claim.allowed) {
    await deleteSignInCode(env, owner, row.codeId);
    return { kind: "void" };
  }
  const digest = await codeDigest(env, owner, row.codeId, typed);
  if (!sameText(digest, row.codeHash)) {
    if (claim.remaining > 0) return { kind: "wrong", remaining: claim.remaining };
    await deleteSignInCode(env, owner, row.codeId);
    return { kind: "void" };
  }
  // One use: whoever deletes the row signs in; a parallel right guess finds it gone.
  if (!(await deleteSignInCode(env, owner, row.codeId))) return { kind: "void" };
  await Promise.all([clearAttempts(env, ctx.company.id, `sign-in-code:${row.codeId}`), clearAttempts(env, ctx.company.id, sendsKey(owner))]);
  return { kind: "ok" };
}

/** The Spanish message of a failed check. */
export function codeCheckMessage(check: Exclude<CodeCheck, { kind: "ok" }>): string {
  switch (check.kind) {
    case "format":
      return MSG_CODE_FORMAT;
    case "limited":
      return RATE_LIMIT_MESSAGE;
    case "wrong":
      return wrongCodeMessage(check.remaining);
    case "void":
      return MSG_CODE_VOID;
  }
}

/** Step 2: checks the typed code against the pending phone's live code. */
export async function verifySignInCode(
  env: SignInEnv,
  ctx: SignInCtx,
  input: { code: string },
): Promise<SignInStepResult> {
  const pending = ctx.session.get("signInPending");
  if (!pending || pending.companyId !== ctx.company.id) {
    return { ok: false, step: "phone", error: MSG_CODE_VOID, phone: "", country: "", status: 400 };
  }
  const voided = (): SignInStepResult => {
    if (!pending.voided) ctx.session.set("signInPending", { ...pending, voided: true });
    flashToast(ctx.session, MSG_LOGIN_ERROR, "error");
    return { ok: false, step: "phone", error: MSG_CODE_VOID, phone: pending.phone, country: pending.country, status: 400 };
  };
  if (pending.voided) return voided();
  const check = await checkSignInCode(env, ctx, pending.phone, input.code);
  if (check.kind === "void") return voided();
  if (check.kind !== "ok") {
    return { ok: false, step: "code", error: codeCheckMessage(check), phone: pending.phone, country: pending.country, status: check.kind === "limited" ? 429 : 400 };
  }

  const customer = await lookupOrderingCustomer(env, ctx.company.id, pending.phone);
  ctx.session.unset("signInPending");
  ctx.session.set("customerPhone", pending.phone);
  ctx.session.set("customerPrefix", dialCode(pending.country as PhoneCountry));
  if (customer.name) ctx.session.set("customerName", customer.name);
  else ctx.session.unset("customerName");
  flashToast(ctx.session, MSG_LOGIN_OK, "success");
  return { ok: true, step: "done" };
}

/** Body fields shared by the JSON sign-in calls (POST /api/sign-in/code and /verify). */
export const signInApiFields = {
  branchId: z.union([z.number().int().positive(), z.string().regex(/^\d{1,15}$/, "El parámetro branchId no es válido.").transform(Number)], {
    required_error: "Falta el parámetro branchId.",
    invalid_type_error: "El parámetro branchId no es válido.",
  }),
  phone: z.string({ required_error: "Debe ingresar un número válido" }).max(40, "Debe ingresar un número válido"),
  country: z.string().max(4).optional(),
};
