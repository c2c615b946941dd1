import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLiveAuction } from '../../test/auction-fixtures';
import type { TestDatabase } from '../../test/db';
import { signUp } from '../../test/factories';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { RoomRunner } from './room.runner';
import { roomStore } from './room.store';

// Two runners on one database stand for two nodes: each decides on the state it has, and the event
// log's (auction_id, seq) key makes the one that is behind catch up and decide again.
let t: TestApp;
let tdb: TestDatabase;
beforeAll(async () => {
  t = await buildTestApp();
  tdb = { database: t.app.deps.database } as TestDatabase;
});
afterAll(() => t.close());

async function twoNodes() {
  const [a, b] = [await signUp(t.app), await signUp(t.app)];
  const { auction, teams } = await createLiveAuction(tdb.database.db, {
    pool: [{ name: 'Batter', type: 'Batter', basePriceLakhs: 50 }],
    ownerIds: [a.id, b.id],
    lotWindowMs: 600_000,
    bidWindowMs: 600_000,
  });
  const deps = { db: tdb.database.db, store: roomStore, onCommit: () => undefined };
  const one = new RoomRunner(deps, auction.id);
  const two = new RoomRunner(deps, auction.id);
  await one.refresh();
  await two.refresh();
  const now = Date.now();
  for (const team of teams)
    await one.submit(
      {
        type: 'registerTeam',
        teamId: team.id,
        ownerId: team.ownerId!,
        purseTotalLakhs: 10_000,
        isBot: false,
      },
      now,
    );
  const opened = await one.submit({ type: 'openLot' }, now);
  expect(opened.ok).toBe(true);
  return { one, two, teams, lotId: one.state!.currentLot!.lotId };
}

describe('RoomRunner across nodes', () => {
  it('a node that is behind catches up before refusing (the lot it has not seen yet is open)', async () => {
    const { two, teams, lotId } = await twoNodes();
    expect(two.state!.currentLot).toBeNull();
    const r = await two.submit(
      { type: 'placeBid', lotId, teamId: teams[1]!.id, amountLakhs: 50 },
      Date.now(),
    );
    expect(r.ok).toBe(true);
  });

  it('a node that is behind cannot accept on its stale state: the append collides, it re-decides', async () => {
    const { one, two, teams, lotId } = await twoNodes();
    await two.refresh();
    // Node one takes 0.5 Cr; node two, which has not seen it, gets a bid of 0.5 Cr as well.
    expect(
      (
        await one.submit(
          { type: 'placeBid', lotId, teamId: teams[0]!.id, amountLakhs: 50 },
          Date.now(),
        )
      ).ok,
    ).toBe(true);
    const late = await two.submit(
      { type: 'placeBid', lotId, teamId: teams[1]!.id, amountLakhs: 50 },
      Date.now(),
    );
    expect(late.ok).toBe(false);
    expect(two.state!.currentLot!.currentBidLakhs).toBe(50);
    expect(two.state!.version).toBe(one.state!.version);
  });

  it('registering teams the setup already lists does not re-read the teams each time', async () => {
    const users = [];
    for (let i = 0; i < 6; i++) users.push(await signUp(t.app));
    const { auction, teams } = await createLiveAuction(tdb.database.db, {
      pool: [{ name: 'Batter', type: 'Batter' }],
      ownerIds: users.map((u) => u.id),
    });
    let loads = 0;
    const store = {
      ...roomStore,
      loadTeams: (...a: Parameters<typeof roomStore.loadTeams>) => (
        loads++,
        roomStore.loadTeams(...a)
      ),
    };
    const runner = new RoomRunner(
      { db: tdb.database.db, store, onCommit: () => undefined },
      auction.id,
    );
    await runner.refresh();
    for (const team of teams)
      await runner.submit(
        {
          type: 'registerTeam',
          teamId: team.id,
          ownerId: team.ownerId!,
          purseTotalLakhs: 10_000,
          isBot: false,
        },
        Date.now(),
      );
    expect(Object.keys(runner.state!.teams)).toHaveLength(6);
    expect(loads).toBe(0);
  });
});
