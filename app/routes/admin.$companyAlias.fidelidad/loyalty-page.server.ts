// /admin/{companyAlias}/fidelidad: the owner's loyalty programme and its rewards (storefront.md §3
// "Loyalty programme", "Loyalty reward"; §5 "Loyalty redemption" reads the limits set here). The
// programme's form (?programa={id} when the company has more than one; a new one when it has
// none), the rewards' list and the form of a new reward or of one (?premio={id}). Plain forms that
// post here and redirect back with ?hecho=…; a bad form comes back with every value and the Spanish
// message of each field. The storefront reads the programme from D1: the next order earns points
// at the new percentage, and an inactive programme's 'Mis {name}' and banner go away.
import { data, redirect } from "@remix-run/cloudflare";
import { z } from "zod";
import {
  createLoyaltyProgram,
  createLoyaltyReward,
  listLoyaltySettings,
  loyaltyContactChoices,
  saveLoyaltyProgram,
  saveLoyaltyReward,
  type StoredLoyaltyProgram,
  type StoredLoyaltyReward,
} from "~/data/customers/loyalty-settings.server";
import { formatPoints } from "~/domain/checkout/loyalty";
import {
  loyaltyProgramFields,
  loyaltyProgramFormValues,
  loyaltyRewardFields,
  loyaltyRewardFormValues,
  MSG_PROGRAM_CONFLICT,
  MSG_REWARD_CONFLICT,
  parseLoyaltyProgramForm,
  parseLoyaltyRewardForm,
  type LoyaltyPlaces,
} from "~/domain/checkout/loyalty-programme-form";
import { requireBackOffice } from "~/http/shop-auth.server";
import { menuEditor } from "../admin.$companyAlias.carta/catalogue.server";

const NO_STORE = { "Cache-Control": "private, no-store" };
const notFound = () => data("No encontramos lo que buscas", { status: 404, headers: NO_STORE });

const NOTICES: Record<string, string> = {
  "programa-creado": "Programa creado. Los clientes ya suman puntos con sus pedidos.",
  "programa-guardado": "Programa guardado. Rige desde el próximo pedido.",
  "premio-creado": "Premio creado.",
  "premio-guardado": "Premio guardado.",
};

const idParam = (url: URL, name: string) => {
  const raw = url.searchParams.get(name);
  if (raw === null) return null;
  return /^\d{1,9}$/.test(raw) ? Number(raw) : "bad";
};

const programSeen = (p: StoredLoyaltyProgram) => JSON.stringify([loyaltyProgramFormValues(p), p.storedContactIds]);
const rewardSeen = (r: StoredLoyaltyReward) => JSON.stringify(loyaltyRewardFormValues(r));

export type LoyaltyActionData = {
  form: "programa" | "premio";
  errors: Record<string, string>;
  values: Record<string, string>;
  branchContactIds: string[];
  message: string | null;
};

function programForm(p: StoredLoyaltyProgram | null) {
  if (!p) return { programId: null as number | null, title: "Nuevo programa de puntos", values: null as Record<string, string> | null, branchContactIds: [] as string[], seen: null as string | null };
  const { branchContactIds, ...values } = loyaltyProgramFormValues(p);
  return { programId: p.id as number | null, title: `Programa ${p.name}`, values: values as Record<string, string> | null, branchContactIds, seen: programSeen(p) as string | null };
}

export async function loyaltyLoader(env: Env, request: Request, companyAlias: string) {
  const access = await requireBackOffice(request, env, companyAlias);
  const url = new URL(request.url);
  const [programId, rewardId] = [idParam(url, "programa"), idParam(url, "premio")];
  if (programId === "bad" || rewardId === "bad") throw notFound();
  const [{ programs, rewards }, contacts] = await Promise.all([listLoyaltySettings(env, access.company.id), loyaltyContactChoices(env, access.company.id)]);
  const program = programId === null ? programs[0] ?? null : programs.find((p) => p.id === programId) ?? null;
  if (programId !== null && !program) throw notFound();
  const reward = rewardId === null ? null : rewards.find((r) => r.id === rewardId) ?? null;
  if (rewardId !== null && !reward) throw notFound();
  const branchName = new Map(access.branches.map((b) => [b.id, b.name]));
  const contactName = new Map(contacts.map((c) => [c.id, c.name]));
  return data(
    {
      nav: { companyAlias: access.company.alias, companyName: access.company.name, personName: access.person.name },
      notice: NOTICES[url.searchParams.get("hecho") ?? ""] ?? null,
      programs: programs.map((p) => ({ id: p.id, name: p.name, branch: p.branchId === null ? "Todas las sucursales" : branchName.get(p.branchId) ?? "", active: p.active })),
      program: programForm(program),
      rewards: rewards.map((r) => ({
        id: r.id,
        name: r.name,
        amount: `${formatPoints(r.amount)} puntos`,
        place: [r.branchId === null ? "Todas las sucursales" : branchName.get(r.branchId) ?? "", r.branchContactId === null ? "" : contactName.get(r.branchContactId) ?? ""].filter(Boolean).join(" · "),
        active: r.active,
      })),
      reward: reward
        ? { rewardId: reward.id as number | null, title: `Editar ${reward.name}`, values: loyaltyRewardFormValues(reward) as Record<string, string> | null, seen: rewardSeen(reward) as string | null }
        : { rewardId: null as number | null, title: "Nuevo premio", values: null as Record<string, string> | null, seen: null as string | null },
      branches: access.branches.map((b) => ({ id: b.id, name: b.name })),
      contacts: contacts.map((c) => ({ id: c.id, name: c.name, branch: branchName.get(c.branchId) ?? "" })),
    },
    { headers: NO_STORE },
  );
}

const intent = z.object({
  intent: z.enum(["crear-programa", "guardar-programa", "crear-premio", "guardar-premio"]),
  programId: z.string().regex(/^\d{1,9}$/).transform(Number).optional(),
  rewardId: z.string().regex(/^\d{1,9}$/).transform(Number).optional(),
  visto: z.string().max(4000).optional(),
});

export async function loyaltyAction(env: Env, request: Request, companyAlias: string) {
  const access = await requireBackOffice(request, env, companyAlias);
  const formData = await request.formData();
  const form = Object.fromEntries([...formData.entries()].filter(([k]) => k !== "branchContactIds"));
  const branchContactIds = formData.getAll("branchContactIds").map((v) => (typeof v === "string" ? v.slice(0, 12) : "")).slice(0, 200);
  const values = Object.fromEntries(Object.entries(form).map(([k, v]) => [k, typeof v === "string" ? v.slice(0, 200) : ""]));
  const which: LoyaltyActionData["form"] = String(form.intent ?? "").endsWith("premio") ? "premio" : "programa";
  const fail = (status: number, errors: Record<string, string>, message: string | null = null) =>
    data<LoyaltyActionData>({ form: which, errors, values, branchContactIds, message }, { status, headers: NO_STORE });
  const what = intent.safeParse(form);
  if (!what.success) return fail(400, {}, "No pudimos leer el formulario. Vuelva a abrir la página e intente de nuevo.");
  const { intent: action, programId, rewardId, visto } = what.data;
  if ((action === "guardar-programa" && programId === undefined) || (action === "guardar-premio" && rewardId === undefined)) return fail(400, {}, "No pudimos leer el formulario. Vuelva a abrir la página e intente de nuevo.");
  const contacts = await loyaltyContactChoices(env, access.company.id);
  const places: LoyaltyPlaces = { branches: access.branches, contacts };
  const who = menuEditor(env, access);
  const firstBranch = access.branches[0]?.id;
  if (firstBranch === undefined) throw notFound();
  const base = `/admin/${access.company.alias}/fidelidad`;

  if (action === "crear-programa" || action === "guardar-programa") {
    const fields = loyaltyProgramFields.safeParse({ ...form, branchContactIds });
    if (!fields.success) return fail(400, {}, "Revise los datos del formulario: hay campos demasiado largos.");
    const parsed = parseLoyaltyProgramForm(fields.data, places);
    if (!parsed.ok) return fail(400, parsed.errors, "Revise los campos marcados.");
    const auditBranch = parsed.draft.branchId ?? firstBranch;
    if (action === "crear-programa") {
      await createLoyaltyProgram(env, who, parsed.draft, auditBranch);
      return redirect(`${base}?hecho=programa-creado`, { headers: NO_STORE });
    }
    const current = (await listLoyaltySettings(env, access.company.id)).programs.find((p) => p.id === programId);
    if (!current) throw notFound();
    if (visto !== programSeen(current)) return fail(409, {}, MSG_PROGRAM_CONFLICT);
    if ((await saveLoyaltyProgram(env, who, current, parsed.draft, auditBranch)) === "conflict") return fail(409, {}, MSG_PROGRAM_CONFLICT);
    return redirect(`${base}?programa=${current.id}&hecho=programa-guardado`, { headers: NO_STORE });
  }

  const fields = loyaltyRewardFields.safeParse(form);
  if (!fields.success) return fail(400, {}, "Revise los datos del formulario: hay campos demasiado largos.");
  const parsed = parseLoyaltyRewardForm(fields.data, places);
  if (!parsed.ok) return fail(400, parsed.errors, "Revise los campos marcados.");
  const auditBranch = parsed.draft.branchId ?? firstBranch;
  if (action === "crear-premio") {
    await createLoyaltyReward(env, who, parsed.draft, auditBranch);
    return redirect(`${base}?hecho=premio-creado#premios`, { headers: NO_STORE });
  }
  const current = (await listLoyaltySettings(env, access.company.id)).rewards.find((r) => r.id === rewardId);
  if (!current) throw notFound();
  if (visto !== rewardSeen(current)) return fail(409, {}, MSG_REWARD_CONFLICT);
  if ((await saveLoyaltyReward(env, who, current, parsed.draft, auditBranch)) === "conflict") return fail(409, {}, MSG_REWARD_CONFLICT);
  return redirect(`${base}?premio=${current.id}&hecho=premio-guardado#premios`, { headers: NO_STORE });
}
