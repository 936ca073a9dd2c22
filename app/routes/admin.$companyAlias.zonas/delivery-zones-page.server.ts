// /admin/{companyAlias}/zonas?local={locationId}: the delivery zones of one location (storefront.md
// §3 "Delivery info"): the list with their fees, a form for a new zone and the same form for one
// (&zona={id}); each zone can be deactivated, activated or deleted. Plain forms that post here and
// redirect back with ?hecho=…; a bad form comes back with every value and the Spanish message of
// each field. The storefront reads zones through its 2 s isolate cache, so diners see a change
// within seconds (app/data/tenants/delivery-zone-editor.server.ts).
import { data, redirect } from "@remix-run/cloudflare";
import { z } from "zod";
import {
  createDeliveryZone,
  deleteDeliveryZone,
  getDeliveryZone,
  listLocationZones,
  saveDeliveryZone,
  zoneLocations,
  type StoredDeliveryZone,
  type ZoneLocation,
} from "~/data/tenants/delivery-zone-editor.server";
import { countryCached } from "~/data/tenants/tenant-cache.server";
import { deliveryZoneFields, deliveryZoneFormValues, MSG_ZONE_CONFLICT, parseDeliveryZoneForm, type DeliveryZoneDraft } from "~/domain/address/zone-form";
import { formatMoney, type MoneyFormat } from "~/domain/money";
import { requireBackOffice, type BackOfficeAccess } from "~/http/shop-auth.server";
import { menuEditor } from "../admin.$companyAlias.carta/catalogue.server";

const NO_STORE = { "Cache-Control": "private, no-store" };
const notFound = () => data("No encontramos lo que buscas", { status: 404, headers: NO_STORE });

const NOTICES: Record<string, string> = {
  "zona-creada": "Zona creada. Los clientes ya la ven al ingresar su dirección.",
  "zona-guardada": "Zona guardada. Los clientes ya ven los cambios.",
  "zona-desactivada": "Zona desactivada. Ya no se hacen envíos a esa zona.",
  "zona-activada": "Zona activada. Los clientes de esa zona ya pueden pedir con envío.",
  "zona-borrada": "Zona borrada. Los pedidos anteriores conservan su costo de envío.",
};

const idOf = (raw: string | null) => (raw === null ? null : /^\d{1,9}$/.test(raw) ? Number(raw) : "bad");

async function moneyOf(env: Env, access: BackOfficeAccess, location: ZoneLocation | null): Promise<MoneyFormat | null> {
  const branch = access.branches.find((b) => b.id === location?.branchId) ?? access.branches[0];
  const country = branch ? await countryCached(env, branch.country) : null;
  return country ? { currencySymbol: country.currencySymbol, mantissaLength: country.mantissaLength } : null;
}

/** The stored state the form or a list button was opened on: the optimistic check of a write. */
const seenOf = (z: StoredDeliveryZone) => JSON.stringify(deliveryZoneFormValues(z));

/** A zone's money terms as one line of the list. */
function termsText(z: StoredDeliveryZone, money: MoneyFormat | null): string {
  const m = (n: number) => formatMoney(n, money);
  const parts = [`Envío ${z.fee === 0 ? "gratis" : m(z.fee)}`];
  if (z.cashFee !== null && z.cashFee !== z.fee) parts.push(`en efectivo ${m(z.cashFee)}`);
  parts.push(`mínimo ${m(z.minimumOrder)}`);
  if (z.freeDeliveryFrom !== null) parts.push(`envío gratis desde ${m(z.freeDeliveryFrom)}`);
  return parts.join(" · ");
}

export type DeliveryZonesActionData = { errors: Record<string, string>; values: Record<string, string>; message: string | null };

export async function deliveryZonesLoader(env: Env, request: Request, companyAlias: string) {
  const access = await requireBackOffice(request, env, companyAlias);
  const url = new URL(request.url);
  const wantedLocation = idOf(url.searchParams.get("local"));
  const wantedZone = idOf(url.searchParams.get("zona"));
  if (wantedLocation === "bad" || wantedZone === "bad") throw notFound();
  const locations = await zoneLocations(env, access.company.id);
  const editing = wantedZone === null ? null : await getDeliveryZone(env, access.company.id, wantedZone);
  if (wantedZone !== null && !editing) throw notFound();
  if (editing && wantedLocation !== null && editing.branchContactId !== wantedLocation) throw notFound();
  const locationId = editing?.branchContactId ?? wantedLocation;
  // The first location with delivery when none is named.
  const location = locationId === null ? locations[0] ?? null : locations.find((l) => l.id === locationId) ?? null;
  if (locationId !== null && !location) throw notFound();
  const [zones, money] = await Promise.all([location ? listLocationZones(env, access.company.id, location.id) : [], moneyOf(env, access, location)]);
  return data(
    {
      nav: { companyAlias: access.company.alias, companyName: access.company.name, personName: access.person.name },
      notice: NOTICES[url.searchParams.get("hecho") ?? ""] ?? null,
      locations: locations.map((l) => ({ id: l.id, name: l.name, branchName: l.branchName, delivers: l.delivers })),
      location: location ? { id: location.id, name: location.name, lat: location.lat, lng: location.lng, delivers: location.delivers } : null,
      zones: zones.map((z) => ({ id: z.id, name: z.name, polygon: z.polygon, terms: termsText(z, money), active: z.active, cashAllowed: z.cashAllowed, seen: seenOf(z) })),
      form: editing
        ? { zoneId: editing.id as number | null, title: `Editar ${editing.name}`, values: deliveryZoneFormValues(editing) as Record<string, string> | null, polygon: editing.polygon as [number, number][] | null, seen: seenOf(editing) as string | null }
        : { zoneId: null, title: "Nueva zona", values: null, polygon: null, seen: null },
    },
    { headers: NO_STORE },
  );
}

const intent = z.object({
  intent: z.enum(["crear", "guardar", "desactivar", "activar", "borrar"]),
  local: z.string().regex(/^\d{1,9}$/).transform(Number).optional(),
  zoneId: z.string().regex(/^\d{1,9}$/).transform(Number).optional(),
  visto: z.string().max(40_000).optional(),
});

export async function deliveryZonesAction(env: Env, request: Request, companyAlias: string) {
  const access = await requireBackOffice(request, env, companyAlias);
  const form = Object.fromEntries([...(await request.formData()).entries()].map(([k, v]) => [k, typeof v === "string" ? v : ""]));
  const values = Object.fromEntries(Object.entries(form).map(([k, v]) => [k, v.slice(0, k === "points" || k === "polygon" ? 40_000 : 200)]));
  const fail = (status: number, errors: Record<string, string>, message: string | null = null) => data<DeliveryZonesActionData>({ errors, values, message }, { status, headers: NO_STORE });
  const what = intent.safeParse(form);
  if (!what.success || (what.data.intent === "crear" ? what.data.local === undefined : what.data.zoneId === undefined)) return fail(400, {}, "No pudimos leer el formulario. Vuelva a abrir la página e intente de nuevo.");
  const locations = await zoneLocations(env, access.company.id);
  const who = menuEditor(env, access);
  const base = `/admin/${access.company.alias}/zonas`;

  // The zone being changed (never another company's) and its location.
  const current = what.data.zoneId === undefined ? null : await getDeliveryZone(env, access.company.id, what.data.zoneId);
  if (what.data.intent !== "crear" && !current) throw notFound();
  const location = locations.find((l) => l.id === (current?.branchContactId ?? what.data.local));
  if (!location) throw notFound();
  const back = `${base}?local=${location.id}`;

  let draft: DeliveryZoneDraft | null = null;
  if (what.data.intent === "crear" || what.data.intent === "guardar") {
    const fields = deliveryZoneFields.safeParse(form);
    if (!fields.success) return fail(400, {}, "Revise los datos del formulario: hay campos demasiado largos.");
    const parsed = parseDeliveryZoneForm(fields.data, { lat: location.lat, lng: location.lng });
    if (!parsed.ok) return fail(400, parsed.errors, "Revise los campos marcados.");
    draft = parsed.draft;
  }
  if (what.data.intent === "crear") {
    await createDeliveryZone(env, who, location, draft!);
    return redirect(`${back}&hecho=zona-creada`, { headers: NO_STORE });
  }
  const zone = current!;
  if (what.data.visto !== seenOf(zone)) return fail(409, {}, MSG_ZONE_CONFLICT);
  if (what.data.intent === "borrar") {
    const deleted = await deleteDeliveryZone(env, who, location.branchId, zone);
    if (deleted === "conflict") return fail(409, {}, MSG_ZONE_CONFLICT);
    return redirect(`${back}&hecho=zona-borrada`, { headers: NO_STORE });
  }
  if (what.data.intent === "desactivar" || what.data.intent === "activar") draft = { ...zone, active: what.data.intent === "activar" };
  const saved = await saveDeliveryZone(env, who, location.branchId, zone, draft!, what.data.intent === "guardar" ? "editar" : what.data.intent);
  if (saved === "conflict") return fail(409, {}, MSG_ZONE_CONFLICT);
  if (what.data.intent === "guardar") return redirect(`${back}&zona=${zone.id}&hecho=zona-guardada`, { headers: NO_STORE });
  return redirect(`${back}&hecho=zona-${what.data.intent === "activar" ? "activada" : "desactivada"}`, { headers: NO_STORE });
}
