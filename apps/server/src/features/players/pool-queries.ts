/**
 * What other features may read of auction pools (the port's reads), in lot order. Pools are written
 * only by this feature's services; the repository stays private to the feature.
 */
import type { DbOrTx } from '../../db/client';
import * as repo from './pool.repo';
import type { PoolPlayerRecord } from './pool.repo';

/** Every player of auction `auctionId`'s pool, in lot order. */
export function listPool(db: DbOrTx, auctionId: string): Promise<PoolPlayerRecord[]> {
  return repo.listPool(db, auctionId);
}

/** The players bought by any of `teamIds`, in lot order ([] for no teams). */
export function listPlayersOfTeams(
  db: DbOrTx,
  teamIds: readonly string[],
): Promise<PoolPlayerRecord[]> {
  return repo.listPlayersOfTeams(db, teamIds);
}
