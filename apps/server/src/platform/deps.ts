/** What every feature of the server is built from; `buildApp` assembles it, tests substitute parts. */
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
import type { TokenService } from './tokens';

/**
 * How other features tell the live room what they committed (implemented by the room's registry,
 * room.registry.ts; a no-op until the room is set up).
 */
export interface RoomPort {
  /** A team was registered for the auction: the room adds it to the running auction at once. */
  teamRegistered(auctionId: string, teamId: string): Promise<void>;
  /**
   * The user self-excluded (issue 16): their bidder sockets in every room, on every node, are told
   * `message` (SELF_EXCLUDED) and closed.
   */
  userSelfExcluded(userId: string, message: string): Promise<void>;
}

/**
 * How services tell a player at once that their wallet changed (features/wallet/wallet.live.ts; a
 * no-op until the account channel is set up). Called after the commit; never throws.
 */
export interface WalletLivePort {
  changed(userId: string, transaction: TransactionView): void;
}

export interface AppDeps {
  config: Config;
  database: Database;
  clock: Clock;
  /** The room's lot clock timers (tests pass fake timers on a fake clock); default real timers. */
  timers?: Timers;
  mailer: Mailer;
  sms: SmsProvider;
  tokens: TokenService;
  room: RoomPort;
  /** Live wallet changes to the player's open screens (issue 18 §4). */
  walletLive: WalletLivePort;
  /** The platform's Redis connection when REDIS_URL is set (rate-limit store, session events). */
  redis: Redis | null;
  /** "These sessions have ended", heard on every node (platform/session-events.ts). */
  sessionEvents: SessionEvents;
  /** Verified sessions trusted again for ≤ 1 s (platform/session-cache.ts); absent: no cache. */
  sessionCache?: SessionCache;
  /** Work started by a request and finished off its path (platform/background.ts). */
  background: Background;
  /** Prometheus metrics (platform/metrics.ts); no-ops when METRICS_TOKEN is unset. */
  metrics: Metrics;
}

/** The wallet port before the account channel is set up (and in tests without one). */
export const noWalletLive: WalletLivePort = { changed: () => undefined };

/** The room port before the room is set up (and in tests without a room). */
export const noRoom: RoomPort = {
  teamRegistered: async () => undefined,
  userSelfExcluded: async () => undefined,
};
