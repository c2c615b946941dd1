/**
 * The admin actions log (admin token): every admin change — wallet
 * requests, bans, auctions, pools, content, payment details, organiser controls — recorded with the
 * admin, the instant, the target and a before/after snapshot of the fields it changed, append-only.
 * `GET /api/admin/actions` lists it, newest first, with filters and a cursor.
 */
import { z } from 'zod/mini';
import { ORGANISER_ACTION_CODES } from './organiser';

/**
 * Every kind of admin action, by code. A new admin route that changes something adds its code here
 * (server `admin-log.routes.test.ts` fails for an admin route not mapped to its codes, and
 * `admin-log.session.test.ts` for a code no scripted admin action records). The organiser's controls'
 * codes come from their table (`ORGANISER_CONTROLS`, http/organiser.ts).
 */
export const ADMIN_ACTION_CODES = [
  'WALLET_REQUEST_APPROVE',
  'WALLET_REQUEST_DENY',
  'USER_BAN',
  'USER_UNBAN',
  'USER_PAYMENT_DETAILS_EDIT',
  'USER_PICTURE_EDIT',
  'USER_MOBILE_VERIFY',
  'USER_WALLET_REQUEST_FILE',
  'USER_TEAM_REGISTER',
  'AUCTION_CREATE',
  'AUCTION_EDIT',
  'AUCTION_START',
  'AUCTION_CANCEL',
  'AUCTION_IMAGE_UPLOAD',
  'POOL_IMPORT',
  'POOL_PLAYER_EDIT',
  'POOL_PLAYER_REMOVE',
  'POOL_PLAYER_PHOTO_SET',
  'POOL_PLAYER_PHOTO_REMOVE',
  'CONTENT_EDIT',
  ...ORGANISER_ACTION_CODES,
  'SPECTATOR_LINK_ON',
  'SPECTATOR_LINK_OFF',
] as const;
export const AdminActionCode = z.enum(ADMIN_ACTION_CODES);
export type AdminActionCode = z.infer<typeof AdminActionCode>;

/** What an action was done to. */
export const ADMIN_TARGET_TYPES = [
  'WALLET_ENTRY',
  'USER',
  'AUCTION',
  'POOL_PLAYER',
  'CONTENT',
] as const;
export const AdminTargetType = z.enum(ADMIN_TARGET_TYPES);
export type AdminTargetType = z.infer<typeof AdminTargetType>;

/** A small JSON snapshot of the changed fields (never a secret, a password hash or a KYC image). */
export const AdminActionSnapshot = z.nullable(z.record(z.string(), z.unknown()));
export type AdminActionSnapshot = z.infer<typeof AdminActionSnapshot>;

/** One recorded action; `at` is an ISO-8601 UTC instant. */
export const AdminActionView = z.object({
  id: z.string(),
  at: z.string(),
  admin: z.object({ id: z.string(), username: z.string(), email: z.string() }),
  action: AdminActionCode,
  targetType: AdminTargetType,
  targetId: z.string(),
  /** A human label of the target when known (an auction title, a user's name), else null. */
  targetLabel: z.nullable(z.string()),
  before: AdminActionSnapshot,
  after: AdminActionSnapshot,
});
export type AdminActionView = z.infer<typeof AdminActionView>;

/**
 * Querystring of `GET /api/admin/actions`: all filters optional and combined; `from` inclusive and
 * `to` exclusive ISO-8601 instants; `cursor` is the previous page's `nextCursor`; `limit` 1–200
 * (default 50).
 */
export const AdminActionsQuery = z.object({
  adminId: z.optional(z.uuid()),
  action: z.optional(AdminActionCode),
  targetType: z.optional(AdminTargetType),
  targetId: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(64))),
  from: z.optional(z.iso.datetime({ offset: true })),
  to: z.optional(z.iso.datetime({ offset: true })),
  cursor: z.optional(z.string().check(z.maxLength(200))),
  limit: z._default(z.pipe(z.coerce.number(), z.int().check(z.gte(1), z.lte(200))), 50),
});
export type AdminActionsQuery = z.infer<typeof AdminActionsQuery>;

/** 200 from `GET /api/admin/actions`: newest first; `nextCursor` null on the last page. */
export const AdminActionsResponse = z.object({
  actions: z.array(AdminActionView),
  nextCursor: z.nullable(z.string()),
});
export type AdminActionsResponse = z.infer<typeof AdminActionsResponse>;
