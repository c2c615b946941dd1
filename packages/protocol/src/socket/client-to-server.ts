/**
 * Events the client emits in the room (spec/auctions-and-room.md §7 "Real-time connection"), each
 * acknowledged with `{ success, data?, error? }`. The server parses every payload with these schemas.
 */
import { z } from 'zod/mini';
import { SafeText } from '../http/text';

/**
 * Handshake `auth`: the bearer token (or a spectator link's secret), the auction (the spec's
 * `x-room-lobby`), and the device.
 * `feed: 'engine'` asks for the engine's events (`roomEvents`) instead of the spec's named room
 * events (room-snapshot.ts); the spec's clients send none and get the spec's events. `lean: true`
 * asks for the lean `roomState` (room-pool.ts).
 */
export const RoomHandshake = z
  .object({
    /** The bearer token; absent for a spectator. */
    token: z.optional(z.string().check(z.minLength(10), z.maxLength(2000))),
    /**
     * The secret of the auction's spectator link (`/watch/{id}?t=`): watch read-only without
     * signing in. Ignored when `token` is given.
     */
    spectatorToken: z.optional(z.string().check(z.minLength(16), z.maxLength(100))),
    'x-room-lobby': z.uuid(),
    deviceId: z.optional(z.string().check(z.minLength(8), z.maxLength(100))),
    /** Take the session over from another device (the 'Use this device' button). */
    takeover: z.optional(z.boolean()),
    protocolVersion: z.optional(z.int()),
    feed: z.optional(z.enum(['spec', 'engine'])),
    /**
     * Ask for the lean `roomState` (room-pool.ts): the static pool is left out and fetched once
     * from its versioned URL. Absent: the whole snapshot, pool included.
     */
    lean: z.optional(z.boolean()),
  })
  .check(
    z.refine((h) => h.token !== undefined || h.spectatorToken !== undefined, {
      message: 'token or spectatorToken is required',
    }),
  );
export type RoomHandshake = z.infer<typeof RoomHandshake>;

/**
 * `bid`: the amount in crores (a whole multiple of 0.05 Cr) on the player on the block. `lotId` is the
 * lot the player was looking at when they decided (`RoomLotView.lotId`): once that lot has closed the
 * bid is refused `LOT_CHANGED`, so an amount typed for one lot never lands on the next, even when a
 * pulled-back player returns with the same `auctionPlayerId` (ARCHITECTURE.md §5). Optional: the
 * spec's clients send none and bid on whatever lot is open for `auctionPlayerId`. `expectedSeq` is
 * accepted and ignored (older clients sent the room's `seq`; the lot now binds a bid).
 */
export const BidPayload = z.object({
  auctionPlayerId: z.uuid(),
  biddingAmount: z.number().check(z.positive(), z.lte(100_000)),
  lotId: z.optional(z.int().check(z.positive())),
  /** The client's key for this bid: a double tap or a retry after a lost ack is one bid. */
  key: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  expectedSeq: z.optional(z.int().check(z.nonnegative())),
});
export type BidPayload = z.infer<typeof BidPayload>;

export const PullBackPayload = z.object({
  auctionID: z.optional(z.uuid()),
  auctionPlayerId: z.uuid(),
});
export type PullBackPayload = z.infer<typeof PullBackPayload>;

/**
 * Chat: 2–300 characters, at least 2 of them visible (spec §5 "Chat": longer than 1 character and not
 * blank; 300 is BidXI's cap), through the one text normaliser (no control or bidi characters).
 */
export const ChatPayload = z.object({
  message: SafeText({
    label: 'Message',
    min: 2,
    max: 300,
    minVisible: 2,
    tooLongMessage: 'Message must be at most 300 characters',
  }),
});
export type ChatPayload = z.infer<typeof ChatPayload>;

/**
 * `setMaxBid`: a confidential maximum (Cr) for an available player; the server bids for the team up
 * to it, at the lowest increment needed. Nobody else sees it.
 */
export const SetMaxBidPayload = z.object({
  auctionPlayerId: z.uuid(),
  maxAmount: z.number().check(z.positive(), z.lte(100_000)),
});
export type SetMaxBidPayload = z.infer<typeof SetMaxBidPayload>;

/**
 * `setAutopilot`: turn the caller's autopilot on or off (the engine bids for the team on players its
 * XI still needs, within their fair value and the team's max bid). `maxAmount` (Cr, optional): the
 * most it may pay for any one player; confidential, like a max bid.
 */
export const SetAutopilotPayload = z.object({
  enabled: z.boolean(),
  maxAmount: z.optional(z.number().check(z.positive(), z.lte(100_000))),
});
export type SetAutopilotPayload = z.infer<typeof SetAutopilotPayload>;

/** `cancelMaxBid`: withdraw the caller's maximum for a player. */
export const CancelMaxBidPayload = z.object({ auctionPlayerId: z.uuid() });
export type CancelMaxBidPayload = z.infer<typeof CancelMaxBidPayload>;

/** `pass`: "Not interested" on the lot on the screen (`lotId`, else the open lot of the player). */
export const PassPayload = z.object({
  auctionPlayerId: z.uuid(),
  lotId: z.optional(z.int().check(z.positive())),
});
export type PassPayload = z.infer<typeof PassPayload>;

/** `getEventsSince`: the engine events after `seq` (at most MAX_EVENTS_SINCE; else resync). */
export const EventsSincePayload = z.object({ seq: z.int().check(z.nonnegative()) });
export type EventsSincePayload = z.infer<typeof EventsSincePayload>;
