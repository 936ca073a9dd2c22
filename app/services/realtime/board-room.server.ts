// The server's side of a location's board room (party/board-room.ts, room `board-{branchContactId}`):
// a new order or a status change of one of its orders reaches every open board of the location,
// with the order as its card shows it: read once here, so the boards redraw that one card instead
// of each reloading the whole day. Best effort: realtime is an enhancement, D1 stays the source of
// truth (a board that missed an event catches up by reloading its data on reconnect; an event
// without its order makes the boards reload).
import { boardOrder } from "~/data/orders/console-board.server";
import { boardOrderOnScreen, type BoardOrder } from "~/domain/orders/console-board";
import type { OrderStatus } from "~/domain/orders/order-status";

export type BoardRoomChange = { type: "new"; code: string } | { type: "status"; code: string; status: OrderStatus } | { type: "delay"; code: string };

export type BoardRoomEvent = BoardRoomChange & {
  order?: BoardOrder;
  at: number;
};

export const boardRoomName = (branchContactId: number) => `board-${branchContactId}`;

export async function publishBoardChange(env: Env, branchContactId: number, change: BoardRoomChange): Promise<void> {
  try {
    const row = await boardOrder(env, branchContactId, change.code).catch((error) => {
      console.error("board room: order read failed", change.code, error);
      return null;
    });
    const event: BoardRoomEvent = {
      ...change,
      ...(row ? { order: boardOrderOnScreen(row) } : {}),
      at: Date.now(),
    };
    await env.BoardRoom.get(env.BoardRoom.idFromName(boardRoomName(branchContactId))).publish(event);
  } catch (error) {
    console.error("board room publish failed", branchContactId, error);
  }
}
