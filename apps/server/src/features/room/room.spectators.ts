/**
 * Spectators: anyone with an auction's spectator link watches its room
 * read-only, signed in or not. A spectator socket gets the same snapshot and events as a participant
 * with no team (another team's max bid stays hidden), sends no command (`READ_ONLY`), does not count
 * as present, and an auction admits at most `SPECTATORS_PER_AUCTION` of them at once. Turning the link
 * off (or making a new one) closes the spectators watching through the old one.
 */
import { timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ErrorCode } from '@bidxi/protocol';
import type { Db } from '../../db/client';
import { auctions } from '../../db/schema/index';
import { PRESENCE_TIMEOUT_MS, type RoomServer } from './room.presence';
import { RoomRefusal } from './room.refusal';

/** The spectators of one auction, on every node. */
export const spectatorRoomName = (auctionId: string) => `auction:${auctionId}:spectators`;

/** The events a spectator may send: reads only. Everything else is refused `READ_ONLY`. */
export const SPECTATOR_EVENTS: ReadonlySet<string> = new Set([
  'getRoomState',
  'getEventsSince',
  'getChatHistory',
  'getAuctionRoomSize',
  'playerCount',
  'getActivePlayer',
]);

/** The refusal of a command a spectator sent. */
export const readOnly = () =>
  new RoomRefusal(ErrorCode.READ_ONLY, 'Spectators watch the room; they cannot bid or chat.');

const sameSecret = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** The refusal's text for a spectator link that is off, replaced, or not this auction's. */
export const LINK_INVALID =
  'This spectator link is not valid any more. Ask the organiser for a new one.';

/** Whether `token` is the secret of auction `auctionId`'s spectator link (and the link is on). */
export async function isSpectatorLink(db: Db, auctionId: string, token: string): Promise<boolean> {
  const [row] = await db
    .select({ spectatorToken: auctions.spectatorToken })
    .from(auctions)
    .where(eq(auctions.id, auctionId));
  return Boolean(row?.spectatorToken) && sameSecret(row!.spectatorToken!, token);
}

/**
 * Admits a spectator with link secret `token` to auction `auctionId`.
 * @throws RoomRefusal SPECTATOR_LINK_INVALID (no link, or another secret), SPECTATORS_FULL
 *   (`capacity` spectators are watching on every node; this node's count when another is silent).
 */
export async function admitSpectator(
  io: RoomServer,
  db: Db,
  auctionId: string,
  token: string,
  capacity: number,
): Promise<void> {
  if (!(await isSpectatorLink(db, auctionId, token))) {
    throw new RoomRefusal(ErrorCode.SPECTATOR_LINK_INVALID, LINK_INVALID);
  }
  const room = spectatorRoomName(auctionId);
  const watching = await io
    .in(room)
    .timeout(PRESENCE_TIMEOUT_MS)
    .fetchSockets()
    .catch(() => io.local.in(room).fetchSockets());
  if (watching.length >= capacity) {
    throw new RoomRefusal(
      ErrorCode.SPECTATORS_FULL,
      'This auction has as many spectators as it allows. Try again later.',
    );
  }
}

/** Closes every spectator of an auction, on every node (the link was turned off or replaced). */
export function closeSpectators(io: RoomServer, auctionId: string): void {
  const room = spectatorRoomName(auctionId);
  io.to(room).emit('error', {
    code: ErrorCode.SPECTATOR_LINK_INVALID,
    message: 'The organiser turned the spectator link off.',
  });
  io.in(room).disconnectSockets(true);
}
