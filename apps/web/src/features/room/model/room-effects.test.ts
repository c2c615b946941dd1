import { evolve, type AuctionEvent } from '@bidxi/engine';
import { describe, expect, it } from 'vitest';
import {
  liveRoom,
  ME,
  MY_TEAM,
  PLAYER_ID,
  RIVAL_TEAM,
  type TestRoom,
} from '../testing/room-fixtures';
import { effectsOf } from './room-effects';

/** The effects of the events `act` runs on `room`, for the viewer. */
function effects(room: TestRoom, act: () => { events: AuctionEvent[] }) {
  let state = room.state;
  return act().events.flatMap((event) => {
    const before = state;
    state = evolve(state, event);
    return effectsOf({ event, before, after: state }, ME);
  });
}

describe('effectsOf', () => {
  it('announces an early close when everyone else passed', () => {
    const room = liveRoom({ bidLakhs: 300, bidderTeamId: MY_TEAM });
    expect(
      effects(room, () => room.run({ type: 'pass', teamId: RIVAL_TEAM, lotId: 1 }, room.now)),
    ).toEqual([
      {
        kind: 'announce',
        text: 'Everyone else passed: bidding on Rohit Sharma closes in 3 seconds',
      },
    ]);
  });

  it('tells the viewer their own bid turned autopilot off', () => {
    const room = liveRoom({ bidLakhs: 300 });
    room.run({ type: 'setAutopilot', teamId: MY_TEAM, enabled: true }, room.now);
    const shown = effects(room, () => room.bid(MY_TEAM, 325)).filter((e) => e.kind === 'toast');
    expect(shown).toEqual([
      { kind: 'toast', tone: 'info', text: 'You bid yourself: autopilot is off' },
    ]);
  });

  it('announces a bid, by You for the viewer', () => {
    const room = liveRoom();
    expect(effects(room, () => room.bid(MY_TEAM, 225))).toEqual([
      { kind: 'announce', text: 'Current bid 2.25 Cr by You' },
    ]);
  });

  it('tells the viewer who led that they were outbid (the alert layer plays the sound and vibration)', () => {
    const room = liveRoom({ bidLakhs: 225, bidderTeamId: MY_TEAM });
    expect(effects(room, () => room.bid(RIVAL_TEAM, 250))).toEqual([
      { kind: 'announce', text: 'Current bid 2.5 Cr by rival' },
      { kind: 'announce', text: 'You have been outbid. Current bid 2.5 Cr by rival' },
    ]);
  });

  it('toasts and announces a sale and an unsold lot with the spec texts', () => {
    const sold = liveRoom({ bidLakhs: 300 });
    const text = 'Rohit Sharma is Sold Successfully to rival';
    expect(effects(sold, () => sold.close())).toEqual([
      { kind: 'toast', tone: 'success', text },
      { kind: 'announce', text },
    ]);
    const unsold = liveRoom();
    expect(effects(unsold, () => unsold.close())[0]).toEqual({
      kind: 'toast',
      tone: 'info',
      text: 'Rohit Sharma is unsold!',
    });
  });

  it('announces the next lot, a pull-back toast, and the end of bidding', () => {
    const room = liveRoom();
    room.close();
    expect(effects(room, () => room.open())).toEqual([
      { kind: 'announce', text: 'Jasprit Bumrah, Bowler, is up for bidding at 2 Cr' },
    ]);
    expect(
      effects(room, () => room.run({ type: 'pullBack', playerId: PLAYER_ID, teamId: MY_TEAM }, 0)),
    ).toEqual([{ kind: 'toast', tone: 'info', text: 'One Player is Pulled Back!' }]);
    room.close();
    room.open();
    // Nobody bid: every player went unsold, and the room says so (not "all have been sold").
    const count = Object.keys(room.state.players).length;
    expect(effects(room, () => room.close()).at(-1)).toEqual({
      kind: 'announce',
      text: `Bidding is over — ${count} players went unsold`,
    });
  });

  it("tells everyone about the organiser's controls", () => {
    const room = liveRoom({ bidLakhs: 300 });
    const at = room.now;
    const lotId = room.state.currentLot!.lotId;
    const by = 'admin';
    const texts = (act: () => { events: AuctionEvent[] }) =>
      effects(room, act)
        .filter((e) => e.kind === 'toast')
        .map((e) => (e.kind === 'toast' ? e.text : ''));
    expect(texts(() => room.run({ type: 'addTime', by, lotId, seconds: 30 }, at))).toEqual([
      'The organiser added 30 s to this lot',
    ]);
    expect(texts(() => room.run({ type: 'pauseAuction', by }, at + 1))).toEqual([
      'Paused by the organiser',
    ]);
    expect(texts(() => room.run({ type: 'resumeAuction', by }, at + 2))).toEqual([
      'The auction has resumed',
    ]);
    room.close();
    expect(
      texts(() => room.run({ type: 'undoSale', by, lotId, reason: 'Wrong team' }, at + 60_000)),
    ).toEqual([
      'The organiser undid the sale of Rohit Sharma: Wrong team. Rohit Sharma will be auctioned again.',
    ]);
    room.open(at + 70_000);
    const next = room.state.currentLot!;
    expect(texts(() => room.run({ type: 'skipLot', by, lotId: next.lotId }, at + 71_000))).toEqual([
      `The organiser skipped ${room.state.players[next.playerId]!.name}`,
    ]);
  });

  it('tells everyone the organiser will pause after this lot, and the pause when it closes', () => {
    const room = liveRoom({ bidLakhs: 300 });
    const lotId = room.state.currentLot!.lotId;
    const texts = (act: () => { events: AuctionEvent[] }) =>
      effects(room, act)
        .filter((e) => e.kind === 'toast')
        .map((e) => (e.kind === 'toast' ? e.text : ''));
    expect(texts(() => room.run({ type: 'pauseAfterLot', by: 'admin', lotId }, room.now))).toEqual([
      'The organiser will pause the auction after this lot',
    ]);
    expect(texts(() => room.close()).at(-1)).toBe('Paused by the organiser');
  });
});
