import { createSession, type Session } from "@remix-run/cloudflare";
import { appCookie, overHttps } from "~/http/cookie.server";
import { IsolateCache, isolateCacheTtl, isolateShared } from "~/data/menus/isolate-cache.server";
import type { Cart } from "~/domain/types";
import type { EntryParams } from "~/domain/entry-params";
import type { Place, UserLocation } from "~/domain/address/address";
import type { PartnerUser } from "~/domain/checkout/external-benefit";
import type { PendingSignIn } from "~/domain/identity/sign-in-code";

/** A diner's server-side state: works without JavaScript, survives reloads. */
export interface DinerSessionData {
  entry?: EntryParams;
  /** Branch-contact ids whose closed modal was already shown (once per session). */
  closedSeen?: number[];
  cart?: Cart;
  /** storefront.md §3 User location; the address modal stores every field (app/routes/menu.$alias.direccion/route.tsx). */
  location?: { lat: number; lng: number; fullAddress: string | null } & Partial<Omit<UserLocation, "lat" | "lng" | "fullAddress">>;
  /** The place chosen in the address page without JavaScript, until its form is sent. */
  addressDraft?: { alias: string; place: Place };
  /** The VERIFIED phone (E.164): set only after a right one-time code (app/services/sign-in/sign-in.server.ts). */
  customerPhone?: string;
  /** The sign-in waiting for its one-time code (phone, channel); never trusted as a customer. */
  signInPending?: PendingSignIn;
  /** Dial code of the signed-in phone ('54'): §3 'stored customer phone and phone prefix' (customers.server.ts). */
  customerPrefix?: string;
  /** Name for the side-menu greeting; cleared with the phone on 'Cerrar sesión'. */
  customerName?: string;
  /** Codes of the diner's last orders, newest first ('PEDIDO EN CURSO'; app/http/remembered-orders.server.ts). */
  orderCodes?: string[];
  /** An external loyalty partner's user, from a signed link (app/http/partner-session.server.ts). */
  partnerUser?: PartnerUser;
  /** The location and mode of the last menu entry recorded for analytics (trackMenuEntry, app/services/analytics/analytics.server.ts). */
  menuEntrySeen?: { branchContactId: number; orderModeId: number };
}

export type DinerSession = Session<DinerSessionData>;

const SESSION_TTL_SECONDS = 60 * 60 * 24 * 30;

/**
 * The SESSION_SECRET of local-development.env: anyone can read it in the repository, so a
 * deployment refuses to serve with it (workers/deployment-check.ts) and only a Worker
 * running with it may show the messaging sandbox page (routes/dev.mensajes).
 */
export const DEVELOPMENT_SESSION_SECRET = "dev-only-secret-change-me";

/**
 * Whether each session was read from an HTTPS request: its cookie is then `Secure`.
 * Plain-HTTP local runs (wrangler dev on localhost) keep a cookie the browser accepts.
 */
const readOverHttps = new WeakMap<DinerSession, boolean>();

function sessionCookie(env: Env, secure: boolean) {
  return appCookie(env, "__sabores", { maxAgeSeconds: SESSION_TTL_SECONDS, secure });
}

/**
 * Sessions are versioned records (docs/architecture.md "Carts and sessions in KV"): every commit
 * writes a NEW key `{id}:{version}` and the signed cookie names it (`{id}.{version}`). KV takes
 * about one write per second per key and serves overwritten keys from caches for up to 60 s;
 * a key written once is never overwritten, so three 'Agregar' taps in a second are three
 * writes to three keys (no 429), and a read returns exactly the version the diner last saw,
 * never an older one. Version 0 is the key of the unversioned sessions written before
 * (`{id}`), which keep working, and names a session that has an id but no record yet: a first
 * request that placed an order (the order keeps the id of the session that placed it)
 * and had nothing else to keep gets a cookie and no KV write (sessionIdFor, commitSession).
 */
type SessionRef = { id: string; version: number };
const versionOf = new WeakMap<DinerSession, number>();
/** The session's data as read or last written (JSON): an unchanged session is not written again. */
const readAs = new WeakMap<DinerSession, string>();

const recordKey = (ref: SessionRef) => (ref.version === 0 ? ref.id : `${ref.id}:${ref.version}`);

function parseRef(value: unknown): SessionRef | null {
  if (typeof value !== "string" || value === "") return null;
  const m = /^([0-9a-f]{16,64})(?:\.(\d{1,9}))?$/.exec(value);
  return m ? { id: m[1], version: m[2] ? Number(m[2]) : 0 } : null;
}

function newSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Ids given during a request to sessions that had none (Remix's session id is read-only). */
const mintedIds = new WeakMap<DinerSession, string>();

/**
 * The session's id; a session without one (a request without cookie) gets it now, and its
 * commit names it. An order stores the id of the session that placed it (order-access.server.ts).
 */
export function sessionIdFor(session: DinerSession): string {
  if (session.id) return session.id;
  let id = mintedIds.get(session);
  if (!id) mintedIds.set(session, (id = newSessionId()));
  return id;
}

/**
 * The versions this isolate committed in the last seconds: a document POST runs the action and
 * then the page's loaders, each reading the session from the request's (older) cookie; they
 * must see the action's commit, and commit after it, not beside it.
 */
const recentCommits = isolateShared("session-recent-commits", () => new Map<string, { version: number; data: DinerSessionData; at: number }>());
const RECENT_COMMIT_MS = 10_000;

function recentCommit(id: string, after: number) {
  const r = recentCommits.get(id);
  return r && r.version > after && Date.now() - r.at < RECENT_COMMIT_MS ? r : null;
}

/**
 * Session records by versioned key, kept by the isolate: a key written once never changes, so a
 * diner's next page reads it from memory instead of KV (bench/README.md "Profile"). Kept 60 s,
 * the time KV itself may go on serving a deleted key elsewhere; a missing record is never kept
 * (a version written at another location may not have reached this one yet).
 */
const sessionRecords = IsolateCache.shared("session-records", 5000);
const SESSION_RECORD_TTL_MS = 60_000;
const RECORD_NOT_FOUND = Symbol("session record not found");

async function readRecord(env: Env, ref: SessionRef): Promise<DinerSessionData | null> {
  const key = recordKey(ref);
  const read = () => env.SESSIONS.get<DinerSessionData>(key, "json");
  // Version 0 is the mutable key of the unversioned sessions: never kept.
  if (ref.version === 0 || isolateCacheTtl(env) <= 0) return read();
  try {
    const record = await sessionRecords.get(key, SESSION_RECORD_TTL_MS, async () => (await read()) ?? Promise.reject(RECORD_NOT_FOUND));
    return structuredClone(record) as DinerSessionData;
  } catch (e) {
    if (e === RECORD_NOT_FOUND) return null;
    throw e;
  }
}

/**
 * Signed cookies read, by their `Cookie` header: checking the signature imports the secret and
 * computes an HMAC, and one request reads its session up to three times (the Worker entry for
 * an order code, the action, the loaders). The result of a header never changes within an
 * isolate (a new SESSION_SECRET is a new deployment, so new isolates).
 */
const cookieRefs = IsolateCache.shared("session-cookie-refs", 2000);
const COOKIE_REF_TTL_MS = 60_000;

function readCookieRef(env: Env, header: string | null, secure: boolean): Promise<SessionRef | null> {
  if (!header) return Promise.resolve(null);
  const read = async () => parseRef(await sessionCookie(env, secure).parse(header));
  return cookieRefs.get(header, isolateCacheTtl(env) > 0 ? COOKIE_REF_TTL_MS : 0, read);
}

export async function getSession(env: Env, request: Request): Promise<DinerSession> {
  const secure = overHttps(request);
  const cached = await readCookieRef(env, request.headers.get("Cookie"), secure);
  let ref = cached ? { ...cached } : null;
  const recent = ref ? recentCommit(ref.id, ref.version) : null;
  if (ref && recent) ref = { id: ref.id, version: recent.version };
  const data = recent ? (structuredClone(recent.data) as DinerSessionData) : ref ? await readRecord(env, ref) : null;
  // A missing versioned record may be a version still on its way from another location: its id is
  // not reused (its next commit would overwrite that version). Version 0 without a record is a
  // session that only placed orders: the orders keep its id.
  const session = createSession<DinerSessionData>(data ?? {}, ref && (data || ref.version === 0) ? ref.id : "");
  versionOf.set(session, data && ref ? ref.version : 0);
  if (data) readAs.set(session, JSON.stringify(data));
  readOverHttps.set(session, secure);
  return session;
}

/** Writes the session as its next version (a new KV key) and returns the Set-Cookie header value. */
export async function commitSession(env: Env, session: DinerSession): Promise<string> {
  const id = sessionIdFor(session);
  const known = versionOf.get(session) ?? 0;
  const cookie = sessionCookie(env, readOverHttps.get(session) ?? true);
  // Nothing to keep and nothing written before (a first request that placed an order): the cookie
  // names the id, and no record is written (a KV write per API order otherwise).
  if (known === 0 && !readAs.has(session) && Object.keys(session.data).length === 0) return cookie.serialize(`${id}.0`);
  // Unchanged since it was read (a loader committing after nothing happened, or after the
  // action of the same request): no KV write, the same cookie value.
  if (session.id && known > 0 && readAs.get(session) === JSON.stringify(session.data) && !recentCommit(id, known)) {
    return cookie.serialize(`${id}.${known}`);
  }
  const ref = { id, version: (recentCommit(id, known)?.version ?? known) + 1 };
  const json = JSON.stringify(session.data);
  await env.SESSIONS.put(recordKey(ref), json, { expirationTtl: SESSION_TTL_SECONDS });
  if (isolateCacheTtl(env) > 0) void sessionRecords.get(recordKey(ref), SESSION_RECORD_TTL_MS, async () => JSON.parse(json) as DinerSessionData);
  versionOf.set(session, ref.version);
  recentCommits.set(id, { version: ref.version, data: structuredClone(session.data) as DinerSessionData, at: Date.now() });
  if (recentCommits.size > 2000) {
    for (const [key, r] of recentCommits) if (Date.now() - r.at >= RECENT_COMMIT_MS || recentCommits.size > 1000) recentCommits.delete(key);
  }
  readAs.set(session, json);
  return cookie.serialize(`${ref.id}.${ref.version}`);
}

export async function destroySession(env: Env, session: DinerSession): Promise<string> {
  if (session.id) {
    const key = recordKey({ id: session.id, version: versionOf.get(session) ?? 0 });
    sessionRecords.delete(key);
    await env.SESSIONS.delete(key);
  }
  return sessionCookie(env, readOverHttps.get(session) ?? true).serialize("", { maxAge: undefined, expires: new Date(0) });
}
