import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/stores/session';
import { FakeSocket } from '../testing/fake-socket';
import { AUCTION_ID, liveRoom, ME } from '../testing/room-fixtures';
import { RoomScreen } from './room-screen';

vi.mock('../api/get-time-sync', () => ({
  getTimeSync: () => Promise.resolve({ timestamp: Date.now(), clientTime: 0, serverTime: '' }),
}));

const original = window.matchMedia;
beforeEach(() => {
  // A 1280 px window: the desktop query matches.
  window.matchMedia = (query: string) =>
    ({
      matches: query === '(min-width: 1024px)',
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList;
});
afterEach(() => {
  window.matchMedia = original;
  useSession.getState().clear();
});

describe('the room at ≥ 1024 px', () => {
  it('puts the panels in side columns beside the lot and the bid controls', async () => {
    useSession.setState({ token: 'token-123456', userId: ME, expiresAt: Date.now() + 3_600_000 });
    const socket = new FakeSocket();
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <RoomScreen auctionId={AUCTION_ID} createSocket={() => socket} />
      </MemoryRouter>,
    );
    act(() => socket.fire('roomState', liveRoom().snapshot()));

    expect(screen.getByTestId('room-wide')).toBeTruthy();
    expect(screen.getByTestId('room-side-panel').getAttribute('aria-label')).toBe('Upcoming');
    expect(within(screen.getByTestId('room-chat-column')).getByRole('textbox')).toBeTruthy();
    // The slot points are open on a desktop.
    expect((screen.getByTestId('slot-points-details') as HTMLDetailsElement).open).toBe(true);

    const nav = screen.getByRole('navigation', { name: 'Room panels' });
    expect(within(nav).queryByRole('button', { name: 'Chat' })).toBeNull(); // chat has its column
    await user.click(within(nav).getByRole('button', { name: 'My Team' }));
    expect(screen.getByTestId('room-side-panel').getAttribute('aria-label')).toBe('My Team');
    // A tap on the open tab keeps it: a side column is never empty.
    await user.click(within(nav).getByRole('button', { name: 'My Team' }));
    expect(screen.getByTestId('room-side-panel').getAttribute('aria-label')).toBe('My Team');
    // Nothing covers the lot: no drawer, the lot card, the clock and INCREASE BID all there.
    expect(screen.queryByTestId('room-drawer')).toBeNull();
    expect(screen.getByTestId('lot-player-name').textContent).toBe('Rohit Sharma');
    expect(screen.getByTestId('lot-countdown')).toBeTruthy();
    expect((screen.getByTestId('increase-bid') as HTMLButtonElement).disabled).toBe(false);
  });
});
