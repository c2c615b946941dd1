/**
 * Practice bots play only in ₹0 auctions: the admin calls refuse the mix, and a room
 * whose row has both (made before the rule) adds no bot teams, so no bot can take a paid prize.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLiveAuction } from '../../test/auction-fixtures';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { signUp } from '../../test/factories';
import { runUntil } from '../../test/room-driver';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, {}, { fakeTimers: true });
  await t.app.ready();
});
afterAll(() => t.close());

const batters = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ name: `Bat ${i}`, type: 'Batter' as const }));

async function teamsOfRoom(feePaise: number) {
  const [a, b] = [await signUp(t.app), await signUp(t.app)];
  const { auction } = await createLiveAuction(t.app.deps.database.db, {
    pool: batters(3),
    ownerIds: [a.id, b.id],
    botTeams: 2,
    registrationFeePaise: feePaise,
    startsAtMs: t.clock.now(),
  });
  const registry = t.room.registry;
  await registry.pollLeases();
  registry.setPresence(auction.id, new Set([a.id, b.id]));
  const runner = registry.room(auction.id);
  await runUntil(t, () => runner.peek()?.state.currentLot !== null);
  return Object.values(runner.peek()!.state.teams);
}

describe('practice bots in a room', () => {
  it('join a free auction', async () => {
    const teams = await teamsOfRoom(0);
    expect(teams.filter((team) => team.isBot)).toHaveLength(2);
  });

  it('never join an auction with a fee, whatever its row says', async () => {
    const teams = await teamsOfRoom(1_000);
    expect(teams).toHaveLength(2);
    expect(teams.some((team) => team.isBot)).toBe(false);
  });
});
