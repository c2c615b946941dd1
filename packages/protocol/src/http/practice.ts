/**
 * Practice vs bots: one player starts a short, free auction against practice bots on
 * demand. `POST /api/practice` answers the player's practice auction that is still running (200),
 * or a new one that is LIVE at once, with the player's team registered (201). The server decides
 * every setting below; the call takes no body.
 */
import { z } from 'zod/mini';
import { AuctionView } from './auctions';
import { TeamView } from './teams';
import { LEAGUE_PACE_WINDOWS } from './leagues';

/** The practice auction's settings: ~30 players, short windows, done in 10–15 minutes. */
export const PRACTICE_SETTINGS = {
  title: 'Practice vs bots',
  /** Players per type in the pool: 33 = three full XIs. */
  poolByType: { Batter: 10, Bowler: 12, 'Wicket-Keeper': 5, 'All-Rounder': 6 },
  botTeams: 3,
  /** Team purse, in Cr. */
  budgetLimitCr: 100,
  /** Time to open the room before the first lot. */
  lobbyMs: 15_000,
  /** The leagues' quick pace: 10 s for a lot nobody bids on, 8 s after each bid. */
  ...LEAGUE_PACE_WINDOWS.quick,
  pauseBetweenLotsMs: 3_000,
  /** Time to order the XI after bidding. */
  reorderWindowMs: 240_000,
} as const;

/** Practice auctions a player may start in a rolling day (one runs at a time). */
export const PRACTICE_PER_DAY = 6;

/** The text of a refusal once the day's practice auctions are used up. */
export const practiceLimitMessage = (hours: number) =>
  `You have played ${PRACTICE_PER_DAY} practice auctions today — try again in ${hours} h`;

/** `POST /api/practice`: 201 a new practice auction, 200 the one still running. */
export const StartPracticeResponse = z.object({
  auction: AuctionView,
  team: TeamView,
  /** False when the player's running practice auction was answered instead of a new one. */
  isNew: z.boolean(),
});
export type StartPracticeResponse = z.infer<typeof StartPracticeResponse>;
