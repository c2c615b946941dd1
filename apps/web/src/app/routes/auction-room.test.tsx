// The live room is outside the signed-in frame: a prize credited while the player sits in it shows
// its toast there, as an approval does.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Socket } from 'socket.io-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TransactionView } from '@bidxi/protocol';
import { AppToaster } from '@/app/toaster';
import { setAccountConnector } from '@/features/wallet/hooks/use-wallet-live';
import { signInAs, signOutAll } from '@/testing/render-app';
import { AuctionRoomRoute } from './auction-room';

// The room itself (its socket, its clock) is not under test here.
vi.mock('@/features/room/components/room-screen', () => ({
  RoomScreen: () => <p>room</p>,
}));

const prize: TransactionView = {
  id: 'prize-1',
  createdAt: '2026-01-01T10:00:00.000Z',
  type: 'PRIZE',
  status: 'APPROVED',
  direction: 'CREDIT',
  amount: 120,
  amountPaise: 12_000,
  UTRNumber: null,
  note: 'Prize rank 1 in Sunday Super League',
  resolvedAt: '2026-01-01T10:00:00.000Z',
  auction: { id: 'a1', title: 'Sunday Super League' },
};

afterEach(() => {
  setAccountConnector(() => new Promise(() => undefined));
  signOutAll();
});

describe('AuctionRoomRoute', () => {
  it("toasts the winner's prize credit in the room: 'You won ₹120.00 in Sunday Super League'", async () => {
    signInAs();
    const handlers = new Map<string, (payload: unknown) => void>();
    const socket = {
      on: (e: string, fn: (p: unknown) => void) => handlers.set(e, fn),
      close: vi.fn(),
    };
    const connect = vi.fn(async () => socket as unknown as Socket);
    setAccountConnector(connect);
    const router = createMemoryRouter(
      [{ path: 'auctionRoom/:auctionId', element: <AuctionRoomRoute /> }],
      { initialEntries: ['/auctionRoom/a1'] },
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
        <AppToaster />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(connect).toHaveBeenCalledWith('user-token'));
    await waitFor(() => expect(handlers.has('walletChanged')).toBe(true));
    handlers.get('walletChanged')!({ transaction: prize });
    expect(await screen.findByText('You won ₹120.00 in Sunday Super League')).toBeTruthy();
  });
});
