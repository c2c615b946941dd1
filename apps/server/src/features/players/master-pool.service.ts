/**
 * An auction's pool drawn from the master pool (the player sheet): the whole of it for a demo or a
 * league without an upload, a chosen few for a practice auction. Each pool player keeps its master
 * player's id, fields, sheet order and photo. Run inside the transaction that made the auction.
 */
import type { DbOrTx } from '../../db/client';
import { copyMasterPool, insertPoolPlayers, type PoolRow } from './pool.repo';

/** A master-pool player as read from `players`: its id, sheet row, sheet order and photo. */
export type MasterPoolPlayer = PoolRow & { id: string; sheetIndex: number; imageId: string | null };

/** Gives auction `auctionId` the whole master pool. @returns how many players it got. */
export function poolFromMasterSheet(tx: DbOrTx, auctionId: string): Promise<number> {
  return copyMasterPool(tx, auctionId);
}

/** Gives auction `auctionId` the master players `chosen` (in their sheet order) as its pool. */
export function poolFromMasterPlayers(
  tx: DbOrTx,
  auctionId: string,
  chosen: readonly MasterPoolPlayer[],
): Promise<void> {
  return insertPoolPlayers(
    tx,
    auctionId,
    chosen.map((p) => ({ ...p, playerId: p.id })),
  );
}
