import { describe, expect, it } from 'vitest';
import { nextDeadline } from './clock';
import { decide } from './decide';
import { MAX_ADDED_SECONDS } from './organiser';
import type { AuctionState } from './state';
import {
  accepted,
  applyAll,
  buyNext,
  makePlayer,
  makeState,
  refusedCode,
  run,
  squadIds,
} from './test-helpers';

const T0 = 1_767_225_600_000;
const by = 'admin1';
const players = [
  makePlayer('p1', 'Batter'),
  makePlayer('p2', 'Bowler'),
  makePlayer('p3', 'Wicket-Keeper'),
];

function openLot(state: AuctionState = makeState(players), now = T0): AuctionState {
  return run(state, { type: 'openLot' }, now);
}

describe('organiser: pause and resume', () => {
  it('refuses bids and the close while paused, and moves the close by the paused time', () => {
    const open = openLot();
    const lot = open.currentLot!;
    const paused = run(open, { type: 'pauseAuction', by }, T0 + 5_000);
    const bid = { type: 'placeBid', lotId: lot.lotId, teamId: 't1', amountLakhs: 100 } as const;
    expect(refusedCode(paused, bid, T0 + 6_000)).toBe('PAUSED');
    expect(refusedCode(paused, { type: 'closeLot', lotId: lot.lotId }, lot.closesAt + 1)).toBe(
      'PAUSED',
    );
    expect(nextDeadline(paused, new Set(['u1', 'u2']), T0 + 6_000)).toBeNull();
    expect(refusedCode(paused, { type: 'pauseAuction', by }, T0 + 6_000)).toBe('ALREADY_PAUSED');

    const resumed = run(paused, { type: 'resumeAuction', by }, T0 + 65_000);
    expect(resumed.pausedAt).toBeNull();
    expect(resumed.currentLot!.closesAt).toBe(lot.closesAt + 60_000);
    // The time left on the lot is what it was when the pause began.
    expect(resumed.currentLot!.closesAt - (T0 + 65_000)).toBe(lot.closesAt - (T0 + 5_000));
    expect(run(resumed, bid, T0 + 66_000).currentLot!.currentBidLakhs).toBe(100);
  });

  it('refuses a resume when not paused, and a pause once completed', () => {
    expect(refusedCode(openLot(), { type: 'resumeAuction', by }, T0)).toBe('NOT_PAUSED');
  });

  it('moves the pause between lots and the scheduled end too', () => {
    const state = makeState(players, undefined, { scheduledEndAt: T0 + 600_000 });
    const sold = buyNext(state, 't1', T0);
    const paused = run(sold, { type: 'pauseAuction', by }, sold.lastClosedAt! + 1_000);
    const resumed = run(paused, { type: 'resumeAuction', by }, sold.lastClosedAt! + 11_000);
    expect(resumed.lastClosedAt).toBe(sold.lastClosedAt! + 10_000);
    expect(resumed.settings.scheduledEndAt).toBe(T0 + 610_000);
  });
});

describe('organiser: add time, skip, end', () => {
  it('adds whole seconds to the open lot only', () => {
    const open = openLot();
    const lot = open.currentLot!;
    const later = run(open, { type: 'addTime', by, lotId: lot.lotId, seconds: 30 }, T0 + 1_000);
    expect(later.currentLot!.closesAt).toBe(lot.closesAt + 30_000);
    for (const seconds of [0, 1.5, MAX_ADDED_SECONDS + 1, -5]) {
      const command = { type: 'addTime', by, lotId: lot.lotId, seconds } as const;
      expect(refusedCode(open, command, T0 + 1_000)).toBe('INVALID_AMOUNT');
    }
    const stale = { type: 'addTime', by, lotId: lot.lotId + 1, seconds: 30 } as const;
    expect(refusedCode(open, stale, T0 + 1_000)).toBe('LOT_MOVED_ON');
  });

  it('refuses a control naming an older lot, saying which lot is open', () => {
    const sold = buyNext(makeState(players), 't1', T0);
    const next = openLot(sold, sold.lastClosedAt! + 60_000);
    const open = next.currentLot!;
    const decision = decide(next, { type: 'skipLot', by, lotId: open.lotId - 1 }, T0 + 61_000);
    expect(decision).toMatchObject({
      ok: false,
      error: { code: 'LOT_MOVED_ON', details: { lotId: open.lotId, playerId: open.playerId } },
    });
  });

  it('keeps added time as a floor: a bid after "+30 s" never brings the close back', () => {
    const open = openLot();
    const { lotId, closesAt } = open.currentLot!;
    const later = run(open, { type: 'addTime', by, lotId, seconds: 30 }, closesAt - 2_000);
    const promised = later.currentLot!.closesAt;
    expect(promised).toBe(closesAt + 30_000);
    const bid = { type: 'placeBid', lotId, teamId: 't1', amountLakhs: 100 } as const;
    const afterBid = run(later, bid, closesAt - 1_100);
    expect(afterBid.currentLot!.closesAt).toBe(promised);
    // Past the promised close a bid gives the usual bid window.
    const late = { ...bid, teamId: 't2', amountLakhs: 125 } as const;
    const afterLate = run(afterBid, late, promised - 1_000);
    expect(afterLate.currentLot!.closesAt).toBe(promised - 1_000 + 15_000);
  });

  it('keeps added time through a pause: the promised close moves with the paused time', () => {
    const open = openLot();
    const { lotId } = open.currentLot!;
    const later = run(open, { type: 'addTime', by, lotId, seconds: 60 }, T0 + 1_000);
    const promised = later.currentLot!.closesAt;
    const paused = run(later, { type: 'pauseAuction', by }, T0 + 2_000);
    const resumed = run(paused, { type: 'resumeAuction', by }, T0 + 12_000);
    const bid = { type: 'placeBid', lotId, teamId: 't1', amountLakhs: 100 } as const;
    expect(run(resumed, bid, T0 + 13_000).currentLot!.closesAt).toBe(promised + 10_000);
  });

  it('skips the open lot unsold even with a bid on it', () => {
    const open = openLot();
    const { lotId, playerId } = open.currentLot!;
    const bidOn = run(open, { type: 'placeBid', lotId, teamId: 't1', amountLakhs: 100 }, T0 + 1);
    const skipped = run(bidOn, { type: 'skipLot', by, lotId }, T0 + 2);
    expect(skipped.players[playerId]!.status).toBe('UNSOLD');
    expect(skipped.teams.t1!.purseRemainingLakhs).toBe(10_000);
    expect(skipped.currentLot).toBeNull();
  });

  it('ends the auction now: the open lot sells to its leader and bidding ends', () => {
    const open = openLot();
    const { lotId, playerId } = open.currentLot!;
    const bidOn = run(open, { type: 'placeBid', lotId, teamId: 't2', amountLakhs: 100 }, T0 + 1);
    const events = accepted(bidOn, { type: 'endAuction', by }, T0 + 2);
    expect(events.map((e) => e.type)).toEqual(['lotSold', 'biddingEnded']);
    const ended = applyAll(bidOn, events);
    expect(ended.phase).toBe('BIDDING_ENDED');
    expect(squadIds(ended, 't2')).toEqual([playerId]);
    expect(refusedCode(ended, { type: 'endAuction', by }, T0 + 3)).toBe('BIDDING_ENDED');
  });

  it('ends a paused auction: the pause ends with it, and it completes after the reorder window', () => {
    const open = openLot();
    const { lotId } = open.currentLot!;
    const bidOn = run(open, { type: 'placeBid', lotId, teamId: 't2', amountLakhs: 100 }, T0 + 1);
    const paused = run(bidOn, { type: 'pauseAuction', by }, T0 + 2);
    const events = accepted(paused, { type: 'endAuction', by }, T0 + 5_000);
    expect(events.map((e) => e.type)).toEqual(['auctionResumed', 'lotSold', 'biddingEnded']);
    const ended = applyAll(paused, events);
    expect(ended.pausedAt).toBeNull();
    expect(ended.reorderEndsAt).toBe(T0 + 5_000 + ended.settings.reorderWindowMs);
    const next = nextDeadline(ended, new Set(), T0 + 6_000);
    expect(next).toEqual({ at: ended.reorderEndsAt, command: { type: 'completeAuction' } });
    expect(run(ended, next!.command, next!.at).phase).toBe('COMPLETED');
  });
});

describe('organiser: undo the last sale', () => {
  it('restores the purse and squad exactly and auctions the player again next', () => {
    const before = makeState(players);
    const sold = buyNext(before, 't1', T0);
    const [playerId] = squadIds(sold, 't1');
    const lotId = sold.lastSale!.lotId;
    const undo = { type: 'undoSale', by, lotId, reason: 'Sold to the wrong team' } as const;
    const undone = run(sold, undo, sold.lastClosedAt! + 1);
    expect(undone.teams.t1).toEqual(before.teams.t1);
    expect(undone.players[playerId!]).toEqual(before.players[playerId!]);
    expect(undone.queue[0]).toBe(playerId);
    expect(refusedCode(undone, undo, sold.lastClosedAt! + 2)).toBe('NOTHING_TO_UNDO');
    const next = run(undone, { type: 'openLot' }, sold.lastClosedAt! + 60_000);
    expect(next.currentLot!.playerId).toBe(playerId);
  });

  it('undoes only the sale it names: an older sale is refused with the last one', () => {
    const first = buyNext(makeState(players), 't1', T0);
    const firstLotId = first.lastSale!.lotId;
    const second = buyNext(first, 't2', first.lastClosedAt! + 60_000);
    const stale = { type: 'undoSale', by, lotId: firstLotId, reason: 'Wrong team' } as const;
    const decision = decide(second, stale, second.lastClosedAt! + 1);
    expect(decision).toMatchObject({
      ok: false,
      error: { code: 'SALE_CHANGED', details: { ...second.lastSale } },
    });
    const named = { ...stale, lotId: second.lastSale!.lotId };
    const undone = run(second, named, second.lastClosedAt! + 1);
    expect(squadIds(undone, 't2')).toEqual([]);
    expect(squadIds(undone, 't1')).toHaveLength(1);
  });

  it('needs a reason, and is refused once bidding has ended', () => {
    const sold = buyNext(makeState(players), 't1', T0);
    const lotId = sold.lastSale!.lotId;
    expect(refusedCode(sold, { type: 'undoSale', by, lotId, reason: '   ' }, T0 + 60_000)).toBe(
      'REASON_REQUIRED',
    );
    const long = { type: 'undoSale', by, lotId, reason: 'x'.repeat(201) } as const;
    expect(refusedCode(sold, long, T0 + 60_000)).toBe('REASON_REQUIRED');
    const ended = run(sold, { type: 'endAuction', by }, T0 + 60_000);
    expect(refusedCode(ended, { type: 'undoSale', by, lotId, reason: 'late' }, T0 + 61_000)).toBe(
      'BIDDING_ENDED',
    );
  });
});

describe('organiser: pause after this lot', () => {
  const close = (state: AuctionState) => {
    const lot = state.currentLot!;
    return accepted(state, { type: 'closeLot', lotId: lot.lotId }, lot.closesAt);
  };

  it('pauses in the close of the named lot, at its instant; a resume runs on as usual', () => {
    const open = openLot();
    const lotId = open.currentLot!.lotId;
    const asked = run(open, { type: 'pauseAfterLot', by, lotId }, T0 + 1_000);
    expect(asked.currentLot!.pauseAfterBy).toBe(by);
    expect(asked.pausedAt).toBeNull(); // the lot runs on until it closes
    const bid = { type: 'placeBid', lotId, teamId: 't1', amountLakhs: 100 } as const;
    const bidOn = run(asked, bid, T0 + 2_000);
    const closesAt = bidOn.currentLot!.closesAt;

    const events = close(bidOn);
    expect(events).toEqual([
      { type: 'lotSold', lotId, playerId: 'p1', teamId: 't1', amountLakhs: 100, at: closesAt },
      { type: 'auctionPaused', at: closesAt, by },
    ]);
    const paused = applyAll(bidOn, events);
    expect(paused.pausedAt).toBe(closesAt);
    expect(paused.currentLot).toBeNull();
    expect(nextDeadline(paused, new Set(['u1', 'u2']), closesAt + 10_000)).toBeNull();
    expect(refusedCode(paused, { type: 'openLot' }, closesAt + 10_000)).toBe('PAUSED');

    const resumed = run(paused, { type: 'resumeAuction', by }, closesAt + 60_000);
    expect(resumed.pausedAt).toBeNull();
    const next = run(resumed, { type: 'openLot' }, closesAt + 63_000);
    expect(next.currentLot!.lotId).toBe(lotId + 1);
    expect(next.currentLot!.pauseAfterBy).toBeUndefined(); // the next lot runs on
    expect(close(next).map((e) => e.type)).toEqual(['lotUnsold']);
  });

  it('pauses after an unsold close and after a skip of that lot too', () => {
    const asked = run(openLot(), { type: 'pauseAfterLot', by, lotId: 1 }, T0);
    expect(close(asked).map((e) => e.type)).toEqual(['lotUnsold', 'auctionPaused']);
    const skip = accepted(asked, { type: 'skipLot', by: 'admin2', lotId: 1 }, T0 + 5_000);
    expect(skip.map((e) => e.type)).toEqual(['lotUnsold', 'auctionPaused']);
    expect(skip[1]).toEqual({ type: 'auctionPaused', at: T0 + 5_000, by });
  });

  it('refuses another lot, or none open; asking again for the same lot changes nothing', () => {
    const open = openLot();
    expect(refusedCode(open, { type: 'pauseAfterLot', by, lotId: 7 }, T0)).toBe('LOT_MOVED_ON');
    expect(decide(open, { type: 'pauseAfterLot', by, lotId: 7 }, T0)).toMatchObject({
      ok: false,
      error: { details: { lotId: 1, playerId: 'p1' } },
    });
    const between = applyAll(open, close(open));
    expect(refusedCode(between, { type: 'pauseAfterLot', by, lotId: 1 }, T0 + 30_000)).toBe(
      'LOT_NOT_OPEN',
    );
    const asked = run(open, { type: 'pauseAfterLot', by, lotId: 1 }, T0);
    expect(accepted(asked, { type: 'pauseAfterLot', by: 'admin2', lotId: 1 }, T0 + 1)).toEqual([]);
  });

  it('does not pause a close that ends bidding, nor an auction already paused', () => {
    const last = openLot(makeState([makePlayer('p1', 'Batter')]));
    const asked = run(last, { type: 'pauseAfterLot', by, lotId: 1 }, T0);
    expect(close(asked).map((e) => e.type)).toEqual(['lotUnsold', 'biddingEnded']);

    const twoLeft = run(openLot(), { type: 'pauseAfterLot', by, lotId: 1 }, T0);
    const paused = run(twoLeft, { type: 'pauseAuction', by }, T0 + 1_000);
    const skip = accepted(paused, { type: 'skipLot', by, lotId: 1 }, T0 + 2_000);
    expect(skip.map((e) => e.type)).toEqual(['lotUnsold']);
  });
});
