// The room's alert rules: outbid, a starred player next, and the last seconds of a lot the viewer
// took part in — each once, and none for what does not concern the viewer.
import { describe, expect, it } from 'vitest';
import { createAlertTracker, FINAL_SECONDS_MS, type AlertFrame } from './alert-tracker';

const ME = 'team-me';
const RIVAL = 'team-rival';
const NONE: ReadonlySet<string> = new Set();
const frame = (over: Partial<AlertFrame> = {}): AlertFrame => ({
  lotId: 1,
  closesAtMs: 60_000,
  leaderTeamId: null,
  myTeamId: ME,
  nextPlayerId: 'p2',
  ...over,
});

describe('alert tracker', () => {
  it('alerts outbid once when the viewer led the open lot and another team took the lead', () => {
    const t = createAlertTracker();
    expect(t.update(frame({ leaderTeamId: ME }), NONE, 0)).toEqual([]);
    expect(t.update(frame({ leaderTeamId: RIVAL }), NONE, 100)).toEqual(['outbid']);
    expect(t.update(frame({ leaderTeamId: RIVAL }), NONE, 200)).toEqual([]);
  });

  it('does not alert outbid for a new lot, for someone else being outbid, or without a team', () => {
    const t = createAlertTracker();
    t.update(frame({ leaderTeamId: ME }), NONE, 0);
    expect(t.update(frame({ lotId: 2, leaderTeamId: RIVAL }), NONE, 100)).toEqual([]);
    const other = createAlertTracker();
    other.update(frame({ leaderTeamId: 'team-x' }), NONE, 0);
    expect(other.update(frame({ leaderTeamId: RIVAL }), NONE, 100)).toEqual([]);
    const spectator = createAlertTracker();
    spectator.update(frame({ myTeamId: null, leaderTeamId: null }), NONE, 0);
    expect(spectator.update(frame({ myTeamId: null, leaderTeamId: RIVAL }), NONE, 1)).toEqual([]);
  });

  it('alerts a starred player next once, again only after it stopped being so', () => {
    const t = createAlertTracker();
    const starred = new Set(['p2']);
    expect(t.update(frame(), NONE, 0)).toEqual([]);
    expect(t.update(frame(), starred, 10)).toEqual(['starredNext']);
    expect(t.update(frame(), starred, 20)).toEqual([]);
    expect(t.update(frame({ nextPlayerId: 'p3' }), starred, 30)).toEqual([]);
    expect(t.update(frame({ nextPlayerId: 'p2' }), starred, 40)).toEqual(['starredNext']);
    expect(t.update(frame(), NONE, 50)).toEqual([]);
    expect(t.update(frame(), starred, 60)).toEqual(['starredNext']);
  });

  it('alerts the last seconds of a lot the viewer leads or was outbid on, once per closing instant', () => {
    const t = createAlertTracker();
    const closesAtMs = 60_000;
    t.update(frame({ leaderTeamId: ME, closesAtMs }), NONE, 0);
    expect(t.update(frame({ leaderTeamId: RIVAL, closesAtMs }), NONE, 1_000)).toEqual(['outbid']);
    const early = closesAtMs - FINAL_SECONDS_MS - 1;
    expect(t.update(frame({ leaderTeamId: RIVAL, closesAtMs }), NONE, early)).toEqual([]);
    const late = closesAtMs - FINAL_SECONDS_MS + 1;
    expect(t.update(frame({ leaderTeamId: RIVAL, closesAtMs }), NONE, late)).toEqual([
      'finalSeconds',
    ]);
    expect(t.update(frame({ leaderTeamId: RIVAL, closesAtMs }), NONE, late + 500)).toEqual([]);
    // A late bid pushed the close back: its last seconds alert again.
    const extended = closesAtMs + 10_000;
    expect(
      t.update(frame({ leaderTeamId: RIVAL, closesAtMs: extended }), NONE, extended - 3_000),
    ).toEqual(['finalSeconds']);
    // Closed: nothing.
    expect(t.update(frame({ leaderTeamId: RIVAL, closesAtMs }), NONE, closesAtMs + 1)).toEqual([]);
  });

  it('stays quiet in the last seconds of a lot the viewer never led', () => {
    const t = createAlertTracker();
    expect(t.update(frame({ leaderTeamId: RIVAL }), NONE, 58_000)).toEqual([]);
    expect(t.update(frame({ leaderTeamId: null, lotId: 2 }), NONE, 58_000)).toEqual([]);
  });
});
