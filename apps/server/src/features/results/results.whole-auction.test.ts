import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctionResults, auctions, teamResults, teams, walletEntries } from '../../db/schema/index';
import { createLiveAuction } from '../../test/auction-fixtures';
import { ip } from '../../test/auctions';
import type { TestApp } from '../../test/build-app';
import { bearer, signUp } from '../../test/factories';
import { closeListening, listenTestApp } from '../../test/listening-app';
import { connectRoom, type TestSocket } from '../../test/socket-client';
import { readPlayerSheet } from '../players/player-sheet';
import { verifyWallet } from '../wallet/ledger.service';

let t: TestApp;
let baseUrl: string;
const sockets: TestSocket[] = [];
beforeAll(async () => {
  ({ t, baseUrl } = await listenTestApp({ RATE_LIMIT_PER_MINUTE: '100000' }));
});
afterAll(() => closeListening(t, sockets));

/** 30 real sheet players: 9 batters, 10 bowlers, 5 keepers, 6 all-rounders (two bots fill valid XIs). */
async function smallPool() {
  const sheet = await readPlayerSheet();
  const take = (type: string, count: number) =>
    sheet.filter((r) => r.type === type).slice(0, count);
  return [
    ...take('Batter', 9),
    ...take('Bowler', 10),
    ...take('Wicket-Keeper', 5),
    ...take('All-Rounder', 6),
  ];
}

describe('an auction run by the room to the end', () => {
  it(
    'completes by itself, is scored at completion, ranks the bots and pays a human team that only watched nothing',
    { timeout: 120_000 },
    async () => {
      const db = t.app.deps.database.db;
      const human = await signUp(t.app);
      const { auction, teams: humanTeams } = await createLiveAuction(db, {
        pool: await smallPool(),
        ownerIds: [human.id],
        botTeams: 2,
        startsAtMs: Date.now(),
        // Time for the owner to take their seat: an owner away for a whole lot goes on autopilot.
        lobbyMs: 2_000,
        lotWindowMs: 150,
        bidWindowMs: 100,
        pauseBetweenLotsMs: 10,
        reorderWindowMs: 300,
      });
      const humanTeamId = humanTeams[0]!.id;
      await db
        .update(teams)
        .set({ registrationFeePaidPaise: 10_000 })
        .where(eq(teams.id, humanTeamId));
      // The owner watches the whole auction and never bids.
      sockets.push(await connectRoom(baseUrl, { token: human.token, auctionId: auction.id }));

      const deadline = Date.now() + 100_000;
      let scored = false;
      while (!scored && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 250));
        scored =
          (await db.select().from(auctionResults).where(eq(auctionResults.auctionId, auction.id)))
            .length === 1;
      }
      expect(scored).toBe(true);
      const [a] = await db.select().from(auctions).where(eq(auctions.id, auction.id));
      expect(a!.status).toBe('COMPLETED');
      expect(a!.biddingEndedAt).not.toBeNull();

      const [result] = await db
        .select()
        .from(auctionResults)
        .where(eq(auctionResults.auctionId, auction.id));
      // Fees ₹100 from the human team → pool ₹80; no valid human team, so nothing is paid.
      expect(result).toMatchObject({
        feesCollectedPaise: 10_000,
        poolPaise: 8_000,
        paidPaise: 0,
        firstPrizeTeamId: null,
      });

      const rows = await db.select().from(teamResults).where(eq(teamResults.auctionId, auction.id));
      expect(rows).toHaveLength(3);
      const bots = rows.filter((r) => r.teamId !== humanTeamId);
      for (const bot of bots) {
        expect(bot).toMatchObject({ isValid: true, prizeRank: null, prizePaise: 0 });
        expect(bot.rank === 1 || bot.rank === 2).toBe(true);
        expect(bot.score).toBe(bot.totalPoints + bot.totalBonus);
      }
      expect(rows.find((r) => r.teamId === humanTeamId)).toMatchObject({
        isValid: false,
        rank: null,
        prizePaise: 0,
      });
      const prizes = await db
        .select()
        .from(walletEntries)
        .where(and(eq(walletEntries.userId, human.id), eq(walletEntries.type, 'PRIZE')));
      expect(prizes).toHaveLength(0);
      expect((await verifyWallet(db, human.id)).ok).toBe(true);

      const standings = await t.app.inject({
        method: 'GET',
        url: `/api/results/${auction.id}`,
        headers: bearer(human.token),
        remoteAddress: ip(),
      });
      expect(standings.statusCode, standings.body).toBe(200);
      const body = standings.json();
      expect(body.isFinal).toBe(true);
      expect(body.teams.map((x: { isBot: boolean }) => x.isBot)).toEqual([true, true, false]);
      expect(body.teams[0].auctionPlayers).toHaveLength(11);
      expect(body.teams[2]).toMatchObject({ rank: null, isValid: false, prizeAmount: 0 });
    },
  );
});
