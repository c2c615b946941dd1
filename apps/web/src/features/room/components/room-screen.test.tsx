import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppToaster } from '@/app/toaster';
import { useSession } from '@/stores/session';
import type { RoomSocketAuth } from '../socket/room-socket';
import { FakeSocket } from '../testing/fake-socket';
import { AUCTION_ID, ME, newBid, roomState } from '../testing/room-fixtures';
import { RoomScreen } from './room-screen';

// The clock sync calls /api/time-sync; these tests do not measure it.
vi.mock('../api/get-time-sync', () => ({
  getTimeSync: () => Promise.resolve({ timestamp: Date.now(), clientTime: 0, serverTime: '' }),
}));

function renderRoom() {
  useSession.setState({ token: 'token-123456', userId: ME, expiresAt: Date.now() + 3_600_000 });
  const socket = new FakeSocket();
  const auths: RoomSocketAuth[] = [];
  render(
    <MemoryRouter>
      <RoomScreen
        auctionId={AUCTION_ID}
        createSocket={(auth) => {
          auths.push(auth);
          return socket;
        }}
      />
      <AppToaster />
    </MemoryRouter>,
  );
  const announcer = () => screen.getByTestId('room-announcer').textContent ?? '';
  return { socket, auths, announcer, user: userEvent.setup() };
}

describe('RoomScreen', () => {
  it('connects and shows the lobby with its countdown and the waiting notice', () => {
    const { socket } = renderRoom();
    expect(socket.connectCalls).toBe(1);
    const now = Date.now();
    act(() =>
      socket.fire(
        'roomState',
        roomState({
          phase: 'LOBBY',
          currentLot: null,
          auction: {
            ...roomState().auction,
            lotsStartAt: new Date(now + 3_723_000).toISOString(),
          },
          teams: [roomState().teams[0]!],
        }),
      ),
    );
    expect(screen.getByTestId('lobby-countdown').textContent).toMatch(/^01:02:0[23]$/);
    expect(screen.getByText('Waiting for other players to join')).toBeTruthy();
  });

  it('shows the lot, announces the price, and announces an outbid', () => {
    const { socket, announcer } = renderRoom();
    act(() => socket.fire('roomState', roomState()));
    expect(screen.getByTestId('lot-player-name').textContent).toBe('Rohit Sharma');
    act(() => socket.fire('newBid', newBid(11, 225, ME)));
    expect(announcer()).toContain('Current bid 2.25 Cr by You');
    expect(screen.getByTestId('highest-bidder').textContent).toBe('You');
    act(() => socket.fire('newBid', newBid(12, 250)));
    expect(announcer()).toContain('You have been outbid');
    expect(screen.getByTestId('outbid')).toBeTruthy();
  });

  it('asks for the room again when a seq is missing', () => {
    const { socket } = renderRoom();
    act(() => socket.fire('roomState', roomState({ seq: 10 })));
    act(() => socket.fire('newBid', newBid(12, 250)));
    expect(socket.sent('getRoomState')).toHaveLength(1);
    expect(screen.getByTestId('current-bid').textContent).toBe('2 Cr'); // not applied past the gap
  });

  it('pauses bidding with a banner while reconnecting', () => {
    const { socket } = renderRoom();
    act(() => socket.fire('roomState', roomState()));
    act(() => socket.drop());
    expect(screen.getByTestId('reconnecting-banner')).toBeTruthy();
    expect((screen.getByTestId('increase-bid') as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the other-device screen and takes over with takeover: true', async () => {
    const { socket, auths, user } = renderRoom();
    act(() =>
      socket.fire('error', {
        code: 'PREVIOUS_SESSION',
        message: 'Previous session not terminated!',
      }),
    );
    expect(
      screen.getByText('You are already connected from another device to this auction'),
    ).toBeTruthy();
    expect(auths[0]!.takeover()).toBe(false);
    // socket.io reads the handshake auth when it connects: record what it would send.
    let takeoverAtConnect: boolean | null = null;
    const connect = socket.connect.bind(socket);
    socket.connect = () => {
      takeoverAtConnect = auths[0]!.takeover();
      return connect();
    };
    await user.click(screen.getByRole('button', { name: 'Use this device' }));
    expect(socket.connectCalls).toBe(2);
    expect(takeoverAtConnect).toBe(true);
    act(() => socket.fire('roomState', roomState()));
    expect(screen.getByTestId('lot-player-name')).toBeTruthy();
  });

  it('toasts a sale and shows the result between lots', async () => {
    const { socket } = renderRoom();
    act(() => socket.fire('roomState', roomState()));
    act(() =>
      socket.fire('askNewPlayer', {
        seq: 11,
        serverTime: new Date().toISOString(),
        status: 'SOLD',
        auctionPlayerId: roomState().players[0]!.auctionPlayerId,
        playerName: 'Rohit Sharma',
        userId: 'u-rival',
        teamId: 't-rival',
        username: 'rival',
        amount: 2,
        remainingPlayerCount: 3,
        nextLotAt: new Date(Date.now() + 3_000).toISOString(),
      }),
    );
    expect(await screen.findByText('Rohit Sharma is Sold Successfully to rival')).toBeTruthy();
    expect(screen.getByTestId('between-lots').textContent).toContain('SOLD');
  });
});
