/**
 * Reading auctions for players and admins: records → views with participants (id, username only),
 * team and pool counts and, for admins, fees collected.
 */
import type { AdminAuctionView, AuctionStatus as WireStatus, AuctionView } from '@bidxi/protocol';
import type { DbOrTx } from '../../db/client';
import type { AuthContext } from '../../platform/auth';
import type { AppDeps } from '../../platform/deps';
import { isAdmin } from '../../platform/access';
import {
  PLAYER_STATUSES,
  auctionStats,
  findAuction,
  listAuctions,
  listPlayerAuctions,
  type AuctionRecord,
} from './auctions.repo';
import { notFoundAuction } from './auction-status';
import { toAdminAuctionView, toAuctionView } from './auction-view';

/** Whether `viewer` may see `a`: anyone, except another player's practice auction (admins may). */
export const canSeeAuction = (a: AuctionRecord, viewer: AuthContext) =>
  a.practiceOwnerId === null || a.practiceOwnerId === viewer.user.id || isAdmin(viewer);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (id: string) => UUID.test(id);

/**
 * The auction, optionally row-locked for the transaction.
 * @throws AppError 404 AUCTION_NOT_FOUND ('Auction not found') for an unknown or malformed id.
 */
export async function loadAuction(
  db: DbOrTx,
  id: string,
  lock?: 'update' | 'share',
): Promise<AuctionRecord> {
  const a = isUuid(id) ? await findAuction(db, id, lock) : null;
  if (!a) throw notFoundAuction();
  return a;
}

export async function viewsOf(
  db: DbOrTx,
  records: readonly AuctionRecord[],
  now: Date,
): Promise<AuctionView[]> {
  const stats = await auctionStats(
    db,
    records.map((a) => a.id),
  );
  return records.map((a) => toAuctionView(a, stats.get(a.id), now));
}

export async function adminViewsOf(
  db: DbOrTx,
  records: readonly AuctionRecord[],
  now: Date,
): Promise<AdminAuctionView[]> {
  const stats = await auctionStats(
    db,
    records.map((a) => a.id),
  );
  return records.map((a) => toAdminAuctionView(a, stats.get(a.id), now));
}

/**
 * `GET auctions/getallstatus`: every auction but cancelled ones and players' practice auctions
 * (private: their owner reaches theirs from Home and My Auctions), soonest first.
 */
export async function listForPlayers(
  deps: AppDeps,
  q: { status?: Exclude<WireStatus, 'CANCELLED'>; from?: string; to?: string },
): Promise<{ auctions: AuctionView[] }> {
  const db = deps.database.db;
  const records =
    q.status || q.from || q.to
      ? await listAuctions(db, {
          statuses: q.status ? [q.status] : PLAYER_STATUSES,
          from: q.from ? new Date(q.from) : undefined,
          to: q.to ? new Date(q.to) : undefined,
          isPractice: false,
          isListed: true,
        })
      : await listPlayerAuctions(db);
  return { auctions: await viewsOf(db, records, new Date(deps.clock.now())) };
}

/**
 * `GET auctions/:id`, any status; another player's practice auction is not found (admins see it).
 * @throws AppError 404 AUCTION_NOT_FOUND.
 */
export async function getForPlayers(
  deps: AppDeps,
  id: string,
  viewer: AuthContext,
): Promise<{ auction: AuctionView }> {
  const db = deps.database.db;
  const record = await loadAuction(db, id);
  if (!canSeeAuction(record, viewer)) throw notFoundAuction();
  const [auction] = await viewsOf(db, [record], new Date(deps.clock.now()));
  return { auction: auction! };
}

/** The auctions of `ids` (unknown ids left out), soonest start first. */
export function auctionsByIds(db: DbOrTx, ids: readonly string[]): Promise<AuctionRecord[]> {
  return listAuctions(db, { ids });
}

/** Whether `userId` organises auction `auctionId` (false for an unknown or malformed id). */
export async function isOrganiserOf(
  db: DbOrTx,
  auctionId: string,
  userId: string,
): Promise<boolean> {
  const a = isUuid(auctionId) ? await findAuction(db, auctionId) : null;
  return a !== null && a.organiserId === userId;
}

/** Whether a demo auction is SCHEDULED or LIVE (players always find one to try). */
export async function hasActiveDemo(db: DbOrTx): Promise<boolean> {
  const active = await listAuctions(db, { isDemo: true, statuses: ['SCHEDULED', 'LIVE'] });
  return active.length > 0;
}
