// The rider's pages (logistics.md §2 shipments list, detail, redirect page): the
// location from the alias and the rider on shift there (the shift cookie); anyone
// else goes to /404?message=Acceso denegado o link expirado (requireStaff).
import { loadStaffPlace, type StaffPlaceContext } from "~/http/staff-place.server";
import { requireStaff } from "~/http/staff-auth.server";
import type { RiderIdentity, ShipmentTarget } from "~/services/logistics/rider-screen.server";

export async function requireRiderPage(request: Request, env: Env, alias: string): Promise<{ place: StaffPlaceContext; rider: RiderIdentity }> {
  const place = await loadStaffPlace(env, request, alias);
  const rider = await requireStaff(request, env, { role: "rider", companyId: place.companyId, branchContactId: place.branchContactId, as: "page", alias: place.alias });
  return { place, rider };
}

export const shipmentsPath = (alias: string) => `/logistics/${encodeURIComponent(alias)}/shipments`;
export const shipmentPath = (alias: string, t: ShipmentTarget) => `${shipmentsPath(alias)}/${t.type}/${t.id}`;

/** Notices a redirect carries as a fixed key (never free text): the page maps them to Spanish. */
export const NOTICE_KEYS = ["en-curso", "avanzado", "cancelado", "sin-envio"] as const;
export type NoticeKey = (typeof NOTICE_KEYS)[number];
export const isNoticeKey = (v: string | null): v is NoticeKey => !!v && (NOTICE_KEYS as readonly string[]).includes(v);
