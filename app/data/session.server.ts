import { createCookie, createWorkersKVSessionStorage, type Session } from "@remix-run/cloudflare";
import type { Cart } from "~/domain/types";
import type { EntryParams } from "~/domain/entry-params";

/** A diner's server-side state: works without JavaScript, survives reloads. */
export interface DinerSessionData {
  entry?: EntryParams;
  /** Branch-contact ids whose closed modal was already shown (once per session). */
  closedSeen?: number[];
  cart?: Cart;
  location?: { lat: number; lng: number; fullAddress: string | null };
  customerPhone?: string;
}

export type DinerSession = Session<DinerSessionData>;

const SESSION_TTL_SECONDS = 60 * 60 * 24 * 30;

function storage(env: Env) {
  const cookie = createCookie("__sabores", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: false,
    maxAge: SESSION_TTL_SECONDS,
    secrets: [env.SESSION_SECRET],
  });
  return createWorkersKVSessionStorage<DinerSessionData>({ cookie, kv: env.SESSIONS });
}

export async function getSession(env: Env, request: Request): Promise<DinerSession> {
  return storage(env).getSession(request.headers.get("Cookie"));
}

/** Writes the session to KV and returns the Set-Cookie header value. */
export async function commitSession(env: Env, session: DinerSession): Promise<string> {
  return storage(env).commitSession(session);
}

export async function destroySession(env: Env, session: DinerSession): Promise<string> {
  return storage(env).destroySession(session);
}
