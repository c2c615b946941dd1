/**
 * The room's views as pure functions of the engine state: the server builds the spec's event payloads
 * with them and the web derives its screen with them, so both show the same thing from the same
 * facts (ARCHITECTURE.md §5). Crores on the wire with integer lakhs beside them; ISO instants.
 */
import {
  currentMaxBidLakhs,
  lakhsToCrores,
  minIncrementLakhs,
  minNextBidLakhs,
  remainingPlayerCount,
  type AuctionState,
  type Lot,
  type LotBid,
  type PoolPlayer,
  type TeamBook,
} from '@bidxi/engine';
import type { AuctionStatus } from '../http/auctions';
import type { RoomAuctionInfo, RoomSnapshot } from './room-snapshot';
import type {
  RoomBidView,
  RoomLotView,
  RoomPhase,
  RoomPlayerView,
  RoomTeamView,
  RoomView,
} from './room-views';

const iso = (ms: number) => new Date(ms).toISOString();

/** The open lot: price, next acceptable bid, leader. */
export function lotView(state: AuctionState, lot: Lot): RoomLotView {
  const leader = lot.highestTeamId ? state.teams[lot.highestTeamId] : undefined;
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
    highestBidderId: leader?.ownerId ?? null,
    highestBidderName: leader?.ownerName ?? null,
    bidCount: lot.bidCount,
    passedTeamIds: [...lot.passedTeamIds],
  };
}

/** A pool player with its auction status. */
export function playerView(p: PoolPlayer): RoomPlayerView {
  return {
    auctionPlayerId: p.id,
    name: p.name,
    type: p.type,
    lotGroup: p.lotGroup,
    imageUrl: p.imageUrl ?? null,
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

/** An accepted bid of the open lot, with the bidder (the team's owner). */
export function bidView(state: AuctionState, bid: LotBid): RoomBidView {
  const team = state.teams[bid.teamId];
  const username = team?.ownerName ?? '';
  const at = iso(bid.at);
  return {
    amount: lakhsToCrores(bid.amountLakhs),
    amountLakhs: bid.amountLakhs,
    teamId: bid.teamId,
    userId: team?.ownerId ?? '',
    username,
    timestamp: at,
    createdAt: at,
    User: { username },
    proxy: bid.proxy === true,
  };
}

/**
 * A team: purse (Cr and lakhs), squad in purchase order, whether its owner is connected and whether
 * it is on autopilot.
 */
export function teamView(state: AuctionState, team: TeamBook, isConnected: boolean): RoomTeamView {
  return {
    teamId: team.teamId,
    name: team.name,
    ownerId: team.ownerId,
    ownerName: team.ownerName,
    imageUrl: team.imageUrl,
    isBot: team.isBot,
    purseTotal: lakhsToCrores(team.purseTotalLakhs),
    purseTotalLakhs: team.purseTotalLakhs,
    purseRemaining: lakhsToCrores(team.purseRemainingLakhs),
    purseRemainingLakhs: team.purseRemainingLakhs,
    ...maxBidOf(state, team.teamId),
    squad: team.squad.map((s) => ({
      auctionPlayerId: s.playerId,
      name: state.players[s.playerId]?.name ?? '',
      type: s.type,
      price: lakhsToCrores(s.priceLakhs),
    })),
    isConnected: team.isBot || isConnected,
    isAutopilot: state.autopilot[team.teamId] !== undefined,
  };
}

/** A team's max bid now (rules/max-bid.ts), in Cr and integer lakhs. */
export function maxBidOf(state: AuctionState, teamId: string) {
  const maxBidLakhs = currentMaxBidLakhs(state, teamId);
  return { maxBid: lakhsToCrores(maxBidLakhs), maxBidLakhs };
}

/** Where the room stands for a client at `nowMs` (the lobby lasts until `lotsStartAt`). */
export function roomPhase(state: AuctionState, status: AuctionStatus, nowMs: number): RoomPhase {
  if (status === 'COMPLETED' || state.phase === 'COMPLETED') return 'COMPLETED';
  if (state.phase === 'BIDDING_ENDED') return 'ENDED';
  if (state.phase === 'LOT_OPEN') return 'LOT_OPEN';
  if (status !== 'LIVE' || nowMs < state.settings.lotsStartAt) return 'LOBBY';
  return state.phase === 'BETWEEN_LOTS' ? 'BETWEEN_LOTS' : 'WAITING';
}

/** The auction's times and windows as the room shows them. */
export function auctionView(state: AuctionState, info: RoomAuctionInfo): RoomView['auction'] {
  const { settings } = state;
  const endsAtMs = state.reorderEndsAt ?? settings.scheduledEndAt;
  return {
    id: info.id,
    title: info.title,
    status: state.phase === 'COMPLETED' ? 'COMPLETED' : info.status,
    startsAt: info.startsAt,
    lotsStartAt: iso(settings.lotsStartAt),
    endsAt: endsAtMs === null ? info.startsAt : iso(endsAtMs),
    isEndTimeUpdated: state.reorderEndsAt !== null,
    budgetLimit: lakhsToCrores(info.budgetLimitLakhs),
    lotWindowMs: settings.lotWindowMs,
    bidWindowMs: settings.bidWindowMs,
    pauseBetweenLotsMs: settings.pauseBetweenLotsMs,
    pausedAt: state.pausedAt === null ? null : iso(state.pausedAt),
  };
}

/** Why bidding ended: squads full, players done, or the scheduled end. */
export function biddingEndedReason(
  state: AuctionState,
): 'ALL_SQUADS_FULL' | 'ALL_PLAYERS_DONE' | 'TIME_UP' {
  const teams = Object.values(state.teams);
  if (teams.length > 0 && teams.every((t) => t.squad.length >= 11)) return 'ALL_SQUADS_FULL';
  return state.queue.length === 0 ? 'ALL_PLAYERS_DONE' : 'TIME_UP';
}

/**
 * The whole room view of a snapshot at `nowMs`: what `roomState` meant before the engine snapshot
 * (and what the web renders). Teams and players in registration and pool order.
 */
export function roomView(snapshot: RoomSnapshot, nowMs: number): RoomView {
  const { state } = snapshot;
  const connected = new Set(snapshot.connectedUserIds);
  const lot = state.currentLot;
  return {
    seq: snapshot.seq,
    serverTime: snapshot.serverTime,
    phase: roomPhase(state, snapshot.auction.status, nowMs),
    auction: auctionView(state, snapshot.auction),
    currentLot: lot ? lotView(state, lot) : null,
    lastBids: lot ? lot.recentBids.map((b) => bidView(state, b)) : [],
    teams: Object.values(state.teams).map((t) => teamView(state, t, connected.has(t.ownerId))),
    players: Object.values(state.players).map(playerView),
    queue: [...state.queue],
    roomSize: snapshot.roomSize,
    remainingPlayerCount: remainingPlayerCount(state),
    chat: snapshot.chat,
    myTeamId: snapshot.myTeamId,
  };
}
