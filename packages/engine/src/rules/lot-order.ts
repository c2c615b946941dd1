// The order players come up for auction (ARCHITECTURE.md §4 "Lots"): lot group, then type
// Batter, Bowler, Wicket-Keeper, All-Rounder, then sheet order; pulled-back players go next.
import { PLAYER_TYPES } from '../player-type';
import type { PoolPlayer } from '../state';

/** The fields that decide a player's place in the lot order. */
export type LotOrderKey = Pick<PoolPlayer, 'lotGroup' | 'type' | 'sheetIndex'>;

/** Compares two players by lot group, then type order, then sheet order (for `Array.sort`). */
export function compareLotOrder(a: LotOrderKey, b: LotOrderKey): number {
  return (
    a.lotGroup - b.lotGroup ||
    PLAYER_TYPES.indexOf(a.type) - PLAYER_TYPES.indexOf(b.type) ||
    a.sheetIndex - b.sheetIndex
  );
}

/**
 * Returns a new array of the players in lot order: lot group ascending, then Batter, Bowler,
 * Wicket-Keeper, All-Rounder, then `sheetIndex`. The input is not changed.
 *
 * @example
 * orderLots(pool).map((p) => p.name); // ['Shreyas Iyer', …, 'Heinrich Klaasen', …]
 */
export function orderLots<T extends LotOrderKey>(players: readonly T[]): T[] {
  return [...players].sort(compareLotOrder);
}

/**
 * Returns the queue with a pulled-back player inserted so that it is auctioned next after the
 * current lot. Pulled-back players already waiting at the front keep their turn, so several
 * pull-backs during one lot come up in the order they were made.
 *
 * @param queue player ids, next first; every queued player is AVAILABLE
 * @param isPulledBack whether a queued player is waiting there because of a pull-back
 */
export function insertPulledBack(
  queue: readonly string[],
  playerId: string,
  isPulledBack: (queuedId: string) => boolean,
): string[] {
  let at = 0;
  while (at < queue.length && isPulledBack(queue[at] ?? '')) at += 1;
  return [...queue.slice(0, at), playerId, ...queue.slice(at)];
}
