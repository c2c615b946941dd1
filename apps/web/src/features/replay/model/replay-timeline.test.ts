import { evolve, initialState } from '@bidxi/engine';
import { describe, expect, it } from 'vitest';
import { buildTestLog, MY_TEAM_ID, ROHIT } from '@/testing/audit-log-fixture';
import {
  MAX_IDLE_MS,
  buildTimeline,
  clockAt,
  indexAtPlayTime,
  lastCloseAtOrBefore,
  snapshotAt,
} from './replay-timeline';

const log = buildTestLog();
const timeline = buildTimeline(log.lines);

describe('buildTimeline', () => {
  it('gives the state after any entry, equal to folding the entries with evolve', () => {
    const initial = initialState({
      auctionId: log.header.auctionId,
      players: log.header.players,
      teams: [],
      settings: log.header.settings,
    });
    for (let i = -1; i < log.entries.length; i++) {
      const folded = log.entries.slice(0, i + 1).reduce((s, e) => evolve(s, e.event), initial);
      expect(timeline.stateAt(i)).toEqual(folded);
    }
  });

  it('marks the lots and the sale with the price the log says', () => {
    expect(timeline.lots.map((l) => [l.lotId, l.playerName])).toEqual([
      [1, 'Rohit Sharma'],
      [2, 'Jasprit Bumrah'],
    ]);
    expect(timeline.sales).toEqual([
      {
        index: log.saleIndex,
        lotId: 1,
        playerName: 'Rohit Sharma',
        teamId: MY_TEAM_ID,
        amountLakhs: 250,
      },
    ]);
    const after = timeline.stateAt(log.saleIndex);
    expect(after.players[ROHIT]?.soldForLakhs).toBe(250);
    expect(after.teams[MY_TEAM_ID]?.purseRemainingLakhs).toBe(10_000 - 250);
  });

  it('shortens idle stretches on the playback clock and keeps the log instants for the room', () => {
    // The registrations are 50 s before the first lot: played as MAX_IDLE_MS.
    expect(timeline.playTimes[2]! - timeline.playTimes[1]!).toBe(MAX_IDLE_MS);
    expect(indexAtPlayTime(timeline, timeline.playTimes[3]!)).toBe(3);
    expect(indexAtPlayTime(timeline, timeline.playTimes[3]! - 1)).toBe(2);
    // Half a second after the first bid, the room's clock shows half a second after it.
    expect(clockAt(timeline, timeline.playTimes[3]! + 500)).toBe(timeline.times[3]! + 500);
  });

  it('finds the close a scrub position comes after, within its lot only', () => {
    expect(lastCloseAtOrBefore(timeline, log.saleIndex)).toBe(log.saleIndex);
    expect(lastCloseAtOrBefore(timeline, log.saleIndex - 1)).toBe(-1);
    expect(lastCloseAtOrBefore(timeline, log.saleIndex + 1)).toBe(-1);
  });

  it('snapshots the room at an entry with every team present and the entry hash as the head', () => {
    const snap = snapshotAt(timeline, log.saleIndex);
    expect(snap.seq).toBe(log.saleIndex + 1);
    expect(snap.headHash).toBe(log.entries[log.saleIndex]!.hash);
    expect(snap.connectedUserIds.sort()).toEqual(['u-me', 'u-rival']);
    expect(snap.auction.title).toBe('IPL Mega Auction');
  });
});
