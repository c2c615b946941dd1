/**
 * Delivery of one push message to one subscription with the `web-push` library: the payload is
 * encrypted for the subscription's keys (RFC 8291, aes128gcm) and the request signed with the VAPID
 * keys (RFC 8292). web-push speaks https only; tests pass an `agent` that trusts their receiver.
 */
import type { Agent } from 'node:https';
import webpush from 'web-push';
import type { PushMessage } from '@bidxi/protocol';
import type { VapidKeys } from '../../platform/secrets';
import type { StoredSubscription } from './push.repo';

/** What became of a delivery: `gone` = the push service no longer knows the subscription (404/410). */
export type DeliveryOutcome = 'sent' | 'gone' | 'failed';

export interface PushSender {
  send(sub: StoredSubscription, message: PushMessage): Promise<DeliveryOutcome>;
}

/** How long a push service keeps an undelivered message (s): a reminder is stale after ~10 min. */
export const PUSH_TTL_SECONDS = 600;

/** A fresh VAPID key pair (P-256), base64url. */
export const generateVapidKeys = (): VapidKeys => webpush.generateVAPIDKeys();

/**
 * A sender signing with `vapid` as `subject`. `onError` hears failures other than a gone
 * subscription (the push service down, a timeout).
 */
export function createWebPushSender(opts: {
  vapid: VapidKeys;
  subject: string;
  agent?: Agent;
  timeoutMs?: number;
  onError?: (err: unknown, endpoint: string) => void;
}): PushSender {
  return {
    async send(sub, message) {
      try {
        await webpush.sendNotification(sub, JSON.stringify(message), {
          vapidDetails: { subject: opts.subject, ...opts.vapid },
          TTL: PUSH_TTL_SECONDS,
          contentEncoding: 'aes128gcm',
          urgency: 'high',
          topic: message.tag.replace(/[^\w-]/g, '').slice(0, 32) || undefined,
          timeout: opts.timeoutMs ?? 10_000,
          ...(opts.agent ? { agent: opts.agent } : {}),
        });
        return 'sent';
      } catch (err) {
        if (
          err instanceof webpush.WebPushError &&
          (err.statusCode === 404 || err.statusCode === 410)
        ) {
          return 'gone';
        }
        opts.onError?.(err, sub.endpoint);
        return 'failed';
      }
    },
  };
}
