// Two nodes (two app instances on one database, the real Redis under a prefix of this run): an
// auction created on one node re-plans the other node's scheduler through the cross-node
// `auctionChanged` notice, so every node wakes at its start.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAuction, startFields } from '../../test/auctions';
import { startTwoApps, type TwoApps } from '../../test/two-apps';
import { startAuctionScheduler, type AuctionScheduler } from './auction-scheduler';

const MAX_SLEEP_MS = 3_600_000;
let nodes: TwoApps;
let a: FastifyInstance;
let onB: AuctionScheduler;

beforeAll(async () => {
  nodes = await startTwoApps('scheduler-nodes');
  a = nodes.a;
  const b = nodes.b;
  await Promise.all([a.ready(), b.ready()]);
  onB = await startAuctionScheduler(
    { ...b.deps, config: { ...b.deps.config, schedulerMaxSleepMs: MAX_SLEEP_MS } },
    b.log,
  );
});
afterAll(async () => {
  await onB.stop();
  await nodes.close();
});

describe('auction scheduler on several nodes', () => {
  it('re-plans on the node that did not write: an auction created on A sets B’s wake-up', async () => {
    await onB.idle();
    const before = onB.nextWakeAt()!;
    expect(before).toBeGreaterThan(Date.now() + MAX_SLEEP_MS - 60_000);
    const { scheduledDate, startTime } = startFields(a, 30 * 60_000);
    const created = await createAuction(a, { scheduledDate, startTime });
    await vi.waitFor(() => expect(onB.nextWakeAt()).toBe(Date.parse(created.startsAt)), {
      timeout: 5_000,
      interval: 20,
    });
  });
});
