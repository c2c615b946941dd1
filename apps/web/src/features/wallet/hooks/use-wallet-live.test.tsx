import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { Socket } from 'socket.io-client';
import { describe, expect, it, vi } from 'vitest';
import type { TransactionView } from '@bidxi/protocol';
import { notify } from '@/lib/notify';
import { signInAs } from '@/testing/render-app';
import { walletChangeText } from '@/features/wallet/utils/wallet-change-text';
import { useWalletLive } from '@/features/wallet/hooks/use-wallet-live';

const entry = (over: Partial<TransactionView> = {}): TransactionView => ({
  id: 'e1',
  createdAt: '2026-01-01T10:00:00.000Z',
  type: 'RECHARGE',
  status: 'APPROVED',
  direction: 'CREDIT',
  amount: 500,
  amountPaise: 50_000,
  UTRNumber: '123456789012',
  note: null,
  resolvedAt: '2026-01-01T10:05:00.000Z',
  auction: null,
  ...over,
});

/** A socket stand-in: handlers by event name; `emit` plays the server. */
function fakeSocket() {
  const handlers = new Map<string, (payload: unknown) => void>();
  const socket = {
    on: (event: string, fn: (payload: unknown) => void) => handlers.set(event, fn),
    close: vi.fn(),
  };
  return { socket, serverSends: (e: string, p: unknown) => handlers.get(e)?.(p) };
}

describe('useWalletLive', () => {
  it('refreshes the wallet and toasts when an admin approves, without a tap', async () => {
    signInAs();
    const success = vi.spyOn(notify, 'success');
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const { socket, serverSends } = fakeSocket();
    const connect = vi.fn(async () => socket as unknown as Socket);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { unmount } = renderHook(() => useWalletLive(connect), { wrapper });
    await waitFor(() => expect(connect).toHaveBeenCalledWith('user-token'));
    await waitFor(() => expect(invalidate).not.toHaveBeenCalled());
    serverSends('walletChanged', { transaction: entry() });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['wallet'] });
    expect(success).toHaveBeenCalledWith(
      'Recharge of ₹500.00 approved — added to your wallet',
      'wallet-e1',
    );
    serverSends('walletChanged', { nonsense: true });
    expect(invalidate).toHaveBeenCalledTimes(1);
    unmount();
    expect(socket.close).toHaveBeenCalled();
  });
});

describe('walletChangeText', () => {
  it('names the outcome, the amount and the auction', () => {
    expect(
      walletChangeText(entry({ type: 'WITHDRAWAL', status: 'DENIED', note: 'UPI id closed' })),
    ).toEqual({
      text: 'Withdrawal of ₹500.00 was denied: UPI id closed',
      tone: 'error',
    });
    expect(
      walletChangeText(entry({ type: 'PRIZE', amount: 8, auction: { id: 'a1', title: 'IPL Cup' } }))
        .text,
    ).toBe('You won ₹8.00 in IPL Cup');
  });
});
