// picker/{alias}/entregas (ours): "five wrong keys lock that shipment's delivery
// until the store's staff resets it". The store's staff on shift is the location's picker
// (the same token as the picker app; docs/decisions/staff-identity-and-shift-tokens.md). The locked
// deliveries of the location, each with a plain form 'Desbloquear entrega' (POST →
// redirect → GET: works without JavaScript). The JSON twin: POST /api/shipments/{id}/deliverykey/reset.
import { json, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import staffStyles from "~/styles/staff.css?url";
import pickerStyles from "~/styles/picker.css?url";
import { lockedDeliveries } from "~/data/logistics/delivery-key-locks.server";
import { DELIVERY_RESET_TEXT } from "~/domain/logistics/delivery-key";
import { resetDeliveryKey } from "~/services/logistics/shipment-actions.server";
import { requireStaff } from "~/http/staff-auth.server";
import { loadStaffPlace } from "~/http/staff-place.server";
import { StaffShell } from "~/ui/staff/staff-shell";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: staffStyles },
  { rel: "stylesheet", href: pickerStyles },
];

export const meta: MetaFunction = () => [{ title: `${DELIVERY_RESET_TEXT.title} · Preparadores` }, { name: "robots", content: "noindex" }];

const NO_STORE = { "Cache-Control": "private, no-store" };
const NOTICES = { desbloqueada: DELIVERY_RESET_TEXT.done, "no-bloqueada": DELIVERY_RESET_TEXT.notLocked, dueno: DELIVERY_RESET_TEXT.needsOwner } as const;

async function pickerAt(request: Request, env: Env, alias: string) {
  const place = await loadStaffPlace(env, request, alias);
  await requireStaff(request, env, { role: "picker", companyId: place.companyId, branchContactId: place.branchContactId, as: "page", alias: place.alias });
  return place;
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const place = await pickerAt(request, env, params.alias ?? "");
  const locked = await lockedDeliveries(env, place.companyId, place.branchContactId);
  const aviso = new URL(request.url).searchParams.get("aviso");
  return json(
    {
      place: { name: place.name, logoFileId: place.logoFileId, header: place.header },
      themeCss: place.themeCss,
      listHref: `/picker/${encodeURIComponent(place.alias)}/pickerApp/list`,
      locked: locked.map((l) => ({ shipmentId: l.shipmentId, code: l.orderCode, riderName: l.riderName })),
      notice: aviso === "desbloqueada" || aviso === "no-bloqueada" || aviso === "dueno" ? { text: NOTICES[aviso], ok: aviso === "desbloqueada" } : null,
    },
    { headers: NO_STORE },
  );
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const place = await pickerAt(request, env, params.alias ?? "");
  const here = `/picker/${encodeURIComponent(place.alias)}/entregas`;
  // A body that is not a form names no delivery (the page's own form always is one).
  const form = await request.formData().catch(() => null);
  const shipmentId = Number(form?.get("shipmentId"));
  // Only a delivery locked at this location: the id comes from the form, the lock from D1.
  const outcome = await resetDeliveryKey(env, place, shipmentId);
  const aviso = outcome === "reset" ? "desbloqueada" : outcome === "needsOwner" ? "dueno" : "no-bloqueada";
  return redirect(`${here}?aviso=${aviso}`, { headers: NO_STORE });
}

export default function LockedDeliveries() {
  const data = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  return (
    <StaffShell
      place={data.place}
      title={DELIVERY_RESET_TEXT.title}
      back={{ href: data.listHref, label: DELIVERY_RESET_TEXT.back }}
    >
      {data.notice ? (
        <p className={`picker-note card${data.notice.ok ? "" : " picker-note--error"}`} role="status">
          {data.notice.text}
        </p>
      ) : null}
      <p className="muted">{DELIVERY_RESET_TEXT.intro}</p>
      {data.locked.length === 0 ? (
        <p className="picker-empty card">{DELIVERY_RESET_TEXT.empty}</p>
      ) : (
        <ul className="picker-list">
          {data.locked.map((l) => (
            <li key={l.shipmentId} className="picker-order card">
              <span className="picker-order__code">{`Pedido ${l.code}`}</span>
              {l.riderName ? <span className="picker-order__meta">{DELIVERY_RESET_TEXT.rider(l.riderName)}</span> : null}
              <Form method="post">
                <input type="hidden" name="shipmentId" value={l.shipmentId} />
                <button type="submit" className="button button--block" disabled={busy}>
                  {DELIVERY_RESET_TEXT.button}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </StaffShell>
  );
}
