// Practice bots: a pure strategy that plays by the same rules as people. On each lot a bot,
// after a human-like delay from the lot's opening, either sets a confidential maximum (its valuation,
// within its max bid) — the proxy rules then bid for it — or passes; once its maximum is beaten it
// passes, so a lot it cannot win ends early. The caller (the lot clock) asks after every event and
// submits the move at `at` through `decide` like any command.
import type { PassCommand, SetMaxBidCommand } from './commands';
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
/** A beaten bot passes this long after the bid that beat it. */
export const BOT_REACTION_MS = 600;
/** The bid window the delays above are tuned for; shorter windows (test auctions) scale them down. */
export const BOT_REFERENCE_BID_WINDOW_MS = 15_000;

/** A bot's next move on the open lot: a command to submit at `at` (epoch ms). */
export interface BotMove {
  readonly at: number;
  readonly command: SetMaxBidCommand | PassCommand;
}

/**
 * What bot `teamId` does next on the open lot, or `null` (no lot, not a bot team, leading, out of
 * the lot already, or nothing more to do). A bot that has not acted on this lot sets a maximum of
 * its valuation cut to its max bid — or passes when that is below the next bid — at `openedAt` plus
 * a delay of 0.8–4 s (scaled down for short bid windows, fixed for a bot and lot); a bot whose
 * maximum has been beaten passes shortly after the bid that beat it. Pure and deterministic.
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
  const pass: PassCommand = { type: 'pass', teamId, lotId: lot.lotId };
  const floor = minNextBidLakhs(lot);
  const mine = state.proxies[lot.playerId]?.find((p) => p.teamId === teamId);
  if (mine) {
    if (mine.maxLakhs >= floor) return null; // its proxy is still in the contest
    const at = (lot.lastBidAt ?? lot.openedAt) + Math.round(BOT_REACTION_MS * scale);
    return at < lot.closesAt ? { at, command: pass } : null;
  }
  const delay =
    BOT_MIN_DELAY_MS + tasteOf(teamId, `lot:${lot.lotId}`) * (BOT_MAX_DELAY_MS - BOT_MIN_DELAY_MS);
  const at = lot.openedAt + Math.round(delay * scale);
  if (at >= lot.closesAt) return null;
  const player = requirePlayer(state, lot.playerId);
  const limit = Math.min(botLimitLakhs(state, team, player), maxBidLakhs(state, teamId, player.id));
  const maxLakhs = Math.floor(limit / 5) * 5;
  if (maxLakhs < floor) return { at, command: pass };
  return { at, command: { type: 'setMaxBid', teamId, playerId: player.id, maxLakhs } };
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
