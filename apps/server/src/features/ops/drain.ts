/**
 * A node's graceful drain before it stops, run on SIGTERM by main.ts before `app.close()`: from its
 * start the node reports not ready (`/api/health/ready` 503; `/api/health/live` stays 200), so the
 * load balancer sends clients elsewhere, and the room drains (`deps.room.drain()`,
 * features/room/room.drain.ts: new sockets refused, leases released, commands in flight finished,
 * sockets told to reconnect, the other nodes told to take over). `app.close()` without a drain
 * first (tests, an error exit) drains the room too, through the room's own close.
 */
import type { AppDeps } from '../../platform/deps';
import type { RoomDrainReport } from '../../platform/room-port';

export type DrainReport = RoomDrainReport;

export interface Drain {
  /** True from the start of the drain: the node is not ready. */
  readonly draining: boolean;
  /** Drains the node (idempotent: a second call returns the first drain). */
  start(): Promise<DrainReport>;
}

/** The drain of the node whose room is `deps.room` (read when the drain starts). */
export function createDrain(deps: Pick<AppDeps, 'room'>): Drain {
  let running: Promise<DrainReport> | null = null;
  return {
    get draining() {
      return running !== null;
    },
    start() {
      running ??= deps.room.drain();
      return running;
    },
  };
}
