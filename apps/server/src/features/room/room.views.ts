/**
 * What the room sends, as pure functions of what was committed (no module state): the `roomState`
 * snapshot (whole or lean), the `roomEvents` batch, and the spec's named events (spec auctions-and-room.md §7) with
 * BidXI's `seq`, `closesAt` and `serverTime` (ARCHITECTURE.md §5), built with the protocol's views.
 */
import {
  confidentialTeamOf,
  lakhsToCrores,
  redactEvent,
  redactState,
  nextLotOpensAt,
  remainingPlayerCount,
  type AuctionEvent,
  type AuctionState,
} from '@bidxi/engine';
import {
  biddingEndedReason,
  bidView,
  lotView,
  maxBidOf,
  playerView,
  teamView,
  leanSnapshotOf,
  type ChatMessageView,
  type LeanRoomSnapshot,
  type RoomEventsMessage,
  type RoomSnapshot,
  type ServerToClientEvents,
} from '@bidxi/protocol';
import { poolRefOf } from './room.pool';
import type { Committed, RoomView } from './room';

/** The spec's named room events, sent to `feed: 'spec'` clients for each commit. */
export type SpecEventName =
  | 'activePlayerDetail'
  | 'currentPlayerBids'
  | 'newBid'
  | 'askNewPlayer'
  | 'playerSold'
  | 'budgetUpdate'
  | 'playerStatusChanged'
  | 'playerPulledBack'
  | 'playerReAdded'
  | 'roomPaused'
  | 'biddingEnded'
  | 'auctionCompleted'
  | 'teamJoined';

/** One of the spec's room messages, a union discriminated by `event` (the protocol's event map). */
export type RoomMessage = {
  [K in SpecEventName]: { event: K; payload: Parameters<ServerToClientEvents[K]>[0] };
}[SpecEventName];

const iso = (ms: number) => new Date(ms).toISOString();

/** The `roomState` snapshot for one viewer (only its own team's max bids). */
export function snapshotOf(
  view: RoomView,
  x: {
    nowMs: number;
    chat: ChatMessageView[];
    connectedUserIds: string[];
    myTeamId: string | null;
  },
): RoomSnapshot {
  const a = view.auction;
  return {
    seq: view.state.version,
    serverTime: iso(x.nowMs),
    auction: {
      id: a.id,
      title: a.title,
      status: view.state.phase === 'COMPLETED' ? 'COMPLETED' : a.status,
      startsAt: iso(a.startsAtMs),
      budgetLimitLakhs: a.budgetLimitLakhs,
    },
    state: redactState(view.state, x.myTeamId),
    chat: x.chat,
    connectedUserIds: x.connectedUserIds,
    roomSize: x.connectedUserIds.length,
    myTeamId: x.myTeamId,
    headHash: view.headHash,
  };
}

/**
 * The `roomState` as `caller` asked for it: whole, or lean (`lean: true` in the handshake) without
 * the static pool, which is at the versioned URL it names (room.pool.ts).
 */
export function wireSnapshotOf(
  snapshot: RoomSnapshot,
  caller: { auctionId: string; lean?: boolean },
): RoomSnapshot | LeanRoomSnapshot {
  if (!caller.lean) return snapshot;
  const pool = poolRefOf(caller.auctionId, Object.values(snapshot.state.players));
  return leanSnapshotOf(snapshot, pool);
}

/**
 * The engine events of a commit for `feed: 'engine'` clients, as team `viewerTeamId` may see them
 * (another team's max bid arrives as a `redacted` placeholder).
 */
export function eventsMessage(
  c: Committed,
  nowMs: number,
  viewerTeamId: string | null,
): RoomEventsMessage {
  const events = c.events.map((e) => redactEvent(e, viewerTeamId));
  return { seq: c.state.version, serverTime: iso(nowMs), events, headHash: c.headHash };
}

/** The teams a commit holds confidential events of (their owners get them whole). */
export function confidentialTeams(c: Committed): string[] {
  return [...new Set(c.events.map(confidentialTeamOf).filter((t): t is string => t !== null))];
}

/** The spec's named events for a commit, in order; each carries the seq of its engine event. */
export function specMessages(
  c: Committed,
  ctx: { nowMs: number; roomSize: number },
): RoomMessage[] {
  return c.steps.flatMap((step) => messagesOf(step.event, step.after, ctx));
}

function messagesOf(
  e: AuctionEvent,
  state: AuctionState,
  ctx: { nowMs: number; roomSize: number },
): RoomMessage[] {
  const seq = state.version;
  const serverTime = iso(ctx.nowMs);
  switch (e.type) {
    case 'lotOpened':
    case 'lotExtended':
    case 'lotEndingEarly':
    case 'auctionResumed': {
      // A lot whose close moves (after an outage, or early) is announced again with its new close.
      const lot = state.currentLot;
      const resumed: RoomMessage[] =
        e.type === 'auctionResumed'
          ? [{ event: 'roomPaused', payload: { seq, serverTime, paused: false } }]
          : [];
      if (!lot) return resumed;
      const detail: RoomMessage = {
        event: 'activePlayerDetail',
        payload: {
          seq,
          serverTime,
          playerId: lot.playerId,
          time: Math.max(0, lot.closesAt - ctx.nowMs),
          delay: state.settings.bidWindowMs / 1000,
          roomSize: ctx.roomSize,
          closesAt: iso(lot.closesAt),
          lot: lotView(state, lot),
          player: playerView(state.players[lot.playerId]!),
        },
      };
      if (e.type !== 'lotOpened') return [...resumed, detail];
      return [
        detail,
        { event: 'currentPlayerBids', payload: { seq, auctionPlayerId: e.playerId, bids: [] } },
      ];
    }
    case 'bidPlaced': {
      const lot = state.currentLot;
      const team = state.teams[e.teamId];
      if (!lot || !team) return [];
      const bids = lot.recentBids.map((b) => bidView(state, b));
      const bid = bids[0]!;
      return [
        {
          event: 'newBid',
          payload: {
            seq,
            serverTime,
            auctionPlayerId: lot.playerId,
            amount: bid.amount,
            amountLakhs: e.amountLakhs,
            timestamp: bid.timestamp,
            delay: state.settings.bidWindowMs / 1000,
            highestBidderId: team.ownerId,
            teamId: e.teamId,
            username: team.ownerName,
            remainingPlayerCount: remainingPlayerCount(state),
            closesAt: iso(e.closesAt),
            lot: lotView(state, lot),
            bid,
          },
        },
        { event: 'currentPlayerBids', payload: { seq, auctionPlayerId: lot.playerId, bids } },
      ];
    }
    case 'lotSold':
    case 'lotUnsold': {
      const sold = e.type === 'lotSold';
      const team = sold ? state.teams[e.teamId] : undefined;
      const isOver = state.phase !== 'BETWEEN_LOTS';
      const payload = {
        seq,
        serverTime,
        lotId: e.lotId,
        status: sold ? ('SOLD' as const) : ('UNSOLD' as const),
        auctionPlayerId: e.playerId,
        playerName: state.players[e.playerId]?.name ?? '',
        userId: team?.ownerId ?? null,
        teamId: sold ? e.teamId : null,
        username: team?.ownerName ?? null,
        amount: sold ? lakhsToCrores(e.amountLakhs) : null,
        remainingPlayerCount: remainingPlayerCount(state),
        nextLotAt: isOver ? null : iso(nextLotOpensAt(state)),
      };
      const out: RoomMessage[] = [{ event: 'askNewPlayer', payload }];
      if (sold) {
        out.push({ event: 'playerSold', payload });
        out.push(budgetUpdate(state));
      }
      out.push({
        event: 'playerStatusChanged',
        payload: { seq, auctionPlayerId: e.playerId, status: sold ? 'SOLD' : 'UNSOLD' },
      });
      return out;
    }
    case 'playerPulledBack': {
      const team = state.teams[e.teamId];
      return [
        {
          event: 'playerPulledBack',
          payload: {
            seq,
            serverTime,
            auctionPlayerId: e.playerId,
            playerName: state.players[e.playerId]?.name ?? '',
            userId: team?.ownerId ?? '',
            username: team?.ownerName ?? '',
            queue: [...state.queue],
          },
        },
        {
          event: 'playerReAdded',
          payload: { seq, message: 'One Player is Pulled Back!', auctionPlayerId: e.playerId },
        },
        {
          event: 'playerStatusChanged',
          payload: { seq, auctionPlayerId: e.playerId, status: 'AVAILABLE' },
        },
      ];
    }
    case 'saleUndone':
      return [
        budgetUpdate(state),
        {
          event: 'playerStatusChanged',
          payload: { seq, auctionPlayerId: e.playerId, status: 'AVAILABLE' },
        },
      ];
    case 'auctionPaused':
      return [{ event: 'roomPaused', payload: { seq, serverTime, paused: true } }];
    case 'biddingEnded':
      return [
        {
          event: 'biddingEnded',
          payload: {
            seq,
            serverTime,
            endsAt: iso(state.reorderEndsAt ?? e.at),
            reason: e.by === undefined ? biddingEndedReason(state) : 'ORGANISER',
          },
        },
      ];
    case 'auctionCompleted':
      return [{ event: 'auctionCompleted', payload: { seq, serverTime } }];
    case 'maxBidSet':
    case 'maxBidCancelled':
    case 'autopilotSet':
    case 'teamPassed':
    case 'redacted':
    case 'bidsRefused':
      // Confidential, or shown to the spec's clients through the bids and closes they cause.
      return [];
    case 'teamRegistered': {
      const team = state.teams[e.teamId];
      return team
        ? [{ event: 'teamJoined', payload: { seq, team: teamView(state, team, false) } }]
        : [];
    }
    default:
      // An organiser's request the spec has no message for: the engine feed carries it.
      return [];
  }
}

/** Every team's purse (and, per the protocol, max bid) after a sale or an undone one. */
function budgetUpdate(state: AuctionState): RoomMessage {
  return {
    event: 'budgetUpdate',
    payload: {
      seq: state.version,
      teams: Object.values(state.teams).map((t) => ({
        teamId: t.teamId,
        purseRemaining: lakhsToCrores(t.purseRemainingLakhs),
        purseRemainingLakhs: t.purseRemainingLakhs,
        ...maxBidOf(state, t.teamId),
      })),
    },
  };
}
