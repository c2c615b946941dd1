/**
 * The organiser's controls over HTTP (issue 15), admin token: `POST /api/admin/auctions/{id}/pause`,
 * `/resume`, `/add-time {seconds}`, `/undo-sale {reason}`, `/skip-lot`, `/end`. Each is an engine
 * command (engine decide-organiser.ts) with its own refusals (409 with the engine's code), logged in
 * the audit log with the admin who sent it. `lotId`, when given, binds a control to the lot the
 * admin saw (a different open lot refuses `LOT_NOT_OPEN`).
 *
 * And the spectator link: `POST /api/admin/auctions/{id}/spectator-link {enabled}` turns it on (a
 * new secret each time) or off; anyone with `/watch/{id}?t={token}` watches the room read-only.
 */
import { z } from 'zod/mini';
import { MAX_ADDED_SECONDS, MAX_UNDO_REASON_LENGTH } from '@bidxi/engine';

/** `/add-time`: whole seconds, 1–600. */
export const AddTimeBody = z.object({
  seconds: z.int().check(z.gte(1), z.lte(MAX_ADDED_SECONDS)),
  lotId: z.optional(z.int().check(z.positive())),
});
export type AddTimeBody = z.infer<typeof AddTimeBody>;

/** `/undo-sale`: why (required, shown to the room and kept in the log). */
export const UndoSaleBody = z.object({
  reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_UNDO_REASON_LENGTH)),
});
export type UndoSaleBody = z.infer<typeof UndoSaleBody>;

/** `/skip-lot`: optionally the lot the admin saw. */
export const SkipLotBody = z.object({ lotId: z.optional(z.int().check(z.positive())) });
export type SkipLotBody = z.infer<typeof SkipLotBody>;

/** 200 from every control: the log's seq after it and the auction's pause. */
export const OrganiserResult = z.object({
  seq: z.int(),
  pausedAt: z.nullable(z.string()),
  /** The open lot's close after the control, or null. */
  closesAt: z.nullable(z.string()),
});
export type OrganiserResult = z.infer<typeof OrganiserResult>;

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
