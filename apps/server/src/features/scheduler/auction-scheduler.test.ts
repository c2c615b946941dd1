import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctions, players } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { bearer, signUp } from '../../test/factories';
import { createAuction } from '../../test/auctions';
import { endBiddingAsOrganiser, runToCompletion } from '../../test/room-driver';
import { schedulerTick } from './auction-scheduler';
import { DEMO_LEAD_MS } from '../players/demo-auction.service';

describe('auction scheduler', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.ready();
  });
  afterAll(() => t.close());

  it('moves a scheduled auction to LIVE at its start, exactly once', async () => {
    const a = await createAuction(t.app);
    const start = Date.parse(a.startsAt);
    expect((await schedulerTick(t.app.deps, new Date(start - 1))).started).toEqual([]);
    const [first, second] = await Promise.all([
      schedulerTick(t.app.deps, new Date(start)),
      schedulerTick(t.app.deps, new Date(start + 5)),
    ]);
    expect([...first.started, ...second.started]).toEqual([a.id]);
    expect((await schedulerTick(t.app.deps, new Date(start + 1000))).started).toEqual([]);
    const u = await signUp(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/auctions/${a.id}`,
      headers: bearer(u.token),
    });
    expect(res.json().auction.status).toBe('LIVE');
  });

  it('imports the player sheet on first start and creates no demo when demos are off', async () => {
    expect(await t.app.deps.database.db.select().from(players)).toHaveLength(148);
    const demo = await t.app.deps.database.db
      .select()
      .from(auctions)
      .where(eq(auctions.isDemo, true));
    expect(demo).toHaveLength(0);
  });
});

describe('demo auctions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ DEMO_AUCTIONS: 'true' }, {}, { fakeTimers: true });
    await t.app.ready();
  });
  afterAll(() => t.close());

  const demos = () =>
    t.app.deps.database.db.select().from(auctions).where(eq(auctions.isDemo, true));

  it('creates a free demo with the whole pool 15 minutes after first start, and keeps one available', async () => {
    const [demo] = await demos();
    expect(demo).toMatchObject({ status: 'SCHEDULED', registrationFeePaise: 0, botTeams: 3 });
    expect(demo!.startsAt.getTime()).toBe(t.clock.now() + DEMO_LEAD_MS);
    const u = await signUp(t.app);
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/auctions/${demo!.id}`,
      headers: bearer(u.token),
    });
    expect(view.json().auction).toMatchObject({
      isDemo: true,
      totalPlayerCount: 148,
      registrationFee: 0,
    });

    // Several ticks (or nodes) never create a second one while it is scheduled or live.
    const again = await Promise.all(
      [1, 2, 3].map(() => schedulerTick(t.app.deps, new Date(t.clock.now()))),
    );
    expect(again.map((r) => r.demoCreated)).toEqual([null, null, null]);
    const live = await schedulerTick(t.app.deps, demo!.startsAt);
    expect(live).toEqual({ started: [demo!.id], demoCreated: null });

    // The demo completes (bidding ended by an organiser, the room closes the reorder window): the next
    // tick schedules the next one, 15 minutes after that tick.
    await endBiddingAsOrganiser(t, demo!.id);
    await runToCompletion(t, demo!.id);
    t.clock.advance(3 * 3600_000);
    const next = await schedulerTick(t.app.deps, new Date(t.clock.now()));
    expect(next.demoCreated).not.toBeNull();
    const all = await demos();
    expect(all).toHaveLength(2);
    expect(all.find((d) => d.id === next.demoCreated)!.startsAt.getTime()).toBe(
      t.clock.now() + DEMO_LEAD_MS,
    );
  });
});
