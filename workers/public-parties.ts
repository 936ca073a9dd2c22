// Which realtime rooms answer under /parties/{kind}/{name}. partyserver routes that path to
// any Durable Object binding whose kebab-cased name matches `{kind}` (the rate limiter too),
// so the Worker lets through only the rooms a browser is meant to open: the order room of the
// follow-up page, the tracking room of a delivery and a location's board room (the console; its
// socket is authorised on upgrade, workers/board-access.ts). Everything else is a 404.

/** The rooms a browser opens, by the kebab-case name partyserver gives their binding. */
const PUBLIC_PARTIES = ["order-room", "tracking-room", "board-room"] as const;
export type PublicParty = (typeof PUBLIC_PARTIES)[number];

/** `{ kind, name }` of a public room's path, or null for any other /parties/ path. */
export function publicPartyOf(pathname: string): { kind: PublicParty; name: string } | null {
  const match = /^\/parties\/([^/]+)\/([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  const kind = PUBLIC_PARTIES.find((k) => k === match[1]);
  return kind ? { kind, name: match[2] } : null;
}

/** The order code an order room carries in its name (`order-{code}`, as app/services/realtime/order-room.server.ts publishes), or null. */
export function orderCodeOfRoom(name: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(name);
  } catch {
    return null;
  }
  const match = /^order-(.+)$/.exec(decoded);
  return match ? match[1] : null;
}
