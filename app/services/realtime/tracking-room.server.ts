// The server's side of the tracking room (party/tracking-room.ts): after a shipment or its
// order changes, the room of that order's tracking id gets the new snapshot (status, rider,
// the stops still ahead) and broadcasts it; the tracking page and API read the room's last
// rider position. Best effort: realtime is an enhancement, D1 stays the source of truth.
import { getServerByName } from "partyserver";
import { now } from "~/data/clock.server";
import { trackingChannel, type RoomPosition, type TrackingSnapshot } from "~/domain/logistics/tracking";
import { otherOrderCodesOfStack, snapshotOf, trackingByOrderCode, type TrackingRecord } from "~/data/logistics/tracking.server";

const room = (env: Pick<Env, "TrackingRoom">, trackingId: string) => getServerByName(env.TrackingRoom, trackingChannel(trackingId));

async function publishRecord(env: Env, t: TrackingRecord): Promise<void> {
  await (await room(env, t.trackingId)).publish(snapshotOf(t, now(env).getTime()));
}

/**
 * Publishes the order's tracking snapshot (no-op for an order without a logistics order).
 * The other orders of the same stack are published too: one delivery changes the stops
 * still ahead of the rest.
 */
export async function publishTracking(env: Env, orderCode: string, companyId: number | null = null): Promise<void> {
  try {
    const t = await trackingByOrderCode(env, companyId, orderCode);
    if (!t) return;
    await publishRecord(env, t);
    if (t.shipment?.stackId == null) return;
    for (const code of await otherOrderCodesOfStack(env, t.companyId, t.shipment.stackId, orderCode)) {
      const other = await trackingByOrderCode(env, t.companyId, code);
      if (other) await publishRecord(env, other);
    }
  } catch (error) {
    console.error("tracking room publish failed", orderCode, error);
  }
}

/** The room's last snapshot and rider position, or null when the room cannot be reached. */
export async function trackingRoomState(env: Env, trackingId: string): Promise<{ snapshot: TrackingSnapshot | null; position: RoomPosition | null } | null> {
  try {
    return await (await room(env, trackingId)).lastState();
  } catch (error) {
    console.error("tracking room read failed", error);
    return null;
  }
}
