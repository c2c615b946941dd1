// Practice bots: a pure strategy that plays by the same rules as people. On each lot a bot, after a
// human-like delay from the lot's opening, bids the lowest next bid while the price is within its
// valuation (and its max bid), one increment at a time, each bid after a think time; once the price
// passes its valuation it passes, so a lot it cannot win ends early. The caller (the lot clock) asks
// after every event and submits the move at `at` through `decide` like any command.
import type { PassCommand, PlaceBidCommand } from './commands';
import { requirePlayer, squadTypes } from './queries';
import { minNextBidLakhs } from './rules/increments';
import { maxBidLakhs } from './rules/max-bid';
import { isOutOfLot } from './rules/early-close';
import { PLAYER_TYPES } from './player-type';
import type { PlayerType } from './player-type';
import { SQUAD_SIZE, TYPE_MIN, countTypes } from './rules/squad';
import type { AuctionState, PoolPlayer, TeamBook } from './state';

/** Bots wait at least this long after a lot opens, like a person reading the lot. */
export const BOT_MIN_DELAY_MS = 800;
/** Bots wait at most this long. */
export const BOT_MAX_DELAY_MS = 4_000;
/** A bot outbid on a lot it still wants thinks at least this long before its next bid. */
export const BOT_MIN_THINK_MS = 500;
/** …and at most this long. */
export const BOT_MAX_THINK_MS = 1_500;
/** A bot priced out of a lot passes this long after the bid that priced it out. */
export const BOT_REACTION_MS = 600;
/** The bid window the delays above are tuned for; shorter windows (test auctions) scale them down. */
export const BOT_REFERENCE_BID_WINDOW_MS = 15_000;

/** A bot's next move on the open lot: a command to submit at `at` (epoch ms). */
export interface BotMove {
  readonly at: number;
  readonly command: PlaceBidCommand | PassCommand;
}

/**
 * What bot `teamId` does next on the open lot, or `null` (no lot, not a bot team, leading, out of
 * the lot already, or its move would come after the lot closes). While the lowest next bid is within
 * its valuation cut to its max bid ({@link botLimitLakhs}, rules/max-bid.ts), it bids exactly that —
 * one increment over the current bid, never a jump — at the lot's opening plus 0.8–4 s when nobody
 * has bid yet, else at the last bid plus a think time of 0.5–1.5 s; otherwise it passes (at the same
 * first delay, or 0.6 s after the bid that priced it out). Delays scale down for bid windows shorter
 * than 15 s and are fixed for a bot, lot and price. Pure and deterministic.
 *
 * @example
 * const move = botMove(state, 'bot-1');
 * if (move) schedule(move.at, move.command);
 */
export function botMove(state: AuctionState, teamId: string): BotMove | null {
  const lot = state.currentLot;
  const team = state.teams[teamId];
  if (lot === null || !team?.isBot || lot.highestTeamId === teamId) return null;
  if (isOutOfLot(state, teamId)) return null; // passed, or cannot bid: out already
  const scale = Math.min(1, state.settings.bidWindowMs / BOT_REFERENCE_BID_WINDOW_MS);
  const floor = minNextBidLakhs(lot);
  const player = requirePlayer(state, lot.playerId);
  const limit = Math.min(botLimitLakhs(state, team, player), maxBidLakhs(state, teamId, player.id));
  const wants = floor <= limit;
  const taste = tasteOf(teamId, `lot:${lot.lotId}:${lot.currentBidLakhs ?? 'open'}`);
  let at: number;
  const lastBidAt = lot.lastBidAt ?? lot.openedAt;
  if (lot.bidCount === 0) {
    at =
      lot.openedAt +
      Math.round((BOT_MIN_DELAY_MS + taste * (BOT_MAX_DELAY_MS - BOT_MIN_DELAY_MS)) * scale);
  } else if (wants) {
    at =
      lastBidAt +
      Math.round((BOT_MIN_THINK_MS + taste * (BOT_MAX_THINK_MS - BOT_MIN_THINK_MS)) * scale);
  } else {
    at = lastBidAt + Math.round(BOT_REACTION_MS * scale);
  }
  if (at >= lot.closesAt) return null;
  const command: BotMove['command'] = wants
    ? { type: 'placeBid', lotId: lot.lotId, teamId, amountLakhs: floor }
    : { type: 'pass', teamId, lotId: lot.lotId };
  return { at, command };
}

/**
 * How many times its base price the strongest player of the pool is worth to a bot, on top of the
 * base: a player's sensible value is `base × (1 + VALUE_MULTIPLE × strength)`, strength being its
 * best slot points plus bonus over the pool's best (0–1). A 2 Cr star tops out at 10 Cr, a 50 L
 * squad player with few points at about 50–75 L (bots chased every star to 13–18 Cr).
 */
export const BOT_VALUE_MULTIPLE = 4;

/**
 * The most any bot will pay for `player` in this pool, in lakhs (a multiple of 5): its base price
 * plus up to {@link BOT_VALUE_MULTIPLE} times it, by the player's points relative to the pool's best.
 *
 * @example
 * sensibleValueLakhs(state, state.players.p0!); // 1 000 for the pool's best at a 2 Cr base
 */
export function sensibleValueLakhs(state: AuctionState, player: PoolPlayer): number {
  const strength = playerStrength(player) / Math.max(1, bestStrength(state));
  const value = player.basePriceLakhs * (1 + BOT_VALUE_MULTIPLE * Math.min(1, strength));
  return Math.floor(value / 5) * 5;
}

/**
 * The most this bot will pay for `player`, in lakhs: a share of the player's
 * {@link sensibleValueLakhs} (70–100 %, by the bot's taste; less keen for a type it has enough of),
 * never more than the purse it can spare after keeping enough to fill a valid XI at base prices;
 * 0 when buying it would strand the squad.
 */
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

  const base = player.basePriceLakhs;
  const premium = sensibleValueLakhs(state, player) - base;
  const isNeeded = countTypes(squadTypes(team))[player.type] < TYPE_MIN[player.type];
  const keenness = (0.7 + 0.3 * tasteOf(team.teamId, player.id)) * (isNeeded ? 1 : 0.85);
  return Math.floor(Math.min(freeLakhs, base + premium * keenness));
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
