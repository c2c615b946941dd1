import { describe, expect, it } from 'vitest';
import {
  AUTOPILOT_REACTION_MS,
  autopilotLimitLakhs,
  autopilotMove,
  isXiLastChance,
  xiWantsPlayer,
} from './autopilot';
import { sensibleValueLakhs } from './bots';
import { decide } from './decide';
import { PLAYER_TYPES, type PlayerType } from './player-type';
import { presentTeamCount } from './queries';
import { redactEvent, redactState } from './redact';
import { maxBidLakhs } from './rules/max-bid';
import { canCompleteAll } from './rules/xi-feasibility';
import { accepted, buyNext, makePlayer, makeState, refusedCode, run } from './test-helpers';

const T0 = 1_767_225_600_000;
const on = { type: 'setAutopilot', teamId: 't1', enabled: true } as const;

function pool() {
  return [
    makePlayer('bat', 'Batter', { slotPoints: Array(11).fill(500) }),
    makePlayer('bowl', 'Bowler'),
    ...Array.from({ length: 12 }, (_, i) => makePlayer(`x${i}`, PLAYER_TYPES[i % 4]!)),
  ];
}

describe('setAutopilot', () => {
  it('turns a team’s autopilot on and off; asking again changes nothing', () => {
    const state = makeState(pool());
    const onState = run(state, on, T0);
    expect(onState.autopilot.t1).toEqual({ since: T0, reason: 'OWNER' });
    expect(accepted(onState, on, T0 + 1)).toEqual([]);
    const off = run(onState, { ...on, enabled: false }, T0 + 2);
    expect(off.autopilot.t1).toBeUndefined();
    expect(accepted(off, { ...on, enabled: false }, T0 + 3)).toEqual([]);
  });

  it('refuses a bot team, an unknown team, a bad ceiling and an ended auction', () => {
    const state = makeState(pool(), [
      { teamId: 't1', ownerId: 'u1', purseTotalLakhs: 10_000 },
      { teamId: 'b', ownerId: 'bot:b', purseTotalLakhs: 10_000, isBot: true },
    ]);
    expect(refusedCode(state, { ...on, teamId: 'b' }, T0)).toBe('NOT_REGISTERED');
    expect(refusedCode(state, { ...on, teamId: 'zz' }, T0)).toBe('NOT_REGISTERED');
    expect(refusedCode(state, { ...on, capLakhs: 12 }, T0)).toBe('INVALID_AMOUNT');
    const ended = { ...state, phase: 'BIDDING_ENDED' as const };
    expect(refusedCode(ended, on, T0)).toBe('BIDDING_ENDED');
  });

  it('counts a team on autopilot as present for the two-team rule', () => {
    const state = makeState(pool());
    expect(presentTeamCount(state, new Set(['u2']))).toBe(1);
    expect(presentTeamCount(run(state, on, T0), new Set(['u2']))).toBe(2);
  });

  it('shows other teams that a team is on autopilot, never its ceiling', () => {
    const state = run(makeState(pool()), { ...on, capLakhs: 300 }, T0);
    expect(redactState(state, 't2').autopilot.t1).toEqual({ since: T0, reason: 'OWNER' });
    expect(redactState(state, 't1').autopilot.t1?.capLakhs).toBe(300);
    const [event] = accepted(makeState(pool()), { ...on, capLakhs: 300 }, T0);
    expect(redactEvent(event!, 't2')).not.toHaveProperty('capLakhs');
    expect(redactEvent(event!, 't1')).toHaveProperty('capLakhs', 300);
  });
});

describe('autopilot bids', () => {
  it('bids the next amount for a needed player after its reaction time', () => {
    const state = run(run(makeState(pool()), on, T0), { type: 'openLot' }, T0);
    const move = autopilotMove(state, 't1');
    expect(move?.at).toBe(T0 + AUTOPILOT_REACTION_MS);
    expect(move?.command).toEqual({
      type: 'placeBid',
      lotId: 1,
      teamId: 't1',
      amountLakhs: 100,
      autopilot: true,
    });
    expect(autopilotMove(state, 't2')).toBeNull(); // not on autopilot
  });

  it('passes once the price is over the player’s fair value', () => {
    let state = run(run(makeState(pool()), on, T0), { type: 'openLot' }, T0);
    const fair = sensibleValueLakhs(state, state.players[state.currentLot!.playerId]!);
    expect(autopilotLimitLakhs(state, 't1', state.currentLot!.playerId)).toBe(fair);
    state = run(state, { type: 'placeBid', lotId: 1, teamId: 't2', amountLakhs: fair }, T0 + 5);
    expect(autopilotMove(state, 't1')?.command).toEqual({ type: 'pass', teamId: 't1', lotId: 1 });
  });

  it('stays under the owner’s max bid and ceiling for the player', () => {
    let state = run(makeState(pool()), { ...on, capLakhs: 150 }, T0);
    expect(autopilotLimitLakhs(state, 't1', 'bat')).toBe(150);
    state = run(state, { type: 'setMaxBid', teamId: 't1', playerId: 'bat', maxLakhs: 125 }, T0 + 1);
    expect(autopilotLimitLakhs(state, 't1', 'bat')).toBe(125);
  });

  it('bids past the fair value, up to the max bid, for the last player who can make its XI valid', () => {
    // One wicket-keeper in the whole pool, on the block first: without him no XI is valid.
    const others: PlayerType[] = ['Batter', 'Bowler', 'All-Rounder'];
    const players = [
      makePlayer('wk', 'Wicket-Keeper', { basePriceLakhs: 50 }),
      ...Array.from({ length: 24 }, (_, i) => makePlayer(`o${i}`, others[i % 3]!, { lotGroup: 2 })),
    ];
    const state = run(run(makeState(players), on, T0), { type: 'openLot' }, T0);
    expect(state.currentLot?.playerId).toBe('wk');
    const fair = sensibleValueLakhs(state, state.players.wk!);
    const max = Math.floor(maxBidLakhs(state, 't1', 'wk') / 5) * 5;
    expect(isXiLastChance(state, 't1', 'wk')).toBe(true);
    expect(max).toBeGreaterThan(fair);
    expect(autopilotLimitLakhs(state, 't1', 'wk')).toBe(max);
    // With a second keeper still to come, the first is bid for at its fair value.
    const two = [...players, makePlayer('wk2', 'Wicket-Keeper', { lotGroup: 2 })];
    const relaxed = run(run(makeState(two), on, T0), { type: 'openLot' }, T0);
    expect(isXiLastChance(relaxed, 't1', 'wk')).toBe(false);
    expect(autopilotLimitLakhs(relaxed, 't1', 'wk')).toBe(fair);
  });

  it('buys no player for a team whose XI cannot be valid while another team’s can', () => {
    // The only wicket-keeper goes to t2: whatever t1 buys, its XI is invalid and scores nothing.
    const types: PlayerType[] = ['Batter', 'Bowler', 'All-Rounder'];
    const players = [
      makePlayer('wk', 'Wicket-Keeper'),
      ...Array.from({ length: 24 }, (_, i) => makePlayer(`o${i}`, types[i % 3]!, { lotGroup: 2 })),
    ];
    const keeperSold = buyNext(makeState(players), 't2', T0);
    const later = T0 + 60_000;
    const state = run(run(keeperSold, on, later), { type: 'openLot' }, later);
    const playerId = state.currentLot!.playerId;
    expect(xiWantsPlayer(state, 't1', playerId)).toBe(true); // "Up next for your XI" still lists it
    expect(autopilotLimitLakhs(state, 't1', playerId)).toBe(0);
    const { lotId } = state.currentLot!;
    expect(autopilotMove(state, 't1')?.command).toEqual({ type: 'pass', teamId: 't1', lotId });
    // With no team able to complete its XI, nobody's bidding changes.
    const none = makeState(players.slice(1));
    const noneOpen = run(run(none, on, T0), { type: 'openLot' }, T0);
    expect(autopilotLimitLakhs(noneOpen, 't1', noneOpen.currentLot!.playerId)).toBeGreaterThan(0);
  });

  it('stops when the owner bids, and a late autopilot bid is refused', () => {
    const state = run(run(makeState(pool()), on, T0), { type: 'openLot' }, T0);
    const owner = { type: 'placeBid', lotId: 1, teamId: 't1', amountLakhs: 100 } as const;
    const events = accepted(state, owner, T0 + 10);
    expect(events.map((e) => e.type)).toEqual(['bidPlaced', 'autopilotSet']);
    expect(events[1]).toMatchObject({ enabled: false, reason: 'OWNER_BID' });
    const after = run(state, owner, T0 + 10);
    expect(after.autopilot.t1).toBeUndefined();
    const late = { ...owner, teamId: 't1', amountLakhs: 125, autopilot: true };
    const outbid = run(after, { ...owner, teamId: 't2', amountLakhs: 125 }, T0 + 11);
    expect(refusedCode(outbid, { ...late, amountLakhs: 150 }, T0 + 12)).toBe('AUTOPILOT_OFF');
    expect(decide(outbid, { ...late, amountLakhs: 150, autopilot: false }, T0 + 12).ok).toBe(true);
  });
});

describe('canCompleteAll', () => {
  const supply = (b: number, w: number, k: number, a: number) => ({
    Batter: b,
    Bowler: w,
    'Wicket-Keeper': k,
    'All-Rounder': a,
  });
  it('needs each type’s minimum for every team and enough room for the places left', () => {
    expect(canCompleteAll([[], []], supply(6, 8, 2, 2))).toBe(false); // 18 for 22 places
    expect(canCompleteAll([[], []], supply(8, 8, 3, 3))).toBe(true);
    // Two extra all-rounders are one too many for two teams that may each take one.
    expect(canCompleteAll([[], []], supply(7, 8, 2, 5))).toBe(false);
    expect(canCompleteAll([[], []], supply(7, 8, 3, 4))).toBe(true);
  });
});
