import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAdminSession } from '@/stores/session';
import { stubFetch } from '@/testing/fetch-stub';
import { renderApp } from '@/testing/render-app';
import { balanceReply, fullPaymentInfo, userDetailReply } from '@/testing/wallet-fixtures';

describe('Admin users: profile drawer', () => {
  beforeEach(() => useAdminSession.getState().signIn('admin-token'));

  it("opens a user's profile with wallet, payment info and KYC images", async () => {
    const { calls } = stubFetch({
      'GET /api/users/getAll': {
        status: 200,
        body: {
          users: [
            {
              id: 'u_1',
              email: 'virat@example.com',
              username: 'Virat Kohli',
              imageUrl: null,
              role: 'USER',
              banned: false,
              createdAt: '2025-03-01T10:00:00.000Z',
              mobileNumber: '9876543210',
            },
          ],
        },
      },
      'POST /api/user/getById': userDetailReply(fullPaymentInfo),
      'POST /api/wallet/balance': balanceReply({ balancePaise: 150_000, heldPaise: 50_000 }),
    });
    const { user } = renderApp('/admin/users');
    await user.click(await screen.findByRole('button', { name: "View Virat Kohli's profile" }));
    const drawer = within(await screen.findByRole('dialog', { name: 'User profile' }));
    expect(await drawer.findByText('virat@okaxis')).toBeTruthy();
    expect(drawer.getByText('+91 98765 43210')).toBeTruthy();
    expect(drawer.getByText('Completed')).toBeTruthy();
    expect(await drawer.findByText('₹1,500.00')).toBeTruthy();
    expect(drawer.getByText('₹500.00')).toBeTruthy();
    expect(drawer.getByRole('button', { name: "Show Virat Kohli's Aadhaar card" })).toBeTruthy();
    expect(drawer.getByRole('link', { name: 'View transactions' }).getAttribute('href')).toBe(
      '/admin/transactions?userId=u_1',
    );
    const detail = calls.find((c) => c.path === '/api/user/getById');
    expect(detail?.body).toEqual({ userId: 'u_1' });
    expect(detail?.headers.get('Authorization')).toBe('Bearer admin-token');
    expect(calls.find((c) => c.path === '/api/wallet/balance')?.body).toEqual({ userId: 'u_1' });
  });
});
