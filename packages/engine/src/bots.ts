// Practice bots: a pure bidding strategy. The caller (the room runner) asks after every event,
// schedules the proposed bid `delayMs` later, and submits it through `decide` like any other bid.
import type { PlaceBidCommand } from './commands';
import { requirePlayer, squadTypes } from './queries';
import { checkBid } from './rules/bid';
import { minNextBidLakhs } from './rules/increments';
import { PLAYER_TYPES } from './player-type';
import type { PlayerType } from './player-type';
import { SQUAD_SIZE, TYPE_MIN, countTypes } from './rules/squad';
import type { AuctionState, PoolPlayer, TeamBook } from './state';

/** Bots wait at least this long before bidding, like a person reading the lot. */
export const BOT_MIN_DELAY_MS = 800;
/** Bots wait at most this long. */
export const BOT_MAX_DELAY_MS = 4_000;
/** A bot bid is never scheduled in the last 300 ms before the lot closes. */
export const BOT_CLOSE_MARGIN_MS = 300;

/** The bid window the delays above are tuned for; shorter windows (test auctions) scale them down. */
export const BOT_REFERENCE_BID_WINDOW_MS = 15_000;

/** A bid a bot wants to place: `amountLakhs` (integer lakhs) after `delayMs`. */
export interface BotBid {
  readonly amountLakhs: number;
  readonly delayMs: number;
}

/**
 * What bot `teamId` bids on the open lot, or `null` to pass. The bot offers the minimum next bid
 * while it is below both its valuation (best slot points + bonus, relative to the pool's best,
 * times its per-player budget) and its free purse: the purse minus what filling the rest of an
 * 11-player valid squad at base prices would cost. It never proposes a bid `checkBid` would refuse
 * at `now + delayMs` with `expectedVersion: state.version`. `delayMs` is 0.8–4 s, cut so the bid
 * lands before `closesAt − 300 ms`; with a bid window shorter than 15 s, both scale down in
 * proportion (so a test auction with a 600 ms window still sees bots bid). Deterministic for a given
 * `rng` (uniform in [0, 1)).
 *
 * @example
 * const bid = botBid(state, 'bot-1', now, Math.random);
 * if (bid) schedule(now + bid.delayMs, { type: 'placeBid', lotId, teamId: 'bot-1',
 *   amountLakhs: bid.amountLakhs, expectedVersion: state.version });
 */
export function botBid(
  state: AuctionState,
  teamId: string,
  now: number,
  rng: () => number,
): BotBid | null {
  const scale = Math.min(1, state.settings.bidWindowMs / BOT_REFERENCE_BID_WINDOW_MS);
  const drawnDelayMs = Math.floor(
    (BOT_MIN_DELAY_MS + rng() * (BOT_MAX_DELAY_MS - BOT_MIN_DELAY_MS)) * scale,
  );
  const lot = state.currentLot;
  const team = state.teams[teamId];
  if (lot === null || team === undefined || lot.highestTeamId === teamId) return null;
  const latestDelayMs = lot.closesAt - Math.ceil(BOT_CLOSE_MARGIN_MS * scale) - now - 1;
  if (latestDelayMs < 0) return null;
  const delayMs = Math.min(drawnDelayMs, latestDelayMs);

  const amountLakhs = minNextBidLakhs(lot);
  const player = requirePlayer(state, lot.playerId);
  if (amountLakhs > botLimitLakhs(state, team, player)) return null;
  const command: PlaceBidCommand = {
    type: 'placeBid',
    lotId: lot.lotId,
    teamId,
    amountLakhs,
    expectedVersion: state.version,
  };
  return checkBid(state, command, now + delayMs).ok ? { amountLakhs, delayMs } : null;
}

/** The most this bot will pay for `player`, in lakhs; 0 when buying it would strand the squad. */
export function botLimitLakhs(state: AuctionState, team: TeamBook, player: PoolPlayer): number {
  const counts = countTypes([...squadTypes(team), player.type]);
  const slotsLeft = SQUAD_SIZE - team.squad.length - 1;
  const needs = PLAYER_TYPES.map((type) => Math.max(0, TYPE_MIN[type] - counts[type]));
  const neededCount = needs.reduce((sum, need) => sum + need, 0);
  if (slotsLeft < 0 || neededCount > slotsLeft) return 0;

  const cheapest = cheapestBaseByType(state);
  const reserveLakhs =
    PLAYER_TYPES.reduce((sum, type, i) => sum + (needs[i] ?? 0) * cheapest[type], 0) +
    (slotsLeft - neededCount) * cheapest.any;
  const freeLakhs = team.purseRemainingLakhs - reserveLakhs;

  const perPlayerLakhs = freeLakhs / (slotsLeft + 1);
  const strength = playerStrength(player) / Math.max(1, bestStrength(state));
  const isNeeded = countTypes(squadTypes(team))[player.type] < TYPE_MIN[player.type];
  const taste = 0.8 + 0.4 * tasteOf(team.teamId, player.id);
  const valueLakhs =
    player.basePriceLakhs + 2 * perPlayerLakhs * strength * taste * (isNeeded ? 1.25 : 1);
  return Math.floor(Math.min(freeLakhs, valueLakhs));
}

/** Best slot points plus bonus: what the player is worth in the slot that suits them. */
function playerStrength(player: PoolPlayer): number {
  return Math.max(0, ...player.slotPoints) + player.bonus;
}

// Memoised by identity: evolve replaces `players` and `queue` only when they change, and bots are
// asked many times per lot.
const bestStrengthCache = new WeakMap<AuctionState['players'], number>();
const cheapestCache = new WeakMap<AuctionState['queue'], Record<PlayerType | 'any', number>>();

function bestStrength(state: AuctionState): number {
  const cached = bestStrengthCache.get(state.players);
  if (cached !== undefined) return cached;
  const best = Math.max(0, ...Object.values(state.players).map(playerStrength));
  bestStrengthCache.set(state.players, best);
  return best;
}

/** The cheapest base price among queued players, per type and over all; 0 when none is queued. */
function cheapestBaseByType(state: AuctionState): Record<PlayerType | 'any', number> {
  const cached = cheapestCache.get(state.queue);
  if (cached !== undefined) return cached;
  const cheapest: Record<PlayerType | 'any', number> = {
    Batter: Infinity,
    Bowler: Infinity,
    'Wicket-Keeper': Infinity,
    'All-Rounder': Infinity,
    any: Infinity,
  };
  for (const id of state.queue) {
    const { type, basePriceLakhs } = requirePlayer(state, id);
    cheapest[type] = Math.min(cheapest[type], basePriceLakhs);
    cheapest.any = Math.min(cheapest.any, basePriceLakhs);
  }
  for (const key of [...PLAYER_TYPES, 'any'] as const) {
    if (cheapest[key] === Infinity) cheapest[key] = 0;
  }
  cheapestCache.set(state.queue, cheapest);
  return cheapest;
}

/** A stable per-bot, per-player preference in [0, 1) (FNV-1a), so bots disagree on value. */
function tasteOf(teamId: string, playerId: string): number {
  let hash = 0x811c9dc5;
  for (const char of `${teamId}:${playerId}`) {
    hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  }
  return hash / 2 ** 32;
}
