// The rider's position message on the tracking socket (party/tracking-room.ts validates it;
// apart from tracking.ts so that the tracking page's client chunk does not carry zod).
import { z } from "zod";

export const positionMessageSchema = z.object({
  type: z.literal("position"),
  lat: z.number().finite().min(-90).max(90),
  lng: z.number().finite().min(-180).max(180),
  accuracy: z.number().finite().nonnegative().max(100_000).optional(),
});
export type PositionMessage = z.infer<typeof positionMessageSchema>;
