/** What every feature of the server is built from; `buildApp` assembles it, tests substitute parts. */
import type { Agent as HttpsAgent } from 'node:https';
import type { TransactionView } from '@bidxi/protocol';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Background } from './background';
import type { Clock, Timers } from './clock';
import type { Mailer } from './mailer';
import type { Metrics } from './metrics';
import type { Redis } from './redis';
import type { SessionCache } from './session-cache';
import type { SessionEvents } from './session-events';
import type { SmsProvider } from './sms';
import type { RoomPort } from './room-port';
import type { TokenService } from './tokens';

/**
 * How services tell a player at once that their wallet changed (features/wallet/wallet.live.ts; a
 * no-op until the account channel is set up). Called after the commit; never throws.
 */
export interface WalletLivePort {
  changed(userId: string, transaction: TransactionView): void;
}

/**
 * Something a player is told by web push (features/push). Reminders (auction starting, reorder
 * closing) are the push feature's own job; other features report these after their commit.
 */
export type PushNotice =
  | {
      /** The player's max bid for `playerName` was beaten: their proxy can no longer answer. */
      kind: 'OUTBID';
      auctionId: string;
      auctionTitle: string;
      playerName: string;
      /** The bid that beat it, integer lakhs. */
      amountLakhs: number;
    }
  | {
      /** A player the user starred is the next lot: the lot before it has just opened. */
      kind: 'STARRED_NEXT';
      auctionId: string;
      auctionTitle: string;
      playerName: string;
    }
  | {
      /** An admin resolved the player's recharge or withdrawal request. */
      kind: 'WALLET_REQUEST';
      type: 'RECHARGE' | 'WITHDRAWAL';
      status: 'APPROVED' | 'DENIED';
      amountPaise: number;
    };

/**
 * How services ask for a push notice to a player (features/push/push.service.ts). Fire and forget:
 * it queues (bounded; the oldest waiting notice is dropped when full) and never throws or blocks.
 */
export interface PushPort {
  /** The VAPID public key browsers subscribe with (base64url). */
  readonly publicKey: string;
  notify(userId: string, notice: PushNotice): void;
}

export interface AppDeps {
  config: Config;
  database: Database;
  clock: Clock;
  /**
   * One-shot timers of the room's lot clock and the auction scheduler (tests pass fake timers on a
   * fake clock); default real timers.
   */
  timers?: Timers;
  mailer: Mailer;
  sms: SmsProvider;
  tokens: TokenService;
  /** The live room's one door (platform/room-port.ts; features/room/room.door.ts). */
  room: RoomPort;
  /** Live wallet changes to the player's open screens. */
  walletLive: WalletLivePort;
  /** Web push notices; a no-op until the push feature is set up. */
  push: PushPort;
  /** The platform's Redis connection when REDIS_URL is set (rate-limit store, session events). */
  redis: Redis | null;
  /** "These sessions have ended", heard on every node (platform/session-events.ts). */
  sessionEvents: SessionEvents;
  /** Verified sessions trusted again for ≤ 1 s (platform/session-cache.ts); absent: no cache. */
  sessionCache?: SessionCache;
  /** Work started by a request and finished off its path (platform/background.ts). */
  background: Background;
  /** The https agent of push deliveries (tests pass one trusting their local push service). */
  pushAgent?: HttpsAgent;
  /** Prometheus metrics (platform/metrics.ts); no-ops when METRICS_TOKEN is unset. */
  metrics: Metrics;
}

/** The wallet port before the account channel is set up (and in tests without one). */
export const noWalletLive: WalletLivePort = { changed: () => undefined };

/** The push port before the push feature is set up. */
export const noPush: PushPort = { publicKey: '', notify: () => undefined };
