import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { useAdminSession } from '@/stores/session';
import { AuctionFormModal } from '@/features/admin/auctions/components/auction-form-modal';
import { makeAuction } from '@/testing/auction-fixtures';
import { stubFetch } from '@/testing/fetch-stub';

function renderForm() {
  queryClient.clear();
  useAdminSession.getState().signIn('admin-token');
  const onSaved = vi.fn();
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <AuctionFormModal isOpen onClose={() => undefined} onSaved={onSaved} />
    </QueryClientProvider>,
  );
  return { user, onSaved };
}

const created = {
  auction: { ...makeAuction({ id: 'new' }), revenue: 0, createdAt: '2025-01-01T00:00:00Z' },
};

describe('admin auction form', () => {
  it('sends India-time inputs, ₹ fee, Cr purse and the settings in ms', async () => {
    const { calls } = stubFetch({ 'POST /api/auctions/register': { status: 201, body: created } });
    const { user, onSaved } = renderForm();
    await user.type(screen.getByLabelText('Title'), 'Friday Cup');
    await user.clear(screen.getByLabelText('Registration fee (₹)'));
    await user.type(screen.getByLabelText('Registration fee (₹)'), '49.5');
    await user.click(screen.getByRole('button', { name: 'Create auction' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls[0]?.body).toMatchObject({
      title: 'Friday Cup',
      registrationFee: 49.5,
      budgetLimit: 100,
      startTime: '20:00',
      image: null,
      ytLink: null,
      prizePoolPercent: 80,
      prizeSplit: [50, 30, 20],
      lotWindowMs: 20_000,
      bidWindowMs: 15_000,
      lobbyMs: 300_000,
      pauseBetweenLotsMs: 3_000,
      reorderWindowMs: 600_000,
      botTeams: 0,
    });
    expect((calls[0]?.body as { scheduledDate: string }).scheduledDate).toMatch(
      /^\d{4}-\d{2}-\d{2}$/,
    );
    expect(calls[0]?.body).not.toHaveProperty('endTime');
  });

  it('puts each error on its field, and clears it once the field is fixed', async () => {
    const { calls } = stubFetch({});
    const { user } = renderForm();
    await user.type(screen.getByLabelText('End (IST, optional)'), '2030-01-01T21:00');
    const date = screen.getByLabelText('Start date (IST)');
    await user.clear(date);
    await user.type(date, '2030-01-01');
    await user.click(screen.getByRole('button', { name: 'Create auction' }));
    const title = screen.getByLabelText('Title');
    const end = screen.getByLabelText('End (IST, optional)');
    expect(errorOf(title)).toBe('Title is required');
    expect(errorOf(end)).toBe('The end must be at least 2 hours after the start');

    await user.type(title, 'Friday Cup');
    expect(errorOf(title)).toBeNull();
    expect(title.getAttribute('aria-invalid')).toBeNull();
    await user.clear(end);
    expect(errorOf(end)).toBeNull();

    // The prize split's error opens the collapsed Advanced section and sits on 1st prize.
    await user.click(screen.getByRole('button', { name: 'Advanced' }));
    await user.clear(screen.getByLabelText('1st prize (%)'));
    await user.type(screen.getByLabelText('1st prize (%)'), '60');
    await user.click(screen.getByRole('button', { name: 'Advanced' }));
    await user.click(screen.getByRole('button', { name: 'Create auction' }));
    const first = await screen.findByLabelText('1st prize (%)');
    expect(errorOf(first)).toBe('The prize split must add up to 100');
    expect(first.closest('fieldset')?.hidden).toBe(false);
    await user.clear(first);
    await user.type(first, '50');
    expect(errorOf(first)).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('keeps practice bots to free auctions: the field says so and a fee with bots is refused', async () => {
    const { calls } = stubFetch({});
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Title'), 'Friday Cup');
    await user.clear(screen.getByLabelText('Registration fee (₹)'));
    await user.type(screen.getByLabelText('Registration fee (₹)'), '10');
    await user.click(screen.getByRole('button', { name: 'Advanced' }));
    const bots = screen.getByLabelText('Practice bots');
    expect(bots.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Free (₹0) auctions only')).toBeTruthy();
    await user.clear(bots);
    await user.type(bots, '2');
    await user.click(screen.getByRole('button', { name: 'Create auction' }));
    expect(errorOf(await screen.findByLabelText('Practice bots'))).toBe(
      'Practice bots can only play in free (₹0) auctions: set the fee to 0 or remove the bots',
    );
    expect(calls).toHaveLength(0);
  });

  it('shows the server’s refusal on the field it is about', async () => {
    stubFetch({
      'POST /api/auctions/register': {
        status: 422,
        body: {
          error: { code: 'START_IN_PAST', message: 'The start time must be in the future' },
        },
      },
    });
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Title'), 'Friday Cup');
    await user.click(screen.getByRole('button', { name: 'Create auction' }));
    await waitFor(() =>
      expect(errorOf(screen.getByLabelText('Start time (IST)'))).toBe(
        'The start time must be in the future.',
      ),
    );
  });
});

/** The error message shown on a field (its aria-describedby alert), or null. */
function errorOf(field: HTMLElement): string | null {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  const alert = ids
    .map((id) => document.getElementById(id))
    .find((el) => el?.getAttribute('role') === 'alert');
  return alert?.textContent ?? null;
}
