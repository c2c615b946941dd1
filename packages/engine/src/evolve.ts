// evolve: (state, event) → the next state. Pure and shared by the server and the web client, so both
// agree on what each fact means. Events are facts: one that contradicts the state is a bug and throws.
import { assertNever } from './errors';
import type {
  AuctionEvent,
  BidPlacedEvent,
  LotOpenedEvent,
  LotSoldEvent,
  TeamRegisteredEvent,
} from './events';
import { requirePlayer, requireTeam } from './queries';
import { insertPulledBack } from './rules/lot-order';
import type { AuctionState, Lot, PoolPlayer } from './state';

/**
 * Applies one accepted event and returns a new state with `version + 1`; the input is never
 * changed. Throws only for an event that cannot follow this state (e.g. a bid on another lot),
 * which means a missed or reordered event: resync from a full state.
 *
 * @example
 * const next = evolve(state, { type: 'lotUnsold', lotId: 4, playerId: 'p9' });
 * next.players.p9.status; // 'UNSOLD'
 * next.version === state.version + 1; // true
 */
export function evolve(state: AuctionState, event: AuctionEvent): AuctionState {
  return { ...apply(state, event), version: state.version + 1 };
}

function apply(state: AuctionState, event: AuctionEvent): AuctionState {
  switch (event.type) {
    case 'lotOpened':
      return applyLotOpened(state, event);
    case 'bidPlaced':
      return applyBidPlaced(state, event);
    case 'lotSold':
      return applyLotSold(state, event);
    case 'lotUnsold':
      requireOpenLot(state, event.lotId);
      return {
        ...withPlayer(state, { ...requirePlayer(state, event.playerId), status: 'UNSOLD' }),
        currentLot: null,
        phase: 'BETWEEN_LOTS',
      };
    case 'playerPulledBack': {
      const player = requirePlayer(state, event.playerId);
      const isPulledBack = (id: string): boolean => state.players[id]?.isPullBackOnce === true;
      return {
        ...withPlayer(state, { ...player, status: 'AVAILABLE', isPullBackOnce: true }),
        queue: insertPulledBack(state.queue, player.id, isPulledBack),
      };
    }
    case 'biddingEnded':
      return { ...state, phase: 'BIDDING_ENDED', biddingEndedAt: event.at };
    case 'teamRegistered':
      return applyTeamRegistered(state, event);
    default:
      return assertNever(event, 'event');
  }
}

function applyLotOpened(state: AuctionState, event: LotOpenedEvent): AuctionState {
  const { lotId, playerId, basePriceLakhs, openedAt, closesAt } = event;
  requirePlayer(state, playerId);
  const lot: Lot = {
    lotId,
    playerId,
    basePriceLakhs,
    openedAt,
    closesAt,
    currentBidLakhs: null,
    highestTeamId: null,
    bidCount: 0,
  };
  const queue = state.queue.filter((id) => id !== playerId);
  return { ...state, phase: 'LOT_OPEN', currentLot: lot, lastLotId: lotId, queue };
}

function applyBidPlaced(state: AuctionState, event: BidPlacedEvent): AuctionState {
  const lot = requireOpenLot(state, event.lotId);
  const currentLot: Lot = {
    ...lot,
    currentBidLakhs: event.amountLakhs,
    highestTeamId: event.teamId,
    bidCount: lot.bidCount + 1,
    lastBidAt: event.at,
    closesAt: event.closesAt,
  };
  return { ...state, currentLot };
}

function applyLotSold(state: AuctionState, event: LotSoldEvent): AuctionState {
  requireOpenLot(state, event.lotId);
  const { playerId, teamId, amountLakhs } = event;
  const player = requirePlayer(state, playerId);
  const team = requireTeam(state, teamId);
  const sold: PoolPlayer = {
    ...player,
    status: 'SOLD',
    soldToTeamId: teamId,
    soldForLakhs: amountLakhs,
  };
  const book = {
    ...team,
    purseRemainingLakhs: team.purseRemainingLakhs - amountLakhs,
    squad: [...team.squad, { playerId, type: player.type, priceLakhs: amountLakhs }],
  };
  return {
    ...withPlayer(state, sold),
    teams: { ...state.teams, [teamId]: book },
    currentLot: null,
    phase: 'BETWEEN_LOTS',
  };
}

function applyTeamRegistered(state: AuctionState, event: TeamRegisteredEvent): AuctionState {
  const { teamId, ownerId, purseTotalLakhs, isBot } = event;
  const book = {
    teamId,
    ownerId,
    purseTotalLakhs,
    purseRemainingLakhs: purseTotalLakhs,
    squad: [],
    isBot,
  };
  return { ...state, teams: { ...state.teams, [teamId]: book } };
}

function withPlayer(state: AuctionState, player: PoolPlayer): AuctionState {
  return { ...state, players: { ...state.players, [player.id]: player } };
}

function requireOpenLot(state: AuctionState, lotId: number): Lot {
  const lot = state.currentLot;
  if (lot === null || lot.lotId !== lotId) {
    throw new Error(`Event for lot ${lotId} but the open lot is ${lot?.lotId ?? 'none'}`);
  }
  return lot;
}
