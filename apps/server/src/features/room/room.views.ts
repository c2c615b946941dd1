/**
 * Turns the engine's state into what the room sends: crores on the wire with integer lakhs beside
 * them, ISO instants (ARCHITECTURE.md §3). Pure functions of their arguments.
 */
import {
  lakhsToCrores,
  minIncrementLakhs,
  minNextBidLakhs,
  type AuctionState,
  type Lot,
} from '@bidxi/engine';
import type {
  RoomBidView,
  RoomLotView,
  RoomPhase,
  RoomPlayerView,
  RoomState,
  RoomTeamView,
  ChatMessageView,
} from '@bidxi/protocol';
import type { RoomSetup, RoomTeamInfo } from './room.types';

const iso = (ms: number) => new Date(ms).toISOString();

export function lotView(
  state: AuctionState,
  lot: Lot,
  teams: readonly RoomTeamInfo[],
): RoomLotView {
  const leader = lot.highestTeamId ? teams.find((t) => t.teamId === lot.highestTeamId) : undefined;
  const next = minNextBidLakhs(lot);
  return {
    lotId: lot.lotId,
    auctionPlayerId: lot.playerId,
    openedAt: iso(lot.openedAt),
    closesAt: iso(lot.closesAt),
    currentBid: lot.currentBidLakhs === null ? null : lakhsToCrores(lot.currentBidLakhs),
    currentBidLakhs: lot.currentBidLakhs,
    minNextBid: lakhsToCrores(next),
    minNextBidLakhs: next,
    incrementLakhs: minIncrementLakhs(lot.currentBidLakhs ?? lot.basePriceLakhs),
    highestTeamId: lot.highestTeamId,
    highestBidderId:
      leader?.ownerId ??
      (lot.highestTeamId ? (state.teams[lot.highestTeamId]?.ownerId ?? null) : null),
    highestBidderName: leader ? leader.ownerName : null,
    bidCount: lot.bidCount,
  };
}

export function playerView(
  state: AuctionState,
  setup: RoomSetup,
  playerId: string,
): RoomPlayerView {
  const p = state.players[playerId];
  if (!p) throw new Error(`unknown player ${playerId}`);
  return {
    auctionPlayerId: p.id,
    name: p.name,
    type: p.type,
    lotGroup: p.lotGroup,
    imageUrl: setup.playerImages[p.id] ?? null,
    basePrice: lakhsToCrores(p.basePriceLakhs),
    basePriceLakhs: p.basePriceLakhs,
    bonus: p.bonus,
    slotPoints: [...p.slotPoints],
    status: p.status,
    isPullBackOnce: p.isPullBackOnce,
    soldToTeamId: p.soldToTeamId ?? null,
    soldPrice: p.soldForLakhs === undefined ? null : lakhsToCrores(p.soldForLakhs),
  };
}

export function teamViews(
  state: AuctionState,
  setup: RoomSetup,
  present: ReadonlySet<string>,
): RoomTeamView[] {
  return setup.teams
    .filter((t) => state.teams[t.teamId])
    .map((t) => {
      const book = state.teams[t.teamId]!;
      return {
        teamId: t.teamId,
        name: t.name,
        ownerId: t.ownerId,
        ownerName: t.ownerName,
        imageUrl: t.imageUrl,
        isBot: t.isBot,
        purseTotal: lakhsToCrores(book.purseTotalLakhs),
        purseRemaining: lakhsToCrores(book.purseRemainingLakhs),
        purseRemainingLakhs: book.purseRemainingLakhs,
        squad: book.squad.map((s) => ({
          auctionPlayerId: s.playerId,
          name: state.players[s.playerId]?.name ?? '',
          type: s.type,
          price: lakhsToCrores(s.priceLakhs),
        })),
        isConnected: t.isBot || present.has(t.ownerId),
      };
    });
}

/** AVAILABLE players left, including the one on the block (the spec's `remainingPlayerCount`). */
export function remainingPlayerCount(state: AuctionState): number {
  return state.queue.length + (state.currentLot ? 1 : 0);
}

/** The room's phase as a client shows it. */
export function roomPhase(state: AuctionState, setup: RoomSetup, nowMs: number): RoomPhase {
  const a = setup.auction;
  if (a.status === 'COMPLETED') return 'COMPLETED';
  if (state.phase === 'BIDDING_ENDED') return 'ENDED';
  if (state.phase === 'LOT_OPEN') return 'LOT_OPEN';
  if (a.status !== 'LIVE' || nowMs < a.startsAtMs + a.lobbyMs) return 'LOBBY';
  return state.phase === 'BETWEEN_LOTS' ? 'BETWEEN_LOTS' : 'WAITING';
}

export interface RoomStateExtras {
  nowMs: number;
  lastBids: RoomBidView[];
  chat: ChatMessageView[];
  present: ReadonlySet<string>;
  roomSize: number;
  myTeamId: string | null;
}

export function roomStateView(
  state: AuctionState,
  setup: RoomSetup,
  x: RoomStateExtras,
): RoomState {
  const a = setup.auction;
  return {
    seq: state.version,
    serverTime: iso(x.nowMs),
    phase: roomPhase(state, setup, x.nowMs),
    auction: {
      id: a.id,
      title: a.title,
      status: a.status,
      startsAt: iso(a.startsAtMs),
      lotsStartAt: iso(a.startsAtMs + a.lobbyMs),
      endsAt: iso(a.endsAtMs),
      isEndTimeUpdated: a.isEndTimeUpdated,
      budgetLimit: lakhsToCrores(a.budgetLimitLakhs),
      lotWindowMs: a.lotWindowMs,
      bidWindowMs: a.bidWindowMs,
      pauseBetweenLotsMs: a.pauseBetweenLotsMs,
    },
    currentLot: state.currentLot ? lotView(state, state.currentLot, setup.teams) : null,
    lastBids: x.lastBids,
    teams: teamViews(state, setup, x.present),
    players: Object.keys(state.players).map((id) => playerView(state, setup, id)),
    queue: [...state.queue],
    roomSize: x.roomSize,
    remainingPlayerCount: remainingPlayerCount(state),
    chat: x.chat,
    myTeamId: x.myTeamId,
  };
}
