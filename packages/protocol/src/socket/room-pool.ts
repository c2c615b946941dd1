/**
 * The lean wire (ARCHITECTURE.md §5, docs/architecture.md "Snapshot and pool"): an auction's static
 * pool (names, types, base prices, points, pictures) is served once over cacheable HTTP at a
 * versioned URL, and a lean `roomState` carries only what changes of each player, plus the open lot's
 * player (and the next one) whole, so a client shows the lot before the pool has arrived.
 *
 * The server builds a lean snapshot with {@link leanSnapshotOf}; the client puts the pool back with
 * {@link hydrateSnapshot} (no pool yet: only the inline players) and {@link withPool} (it arrived).
 */
import type { AuctionState, PlayerInput, PlayerType, PoolPlayer, TeamBook } from '@bidxi/engine';
import type { RoomSnapshot } from './room-snapshot';

/**
 * One row of an auction's static pool: what no event changes. Amounts in integer lakhs; points as in
 * the sheet (`slotPoints[slot - 1]`, 11 entries); `imageUrl` display only.
 */
export interface PoolRow {
  id: string;
  name: string;
  type: PlayerType;
  lotGroup: number;
  sheetIndex: number;
  basePriceLakhs: number;
  bonus: number;
  slotPoints: number[];
  imageUrl: string | null;
}

/**
 * `GET /api/auctions/{auctionId}/pool/{version}`: the static pool at `version`, rows in lot-group
 * then sheet order. The response is immutable (a changed pool has another version).
 */
export interface RoomPool {
  auctionId: string;
  version: string;
  players: PoolRow[];
}

/** Where a lean snapshot's pool is: its version (a content hash of the rows), URL and row count. */
export interface RoomPoolRef {
  version: string;
  /** The versioned path under the API origin, e.g. `/api/auctions/{id}/pool/{version}`. */
  url: string;
  count: number;
}

/** The versioned path of an auction's pool (under the site's origin). */
export const roomPoolPath = (auctionId: string, version: string): string =>
  `/api/auctions/${encodeURIComponent(auctionId)}/pool/${encodeURIComponent(version)}`;

/**
 * What changes of the players, beside the state's `queue`, `currentLot` and team squads: the
 * players now UNSOLD and those that have used their one pull-back. A player in a team's squad is
 * SOLD to that team for the squad entry's price (`evolve` writes both together); every other player
 * is AVAILABLE.
 */
export interface LeanPlayerStates {
  unsold: string[];
  pulledBack: string[];
}

/**
 * The engine state without the pool: `players` holds only the open lot's player and the next in the
 * queue (whole, with their state), `playerStates` the state of the others.
 */
export type LeanAuctionState = Omit<AuctionState, 'players'> & {
  players: Record<string, PoolPlayer>;
  playerStates: LeanPlayerStates;
};

/**
 * A lean `roomState` (asked for with `lean: true` in the handshake): the snapshot with the static
 * pool left out, and where to fetch it. A 148-player sheet's lean snapshot is at most 16 KB of JSON.
 */
export interface LeanRoomSnapshot extends Omit<RoomSnapshot, 'state'> {
  pool: RoomPoolRef;
  state: LeanAuctionState;
}

/** Whether a `roomState` is lean (has a pool reference) rather than whole. */
export function isLeanSnapshot(s: RoomSnapshot | LeanRoomSnapshot): s is LeanRoomSnapshot {
  return 'pool' in s;
}

/** A player's static row, with keys in one order (the pool's version hashes this JSON). */
export function poolRowOf(p: PlayerInput | PoolRow): PoolRow {
  return {
    id: p.id,
    name: p.name,
    type: p.type,
    lotGroup: p.lotGroup,
    sheetIndex: p.sheetIndex,
    basePriceLakhs: p.basePriceLakhs,
    bonus: p.bonus,
    slotPoints: [...p.slotPoints],
    imageUrl: p.imageUrl ?? null,
  };
}

/** The static rows of `players` in lot-group, sheet, id order: the pool's one canonical form. */
export function poolRowsOf(players: Iterable<PlayerInput | PoolRow>): PoolRow[] {
  return [...players]
    .map(poolRowOf)
    .sort(
      (a, b) =>
        a.lotGroup - b.lotGroup ||
        a.sheetIndex - b.sheetIndex ||
        (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    );
}

/** The ids shown whole in a lean snapshot: the open lot's player and the next in the queue. */
function inlineIds(state: AuctionState): string[] {
  const ids = [state.currentLot?.playerId, state.queue[0]];
  return ids.filter((id, i): id is string => id !== undefined && ids.indexOf(id) === i);
}

/** `snapshot` without its static pool, which is at `pool`. */
export function leanSnapshotOf(snapshot: RoomSnapshot, pool: RoomPoolRef): LeanRoomSnapshot {
  const { players, ...rest } = snapshot.state;
  const inline: Record<string, PoolPlayer> = {};
  for (const id of inlineIds(snapshot.state)) {
    const p = players[id];
    if (p) inline[id] = p;
  }
  const all = Object.values(players);
  const playerStates: LeanPlayerStates = {
    unsold: all.filter((p) => p.status === 'UNSOLD').map((p) => p.id),
    pulledBack: all.filter((p) => p.isPullBackOnce).map((p) => p.id),
  };
  return { ...snapshot, pool, state: { ...rest, players: inline, playerStates } };
}

/** The player of `row` in the state `states` and the teams' squads say it is in. */
function playerOf(
  row: PoolRow,
  sold: ReadonlyMap<string, { teamId: string; priceLakhs: number }>,
  states: { unsold: ReadonlySet<string>; pulledBack: ReadonlySet<string> },
): PoolPlayer {
  const sale = sold.get(row.id);
  const isPullBackOnce = states.pulledBack.has(row.id);
  if (sale) {
    return {
      ...row,
      status: 'SOLD',
      soldToTeamId: sale.teamId,
      soldForLakhs: sale.priceLakhs,
      isPullBackOnce,
    };
  }
  return { ...row, status: states.unsold.has(row.id) ? 'UNSOLD' : 'AVAILABLE', isPullBackOnce };
}

function salesOf(teams: Readonly<Record<string, TeamBook>>) {
  const sold = new Map<string, { teamId: string; priceLakhs: number }>();
  for (const t of Object.values(teams)) {
    for (const e of t.squad) sold.set(e.playerId, { teamId: t.teamId, priceLakhs: e.priceLakhs });
  }
  return sold;
}

/**
 * `state` with the whole pool: players it already holds keep their state (events may have moved
 * them since the snapshot) and take the pool's static fields; the others get theirs from `states`
 * and the teams' squads. Players missing from the pool are dropped (a pool edited while SCHEDULED).
 */
export function withPool(
  state: AuctionState,
  pool: RoomPool,
  states: LeanPlayerStates,
): AuctionState {
  const sold = salesOf(state.teams);
  const sets = { unsold: new Set(states.unsold), pulledBack: new Set(states.pulledBack) };
  const players: Record<string, PoolPlayer> = {};
  for (const row of pool.players) {
    const held = state.players[row.id];
    players[row.id] = held ? { ...held, ...poolRowOf(row) } : playerOf(row, sold, sets);
  }
  return { ...state, players };
}

/**
 * The whole snapshot a client works with from a lean one: with `pool` (of the same version) every
 * player; without it only the inline players (the open lot and the next), until the pool arrives.
 */
export function hydrateSnapshot(lean: LeanRoomSnapshot, pool: RoomPool | null): RoomSnapshot {
  const { pool: _ref, state: leanState, ...rest } = lean;
  const { playerStates, ...state } = leanState;
  const partial: AuctionState = state;
  const whole =
    pool && pool.version === lean.pool.version ? withPool(partial, pool, playerStates) : partial;
  return { ...rest, state: whole };
}
