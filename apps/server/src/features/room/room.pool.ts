/**
 * The auction's static pool as a cacheable HTTP resource (docs/architecture.md "Snapshot and pool"):
 * its version is a content hash of the pool's rows, so an edit while SCHEDULED gives a new URL and
 * no client keeps a stale pool; the lean `roomState` names that URL (room-pool.ts in the protocol).
 */
import { createHash } from 'node:crypto';
import type { PlayerInput } from '@bidxi/engine';
import {
  poolRowsOf,
  roomPoolPath,
  type PoolRow,
  type RoomPool,
  type RoomPoolRef,
} from '@bidxi/protocol';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../platform/errors';
import { loadPoolPlayers } from './room.auction-repo';

/** The version of a pool: the first 20 hex digits of the SHA-256 of its canonical rows' JSON. */
export function poolVersionOf(rows: readonly PoolRow[]): string {
  return createHash('sha256').update(JSON.stringify(rows)).digest('hex').slice(0, 20);
}

/** Where the pool of `players` (the engine's players, or the pool's rows) is served. */
export function poolRefOf(auctionId: string, players: Iterable<PlayerInput>): RoomPoolRef {
  const rows = poolRowsOf(players);
  const version = poolVersionOf(rows);
  return { version, url: roomPoolPath(auctionId, version), count: rows.length };
}

/**
 * The pool of auction `auctionId` at `version`.
 * @throws AppError 404 NOT_FOUND when the pool is at another version now (it was edited: a client
 *   asks for a new `roomState`, which names the current one).
 */
export async function poolAt(db: DbOrTx, auctionId: string, version: string): Promise<RoomPool> {
  const rows = poolRowsOf(await loadPoolPlayers(db, auctionId));
  if (poolVersionOf(rows) !== version) {
    throw notFound('This version of the pool is out of date. Reload the room.');
  }
  return { auctionId, version, players: rows };
}
