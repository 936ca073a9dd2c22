import { Server, type Connection, type WSMessage } from "partyserver";

/**
 * One room per order (room name = order code). The server publishes status
 * changes through `publish` (Durable Object RPC, never reachable from a socket);
 * diners only listen. Clients' own messages are ignored so that nobody can
 * spoof an update to other diners.
 */
export class OrderRoom extends Server<Env> {
  static options = { hibernate: true };

  onStart() {
    this.ensureTable();
  }

  private ensureTable() {
    this.sql`CREATE TABLE IF NOT EXISTS last_event (id INTEGER PRIMARY KEY CHECK (id = 1), body TEXT NOT NULL)`;
  }

  onConnect(connection: Connection) {
    // A late subscriber sees the latest state at once instead of waiting for the next change.
    const [row] = this.sql<{ body: string }>`SELECT body FROM last_event WHERE id = 1`;
    if (row) connection.send(row.body);
  }

  onMessage(_connection: Connection, _message: WSMessage) {}

  onRequest(): Response {
    return new Response("Method Not Allowed", { status: 405 });
  }

  async publish(event: Record<string, unknown>): Promise<number> {
    const body = JSON.stringify(event);
    // An RPC call can reach a room nobody has connected to yet (onStart has not run).
    this.ensureTable();
    this.sql`INSERT OR REPLACE INTO last_event (id, body) VALUES (1, ${body})`;
    this.broadcast(body);
    return [...this.getConnections()].length;
  }
}
