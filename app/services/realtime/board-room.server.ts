// The server's side of a location's board room (party/board-room.ts, room `board-{branchContactId}`):
// a new order or a status change of one of its orders reaches every open board of the location.
// Best effort: realtime is an enhancement, D1 stays the source of truth (a board that missed an
// event catches up by reloading its data on reconnect).
import type { OrderStatus } from "~/domain/orders/order-status";

export type BoardRoomEvent =
  | { type: "new"; code: string }
  | { type: "status"; code: string; status: OrderStatus }
  | { type: "delay"; code: string };

export const boardRoomName = (branchContactId: number) => `board-${branchContactId}`;

export async function publishBoardChange(env: Env, branchContactId: number, event: BoardRoomEvent): Promise<void> {
  try {
    await env.BoardRoom.get(env.BoardRoom.idFromName(boardRoomName(branchContactId))).publish({ ...event, at: Date.now() });
  } catch (error) {
    console.error("board room publish failed", branchContactId, error);
  }
}
