/**
 * The auction lifecycle's one seam (ARCHITECTURE.md §4): every status change goes through here as a
 * conditional update, so it happens exactly once whoever calls it (scheduler, admin, the room).
 * The room learns of a change from the database (its lease poll), on every node alike; the room
 * itself writes the end of bidding and COMPLETED with its events (room.repo.ts).
 */
import { ErrorCode, LedgerNote, type TransactionView } from '@bidxi/protocol';
import type { DbOrTx } from '../../db/client';
import { AppError, notFound } from '../../platform/errors';
import { postEntry } from '../wallet/ledger.service';
import { toTransactionView } from '../wallet/wallet.port';
import { listFeePayers } from './auction-entrants.repo';
import { feeRefundKey } from './auction-revenue';
import {
  earliestPendingStart,
  findAuction,
  startDueAuctions,
  updateAuction,
  type AuctionRecord,
  type AuctionStatus,
} from './auctions.repo';

/** One committed status change (the scheduler reports the auctions it started). */
export interface AuctionStatusChange {
  auctionId: string;
  from: AuctionStatus;
  to: AuctionStatus;
  at: Date;
}

export const notFoundAuction = () => notFound('Auction not found', ErrorCode.AUCTION_NOT_FOUND);

/** SCHEDULED → LIVE for every auction whose start has come (the scheduler's job). */
export async function startDue(db: DbOrTx, now: Date): Promise<AuctionStatusChange[]> {
  const started = await startDueAuctions(db, now);
  return started.map((a) => ({ auctionId: a.id, from: 'SCHEDULED', to: 'LIVE', at: now }));
}

/**
 * When {@link startDue} next has an auction to start: the earliest start of a SCHEDULED auction that
 * may start (at or before `now`: at once), or null when none is pending. The scheduler sleeps until
 * then.
 */
export function nextStartDue(db: DbOrTx, now: Date): Promise<Date | null> {
  return earliestPendingStart(db, now);
}

/**
 * Starts a SCHEDULED auction now ('Start now'): `startsAt` = now; the end moves to keep 2 hours.
 * @returns the auction, or null when it was not SCHEDULED.
 */
export async function startNow(
  db: DbOrTx,
  a: AuctionRecord,
  now: Date,
  minDurationMs: number,
): Promise<AuctionRecord | null> {
  const endsAt = new Date(Math.max(a.endsAt.getTime(), now.getTime() + minDurationMs));
  return updateAuction(db, a.id, { status: 'LIVE', startsAt: now, endsAt }, now, ['SCHEDULED']);
}

/**
 * Cancels a SCHEDULED auction and refunds every fee paid, each exactly once (dedupe key
 * `REFUND:<auctionId>:<userId>`). Calling it again for a cancelled auction changes nothing.
 * Run inside a transaction.
 * @returns the auction, whether this call cancelled it, and the refunds it made (to tell their owners
 *   after the commit).
 * @throws AppError 404 AUCTION_NOT_FOUND; 422 AUCTION_NOT_SCHEDULED when LIVE or COMPLETED.
 */
export async function cancelWithRefunds(
  tx: DbOrTx,
  auctionId: string,
  now: Date,
): Promise<{
  auction: AuctionRecord;
  changed: boolean;
  refunds: { userId: string; view: TransactionView }[];
}> {
  const cancelled = await updateAuction(tx, auctionId, { status: 'CANCELLED' }, now, ['SCHEDULED']);
  const auction = cancelled ?? (await findAuction(tx, auctionId));
  if (!auction) throw notFoundAuction();
  if (auction.status !== 'CANCELLED') {
    throw new AppError(
      422,
      ErrorCode.AUCTION_NOT_SCHEDULED,
      'Only a scheduled auction can be cancelled',
    );
  }
  const refunds: { userId: string; view: TransactionView }[] = [];
  for (const team of await listFeePayers(tx, auctionId)) {
    const { entry, created } = await postEntry(tx, {
      userId: team.ownerId,
      type: 'REFUND',
      amountPaise: team.registrationFeePaidPaise,
      status: 'APPROVED',
      dedupeKey: feeRefundKey(auctionId, team.ownerId),
      reference: auctionId,
      note: LedgerNote.AUCTION_CANCELLED,
      at: now,
    });
    const auctionRef = { id: auction.id, title: auction.title };
    if (created)
      refunds.push({
        userId: team.ownerId,
        view: toTransactionView({ ...entry, auction: auctionRef }),
      });
  }
  return { auction, changed: cancelled !== null, refunds };
}
