// Stopping a node's rooms waits for the lease poll that is running (it visits every live auction in
// turn) and starts no clock after the stop: the poll used to run on past the shutdown and into the
// closed database pool (bench RT-7 teardown: "room lease poll failed … Cannot use a pool after
// calling end on the pool").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { systemClock, systemTimers } from '../../platform/clock';
import { createLiveAuction } from '../../test/auction-fixtures';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { signUp } from '../../test/factories';
import type { Lease } from './room.lease';
import { RoomRegistry } from './room.registry';

// The app's own registry does not poll (ROOM_LEASE_INTERVAL_MS is 0 in tests); the test's does.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** A lease whose first answer waits until the test lets it through. */
function gatedLease() {
  let enter!: () => void;
  let release!: () => void;
  const entered = new Promise<void>((resolve) => (enter = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  let closed = false;
  const lease: Lease = {
    tryAcquire: async () => {
      enter();
      await released;
      return true;
    },
    release: async () => undefined,
    isHealthy: () => true,
    close: async () => {
      closed = true;
    },
  };
  return { lease, entered, release, isClosed: () => closed };
}

describe('room registry stop', () => {
  it('waits for the running lease poll, and that poll starts no clock', async () => {
    const [a, b] = [await signUp(t.app), await signUp(t.app)];
    await createLiveAuction(t.app.deps.database.db, {
      pool: [{ name: 'Batter', type: 'Batter' }],
      ownerIds: [a.id, b.id],
    });
    const gate = gatedLease();
    const registry = new RoomRegistry({
      db: t.app.deps.database.db,
      clock: systemClock,
      timers: systemTimers,
      log: pino({ level: 'silent' }),
      lease: gate.lease,
      leaseEveryMs: 0,
      isMultiNode: false,
      publish: () => undefined,
      fetchPresence: async () => new Set<string>(),
    });

    const poll = registry.pollLeases();
    await gate.entered; // the poll holds at the lease of a live auction
    let stopped = false;
    const stopping = registry.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(stopped).toBe(false);
    expect(gate.isClosed()).toBe(false);

    gate.release();
    await Promise.all([poll, stopping]);
    expect(registry.clockCount).toBe(0);
    expect(gate.isClosed()).toBe(true);
  });
});
