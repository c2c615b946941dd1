// Builds the state of an auction before its first lot from the pool, the teams and the settings.
// Malformed input (duplicate ids, not 11 slot points) is a caller bug and throws.
import { SQUAD_SIZE } from './rules/squad';
import { orderLots } from './rules/lot-order';
import { DEFAULT_SETTINGS } from './state';
import type { AuctionSettings, AuctionState, PoolPlayer, TeamBook } from './state';

/** A pool player as imported (amounts in integer lakhs), before any auction outcome. */
export type PlayerInput = Omit<
  PoolPlayer,
  'status' | 'soldToTeamId' | 'soldForLakhs' | 'isPullBackOnce'
>;

/** A registered team: its purse (the auction's budget) in integer lakhs; names are display only. */
export interface TeamInput {
  readonly teamId: string;
  readonly ownerId: string;
  readonly purseTotalLakhs: number;
  readonly isBot?: boolean;
  readonly name?: string;
  readonly ownerName?: string;
  readonly imageUrl?: string | null;
}

/** What {@link initialState} needs; missing settings take {@link DEFAULT_SETTINGS}. */
export interface InitialStateInput {
  readonly auctionId: string;
  readonly players: readonly PlayerInput[];
  readonly teams: readonly TeamInput[];
  readonly settings?: Partial<AuctionSettings>;
}

/**
 * The state of a fresh auction: every player AVAILABLE and queued in lot order (lot group, type,
 * sheet order; ARCHITECTURE.md §4), every team with a full purse and no players, version 0,
 * phase WAITING. Throws on malformed input.
 *
 * @example
 * const state = initialState({
 *   auctionId: 'a1',
 *   players: [{ id: 'p1', name: 'Virat Kohli', type: 'Batter', lotGroup: 1, sheetIndex: 3,
 *     basePriceLakhs: 200, bonus: 0, slotPoints: [975, 975, 900, 0, 0, 0, 0, 0, 0, 0, 0] }],
 *   teams: [{ teamId: 't1', ownerId: 'u1', purseTotalLakhs: 10_000 }],
 * });
 * state.queue; // ['p1']
 */
export function initialState(input: InitialStateInput): AuctionState {
  const players: Record<string, PoolPlayer> = {};
  for (const player of input.players) {
    assertPlayerInput(player, players);
    players[player.id] = { ...player, status: 'AVAILABLE', isPullBackOnce: false };
  }
  const teams: Record<string, TeamBook> = {};
  for (const team of input.teams) {
    assertTeamInput(team, teams);
    teams[team.teamId] = {
      teamId: team.teamId,
      ownerId: team.ownerId,
      name: team.name ?? team.teamId,
      ownerName: team.ownerName ?? team.ownerId,
      imageUrl: team.imageUrl ?? null,
      purseTotalLakhs: team.purseTotalLakhs,
      purseRemainingLakhs: team.purseTotalLakhs,
      squad: [],
      isBot: team.isBot ?? false,
    };
  }
  return {
    auctionId: input.auctionId,
    phase: 'WAITING',
    players,
    queue: orderLots(Object.values(players)).map((player) => player.id),
    currentLot: null,
    lastLotId: 0,
    teams,
    proxies: {},
    autopilot: {},
    settings: { ...DEFAULT_SETTINGS, ...input.settings },
    lastClosedAt: null,
    biddingEndedAt: null,
    reorderEndsAt: null,
    completedAt: null,
    pausedAt: null,
    lastSale: null,
    version: 0,
  };
}

/** Throws unless the player is well formed and its id is new. */
export function assertPlayerInput(player: PlayerInput, seen: Record<string, unknown>): void {
  const problem =
    (Object.hasOwn(seen, player.id) && 'duplicate id') ||
    (player.slotPoints.length !== SQUAD_SIZE && 'slotPoints must have 11 entries') ||
    (!player.slotPoints.every(Number.isFinite) && 'slotPoints must be numbers') ||
    (!Number.isFinite(player.bonus) && 'bonus must be a number') ||
    (!isPositiveInteger(player.basePriceLakhs) && 'basePriceLakhs must be a positive integer') ||
    (!isPositiveInteger(player.lotGroup) && 'lotGroup must be a positive integer') ||
    (!Number.isSafeInteger(player.sheetIndex) && 'sheetIndex must be an integer');
  if (problem) throw new Error(`Invalid player ${player.id}: ${problem}`);
}

/** Throws unless the team is well formed and its id is new. */
export function assertTeamInput(team: TeamInput, seen: Record<string, unknown>): void {
  const problem =
    (Object.hasOwn(seen, team.teamId) && 'duplicate id') ||
    (!isPositiveInteger(team.purseTotalLakhs) && 'purseTotalLakhs must be a positive integer');
  if (problem) throw new Error(`Invalid team ${team.teamId}: ${problem}`);
}

function isPositiveInteger(value: number): boolean {
  return Number.isSafeInteger(value) && value > 0;
}
