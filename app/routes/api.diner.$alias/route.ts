import { z } from "zod";
import { apiJson, apiLoader, apiNotFound, parseOr400 } from "~/http/api.server";
import { serializeBranch, serializeBranchContact, serializeCompany } from "~/http/api-serializers.server";
import { resolveAlias } from "~/data/tenants/storefront.server";

const params = z.object({ alias: z.string().trim().min(1).max(100, "El alias no es válido.") });

/**
 * GET /api/diner/{alias} (storefront.md §7): `{ type, info }`; info is the §3
 * Alias info (initPath, actualType, branchContact) plus the entities the alias
 * names. A branch with a single location points straight at it (§2).
 */
export const loader = apiLoader(async ({ params: raw, env }) => {
  const { alias } = parseOr400(params, raw);
  const resolved = await resolveAlias(env, alias);
  if (!resolved) apiNotFound("No encontramos el comercio que buscas.");
  const company = serializeCompany(resolved.company);

  if (resolved.type === "company") {
    return apiJson({
      type: "company",
      info: {
        initPath: `/menu/${resolved.company.alias}`,
        actualType: "company",
        company,
        branches: resolved.branches.map(serializeBranch),
        branchContact: null,
      },
    });
  }
  if (resolved.type === "branch") {
    const contacts = resolved.branchContacts.map((bc) => serializeBranchContact(bc, resolved.branch));
    const single = contacts.length === 1 ? contacts[0] : null;
    return apiJson({
      type: "branch",
      info: {
        initPath: `/menu/${single ? single.alias : resolved.branch.alias}`,
        actualType: "branch",
        company,
        branch: serializeBranch(resolved.branch),
        branchContacts: contacts,
        branchContact: single,
      },
    });
  }
  return apiJson({
    type: "branchContact",
    info: {
      initPath: `/menu/${resolved.branchContact.alias}`,
      actualType: "branchContact",
      company,
      branch: serializeBranch(resolved.branch),
      branchContact: serializeBranchContact(resolved.branchContact, resolved.branch),
    },
  });
});
