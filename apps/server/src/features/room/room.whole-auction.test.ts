import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { and, eq } from 'drizzle-orm';
import {
  parseSheetType,
  croresToLakhs,
  minIncrementLakhs,
  validateComposition,
  type AuctionEvent,
} from '@bidxi/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctionPlayers, auctions, bids, roomEvents, teams } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { createLiveAuction, type PoolRow } from '../../test/auction-fixtures';

const SHEET = fileURLToPath(
  new URL('../../../../../packages/engine/src/fixtures/player-sheet.csv', import.meta.url),
);

function sheetRows(): PoolRow[] {
  const [, ...lines] = readFileSync(SHEET, 'utf8').trim().split(/\r?\n/);
  return lines.map((line) => {
    const [name, type, baseCr, bonus, ...slots] = line.split(',');
    const parsed = parseSheetType(type!);
    if (!parsed) throw new Error(`bad type ${type}`);
    return {
      name: name!,
      type: parsed.type,
      lotGroup: parsed.lotGroup,
      basePriceLakhs: croresToLakhs(Number(baseCr))!,
      bonus: Number(bonus),
      slotPoints: slots.map(Number),
    };
  });
}

// On fake time: the lot clock's timers run one after another (`runNext`), so the whole auction takes
// as long as its commits, not as long as its lots.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, {}, { fakeTimers: true });
  await t.app.ready();
});
afterAll(() => t.close());

describe('a whole auction', () => {
  it(
    'runs the 148-player sheet with eight bot teams bidding one increment at a time from lobby to COMPLETED, and the logs prove every rule held',
    { timeout: 240_000 },
    async () => {
      const db = t.app.deps.database.db;
      const pool = sheetRows();
      expect(pool).toHaveLength(148);
      const startsAtMs = t.clock.now();
      const { auction } = await createLiveAuction(db, {
        pool,
        ownerIds: [],
        botTeams: 8,
        startsAtMs,
        endsAtMs: startsAtMs + 24 * 3600_000, // 148 real-length lots take hours
        lobbyMs: 300_000,
        lotWindowMs: 20_000,
        bidWindowMs: 15_000,
        pauseBetweenLotsMs: 3_000,
        reorderWindowMs: 600_000,
      });
      await t.room.registry.pollLeases(); // takes the lease and starts the lot clock
      const timers = t.timers!;
      for (let steps = 0; steps < 20_000 && (await timers.runNext()); steps++);
      const [row] = await db
        .select({ status: auctions.status, endsAt: auctions.endsAt })
        .from(auctions)
        .where(eq(auctions.id, auction.id));
      expect(row!.status).toBe('COMPLETED');
      expect(timers.pending).toBe(0);

      // Every bot team filled a valid XI within its purse (the database projections).
      const botTeams = await db.select().from(teams).where(eq(teams.auctionId, auction.id));
      expect(botTeams).toHaveLength(8);
      for (const team of botTeams) {
        const squad = await db
          .select()
          .from(auctionPlayers)
          .where(and(eq(auctionPlayers.teamId, team.id), eq(auctionPlayers.status, 'SOLD')));
        expect(squad).toHaveLength(11);
        expect(validateComposition(squad.map((p) => p.type)).isValid).toBe(true);
        const spent = squad.reduce((sum, p) => sum + (p.soldPriceLakhs ?? 0), 0);
        expect(team.purseRemainingLakhs).toBe(team.budgetLimitLakhs - spent);
        expect(team.purseRemainingLakhs).toBeGreaterThanOrEqual(0);
      }

      // Each lot closed exactly once; no accepted bid at or after the close it was judged against.
      const log = await db.select().from(roomEvents).where(eq(roomEvents.auctionId, auction.id));
      const events = log.sort((a, b) => a.seq - b.seq).map((r) => r.payload as AuctionEvent);
      const opened = events.filter((e) => e.type === 'lotOpened').length;
      const closes = new Map<number, number>();
      for (const e of events)
        if (e.type === 'lotSold' || e.type === 'lotUnsold')
          closes.set(e.lotId, (closes.get(e.lotId) ?? 0) + 1);
      expect([...closes.values()].every((n) => n === 1)).toBe(true);
      expect(closes.size).toBe(opened);
      expect(events.filter((e) => e.type === 'biddingEnded')).toHaveLength(1);
      expect(log.map((r) => r.seq).sort((a, b) => a - b)).toEqual(log.map((_, i) => i + 1));

      const accepted = await db
        .select()
        .from(bids)
        .where(and(eq(bids.auctionId, auction.id), eq(bids.accepted, true)));
      expect(accepted.length).toBeGreaterThan(88);
      // The bots bid as people do: their own bids, one increment over the one before (never a jump).
      expect(accepted.filter((b) => b.isProxy)).toHaveLength(0);
      for (const lotId of new Set(accepted.map((b) => b.lotId))) {
        const amounts = accepted
          .filter((b) => b.lotId === lotId)
          .map((b) => b.amountLakhs!)
          .sort((a, b) => a - b);
        for (let i = 1; i < amounts.length; i += 1) {
          expect(amounts[i]! - amounts[i - 1]!).toBe(minIncrementLakhs(amounts[i - 1]!));
        }
      }
      for (const b of accepted) expect(b.receivedAt.getTime()).toBeLessThan(b.closesAt!.getTime());
      // The hammer of each sold lot is its highest accepted bid.
      for (const e of events) {
        if (e.type !== 'lotSold') continue;
        const lotBids = accepted.filter((b) => b.lotId === e.lotId);
        expect(Math.max(...lotBids.map((b) => b.amountLakhs ?? 0))).toBe(e.amountLakhs);
      }
    },
  );
});
