// /consola/{alias}/carta: what is sold out ('Agotado') at the location, and its changes.
import { data, redirect } from "@remix-run/cloudflare";
import { z } from "zod";
import { now } from "~/data/clock.server";
import { readMenuAvailability } from "~/data/shop/store-controls.server";
import { isSoldOutAt, SOLD_OUT_UNTIL_REACTIVATED } from "~/domain/menu/sold-out";
import { consoleNav, requireShopAccess } from "~/http/shop-auth.server";
import { markGarnishSoldOut, markPlatesSoldOut } from "~/services/store/store-controls.server";

const NO_STORE = { "Cache-Control": "private, no-store" };

export interface AvailabilityItem {
  kind: "plate" | "garnish";
  id: number;
  name: string;
  /** null available; 'tomorrow' until the next local midnight; 'reactivated' until reactivated. */
  soldOut: null | "tomorrow" | "reactivated";
}

export interface AvailabilityPlate extends AvailabilityItem {
  categoryName: string;
  garnishes: (AvailabilityItem & { groupName: string })[];
}

const stateOf = (until: number | null, nowMs: number): AvailabilityItem["soldOut"] =>
  !isSoldOutAt(until, nowMs) ? null : until === SOLD_OUT_UNTIL_REACTIVATED ? "reactivated" : "tomorrow";

export async function menuAvailabilityLoader(env: Env, request: Request, alias: string) {
  const access = await requireShopAccess(request, env, { alias, permission: "menuAvailability", as: "page" });
  const { place } = access;
  const nowMs = now(env).getTime();
  const rows = await readMenuAvailability(env, { companyId: place.companyId, branchId: place.branchId, branchContactId: place.branchContactId });
  const plates: AvailabilityPlate[] = rows.map((p) => ({
    kind: "plate",
    id: p.id,
    name: p.name,
    categoryName: p.categoryName,
    soldOut: stateOf(p.soldOutUntil, nowMs),
    garnishes: p.garnishes.map((g) => ({ kind: "garnish", id: g.id, name: g.name, groupName: g.groupName, soldOut: stateOf(g.soldOutUntil, nowMs) })),
  }));
  const url = new URL(request.url);
  return data({ nav: consoleNav(access), themeCss: place.themeCss, plates, done: url.searchParams.get("hecho") }, { headers: NO_STORE });
}

export const MSG_AVAILABILITY_INVALID = "Elija un producto y cuándo vuelve a estar disponible.";
export const MSG_AVAILABILITY_UNKNOWN = "Ese producto no está en la carta de este local.";

const availabilityForm = z.object({
  kind: z.enum(["plate", "garnish"], { errorMap: () => ({ message: MSG_AVAILABILITY_INVALID }) }),
  id: z.coerce.number({ invalid_type_error: MSG_AVAILABILITY_INVALID }).int(MSG_AVAILABILITY_INVALID).positive(MSG_AVAILABILITY_INVALID).max(2 ** 31, MSG_AVAILABILITY_INVALID),
  until: z.enum(["tomorrow", "reactivated", "available"], { errorMap: () => ({ message: MSG_AVAILABILITY_INVALID }) }),
  via: z.literal("fetcher").optional(),
});

export type AvailabilityActionData = { ok: true } | { ok: false; error: string };

export async function menuAvailabilityAction(env: Env, request: Request, alias: string) {
  const { place } = await requireShopAccess(request, env, { alias, permission: "menuAvailability", as: "page" });
  const form = await request.formData().catch(() => null);
  const parsed = availabilityForm.safeParse(form ? Object.fromEntries(form) : {});
  if (!parsed.success) return data<AvailabilityActionData>({ ok: false, error: parsed.error.issues[0]?.message ?? MSG_AVAILABILITY_INVALID }, { status: 400, headers: NO_STORE });
  const { kind, id, until } = parsed.data;
  const changed = kind === "plate" ? (await markPlatesSoldOut(env, place, [id], until)).length > 0 : await markGarnishSoldOut(env, place, id, until);
  if (!changed) return data<AvailabilityActionData>({ ok: false, error: MSG_AVAILABILITY_UNKNOWN }, { status: 404, headers: NO_STORE });
  // Without JavaScript the form posts the page: back to it (Post/Redirect/Get).
  if (parsed.data.via !== "fetcher") throw redirect(`/consola/${place.alias}/carta?hecho=${kind}-${id}#${kind}-${id}`, { headers: NO_STORE });
  return data<AvailabilityActionData>({ ok: true }, { headers: NO_STORE });
}
