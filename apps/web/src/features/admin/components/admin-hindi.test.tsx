// The admin panel in Hindi: the switch in the admin layout turns the panel to Hindi — nav,
// screens, money and times — and keeps the choice on the device and with the admin's account.
import type { AdminDashboardResponse } from '@bidxi/protocol';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { useAdminSession } from '@/stores/session';
import { stubFetch } from '@/testing/fetch-stub';
import { renderApp } from '@/testing/render-app';

const dashboard: AdminDashboardResponse = {
  serverTime: '2026-11-25T14:30:00.000Z',
  pendingRequests: {
    recharges: { count: 2, amount: 800 },
    withdrawals: { count: 1, amount: 30 },
    oldestAt: '2026-11-25T11:15:00.000Z',
  },
  auctions: { live: [], startingSoon: [] },
  today: {
    date: '2026-11-25',
    registrations: 4,
    fees: 80,
    prizes: { count: 1, amount: 64 },
    withdrawals: { count: 2, amount: 150 },
  },
};

describe('Admin panel in Hindi', () => {
  beforeEach(() => useAdminSession.getState().signIn('admin-token'));

  it('switches from the admin menu, remembered on the device and with the account', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch({
      'GET /api/admin/dashboard': { status: 200, body: dashboard },
      'PUT /api/users/language': { status: 200, body: { language: 'hi' } },
    });
    renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Open admin menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Admin menu' });
    await user.click(within(menu).getByRole('button', { name: 'हिन्दी' }));

    expect(await screen.findByRole('heading', { name: 'डैशबोर्ड' })).toBeTruthy();
    const hindiMenu = screen.getByRole('dialog', { name: 'एडमिन मेन्यू' });
    expect(within(hindiMenu).getByRole('link', { name: 'वॉलेट अनुरोध' })).toBeTruthy();
    expect(within(hindiMenu).getByRole('button', { name: 'लॉग आउट' })).toBeTruthy();
    expect(screen.getByText(/2 रिचार्ज/).textContent).toContain('2 रिचार्ज · ₹800.00');
    expect(screen.getByText('दिए गए इनाम')).toBeTruthy();
    expect(screen.getAllByText(/\(भारतीय समय\)/).length).toBeGreaterThan(0);
    expect(screen.queryByText('Prizes paid')).toBeNull();
    expect(localStorage.getItem('bidxi-language')).toBe('hi');
    expect(document.documentElement.lang).toBe('hi-IN');

    const saved = calls.find((c) => c.method === 'PUT' && c.path === '/api/users/language');
    expect(saved?.body).toEqual({ language: 'hi' });
    expect(saved?.headers.get('Authorization')).toBe('Bearer admin-token');
  });

  it('the users screen and its confirmation speak Hindi', async () => {
    await i18n.changeLanguage('hi');
    stubFetch({
      'GET /api/users/getAll': {
        status: 200,
        body: {
          users: [
            {
              id: 'u1',
              username: 'Virat',
              email: 'virat@example.com',
              role: 'USER',
              imageUrl: null,
              banned: false,
              createdAt: '2026-03-12T10:00:00.000Z',
              mobileNumber: null,
            },
          ],
        },
      },
    });
    renderApp('/admin/users');
    expect(await screen.findByRole('heading', { name: 'यूज़र' })).toBeTruthy();
    expect(await screen.findByText('1 खिलाड़ी रजिस्टर्ड · 0 बैन')).toBeTruthy();
    expect(screen.getByText('सक्रिय')).toBeTruthy();
    expect(screen.getByText(/12 मार्च 2026 को जुड़े/)).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Virat को बैन करें' }));
    expect(await screen.findByRole('alertdialog', { name: 'Virat को बैन करें?' })).toBeTruthy();
  });
});
