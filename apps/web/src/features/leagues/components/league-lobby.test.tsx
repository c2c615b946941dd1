// The league lobby: the room's own connection shows who is online and the chat before the start,
// live, and sends a chat message through the room socket.
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { useSession } from '@/stores/session';
import { FakeSocket } from '@/features/room/testing/fake-socket';
import { AUCTION_ID, createTestRoom, ME, RIVAL } from '@/features/room/testing/room-fixtures';
import { LeagueLobby } from './league-lobby';

vi.mock('@/features/room/api/get-time-sync', () => ({
  getTimeSync: () => Promise.resolve({ timestamp: Date.now(), clientTime: 0, serverTime: '' }),
}));

function renderLobby() {
  useSession.setState({ token: 'token-123456', userId: ME, expiresAt: Date.now() + 3_600_000 });
  const socket = new FakeSocket();
  render(
    <MemoryRouter>
      <LeagueLobby
        auctionId={AUCTION_ID}
        startsAt={new Date(Date.now() + 125_000).toISOString()}
        createSocket={() => socket}
      />
    </MemoryRouter>,
  );
  return { socket, user: userEvent.setup() };
}

describe('LeagueLobby', () => {
  it('shows the countdown, who is online and the chat, and sends a message', async () => {
    const { socket, user } = renderLobby();
    expect(socket.connectCalls).toBe(1);
    const room = createTestRoom({ settings: { lotsStartAt: Date.now() + 140_000 } });
    act(() =>
      socket.fire(
        'roomState',
        room.snapshot({
          connectedUserIds: [ME],
          roomSize: 1,
          chat: [
            {
              id: 'c1',
              userId: RIVAL,
              username: 'rival',
              message: 'Ready?',
              timestamp: new Date().toISOString(),
            },
          ],
        }),
      ),
    );
    expect(screen.getByTestId('league-countdown').textContent).toMatch(/^00:02:0[45]$/);
    expect(screen.getByTestId('league-online').textContent).toBe('1 team online now');
    const teams = screen.getByRole('list', { name: 'Teams' });
    expect(within(teams).getByText('You')).toBeTruthy();
    expect(within(teams).getByText('Away')).toBeTruthy();
    expect(screen.getByText('Ready?')).toBeTruthy();

    act(() => socket.fire('auctionRoomSize', { roomSize: 2, connectedUserIds: [ME, RIVAL] }));
    expect(screen.getByTestId('league-online').textContent).toBe('2 teams online now');

    await user.type(screen.getByLabelText('Message'), 'Yes, let us go');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(socket.sent('sendChatMessage').map((e) => e.payload)).toEqual([
      { message: 'Yes, let us go' },
    ]);
  });

  it('the room open on another device: says so and offers this device', async () => {
    const { socket, user } = renderLobby();
    act(() => socket.fire('error', { code: 'PREVIOUS_SESSION', message: 'x' }));
    expect(
      screen.getByText('You are already connected from another device to this auction'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Use this device' }));
    expect(socket.connectCalls).toBeGreaterThan(1);
  });
});
