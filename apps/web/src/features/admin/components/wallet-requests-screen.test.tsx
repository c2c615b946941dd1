import type { WalletRequestView } from '@bidxi/protocol';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAdminSession } from '@/stores/session';
import { stubFetch } from '@/testing/fetch-stub';
import { renderApp } from '@/testing/render-app';
import { entry } from '@/testing/wallet-fixtures';

const recharge: WalletRequestView = {
  ...entry({ id: '7f1c2a9e-0000-4000-8000-000000000001', UTRNumber: 'UTR555666' }),
  actedById: null,
  user: {
    id: 'u1',
    username: 'Asha',
    email: 'asha@example.com',
    upiId: null,
    mobileNumber: null,
    aadharCardUrl: null,
    panCardUrl: null,
  },
};
const withdrawal: WalletRequestView = {
  ...entry({
    id: '7f1c2a9e-0000-4000-8000-000000000002',
    type: 'WITHDRAWAL',
    direction: 'DEBIT',
    amountPaise: 25_000,
  }),
  actedById: null,
  user: {
    id: 'u2',
    username: 'Ravi',
    email: 'ravi@example.com',
    upiId: 'ravi@okicici',
    mobileNumber: '+919812345678',
    aadharCardUrl: '/api/images/aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
    panCardUrl: null,
  },
};

describe('Admin wallet requests', () => {
  beforeEach(() => useAdminSession.getState().signIn('admin-token'));

  it('approves a recharge only after confirmation, with the note', async () => {
    let resolved = false;
    const { calls } = stubFetch({
      'POST /api/admin/wallet-requests': () => ({
        status: 200,
        body: { requests: resolved ? [withdrawal] : [recharge, withdrawal] },
      }),
      'POST /api/admin/update/wallet-requests': () => {
        resolved = true;
        return {
          status: 200,
          body: {
            success: true,
            message: 'Request approved',
            userId: 'u1',
            transaction: { ...entry({ id: recharge.id }), status: 'APPROVED' },
          },
        };
      },
    });
    const { user } = renderApp('/admin/wallet-requests');
    const list = await screen.findByRole('list', { name: 'Requests' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(calls[0]?.body).toEqual({ type: 'ALL', status: 'PENDING' });
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer admin-token');

    // Cancel first: nothing is sent.
    await user.click(screen.getByRole('button', { name: 'Approve recharge of ₹500.00 by Asha' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Approve recharge of ₹500.00?' });
    expect(dialog.textContent).toContain("₹500.00 will be credited to Asha's wallet");
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.path === '/api/admin/update/wallet-requests')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Approve recharge of ₹500.00 by Asha' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Approve recharge of ₹500.00?' });
    await user.type(within(dialog).getByLabelText('Note (optional)'), 'Seen in bank statement');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Request approved')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/admin/update/wallet-requests')?.body).toEqual({
      transactionId: recharge.id,
      action: 'APPROVED',
      note: 'Seen in bank statement',
    });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows the payout details and KYC images beside a withdrawal', async () => {
    const { calls } = stubFetch({
      'POST /api/admin/wallet-requests': { status: 200, body: { requests: [withdrawal] } },
      'GET /api/images/aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa': { status: 200, body: 'img' },
    });
    const { user } = renderApp('/admin/wallet-requests');
    const payout = await screen.findByRole('region', { name: 'Payout details of Ravi' });
    expect(payout.textContent).toContain('ravi@okicici');
    expect(payout.textContent).toContain('+91 98123 45678');
    expect(payout.textContent).toContain('Not uploaded'); // no PAN
    await user.click(within(payout).getByRole('button', { name: "Show Ravi's Aadhaar card" }));
    expect(await within(payout).findByRole('img', { name: "Ravi's Aadhaar card" })).toBeTruthy();
    expect(calls.find((c) => c.path.startsWith('/api/images/'))?.headers.get('Authorization')).toBe(
      'Bearer admin-token',
    );
  });

  it('denies a withdrawal, and filters by type and status', async () => {
    const { calls } = stubFetch({
      'POST /api/admin/wallet-requests': { status: 200, body: { requests: [withdrawal] } },
      'POST /api/admin/update/wallet-requests': {
        status: 409,
        body: { error: { code: 'ALREADY_RESOLVED', message: 'x' } },
      },
    });
    const { user, router } = renderApp('/admin/wallet-requests');
    await user.click(
      await screen.findByRole('button', { name: 'Deny withdrawal of ₹250.00 by Ravi' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Deny withdrawal of ₹250.00?' });
    expect(dialog.textContent).toContain(
      "hold of ₹250.00 is released back to Ravi's available balance",
    );
    await user.click(within(dialog).getByRole('button', { name: 'Deny' }));
    expect(await screen.findByText('This request has already been resolved')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/admin/update/wallet-requests')?.body).toEqual({
      transactionId: withdrawal.id,
      action: 'DENIED',
    });

    await user.selectOptions(screen.getByLabelText('Type'), 'WITHDRAWAL');
    await user.selectOptions(screen.getByLabelText('Status'), 'ALL');
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/admin/wallet-requests').at(-1)?.body).toEqual({
        type: 'WITHDRAWAL',
        status: 'ALL',
      }),
    );
    expect(router.state.location.search).toBe('?type=WITHDRAWAL&status=ALL');
  });
});
