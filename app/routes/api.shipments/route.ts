// GET /api/shipments (logistics.md §7): query page, pageSize, sort=ASC, branchContactId,
// startDate (3 days back), endDate, status=LOOKING_FOR_DRIVER, providerName=OWN_FLEET;
// response `shipments`. The rider's bearer token of that location (§8: 403 'No tienes
// permisos para ver los envíos'; a failed read 'Hubo un error buscando los envíos…');
// docs/api.md "Shipments".
import { z } from "zod";
import { now } from "~/data/clock.server";
import { listShipments } from "~/data/logistics/shipment-read.server";
import { contactScope } from "~/data/tenants/tenant-scope.server";
import { apiError, apiJson, apiLoader, parseOr400, queryOf } from "~/http/api.server";
import { listOr503, requireRiderAt, shipmentJson } from "~/views/shipment-api.server";
import { SHIPMENT_LOOK_BACK_DAYS } from "~/domain/logistics/feedback";
import { isShipmentStatus, OWN_FLEET, type ShipmentStatus } from "~/domain/logistics/shipment-status";

const DAY_MS = 86_400_000;
/** An ISO date or date-time, or epoch milliseconds. */
const instant = (name: string) =>
  z
    .string()
    .max(40)
    .transform((v, ctx) => {
      const ms = /^\d{1,15}$/.test(v) ? Number(v) : Date.parse(v);
      if (!Number.isFinite(ms)) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: `El parámetro ${name} no es una fecha válida.` });
        return z.NEVER;
      }
      return ms;
    });

const query = z.object({
  branchContactId: z.string({ required_error: "Falta el parámetro branchContactId." }).regex(/^\d{1,12}$/, "El parámetro branchContactId no es válido.").transform(Number),
  page: z.string().regex(/^\d{1,6}$/, "El parámetro page no es válido.").transform(Number).optional(),
  pageSize: z.string().regex(/^\d{1,6}$/, "El parámetro pageSize no es válido.").transform(Number)
    .refine((n) => n >= 1 && n <= 99, "El parámetro pageSize debe estar entre 1 y 99.").optional(),
  sort: z.enum(["ASC", "DESC", "asc", "desc"], { errorMap: () => ({ message: "El parámetro sort debe ser ASC o DESC." }) }).optional(),
  startDate: instant("startDate").optional(),
  endDate: instant("endDate").optional(),
  status: z.string().max(300).optional(),
  providerName: z.string().max(40).optional(),
});

export const loader = apiLoader(async ({ request, env }) => {
  const q = parseOr400(query, queryOf(request));
  const statuses = (q.status ?? "LOOKING_FOR_DRIVER").split(",").map((s) => s.trim()).filter(Boolean);
  if (statuses.length === 0 || !statuses.every(isShipmentStatus)) return apiError(400, "El parámetro status no es válido.");
  const scope = await contactScope(env, q.branchContactId);
  if (!scope) return apiError(404, "No encontramos el local.");
  const rider = await requireRiderAt(request, env, scope.companyId, scope.branchContactId);
  // §2 "Lists shipments of the rider's own fleet only".
  if (q.providerName && q.providerName !== OWN_FLEET) return apiJson({ shipments: [] }, { cache: "none" });
  const nowMs = now(env).getTime();
  const pageSize = q.pageSize ?? 20;
  const records = await listOr503(() => listShipments(env, {
    companyId: scope.companyId,
    branchContactId: scope.branchContactId,
    statuses: statuses as ShipmentStatus[],
    from: q.startDate ?? nowMs - SHIPMENT_LOOK_BACK_DAYS * DAY_MS,
    to: q.endDate ?? nowMs + DAY_MS,
    offset: (q.page ?? 0) * pageSize,
    limit: pageSize,
    sort: (q.sort ?? "ASC").toUpperCase() as "ASC" | "DESC",
    singlesOnly: false,
  }));
  return apiJson({ shipments: records.map((r) => shipmentJson(r, rider)) }, { cache: "none" });
});

export const action = apiLoader(async () => apiError(405, "Método no permitido.", { headers: { Allow: "GET" } }));
