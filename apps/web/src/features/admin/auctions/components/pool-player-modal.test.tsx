import type { PoolPlayerView } from '@bidxi/protocol';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { useAdminSession } from '@/stores/session';
import { PoolPlayerModal } from '@/features/admin/auctions/components/pool-player-modal';
import { stubFetch } from '@/testing/fetch-stub';

const player: PoolPlayerView = {
  id: 'p-1',
  auctionPlayerId: 'p-1',
  auctionId: 'a-1',
  playerId: 'm-1',
  name: 'Virat Kohli',
  type: 'Batter',
  order: 1,
  sheetIndex: 0,
  basePrice: 2,
  bonus: 0,
  slotPoints: [975, 975, 900, 0, 0, 0, 0, 0, 0, 0, 0],
  status: 'AVAILABLE',
  teamId: null,
  soldPrice: null,
  isPullBackOnce: false,
  imageUrl: null,
};

function renderModal() {
  queryClient.clear();
  useAdminSession.getState().signIn('admin-token');
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <PoolPlayerModal player={player} onClose={() => undefined} />
    </QueryClientProvider>,
  );
  return user;
}

/** The error message shown on a field (its aria-describedby alert), or null. */
function errorOf(field: HTMLElement): string | null {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  const alert = ids
    .map((id) => document.getElementById(id))
    .find((el) => el?.getAttribute('role') === 'alert');
  return alert?.textContent ?? null;
}

describe('edit a pool player', () => {
  it('shows the server’s refusal of a taken name on Name, and clears it when the name changes', async () => {
    const { calls } = stubFetch({
      'PUT /api/auction-players/p-1': {
        status: 409,
        body: {
          error: {
            code: 'CONFLICT',
            message: 'A player with this name is already in the pool',
            fields: { name: 'A player with this name is already in the pool' },
          },
        },
      },
    });
    const user = renderModal();
    const name = screen.getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Rohit Sharma');
    await user.click(screen.getByRole('button', { name: 'Save player' }));
    await waitFor(() =>
      expect(errorOf(name)).toBe('A player with this name is already in the pool'),
    );
    expect(document.body.textContent).not.toContain('An unexpected error occurred');
    expect(calls[0]?.body).toMatchObject({ name: 'Rohit Sharma', type: 'Batter 1' });
    await user.type(name, ' Jr');
    expect(errorOf(name)).toBeNull();
  });

  it('says what is wrong in words on each field before sending, and clears it once fixed', async () => {
    const { calls } = stubFetch({});
    const user = renderModal();
    const base = screen.getByLabelText('Base price (Cr)');
    const slot3 = screen.getByLabelText('Slot 3');
    await user.clear(base);
    await user.type(base, 'abc');
    await user.clear(slot3);
    await user.type(slot3, '1.5');
    await user.click(screen.getByRole('button', { name: 'Save player' }));
    expect(errorOf(base)).toBe('Base price must be a number');
    expect(errorOf(slot3)).toBe('Slot 3 points must be a whole number');
    expect(document.body.textContent).not.toMatch(/base_cr|slot_3/);
    expect(calls).toHaveLength(0);

    await user.clear(base);
    await user.type(base, '2.5');
    expect(errorOf(base)).toBeNull();
    expect(errorOf(slot3)).toBe('Slot 3 points must be a whole number');
    await user.clear(slot3);
    await user.type(slot3, '15');
    expect(errorOf(slot3)).toBeNull();
  });

  it('shows a refusal that is not about a field under the form, in the server’s words', async () => {
    stubFetch({
      'PUT /api/auction-players/p-1': {
        status: 422,
        body: {
          error: {
            code: 'AUCTION_NOT_SCHEDULED',
            message: 'The player pool can change only while the auction is scheduled',
          },
        },
      },
    });
    const user = renderModal();
    await user.click(screen.getByRole('button', { name: 'Save player' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Only a scheduled auction can be changed.',
    );
  });
});
