/**
 * Who may read an auction's pool over HTTP. The versioned pool (the lean room's): whoever the room
 * admits (room.socket.ts's handshake) — a team owner of the auction, an admin session, the league's
 * organiser, or the holder of the auction's spectator link. The spec's pool reads (the pool with
 * live status, one player, a player's bids): any signed-in user for an auction others may enter,
 * and the same people as the room for a private league — so a private league's pool is no more
 * public than its room.
 */
import { and, eq } from 'drizzle-orm';
import { ErrorCode } from '@bidxi/protocol';
import { auctions, teams } from '../../db/schema/index';
import type { AppDeps } from '../../platform/deps';
import { authenticate, hasAdminPowers, type AuthContext } from '../../platform/auth';
import { forbidden, notFound, unauthorized } from '../../platform/errors';
import { isSpectatorLink, LINK_INVALID } from './room.spectators';

/** The credentials a pool request carries: a bearer header, or a spectator link's secret. */
export interface PoolCredentials {
  authorization?: string | undefined;
  spectatorToken?: string | undefined;
}

/**
 * Passes when the caller may watch auction `auctionId`'s room.
 * @throws AppError 404 NOT_FOUND (no such auction), 401 (no or a bad token), 403 NOT_REGISTERED (a
 *   signed-in user the room would refuse), 403 SPECTATOR_LINK_INVALID (a wrong or retired link).
 */
export async function assertMayWatch(
  deps: AppDeps,
  auctionId: string,
  creds: PoolCredentials,
): Promise<void> {
  const db = deps.database.db;
  const [auction] = await db
    .select({ organiserId: auctions.organiserId })
    .from(auctions)
    .where(eq(auctions.id, auctionId));
  if (!auction) throw notFound('Auction not found', ErrorCode.AUCTION_NOT_FOUND);
  if (creds.authorization === undefined) {
    if (creds.spectatorToken === undefined) throw unauthorized();
    if (await isSpectatorLink(db, auctionId, creds.spectatorToken)) return;
    throw forbidden(LINK_INVALID, ErrorCode.SPECTATOR_LINK_INVALID);
  }
  const auth = await authenticate(deps, creds.authorization);
  await assertAdmits(deps, { id: auctionId, organiserId: auction.organiserId }, auth);
}

/**
 * Passes when signed-in `auth` may read auction `auctionId`'s pool through the spec's reads: any
 * user unless the auction is a private league, whose pool only its room's people may read.
 * @throws AppError 404 AUCTION_NOT_FOUND (no such auction), 403 NOT_REGISTERED (a private league's
 *   stranger).
 */
export async function assertMayReadPool(
  deps: AppDeps,
  auctionId: string,
  auth: AuthContext,
): Promise<void> {
  const [auction] = await deps.database.db
    .select({ organiserId: auctions.organiserId, visibility: auctions.visibility })
    .from(auctions)
    .where(eq(auctions.id, auctionId));
  if (!auction) throw notFound('Auction not found', ErrorCode.AUCTION_NOT_FOUND);
  if (auction.visibility === 'private')
    await assertAdmits(deps, { id: auctionId, ...auction }, auth);
}

/** An admin, the auction's organiser or one of its team owners passes; anyone else is refused. */
async function assertAdmits(
  deps: AppDeps,
  auction: { id: string; organiserId: string | null },
  auth: AuthContext,
): Promise<void> {
  if (hasAdminPowers(auth) || auction.organiserId === auth.user.id) return;
  const [team] = await deps.database.db
    .select({ id: teams.id })
    .from(teams)
    .where(and(eq(teams.auctionId, auction.id), eq(teams.ownerId, auth.user.id)));
  if (!team) throw forbidden('You are not registered for this auction.', ErrorCode.NOT_REGISTERED);
}
