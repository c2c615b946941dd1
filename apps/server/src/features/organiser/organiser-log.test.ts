import { decide, evolve, initialState, type AuctionState } from '@bidxi/engine';
import { describe, expect, it } from 'vitest';
import { organiserRecordOf } from './organiser-log';

const T0 = 1_767_225_600_000;
const player = (id: string) => ({
  id,
  name: id,
  type: 'Batter' as const,
  lotGroup: 1,
  sheetIndex: 0,
  basePriceLakhs: 50,
  bonus: 0,
  slotPoints: Array<number>(11).fill(0),
});

function run(state: AuctionState, command: Parameters<typeof decide>[1], at: number) {
  const decision = decide(state, command, at);
  if (!decision.ok) throw new Error(decision.error.code);
  return { events: decision.events, after: decision.events.reduce(evolve, state) };
}

/** Two teams of 100 Cr, two players, lot 1 open at T0. */
function lotOpen(): AuctionState {
  const state = initialState({
    auctionId: 'a1',
    players: [player('p1'), player('p2')],
    teams: [
      { teamId: 't1', ownerId: 'u1', purseTotalLakhs: 10_000 },
      { teamId: 't2', ownerId: 'u2', purseTotalLakhs: 10_000 },
    ],
  });
  return run(state, { type: 'openLot' }, T0).after;
}

describe('organiserRecordOf', () => {
  it('records an End on a paused auction as ROOM_END, not as the resume it begins with', () => {
    let state = lotOpen();
    state = run(state, { type: 'pauseAuction', by: 'admin' }, T0 + 1_000).after;
    const { events, after } = run(state, { type: 'endAuction', by: 'admin' }, T0 + 2_000);
    expect(events[0]?.type).toBe('auctionResumed');
    const record = organiserRecordOf('admin', { before: state, events, after, at: new Date() });
    expect(record?.action).toBe('ROOM_END');
    const change = { before: state, events, after, at: new Date() };
    expect(organiserRecordOf('admin', change, 'ROOM_END')?.action).toBe('ROOM_END');
  });

  it('logs a skip as the skip when its close brings the pause the same admin asked for', () => {
    const state = lotOpen();
    const asked = run(state, { type: 'pauseAfterLot', by: 'admin', lotId: 1 }, T0 + 1_000);
    const askedChange = { before: state, ...asked, at: new Date() };
    expect(organiserRecordOf('admin', askedChange, 'ROOM_PAUSE_AFTER_LOT')).toEqual({
      action: 'ROOM_PAUSE_AFTER_LOT',
      before: {},
      after: { lotId: 1 },
    });
    const { events, after } = run(
      asked.after,
      { type: 'skipLot', by: 'admin', lotId: 1 },
      T0 + 2_000,
    );
    expect(events.map((e) => e.type)).toEqual(['lotUnsold', 'auctionPaused']);
    const change = { before: asked.after, events, after, at: new Date() };
    expect(organiserRecordOf('admin', change, 'ROOM_SKIP_LOT')?.action).toBe('ROOM_SKIP_LOT');
  });
});
