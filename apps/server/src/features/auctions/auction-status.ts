/**
 * The auction lifecycle's one seam (ARCHITECTURE.md §4): every status change goes through here as a
 * conditional update, so it happens exactly once whoever calls it (scheduler, admin, the room).
 * After commit, in-process listeners hear about it (`onAuctionStatusChange`): the room starts its
 * runner on LIVE and stops it on COMPLETED/CANCELLED. Other nodes learn from the database.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { ErrorCode, type TransactionView } from '@bidxi/protocol';
import type { DbOrTx } from '../../db/client';
import { auctions } from '../../db/schema/index';
import type { AppDeps } from '../../platform/deps';
import { AppError, notFound } from '../../platform/errors';
import { postEntry } from '../wallet/ledger.service';
import { toTransactionView } from '../wallet/wallet.port';
import { listTeamsOfAuction } from '../teams/teams.port';
import { feeRefundKey } from './auction-revenue';
import {
  findAuction,
  startDueAuctions,
  updateAuction,
  type AuctionRecord,
  type AuctionStatus,
} from './auctions.repo';

export interface AuctionStatusChange {
  auctionId: string;
  from: AuctionStatus;
  to: AuctionStatus;
  at: Date;
}
export type AuctionStatusListener = (change: AuctionStatusChange) => void | Promise<void>;

const listeners = new WeakMap<AppDeps, Set<AuctionStatusListener>>();

/** Subscribes to committed status changes made in this process. @returns the unsubscribe function. */
export function onAuctionStatusChange(deps: AppDeps, listener: AuctionStatusListener): () => void {
  const set = listeners.get(deps) ?? new Set();
  listeners.set(deps, set);
  set.add(listener);
  return () => set.delete(listener);
}

/** Tells the listeners; a failing listener is logged by the caller's logger, never rethrown. */
export async function emitStatusChanges(
  deps: AppDeps,
  changes: readonly AuctionStatusChange[],
  log?: { error(obj: object, msg: string): void },
): Promise<void> {
  for (const change of changes) {
    for (const listener of listeners.get(deps) ?? []) {
      try {
        await listener(change);
      } catch (err) {
        log?.error({ err, change }, 'auction status listener failed');
      }
    }
  }
}

export const notFoundAuction = () => notFound('Auction not found', ErrorCode.AUCTION_NOT_FOUND);

/** SCHEDULED → LIVE for every auction whose start has come (the scheduler's job). */
export async function startDue(db: DbOrTx, now: Date): Promise<AuctionStatusChange[]> {
  const started = await startDueAuctions(db, now);
  return started.map((a) => ({ auctionId: a.id, from: 'SCHEDULED', to: 'LIVE', at: now }));
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
 * For the room: bidding has finished, so registration closes and the reorder window starts:
 * `endsAt` = now + reorderWindowMs, `isEndTimeUpdated`. Happens once.
 * @returns the auction, or null when it is not LIVE or bidding had already ended.
 */
export async function markBiddingEnded(db: DbOrTx, auctionId: string, now: Date) {
  const [row] = await db
    .update(auctions)
    .set({
      biddingEndedAt: now,
      isEndTimeUpdated: true,
      endsAt: sql`${now.toISOString()}::timestamptz + ${auctions.reorderWindowMs} * interval '1 millisecond'`,
      updatedAt: now,
    })
    .where(
      and(eq(auctions.id, auctionId), eq(auctions.status, 'LIVE'), isNull(auctions.biddingEndedAt)),
    )
    .returning();
  return row ?? null;
}

/** For the room: LIVE → COMPLETED, once (score and pay prizes in the same transaction). */
export async function markCompleted(db: DbOrTx, auctionId: string, now: Date) {
  return updateAuction(db, auctionId, { status: 'COMPLETED' }, now, ['LIVE']);
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
  for (const team of await listTeamsOfAuction(tx, auctionId)) {
    if (!team.ownerId || team.registrationFeePaidPaise <= 0) continue;
    const { entry, created } = await postEntry(tx, {
      userId: team.ownerId,
      type: 'REFUND',
      amountPaise: team.registrationFeePaidPaise,
      status: 'APPROVED',
      dedupeKey: feeRefundKey(auctionId, team.ownerId),
      reference: auctionId,
      note: 'Auction cancelled',
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
