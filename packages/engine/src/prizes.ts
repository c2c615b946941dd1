// The prize pool and its split among ranks 1–3 (ARCHITECTURE.md §4 "Scoring and prizes"). Money is
// integer paise as a JS number: exact for safe integers (up to about ₹90 lakh crore); the server
// converts its bigint columns with Number() at the edge. Rounding is always down, so Σ prizes ≤ pool.
import { rankTeams } from './scoring';
import type { ScoredTeam } from './scoring';

/** The auction's default share of registration fees paid out, in percent. */
export const DEFAULT_PRIZE_POOL_PERCENT = 80;

/** The default split of the pool among ranks 1, 2 and 3, in percent. */
export const DEFAULT_PRIZE_SPLIT: readonly [number, number, number] = [50, 30, 20];

/**
 * The prize pool in paise: `floor(feesCollectedPaise × prizePoolPercent / 100)`. Both arguments must
 * be non-negative safe integers and the percent at most 100; otherwise RangeError.
 *
 * @example
 * prizePoolPaise(1_000_050, 80); // 800_040 (₹8,000.40 of ₹10,000.50)
 */
export function prizePoolPaise(
  feesCollectedPaise: number,
  prizePoolPercent: number = DEFAULT_PRIZE_POOL_PERCENT,
): number {
  assertWhole(feesCollectedPaise, 'feesCollectedPaise');
  assertPercent(prizePoolPercent, 'prizePoolPercent');
  return percentOf(feesCollectedPaise, prizePoolPercent);
}

/** What one team wins. `prizeRank` is its rank among paid (human, valid) teams, 1–3, else `null`. */
export interface TeamPrize {
  readonly teamId: string;
  readonly prizeRank: number | null;
  readonly prizePaise: number;
}

/** The advertised prizes of ranks 1–3 and the pool, in paise (the standings' prize modal). */
export interface PrizeDistribution {
  readonly firstPrizePaise: number;
  readonly secondPrizePaise: number;
  readonly thirdPrizePaise: number;
  readonly poolPaise: number;
}

/** The result of {@link distributePrizes}: one entry per input team, in input order. */
export interface PrizeResult {
  readonly teams: readonly TeamPrize[];
  readonly distribution: PrizeDistribution;
}

/**
 * Splits `poolPaise` among the best human teams. Rank `k` (1–3) is worth
 * `floor(poolPaise × split[k−1] / 100)`. Prize ranks are computed among valid, non-bot teams only:
 * bots are ranked in the standings but never paid, so the best human team takes the first prize
 * even when a bot scored more. Teams tied across ranks share the prizes of the ranks they span
 * equally (floored; the leftover paise stay unpaid). With fewer than three valid human teams the
 * unused ranks' prizes are not paid. `split` holds three non-negative integers summing to ≤ 100.
 *
 * @example
 * // pool ₹1,000 (100_000 paise); humans a and b tie for first, c is third
 * distributePrizes(
 *   [
 *     { teamId: 'a', isValid: true, score: 9000 },
 *     { teamId: 'b', isValid: true, score: 9000 },
 *     { teamId: 'c', isValid: true, score: 8000 },
 *   ],
 *   100_000,
 * ).teams; // a: rank 1, 40_000; b: rank 1, 40_000; c: rank 3, 20_000
 */
export function distributePrizes(
  teams: readonly ScoredTeam[],
  poolPaise: number,
  split: readonly [number, number, number] = DEFAULT_PRIZE_SPLIT,
): PrizeResult {
  assertWhole(poolPaise, 'poolPaise');
  split.forEach((percent) => assertPercent(percent, 'split'));
  if (split[0] + split[1] + split[2] > 100) throw new RangeError('split must sum to at most 100');
  const rankPrizes = split.map((percent) => percentOf(poolPaise, percent));

  const paid = new Map<string, TeamPrize>();
  const humans = rankTeams(teams.filter((team) => team.isBot !== true && team.isValid));
  for (const team of humans) {
    const rank = team.rank;
    if (rank === null || rank > rankPrizes.length) continue;
    const tiedCount = humans.filter((other) => other.rank === rank).length;
    const spanned = rankPrizes.slice(rank - 1, rank - 1 + tiedCount);
    const sharePaise = Math.floor(spanned.reduce((sum, prize) => sum + prize, 0) / tiedCount);
    paid.set(team.teamId, { teamId: team.teamId, prizeRank: rank, prizePaise: sharePaise });
  }
  return {
    teams: teams.map(
      (team) => paid.get(team.teamId) ?? { teamId: team.teamId, prizeRank: null, prizePaise: 0 },
    ),
    distribution: {
      firstPrizePaise: rankPrizes[0] ?? 0,
      secondPrizePaise: rankPrizes[1] ?? 0,
      thirdPrizePaise: rankPrizes[2] ?? 0,
      poolPaise,
    },
  };
}

/** `floor(amount × percent / 100)`, exact through BigInt. */
function percentOf(amount: number, percent: number): number {
  return Number((BigInt(amount) * BigInt(percent)) / 100n);
}

function assertWhole(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative safe integer, got ${value}`);
  }
}

function assertPercent(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0 || value > 100) {
    throw new RangeError(`${name} must be a whole percent 0–100, got ${value}`);
  }
}
