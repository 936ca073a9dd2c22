// The shipment, stack and rider calls of logistics.md §7 (GET/PUT /api/shipments/{id},
// GET /api/shipments, GET /api/shipments/rider, GET /api/shipmentstacks, GET/PUT
// /api/stacking/{id}, GET api/shipments/order/{logisticsOrderId}) and the calls the
// spec leaves unnamed (cancel, advance, select, delivery-key reset): the rider's bearer
// token (requireStaff, 403 otherwise), the JSON shapes of §3 Shipment / Shipment stack.
import { z } from "zod";
import { fleetLocation } from "~/data/logistics/fleet.server";
import { shipmentScope, stackScope, type ShipmentRecord, type StackRecord } from "~/data/logistics/shipment-read.server";
import { isShipmentStatus, namesStep, type ShipmentStatus } from "~/domain/logistics/shipment-status";
import { RIDER_TEXT } from "~/domain/logistics/rider-messages";
import { selectedIndex, sortStack } from "~/domain/logistics/stack-order";
import { apiError, apiJson } from "~/http/api.server";
import { optionalStaff, requireStaff } from "~/http/staff-auth.server";
import { destinationLine, type RiderIdentity, type RiderScreen, type ShipmentTarget } from "~/services/logistics/rider-screen.server";
import type { ActionOutcome } from "~/services/logistics/shipment-actions.server";

/** The rider of the request for the location owning shipment/stack `target`; 404 when it does not exist, 403 when not theirs. */
export async function requireRiderFor(request: Request, env: Env, target: ShipmentTarget): Promise<RiderIdentity> {
  const scope = target.type === "simple" ? await shipmentScope(env, target.id) : await stackScope(env, target.id);
  if (!scope) throw apiError(404, RIDER_TEXT.notFound);
  return requireStaff(request, env, { role: "rider", companyId: scope.companyId, branchContactId: scope.branchContactId, as: "api" });
}

/**
 * The rider of the request at `branchContactId` (the list calls' query). §8: a 403 on the
 * shipment list says 'No tienes permisos para ver los envíos' (no token, an expired one, or
 * a rider of another location or tenant).
 */
export async function requireRiderAt(request: Request, env: Env, companyId: number, branchContactId: number): Promise<RiderIdentity> {
  const rider = await optionalStaff(request, env, { role: "rider", companyId, branchContactId, as: "api" });
  if (!rider) throw listForbidden();
  return rider;
}

/** §8 'No tienes permisos para ver los envíos': the 403 of the shipment and order lists. */
export const listForbidden = (): Response => apiError(403, RIDER_TEXT.noPermission);

/** §8 'Hubo un error buscando los envíos…': a list read that failed (storage) answers 503 with it. */
export async function listOr503<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error("shipment list failed", error);
    throw apiError(503, RIDER_TEXT.listError);
  }
}

/** §8 'Hubo un error pasando el envío de estado…': an action whose write failed (storage) answers 503 with it. */
async function actionOr503(work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error("shipment action failed", error);
    return apiError(503, RIDER_TEXT.advanceError);
  }
}

/** §3 Shipment. The customer's name and phone only go to the rider holding it (§6 ownership checks). */
export function shipmentJson(r: ShipmentRecord, viewer: Pick<RiderIdentity, "staffId"> | null) {
  const s = r.shipment;
  const mine = viewer !== null && s.riderId === viewer.staffId;
  return {
    id: s.id,
    status: s.status,
    createdAt: s.createdAt,
    updatedAt: s.updatedAt,
    stackingOrder: s.stackingOrder,
    returnShipment: s.returnShipment,
    providerName: s.provider,
    shipmentStackId: s.stackId,
    codeToShow: r.order.code,
    logisticsOrder: { id: s.logisticsOrderId, dinerOrderCode: r.order.code, branchContactId: s.branchContactId },
    order: {
      code: r.order.code,
      customerName: mine ? r.order.customerName : null,
      customerPhone: mine ? r.order.customerPhone : null,
      destination: { lat: s.dropOffLat, lng: s.dropOffLng, address: destinationLine(r.order.destination) },
      paymentMethod: r.order.paymentMethod,
      total: r.order.total,
      paysWith: r.order.paysWith,
    },
    rider: s.riderId === null ? null : { id: s.riderId, name: s.riderName, phone: mine ? s.riderPhone : null },
  };
}

/**
 * §3 Shipment stack: `shipments` sorted as the screen shows them (delivered first,
 * cancelled last), `selectedIndex` the screen's shipment in that list (§4 selection), and
 * `stacks` the stops of the route in stackingOrder (docs/decisions.md "Shipment stack JSON").
 */
export function stackJson(r: StackRecord, viewer: Pick<RiderIdentity, "staffId"> | null) {
  const sorted = sortStack(r.shipments.map((x) => ({ ...x.shipment, record: x })));
  const route = [...r.shipments].sort((a, b) => a.shipment.stackingOrder - b.shipment.stackingOrder || a.shipment.id - b.shipment.id);
  return {
    id: r.stack.id,
    shipmentStackId: r.stack.id,
    status: r.stack.status,
    providerName: r.stack.provider,
    createdAt: r.stack.createdAt,
    updatedAt: r.stack.updatedAt,
    returnStack: r.stack.returnStack,
    selectedShipmentId: r.stack.selectedShipmentId,
    rider: r.stack.riderId === null ? null : { id: r.stack.riderId, name: r.stack.riderName },
    shipments: sorted.map((x) => shipmentJson(x.record, viewer)),
    selectedIndex: selectedIndex(sorted, r.stack.selectedShipmentId),
    stacks: route.map((x) => ({
      stackingOrder: x.shipment.stackingOrder,
      shipmentId: x.shipment.id,
      codeToShow: x.order.code,
      status: x.shipment.status,
      destination: { lat: x.shipment.dropOffLat, lng: x.shipment.dropOffLng, address: destinationLine(x.order.destination) },
    })),
  };
}

/** What an action call answers: 200 with the screen's next step, or the Spanish error with its status. */
export function outcomeJson(outcome: ActionOutcome): Response {
  if (!outcome.ok) {
    return apiJson(
      { error: { status: outcome.status, message: outcome.message }, expiredByOther: outcome.screen?.expiredByOther ?? false, screen: outcome.screen ? screenJson(outcome.screen) : null },
      { status: outcome.status, cache: "none" },
    );
  }
  return apiJson({ message: outcome.message, screen: screenJson(outcome.screen) }, { cache: "none" });
}

/** The screen as JSON: status, owner, next action and the cancel label (the app's slider and buttons). */
export function screenJson(s: RiderScreen) {
  return {
    type: s.type,
    id: s.id,
    status: s.status,
    owner: s.owner,
    expiredByOther: s.expiredByOther,
    inProgress: s.inProgress,
    selectedShipmentId: s.shipments[s.selected]?.id ?? null,
    nextAction: s.step ? { label: s.step.label, from: s.step.from, to: s.step.to, needsDeliveryKey: s.needsKey } : null,
    cancel: s.cancel,
    directions: s.links,
  };
}

// ---------------------------------------------------------------- bodies
const MSG_BODY = "El cuerpo de la solicitud no es válido.";
const status = z.string({ required_error: "Falta el estado (status).", invalid_type_error: "El estado (status) no es válido." })
  .refine(isShipmentStatus, "El estado (status) no es válido.")
  .transform((x) => x as ShipmentStatus);
const slider = z.number({ invalid_type_error: RIDER_TEXT.sliderBelow }).min(0, RIDER_TEXT.sliderBelow).max(100, RIDER_TEXT.sliderBelow);

/** §7 PUT /api/shipments/{id} and /api/stacking/{id}: id, status, rider_phone, rider_name, rider_id (+ ours: slider, deliveryKey). */
export const updateBodySchema = z.object(
  {
    id: z.coerce.number({ invalid_type_error: "El id no es válido." }).int().positive().optional(),
    status,
    rider_id: z.coerce.number({ invalid_type_error: "El repartidor (rider_id) no es válido." }).int().positive().optional(),
    rider_name: z.string().max(120).optional().nullable(),
    rider_phone: z.string().max(40).optional().nullable(),
    slider: slider.optional(),
    deliveryKey: z.string().max(20).optional().nullable(),
  },
  { invalid_type_error: MSG_BODY, required_error: MSG_BODY },
);

/** Ours: POST …/advance: from (the status seen), slider, deliveryKey. */
export const advanceBodySchema = z.object(
  { from: status, slider, deliveryKey: z.string().max(20).optional().nullable() },
  { invalid_type_error: MSG_BODY, required_error: MSG_BODY },
);

export const selectBodySchema = z.object(
  { shipmentId: z.coerce.number({ invalid_type_error: "El envío (shipmentId) no es válido." }).int().positive("El envío (shipmentId) no es válido.") },
  { invalid_type_error: MSG_BODY, required_error: MSG_BODY },
);

/** The location of the rider for the list calls; an unknown branch contact is a 404. */
export async function ownFleetOf(env: Env, companyId: number, branchContactId: number) {
  return fleetLocation(env, companyId, branchContactId);
}

// ---------------------------------------------------------------- the update calls
import { advance, cancel, loadScreen, selectShipment } from "~/services/logistics/shipment-actions.server";
import { readJsonBody } from "~/http/request-body.server";
import { stepKeyOf, stepOnce } from "~/http/step-once.server";

const parse = <S extends z.ZodTypeAny>(schema: S, body: unknown): z.output<S> => {
  const r = schema.safeParse(body);
  if (!r.success) throw apiError(400, r.error.issues[0]?.message ?? MSG_BODY);
  return r.data;
};

/**
 * §7 PUT /api/shipments/{id} and PUT /api/stacking/{id}: `status` is where the rider
 * moves it — the screen's next status (advance; from IN_STORE either drop-off form, see
 * namesStep) or DRIVER_CANCELED (cancel). A status
 * that is not the next one is a 409 (the shipment moved meanwhile, or another rider has it).
 */
export async function updateCall(request: Request, env: Env, target: ShipmentTarget): Promise<Response> {
  const rider = await requireRiderFor(request, env, target);
  const body = parse(updateBodySchema, await readJsonBody(request));
  if (body.rider_id !== undefined && body.rider_id !== rider.staffId) return apiError(403, RIDER_TEXT.notYours);
  return once(env, request, rider, async () => {
    if (body.status === "DRIVER_CANCELED") return outcomeJson(await cancel(env, rider, target));
    const screen = await loadScreen(env, rider, target);
    if (!screen) return apiError(404, RIDER_TEXT.notFound);
    if (screen.expiredByOther) return outcomeJson({ ok: false, status: 409, message: RIDER_TEXT.expiredByOther, screen });
    if (!screen.step || !namesStep(screen.step, body.status)) return outcomeJson({ ok: false, status: 409, message: RIDER_TEXT.alreadyMoved, screen });
    return outcomeJson(await advance(env, rider, target, { from: screen.step.from, slider: body.slider ?? 100, deliveryKey: body.deliveryKey ?? null }));
  });
}

/** The action once per `Idempotency-Key` (docs/api.md "Idempotency keys"); 503 on a storage failure. */
function once(env: Env, request: Request, rider: RiderIdentity, work: () => Promise<Response>): Promise<Response> {
  return stepOnce(env, request, rider, stepKeyOf(request), () => actionOr503(work), apiError);
}

/** Ours: POST …/advance {from, slider, deliveryKey} (the slider's rule checked here too). */
export async function advanceCall(request: Request, env: Env, target: ShipmentTarget): Promise<Response> {
  const rider = await requireRiderFor(request, env, target);
  const body = parse(advanceBodySchema, await readJsonBody(request));
  return once(env, request, rider, async () => outcomeJson(await advance(env, rider, target, { from: body.from, slider: body.slider, deliveryKey: body.deliveryKey ?? null })));
}

/** Ours: POST …/cancel. */
export async function cancelCall(request: Request, env: Env, target: ShipmentTarget): Promise<Response> {
  const rider = await requireRiderFor(request, env, target);
  return once(env, request, rider, async () => outcomeJson(await cancel(env, rider, target)));
}

/** Ours: POST /api/stacking/{id}/select {shipmentId}. */
export async function selectCall(request: Request, env: Env, stackId: number): Promise<Response> {
  const rider = await requireRiderFor(request, env, { type: "stack", id: stackId });
  const body = parse(selectBodySchema, await readJsonBody(request));
  return once(env, request, rider, async () => outcomeJson(await selectShipment(env, rider, stackId, body.shipmentId)));
}
