/**
 * Replacing a whole auction pool with sheet rows, checked by the same row rules as the admin import
 * (sheet-rows.ts) and written the same way (master players upserted, photos followed). The caller
 * holds the auction's row lock and decides who may do it and when.
 */
import type { RowErrors } from '@bidxi/protocol';
import type { DbOrTx } from '../../db/client';
import type { AppError } from '../../platform/errors';
import { badRows } from './pool.service';
import { findPlayerPhotoIds } from './player-photo.repo';
import {
  deleteAuctionPool,
  insertPoolPlayers,
  upsertMasterPlayers,
  type PoolRow,
} from './pool.repo';
import { checkRows } from './sheet-rows';

/** The rows to replace a pool with: sheet rows and, optionally, their spreadsheet row numbers. */
export interface PoolReplacement {
  players: readonly unknown[];
  sheetRows?: readonly number[];
  /** Check only: nothing is written. */
  dryRun?: boolean;
}

/**
 * Checks `input` by the admin import's row rules (names unique among themselves) without writing.
 * @returns the checked rows. @throws 422 INVALID_PLAYER_ROWS naming the rows and fields.
 */
export function checkPoolRows(input: PoolReplacement): readonly PoolRow[] {
  const result = checkRows(input.players, new Set(), input.sheetRows);
  if ('errors' in result) throw badRows(result.errors as RowErrors[]);
  return result.rows;
}

/**
 * Checks `input` (all rows; names unique among themselves), lets `veto` refuse the checked rows
 * (e.g. a pool too small for the seats), then swaps the pool in `tx`.
 * @returns the number of players now in the pool (or that would be, on a dry run).
 * @throws 422 INVALID_PLAYER_ROWS (rows named, nothing written) or the `veto`'s error.
 */
export async function replacePoolRows(
  tx: DbOrTx,
  auctionId: string,
  input: PoolReplacement,
  veto: (rows: readonly PoolRow[]) => AppError | null,
): Promise<number> {
  const rows = checkPoolRows(input);
  const refused = veto(rows);
  if (refused) throw refused;
  if (input.dryRun) return rows.length;
  await deleteAuctionPool(tx, auctionId);
  const indexed = rows.map((r, i) => ({ ...r, sheetIndex: i }));
  const ids = await upsertMasterPlayers(tx, indexed);
  const photos = await findPlayerPhotoIds(tx, [...ids.values()]);
  await insertPoolPlayers(
    tx,
    auctionId,
    indexed.map((r) => {
      const playerId = ids.get(r.name)!;
      return { ...r, playerId, imageId: photos.get(playerId) ?? null };
    }),
  );
  return indexed.length;
}
