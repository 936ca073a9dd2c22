import { Server, type Connection, type WSMessage } from "partyserver";

/**
 * One room per location's orders board (room `board-{branchContactId}`). The server publishes
 * a new order and every status change through `publish` (Durable Object RPC, never reachable
 * from a socket); the boards only listen. Who may connect is decided in the Worker on the
 * upgrade (workers/board-access.ts: the console session of someone working at the location).
 * Nothing is replayed on connect: a board that (re)connects reloads its data instead.
 */
export class BoardRoom extends Server<Env> {
  static options = { hibernate: true };

  onMessage(_connection: Connection, _message: WSMessage) {}

  onRequest(): Response {
    return new Response("Method Not Allowed", { status: 405 });
  }

  async publish(event: Record<string, unknown>): Promise<number> {
    this.broadcast(JSON.stringify(event));
    return [...this.getConnections()].length;
  }
}
