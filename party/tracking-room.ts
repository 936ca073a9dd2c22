import { Server, type Connection, type ConnectionContext, type WSMessage } from "partyserver";
import { positionMessageSchema } from "../app/domain/logistics/tracking-position";
import { now } from "../app/data/clock.server";
import { snapshotOf, trackingByTrackingId } from "../app/data/logistics/tracking.server";
import { acceptsPositions, positionUpdate, ROOM_MIN_INTERVAL_MS, trackingUpdate, type RoomPosition, type TrackingSnapshot } from "../app/domain/logistics/tracking";

/**
 * The header the Worker sets (workers/tracking-access.ts, routePartykitRequest's
 * onBeforeConnect) once it has checked the rider's shift token, the tracking id's tenant,
 * the shipment's rider and status. The Worker strips it from every incoming request, so
 * only the Worker can set it; the room itself is reachable only through the Worker.
 */
export const PUBLISHER_HEADER = "x-sabores-tracking-rider";

interface PublisherState {
  riderId: number;
}

/**
 * One room per tracking id (room `tracking-{id}`, logistics.md §7 channel 'tracking-{id}').
 * Watchers (the diner's tracking page) only listen: what they send is ignored. The rider
 * holding the shipment publishes positions; the server publishes the shipment/order
 * snapshot through `publish` (Durable Object RPC, never reachable from a socket). The last
 * snapshot and the last position live in the room's SQLite storage, so a new watcher gets
 * both at once and the room survives hibernation.
 *
 * What sockets hear is filtered here (§2: shipment details only while on the way to the
 * drop-off and not lost): the snapshot without the rider's contact and the estimate
 * otherwise, and never its stops (in a stack, other diners' doors); the room computes the
 * estimate from them on each position (docs/decisions.md#logistics-staff-picker-rider-tracking).
 */
export class TrackingRoom extends Server<Env> {
  static options = { hibernate: true };

  private snapshot: TrackingSnapshot | null = null;
  private position: RoomPosition | null = null;

  onStart() {
    this.ensureTable();
    for (const row of this.sql<{ key: string; body: string }>`SELECT key, body FROM tracking_state`) {
      if (row.key === "snapshot") this.snapshot = JSON.parse(row.body);
      if (row.key === "position") this.position = JSON.parse(row.body);
    }
  }

  private ensureTable() {
    this.sql`CREATE TABLE IF NOT EXISTS tracking_state (key TEXT PRIMARY KEY, body TEXT NOT NULL)`;
  }

  private save(key: "snapshot" | "position", value: unknown | null) {
    if (value === null) this.sql`DELETE FROM tracking_state WHERE key = ${key}`;
    else this.sql`INSERT OR REPLACE INTO tracking_state (key, body) VALUES (${key}, ${JSON.stringify(value)})`;
  }

  private loading: Promise<void> | null = null;

  /**
   * A room the server has not published to yet (its publish failed, or the rows were written
   * by hand, as the bench does) reads its snapshot from D1 once: without one it would not
   * know what watchers may see, and shows them nothing. One read shared by every caller.
   */
  private ensureSnapshot(): Promise<void> {
    if (this.snapshot) return Promise.resolve();
    this.loading ??= (async () => {
      try {
        const id = /^tracking-([0-9a-f]{32})$/.exec(this.name)?.[1];
        const record = id ? await trackingByTrackingId(this.env, id) : null;
        if (record && !this.snapshot) {
          this.snapshot = snapshotOf(record, this.nowMs());
          this.save("snapshot", this.snapshot);
        }
      } catch (error) {
        console.error("tracking room snapshot read failed", error);
      }
    })();
    return this.loading;
  }

  /** The room's clock for the estimate: the app's (FIXED_NOW in tests), as the page's. */
  private nowMs(): number {
    return now(this.env).getTime();
  }

  private updateBody(): string | null {
    return this.snapshot ? JSON.stringify(trackingUpdate(this.snapshot, this.position, this.nowMs())) : null;
  }

  private positionBody(): string | null {
    const update = positionUpdate(this.snapshot, this.position, this.nowMs());
    return update ? JSON.stringify(update) : null;
  }

  async onConnect(connection: Connection<PublisherState>, ctx: ConnectionContext) {
    const rider = Number(ctx.request.headers.get(PUBLISHER_HEADER));
    if (Number.isInteger(rider) && rider > 0) connection.setState({ riderId: rider });
    await this.ensureSnapshot();
    const update = this.updateBody();
    if (update) connection.send(update);
    const position = this.positionBody();
    if (position) connection.send(position);
  }

  /** Whether this rider may publish now: the shipment's rider, in a status between pick-up and delivery. */
  private accepts(riderId: number): boolean {
    if (!this.snapshot) return true; // the Worker checked D1 at connect time; no change since
    return acceptsPositions(this.snapshot.status) && this.snapshot.riderId === riderId;
  }

  async onMessage(connection: Connection<PublisherState>, message: WSMessage) {
    const riderId = connection.state?.riderId;
    if (!riderId || typeof message !== "string" || message.length > 512) return; // diners only listen
    await this.ensureSnapshot();
    if (!this.accepts(riderId)) {
      connection.close(4003, "shipment ended");
      return;
    }
    let parsed;
    try {
      parsed = positionMessageSchema.safeParse(JSON.parse(message));
    } catch {
      return;
    }
    if (!parsed.success || parsed.data.lat === 0 || parsed.data.lng === 0) return;
    const at = Date.now();
    if (this.position && this.position.riderId === riderId && at - this.position.at < ROOM_MIN_INTERVAL_MS) return;
    const position: RoomPosition = { type: "position", lat: parsed.data.lat, lng: parsed.data.lng, accuracy: parsed.data.accuracy ?? null, riderId, at };
    this.position = position;
    this.save("position", position);
    const body = this.positionBody();
    if (body) this.broadcast(body, [connection.id]);
  }

  onRequest(): Response {
    return new Response("Method Not Allowed", { status: 405 });
  }

  /** Server side: the shipment or the order changed. Returns the number of sockets that heard it. */
  async publish(snapshot: TrackingSnapshot): Promise<number> {
    this.ensureTable();
    const riderChanged = this.snapshot?.riderId !== snapshot.riderId;
    this.snapshot = snapshot;
    this.save("snapshot", snapshot);
    // A position of a rider who no longer holds the shipment is not shown as this one's.
    if (riderChanged && this.position && this.position.riderId !== snapshot.riderId) {
      this.position = null;
      this.save("position", null);
    }
    this.broadcast(this.updateBody()!);
    const position = this.positionBody();
    if (position) this.broadcast(position);
    // An ended (or lost) shipment stops accepting positions: its publishers are let go.
    for (const c of this.getConnections<PublisherState>()) {
      const rider = c.state?.riderId;
      if (rider && !this.accepts(rider)) c.close(4003, "shipment ended");
    }
    return [...this.getConnections()].length;
  }

  /** The last snapshot and position (the server-rendered page and the tracking API). */
  async lastState(): Promise<{ snapshot: TrackingSnapshot | null; position: RoomPosition | null }> {
    return { snapshot: this.snapshot, position: this.position };
  }
}
