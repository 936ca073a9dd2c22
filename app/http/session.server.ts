import { createCookie, createWorkersKVSessionStorage, type Session } from "@remix-run/cloudflare";
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
  /** The VERIFIED phone (E.164): set only after a right one-time code (app/http/sign-in.server.ts). */
  customerPhone?: string;
  /** The sign-in waiting for its one-time code (phone, channel); never trusted as a customer. */
  signInPending?: PendingSignIn;
  /** Dial code of the signed-in phone ('54'): §3 'stored customer phone and phone prefix' (customers.server.ts). */
  customerPrefix?: string;
  /** Name for the side-menu greeting; cleared with the phone on 'Cerrar sesión'. */
  customerName?: string;
  /** Codes of the diner's last orders, newest first ('PEDIDO EN CURSO'; app/http/remembered-orders.server.ts). */
  orderCodes?: string[];
  /** Codes of the orders THIS session placed, newest first: who may cancel, rate or report them and see their address. */
  placedOrderCodes?: string[];
  /** An external loyalty partner's user, from a signed link (app/http/partner-session.server.ts). */
  partnerUser?: PartnerUser;
}

export type DinerSession = Session<DinerSessionData>;

const SESSION_TTL_SECONDS = 60 * 60 * 24 * 30;

/**
 * Whether each session was read from an HTTPS request: its cookie is then `Secure` (issue 8).
 * Plain-HTTP local runs (wrangler dev on localhost) keep a cookie the browser accepts.
 */
const readOverHttps = new WeakMap<DinerSession, boolean>();

function storage(env: Env, secure: boolean) {
  const cookie = createCookie("__sabores", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure,
    maxAge: SESSION_TTL_SECONDS,
    secrets: [env.SESSION_SECRET],
  });
  return createWorkersKVSessionStorage<DinerSessionData>({ cookie, kv: env.SESSIONS });
}

export async function getSession(env: Env, request: Request): Promise<DinerSession> {
  const secure = new URL(request.url).protocol === "https:";
  const session = await storage(env, secure).getSession(request.headers.get("Cookie"));
  readOverHttps.set(session, secure);
  return session;
}

/** Writes the session to KV and returns the Set-Cookie header value. */
export async function commitSession(env: Env, session: DinerSession): Promise<string> {
  return storage(env, readOverHttps.get(session) ?? true).commitSession(session);
}

export async function destroySession(env: Env, session: DinerSession): Promise<string> {
  return storage(env, readOverHttps.get(session) ?? true).destroySession(session);
}
