/**
 * `GET bids/history` (spec 001 §2 "Bid history", §7): the caller's bids across auctions, accepted and
 * refused, from the bid log. A failure is an error response, never rows made up in its place
 * (ARCHITECTURE.md §7).
 */
import type { BidHistoryItem, BidHistoryQuery, BidHistoryResponse } from '@bidxi/protocol';
import type { AuthContext } from '../../platform/auth';
import type { AppDeps } from '../../platform/deps';
import { lakhsToCr } from '../../platform/units';
import { listBidsOfUser, type BidHistoryRow } from './bid-history.repo';

/** WON: the hammer fell on this bid; LEADING: the top bid of an open lot; else OUTBID or REFUSED. */
export function outcomeOf(r: BidHistoryRow): BidHistoryItem['outcome'] {
  if (!r.accepted) return 'REFUSED';
  if (
    r.playerStatus === 'SOLD' &&
    r.playerTeamId === r.teamId &&
    r.soldPriceLakhs === r.amountLakhs
  ) {
    return 'WON';
  }
  if (r.playerStatus !== 'SOLD' && r.topLakhs !== null && Number(r.topLakhs) === r.amountLakhs) {
    return 'LEADING';
  }
  return 'OUTBID';
}

/** The caller's bids, newest first, filtered by `search` (player name or auction title). */
export async function bidHistory(
  deps: AppDeps,
  auth: AuthContext,
  q: BidHistoryQuery,
): Promise<BidHistoryResponse> {
  const { rows, total } = await listBidsOfUser(deps.database.db, {
    userId: auth.user.id,
    search: q.search || undefined,
    limit: q.limit,
    offset: q.offset,
  });
  return {
    success: true,
    total,
    limit: q.limit,
    offset: q.offset,
    bids: rows.map((r) => ({
      id: String(r.id),
      auctionId: r.auctionId,
      auctionTitle: r.auctionTitle,
      auctionStatus: r.auctionStatus,
      auctionPlayerId: r.auctionPlayerId,
      playerName: r.playerName,
      playerType: r.playerType,
      teamId: r.teamId,
      teamName: r.teamName,
      amount: r.amountLakhs === null ? null : lakhsToCr(r.amountLakhs),
      createdAt: r.receivedAt.toISOString(),
      accepted: r.accepted,
      outcome: outcomeOf(r),
      reasonCode: r.reasonCode,
    })),
  };
}
