// logistics/{alias}/shipments/{simple|stack}/{id} (logistics.md §2 Shipment detail, §4):
// 'Ver envíos' (hidden while in progress), 'Actualizar', the stack's selectable
// shipments and route button, the 'Recibe' card, directions links, cancel with its
// confirmation, and the slide-to-advance control. Works without JavaScript (one
// form, POST → redirect); with it the same form submits in place.
import { json, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { riderInProgress, shipmentScope } from "~/data/logistics/shipment-read.server";
import { RIDER_TEXT } from "~/domain/logistics/rider-messages";
import { selectedChangedMessage } from "~/domain/logistics/stack-order";
import { advance, cancel, loadScreen, selectShipment } from "~/services/logistics/shipment-actions.server";
import { isNoticeKey, requireRiderPage, shipmentPath, shipmentsPath } from "~/views/rider-page.server";
import riderStyles from "~/styles/rider.css?url";
import staffStyles from "~/styles/staff.css?url";
import pendingStyles from "~/styles/pending-steps.css?url";
import { ShipmentScreenView } from "./shipment-screen";
import { riderTrackingRooms } from "~/data/logistics/tracking.server";
import { RiderPositionPublisher } from "~/ui/tracking/rider-position-publisher";
import { useLoaderData } from "@remix-run/react";
import { parseTarget, shipmentFormSchema, MSG_BAD_FORM, type ShipmentForm } from "./shipment-form.server";
import { stepKeyOf, stepOnce } from "~/http/step-once.server";
import type { RiderIdentity, ShipmentTarget } from "~/services/logistics/rider-screen.server";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: staffStyles },
  { rel: "stylesheet", href: riderStyles },
  { rel: "stylesheet", href: pendingStyles },
];
export const meta: MetaFunction = () => [{ title: "Envío · Repartidores" }, { name: "robots", content: "noindex" }];

const NOTICES = { "en-curso": RIDER_TEXT.inProgressNotice, avanzado: RIDER_TEXT.advanced, cancelado: RIDER_TEXT.canceled, "sin-envio": RIDER_TEXT.shipmentError } as const;

function notFound(): never {
  throw json(RIDER_TEXT.notFound, { status: 404 });
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const { place, rider } = await requireRiderPage(request, env, params.alias ?? "");
  const target = parseTarget(params.shipmentType, params.shipmentId);
  if (!target) notFound();
  // A stacked shipment opened alone shows its stack.
  if (target.type === "simple") {
    const scope = await shipmentScope(env, target.id);
    if (scope?.stackId != null && scope.companyId === rider.companyId) throw redirect(shipmentPath(place.alias, { type: "stack", id: scope.stackId }));
  }
  const screen = await loadScreen(env, rider, target);
  // §8 'Hubo un error buscando el envío…': back to the list, which says so.
  if (!screen) throw redirect(`${shipmentsPath(place.alias)}?aviso=sin-envio`);
  const url = new URL(request.url);
  // §2 "A rider with a shipment in progress is redirected to it with a notice."
  const busy = await riderInProgress(env, rider.companyId, rider.staffId);
  if (busy && !(busy.type === target.type && busy.id === target.id)) throw redirect(`${shipmentPath(place.alias, busy)}?aviso=en-curso`);
  const aviso = url.searchParams.get("aviso");
  const chosen = Number(url.searchParams.get("seleccionado"));
  const chosenCode = screen.shipments.find((s) => s.id === chosen)?.code ?? null;
  return json(
    {
      alias: place.alias,
      locationName: place.name,
      themeCss: place.themeCss,
      screen,
      path: shipmentPath(place.alias, target),
      listHref: shipmentsPath(place.alias),
      notice: isNoticeKey(aviso) ? NOTICES[aviso] : chosenCode ? selectedChangedMessage(chosenCode) : null,
      confirmCancel: url.searchParams.get("cancelar") === "1" && !!screen.cancel,
      // The tracking rooms this rider publishes positions to (held shipments only).
      trackingRooms: screen.owner === "me" ? await riderTrackingRooms(env, rider.companyId, rider.staffId) : [],
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action(args: ActionFunctionArgs) {
  try {
    return await riderAction(args);
  } catch (error) {
    // A thrown answer (a Response, or single fetch's `data(…, { status: 404 })`) is not a storage failure.
    if (error instanceof Response || (error as { type?: string } | null)?.type === "DataWithResponseInit") throw error;
    // §8 'Hubo un error pasando el envío de estado…': storage failed; nothing was half-written
    // (each change is one batch), so the rider can slide again.
    console.error("rider action failed", error);
    return json({ error: RIDER_TEXT.advanceError, deliveryKey: null }, { status: 503 });
  }
}

async function riderAction({ request, params, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const { place, rider } = await requireRiderPage(request, env, params.alias ?? "");
  const target = parseTarget(params.shipmentType, params.shipmentId);
  if (!target) notFound();
  const form = Object.fromEntries(await request.formData());
  const parsed = shipmentFormSchema.safeParse(form);
  if (!parsed.success) return json({ error: parsed.error.issues[0]?.message ?? MSG_BAD_FORM, deliveryKey: null }, { status: 400 });
  const input = parsed.data;
  const path = shipmentPath(place.alias, target);
  // A step replayed from the phone's offline queue carries its key: it applies once.
  return stepOnce(env, request, rider, stepKeyOf(request, form), () => riderStep(env, rider, place.alias, target, path, input), (status, error) =>
    json({ error, deliveryKey: null }, { status }),
  );
}

async function riderStep(env: Env, rider: RiderIdentity, alias: string, target: ShipmentTarget, path: string, input: ShipmentForm): Promise<Response> {
  if (input.intent === "select") {
    if (target.type !== "stack") return json({ error: MSG_BAD_FORM, deliveryKey: null }, { status: 400 });
    const r = await selectShipment(env, rider, target.id, input.shipmentId);
    if (!r.ok) return json({ error: r.message, deliveryKey: null }, { status: r.status });
    return redirect(`${path}?seleccionado=${input.shipmentId}`);
  }
  if (input.intent === "cancel") {
    const r = await cancel(env, rider, target);
    if (!r.ok) return json({ error: r.message, deliveryKey: null }, { status: r.status });
    return redirect(`${shipmentsPath(alias)}?aviso=cancelado`);
  }
  const r = await advance(env, rider, target, { from: input.from, slider: input.slider, deliveryKey: input.deliveryKey ?? null });
  if (!r.ok) return json({ error: r.message, deliveryKey: input.deliveryKey ?? null }, { status: r.status });
  return redirect(`${path}?aviso=avanzado`);
}

export default function ShipmentDetail() {
  const { trackingRooms } = useLoaderData<typeof loader>();
  return (
    <>
      <ShipmentScreenView />
      <RiderPositionPublisher rooms={trackingRooms} />
    </>
  );
}
