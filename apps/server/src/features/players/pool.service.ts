/**
 * Admin pool commands: import rows (all or nothing, one transaction), read, edit and remove pool
 * players. The pool changes only while its auction is SCHEDULED; the auction row is locked so an
 * import cannot race a start or another import.
 */
import { ErrorCode } from '@bidxi/protocol';
import type { ImportPlayersBody, PoolPlayerView, RowErrors } from '@bidxi/protocol';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import type { AuthContext } from '../../platform/auth';
import { changedFields, recordAdminAction } from '../admin-log/admin-log.service';
import { AppError, notFound } from '../../platform/errors';
import type { AuctionRecord } from '../auctions/auctions.port';
import { isUuid, loadAuction } from '../auctions/auctions.service';
import { lakhsToCr } from '../../platform/units';
import {
  deletePoolPlayerRow,
  findPoolPlayer,
  insertPoolPlayers,
  listPool,
  nextSheetIndex,
  updatePoolPlayerRow,
  upsertMasterPlayers,
  type PoolRow,
} from './pool.repo';
import { findPlayerPhotoIds } from './player-photo.repo';
import { toPoolPlayerView } from './pool-view';
import { checkRow, checkRows, NAME_TAKEN_MESSAGE } from './sheet-rows';

/** A pool player's sheet columns, as the admin actions log shows them. */
const sheetFieldsOf = (
  p: Pick<PoolRow, 'name' | 'type' | 'lotGroup' | 'basePriceLakhs' | 'bonus' | 'slotPoints'>,
) => ({
  name: p.name,
  type: p.type,
  lotGroup: p.lotGroup,
  basePriceLakhs: p.basePriceLakhs,
  bonus: p.bonus,
  slotPoints: p.slotPoints,
});

const assertScheduled = (a: AuctionRecord) => {
  if (a.status !== 'SCHEDULED') {
    throw new AppError(
      422,
      ErrorCode.AUCTION_NOT_SCHEDULED,
      'The player pool can change only while the auction is scheduled',
    );
  }
};

/** 422 INVALID_PLAYER_ROWS naming each bad row (nothing written). */
export const badRows = (rows: RowErrors[]) =>
  new AppError(
    422,
    ErrorCode.INVALID_PLAYER_ROWS,
    `${rows.length === 1 ? '1 row has' : `${rows.length} rows have`} errors (first: row ${rows[0]?.row}); nothing was imported`,
    { rows },
  );

const preview = (rows: PoolRow[]) =>
  rows.map((r, index) => ({
    index,
    name: r.name,
    type: r.type,
    order: r.lotGroup,
    basePrice: lakhsToCr(r.basePriceLakhs),
    bonus: r.bonus,
    slotPoints: r.slotPoints,
  }));

/**
 * `POST players/register-to-auction-3`. @throws 404 AUCTION_NOT_FOUND; 422 AUCTION_NOT_SCHEDULED;
 * 422 INVALID_PLAYER_ROWS with `rows: [{ index, errors }]` (nothing written).
 */
export async function importPlayers(deps: AppDeps, auth: AuthContext, body: ImportPlayersBody) {
  const at = new Date(deps.clock.now());
  const raws = body.players ?? (body.player ? [body.player] : []);
  const imported = await deps.database.db.transaction(async (tx) => {
    const auction = await loadAuction(tx, body.auctionId, 'update');
    assertScheduled(auction);
    const pool = await listPool(tx, auction.id);
    const result = checkRows(raws, new Set(pool.map((p) => p.name.toLowerCase())), body.sheetRows);
    if ('errors' in result) throw badRows(result.errors);
    if (body.dryRun) {
      return {
        auctionId: auction.id,
        dryRun: true,
        added: 0,
        preview: preview(result.rows),
        players: pool.map(toPoolPlayerView),
      };
    }
    const first = await nextSheetIndex(tx, auction.id);
    const indexed = result.rows.map((r, i) => ({ ...r, sheetIndex: first + i }));
    const ids = await upsertMasterPlayers(tx, indexed);
    // A sheet player's photo follows them into every pool (player-photo.service.ts).
    const photos = await findPlayerPhotoIds(tx, [...ids.values()]);
    await insertPoolPlayers(
      tx,
      auction.id,
      indexed.map((r) => {
        const playerId = ids.get(r.name)!;
        return { ...r, playerId, imageId: photos.get(playerId) ?? null };
      }),
    );
    await recordAdminAction(tx, {
      adminId: auth.user.id,
      action: 'POOL_IMPORT',
      target: { type: 'AUCTION', id: auction.id, label: auction.title },
      before: { poolSize: pool.length },
      after: { poolSize: pool.length + indexed.length, added: indexed.map((r) => r.name) },
      at,
    });
    return {
      auctionId: auction.id,
      dryRun: false,
      added: indexed.length,
      preview: preview(result.rows),
      players: (await listPool(tx, auction.id)).map(toPoolPlayerView),
    };
  });
  if (!imported.dryRun) await deps.room.auctionChanged(imported.auctionId);
  return imported;
}

/** `GET auctions/:id/pool` (admin), in lot order. @throws 404 AUCTION_NOT_FOUND. */
export async function getPool(deps: AppDeps, auctionId: string) {
  const auction = await loadAuction(deps.database.db, auctionId);
  const players = await listPool(deps.database.db, auction.id);
  return { auctionId: auction.id, players: players.map(toPoolPlayerView) };
}

async function loadPoolPlayerForChange(tx: DbOrTx, id: string) {
  const found = isUuid(id) ? await findPoolPlayer(tx, id) : null;
  if (!found) throw notFound('Player not found', ErrorCode.PLAYER_NOT_FOUND);
  const auction = await loadAuction(tx, found.auctionId, 'update');
  assertScheduled(auction);
  return found;
}

/**
 * `PUT auction-players/:id`: any columns of the sheet row; the rest keep their values.
 * @throws 404 PLAYER_NOT_FOUND; 422 AUCTION_NOT_SCHEDULED; 400 VALIDATION with field messages.
 */
export async function updatePoolPlayer(
  deps: AppDeps,
  auth: AuthContext,
  id: string,
  patch: Record<string, unknown>,
): Promise<{ player: PoolPlayerView }> {
  const now = new Date(deps.clock.now());
  let auctionId = '';
  const result = await deps.database.db.transaction(async (tx) => {
    const p = await loadPoolPlayerForChange(tx, id);
    auctionId = p.auctionId;
    const current: Record<string, unknown> = {
      name: p.name,
      type: `${p.type} ${p.lotGroup}`,
      base_cr: lakhsToCr(p.basePriceLakhs),
      bonus: p.bonus,
      ...Object.fromEntries(p.slotPoints.map((v, i) => [`slot_${i + 1}`, v])),
    };
    const checked = checkRow({ ...current, ...patch });
    if ('errors' in checked) {
      // The messages name their fields in words ('Base price must be a number'); `fields` places them.
      throw new AppError(400, ErrorCode.VALIDATION, Object.values(checked.errors).join('; '), {
        status: 411,
        fields: checked.errors,
      });
    }
    const others = (await listPool(tx, p.auctionId)).filter((o) => o.id !== p.id);
    if (others.some((o) => o.name.toLowerCase() === checked.row.name.toLowerCase())) {
      throw new AppError(409, ErrorCode.CONFLICT, NAME_TAKEN_MESSAGE, {
        fields: { name: NAME_TAKEN_MESSAGE },
      });
    }
    await updatePoolPlayerRow(tx, p.id, checked.row, now);
    const change = changedFields(sheetFieldsOf(p), sheetFieldsOf(checked.row));
    if (change) {
      await recordAdminAction(tx, {
        adminId: auth.user.id,
        action: 'POOL_PLAYER_EDIT',
        target: { type: 'POOL_PLAYER', id: p.id, label: p.name },
        ...change,
        at: now,
      });
    }
    return { player: toPoolPlayerView((await findPoolPlayer(tx, p.id))!) };
  });
  await deps.room.auctionChanged(auctionId);
  return result;
}

/** `DELETE auction-players/:id`. @throws 404 PLAYER_NOT_FOUND; 422 AUCTION_NOT_SCHEDULED. */
export async function deletePoolPlayer(
  deps: AppDeps,
  auth: AuthContext,
  id: string,
): Promise<{ deleted: string }> {
  let auctionId = '';
  const result = await deps.database.db.transaction(async (tx) => {
    const p = await loadPoolPlayerForChange(tx, id);
    auctionId = p.auctionId;
    await deletePoolPlayerRow(tx, p.id);
    await recordAdminAction(tx, {
      adminId: auth.user.id,
      action: 'POOL_PLAYER_REMOVE',
      target: { type: 'POOL_PLAYER', id: p.id, label: p.name },
      before: { auctionId: p.auctionId, ...sheetFieldsOf(p) },
      after: null,
      at: new Date(deps.clock.now()),
    });
    return { deleted: p.id };
  });
  await deps.room.auctionChanged(auctionId);
  return result;
}
