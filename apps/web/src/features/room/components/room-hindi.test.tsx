// The live room speaks Hindi when Hindi is chosen: bid controls, the countdown area, the
// bid status and what the live region announces; English stays the spec's (room-screen.test.tsx).
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { useSession } from '@/stores/session';
import { FakeSocket } from '../testing/fake-socket';
import { AUCTION_ID, liveRoom, ME, MY_TEAM, RIVAL_TEAM } from '../testing/room-fixtures';
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
  return { socket, announcer: () => screen.getByTestId('room-announcer').textContent ?? '' };
}

describe('the live room in Hindi', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('hi');
    await i18n.loadNamespaces(['room', 'messages']);
  });

  it('titles a practice room in Hindi; an organiser’s own title stays as written', () => {
    const { socket } = renderRoom();
    const room = liveRoom();
    const practice = room.snapshot();
    act(() =>
      socket.fire('roomState', {
        ...practice,
        auction: { ...practice.auction, title: 'Practice vs bots' },
      }),
    );
    expect(screen.getByTestId('room-title').textContent).toBe('बॉट्स के साथ प्रैक्टिस');
    act(() => socket.fire('roomState', { ...practice, seq: practice.seq }));
    expect(screen.getByTestId('room-title').textContent).toBe('IPL Mega Auction');
  });

  it('labels the bid controls, the countdown and the bid status in Hindi', () => {
    const { socket } = renderRoom();
    const room = liveRoom();
    act(() => socket.fire('roomState', room.snapshot()));

    const increase = screen.getByTestId('increase-bid');
    expect(increase.textContent).toContain('बोली बढ़ाएँ');
    expect(increase.textContent).toMatch(/बोली \d+(\.\d+)? करोड़/);
    expect(screen.getByTestId('increment-label').textContent).toBe('25 लाख');
    expect(screen.getByRole('button', { name: /जंप/ })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /वापस लें/ }).length).toBeGreaterThan(0);

    // The countdown area: its label, and the seconds a screen reader hears.
    const countdown = screen.getByTestId('lot-countdown').parentElement!;
    expect(within(countdown).getByText('बचा समय')).toBeTruthy();
    expect(within(countdown).getByText(/^\d+ सेकंड बचे$/)).toBeTruthy();

    expect(screen.getByText('शुरुआती कीमत')).toBeTruthy();
    expect(screen.getByTestId('highest-bidder').textContent).toBe('अभी कोई बोली नहीं');
    expect(screen.getByTestId('current-bid').textContent).toBe('2 करोड़');
    expect(screen.getByRole('navigation', { name: 'रूम पैनल' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'नियम' })).toBeTruthy();

    for (const english of ['INCREASE BID', 'JUMP', 'PULL BACK', 'Time left', 'Opening price']) {
      expect(screen.queryByText(english, { exact: false })).toBeNull();
    }
  });

  it('announces bids and an outbid in Hindi', () => {
    const { socket, announcer } = renderRoom();
    const room = liveRoom();
    act(() => socket.fire('roomState', room.snapshot()));
    act(() => socket.fire('roomEvents', room.bid(MY_TEAM, 225, room.now)));
    expect(announcer()).toContain('मौजूदा बोली 2.25 करोड़ — आप');
    expect(screen.getByTestId('highest-bidder').textContent).toBe('आप');
    act(() => socket.fire('roomEvents', room.bid(RIVAL_TEAM, 250, room.now)));
    expect(announcer()).toContain('आपकी बोली से ऊँची बोली लग गई');
    expect(screen.getByTestId('outbid').textContent).toBe('आपकी बोली से ऊँची बोली लग गई');
  });
});
