import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BOT_CLOSE_MARGIN_MS,
  BOT_MAX_DELAY_MS,
  BOT_MIN_DELAY_MS,
  botBid,
  botLimitLakhs,
} from './bots';
import { decide } from './decide';
import type { AuctionEvent } from './events';
import { evolve } from './evolve';
import { initialState } from './initial-state';
import type { PlayerInput } from './initial-state';
import { restoreState } from './restore-state';
import { validateComposition } from './rules/squad';
import type { AuctionState, PoolPlayer } from './state';
import { byName, loadSheet, makePlayer, makeTeams, run } from './test-helpers';

const T0 = 1_767_225_600_000;
const sheet = loadSheet();

/** A small deterministic rng (mulberry32). */
function seededRng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

function botState(players: readonly PlayerInput[], botCount: number, purseLakhs = 10_000) {
  const teams = makeTeams(botCount, purseLakhs).map((team) => ({ ...team, isBot: true }));
  return initialState({ auctionId: 'bots', players, teams });
}

/** Drives a bot-only auction: open, bots bid via botBid + decide, close when due. */
function runBotAuction(start: AuctionState, rng: () => number) {
  const events: AuctionEvent[] = [];
  const apply = (decision: ReturnType<typeof decide>) => {
    if (!decision.ok) throw new Error(`refused ${decision.error.code}`);
    for (const event of decision.events) {
      state = evolve(state, event);
      events.push(event);
    }
  };
  let state = start;
  let now = T0;
  for (let step = 0; state.phase !== 'BIDDING_ENDED'; step += 1) {
    if (step > 100_000) throw new Error('bot auction did not end');
    const lot = state.currentLot;
    if (lot === null) {
      const command = state.queue.length > 0 ? 'openLot' : 'endBidding';
      apply(decide(state, { type: command }, now));
      continue;
    }
    const proposals = Object.keys(state.teams).flatMap((teamId) => {
      const bid = botBid(state, teamId, now, rng);
      return bid ? [{ teamId, ...bid }] : [];
    });
    const first = proposals.sort((a, b) => a.delayMs - b.delayMs)[0];
    if (!first) {
      now = Math.max(now, lot.closesAt);
      apply(decide(state, { type: 'closeLot', lotId: lot.lotId }, now));
      now += state.settings.pauseBetweenLotsMs;
      continue;
    }
    expect(now + first.delayMs).toBeLessThan(lot.closesAt - BOT_CLOSE_MARGIN_MS);
    now += first.delayMs;
    const { teamId, amountLakhs } = first;
    const command = {
      type: 'placeBid',
      lotId: lot.lotId,
      teamId,
      amountLakhs,
      expectedVersion: state.version,
    } as const;
    const decision = decide(state, command, now);
    expect(decision).toMatchObject({ ok: true });
    apply(decision);
  }
  return { state, events };
}

describe('botBid', () => {
  it('offers the base price after a human-like delay', () => {
    const state = run(botState(sheet, 2), { type: 'openLot' }, T0);
    const bid = botBid(state, 't1', T0, seededRng(1));
    expect(bid?.amountLakhs).toBe(200);
    expect(bid?.delayMs).toBeGreaterThanOrEqual(BOT_MIN_DELAY_MS);
    expect(bid?.delayMs).toBeLessThan(BOT_MAX_DELAY_MS);
  });

  it('is deterministic for a given rng', () => {
    const state = run(botState(sheet, 2), { type: 'openLot' }, T0);
    expect(botBid(state, 't1', T0, seededRng(7))).toEqual(botBid(state, 't1', T0, seededRng(7)));
  });

  it('passes when no lot is open, when it leads, or when it is not in the auction', () => {
    const waiting = botState(sheet, 2);
    expect(botBid(waiting, 't1', T0, seededRng(1))).toBeNull();
    const open = run(waiting, { type: 'openLot' }, T0);
    const leading = run(
      open,
      { type: 'placeBid', lotId: 1, teamId: 't1', amountLakhs: 200 },
      T0 + 1,
    );
    expect(botBid(leading, 't1', T0 + 2, seededRng(1))).toBeNull();
    expect(botBid(open, 't9', T0, seededRng(1))).toBeNull();
  });

  it('shortens its delay near the close and passes in the last 300 ms', () => {
    const state = run(botState(sheet, 2), { type: 'openLot' }, T0);
    const closesAt = T0 + 20_000;
    const late = botBid(state, 't1', closesAt - 1_000, () => 0.99);
    expect(late?.delayMs).toBe(1_000 - BOT_CLOSE_MARGIN_MS - 1);
    expect(botBid(state, 't1', closesAt - BOT_CLOSE_MARGIN_MS, () => 0)).toBeNull();
  });

  it('keeps enough purse to fill the rest of its squad at base prices', () => {
    // A 2 Cr batter comes first; the other ten places of a valid XI (2 batters, 4 bowlers,
    // 1 keeper, 1 all-rounder and 2 more) cost at least 10 × 1 Cr. With 11 Cr only 1 Cr is free.
    const pricey = makePlayer('x', 'Batter', { basePriceLakhs: 200, sheetIndex: -1 });
    const types = ['Batter', 'Batter', 'Batter', 'Bowler', 'Bowler', 'Bowler', 'Bowler'] as const;
    const rest = [
      ...types,
      'Wicket-Keeper',
      'Wicket-Keeper',
      'All-Rounder',
      'All-Rounder',
    ] as const;
    const pool = [pricey, ...rest.map((type, i) => makePlayer(`r${i}`, type))];
    const tight = run(botState(pool, 2, 1_100), { type: 'openLot' }, T0);
    expect(tight.currentLot?.playerId).toBe('x');
    expect(botBid(tight, 't1', T0, seededRng(3))).toBeNull();
    const roomy = run(botState(pool, 2, 1_200), { type: 'openLot' }, T0);
    expect(botBid(roomy, 't1', T0, seededRng(3))?.amountLakhs).toBe(200);
  });

  it('will not buy a player that leaves too few slots for four bowlers', () => {
    // Owns 4 batters, 2 keepers and 1 all-rounder; a second all-rounder would leave 3 slots
    // for the 4 bowlers a valid team needs.
    const owned = [
      'Shreyas Iyer',
      'Rohit Sharma',
      'Virat Kohli',
      'Shubman Gill',
      'MS Dhoni',
      'KL Rahul',
      'Hardik Pandya',
    ];
    const players: PoolPlayer[] = sheet.map((p) => {
      const isOwned = owned.includes(p.name);
      return isOwned
        ? { ...p, status: 'SOLD', soldToTeamId: 't1', soldForLakhs: 200, isPullBackOnce: false }
        : { ...p, status: 'AVAILABLE', isPullBackOnce: false };
    });
    const andreRussell = byName(sheet, 'Andre Russell').id;
    const queue = [
      andreRussell,
      ...players.filter((p) => p.status === 'AVAILABLE' && p.id !== andreRussell).map((p) => p.id),
    ];
    const state = restoreState({
      auctionId: 'bots',
      players,
      teams: makeTeams(2).map((team) => ({ ...team, isBot: true })),
      queue,
      currentLot: null,
      lastLotId: 7,
      biddingEndedAt: null,
      version: 14,
    });
    const open = run(state, { type: 'openLot' }, T0);
    expect(open.currentLot?.playerId).toBe(andreRussell);
    expect(botBid(open, 't1', T0, seededRng(1))).toBeNull();
    expect(botBid(open, 't2', T0, seededRng(1))).not.toBeNull();
  });

  it('fills valid XIs for eight bots from the real sheet with 100 Cr each', () => {
    const { state } = runBotAuction(botState(sheet, 8), seededRng(2026));
    for (const team of Object.values(state.teams)) {
      expect(validateComposition(team.squad.map((entry) => entry.type)).isValid).toBe(true);
    }
  });

  it('only proposes bids decide accepts, and every bot auction ends', () => {
    const auctionArb = fc.record({
      players: fc.subarray(sheet, { minLength: 0 }),
      botCount: fc.integer({ min: 1, max: 8 }),
      purseLakhs: fc.constantFrom(1_000, 2_500, 5_000, 10_000, 15_000),
      seed: fc.integer(),
    });
    fc.assert(
      fc.property(auctionArb, ({ players, botCount, purseLakhs, seed }) => {
        const start = botState(players, botCount, purseLakhs);
        const { state, events } = runBotAuction(start, seededRng(seed));
        expect(state.phase).toBe('BIDDING_ENDED');
        expect(runBotAuction(start, seededRng(seed)).events).toEqual(events);
      }),
      { numRuns: 60 },
    );
  });
});

describe('bot auctions', () => {
  it('sells to the bot that values the player most', () => {
    const star = makePlayer('star', 'Batter', { slotPoints: Array(11).fill(900) });
    const pool = [star, makePlayer('b1', 'Batter')];
    const start = botState(pool, 3);
    const limits = Object.values(start.teams).map((team) => ({
      teamId: team.teamId,
      limit: botLimitLakhs(start, team, start.players.star as PoolPlayer),
    }));
    const keenest = limits.sort((a, b) => b.limit - a.limit)[0];
    const { state } = runBotAuction(start, seededRng(5));
    expect(state.players.star?.soldToTeamId).toBe(keenest?.teamId);
  });
});

describe('bot timing', () => {
  it('scales its delays down for a short bid window', () => {
    const players = [
      {
        id: 'p1',
        name: 'P',
        type: 'Batter' as const,
        lotGroup: 1,
        sheetIndex: 0,
        basePriceLakhs: 50,
        bonus: 0,
        slotPoints: [100, 90, 80, 70, 60, 50, 40, 30, 20, 10, 5],
      },
    ];
    let state = initialState({
      auctionId: 'a',
      players,
      teams: [{ teamId: 'b', ownerId: 'bot:b', purseTotalLakhs: 10_000, isBot: true }],
      settings: { lotWindowMs: 1_000, bidWindowMs: 600 },
    });
    const opened = decide(state, { type: 'openLot' }, 0);
    if (!opened.ok) throw new Error('open refused');
    state = opened.events.reduce(evolve, state);
    const bid = botBid(state, 'b', 0, () => 0.99);
    expect(bid).not.toBeNull();
    expect(bid!.delayMs).toBeLessThanOrEqual(160);
    expect(bid!.delayMs).toBeLessThan(state.currentLot!.closesAt);
  });
});
