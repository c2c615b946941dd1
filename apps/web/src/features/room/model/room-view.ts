/**
 * The room's screen model, derived from the engine snapshot with the protocol's pure projection
 * functions (room-projection.ts) — the same ones the server uses — and memoised on the engine's
 * objects: `evolve` keeps the identity of every player, team and lot it does not touch, so their views
 * keep theirs too and memoised components skip a re-render when an unrelated bid lands.
 */
import {
  currentMaxBidLakhs,
  isBiddingClosed,
  nextLotOpensAt,
  nextQueuedPlayerId,
  presentTeamCount,
  remainingPlayerCount,
  type AuctionState,
  type Lot,
  type LotBid,
  type PoolPlayer,
  type TeamBook,
} from '@bidxi/engine';
import {
  auctionView,
  bidView,
  lotView,
  playerView,
  roomPhase,
  teamView,
  type RoomBidView,
  type RoomLotView,
  type RoomPlayerView,
  type RoomSnapshot,
  type RoomTeamView,
  type RoomView,
} from '@bidxi/protocol';

/** The outcome of the last closed lot, shown until the next lot opens. Amount in Cr. */
export interface LotResult {
  auctionPlayerId: string;
  playerName: string;
  status: 'SOLD' | 'UNSOLD';
  userId: string | null;
  username: string | null;
  teamId: string | null;
  amount: number | null;
}

/**
 * What the room's components read: the protocol's `RoomView` of the snapshot, plus the last lot's
 * result (kept from the events), when the next lot may open (the engine's `nextLotOpensAt`, ISO; null
 * while a lot is open or once bidding has ended), the teams present for the two-team rule and the
 * player up next.
 */
export interface ClientRoom extends RoomView {
  lastResult: LotResult | null;
  nextLotAt: string | null;
  presentTeamCount: number;
  /**
   * The player (auctionPlayerId) up next: the engine's `nextQueuedPlayerId`, the rule the
   * "your target is up next" push uses too; null when none is queued.
   */
  nextPlayerId: string | null;
}

/** Derives a {@link ClientRoom}; each deriver keeps its own caches (one per room store). */
export type RoomViewDeriver = (
  snapshot: RoomSnapshot,
  lastResult: LotResult | null,
  nowMs: number,
) => ClientRoom;

/** Returns `prev` when `next` has the same items (by identity), so the array keeps its identity. */
function sameItems<T>(prev: readonly T[] | undefined, next: T[]): T[] {
  if (prev && prev.length === next.length && prev.every((x, i) => x === next[i]))
    return prev as T[];
  return next;
}

/** Returns `prev` when every field of `next` is identical to it. */
function sameFields<T extends object>(prev: T | undefined, next: T): T {
  if (!prev) return next;
  const keys = Object.keys(next) as (keyof T)[];
  const isSame =
    keys.length === Object.keys(prev).length && keys.every((k) => Object.is(prev[k], next[k]));
  return isSame ? prev : next;
}

/**
 * A memoised `roomView` (room-projection.ts) for one room: players by `PoolPlayer`, teams by
 * `TeamBook`, presence and max bid (which moves with the player on the block and the players still
 * available, not with bids), the lot by `Lot`, its bids by `LotBid`, the arrays by their items.
 *
 * @example
 * const derive = createRoomViewDeriver();
 * const room = derive(snapshot, null, serverNow());
 * derive(afterABid, null, serverNow()).players === room.players; // true: no player changed
 */
export function createRoomViewDeriver(): RoomViewDeriver {
  const players = new WeakMap<PoolPlayer, RoomPlayerView>();
  const teams = new WeakMap<TeamBook, RoomTeamView>();
  const lots = new WeakMap<Lot, RoomLotView>();
  const bids = new WeakMap<LotBid, RoomBidView>();
  let prev: ClientRoom | undefined;

  const player = (p: PoolPlayer) => {
    let view = players.get(p);
    if (!view) players.set(p, (view = playerView(p)));
    return view;
  };
  const team = (state: AuctionState, t: TeamBook, isConnected: boolean) => {
    const hit = teams.get(t);
    const isSame =
      hit !== undefined &&
      hit.isConnected === (t.isBot || isConnected) &&
      hit.isAutopilot === (state.autopilot[t.teamId] !== undefined) &&
      hit.maxBidLakhs === currentMaxBidLakhs(state, t.teamId);
    if (isSame) return hit;
    const view = teamView(state, t, isConnected);
    teams.set(t, view);
    return view;
  };
  const lot = (state: AuctionState, l: Lot) => {
    let view = lots.get(l);
    if (!view) lots.set(l, (view = lotView(state, l)));
    return view;
  };
  const bid = (state: AuctionState, b: LotBid) => {
    let view = bids.get(b);
    if (!view) bids.set(b, (view = bidView(state, b)));
    return view;
  };

  return (snapshot, lastResult, nowMs) => {
    const { state } = snapshot;
    const connected = new Set(snapshot.connectedUserIds);
    const current = state.currentLot;
    const opensAt = nextLotOpensAt(state);
    const room: ClientRoom = {
      seq: snapshot.seq,
      serverTime: snapshot.serverTime,
      phase: roomPhase(state, snapshot.auction.status, nowMs),
      auction: sameFields(prev?.auction, auctionView(state, snapshot.auction)),
      currentLot: current ? lot(state, current) : null,
      lastBids: sameItems(
        prev?.lastBids,
        (current?.recentBids ?? []).map((b) => bid(state, b)),
      ),
      teams: sameItems(
        prev?.teams,
        Object.values(state.teams).map((t) => team(state, t, connected.has(t.ownerId))),
      ),
      players: sameItems(prev?.players, Object.values(state.players).map(player)),
      queue: sameItems(prev?.queue, [...state.queue]),
      roomSize: snapshot.roomSize,
      remainingPlayerCount: remainingPlayerCount(state),
      chat: snapshot.chat,
      myTeamId: snapshot.myTeamId,
      lastResult: current ? null : lastResult,
      nextLotAt:
        current || isBiddingClosed(state) || !Number.isFinite(opensAt)
          ? null
          : new Date(opensAt).toISOString(),
      presentTeamCount: presentTeamCount(state, connected),
      nextPlayerId: nextQueuedPlayerId(state),
    };
    prev = room;
    return room;
  };
}
