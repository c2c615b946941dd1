import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/stores/session';
import type { RoomSocketAuth } from '../socket/room-socket';
import { FakeSocket } from '../testing/fake-socket';
import {
  AUCTION_ID,
  createTestRoom,
  liveRoom,
  MY_TEAM,
  RIVAL_TEAM,
} from '../testing/room-fixtures';
import { RoomScreen, type RoomMode } from './room-screen';

// The clock sync calls /api/time-sync; these tests do not measure it.
vi.mock('../api/get-time-sync', () => ({
  getTimeSync: () => Promise.resolve({ timestamp: Date.now(), clientTime: 0, serverTime: '' }),
}));

function renderRoom(mode?: RoomMode) {
  const socket = new FakeSocket();
  const auths: RoomSocketAuth[] = [];
  const audit: { headHash: string; lastLotId: number }[] = [];
  render(
    <MemoryRouter>
      <RoomScreen
        auctionId={AUCTION_ID}
        {...(mode && { mode })}
        badge={mode ? <span>Spectating</span> : null}
        renderAuditBar={(info) => {
          if (!info) return <p data-testid="audit-box" />;
          audit.push(info);
          return <p data-testid="audit-head">{info.headHash}</p>;
        }}
        createSocket={(auth) => {
          auths.push(auth);
          return socket;
        }}
      />
    </MemoryRouter>,
  );
  return { socket, auths, audit, user: userEvent.setup() };
}

afterEach(() => useSession.getState().clear());

describe('RoomScreen read-only modes', () => {
  it('connects a spectator with the link secret and no user token', () => {
    const { auths } = renderRoom({ kind: 'spectator', spectatorToken: 'watch-secret-1' });
    expect(auths).toHaveLength(1);
    expect(auths[0]!.spectatorToken).toBe('watch-secret-1');
    expect(auths[0]!.token).toBeUndefined();
  });

  it('shows a spectator the lot, price and last bids without bid controls or a chat input', async () => {
    const { socket, user } = renderRoom({ kind: 'spectator', spectatorToken: 'watch-secret-1' });
    const room = liveRoom({ bidLakhs: 225 });
    act(() => socket.fire('roomState', room.snapshot({ myTeamId: null })));
    expect(screen.getByText('Spectating')).toBeTruthy();
    expect(screen.getByTestId('current-bid').textContent).toBe('2.25 Cr');
    expect(screen.queryByTestId('increase-bid')).toBeNull();
    act(() => socket.fire('roomEvents', room.bid(MY_TEAM, 250, room.now)));
    expect(screen.getByTestId('current-bid').textContent).toBe('2.5 Cr');
    await user.click(
      within(screen.getByRole('navigation', { name: 'Room panels' })).getByRole('button', {
        name: /Chat/,
      }),
    );
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
  });

  it('gives a spectator no My Team or Pull Back tab; a player keeps both', () => {
    const tabNames = () =>
      within(screen.getByRole('navigation', { name: 'Room panels' }))
        .getAllByRole('button')
        .map((b) => b.textContent);
    const spectator = renderRoom({ kind: 'spectator', spectatorToken: 'watch-secret-1' });
    act(() => spectator.socket.fire('roomState', liveRoom().snapshot({ myTeamId: null })));
    expect(tabNames()).toEqual(['Teams', 'Upcoming', 'Chat']);
    cleanup();
    useSession.setState({
      token: 'token-123456',
      userId: 'u-me',
      expiresAt: Date.now() + 3_600_000,
    });
    const player = renderRoom();
    act(() => player.socket.fire('roomState', liveRoom().snapshot()));
    expect(tabNames()).toEqual(['My Team', 'Teams', 'Upcoming', 'Pull Back', 'Chat']);
  });

  it('tells a spectator whose link was turned off, and one who finds the room full', () => {
    const { socket } = renderRoom({ kind: 'spectator', spectatorToken: 'old-secret-1' });
    socket.active = false;
    act(() =>
      socket.fire(
        'connect_error',
        Object.assign(new Error('x'), { data: { code: 'SPECTATOR_LINK_INVALID', message: 'x' } }),
      ),
    );
    expect(screen.getByText('This spectator link no longer works')).toBeTruthy();
  });

  it('treats a handshake refused for its credentials as a bad link for a spectator', () => {
    const { socket } = renderRoom({ kind: 'spectator', spectatorToken: 'made-up-1234' });
    socket.active = false;
    act(() =>
      socket.fire(
        'connect_error',
        Object.assign(new Error('x'), { data: { code: 'VALIDATION', message: 'x' } }),
      ),
    );
    expect(screen.getByText('This spectator link no longer works')).toBeTruthy();
  });

  it('shows the full-room refusal', () => {
    const { socket } = renderRoom({ kind: 'spectator', spectatorToken: 'secret-12345' });
    socket.active = false;
    act(() =>
      socket.fire(
        'connect_error',
        Object.assign(new Error('x'), { data: { code: 'SPECTATORS_FULL', message: 'x' } }),
      ),
    );
    expect(screen.getByText('The room is full of spectators')).toBeTruthy();
  });

  it('asks a player to order the XI while bidding has ended, and no longer once the auction completed', () => {
    useSession.setState({
      token: 'token-123456',
      userId: 'u-me',
      expiresAt: Date.now() + 3_600_000,
    });
    const { socket } = renderRoom();
    const room = createTestRoom();
    const ended = { ...room.state, phase: 'BIDDING_ENDED' as const };
    act(() => socket.fire('roomState', room.snapshot({ state: ended })));
    const panel = () => screen.getByTestId('room-ended').textContent;
    expect(panel()).toContain('Order your XI before the reorder window closes');
    const done = { ...ended, phase: 'COMPLETED' as const, version: ended.version + 1 };
    act(() =>
      socket.fire(
        'roomState',
        room.snapshot({
          seq: done.version,
          state: done,
          auction: { ...room.snapshot().auction, status: 'COMPLETED' },
        }),
      ),
    );
    expect(panel()).not.toContain('Order your XI');
    expect(panel()).toContain('The reorder window has closed: the teams are final.');
  });

  it('shows the paused banner and stops the countdown while pausedAt is set; resumes after', async () => {
    useSession.setState({
      token: 'token-123456',
      userId: 'u-me',
      expiresAt: Date.now() + 3_600_000,
    });
    const { socket } = renderRoom();
    const room = liveRoom();
    act(() => socket.fire('roomState', room.snapshot()));
    expect(screen.queryByTestId('paused-banner')).toBeNull();
    act(() =>
      socket.fire('roomEvents', room.run({ type: 'pauseAuction', by: 'admin-1' }, room.now)),
    );
    expect(screen.getByTestId('paused-banner').textContent).toBe('Paused by the organiser');
    const countdown = screen.getByTestId('lot-countdown');
    expect(countdown.getAttribute('data-paused')).toBe('true');
    const left = countdown.getAttribute('data-remaining-ms');
    await act(() => new Promise((r) => setTimeout(r, 1_200)));
    expect(screen.getByTestId('lot-countdown').getAttribute('data-remaining-ms')).toBe(left);
    act(() =>
      socket.fire(
        'roomEvents',
        room.run({ type: 'resumeAuction', by: 'admin-1' }, room.now + 2_000),
      ),
    );
    expect(screen.queryByTestId('paused-banner')).toBeNull();
    expect(screen.getByTestId('lot-countdown').getAttribute('data-paused')).toBeNull();
  });

  it('hands the audit bar the lot strip for its Bid log sheet while bidding runs', () => {
    useSession.setState({
      token: 'token-123456',
      userId: 'u-me',
      expiresAt: Date.now() + 3_600_000,
    });
    const socket = new FakeSocket();
    render(
      <MemoryRouter>
        <RoomScreen
          auctionId={AUCTION_ID}
          renderAuditBar={(info) => <div data-testid="sheet-strip">{info?.lotStrip}</div>}
          createSocket={() => socket}
        />
      </MemoryRouter>,
    );
    const room = liveRoom({ bidLakhs: 225 });
    act(() => socket.fire('roomState', room.snapshot()));
    const strip = within(screen.getByTestId('sheet-strip'));
    expect(strip.getByTestId('dialog-lot-player-name').textContent).toBe('Rohit Sharma');
    expect(strip.getByTestId('dialog-current-bid').textContent).toBe('2.25 Cr');
    act(() => socket.fire('roomEvents', room.bid(MY_TEAM, 250, room.now)));
    expect(strip.getByTestId('dialog-current-bid').textContent).toBe('2.5 Cr');
  });

  it('hands the audit bar the head hash of each applied batch', () => {
    useSession.setState({
      token: 'token-123456',
      userId: 'u-me',
      expiresAt: Date.now() + 3_600_000,
    });
    const { socket } = renderRoom();
    // Before the first state the bar's box is already there (nothing moves when it fills, CLS).
    expect(screen.getByTestId('audit-box')).toBeTruthy();
    const room = liveRoom();
    act(() => socket.fire('roomState', room.snapshot()));
    expect(screen.queryByTestId('audit-box')).toBeNull();
    expect(screen.getByTestId('audit-head').textContent).toBe(`head-${room.state.version}`);
    act(() => socket.fire('roomEvents', room.bid(RIVAL_TEAM, 225, room.now)));
    expect(screen.getByTestId('audit-head').textContent).toBe(`head-${room.state.version}`);
  });
});
