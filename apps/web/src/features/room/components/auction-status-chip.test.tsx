import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/stores/session';
import { FakeSocket } from '../testing/fake-socket';
import { AUCTION_ID, createTestRoom, liveRoom, ME, teamInput } from '../testing/room-fixtures';
import { auctionStatusOf } from './auction-status-chip';
import { RoomScreen } from './room-screen';

// The clock sync calls /api/time-sync; these tests do not measure it.
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
  return socket;
}

const connection = () => screen.getByTestId('connection-status').textContent;
const auction = () => screen.getByTestId('auction-status').textContent;

afterEach(() => useSession.getState().clear());

describe('Room header: connection and auction status apart', () => {
  it('says Connected and Live during a lot, and keeps Live while the phone reconnects', () => {
    const socket = renderRoom();
    act(() => socket.fire('roomState', liveRoom().snapshot()));
    expect(connection()).toBe('Connected');
    expect(auction()).toBe('Auction status: Live');
    act(() => socket.drop());
    expect(connection()).toBe('Reconnecting…');
    expect(auction()).toBe('Auction status: Live');
  });

  it('shows the lobby before the lots start, whatever the connection says', () => {
    const socket = renderRoom();
    const room = createTestRoom({
      teams: [teamInput()],
      settings: { lotsStartAt: Date.now() + 600_000 },
    });
    act(() => socket.fire('roomState', room.snapshot()));
    expect(connection()).toBe('Connected');
    expect(auction()).toBe('Auction status: Lobby');
  });

  it('shows Paused while the organiser has paused a live auction', () => {
    const socket = renderRoom();
    const room = liveRoom();
    room.state = { ...room.state, pausedAt: room.now - 1_000 };
    act(() => socket.fire('roomState', room.snapshot()));
    expect(auction()).toBe('Auction status: Paused');
    expect(connection()).toBe('Connected');
  });

  it('maps every room phase to one status', () => {
    expect(auctionStatusOf('LOBBY', false)).toBe('lobby');
    expect(auctionStatusOf('WAITING', false)).toBe('live');
    expect(auctionStatusOf('BETWEEN_LOTS', true)).toBe('paused');
    expect(auctionStatusOf('ENDED', false)).toBe('over');
    expect(auctionStatusOf('COMPLETED', false)).toBe('completed');
  });
});
