/**
 * Web push: the server's VAPID public key, a browser's subscription, and
 * the five notices a player may turn off. The payload a service worker receives is {@link PushMessage}.
 */
import { z } from 'zod/mini';

const base64url = (min: number, max: number) =>
  z
    .string()
    .check(
      z.minLength(min),
      z.maxLength(max),
      z.regex(/^[A-Za-z0-9_-]+={0,2}$/, 'must be base64url'),
    );

/** `GET /api/push/public-key`: the VAPID public key (base64url, 65-byte P-256 point) to subscribe with. */
export const PushPublicKeyResponse = z.object({ publicKey: z.string() });
export type PushPublicKeyResponse = z.infer<typeof PushPublicKeyResponse>;

/**
 * `POST /api/push/subscriptions`: a browser's `PushSubscription.toJSON()`. `p256dh` is the browser's
 * uncompressed P-256 public key (65 bytes → 87 base64url characters), `auth` its 16-byte secret (22).
 */
export const PushSubscriptionBody = z.object({
  endpoint: z.url().check(z.maxLength(2000)),
  expirationTime: z.optional(z.nullable(z.number())),
  keys: z.object({ p256dh: base64url(80, 100), auth: base64url(16, 32) }),
});
export type PushSubscriptionBody = z.infer<typeof PushSubscriptionBody>;

/** `DELETE /api/push/subscriptions`: which endpoint to forget (the caller's own only). */
export const PushUnsubscribeBody = z.object({ endpoint: z.url().check(z.maxLength(2000)) });
export type PushUnsubscribeBody = z.infer<typeof PushUnsubscribeBody>;

/** Which notices the player wants; every one is on until turned off. */
export const PushPreferences = z.object({
  /** An auction they registered for starts in 10 minutes. */
  auctionStarting: z.boolean(),
  /** Their max bid was beaten (the proxy maximum is exhausted). */
  outbid: z.boolean(),
  /** Their recharge or withdrawal request was approved or denied. */
  walletRequest: z.boolean(),
  /** The reorder window of their auction closes in 2 minutes. */
  reorderClosing: z.boolean(),
  /** A player they starred (watch-list) is the next lot: the lot before it has just opened. */
  starredNext: z.boolean(),
});
export type PushPreferences = z.infer<typeof PushPreferences>;

/**
 * `PUT /api/push/preferences`: the toggles to save. `starredNext` may be left out (a client from
 * before it existed): the stored value is kept.
 */
export const PushPreferencesBody = z.extend(PushPreferences, {
  starredNext: z.optional(z.boolean()),
});
export type PushPreferencesBody = z.infer<typeof PushPreferencesBody>;

/** `GET /api/push/preferences`: the toggles and how many browsers of the player are subscribed. */
export const PushPreferencesResponse = z.object({
  preferences: PushPreferences,
  subscriptions: z.int().check(z.gte(0)),
});
export type PushPreferencesResponse = z.infer<typeof PushPreferencesResponse>;

/** The kinds of notice, one per toggle. */
export const PushKind = z.enum([
  'AUCTION_STARTING',
  'OUTBID',
  'WALLET_REQUEST',
  'REORDER_CLOSING',
  'STARRED_NEXT',
]);
export type PushKind = z.infer<typeof PushKind>;

/** Minutes before the start an "auction starts soon" notice is sent. */
export const PUSH_STARTING_LEAD_MINUTES = 10;
/** Minutes before the reorder window closes its notice is sent. */
export const PUSH_REORDER_LEAD_MINUTES = 2;

/**
 * The JSON a push message carries (encrypted, RFC 8291), which the service worker shows: `url` is a
 * path of the app opened when the notification is tapped; `tag` replaces an older notice of the same
 * subject on the device.
 */
export const PushMessage = z.object({
  kind: PushKind,
  title: z.string().check(z.maxLength(120)),
  body: z.string().check(z.maxLength(300)),
  url: z.string().check(z.startsWith('/')),
  tag: z.string().check(z.maxLength(100)),
});
export type PushMessage = z.infer<typeof PushMessage>;
