// The scheduler hears about changes instead of asking: it arms one timer for the earliest start (or a
// due demo), re-plans on each `auctionChanged` notice, and wakes at least every SCHEDULER_MAX_SLEEP_MS.
// Time is the test's: the app's fake clock and the fake timers the scheduler arms (`t.timers`).
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auctions } from '../../db/schema/index';
import type { AppDeps } from '../../platform/deps';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { createAuction, ip, startFields } from '../../test/auctions';
import { createLiveAuction } from '../../test/auction-fixtures';
import { adminToken, bearer, signUp, type TestUser } from '../../test/factories';
import { endBiddingAsOrganiser, runToCompletion } from '../../test/room-driver';
import { DEMO_LEAD_MS } from '../players/demo-auction.service';
import { startAuctionScheduler, type AuctionScheduler } from './auction-scheduler';

const MAX_SLEEP_MS = 3_600_000;
const MINUTE_MS = 60_000;

/** The app's own scheduler is off in tests (SCHEDULER_MAX_SLEEP_MS=0): this starts one that runs. */
const startScheduler = (t: TestApp): Promise<AuctionScheduler> => {
  const deps: AppDeps = {
    ...t.app.deps,
    config: { ...t.app.deps.config, schedulerMaxSleepMs: MAX_SLEEP_MS },
  };
  return startAuctionScheduler(deps, t.app.log);
};

const statusOf = async (t: TestApp, id: string) => {
  const [row] = await t.app.deps.database.db
    .select({ status: auctions.status })
    .from(auctions)
    .where(eq(auctions.id, id));
  return row?.status;
};

/** An admin auction starting `msFromNow` ahead (rounded up to a whole minute, as the form is). */
const auctionAt = (t: TestApp, msFromNow: number) => {
  const { scheduledDate, startTime } = startFields(t.app, msFromNow);
  return createAuction(t.app, { scheduledDate, startTime });
};

describe('auction scheduler: woken by its plan, not a beat', () => {
  let t: TestApp;
  let job: AuctionScheduler | null = null;
  beforeAll(async () => {
    t = await buildTestApp({}, {}, { fakeTimers: true });
    await t.app.ready();
  });
  afterEach(async () => {
    await job?.stop();
    job = null;
  });
  afterAll(() => t.close());

  /** After the plan a notice started: the one armed timer's instant. */
  const planned = async () => {
    await job!.idle();
    expect(t.timers!.pending).toBe(1);
    return job!.nextWakeAt();
  };

  it('starts an auction created a little ahead at its start: one timer, armed for that instant', async () => {
    job = await startScheduler(t);
    // Nothing scheduled: only the safety net.
    expect(await planned()).toBe(t.clock.now() + MAX_SLEEP_MS);

    const a = await auctionAt(t, 2 * MINUTE_MS);
    const startsAtMs = Date.parse(a.startsAt);
    expect(startsAtMs).toBeGreaterThan(t.clock.now());
    expect(await planned()).toBe(startsAtMs);
    expect(await statusOf(t, a.id)).toBe('SCHEDULED');

    // The only timer fires at the start, and that pass starts it.
    expect(await t.timers!.runNext()).toBe(true);
    expect(t.clock.now()).toBe(startsAtMs);
    expect(await statusOf(t, a.id)).toBe('LIVE');
    // Nothing else is due: back to the safety net.
    expect(await planned()).toBe(startsAtMs + MAX_SLEEP_MS);
  });

  it('plans for the earliest start, and re-plans when an edit moves a start earlier', async () => {
    job = await startScheduler(t);
    const a = await auctionAt(t, 40 * MINUTE_MS);
    const b = await auctionAt(t, 50 * MINUTE_MS);
    expect(await planned()).toBe(Date.parse(a.startsAt));

    const earlier = startFields(t.app, 20 * MINUTE_MS);
    const edit = await t.app.inject({
      method: 'PUT',
      url: '/api/auctions/update',
      headers: bearer(await adminToken(t.app)),
      payload: {
        auctionId: b.id,
        scheduledDate: earlier.scheduledDate,
        startTime: earlier.startTime,
      },
      remoteAddress: ip(),
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await planned()).toBe(earlier.startsAt.getTime());

    await t.timers!.runNext();
    expect(t.clock.now()).toBe(earlier.startsAt.getTime());
    expect(await statusOf(t, b.id)).toBe('LIVE');
    expect(await statusOf(t, a.id)).toBe('SCHEDULED');
    expect(await planned()).toBe(Date.parse(a.startsAt));
    await t.timers!.runNext();
    expect(await statusOf(t, a.id)).toBe('LIVE');
  });

  it('starts an auction no notice announced by the safety net, within SCHEDULER_MAX_SLEEP_MS', async () => {
    job = await startScheduler(t);
    const armedAt = t.clock.now();
    expect(await planned()).toBe(armedAt + MAX_SLEEP_MS);
    // Written straight to the database: nobody tells the scheduler.
    const { auction } = await createLiveAuction(t.app.deps.database.db, {
      pool: [{ name: 'Batter', type: 'Batter', basePriceLakhs: 50 }],
      ownerIds: [],
      status: 'SCHEDULED',
      startsAtMs: armedAt + 5 * MINUTE_MS,
    });
    expect(job.nextWakeAt()).toBe(armedAt + MAX_SLEEP_MS);
    await t.timers!.runNext();
    expect(t.clock.now()).toBe(armedAt + MAX_SLEEP_MS);
    expect(await statusOf(t, auction.id)).toBe('LIVE');
    // The chain goes on: one timer, one safety-net sleep ahead.
    expect(await planned()).toBe(t.clock.now() + MAX_SLEEP_MS);
  });

  it('lets a league waiting past its start for a second team start when one joins, without spinning', async () => {
    job = await startScheduler(t);
    const organiser = await signUp(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/leagues',
      headers: bearer(organiser.token),
      payload: { title: 'Lonely league', maxTeams: 4, botsFill: false },
      remoteAddress: ip(),
    });
    expect(res.statusCode, res.body).toBe(201);
    const { auctionId, inviteCode } = res.json() as { auctionId: string; inviteCode: string };
    const join = (u: TestUser) =>
      t.app.inject({
        method: 'POST',
        url: `/api/leagues/${inviteCode}/join`,
        headers: bearer(u.token),
        payload: { teamName: `${u.username} XI` },
        remoteAddress: ip(),
      });
    expect((await join(await signUp(t.app))).statusCode).toBe(201);
    const startsAtMs = (await planned())!;
    await t.timers!.runNext();
    expect(t.clock.now()).toBe(startsAtMs);
    // One team: it waits, and the plan does not wake for it again.
    expect(await statusOf(t, auctionId)).toBe('SCHEDULED');
    expect(await planned()).toBe(startsAtMs + MAX_SLEEP_MS);

    t.clock.advance(MINUTE_MS);
    expect((await join(await signUp(t.app))).statusCode).toBe(201);
    // Due since its start: the timer fires at once.
    expect(await planned()).toBe(startsAtMs);
    const joinedAt = t.clock.now();
    await t.timers!.runNext();
    expect(t.clock.now()).toBe(joinedAt);
    expect(await statusOf(t, auctionId)).toBe('LIVE');
  });

  it('stop() clears its timer and later notices arm none', async () => {
    job = await startScheduler(t);
    expect(await planned()).not.toBeNull();
    await job.stop();
    expect(t.timers!.pending).toBe(0);
    expect(job.nextWakeAt()).toBeNull();
    await auctionAt(t, 2 * MINUTE_MS);
    await job.idle();
    expect(t.timers!.pending).toBe(0);
  });
});

describe('auction scheduler: demos', () => {
  let t: TestApp;
  let job: AuctionScheduler;
  beforeAll(async () => {
    t = await buildTestApp({ DEMO_AUCTIONS: 'true' }, {}, { fakeTimers: true });
    await t.app.ready();
    job = await startScheduler(t);
  });
  afterAll(async () => {
    await job.stop();
    await t.close();
  });

  const demos = () =>
    t.app.deps.database.db.select().from(auctions).where(eq(auctions.isDemo, true));

  it('starts the demo at its time, hears the room complete it, and schedules the next at once', async () => {
    await job.idle();
    const [demo] = await demos();
    expect(job.nextWakeAt()).toBe(demo!.startsAt.getTime());
    await t.timers!.runNext();
    expect(t.clock.now()).toBe(demo!.startsAt.getTime());
    expect(await statusOf(t, demo!.id)).toBe('LIVE');

    await endBiddingAsOrganiser(t, demo!.id);
    await runToCompletion(t, demo!.id);
    // The room's completion is a notice: the next demo is due now, not at the safety net.
    await job.idle();
    expect(job.nextWakeAt()).toBe(t.clock.now());
    await t.timers!.runNext();
    const all = await demos();
    expect(all).toHaveLength(2);
    const next = all.find((d) => d.id !== demo!.id)!;
    expect(next.startsAt.getTime()).toBe(t.clock.now() + DEMO_LEAD_MS);
    await job.idle();
    expect(job.nextWakeAt()).toBe(next.startsAt.getTime());
  });
});
