// GET /api/picker/pickerapp/dinerorders?offset=&pageSize=&branchContactId= (logistics.md §7,
// §3 List page info): the location's orders to prepare, oldest first, for a picker on
// shift there (bearer). §6 "a 403 on the order list means no permission", §8: 403 'No
// tienes permisos para ver los envíos' (the spec's one text for the order and shipment lists).
import { z } from "zod";
import { listOrdersToPick } from "~/data/orders/picking.server";
import { PICKER_PAGE_SIZE } from "~/domain/orders/picking";
import { apiError, apiJson, apiLoader, parseOr400, queryOf } from "~/http/api.server";
import { dinerOrderListItem } from "~/views/picker-app.server";
import { optionalStaff } from "~/http/staff-auth.server";
import { RIDER_TEXT } from "~/domain/logistics/rider-messages";
import { staffPlaceById } from "~/http/staff-place.server";

const int = (name: string, max: number) =>
  z
    .string()
    .regex(/^\d{1,6}$/, `El parámetro ${name} no es válido.`)
    .transform(Number)
    .refine((n) => n <= max, `El parámetro ${name} no es válido.`);

const query = z.object({
  branchContactId: z.string({ required_error: "Falta el parámetro branchContactId." }).regex(/^\d{1,15}$/, "El parámetro branchContactId no es válido.").transform(Number),
  offset: int("offset", 100_000).optional(),
  pageSize: int("pageSize", 50).optional(),
});

export const loader = apiLoader(async ({ request, env }) => {
  const q = parseOr400(query, queryOf(request));
  const place = await staffPlaceById(env, q.branchContactId);
  const noPermission = () => apiError(403, RIDER_TEXT.noPermission);
  if (!place) return noPermission();
  const picker = await optionalStaff(request, env, { role: "picker", companyId: place.companyId, branchContactId: place.branchContactId, as: "api" });
  if (!picker) return noPermission();
  const rows = await listOrdersToPick(env, place, q.offset ?? 0, q.pageSize || PICKER_PAGE_SIZE);
  return apiJson({ items: rows.map(dinerOrderListItem), offset: q.offset ?? 0, pageSize: q.pageSize || PICKER_PAGE_SIZE }, { cache: "none" });
});

export const action = apiLoader(async () => apiError(405, "Método no permitido.", { headers: { Allow: "GET" } }));
