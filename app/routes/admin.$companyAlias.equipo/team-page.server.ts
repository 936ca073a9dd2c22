// /admin/{companyAlias}/equipo: the owner's team. Per location its riders and pickers (on shift
// or not; add, remove) and its two security codes ('Cambiar código': a new random code shown
// once), then the console's people (add, change role and locations, remove). Every form posts
// here and redirects back with ?hecho=<key>; a bad form comes back (400) with its values and a
// Spanish message. Ids of another company's rows are 404, like the rest of the back office.
import { parseWithZod } from "@conform-to/zod";
import { data, redirect } from "@remix-run/cloudflare";
import { now } from "~/data/clock.server";
import { addShopPerson, listShopPeople, removeShopPerson, updateShopPerson, type ShopPersonChange } from "~/data/shop/shop-team.server";
import { addTeamMember, hasSecurityCode, listTeam, locationCodeBlocked, teamLocations } from "~/data/staff/team.server";
import { STAFF_ROLES, type StaffRole } from "~/domain/logistics/staff";
import { SHOP_ROLE_LABEL } from "~/domain/shop/shop-roles";
import { codeBlockedAlert, newCodeShown, TEAM_TEXT, teamFormSchema, teamNotice, type TeamNoticeKey } from "~/domain/shop/team-form";
import { formatPhoneInternational } from "~/domain/checkout/phone";
import { appCookie, overHttps } from "~/http/cookie.server";
import { requireBackOffice } from "~/http/shop-auth.server";
import { removeStaffMember, rotateSecurityCode } from "~/services/team/team.server";

const NO_STORE = { "Cache-Control": "private, no-store" };
const NOT_FOUND = "No encontramos lo que buscas";

/**
 * The new code travels from the change to the page that shows it in a signed httpOnly cookie
 * read once (never in the address, which history and logs keep), and is forgotten there.
 */
function newCodeCookie(env: Env, request: Request, companyAlias: string) {
  // The company's back office: the page's data requests (`…/equipo.data` with JavaScript) carry it too.
  return appCookie(env, "__sabores_codigo_nuevo", { maxAgeSeconds: 300, secure: overHttps(request), path: `/admin/${companyAlias}`, sameSite: "strict" });
}

type ShownCode = { branchContactId: number; role: StaffRole; code: string };
const isShownCode = (v: unknown): v is ShownCode =>
  !!v && typeof v === "object" && typeof (v as ShownCode).code === "string" && /^\d{4}$/.test((v as ShownCode).code) && STAFF_ROLES.includes((v as ShownCode).role) && Number.isInteger((v as ShownCode).branchContactId);

export async function teamLoader(env: Env, request: Request, companyAlias: string) {
  const access = await requireBackOffice(request, env, companyAlias);
  const companyId = access.company.id;
  const nowMs = now(env).getTime();
  const [locations, team, people] = await Promise.all([teamLocations(env, companyId), listTeam(env, companyId, nowMs), listShopPeople(env, companyId)]);
  const blocked = await Promise.all(
    locations.flatMap((l) =>
      STAFF_ROLES.map(async (role) => {
        const place = { companyId, branchContactId: l.id };
        const [isBlocked, exists] = await Promise.all([locationCodeBlocked(env, place, role, Math.floor(nowMs / 1000)), hasSecurityCode(env, place, role)]);
        return { branchContactId: l.id, role, locationName: l.name, blocked: isBlocked, exists };
      }),
    ),
  );
  const cookie = newCodeCookie(env, request, access.company.alias);
  const shown = await cookie.parse(request.headers.get("Cookie"));
  const headers: HeadersInit = shown ? { ...NO_STORE, "Set-Cookie": await cookie.serialize("", { maxAge: 0 }) } : NO_STORE;
  const shownLocation = isShownCode(shown) ? locations.find((l) => l.id === shown.branchContactId) : undefined;
  const nameOf = (id: number) => locations.find((l) => l.id === id)?.name ?? "";
  return data(
    {
      nav: { companyAlias: access.company.alias, companyName: access.company.name, personName: access.person.name },
      notice: teamNotice(new URL(request.url).searchParams.get("hecho")),
      newCode: shownLocation && isShownCode(shown) ? { branchContactId: shownLocation.id, text: newCodeShown(shown.role, shownLocation.name, shown.code) } : null,
      alerts: blocked.filter((b) => b.blocked).map((b) => ({ branchContactId: b.branchContactId, role: b.role, text: codeBlockedAlert(b.role, b.locationName) })),
      locations: locations.map((l) => ({
        id: l.id,
        name: l.name,
        codes: blocked.filter((b) => b.branchContactId === l.id).map((b) => ({ role: b.role, blocked: b.blocked, exists: b.exists })),
        staff: STAFF_ROLES.map((role) => ({
          role,
          people: team.filter((m) => m.branchContactId === l.id && m.role === role).map((m) => ({ id: m.id, name: m.name, phone: formatPhoneInternational(m.phone), onShift: m.onShift })),
        })),
      })),
      people: people.map((p) => ({
        id: p.id,
        name: p.name,
        phone: formatPhoneInternational(p.phone),
        role: p.role,
        roleLabel: p.roleTitle ?? SHOP_ROLE_LABEL[p.role],
        locationIds: p.branchContactIds,
        locationNames: p.role === "owner" ? "Todos los locales" : p.branchContactIds.map(nameOf).filter(Boolean).join(", "),
        isMe: p.id === access.person.id,
      })),
    },
    { headers },
  );
}

/** Which form an answer belongs to: the page shows the error and the values there. */
export type TeamActionData = { form: string; error: string; values: Record<string, string | string[]> };

function formKeyOf(form: FormData): string {
  const intent = String(form.get("intent") ?? "");
  if (intent === "agregar-equipo" || intent === "cambiar-codigo") return `${intent}:${form.get("branchContactId")}:${form.get("role")}`;
  if (intent === "guardar-persona" || intent === "quitar-persona") return `persona:${form.get("personId")}`;
  if (intent === "quitar-equipo") return `equipo:${form.get("staffId")}`;
  return intent;
}

function valuesOf(form: FormData): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const key of ["name", "phone", "role"]) values[key] = String(form.get(key) ?? "").slice(0, 100);
  values.locations = form.getAll("locations").map(String).slice(0, 200);
  return values;
}

const refused = (form: FormData, error: string, status = 400) => data<TeamActionData>({ form: formKeyOf(form), error, values: valuesOf(form) }, { status, headers: NO_STORE });

const PERSON_REFUSAL: Record<Exclude<ShopPersonChange, "changed">, string | null> = { notFound: null, lastOwner: TEAM_TEXT.lastOwner };

export async function teamAction(env: Env, request: Request, companyAlias: string) {
  const access = await requireBackOffice(request, env, companyAlias);
  const companyId = access.company.id;
  const locations = await teamLocations(env, companyId);
  const form = await request.formData();
  const countryOf = (id: number) => locations.find((l) => l.id === id)?.country ?? "ar";
  const submission = parseWithZod(form, { schema: teamFormSchema(countryOf, locations[0]?.country ?? "ar") });
  if (submission.status !== "success") {
    const error = Object.values(submission.error ?? {}).flat().find(Boolean) ?? TEAM_TEXT.badRequest;
    return refused(form, error);
  }
  const input = submission.value;
  const back = (done: TeamNoticeKey, headers: HeadersInit = {}) => redirect(`/admin/${access.company.alias}/equipo?hecho=${done}`, { headers: { ...NO_STORE, ...headers } });
  // A location id must be one of this company's: another tenant's reads as unknown.
  const ownLocation = (id: number) => {
    if (!locations.some((l) => l.id === id)) throw data(NOT_FOUND, { status: 404, headers: NO_STORE });
    return { companyId, branchContactId: id };
  };
  const nowMs = now(env).getTime();
  switch (input.intent) {
    case "agregar-equipo": {
      const added = await addTeamMember(env, ownLocation(input.branchContactId), input.role, { name: input.name, phone: input.phone }, nowMs);
      return added ? back("equipo-agregado") : refused(form, TEAM_TEXT.staffExists, 409);
    }
    case "quitar-equipo": {
      const removed = await removeStaffMember(env, companyId, input.staffId);
      if (!removed.ok) throw data(NOT_FOUND, { status: 404, headers: NO_STORE });
      return back(removed.handedBack ? "equipo-quitado-envio" : "equipo-quitado");
    }
    case "cambiar-codigo": {
      const place = ownLocation(input.branchContactId);
      const code = await rotateSecurityCode(env, place, input.role);
      const cookie = await newCodeCookie(env, request, access.company.alias).serialize({ branchContactId: place.branchContactId, role: input.role, code } satisfies ShownCode);
      return back("codigo-cambiado", { "Set-Cookie": cookie });
    }
    case "agregar-persona": {
      for (const id of input.locations) ownLocation(id);
      const added = await addShopPerson(env, companyId, { phone: input.phone, name: input.name, role: input.role, branchContactIds: input.locations }, nowMs);
      return added ? back("persona-agregada") : refused(form, TEAM_TEXT.personExists, 409);
    }
    case "guardar-persona":
    case "quitar-persona": {
      if (input.intent === "guardar-persona") for (const id of input.locations) ownLocation(id);
      const outcome =
        input.intent === "guardar-persona"
          ? await updateShopPerson(env, companyId, input.personId, { role: input.role, branchContactIds: input.locations })
          : await removeShopPerson(env, companyId, input.personId, nowMs);
      if (outcome === "changed") return back(input.intent === "guardar-persona" ? "persona-guardada" : "persona-quitada");
      const message = PERSON_REFUSAL[outcome];
      if (!message) throw data(NOT_FOUND, { status: 404, headers: NO_STORE });
      return refused(form, message, 409);
    }
  }
}
