/**
 * A user's watch-list: the pool players they starred in one auction (ids are `auctionPlayerId`, as
 * in the room's `players` and `queue`). Kept per user and auction on the server.
 */
import { z } from 'zod/mini';

/** `GET|PUT|DELETE /api/auctions/:auctionId/watchlist[/:playerId]` path parameters. */
export const WatchListParams = z.object({
  auctionId: z.string().check(z.minLength(1), z.maxLength(64)),
});
export type WatchListParams = z.infer<typeof WatchListParams>;

/** The path of one star: the auction and the pool player (`auctionPlayerId`). */
export const WatchListStarParams = z.object({
  auctionId: z.string().check(z.minLength(1), z.maxLength(64)),
  playerId: z.string().check(z.minLength(1), z.maxLength(64)),
});
export type WatchListStarParams = z.infer<typeof WatchListStarParams>;

/** The caller's starred players in the auction, oldest star first. */
export const WatchListResponse = z.object({
  auctionId: z.string(),
  playerIds: z.array(z.string()),
});
export type WatchListResponse = z.infer<typeof WatchListResponse>;
