// The language is remembered per user: an account's language is applied at sign-in, an
// account without one takes the device's, and a switch in the side menu is kept with the account.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { stubFetch, type StubReply } from '@/testing/fetch-stub';
import { renderApp, signInAs } from '@/testing/render-app';
import { userDetailReply } from '@/testing/wallet-fixtures';

const profileIn = (language: 'en' | 'hi' | null): StubReply => {
  const body = userDetailReply().body as { user: Record<string, unknown> };
  return { status: 200, body: { user: { ...body.user, language } } };
};

describe('language per user', () => {
  it('shows a signed-in account in its own language, whatever the device had', async () => {
    signInAs();
    const { calls } = stubFetch({
      'POST /api/user/getById': profileIn('hi'),
      'GET /api/auctions/getallstatus': { status: 200, body: { auctions: [] } },
      'PUT /api/users/language': { status: 200, body: { language: 'hi' } },
    });
    renderApp('/home');
    await waitFor(() => expect(i18n.language).toBe('hi'));
    expect(document.documentElement.lang).toBe('hi-IN');
    // Applying the account's choice is not a new choice: nothing is saved back.
    expect(calls.filter((c) => c.path === '/api/users/language')).toEqual([]);
  });

  it("saves this device's language to an account that has none, then every switch", async () => {
    await i18n.changeLanguage('hi');
    signInAs();
    const { calls } = stubFetch({
      'POST /api/user/getById': profileIn(null),
      'GET /api/auctions/getallstatus': { status: 200, body: { auctions: [] } },
      'PUT /api/users/language': ({ body }) => ({ status: 200, body }),
    });
    const user = userEvent.setup();
    renderApp('/home');
    const saved = () =>
      calls.filter((c) => c.path === '/api/users/language').map((c) => c.body as object);
    await waitFor(() => expect(saved()).toEqual([{ language: 'hi' }]));

    await user.click(await screen.findByRole('button', { name: 'मेन्यू खोलें' }));
    const menu = await screen.findByRole('dialog', { name: 'मेन्यू' });
    await user.click(within(menu).getByRole('button', { name: 'English' }));
    await waitFor(() => expect(saved()).toEqual([{ language: 'hi' }, { language: 'en' }]));
    expect(i18n.language).toBe('en');
  });
});
