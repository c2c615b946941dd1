/**
 * A whole practice auction on fake time: from the tap on "Practice vs
 * bots" (`POST /api/practice`) the first lot opens within 60 s and the auction is COMPLETED within
 * 15 minutes — for a player who watches and for one who bids on every player their XI still needs.
 * The lot clock's timers run one after another, so minutes of auction take a second or two.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  maxBidLakhs,
  minNextBidLakhs,
  teamOfOwner,
  validateComposition,
  type AuctionEvent,
} from '@bidxi/engine';
import { roomEvents } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { bearer, signUp } from '../../test/factories';
import { placeBid } from '../../test/room-driver';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '100000' }, {}, { fakeTimers: true });
  await t.app.ready();
});
afterAll(() => t.close());

/**
 * Plays a practice auction to the end; `bids` makes the player bid for what the XI needs; `away`
 * keeps the player out of the room (autopilot comes on after the first lot).
 */
async function playPractice(bids: boolean, away = false) {
  const user = await signUp(t.app);
  const tappedAt = t.clock.now();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/practice',
    headers: bearer(user.token),
  });
  expect(res.statusCode).toBe(201);
  const auctionId: string = res.json().auction.id;
  const registry = t.room.registry;
  await registry.pollLeases(); // the lease loop's next beat (every second in production)
  registry.setPresence(auctionId, new Set(away ? [] : [user.id]));
  const runner = registry.room(auctionId);
  for (let step = 0; step < 20_000; step++) {
    const state = runner.peek()?.state;
    if (state?.phase === 'COMPLETED') break;
    const lot = state?.currentLot;
    const myTeam = state ? teamOfOwner(state, user.id) : null;
    if (bids && state && lot && myTeam && lot.highestTeamId !== myTeam.teamId) {
      const next = minNextBidLakhs(lot);
      // A keen player: the next bid, up to 5× the base (a bot's most), while the XI can be completed.
      if (next <= 5 * lot.basePriceLakhs && next <= maxBidLakhs(state, myTeam.teamId, lot.playerId))
        await placeBid(t, runner, user, next);
    }
    if (!(await t.timers!.runNext())) break;
  }
  const state = runner.peek()!.state;
  expect(state.phase).toBe('COMPLETED');
  const log = await t.app.deps.database.db
    .select()
    .from(roomEvents)
    .where(eq(roomEvents.auctionId, auctionId));
  const events = log.sort((a, b) => a.seq - b.seq).map((r) => r.payload as AuctionEvent);
  const firstLot = events.find((e) => e.type === 'lotOpened');
  const completed = events.find((e) => e.type === 'auctionCompleted');
  const lots = events.filter((e) => e.type === 'lotOpened').length;
  const mine = teamOfOwner(state, user.id)!;
  return {
    toFirstLotMs: firstLot!.type === 'lotOpened' ? firstLot!.openedAt - tappedAt : NaN,
    totalMs: completed!.type === 'auctionCompleted' ? completed!.at - tappedAt : NaN,
    lots,
    mySquad: mine.squad.map((s) => s.type),
    autopilot: events.filter((e) => e.type === 'autopilotSet'),
  };
}

describe('a practice auction vs bots, on fake time', () => {
  it(
    'reaches the first lot within 60 s and completes within 15 min when the player only watches',
    { timeout: 120_000 },
    async () => {
      const r = await playPractice(false);
      console.warn(
        `practice (watching): first lot ${r.toFirstLotMs / 1000} s, completed ${(r.totalMs / 60_000).toFixed(1)} min, ${r.lots} lots`,
      );
      expect(r.toFirstLotMs).toBeLessThanOrEqual(60_000);
      expect(r.totalMs).toBeLessThanOrEqual(15 * 60_000);
      expect(r.lots).toBeGreaterThanOrEqual(33);
    },
  );

  it(
    'completes within 15 min when the player bids, and the player can build a valid XI',
    { timeout: 120_000 },
    async () => {
      const r = await playPractice(true);
      console.warn(
        `practice (bidding): first lot ${r.toFirstLotMs / 1000} s, completed ${(r.totalMs / 60_000).toFixed(1)} min, ${r.lots} lots, squad ${r.mySquad.length}`,
      );
      expect(r.toFirstLotMs).toBeLessThanOrEqual(60_000);
      expect(r.totalMs).toBeLessThanOrEqual(15 * 60_000);
      expect(r.totalMs).toBeGreaterThanOrEqual(8 * 60_000); // long enough to be an auction
      expect(r.mySquad).toHaveLength(11);
      expect(validateComposition(r.mySquad).isValid).toBe(true);
    },
  );

  it(
    'fills a valid XI by autopilot for a player away from the first lot on',
    { timeout: 120_000 },
    async () => {
      const r = await playPractice(false, true);
      console.warn(`practice (away): squad ${r.mySquad.join(', ')}`);
      expect(r.autopilot).toMatchObject([{ enabled: true, reason: 'AWAY' }]);
      expect(r.mySquad).toHaveLength(11);
      expect(validateComposition(r.mySquad).isValid).toBe(true);
    },
  );
});
