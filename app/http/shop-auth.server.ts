// Who is using the shop's screens (the console, the back office), and what they may open.
//
// A person signs in at /consola with their phone and a one-time code (sign-in.server.ts, purpose
// 'console'); the device then holds a random token in an httpOnly cookie (Secure over HTTPS),
// stored server-side as its SHA-256 (data/shop/shop-people.server.ts) and expired after
// SHOP_SESSION_TTL_MS. Every request reads the person's rows again: a removed person, or a role
// changed by the owner, takes effect on the next request.
//
// A location of another tenant, or one the person does not work at, answers 404 (nothing says it
// exists); a section the person's role does not include answers 403 with a Spanish message.
import { data, redirect } from "@remix-run/cloudflare";
import { now } from "~/data/clock.server";
import { deleteShopSession, shopSessionPeople, storeShopSession, type ShopPerson } from "~/data/shop/shop-people.server";
import { bearerTokenHash, newBearerToken } from "~/data/staff/security-code.server";
import { MSG_SHOP_FORBIDDEN, roleMay, SHOP_ROLE_LABEL, worksAt, type ShopPermission } from "~/domain/shop/shop-roles";
import { apiError } from "~/http/api.server";
import { appCookie, overHttps } from "~/http/cookie.server";
import { loadStaffPlace, type StaffPlaceContext } from "~/http/staff-place.server";
import { resolveAliasCached } from "~/data/tenants/tenant-cache.server";
import type { Branch, Company } from "~/domain/types";

export type { ShopPerson };

/** A console session lasts two weeks: a kitchen tablet is not signed in again every morning. */
export const SHOP_SESSION_TTL_MS = 14 * 24 * 60 * 60 * 1000;

export const CONSOLE_SIGN_IN_PATH = "/consola";

function consoleCookie(env: Env, secure: boolean) {
  return appCookie(env, "__sabores_consola", { maxAgeSeconds: SHOP_SESSION_TTL_MS / 1000, secure });
}

async function requestToken(request: Request, env: Env): Promise<string | null> {
  const value = await consoleCookie(env, overHttps(request)).parse(request.headers.get("Cookie"));
  return typeof value === "string" && value ? value : null;
}

/** A new session for a phone whose one-time code was right: the Set-Cookie header. */
export async function startShopSession(env: Env, request: Request, phone: string): Promise<string> {
  const token = newBearerToken();
  const createdAt = now(env).getTime();
  await storeShopSession(env, { tokenHash: await bearerTokenHash(token), phone, createdAt, expiresAt: createdAt + SHOP_SESSION_TTL_MS });
  return consoleCookie(env, overHttps(request)).serialize(token);
}

/** 'Cerrar sesión': the session row is deleted and the cookie forgotten. */
export async function endShopSession(env: Env, request: Request): Promise<string> {
  const token = await requestToken(request, env);
  if (token) await deleteShopSession(env, await bearerTokenHash(token));
  return consoleCookie(env, overHttps(request)).serialize("", { maxAge: 0 });
}

export interface ShopSignedIn {
  phone: string;
  /** One person per business this phone runs. */
  people: ShopPerson[];
}

/** The signed-in phone and the businesses it runs, or null (no cookie, expired, or nobody's any more). */
export async function shopSignedIn(request: Request, env: Env): Promise<ShopSignedIn | null> {
  const token = await requestToken(request, env);
  if (!token) return null;
  return shopSessionPeople(env, await bearerTokenHash(token), now(env).getTime());
}

export interface ShopAccess {
  person: ShopPerson;
  place: StaffPlaceContext;
}

function signInRedirect(request: Request): never {
  const url = new URL(request.url);
  throw redirect(`${CONSOLE_SIGN_IN_PATH}?volver=${encodeURIComponent(url.pathname + url.search)}`);
}

/**
 * The person and the location of a console page or call: signed in (else the sign-in page, or a
 * 401 for a call), working at this location of this tenant (else 404), with the permission (else 403).
 */
export async function requireShopAccess(
  request: Request,
  env: Env,
  opts: { alias: string; permission: ShopPermission; as: "page" | "api" }
): Promise<ShopAccess> {
  const signedIn = await shopSignedIn(request, env);
  if (!signedIn) {
    if (opts.as === "api") throw apiError(401, "Inicie sesión para continuar.");
    signInRedirect(request);
  }
  const place = await loadStaffPlace(env, request, opts.alias);
  const person = signedIn.people.find((p) => p.companyId === place.companyId);
  if (!person || !worksAt(person, place.branchContactId)) {
    if (opts.as === "api") throw apiError(404, "No encontramos lo que buscas");
    throw data("No encontramos lo que buscas", { status: 404 });
  }
  if (!roleMay(person.role, opts.permission)) {
    if (opts.as === "api") throw apiError(403, MSG_SHOP_FORBIDDEN);
    throw data(MSG_SHOP_FORBIDDEN, { status: 403 });
  }
  return { person, place };
}

export interface BackOfficeAccess {
  person: ShopPerson;
  company: Pick<Company, "id" | "name" | "alias">;
  /** The company's branches (each has its own menu), in their order. */
  branches: Pick<Branch, "id" | "alias" | "name" | "country">[];
}

/**
 * The owner's back office of a company (/admin/{companyAlias}/…): signed in (else the sign-in page),
 * a person of that company (else 404: another tenant's company is never confirmed), whose role
 * includes the back office (else 403: managers and kitchen).
 */
export async function requireBackOffice(request: Request, env: Env, companyAlias: string): Promise<BackOfficeAccess> {
  const signedIn = await shopSignedIn(request, env);
  if (!signedIn) signInRedirect(request);
  const resolved = await resolveAliasCached(env, companyAlias);
  const person = resolved?.type === "company" ? signedIn.people.find((p) => p.companyId === resolved.company.id) : undefined;
  if (!resolved || resolved.type !== "company" || !person) throw data("No encontramos lo que buscas", { status: 404 });
  if (!roleMay(person.role, "backOffice")) throw data(MSG_SHOP_FORBIDDEN, { status: 403 });
  return {
    person,
    company: { id: resolved.company.id, name: resolved.company.name, alias: resolved.company.alias },
    branches: resolved.branches.map((b) => ({ id: b.id, alias: b.alias, name: b.name, country: b.country })),
  };
}

/** What the console's frame shows for a person at a location (ConsoleShell), on every /consola/{alias}/… page. */
export interface ConsoleNavData {
  alias: string;
  placeName: string;
  logoFileId: string | null;
  personName: string;
  roleLabel: string;
  sections: { figures: boolean; menuAvailability: boolean; storeControls: boolean };
  /** The owner's team page in the back office, or null for the other roles. */
  teamHref: string | null;
}

export function consoleNav({ person, place }: ShopAccess): ConsoleNavData {
  return {
    alias: place.alias,
    placeName: place.name,
    logoFileId: place.logoFileId,
    personName: person.name,
    roleLabel: person.roleTitle ?? SHOP_ROLE_LABEL[person.role],
    sections: {
      figures: roleMay(person.role, "figures"),
      menuAvailability: roleMay(person.role, "menuAvailability"),
      storeControls: roleMay(person.role, "storeControls"),
    },
    teamHref: roleMay(person.role, "team") ? `/admin/${place.companyAlias}/equipo` : null,
  };
}
