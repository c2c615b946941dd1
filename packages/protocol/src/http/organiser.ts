/**
 * The organiser's controls over HTTP, admin token: `POST /api/admin/auctions/{id}/pause`,
 * `/resume`, `/add-time {lotId, seconds}`, `/undo-sale {lotId, reason}`, `/skip-lot {lotId}`, `/end`.
 * Each is an engine command (engine decide-organiser.ts) with its own refusals (409 with the engine's
 * code), logged in the audit log with the admin who sent it. Every control that acts on a lot names
 * it (required `lotId`: the lot on the organiser's screen), so a stale screen never acts on another
 * lot: a different open lot refuses 409 `LOT_MOVED_ON`, a sale that is no longer the last 409
 * `SALE_CHANGED`, each with `current` (see {@link OrganiserRefusalCurrent}).
 *
 * And the spectator link: `POST /api/admin/auctions/{id}/spectator-link {enabled}` turns it on (a
 * new secret each time) or off; anyone with `/watch/{id}?t={token}` watches the room read-only.
 */
import { z } from 'zod/mini';
import { MAX_ADDED_SECONDS, MAX_UNDO_REASON_LENGTH } from '@bidxi/engine';

/** `/add-time`: whole seconds, 1–600, to the open lot `lotId`. */
export const AddTimeBody = z.object({
  seconds: z.int().check(z.gte(1), z.lte(MAX_ADDED_SECONDS)),
  lotId: z.int().check(z.positive()),
});
export type AddTimeBody = z.infer<typeof AddTimeBody>;

/** `/undo-sale`: the sold lot on the organiser's screen, and why (shown to the room, kept in the log). */
export const UndoSaleBody = z.object({
  lotId: z.int().check(z.positive()),
  reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_UNDO_REASON_LENGTH)),
});
export type UndoSaleBody = z.infer<typeof UndoSaleBody>;

/** `/skip-lot`: the open lot the admin saw. */
export const SkipLotBody = z.object({ lotId: z.int().check(z.positive()) });
export type SkipLotBody = z.infer<typeof SkipLotBody>;

/** 200 from every control: the log's seq after it and the auction's pause. */
export const OrganiserResult = z.object({
  seq: z.int(),
  pausedAt: z.nullable(z.string()),
  /** The open lot's close after the control, or null. */
  closesAt: z.nullable(z.string()),
});
export type OrganiserResult = z.infer<typeof OrganiserResult>;

/**
 * What is current when a control named a stale target, beside `error` in the 409 body: for
 * `LOT_MOVED_ON` the open lot (`lotId`, `playerId`), for `SALE_CHANGED` the last sale (`lotId`,
 * `playerId`, `teamId`, `amountLakhs`: integer lakhs).
 */
export const OrganiserRefusalCurrent = z.object({
  lotId: z.int(),
  playerId: z.string(),
  teamId: z.optional(z.string()),
  amountLakhs: z.optional(z.int()),
});
export type OrganiserRefusalCurrent = z.infer<typeof OrganiserRefusalCurrent>;

/** `POST /api/admin/auctions/{id}/spectator-link`. */
export const SpectatorLinkBody = z.object({ enabled: z.boolean() });
export type SpectatorLinkBody = z.infer<typeof SpectatorLinkBody>;

/** 200 from the spectator link: the path to share (null when off). */
export const SpectatorLinkResult = z.object({
  enabled: z.boolean(),
  /** `/watch/{auctionId}?t={token}`, relative to the app's origin. */
  path: z.nullable(z.string()),
  /** How many spectators may watch at once (config `SPECTATORS_PER_AUCTION`). */
  capacity: z.int(),
});
export type SpectatorLinkResult = z.infer<typeof SpectatorLinkResult>;
