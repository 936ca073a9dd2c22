// The detail page's form (one form, three intents): advance with the slider's value
// (and the delivery key on the last step), cancel, select a stack's shipment.
import { z } from "zod";
import { isShipmentStatus, type ShipmentStatus } from "~/domain/logistics/shipment-status";
import { RIDER_TEXT } from "~/domain/logistics/rider-messages";

export const MSG_BAD_FORM = "No pudimos leer el formulario. Actualiza la pantalla e inténtalo de nuevo.";

const status = z.string().refine(isShipmentStatus, MSG_BAD_FORM).transform((s) => s as ShipmentStatus);
const slider = z.coerce.number({ invalid_type_error: RIDER_TEXT.sliderBelow }).int(RIDER_TEXT.sliderBelow).min(0, RIDER_TEXT.sliderBelow).max(100, RIDER_TEXT.sliderBelow);

export const shipmentFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("advance"), from: status, slider, deliveryKey: z.string().max(20).optional() }),
  z.object({ intent: z.literal("cancel") }),
  z.object({ intent: z.literal("select"), shipmentId: z.coerce.number().int().positive(MSG_BAD_FORM) }),
]);
export type ShipmentForm = z.infer<typeof shipmentFormSchema>;

/** A target from the URL: shipmentType simple (the default) or stack, a numeric id. */
export function parseTarget(type: string | undefined, id: string | undefined): { type: "simple" | "stack"; id: number } | null {
  const t = type === "stack" ? "stack" : type === "simple" || type === undefined ? "simple" : null;
  if (!t || !id || !/^\d{1,12}$/.test(id)) return null;
  return { type: t, id: Number(id) };
}
