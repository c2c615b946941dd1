/**
 * The push delivery queue: notices are queued and sent off the caller's path (a room's queue, an
 * admin's request) by a few workers. It is bounded: when full, the oldest waiting notice is dropped
 * and counted, so a slow or unreachable push service can never grow memory or slow the room.
 */
import type { PushKind, PushPreferences } from '@bidxi/protocol';
import type { Db } from '../../db/client';
import type { PushText } from './push.messages';
import { deleteSubscription, languageOf, preferencesOf, subscriptionsOf } from './push.repo';
import type { DeliveryOutcome, PushSender } from './push.sender';

/** Notices waiting at most; beyond it the oldest is dropped. */
export const PUSH_QUEUE_MAX = 2_000;
/** Deliveries in flight at once. */
export const PUSH_CONCURRENCY = 4;

const PREFERENCE_OF: Record<PushKind, keyof PushPreferences> = {
  AUCTION_STARTING: 'auctionStarting',
  OUTBID: 'outbid',
  WALLET_REQUEST: 'walletRequest',
  REORDER_CLOSING: 'reorderClosing',
  STARRED_NEXT: 'starredNext',
};

interface Job {
  userId: string;
  message: PushText;
}

export interface PushQueue {
  /**
   * Queues `message` for every browser of `userId` that wants its kind, rendered in the user's
   * language when it leaves. Never throws or waits.
   */
  enqueue(userId: string, message: PushText): void;
  /** Resolves when nothing is waiting or in flight (tests, shutdown). */
  settle(): Promise<void>;
  /** Notices dropped because the queue was full, since start. */
  readonly dropped: number;
}

/**
 * A queue delivering through `sender`; subscriptions the push service reports gone are deleted.
 * `onDelivered` hears each outcome (logs, tests).
 */
export function createPushQueue(opts: {
  db: Db;
  sender: PushSender;
  onError: (err: unknown) => void;
  onDelivered?: (userId: string, endpoint: string, outcome: DeliveryOutcome) => void;
}): PushQueue {
  const waiting: Job[] = [];
  let active = 0;
  let dropped = 0;
  let idle: (() => void)[] = [];

  async function deliver(job: Job): Promise<void> {
    const prefs = await preferencesOf(opts.db, job.userId);
    if (!prefs[PREFERENCE_OF[job.message.kind]]) return;
    const subs = await subscriptionsOf(opts.db, job.userId);
    if (subs.length === 0) return;
    const message = job.message.render(await languageOf(opts.db, job.userId));
    await Promise.all(
      subs.map(async (sub) => {
        const outcome = await opts.sender.send(sub, message);
        if (outcome === 'gone') await deleteSubscription(opts.db, sub.endpoint);
        opts.onDelivered?.(job.userId, sub.endpoint, outcome);
      }),
    );
  }

  function pump(): void {
    while (active < PUSH_CONCURRENCY && waiting.length > 0) {
      const job = waiting.shift() as Job;
      active += 1;
      deliver(job)
        .catch(opts.onError)
        .finally(() => {
          active -= 1;
          pump();
        });
    }
    if (active === 0 && waiting.length === 0) {
      const resolve = idle;
      idle = [];
      for (const r of resolve) r();
    }
  }

  return {
    enqueue(userId, message) {
      if (waiting.length >= PUSH_QUEUE_MAX) {
        waiting.shift();
        dropped += 1;
      }
      waiting.push({ userId, message });
      queueMicrotask(pump);
    },
    settle() {
      if (active === 0 && waiting.length === 0) return Promise.resolve();
      return new Promise((resolve) => idle.push(resolve));
    },
    get dropped() {
      return dropped;
    },
  };
}
