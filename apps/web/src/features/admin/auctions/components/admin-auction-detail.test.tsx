import { evolve, initialState } from '@bidxi/engine';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/testing/fetch-stub';
import { makeAuction } from '@/testing/auction-fixtures';
import { buildTestLog, LOG_AUCTION_ID } from '@/testing/audit-log-fixture';
import { useAdminSession } from '@/stores/session';
import { AdminAuctionDetail } from './admin-auction-detail';

type Listener = (payload: unknown) => void;
const fake = vi.hoisted(() => ({ listeners: new Map<string, Listener>() }));
vi.mock('socket.io-client', () => ({
  io: () => ({
    on: (event: string, listener: Listener) => fake.listeners.set(event, listener),
    emit: () => undefined,
    disconnect: () => undefined,
  }),
}));

const log = buildTestLog(Date.now() - 60_000);
const PATH = `/api/admin/auctions/${LOG_AUCTION_ID}`;

/** The admin detail answer with the auction in `status`. */
const detail = (status: 'LIVE' | 'COMPLETED') => ({
  status: 200,
  body: {
    auction: {
      ...makeAuction({ id: LOG_AUCTION_ID, status, title: 'Friday League' }),
      revenue: 0,
      createdAt: new Date().toISOString(),
    },
    teams: [],
    registrations: [],
  },
});

beforeEach(() => {
  fake.listeners.clear();
  useAdminSession.setState({ adminToken: 'admin-token-1', isAdminAuthenticated: true });
});
afterEach(() => {
  vi.unstubAllGlobals();
  useAdminSession.getState().clear();
});

describe('AdminAuctionDetail', () => {
  it('leaves LIVE and drops the organiser controls when the room completes the auction, without a reload', async () => {
    let status: 'LIVE' | 'COMPLETED' = 'LIVE';
    stubFetch({
      [`GET ${PATH}`]: () => detail(status),
      [`GET /api/auctions/${LOG_AUCTION_ID}/pool`]: {
        status: 200,
        body: { auctionId: LOG_AUCTION_ID, players: [] },
      },
      [`GET ${PATH}/spectator-link`]: {
        status: 200,
        body: { enabled: false, path: null, capacity: 200 },
      },
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <AdminAuctionDetail auctionId={LOG_AUCTION_ID} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('LIVE')).toBeTruthy();
    await waitFor(() => expect(fake.listeners.has('roomState')).toBe(true));
    let s = initialState({
      auctionId: LOG_AUCTION_ID,
      players: log.header.players,
      teams: [],
      settings: log.header.settings,
    });
    for (const e of log.entries) s = evolve(s, e.event);
    const serverTime = new Date().toISOString();
    act(() => fake.listeners.get('roomState')!({ state: s, serverTime }));
    expect(screen.getByTestId('organiser-controls')).toBeTruthy();

    // The reorder window ends: the room completes the auction while the page is open.
    status = 'COMPLETED';
    const done = evolve(s, { type: 'auctionCompleted', at: Date.now() });
    act(() => fake.listeners.get('roomState')!({ state: done, serverTime }));
    expect(await screen.findByText('COMPLETED')).toBeTruthy();
    expect(screen.queryByText('LIVE')).toBeNull();
    expect(screen.queryByTestId('organiser-controls')).toBeNull();
  });
});
