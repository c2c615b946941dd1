import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/stores/session';
import { playerStatsOf, statsLineOf } from '../model/player-stats';
import { FakeSocket } from '../testing/fake-socket';
import {
  AUCTION_ID,
  DEFAULT_POOL,
  liveRoom,
  ME,
  NEXT_PLAYER_ID,
  poolPlayer,
} from '../testing/room-fixtures';
import { RoomScreen } from './room-screen';

vi.mock('../api/get-time-sync', () => ({
  getTimeSync: () => Promise.resolve({ timestamp: Date.now(), clientTime: 0, serverTime: '' }),
}));

function renderRoom() {
  useSession.setState({ token: 'token-123456', userId: ME, expiresAt: Date.now() + 3_600_000 });
  const socket = new FakeSocket();
  render(
    <MemoryRouter>
      <RoomScreen auctionId={AUCTION_ID} createSocket={() => socket} />
    </MemoryRouter>,
  );
  return { socket, user: userEvent.setup() };
}

afterEach(() => useSession.getState().clear());

describe('player stats from the sheet', () => {
  it('names the best slot (the first of equals), the scoring slots and the bonus', () => {
    const rohit = { slotPoints: [975, 975, 200, 350, 0, 0, 0, 0, 0, 0, 0], bonus: 0 };
    expect(statsLineOf(playerStatsOf(rohit))).toBe('Best at #1: 975 pts · scores at #1–4');
    const bowler = { slotPoints: [0, 0, 0, 0, 0, 0, 0, 0, 300, 500, 500], bonus: 50 };
    expect(statsLineOf(playerStatsOf(bowler))).toBe(
      'Best at #10: 500 pts · scores at #9–11 · bonus 50',
    );
    expect(statsLineOf(playerStatsOf({ slotPoints: Array(11).fill(0), bonus: 0 }))).toBe(
      'No slot points',
    );
  });
});

describe('the room shows what a player is worth before the lot is bought', () => {
  it('lot card: stats line, the 11 slot points with the best marked, and the generated picture', async () => {
    const { socket, user } = renderRoom();
    act(() => socket.fire('roomState', liveRoom().snapshot()));
    const card = screen.getByRole('region', { name: 'Player on the block' });
    expect(within(card).getByTestId('player-stats').textContent).toBe(
      'Best at #1: 975 pts · scores at #1–4',
    );
    expect(within(card).getByTestId('player-initials').textContent).toBe('RS');
    // Closed on a phone; one tap opens it.
    const details = within(card).getByTestId('slot-points-details') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    await user.click(within(card).getByText('Slot points (1–11)'));
    expect(details.open).toBe(true);
    const cells = within(card).getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toEqual([
      '975',
      '975',
      '200',
      '350',
      '0',
      '0',
      '0',
      '0',
      '0',
      '0',
      '0',
    ]);
    expect(cells[0]!.dataset.best).toBe('true');
    expect(cells[1]!.dataset.best).toBeUndefined();
  });

  it("shows an admin's photo instead of the initials", () => {
    const { socket } = renderRoom();
    const players = [poolPlayer({ imageUrl: '/api/images/photo-1' }), ...DEFAULT_POOL.slice(1)];
    act(() => socket.fire('roomState', liveRoom({ players }).snapshot()));
    const card = screen.getByRole('region', { name: 'Player on the block' });
    expect(within(card).getByTestId('player-photo').getAttribute('src')).toContain(
      '/api/images/photo-1',
    );
    expect(within(card).queryByTestId('player-initials')).toBeNull();
  });

  it('Upcoming: a tap on a queued player shows their stats and slot points', async () => {
    const bumrah = poolPlayer({
      id: NEXT_PLAYER_ID,
      name: 'Jasprit Bumrah',
      type: 'Bowler',
      lotGroup: 2,
      bonus: 50,
      slotPoints: [0, 0, 0, 0, 0, 0, 0, 0, 300, 500, 500],
    });
    const { socket, user } = renderRoom();
    act(() => socket.fire('roomState', liveRoom({ players: [poolPlayer(), bumrah] }).snapshot()));
    await user.click(
      within(screen.getByRole('navigation', { name: 'Room panels' })).getByRole('button', {
        name: /Upcoming/,
      }),
    );
    const row = screen.getAllByTestId('upcoming-row')[0]!;
    expect(within(row).queryByTestId('slot-points')).toBeNull();
    const toggle = within(row).getByRole('button', { name: /^Jasprit Bumrah/, expanded: false });
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(within(row).getByTestId('player-stats').textContent).toBe(
      'Best at #10: 500 pts · scores at #9–11 · bonus 50',
    );
    expect(within(row).getAllByRole('cell')).toHaveLength(11);
  });

  it('stamps SOLD on the sold player between lots, animated only where motion is welcome', () => {
    const { socket } = renderRoom();
    const room = liveRoom({ bidLakhs: 250 });
    act(() => socket.fire('roomState', room.snapshot()));
    act(() => socket.fire('roomEvents', room.close()));
    const result = screen.getByTestId('between-lots');
    expect(result.textContent).toContain('SOLD');
    const stamp = within(result).getByTestId('sold-stamp');
    expect(stamp.className).toContain('motion-safe:animate-sold-stamp');
    // No unconditional animation: prefers-reduced-motion sees a still stamp.
    expect(stamp.className.split(' ').filter((c) => c.startsWith('animate-'))).toEqual([]);
    expect(within(result).getByTestId('player-initials').textContent).toBe('RS');
  });
});
