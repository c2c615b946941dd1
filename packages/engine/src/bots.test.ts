import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BOT_MAX_DELAY_MS,
  BOT_MAX_THINK_MS,
  BOT_MIN_DELAY_MS,
  BOT_MIN_THINK_MS,
  BOT_REACTION_MS,
  botLimitLakhs,
  botMove,
  sensibleValueLakhs,
} from './bots';
import { decide } from './decide';
import type { AuctionEvent } from './events';
import { evolve } from './evolve';
import { initialState } from './initial-state';
import type { PlayerInput } from './initial-state';
import { minIncrementLakhs } from './rules/increments';
import { maxBidLakhs } from './rules/max-bid';
import { validateComposition } from './rules/squad';
import type { AuctionState, PoolPlayer } from './state';
import { nextLotOpensAt } from './queries';
import { byName, loadSheet, makePlayer, makeTeams, run } from './test-helpers';

const T0 = 1_767_225_600_000;
const sheet = loadSheet();

function botState(players: readonly PlayerInput[], botCount: number, purseLakhs = 10_000) {
  const teams = makeTeams(botCount, purseLakhs).map((team) => ({ ...team, isBot: true }));
  return initialState({ auctionId: 'bots', players, teams });
}

/** Bot-only auctions with at least two bots, so that lots are contested. */
const contestedAuctions = fc.record({
  players: fc.subarray(sheet, { minLength: 1 }),
  botCount: fc.integer({ min: 2, max: 8 }),
  purseLakhs: fc.constantFrom(1_000, 5_000, 10_000, 15_000),
});

/** Drives a bot-only auction: open, the bots' moves through decide, close when due. */
function runBotAuction(start: AuctionState) {
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
      now = Math.max(now, nextLotOpensAt(state));
      apply(decide(state, { type: command }, now));
      continue;
    }
    const moves = Object.keys(state.teams).flatMap((teamId) => {
      const move = botMove(state, teamId);
      return move ? [move] : [];
    });
    const first = moves.sort((a, b) => a.at - b.at)[0];
    if (!first) {
      now = Math.max(now, lot.closesAt);
      apply(decide(state, { type: 'closeLot', lotId: lot.lotId }, now));
      continue;
    }
    expect(first.at).toBeLessThan(lot.closesAt);
    now = Math.max(now, first.at);
    const decision = decide(state, first.command, now);
    expect(decision).toMatchObject({ ok: true });
    apply(decision);
  }
  return { state, events };
}

describe('botMove', () => {
  it('bids the base price after a human-like delay, within its valuation and max bid', () => {
    const state = run(botState(sheet, 2), { type: 'openLot' }, T0);
    const move = botMove(state, 't1');
    expect(move?.command).toEqual({
      type: 'placeBid',
      lotId: 1,
      teamId: 't1',
      amountLakhs: state.currentLot!.basePriceLakhs,
    });
    expect(move!.at - T0).toBeGreaterThanOrEqual(BOT_MIN_DELAY_MS);
    expect(move!.at - T0).toBeLessThan(BOT_MAX_DELAY_MS);
  });

  it('answers a bid with the next increment after a think time', () => {
    let state = run(botState(sheet, 2), { type: 'openLot' }, T0);
    const base = state.currentLot!.basePriceLakhs;
    state = run(state, { type: 'placeBid', lotId: 1, teamId: 't2', amountLakhs: base }, T0 + 100);
    const move = botMove(state, 't1')!;
    expect(move.command).toMatchObject({ type: 'placeBid', amountLakhs: base + 25 });
    expect(move.at - (T0 + 100)).toBeGreaterThanOrEqual(BOT_MIN_THINK_MS);
    expect(move.at - (T0 + 100)).toBeLessThan(BOT_MAX_THINK_MS);
  });

  it('does nothing when no lot is open, when it leads, or when it is not a bot', () => {
    const waiting = botState(sheet, 2);
    expect(botMove(waiting, 't1')).toBeNull();
    const open = run(waiting, { type: 'openLot' }, T0);
    const leading = run(
      open,
      { type: 'placeBid', lotId: 1, teamId: 't1', amountLakhs: 200 },
      T0 + 1,
    );
    expect(botMove(leading, 't1')).toBeNull();
    expect(botMove(open, 't9')).toBeNull();
  });

  it('passes once the price is past its valuation, so the lot can end early', () => {
    const people = makeTeams(3).map((team, i) => ({ ...team, isBot: i > 0 }));
    let state = run(
      initialState({ auctionId: 'a', players: sheet, teams: people }),
      { type: 'openLot' },
      T0,
    );
    const player = state.players[state.currentLot!.playerId] as PoolPlayer;
    const limit = botLimitLakhs(state, state.teams.t2!, player);
    state = run(
      state,
      { type: 'placeBid', lotId: 1, teamId: 't1', amountLakhs: Math.ceil((limit + 5) / 5) * 5 },
      T0 + 10,
    );
    const move = botMove(state, 't2')!;
    expect(move.command).toEqual({ type: 'pass', teamId: 't2', lotId: 1 });
    expect(move.at).toBe(T0 + 10 + BOT_REACTION_MS);
  });

  it('keeps enough purse to fill the rest of its squad at base prices', () => {
    // A 2 Cr batter comes first; the other ten places of a valid XI cost at least 10 × 1 Cr.
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
    // With 11 Cr nobody may bid the 2 Cr base (the reserve rule): the lot goes unsold at once.
    const tight = decide(botState(pool, 2, 1_100), { type: 'openLot' }, T0);
    expect(tight.ok && tight.events.map((e) => e.type)).toEqual(['lotOpened', 'lotUnsold']);
    const roomy = run(botState(pool, 2, 1_200), { type: 'openLot' }, T0);
    expect(botMove(roomy, 't1')?.command).toMatchObject({ type: 'placeBid', amountLakhs: 200 });
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
    const base = initialState({
      auctionId: 'bots',
      players: sheet,
      teams: makeTeams(2).map((team) => ({ ...team, isBot: true })),
    });
    const t1 = base.teams.t1!;
    const squad = players
      .filter((p) => p.status === 'SOLD')
      .map((p) => ({ playerId: p.id, type: p.type, priceLakhs: 200 }));
    const state: AuctionState = {
      ...base,
      players: Object.fromEntries(players.map((p) => [p.id, p])),
      teams: {
        ...base.teams,
        t1: { ...t1, squad, purseRemainingLakhs: t1.purseTotalLakhs - 200 * squad.length },
      },
      queue,
      lastLotId: 7,
      version: 14,
    };
    const open = run(state, { type: 'openLot' }, T0);
    expect(open.currentLot?.playerId).toBe(andreRussell);
    expect(maxBidLakhs(open, 't1', andreRussell)).toBe(0);
    expect(botMove(open, 't1')).toBeNull(); // out of the lot: buying him strands the squad
    expect(botMove(open, 't2')).not.toBeNull();
  });

  it('fills valid XIs for eight bots from the real sheet with 100 Cr each', () => {
    const { state } = runBotAuction(botState(sheet, 8));
    for (const team of Object.values(state.teams)) {
      expect(validateComposition(team.squad.map((entry) => entry.type)).isValid).toBe(true);
    }
  });

  // Many whole bot auctions: seconds of CPU, more on a loaded machine.
  it('only proposes moves decide accepts, and every bot auction ends', { timeout: 30_000 }, () => {
    const auctionArb = fc.record({
      players: fc.subarray(sheet, { minLength: 0 }),
      botCount: fc.integer({ min: 1, max: 8 }),
      purseLakhs: fc.constantFrom(1_000, 2_500, 5_000, 10_000, 15_000),
    });
    fc.assert(
      fc.property(auctionArb, ({ players, botCount, purseLakhs }) => {
        const start = botState(players, botCount, purseLakhs);
        const { state, events } = runBotAuction(start);
        expect(state.phase).toBe('BIDDING_ENDED');
        expect(runBotAuction(start).events).toEqual(events);
      }),
      { numRuns: 60 },
    );
  });
});

describe('bot valuations', () => {
  it('values the sheet’s stars at most 5× their base, not 13–18 Cr', () => {
    const state = botState(sheet, 4);
    const values = Object.values(state.players).map((p) => sensibleValueLakhs(state, p));
    expect(Math.max(...values)).toBeLessThanOrEqual(1_000);
    for (const p of Object.values(state.players)) {
      const value = sensibleValueLakhs(state, p);
      expect(value).toBeGreaterThanOrEqual(p.basePriceLakhs);
      expect(value).toBeLessThanOrEqual(p.basePriceLakhs * 5);
    }
  });

  it('pays more for more points at the same base price', () => {
    const star = makePlayer('star', 'Batter', { slotPoints: Array(11).fill(900) });
    const squad = makePlayer('squad', 'Batter', { slotPoints: Array(11).fill(100) });
    const state = botState([star, squad], 2);
    const team = state.teams.t1!;
    const [starLimit, squadLimit] = [star, squad].map((p) =>
      botLimitLakhs(state, team, state.players[p.id] as PoolPlayer),
    );
    expect(starLimit).toBeGreaterThan(squadLimit!);
    expect(squadLimit).toBeLessThan(200);
  });

  // The bid log of whole bot auctions: no accepted bid and no maximum above the sensible value.
  it('a bot never bids above the player’s sensible value', { timeout: 30_000 }, () => {
    fc.assert(
      fc.property(contestedAuctions, ({ players, botCount, purseLakhs }) => {
        const start = botState(players, botCount, purseLakhs);
        const { events } = runBotAuction(start);
        let playerId = '';
        for (const e of events) {
          if (e.type === 'lotOpened') playerId = e.playerId;
          const cap = sensibleValueLakhs(start, start.players[playerId] as PoolPlayer);
          if (e.type === 'bidPlaced') expect(e.amountLakhs).toBeLessThanOrEqual(cap);
        }
      }),
      { numRuns: 40 },
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
    const { state } = runBotAuction(start);
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
    const state = run(
      initialState({
        auctionId: 'a',
        players,
        teams: [
          { teamId: 'b', ownerId: 'bot:b', purseTotalLakhs: 10_000, isBot: true },
          { teamId: 'c', ownerId: 'bot:c', purseTotalLakhs: 10_000, isBot: true },
        ],
        settings: { lotWindowMs: 1_000, bidWindowMs: 600 },
      }),
      { type: 'openLot' },
      0,
    );
    const move = botMove(state, 'b');
    expect(move).not.toBeNull();
    expect(move!.at).toBeLessThanOrEqual(160);
    expect(move!.at).toBeLessThan(state.currentLot!.closesAt);
  });
});

describe('bots bid like people', () => {
  // Practice's shape (PRACTICE_SETTINGS in @bidxi/protocol): 10 batters, 12 bowlers, 5 keepers and
  // 6 all-rounders drawn from the sheet, three bots and one person, 10 s lots, 8 s after a bid.
  const PRACTICE_BY_TYPE = { Batter: 10, Bowler: 12, 'Wicket-Keeper': 5, 'All-Rounder': 6 };
  const practiceDraw = fc
    .tuple(
      ...Object.entries(PRACTICE_BY_TYPE).map(([type, count]) =>
        fc.shuffledSubarray(
          sheet.filter((p) => p.type === type),
          { minLength: count, maxLength: count },
        ),
      ),
    )
    .map((draws) => draws.flat().sort((a, b) => a.sheetIndex - b.sheetIndex));

  it('raise a lot by one increment at a time, never a jump', { timeout: 30_000 }, () => {
    fc.assert(
      fc.property(contestedAuctions, ({ players, botCount, purseLakhs }) => {
        const { events } = runBotAuction(botState(players, botCount, purseLakhs));
        let previous: number | null = null;
        let base = 0;
        for (const e of events) {
          if (e.type === 'lotOpened') {
            previous = null;
            base = e.basePriceLakhs;
          }
          if (e.type !== 'bidPlaced') continue;
          const expected = previous === null ? base : previous + minIncrementLakhs(previous);
          expect(e.amountLakhs).toBe(Math.ceil(expected / 5) * 5);
          previous = e.amountLakhs;
        }
      }),
      { numRuns: 40 },
    );
  });

  it('leave practice lot 1 at no more than twice its base 3 s after it opens (100 draws)', () => {
    fc.assert(
      fc.property(practiceDraw, (players) => {
        const teams = makeTeams(4, 10_000).map((team, i) => ({ ...team, isBot: i > 0 }));
        let state = run(
          initialState({
            auctionId: 'practice',
            players,
            teams,
            settings: { lotWindowMs: 10_000, bidWindowMs: 8_000 },
          }),
          { type: 'openLot' },
          T0,
        );
        const lot = state.currentLot!;
        for (;;) {
          const moves = Object.keys(state.teams).flatMap((teamId) => botMove(state, teamId) ?? []);
          const first = moves.sort((a, b) => a.at - b.at)[0];
          if (!first || first.at > T0 + 3_000) break;
          state = run(state, first.command, first.at);
        }
        const price = state.currentLot?.currentBidLakhs ?? lot.basePriceLakhs;
        expect(price).toBeLessThanOrEqual(2 * lot.basePriceLakhs);
      }),
      { numRuns: 100 },
    );
  });
});
