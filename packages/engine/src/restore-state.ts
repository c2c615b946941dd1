// Rebuilds an AuctionState from stored rows (players with outcomes, teams, the open lot) so a server
// that restarts, or a node that takes over an auction, does not need the whole event log.
import { assertPlayerInput, assertTeamInput } from './initial-state';
import type { TeamInput } from './initial-state';
import { PLAYER_TYPES } from './player-type';
import type { PlayerType } from './player-type';
import { compareLotOrder } from './rules/lot-order';
import { SQUAD_SIZE, TYPE_MAX, countTypes } from './rules/squad';
import { DEFAULT_SETTINGS } from './state';
import type {
  AuctionPhase,
  AuctionSettings,
  AuctionState,
  Lot,
  PoolPlayer,
  TeamBook,
} from './state';

/** Stored facts of a running or finished auction. Amounts in integer lakhs, instants epoch ms. */
export interface RestoreStateInput {
  readonly auctionId: string;
  /** Every pool player with its outcome. SOLD players join squads in the order given here. */
  readonly players: readonly PoolPlayer[];
  readonly teams: readonly TeamInput[];
  /**
   * AVAILABLE player ids, next first, without the open lot's player. When omitted: pulled-back
   * players first, then the rest, each in lot order (store the order to keep pull-backs exact).
   */
  readonly queue?: readonly string[];
  /** The open lot (its player is AVAILABLE), or `null`. */
  readonly currentLot: Lot | null;
  readonly lastLotId: number;
  readonly biddingEndedAt: number | null;
  /** The number of events applied so far (the room's `seq`). */
  readonly version: number;
  readonly settings?: Partial<AuctionSettings>;
}

/**
 * Builds the state described by stored rows: squads and remaining purses are derived from the SOLD
 * players, the phase from the lot and end fields. Throws when the rows contradict each other (a
 * sold player of an unknown team, a queue that is not the AVAILABLE players, a negative purse).
 *
 * @example
 * const state = restoreState({ auctionId, players, teams, currentLot: null, lastLotId: 42,
 *   biddingEndedAt: null, version: 97 });
 */
export function restoreState(input: RestoreStateInput): AuctionState {
  const players: Record<string, PoolPlayer> = {};
  for (const player of input.players) {
    assertPlayerInput(player, players);
    players[player.id] = player;
  }
  const teams = restoreTeams(input.teams, input.players);
  const lot = input.currentLot;
  if (
    lot !== null &&
    (players[lot.playerId]?.status !== 'AVAILABLE' || lot.lotId !== input.lastLotId)
  ) {
    throw new Error(`Open lot ${lot.lotId} must be the last lot and its player AVAILABLE`);
  }
  const waiting = input.players.filter((p) => p.status === 'AVAILABLE' && p.id !== lot?.playerId);
  const queue = input.queue ?? defaultQueue(waiting);
  const expected = new Set(waiting.map((p) => p.id));
  if (queue.length !== expected.size || !queue.every((id) => expected.delete(id))) {
    throw new Error('The queue must list every waiting AVAILABLE player exactly once');
  }
  return {
    auctionId: input.auctionId,
    phase: restorePhase(input),
    players,
    queue: [...queue],
    currentLot: lot,
    lastLotId: input.lastLotId,
    teams,
    settings: { ...DEFAULT_SETTINGS, ...input.settings },
    biddingEndedAt: input.biddingEndedAt,
    version: input.version,
  };
}

function restoreTeams(
  inputs: readonly TeamInput[],
  players: readonly PoolPlayer[],
): Record<string, TeamBook> {
  const teams: Record<string, TeamBook> = {};
  for (const team of inputs) {
    assertTeamInput(team, teams);
    const { teamId, ownerId, purseTotalLakhs } = team;
    const squad = players
      .filter((p) => p.status === 'SOLD' && p.soldToTeamId === teamId)
      .map((p) => ({ playerId: p.id, type: p.type, priceLakhs: p.soldForLakhs ?? Number.NaN }));
    const spentLakhs = squad.reduce((sum, entry) => sum + entry.priceLakhs, 0);
    const problem =
      (!squad.every((entry) => Number.isSafeInteger(entry.priceLakhs)) && 'a sale has no price') ||
      (spentLakhs > purseTotalLakhs && 'it overspent its purse') ||
      (!isWithinLimits(squad.map((entry) => entry.type)) && 'its squad breaks the limits');
    if (problem) throw new Error(`Team ${teamId} cannot be restored: ${problem}`);
    const purseRemainingLakhs = purseTotalLakhs - spentLakhs;
    teams[teamId] = {
      teamId,
      ownerId,
      purseTotalLakhs,
      purseRemainingLakhs,
      squad,
      isBot: team.isBot ?? false,
    };
  }
  const orphan = players.find((p) => p.status === 'SOLD' && !teams[p.soldToTeamId ?? '']);
  if (orphan) throw new Error(`Player ${orphan.id} is sold to an unknown team`);
  return teams;
}

function isWithinLimits(types: readonly PlayerType[]): boolean {
  const counts = countTypes(types);
  return types.length <= SQUAD_SIZE && PLAYER_TYPES.every((type) => counts[type] <= TYPE_MAX[type]);
}

function defaultQueue(waiting: readonly PoolPlayer[]): string[] {
  const pulledBackFirst = (a: PoolPlayer, b: PoolPlayer): number =>
    Number(b.isPullBackOnce) - Number(a.isPullBackOnce) || compareLotOrder(a, b);
  return [...waiting].sort(pulledBackFirst).map((p) => p.id);
}

function restorePhase(input: RestoreStateInput): AuctionPhase {
  if (input.biddingEndedAt !== null) return 'BIDDING_ENDED';
  if (input.currentLot !== null) return 'LOT_OPEN';
  return input.lastLotId > 0 ? 'BETWEEN_LOTS' : 'WAITING';
}
