/**
 * Events the client emits in the room (spec/auctions-and-room.md §7 "Real-time connection"), each
 * acknowledged with `{ success, data?, error? }`. The server parses every payload with these schemas.
 */
import { z } from 'zod';

/** Handshake `auth`: the bearer token, the auction (the spec's `x-room-lobby`), and the device. */
export const RoomHandshake = z.object({
  token: z.string().min(10).max(2000),
  'x-room-lobby': z.string().uuid(),
  deviceId: z.string().min(8).max(100).optional(),
  /** Take the session over from another device (the 'Use this device' button). */
  takeover: z.boolean().optional(),
  protocolVersion: z.number().int().optional(),
});
export type RoomHandshake = z.infer<typeof RoomHandshake>;

/** `bid`: the amount in crores (a whole multiple of 0.05 Cr). `expectedSeq` refuses the bid if the room moved on. */
export const BidPayload = z.object({
  auctionPlayerId: z.string().uuid(),
  biddingAmount: z.number().positive().max(100_000),
  expectedSeq: z.number().int().nonnegative().optional(),
});
export type BidPayload = z.infer<typeof BidPayload>;

export const PullBackPayload = z.object({
  auctionID: z.string().uuid().optional(),
  auctionPlayerId: z.string().uuid(),
});
export type PullBackPayload = z.infer<typeof PullBackPayload>;

/** Chat: 2–300 characters, not blank (spec §5 "Chat"; 300 is BidXI's cap). */
export const ChatPayload = z.object({
  message: z
    .string()
    .trim()
    .min(2, { message: 'Message must be at least 2 characters' })
    .max(300, { message: 'Message must be at most 300 characters' }),
});
export type ChatPayload = z.infer<typeof ChatPayload>;

export const EmptyPayload = z.union([z.undefined(), z.null(), z.object({}).passthrough()]);

/** The acknowledgement of every client event. */
export type Ack<T = unknown> =
  { success: true; data?: T } | { success: false; error: { code: string; message: string } };

export type AckFn<T = unknown> = (ack: Ack<T>) => void;

/** Socket.IO client → server map (payload first, ack last). */
export interface ClientToServerEvents {
  getAuctionRoomSize: (payload: unknown, ack?: AckFn<{ roomSize: number }>) => void;
  getActivePlayer: (payload: unknown, ack?: AckFn) => void;
  playerCount: (payload: unknown, ack?: AckFn<{ count: number }>) => void;
  bid: (
    payload: BidPayload,
    ack?: AckFn<{ amount: number; closesAt: string; seq: number }>,
  ) => void;
  reAddPlayer: (payload: PullBackPayload, ack?: AckFn) => void;
  pullBackPlayer: (payload: PullBackPayload, ack?: AckFn) => void;
  sendChatMessage: (payload: ChatPayload, ack?: AckFn) => void;
  getChatHistory: (payload: unknown, ack?: AckFn) => void;
  getBudget: (payload: unknown, ack?: AckFn) => void;
  getRoomState: (payload: unknown, ack?: AckFn) => void;
}
