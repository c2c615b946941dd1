/**
 * The room's budgets: every room event a user sends is counted before
 * any queue or database work, per user and auction (a reconnect does not reset it). Over its budget
 * an event is refused at once (TOO_MANY_EVENTS) and changes nothing; a refused bid is not logged row
 * by row but counted, and the counts per user and lot are written as one bid-log row each
 * (`attempts`). A socket that keeps going over is closed with a clear error.
 */
import { RateLimiterMemory } from 'rate-limiter-flexible';
import type { Db } from '../../db/client';
import { recordBids, type BidLogEntry } from './room.repo';

/** Which budget an event draws on. */
export type BudgetKind = 'bid' | 'command' | 'chat' | 'read' | 'snapshot';

/** Events per window (seconds) per user and auction. A person taps far below these. */
export const BUDGETS: Record<BudgetKind, { points: number; durationS: number }> = {
  /** Bids: 10 a second. */
  bid: { points: 10, durationS: 1 },
  /** Pull-backs and max bids. */
  command: { points: 20, durationS: 10 },
  /** Chat messages (the chat's own limit, 5 per 10 s, answers RATE_LIMITED below this). */
  chat: { points: 30, durationS: 10 },
  /** Small reads (player, budget, counts, chat history, events since). */
  read: { points: 30, durationS: 10 },
  /** Whole-room snapshots: 5 per 10 s (concurrent asks of one socket share one). */
  snapshot: { points: 5, durationS: 10 },
};

/** A socket refused this many events within ABUSE_WINDOW_S is closed. */
export const ABUSE_REFUSALS = 200;
export const ABUSE_WINDOW_S = 10;

/** What a budget check decided. */
export type BudgetVerdict = 'ok' | 'over' | 'abuse';

const take = (limiter: RateLimiterMemory, key: string) =>
  limiter.consume(key).then(
    () => true,
    () => false,
  );

export class RoomBudgets {
  readonly #limiters = Object.fromEntries(
    Object.entries(BUDGETS).map(([kind, b]) => [
      kind,
      new RateLimiterMemory({ points: b.points, duration: b.durationS }),
    ]),
  ) as Record<BudgetKind, RateLimiterMemory>;
  readonly #abuse = new RateLimiterMemory({ points: ABUSE_REFUSALS, duration: ABUSE_WINDOW_S });
  /** Refused-unjudged bids per auction, user and lot, until the next flush. */
  readonly #refusedBids = new Map<string, Omit<BidLogEntry, 'attempts'> & { attempts: number }>();

  /**
   * Counts one event of `userId` in `auctionId` (socket `socketId`).
   * @returns 'ok'; 'over' (refuse it); 'abuse' (refuse it and close the socket).
   */
  async check(
    kind: BudgetKind,
    who: { auctionId: string; userId: string; socketId: string },
  ): Promise<BudgetVerdict> {
    if (await take(this.#limiters[kind], `${who.auctionId}:${who.userId}`)) return 'ok';
    return (await take(this.#abuse, who.socketId)) ? 'over' : 'abuse';
  }

  /** Counts a bid refused for being over budget (logged at the next flush, one row per lot). */
  countRefusedBid(e: {
    auctionId: string;
    userId: string;
    lotId: number | null;
    auctionPlayerId: string | null;
    at: Date;
  }): void {
    const key = `${e.auctionId}:${e.userId}:${e.lotId ?? '-'}`;
    const row = this.#refusedBids.get(key);
    if (row) {
      row.attempts += 1;
      return;
    }
    this.#refusedBids.set(key, {
      auctionId: e.auctionId,
      auctionPlayerId: e.auctionPlayerId,
      lotId: e.lotId,
      teamId: null,
      userId: e.userId,
      amountLakhs: null,
      accepted: false,
      reasonCode: 'TOO_MANY_EVENTS',
      seq: null,
      isBot: false,
      receivedAt: e.at,
      closesAt: null,
      attempts: 1,
    });
  }

  /** Writes the counted refusals (one row per user and lot) and starts counting afresh. */
  async flush(db: Db): Promise<void> {
    const rows = [...this.#refusedBids.values()];
    this.#refusedBids.clear();
    await recordBids(db, rows);
  }
}
