/**
 * Web push: a player's browsers subscribe with the server's VAPID public
 * key; the server sends five notices — an auction they registered for starts in 10 minutes, their
 * max bid was beaten, a wallet request was resolved, the reorder window closes in 2 minutes, a
 * player they starred is next — each of which they may turn off. Deliveries leave through a bounded queue (push.queue.ts), never on the
 * path of a room command or a request; reminders are claimed once in the database (push.repo.ts).
 */
import type { FastifyBaseLogger } from 'fastify';
import {
  ErrorCode,
  PUSH_REORDER_LEAD_MINUTES,
  PUSH_STARTING_LEAD_MINUTES,
  type PushPreferencesBody,
  type PushPreferencesResponse,
  type PushSubscriptionBody,
} from '@bidxi/protocol';
import type { AuthContext } from '../../platform/auth';
import type { AppDeps, PushPort } from '../../platform/deps';
import { notFound, unprocessable } from '../../platform/errors';
import { startIntervalJob, type IntervalJob } from '../../platform/interval-job';
import { resolveVapidKeys } from '../../platform/secrets';
import { auctionStartingMessage, noticeMessage, reorderClosingMessage } from './push.messages';
import { createPushQueue, type PushQueue } from './push.queue';
import {
  claimDueReminders,
  countSubscriptions,
  deleteUserSubscription,
  preferencesOf,
  savePreferences,
  saveSubscription,
} from './push.repo';
import { createWebPushSender, generateVapidKeys } from './push.sender';

const MINUTE_MS = 60_000;

/** The push feature as app.ts holds it: the port for other features, the queue, the reminders. */
export interface PushSystem {
  port: PushPort;
  queue: PushQueue;
  /** One reminders pass at `now`; safe on several nodes. @returns how many reminders it claimed. */
  remind(now: Date): Promise<number>;
  /** Runs {@link PushSystem.remind} every PUSH_REMINDERS_INTERVAL_MS until stopped. */
  start(): Promise<IntervalJob>;
}

/**
 * Whether a push endpoint may be stored: https, no credentials, and a host of PUSH_ENDPOINT_HOSTS
 * (an entry with a leading dot allows every subdomain). The server posts to stored endpoints, so a
 * client must not be able to point it anywhere else.
 */
export function isAllowedEndpoint(endpoint: string, hosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  return hosts.some((h) => (h.startsWith('.') ? host.endsWith(h) : host === h));
}

/** Builds the push feature on `deps` (VAPID keys from config or DATA_DIR, generated on first start). */
export function createPush(deps: AppDeps, log: FastifyBaseLogger): PushSystem {
  const vapid = resolveVapidKeys(deps.config.vapidKeys, deps.config.dataDir, generateVapidKeys);
  const sender = createWebPushSender({
    vapid,
    subject: deps.config.vapidSubject,
    agent: deps.pushAgent,
    onError: (err, endpoint) =>
      log.warn({ err, host: new URL(endpoint).host }, 'push delivery failed'),
  });
  const queue = createPushQueue({
    db: deps.database.db,
    sender,
    onError: (err) => log.warn({ err }, 'push notice not sent'),
  });
  const port: PushPort = {
    publicKey: vapid.publicKey,
    notify(userId, notice) {
      // A play-money deployment has no wallet requests; its wallet notices would name ₹.
      if (notice.kind === 'WALLET_REQUEST' && deps.config.moneyMode === 'play') return;
      queue.enqueue(userId, noticeMessage(notice));
    },
  };

  async function remind(now: Date): Promise<number> {
    const db = deps.database.db;
    const minutesTo = (at: Date) => Math.ceil((at.getTime() - now.getTime()) / MINUTE_MS);
    const starting = await claimDueReminders(
      db,
      'AUCTION_STARTING',
      now,
      PUSH_STARTING_LEAD_MINUTES * MINUTE_MS,
    );
    for (const r of starting) {
      const message = auctionStartingMessage({
        auctionId: r.auctionId,
        title: r.title,
        minutes: minutesTo(r.at),
      });
      queue.enqueue(r.userId, message);
    }
    const closing = await claimDueReminders(
      db,
      'REORDER_CLOSING',
      now,
      PUSH_REORDER_LEAD_MINUTES * MINUTE_MS,
    );
    for (const r of closing) {
      const message = reorderClosingMessage({
        auctionId: r.auctionId,
        userId: r.userId,
        title: r.title,
        minutes: minutesTo(r.at),
      });
      queue.enqueue(r.userId, message);
    }
    return starting.length + closing.length;
  }

  return {
    port,
    queue,
    remind,
    start: () =>
      startIntervalJob({
        name: 'push reminders',
        intervalMs: deps.config.pushRemindersIntervalMs,
        log,
        run: () => remind(new Date(deps.clock.now())),
      }),
  };
}

/**
 * Stores the caller's subscription (again: refreshed keys; a browser another user had moves here).
 * @throws AppError 422 PUSH_ENDPOINT_REFUSED when the endpoint is not a known push service's https URL.
 */
export async function subscribe(
  deps: AppDeps,
  auth: AuthContext,
  body: PushSubscriptionBody,
): Promise<PushPreferencesResponse> {
  if (!isAllowedEndpoint(body.endpoint, deps.config.pushEndpointHosts)) {
    throw unprocessable(
      ErrorCode.PUSH_ENDPOINT_REFUSED,
      'This browser’s push service is not supported',
    );
  }
  const db = deps.database.db;
  await saveSubscription(db, auth.user.id, { endpoint: body.endpoint, keys: body.keys });
  return preferences(deps, auth);
}

/** Forgets one of the caller's subscriptions. @throws AppError 404 when it is not theirs or unknown. */
export async function unsubscribe(
  deps: AppDeps,
  auth: AuthContext,
  endpoint: string,
): Promise<PushPreferencesResponse> {
  const deleted = await deleteUserSubscription(deps.database.db, auth.user.id, endpoint);
  if (!deleted) throw notFound('Subscription not found');
  return preferences(deps, auth);
}

/** The caller's toggles and how many of their browsers are subscribed. */
export async function preferences(
  deps: AppDeps,
  auth: AuthContext,
): Promise<PushPreferencesResponse> {
  const db = deps.database.db;
  return {
    preferences: await preferencesOf(db, auth.user.id),
    subscriptions: await countSubscriptions(db, auth.user.id),
  };
}

/** Replaces the caller's toggles; a toggle the body leaves out (`starredNext`) keeps its value. */
export async function updatePreferences(
  deps: AppDeps,
  auth: AuthContext,
  body: PushPreferencesBody,
): Promise<PushPreferencesResponse> {
  const db = deps.database.db;
  const current = await preferencesOf(db, auth.user.id);
  await savePreferences(db, auth.user.id, {
    ...body,
    starredNext: body.starredNext ?? current.starredNext,
  });
  return preferences(deps, auth);
}
