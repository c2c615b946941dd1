/**
 * Views of the room: the lot, bids, teams, players and chat, as the spec's events carry them and as
 * the web shows them (`roomView` in room-projection.ts derives them from the engine state). Amounts
 * are crores (decimal, whole multiples of 0.05) as the spec's wire uses them, with the integer lakhs
 * beside them; instants are ISO-8601 UTC strings (ARCHITECTURE.md §3, §5).
 */
import { z } from 'zod/mini';

export const RoomPlayerType = z.enum(['Batter', 'Bowler', 'Wicket-Keeper', 'All-Rounder']);
export const RoomPlayerStatus = z.enum(['AVAILABLE', 'SOLD', 'UNSOLD']);

/** A pool player of the auction (`auctionPlayerId` is the spec's auction-player id). */
export const RoomPlayerView = z.object({
  auctionPlayerId: z.string(),
  name: z.string(),
  type: RoomPlayerType,
  lotGroup: z.int(),
  imageUrl: z.nullable(z.string()),
  basePrice: z.number(),
  basePriceLakhs: z.int(),
  bonus: z.number(),
  /** Points for batting slots 1–11. */
  slotPoints: z.array(z.number()),
  status: RoomPlayerStatus,
  isPullBackOnce: z.boolean(),
  soldToTeamId: z.nullable(z.string()),
  soldPrice: z.nullable(z.number()),
});
export type RoomPlayerView = z.infer<typeof RoomPlayerView>;

/** An accepted bid. `createdAt` and `User.username` are the spec's Bid entity fields (same values). */
export const RoomBidView = z.object({
  amount: z.number(),
  amountLakhs: z.int(),
  teamId: z.string(),
  userId: z.string(),
  username: z.string(),
  timestamp: z.string(),
  createdAt: z.string(),
  User: z.object({ username: z.string() }),
  /** Placed by the server for the team's max bid. */
  proxy: z.boolean(),
});
export type RoomBidView = z.infer<typeof RoomBidView>;

/** The open lot. The countdown is `closesAt` minus the server's time (use `serverTime` to correct the clock). */
export const RoomLotView = z.object({
  lotId: z.int(),
  auctionPlayerId: z.string(),
  openedAt: z.string(),
  closesAt: z.string(),
  currentBid: z.nullable(z.number()),
  currentBidLakhs: z.nullable(z.int()),
  /** The next acceptable bid: base price first, then current + increment (25L below 5 Cr, else 50L). */
  minNextBid: z.number(),
  minNextBidLakhs: z.int(),
  incrementLakhs: z.int(),
  highestTeamId: z.nullable(z.string()),
  highestBidderId: z.nullable(z.string()),
  highestBidderName: z.nullable(z.string()),
  bidCount: z.int(),
  /** Teams that passed on this lot. */
  passedTeamIds: z.array(z.string()),
});
export type RoomLotView = z.infer<typeof RoomLotView>;

export const RoomSquadEntry = z.object({
  auctionPlayerId: z.string(),
  name: z.string(),
  type: RoomPlayerType,
  price: z.number(),
});

export const RoomTeamView = z.object({
  teamId: z.string(),
  name: z.string(),
  ownerId: z.string(),
  ownerName: z.string(),
  imageUrl: z.nullable(z.string()),
  isBot: z.boolean(),
  purseTotal: z.number(),
  purseTotalLakhs: z.int(),
  purseRemaining: z.number(),
  purseRemainingLakhs: z.int(),
  /**
   * The most the team may bid for the player on the block (or the next one): its purse less the
   * cheapest completion of a valid XI. Cr, with integer lakhs beside it.
   */
  maxBid: z.number(),
  maxBidLakhs: z.int(),
  squad: z.array(RoomSquadEntry),
  isConnected: z.boolean(),
  /** The team is on autopilot (the engine bids for it on players its XI needs). */
  isAutopilot: z.optional(z.boolean()),
});
export type RoomTeamView = z.infer<typeof RoomTeamView>;

export const ChatMessageView = z.object({
  id: z.string(),
  userId: z.string(),
  username: z.string(),
  message: z.string(),
  timestamp: z.string(),
});
export type ChatMessageView = z.infer<typeof ChatMessageView>;

/** Where the room stands: before `lotsStartAt` LOBBY; WAITING under two present teams; ENDED once bidding is over. */
export const RoomPhase = z.enum([
  'LOBBY',
  'WAITING',
  'LOT_OPEN',
  'BETWEEN_LOTS',
  'ENDED',
  'COMPLETED',
]);
export type RoomPhase = z.infer<typeof RoomPhase>;

/**
 * The whole room as a client shows it: derived from a `RoomSnapshot` (the engine state) and the
 * events since, by `roomView` (room-projection.ts), on the server and in the web alike.
 */
export const RoomView = z.object({
  seq: z.int(),
  serverTime: z.string(),
  phase: RoomPhase,
  auction: z.object({
    id: z.string(),
    title: z.string(),
    status: z.string(),
    startsAt: z.string(),
    lotsStartAt: z.string(),
    endsAt: z.string(),
    isEndTimeUpdated: z.boolean(),
    budgetLimit: z.number(),
    lotWindowMs: z.int(),
    bidWindowMs: z.int(),
    pauseBetweenLotsMs: z.int(),
    /** When the organiser paused the auction (its clock stands still), or null. */
    pausedAt: z.nullable(z.iso.datetime()),
  }),
  currentLot: z.nullable(RoomLotView),
  lastBids: z.array(RoomBidView),
  teams: z.array(RoomTeamView),
  players: z.array(RoomPlayerView),
  /** Players still to be auctioned, in lot order (the Upcoming tab), excluding the open lot. */
  queue: z.array(z.string()),
  roomSize: z.int(),
  remainingPlayerCount: z.int(),
  chat: z.array(ChatMessageView),
  /** The viewer's team in this auction, or null (an admin watching). */
  myTeamId: z.nullable(z.string()),
});
export type RoomView = z.infer<typeof RoomView>;
