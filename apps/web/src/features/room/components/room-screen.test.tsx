import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppToaster } from '@/app/toaster';
import { useSession } from '@/stores/session';
import type { RoomSocketAuth } from '../socket/room-socket';
import { FakeSocket } from '../testing/fake-socket';
import {
  AUCTION_ID,
  createTestRoom,
  liveRoom,
  ME,
  MY_TEAM,
  PLAYER_ID,
  RIVAL_TEAM,
  teamInput,
} from '../testing/room-fixtures';
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

const isDisabled = (el: HTMLElement) => (el as HTMLButtonElement).disabled;

describe('RoomScreen', () => {
  it('connects and shows the lobby with its countdown and the waiting notice', () => {
    const { socket } = renderRoom();
    expect(socket.connectCalls).toBe(1);
    const now = Date.now();
    const room = createTestRoom({
      teams: [teamInput()],
      settings: { lotsStartAt: now + 3_723_000 },
    });
    act(() => socket.fire('roomState', room.snapshot()));
    expect(screen.getByTestId('lobby-countdown').textContent).toMatch(/^01:02:0[23]$/);
    expect(screen.getByText('Waiting for other players to join')).toBeTruthy();
  });

  it('shows the lot, announces the price, and announces an outbid', () => {
    const { socket, announcer } = renderRoom();
    const room = liveRoom();
    act(() => socket.fire('roomState', room.snapshot()));
    expect(screen.getByTestId('lot-player-name').textContent).toBe('Rohit Sharma');
    act(() => socket.fire('roomEvents', room.bid(MY_TEAM, 225, room.now)));
    expect(announcer()).toContain('Current bid 2.25 Cr by You');
    expect(screen.getByTestId('highest-bidder').textContent).toBe('You');
    act(() => socket.fire('roomEvents', room.bid(RIVAL_TEAM, 250, room.now)));
    expect(announcer()).toContain('You have been outbid');
    expect(screen.getByTestId('outbid')).toBeTruthy();
  });

  it('repairs a missing seq from the event log, and from a snapshot when the log cannot', () => {
    const { socket } = renderRoom();
    const room = liveRoom();
    const snapshot = room.snapshot();
    act(() => socket.fire('roomState', snapshot));
    const missed = room.bid(RIVAL_TEAM, 225);
    act(() => socket.fire('roomEvents', room.bid(MY_TEAM, 250)));
    expect(socket.sent('getEventsSince')[0]?.payload).toEqual({ seq: snapshot.seq });
    expect(screen.getByTestId('current-bid').textContent).toBe('2 Cr'); // not applied past the gap
    act(() => socket.sent('getEventsSince')[0]!.ack!({ success: true, data: missed }));
    expect(screen.getByTestId('current-bid').textContent).toBe('2.5 Cr');

    room.bid(RIVAL_TEAM, 275); // missed again; this time the log says the gap is too large
    act(() => socket.fire('roomEvents', room.bid(MY_TEAM, 300)));
    act(() =>
      socket.sent('getEventsSince')[1]!.ack!({
        success: false,
        error: { code: 'GAP_TOO_LARGE', message: 'Too many events' },
      }),
    );
    expect(socket.sent('getRoomState')).toHaveLength(1);
    act(() => socket.fire('roomState', room.snapshot()));
    expect(screen.getByTestId('current-bid').textContent).toBe('3 Cr');
  });

  it('while disconnected: the lot frozen and dimmed, its clock stopped, bidding off', () => {
    const { socket } = renderRoom();
    act(() => socket.fire('roomState', liveRoom().snapshot()));
    act(() => socket.drop());
    expect(screen.getByTestId('reconnecting-banner').textContent).toContain(
      'The auction goes on without you',
    );
    expect(screen.getByTestId('frozen-lot').textContent).toContain('this lot goes on without you');
    expect(screen.getByTestId('lot').getAttribute('data-frozen')).toBe('true');
    const clock = screen.getByTestId('lot-countdown');
    expect(clock.getAttribute('data-frozen')).toBe('true');
    expect(isDisabled(screen.getByTestId('increase-bid'))).toBe(true);
    expect(isDisabled(screen.getByRole('button', { name: /JUMP/ }))).toBe(true);
    expect(isDisabled(screen.getByRole('button', { name: /PULL BACK/ }))).toBe(true);
  });

  it("freezes at once when the device goes offline (the browser's offline event)", () => {
    const { socket } = renderRoom();
    act(() => socket.fire('roomState', liveRoom().snapshot()));
    expect(screen.queryByTestId('frozen-lot')).toBeNull();
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(socket.connected).toBe(false);
    expect(screen.getByTestId('frozen-lot')).toBeTruthy();
  });

  it('on reconnect says what happened meanwhile, and bidding comes back', async () => {
    const { socket, announcer, user } = renderRoom();
    const room = liveRoom();
    act(() => socket.fire('roomState', room.snapshot()));
    act(() => socket.drop());
    room.bid(RIVAL_TEAM, 300);
    room.close();
    room.open();
    act(() => socket.connect());
    // Still frozen until the join's snapshot has arrived.
    expect(screen.getByTestId('frozen-lot')).toBeTruthy();
    act(() => socket.fire('roomState', room.snapshot()));
    const notice = screen.getByTestId('catch-up');
    expect(notice.textContent).toContain('Rohit Sharma sold to rival for 3 Cr');
    expect(announcer()).toContain('Rohit Sharma sold to rival for 3 Cr');
    expect(screen.queryByTestId('frozen-lot')).toBeNull();
    expect(screen.getByTestId('lot-player-name').textContent).toBe('Jasprit Bumrah');
    expect(isDisabled(screen.getByTestId('increase-bid'))).toBe(false);
    await user.click(within(notice).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('catch-up')).toBeNull();
  });

  it('closes the Pull Back sheet after a successful PULL, showing the room', async () => {
    const { socket, user } = renderRoom();
    const room = createTestRoom();
    room.open();
    room.close(); // Rohit Sharma unsold
    room.open(Date.now() - 5_000); // Jasprit Bumrah on the block
    act(() => socket.fire('roomState', room.snapshot()));
    await user.click(
      within(screen.getByRole('navigation', { name: 'Room panels' })).getByRole('button', {
        name: 'Pull Back',
      }),
    );
    const sheet = await screen.findByRole('dialog', { name: 'Pull Back' });
    await user.click(within(sheet).getByRole('button', { name: 'PULL' }));
    const pull = socket.sent('pullBackPlayer')[0]!;
    expect(within(sheet).getByRole('button', { name: 'WAIT..' })).toBeTruthy();
    act(() => pull.ack!({ success: true, data: { seq: room.state.version + 1 } }));
    act(() =>
      socket.fire(
        'roomEvents',
        room.run({ type: 'pullBack', playerId: PLAYER_ID, teamId: MY_TEAM }, room.now),
      ),
    );
    expect(screen.queryByRole('dialog', { name: 'Pull Back' })).toBeNull();
    expect(screen.getByTestId('lot-player-name').textContent).toBe('Jasprit Bumrah');
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
    act(() => socket.fire('roomState', liveRoom().snapshot()));
    expect(screen.getByTestId('lot-player-name')).toBeTruthy();
  });

  it('toasts a sale and shows the result between lots', async () => {
    const { socket } = renderRoom();
    const room = liveRoom({ bidLakhs: 200 });
    act(() => socket.fire('roomState', room.snapshot()));
    act(() => socket.fire('roomEvents', room.close()));
    expect(await screen.findByText('Rohit Sharma is Sold Successfully to rival')).toBeTruthy();
    expect(screen.getByTestId('between-lots').textContent).toContain('SOLD');
  });

  it('between lots, says the next player waits for the resume while the auction is paused', () => {
    const { socket } = renderRoom();
    const room = liveRoom({ bidLakhs: 200 });
    act(() => socket.fire('roomState', room.snapshot()));
    const closedAt = room.state.currentLot!.closesAt;
    act(() => socket.fire('roomEvents', room.close()));
    const between = () => screen.getByTestId('between-lots').textContent ?? '';
    expect(between()).toContain('Next player in');
    act(() =>
      socket.fire('roomEvents', room.run({ type: 'pauseAuction', by: 'u-admin' }, closedAt + 100)),
    );
    expect(between()).toContain('Paused: the next player comes up when the auction resumes');
    expect(between()).not.toContain('Next player in');
  });
});
