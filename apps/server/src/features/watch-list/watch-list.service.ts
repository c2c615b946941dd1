/**
 * The watch-list: a signed-in user stars pool players of an auction (any auction they can see the
 * pool of; a star changes nothing in the room). The user is always the verified token's.
 */
import { ErrorCode, type WatchListResponse } from '@bidxi/protocol';
import type { AuthContext } from '../../platform/auth';
import type { AppDeps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import {
  addStar,
  auctionExists,
  isInPool,
  removeStar,
  starrersOf,
  starsOf,
} from './watch-list.repo';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function requireAuction(deps: AppDeps, auctionId: string): Promise<void> {
  if (!UUID.test(auctionId) || !(await auctionExists(deps.database.db, auctionId))) {
    throw notFound('Auction not found', ErrorCode.AUCTION_NOT_FOUND);
  }
}

async function requirePoolPlayer(deps: AppDeps, auctionId: string, playerId: string) {
  await requireAuction(deps, auctionId);
  if (!UUID.test(playerId) || !(await isInPool(deps.database.db, auctionId, playerId))) {
    throw notFound('Player not found in this auction', ErrorCode.PLAYER_NOT_FOUND);
  }
}

/** `GET auctions/:auctionId/watchlist`. @throws 404 AUCTION_NOT_FOUND. */
export async function watchList(
  deps: AppDeps,
  auth: AuthContext,
  auctionId: string,
): Promise<WatchListResponse> {
  await requireAuction(deps, auctionId);
  return { auctionId, playerIds: await starsOf(deps.database.db, auth.user.id, auctionId) };
}

/**
 * `PUT auctions/:auctionId/watchlist/:playerId` (`isStarred` true) stars a pool player;
 * `DELETE …` (false) removes the star. Both are idempotent. @returns the caller's list after it.
 * @throws 404 AUCTION_NOT_FOUND; 404 PLAYER_NOT_FOUND (not in this auction's pool).
 */
export async function setStar(
  deps: AppDeps,
  auth: AuthContext,
  target: { auctionId: string; playerId: string },
  isStarred: boolean,
): Promise<WatchListResponse> {
  const { auctionId, playerId } = target;
  await requirePoolPlayer(deps, auctionId, playerId);
  const write = isStarred ? addStar : removeStar;
  await write(deps.database.db, auth.user.id, auctionId, playerId);
  return watchList(deps, auth, auctionId);
}

/**
 * The users who starred pool player `playerId` (an auction_players id) in the auction, for the
 * room's "your target is up next" push. No checks: the room asks about its own players.
 */
export function starredBy(
  deps: Pick<AppDeps, 'database'>,
  auctionId: string,
  playerId: string,
): Promise<string[]> {
  return starrersOf(deps.database.db, auctionId, playerId);
}
