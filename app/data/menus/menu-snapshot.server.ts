import type { Branch, MenuSnapshot, OrderMode } from "~/domain/types";
import { isolateCacheTtl, storefrontCache } from "./isolate-cache.server";
import { buildMenu, menuContentHash } from "./menu-builder.server";
import { now } from "~/data/clock.server";
import { menuAt } from "~/domain/menu/sold-out";

// KV layout (CACHE):
//   menu-pointer:{branchId}:{orderModeId}:r{menuRevision} -> content hash
//   menu:{hash}                                          -> MenuSnapshot JSON
// D1 triggers bump branches.menu_revision on every menu write, so a new revision
// means a new pointer; the menu is rebuilt from D1 once and stored under its
// content hash (modes with the same menu share one snapshot).
const SNAPSHOT_TTL_SECONDS = 60 * 60 * 24 * 7;

function pointerKey(branch: Pick<Branch, "id" | "menuRevision">, orderModeId: number) {
  return `menu-pointer:${branch.id}:${orderModeId}:r${branch.menuRevision}`;
}

// A snapshot of one revision never changes: the isolate keeps it for a minute
// (bounded), sparing the two KV reads on the hot path.
const SNAPSHOT_ISOLATE_TTL_MS = 60_000;

/**
 * The snapshot of the branch's current revision, with what is sold out and the discounts running as
 * of now (menuAt). A discount out of its dates changes what the menu is: its hash names the
 * discounts kept, so an ETag or a cart's menu hash of the day before does not match.
 */
export async function getMenuSnapshot(
  env: Pick<Env, "DB" | "CACHE" | "FIXED_NOW"> & { ISOLATE_CACHE_TTL_MS?: string },
  branch: Pick<Branch, "id" | "companyId" | "menuRevision">,
  orderMode: OrderMode,
): Promise<MenuSnapshot> {
  const ttl = isolateCacheTtl(env) > 0 ? SNAPSHOT_ISOLATE_TTL_MS : 0;
  const snapshot = await storefrontCache.get(pointerKey(branch, orderMode.id), ttl, () => readMenuSnapshot(env, branch, orderMode));
  const menu = menuAt(snapshot.menu, now(env).getTime());
  if (menu === snapshot.menu) return snapshot;
  const hash = menu.discounts === snapshot.menu.discounts ? snapshot.hash : `${snapshot.hash}-d${menu.discounts.map((d) => d.id).join(".")}`;
  return { ...snapshot, hash, menu };
}

async function readMenuSnapshot(
  env: Pick<Env, "DB" | "CACHE">,
  branch: Pick<Branch, "id" | "companyId" | "menuRevision">,
  orderMode: OrderMode,
): Promise<MenuSnapshot> {
  const hash = await env.CACHE.get(pointerKey(branch, orderMode.id));
  if (hash) {
    const snapshot = await env.CACHE.get<MenuSnapshot>(`menu:${hash}`, "json");
    if (snapshot) return snapshot;
  }
  return rebuildMenuSnapshot(env, branch, orderMode);
}

export async function rebuildMenuSnapshot(
  env: Pick<Env, "DB" | "CACHE">,
  branch: Pick<Branch, "id" | "companyId" | "menuRevision">,
  orderMode: OrderMode,
): Promise<MenuSnapshot> {
  const menu = await buildMenu(env, branch.companyId, branch.id, orderMode);
  const hash = await menuContentHash(menu);
  const snapshot: MenuSnapshot = { hash, revision: branch.menuRevision, menu };
  await Promise.all([
    env.CACHE.put(`menu:${hash}`, JSON.stringify(snapshot), { expirationTtl: SNAPSHOT_TTL_SECONDS }),
    env.CACHE.put(pointerKey(branch, orderMode.id), hash, { expirationTtl: SNAPSHOT_TTL_SECONDS }),
  ]);
  return snapshot;
}

/** Content hashes of several modes of one branch contact (GET /api/diner/menu/{alias}/hash). */
export async function getMenuHashes(
  env: Pick<Env, "DB" | "CACHE" | "FIXED_NOW">,
  branch: Pick<Branch, "id" | "companyId" | "menuRevision">,
  orderModes: OrderMode[],
): Promise<{ orderModeId: number; hash: string }[]> {
  return Promise.all(
    orderModes.map(async (mode) => ({ orderModeId: mode.id, hash: (await getMenuSnapshot(env, branch, mode)).hash })),
  );
}
