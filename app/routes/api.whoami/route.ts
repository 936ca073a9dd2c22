// GET /api/whoami (logistics.md §7, "rider headers; response whoAmI"): who the bearer
// token of a shift belongs to, either role. 403 `Acceso denegado o link expirado` for a
// missing, expired or revoked token.
import { findBranchContactRef } from "~/data/tenants/tenant-scope.server";
import { apiError, apiJson, apiLoader } from "~/http/api.server";
import { staffForbidden, staffFromRequest } from "~/http/staff-auth.server";
import { pickerProfile } from "~/domain/logistics/staff";

export const loader = apiLoader(async ({ request, env }) => {
  const who = (await staffFromRequest(request, env, "rider", "api")) ?? (await staffFromRequest(request, env, "picker", "api"));
  if (!who) return staffForbidden();
  const bc = await findBranchContactRef(env, who.branchContactId, who.companyId);
  return apiJson(
    {
      whoAmI: {
        role: who.role,
        riderId: who.role === "rider" ? who.staffId : null,
        pickerId: who.role === "picker" ? who.staffId : null,
        name: who.name,
        phone: who.phone,
        companyId: who.companyId,
        branchContact: { id: who.branchContactId, alias: bc?.alias ?? null, name: bc?.name ?? null },
        shift: { id: who.shiftId, startedAt: who.shiftStartedAt, expiresAt: who.expiresAt },
        // §3 Picker stored profile: id, name, phone, order list url.
        profile: who.role === "picker" && bc?.alias ? pickerProfile({ id: who.staffId, name: who.name, phone: who.phone }, bc.alias) : null,
      },
    },
    { cache: "none" },
  );
});

export const action = apiLoader(async () => apiError(405, "Método no permitido.", { headers: { Allow: "GET" } }));
