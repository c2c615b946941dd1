import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  leanSnapshotOf,
  poolRowsOf,
  roomPoolPath,
  type RoomPool,
  type RoomPoolRef,
} from '@bidxi/protocol';
import { useSession } from '@/stores/session';
import { FakeSocket } from '../testing/fake-socket';
import {
  AUCTION_ID,
  DEFAULT_POOL,
  liveRoom,
  ME,
  MY_TEAM,
  poolPlayer,
} from '../testing/room-fixtures';
import { RoomScreen } from './room-screen';

// The clock sync calls /api/time-sync; these tests do not measure it.
vi.mock('../api/get-time-sync', () => ({
  getTimeSync: () => Promise.resolve({ timestamp: Date.now(), clientTime: 0, serverTime: '' }),
}));

const VERSION = 'a1b2c3d4e5f6a7b8c9d0';

/** `fetch` that holds the pool's answer until `release` (other reads answer at once). */
function holdPool() {
  let release!: (pool: RoomPool) => void;
  const answered = new Promise<RoomPool>((resolve) => (release = resolve));
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
  const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.includes('/pool/')) return answered.then(json);
    return Promise.resolve(json({ playerIds: [] }));
  });
  return { fetchMock, release };
}

function renderRoom() {
  useSession.setState({ token: 'token-123456', userId: ME, expiresAt: Date.now() + 3_600_000 });
  const socket = new FakeSocket();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <RoomScreen auctionId={AUCTION_ID} createSocket={() => socket} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return socket;
}

afterEach(() => vi.restoreAllMocks());

describe('RoomScreen with a lean roomState', () => {
  it('shows the open lot from the snapshot before the pool arrives, then the whole room', async () => {
    const { fetchMock, release } = holdPool();
    const socket = renderRoom();
    // Two more players than the snapshot carries whole (the open lot's and the next one).
    const later = [4, 5].map((i) =>
      poolPlayer({
        id: `4444444${i}-4444-4444-8444-444444444444`,
        name: `Later Player ${i}`,
        lotGroup: 3,
        sheetIndex: i,
      }),
    );
    const room = liveRoom({ players: [...DEFAULT_POOL, ...later] });
    const whole = room.snapshot();
    const players = poolRowsOf(Object.values(whole.state.players));
    const ref: RoomPoolRef = {
      version: VERSION,
      url: roomPoolPath(AUCTION_ID, VERSION),
      count: players.length,
    };
    const lean = leanSnapshotOf(whole, ref);
    expect(Object.keys(lean.state.players).length).toBeLessThan(players.length);

    act(() => socket.fire('roomState', lean));
    // The lot card, from the snapshot alone: name, price; the lists wait for the pool.
    expect(screen.getByTestId('lot-preview')).toBeTruthy();
    expect(screen.getByTestId('lot-player-name').textContent).toBe('Rohit Sharma');
    expect(screen.getByTestId('current-bid').textContent).toMatch(/2\s*Cr/);
    expect(screen.getByTestId('pool-loading').textContent).toBe('Loading the players…');
    const poolCall = fetchMock.mock.calls.find(([u]) => String(u).includes('/pool/'));
    expect(String(poolCall?.[0])).toContain(`/auctions/${AUCTION_ID}/pool/${VERSION}`);

    // A bid while the pool loads waits, and is shown once the room is whole.
    act(() => socket.fire('roomEvents', room.bid(MY_TEAM, 225, room.now)));
    await act(async () => release({ auctionId: AUCTION_ID, version: VERSION, players }));

    expect(await screen.findByTestId('lot')).toBeTruthy();
    expect(screen.queryByTestId('lot-preview')).toBeNull();
    expect(screen.queryByTestId('pool-loading')).toBeNull();
    expect(screen.getByTestId('lot-player-name').textContent).toBe('Rohit Sharma');
    expect(screen.getByTestId('highest-bidder').textContent).toBe('You');
  });
});
