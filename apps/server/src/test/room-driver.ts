/**
 * Drives a room on fake time for tests (buildTestApp with `fakeTimers`): a live auction of batters
 * for two signed-up owners with its lot 1 open, the lot clock's timers run until a condition holds,
 * and bids through the auction's runner as the socket handler sends them.
 */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { auctions } from '../db/schema/index';
import type { Room } from '../features/room/room';
import { createLiveAuction } from './auction-fixtures';
import type { TestApp } from './build-app';
import { adminToken, bearer, signUp, type TestUser } from './factories';

export interface DrivenAuction {
  id: string;
  a: TestUser;
  b: TestUser;
  runner: Room;
}

/** Runs the room's timers (every auction's: tests share one clock) until `done`, at most 100. */
export async function runUntil(t: TestApp, done: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !done(); i++) {
    if (!(await t.timers!.runNext())) break;
  }
  expect(done()).toBe(true);
}

/** A LIVE auction of `players` batters (base 50 lakhs, purse 100 Cr) for two owners, lot 1 open. */
export async function startDrivenAuction(t: TestApp, players = 3): Promise<DrivenAuction> {
  const [a, b] = [await signUp(t.app), await signUp(t.app)];
  const { auction } = await createLiveAuction(t.app.deps.database.db, {
    pool: Array.from({ length: players }, (_, i) => ({
      name: `Batter ${i}`,
      type: 'Batter' as const,
      basePriceLakhs: 50,
    })),
    ownerIds: [a.id, b.id],
    startsAtMs: t.clock.now(),
    lobbyMs: 0,
    lotWindowMs: 20_000,
    bidWindowMs: 15_000,
    pauseBetweenLotsMs: 3_000,
    budgetLimitLakhs: 10_000,
  });
  const registry = t.room.registry;
  await registry.pollLeases();
  registry.setPresence(auction.id, new Set([a.id, b.id]));
  const runner = registry.room(auction.id);
  await runUntil(t, () => runner.peek()?.state.currentLot?.lotId === 1);
  return { id: auction.id, a, b, runner };
}

/** `user` bids `amountLakhs` on the open lot, received now. */
export function placeBid(t: TestApp, runner: Room, user: TestUser, amountLakhs: number) {
  const lot = runner.peek()!.state.currentLot!;
  const bid = { ownerId: user.id, playerId: lot.playerId, lotId: lot.lotId, amountLakhs };
  return runner.execute({ type: 'bidRequest', ...bid }, t.clock.now(), { userId: user.id });
}

/**
 * Ends bidding of a LIVE auction the way an organiser does (`POST /api/admin/auctions/{id}/end`), after
 * this node has taken the auction's lease; the room writes `biddingEndedAt` and opens the reorder window.
 */
export async function endBiddingAsOrganiser(t: TestApp, auctionId: string): Promise<void> {
  await t.room.registry.pollLeases();
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/auctions/${auctionId}/end`,
    headers: bearer(await adminToken(t.app)),
  });
  expect(res.statusCode, res.body).toBe(200);
  const [row] = await auctionRow(t, auctionId);
  expect(row?.biddingEndedAt).not.toBeNull();
}

/**
 * Runs the room's timers until the auction is COMPLETED (its reorder window over, prizes settled) and
 * the database says so. Bidding must have ended (see {@link endBiddingAsOrganiser}).
 */
export async function runToCompletion(t: TestApp, auctionId: string): Promise<void> {
  const runner = t.room.registry.room(auctionId);
  await runUntil(t, () => runner.peek()?.state.phase === 'COMPLETED');
  const [row] = await auctionRow(t, auctionId);
  expect(row?.status).toBe('COMPLETED');
}

const auctionRow = (t: TestApp, auctionId: string) =>
  t.app.deps.database.db.select().from(auctions).where(eq(auctions.id, auctionId));
