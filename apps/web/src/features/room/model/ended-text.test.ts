import { describe, expect, it } from 'vitest';
import { liveRoom, MY_TEAM } from '../testing/room-fixtures';
import { endedText } from './ended-text';

describe('endedText', () => {
  it('says how many players went unsold, and "all sold" only when they all were', () => {
    const room = liveRoom({ bidLakhs: 300, bidderTeamId: MY_TEAM });
    const total = Object.keys(room.state.players).length;
    expect(endedText(room.state)).toBe(`Bidding is over — ${total} players went unsold`);
    room.close();
    expect(endedText(room.state)).toBe(
      total - 1 === 1
        ? 'Bidding is over — 1 player went unsold'
        : `Bidding is over — ${total - 1} players went unsold`,
    );
    const allSold = {
      players: Object.fromEntries(
        Object.entries(room.state.players).map(([id, p]) => [
          id,
          { ...p, status: 'SOLD' as const },
        ]),
      ),
    };
    expect(endedText(allSold)).toBe('Auction is Ended / All players have been sold');
  });
});
