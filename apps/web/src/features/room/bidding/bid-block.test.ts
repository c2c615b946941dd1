import { decide, minNextBidLakhs, type AuctionState } from '@bidxi/engine';
import { describe, expect, it } from 'vitest';
import {
  liveRoom,
  MY_TEAM,
  NEXT_PLAYER_ID,
  PLAYER_ID,
  RIVAL_TEAM,
  teamInput,
  RIVAL_INPUT,
  type TestRoom,
} from '../testing/room-fixtures';
import {
  closingRoom,
  overMaxBidRoom,
  passedRoom,
  pausedRoom,
  typeFullRoom,
  xiPool,
} from '../testing/smart-fixtures';
import {
  bidBlockOf,
  isEndingEarly,
  maxBidRange,
  maxBidRefusal,
  myMaxBidsOf,
  nextBlockChangeAt,
  passBlockOf,
} from './bid-block';
import { formClosedReason } from './form-binding';

/** What the server's `decide` answers a tap on INCREASE BID (the next bid) by the viewer, now. */
function serverVerdict(state: AuctionState, teamId: string, now: number) {
  const lot = state.currentLot!;
  const amountLakhs = minNextBidLakhs(lot);
  const d = decide(state, { type: 'placeBid', lotId: lot.lotId, teamId, amountLakhs }, now);
  return d.ok ? null : d.error.code;
}

const cases: [string, () => TestRoom, string | null, string][] = [
  ['the type is full', typeFullRoom, MY_TEAM, 'ROLE_LIMIT'],
  ['the next bid is over the max bid', overMaxBidRoom, MY_TEAM, 'OVER_MAX_BID'],
  [
    'the viewer leads',
    () => liveRoom({ bidLakhs: 300, bidderTeamId: MY_TEAM }),
    MY_TEAM,
    'ALREADY_HIGHEST',
  ],
  [
    'the purse cannot cover the next bid',
    () => liveRoom({ teams: [teamInput({ purseTotalLakhs: 300 }), RIVAL_INPUT], bidLakhs: 300 }),
    MY_TEAM,
    'PURSE_EXCEEDED',
  ],
  ['the viewer has no team', () => liveRoom(), null, 'NOT_REGISTERED'],
  ['the viewer passed', passedRoom, MY_TEAM, 'ALREADY_PASSED'],
  ['the organiser paused', pausedRoom, MY_TEAM, 'PAUSED'],
];

describe('bidBlockOf: why no bid is possible, as the server would refuse it', () => {
  it.each(cases)('when %s', (_, make, teamId, code) => {
    const room = make();
    const block = bidBlockOf(room.state, teamId, room.now);
    expect(block?.code).toBe(code);
    // The same refusal the server's decide gives the bid the button would send.
    expect(serverVerdict(room.state, teamId ?? 'no-team', room.now)).toBe(code);
  });

  it('names the max bid of the refusal (5 Cr with a 10 Cr purse and 10 players still to buy)', () => {
    const room = overMaxBidRoom();
    expect(bidBlockOf(room.state, MY_TEAM, room.now)?.details).toEqual({ maxBidLakhs: 500 });
  });

  it('under a second left: LOT_CLOSING, though the server would still take the bid', () => {
    const room = closingRoom();
    expect(bidBlockOf(room.state, MY_TEAM, room.now)?.code).toBe('LOT_CLOSING');
    expect(serverVerdict(room.state, MY_TEAM, room.now)).toBeNull();
  });

  it('is null when the next bid would be accepted', () => {
    const room = liveRoom({ bidLakhs: 300 });
    expect(bidBlockOf(room.state, MY_TEAM, room.now)).toBeNull();
  });

  it('changes by time a second before the close, then at the close', () => {
    const room = liveRoom();
    const closesAt = room.state.currentLot!.closesAt;
    expect(nextBlockChangeAt(room.state, room.now)).toBe(closesAt - 1_000);
    expect(nextBlockChangeAt(room.state, closesAt - 500)).toBe(closesAt);
    expect(nextBlockChangeAt(room.state, closesAt)).toBeNull();
  });
});

describe('pass, max bids and the early close', () => {
  it('a pass is refused to the leader and accepted from another team', () => {
    const room = liveRoom({ bidLakhs: 300, bidderTeamId: RIVAL_TEAM });
    expect(passBlockOf(room.state, RIVAL_TEAM, room.now)?.code).toBe('ALREADY_HIGHEST');
    expect(passBlockOf(room.state, MY_TEAM, room.now)).toBeNull();
  });

  it('the max-bid range: the next bid on the block, the base price in the queue', () => {
    const room = liveRoom({ players: xiPool(), bidLakhs: 300 });
    expect(maxBidRange(room.state, MY_TEAM, PLAYER_ID).floorLakhs).toBe(325);
    expect(maxBidRange(room.state, MY_TEAM, 'p-1')).toEqual({
      floorLakhs: 50,
      maxBidLakhs: 10_000 - 10 * 50,
    });
  });

  it('a maximum below the floor or above the purse is refused as the server would', () => {
    const room = liveRoom({ bidLakhs: 300 });
    expect(maxBidRefusal(room.state, MY_TEAM, PLAYER_ID, 300, room.now)?.code).toBe('BID_TOO_LOW');
    expect(maxBidRefusal(room.state, MY_TEAM, PLAYER_ID, 10_005, room.now)?.code).toBe(
      'PURSE_EXCEEDED',
    );
    expect(maxBidRefusal(room.state, MY_TEAM, PLAYER_ID, 500, room.now)).toBeNull();
  });

  it("lists the viewer's maxima, the player on the block first", () => {
    const room = liveRoom();
    room.run(
      { type: 'setMaxBid', teamId: MY_TEAM, playerId: NEXT_PLAYER_ID, maxLakhs: 400 },
      room.now,
    );
    room.run(
      { type: 'setMaxBid', teamId: RIVAL_TEAM, playerId: NEXT_PLAYER_ID, maxLakhs: 900 },
      room.now,
    );
    room.run({ type: 'setMaxBid', teamId: MY_TEAM, playerId: PLAYER_ID, maxLakhs: 300 }, room.now);
    expect(myMaxBidsOf(room.state, MY_TEAM)).toEqual([
      { playerId: PLAYER_ID, maxLakhs: 300 },
      { playerId: NEXT_PLAYER_ID, maxLakhs: 400 },
    ]);
  });

  it('the lot ends early once every team but the leader has passed', () => {
    const room = liveRoom({ bidLakhs: 300, bidderTeamId: MY_TEAM });
    expect(isEndingEarly(room.state)).toBe(false);
    const batch = room.run({ type: 'pass', teamId: RIVAL_TEAM, lotId: 1 }, room.now);
    expect(batch.events.map((e) => e.type)).toEqual(['teamPassed', 'lotEndingEarly']);
    expect(isEndingEarly(room.state)).toBe(true);
  });
});

describe('formClosedReason: a max-bid form bound to what it was opened on', () => {
  it('set on the lot: closes when the lot closes, saying how it ended', () => {
    const room = liveRoom({ bidLakhs: 300 });
    const form = { playerId: PLAYER_ID, lotId: 1 };
    expect(formClosedReason(form, room.state)).toBeNull();
    room.close();
    expect(formClosedReason(form, room.state)).toBe(
      'Rohit Sharma was sold — your max bid was not saved.',
    );
  });

  it('set from Upcoming: holds through other lots, closes when its player comes on the block', () => {
    const room = liveRoom();
    const form = { playerId: NEXT_PLAYER_ID, lotId: null };
    room.close(); // Rohit unsold: another lot ended, the form still holds
    expect(formClosedReason(form, room.state)).toBeNull();
    room.open();
    expect(formClosedReason(form, room.state)).toBe(
      'Jasprit Bumrah is up for bidding now — your max bid was not saved. Set it again on the lot if you still want it.',
    );
  });
});
