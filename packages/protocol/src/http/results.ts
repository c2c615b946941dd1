/**
 * After the hammer (spec 001 §2 "Team players", "Standings", "Bid history"; §4 "Team reordering";
 * §5 "Reorder update", "Ranking"; ARCHITECTURE.md §4 "Scoring and prizes"): squad order, standings and
 * results, a user's bid history. Units at the edge: prizes and fees in ₹, prices and purses in Cr,
 * points as integers, instants as ISO-8601 UTC strings.
 */
import { z } from 'zod/mini';
import { INVALID_UPDATE_REQUEST_MESSAGE, POSITIONS_UPDATED_MESSAGE } from '../messages';
import { SafeText } from './text';
import { AuctionStatus } from './auctions';
import { PoolPlayerType, PoolPlayerView } from './players';
import { TeamView } from './teams';

/** Most ids a reorder may carry (a team has 11; more is refused as 422, far more as 400). */
export const MAX_PRIORITY_ORDER_LENGTH = 50;

/** Prizes of ranks 1–3 and the pool in ₹, with the first team holding each rank (spec 001 §3). */
export const PrizeDistributionView = z.object({
  firstPrize: z.number(),
  secondPrize: z.number(),
  thirdPrize: z.number(),
  firstPrizeTeamId: z.nullable(z.string()),
  secondPrizeTeamId: z.nullable(z.string()),
  thirdPrizeTeamId: z.nullable(z.string()),
  /** To players, the prizes paid (an unawarded rank is not counted); to an admin, the whole pool. */
  prizePool: z.number(),
});
export type PrizeDistributionView = z.infer<typeof PrizeDistributionView>;

/**
 * A player in a squad, in slot order: `position` 1–11 is the batting-order slot the player occupies,
 * `positionPoints` = `slotPoints[position − 1]`, `points` = `positionPoints + bonus` (what the player
 * scores there). `slotPoints` lets a client show the points of any other slot while dragging.
 */
export const SquadPlayerView = z.extend(PoolPlayerView, {
  position: z.int(),
  positionPoints: z.int(),
  points: z.int(),
});
export type SquadPlayerView = z.infer<typeof SquadPlayerView>;

/** A team's points and places, the same in the standings and on its own screen (see StandingTeam). */
const TEAM_SCORE_FIELDS = {
  totalPoints: z.int(),
  totalBonus: z.int(),
  score: z.nullable(z.int()),
  rank: z.nullable(z.int()),
  prizeRank: z.nullable(z.int()),
  prizeAmount: z.nullable(z.number()),
};

/**
 * A team in the standings. `totalPoints` = Σ slot points of the current order, `totalBonus` = Σ bonus,
 * `score` = their sum for a valid XI (null when invalid: N/A). `rank` is 1-based, ties share it
 * (1, 1, 3); null for an invalid team after bidding. During bidding every team is ranked by its
 * current score. `prizeRank` (1–3 among paid human teams) and `prizeAmount` (₹) are null until the
 * auction is scored; bots are ranked but never paid. `purseUsed`/`purseLeft` in Cr.
 */
export const StandingTeam = z.extend(TeamView, {
  auctionPlayers: z.array(SquadPlayerView),
  playerCount: z.int(),
  isValid: z.boolean(),
  ...TEAM_SCORE_FIELDS,
  purseUsed: z.number(),
  purseLeft: z.number(),
});
export type StandingTeam = z.infer<typeof StandingTeam>;

/**
 * `GET /api/auction/:id/teams` (standings, live and final) and `GET /api/results/:auctionId` (final
 * only). Teams best first: by rank, ties in registration order, unranked last. `prizeDistribution` is
 * null until the auction is scored (`isFinal`). 404 AUCTION_NOT_FOUND 'Auction not found'.
 */
export const AuctionTeamsResponse = z.object({
  teams: z.array(StandingTeam),
  totalPlayerCount: z.int(),
  prizeDistribution: z.nullable(PrizeDistributionView),
  auctionName: z.string(),
  auctionId: z.string(),
  status: AuctionStatus,
  endsAt: z.string(),
  biddingEndedAt: z.nullable(z.string()),
  isFinal: z.boolean(),
  scoredAt: z.nullable(z.string()),
  serverTime: z.string(),
});
export type AuctionTeamsResponse = z.infer<typeof AuctionTeamsResponse>;

/** `GET /api/results/:auctionId`: the final standings; 409 RESULTS_NOT_READY until scored. */
export const AuctionResultsResponse = AuctionTeamsResponse;
export type AuctionResultsResponse = AuctionTeamsResponse;

/**
 * `GET /api/admin/auctions/:id/results` (admin): the standings (bots and unpaid ranks included, mobile
 * numbers shown) plus the money: fees collected, pool percent and split, and what was paid (₹).
 */
export const AdminAuctionResultsResponse = z.extend(AuctionTeamsResponse, {
  feesCollected: z.number(),
  prizePoolPercent: z.int(),
  prizeSplit: z.tuple([z.int(), z.int(), z.int()]),
  paidTotal: z.nullable(z.number()),
});
export type AdminAuctionResultsResponse = z.infer<typeof AdminAuctionResultsResponse>;

/** Path of `GET /api/auction/:auctionId/team-players/:userId`. */
export const TeamPlayersParams = z.object({
  auctionId: z.uuid({ message: 'auctionId must be an auction id' }),
  userId: z.uuid({ message: 'userId must be a user id' }),
});

/**
 * `GET /api/auction/:auctionId/team-players/:userId` (the /yourTeamPlayers screen): that user's team in
 * slot order with per-type counts, n/11, validity and its messages, points, and whether the caller may
 * reorder now (`canReorder`: the owner, a valid team, inside the reorder window from
 * `biddingEndedAt` to `endsAt`). 404 TEAM_NOT_FOUND 'No team data found'.
 */
export const TeamPlayersResponse = z.object({
  auctionId: z.string(),
  auctionName: z.string(),
  status: AuctionStatus,
  endsAt: z.string(),
  biddingEndedAt: z.nullable(z.string()),
  serverTime: z.string(),
  team: TeamView,
  players: z.array(SquadPlayerView),
  playerCount: z.int(),
  squadSize: z.int(),
  typeCounts: z.record(PoolPlayerType, z.int()),
  isValid: z.boolean(),
  /** Empty when valid; else the spec's composition messages ('Team composition is Invalid.' last). */
  compositionErrors: z.array(z.string()),
  ...TEAM_SCORE_FIELDS,
  isOwner: z.boolean(),
  isReorderWindowOpen: z.boolean(),
  canReorder: z.boolean(),
});
export type TeamPlayersResponse = z.infer<typeof TeamPlayersResponse>;

/**
 * `POST /api/teams/set-priority {teamId, auctionId, priorityOrder}` (spec 000 §7): the owner's new
 * order, slot 1 first. Missing ids or an empty list → 400 with the spec's text. Refused: 404
 * TEAM_NOT_FOUND; 403 NOT_TEAM_OWNER; 422 REORDER_NOT_OPEN (bidding not ended), REORDER_CLOSED (after
 * `endsAt` or completed), INVALID_TEAM_COMPOSITION (the spec's text), INVALID_PRIORITY_ORDER (not
 * exactly the team's 11 players, each once).
 */
export const SetPriorityBody = z.object({
  teamId: z.uuid({ message: INVALID_UPDATE_REQUEST_MESSAGE }),
  auctionId: z.uuid({ message: INVALID_UPDATE_REQUEST_MESSAGE }),
  priorityOrder: z
    .array(z.uuid({ message: 'Each position must be an auction player id' }), {
      message: INVALID_UPDATE_REQUEST_MESSAGE,
    })
    .check(
      z.minLength(1, { message: INVALID_UPDATE_REQUEST_MESSAGE }),
      z.maxLength(MAX_PRIORITY_ORDER_LENGTH, { message: 'Too many positions' }),
    ),
});
export type SetPriorityBody = z.infer<typeof SetPriorityBody>;

/** 200 from `POST /api/teams/set-priority`: the stored order and the points it scores. */
export const SetPriorityResponse = z.object({
  message: z.literal(POSITIONS_UPDATED_MESSAGE),
  priorityOrder: z.array(z.string()),
  totalPoints: z.int(),
  totalBonus: z.int(),
  score: z.nullable(z.int()),
});
export type SetPriorityResponse = z.infer<typeof SetPriorityResponse>;

/** Most bids per page of the bid history. */
export const MAX_BID_HISTORY_LIMIT = 100;

/**
 * Querystring of `GET /api/bids/history`: the caller's bids, newest first. `search` matches the
 * player's name or the auction's title (case-insensitive, part of a word); `limit` 1–100 (default 50).
 */
export const BidHistoryQuery = z.object({
  search: z.optional(SafeText({ label: 'Search', max: 100, tooLongMessage: 'Search is too long' })),
  limit: z._default(
    z.pipe(z.coerce.number(), z.int().check(z.gte(1), z.lte(MAX_BID_HISTORY_LIMIT))),
    50,
  ),
  offset: z._default(z.pipe(z.coerce.number(), z.int().check(z.gte(0), z.lte(1_000_000))), 0),
});
export type BidHistoryQuery = z.infer<typeof BidHistoryQuery>;

/**
 * What became of a bid: WON (the hammer fell on it), LEADING (the highest bid of a lot still open),
 * OUTBID (a higher bid followed), REFUSED (the room refused it; `reasonCode` says why, e.g. BID_TOO_LOW,
 * LOT_CLOSED, ALREADY_HIGHEST, PURSE_EXCEEDED, ROLE_LIMIT).
 */
export const BID_OUTCOMES = ['WON', 'LEADING', 'OUTBID', 'REFUSED'] as const;

/** One bid of the history. `amount` in Cr (null for a malformed refused amount). */
export const BidHistoryItem = z.object({
  id: z.string(),
  auctionId: z.string(),
  auctionTitle: z.string(),
  auctionStatus: AuctionStatus,
  auctionPlayerId: z.nullable(z.string()),
  playerName: z.nullable(z.string()),
  playerType: z.nullable(PoolPlayerType),
  teamId: z.nullable(z.string()),
  teamName: z.nullable(z.string()),
  amount: z.nullable(z.number()),
  createdAt: z.string(),
  accepted: z.boolean(),
  outcome: z.enum(BID_OUTCOMES),
  reasonCode: z.nullable(z.string()),
});
export type BidHistoryItem = z.infer<typeof BidHistoryItem>;

/** 200 from `GET /api/bids/history` (spec 001 §7 "Bid history: returns success and bids"). */
export const BidHistoryResponse = z.object({
  success: z.literal(true),
  bids: z.array(BidHistoryItem),
  total: z.int(),
  limit: z.int(),
  offset: z.int(),
});
export type BidHistoryResponse = z.infer<typeof BidHistoryResponse>;
