// Converted screens render in Hindi when Hindi is chosen in the side menu, and in the
// spec's English otherwise.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '@/app/routes/auctions';
import { i18n } from '@/i18n/i18n';
import { makeAuction, makeCheck } from '@/testing/auction-fixtures';
import { profileReply, stubFetch } from '@/testing/fetch-stub';
import { renderApp, signInAs } from '@/testing/render-app';
import { AUCTION_ID, OWNER_ID, standings } from '@/testing/results-fixtures';
import {
  appConfigReply,
  balanceReply,
  entry,
  historyReply,
  userDetailReply,
} from '@/testing/wallet-fixtures';

function setup(path: string) {
  signInAs();
  stubFetch({
    'POST /api/user/getById': profileReply,
    'GET /api/auctions/a1': { status: 200, body: { auction: makeAuction() } },
    'POST /api/auctions/validate-registration': { status: 200, body: makeCheck() },
  });
  return renderApp(path);
}

describe('Hindi screens', () => {
  it('the side menu switches the app to Hindi and back, remembered on the device', async () => {
    const user = userEvent.setup();
    setup('/auction/a1');
    expect(await screen.findByText('Min Wallet Amount : 100 Cr')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(menu).getByRole('button', { name: 'हिन्दी' }));

    expect(await screen.findByRole('dialog', { name: 'मेन्यू' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /मेरी प्रोफ़ाइल/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'लॉग आउट' })).toBeTruthy();
    expect(localStorage.getItem('bidxi-language')).toBe('hi');
    expect(document.documentElement.lang).toBe('hi-IN');

    // The detail behind the menu is in Hindi too: spec texts, money and dates.
    expect(await screen.findByText('कम से कम पर्स : 100 करोड़')).toBeTruthy();
    expect(screen.getByText('रजिस्ट्रेशन फ़ीस')).toBeTruthy();
    expect(screen.getByText(/\(भारतीय समय\)$/)).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'अभी रजिस्टर करें' }).length).toBeGreaterThan(0);
    expect(screen.queryByText('Registration fee')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByText('Min Wallet Amount : 100 Cr')).toBeTruthy();
    expect(screen.getByText('Registration fee')).toBeTruthy();
    expect(localStorage.getItem('bidxi-language')).toBe('en');
  });

  it('home greets in Hindi', async () => {
    await i18n.changeLanguage('hi');
    setup('/home');
    expect(await screen.findByRole('heading', { name: 'नमस्ते, Virat' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'अभी लाइव' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'आने वाले' })).toBeTruthy();
    expect(screen.queryByText('Live now')).toBeNull();
  });

  it('the wallet in Hindi: balance, payment info, entries, actions', async () => {
    await i18n.changeLanguage('hi');
    signInAs();
    stubFetch({
      'GET /api/app-config': appConfigReply,
      'POST /api/user/getById': userDetailReply(),
      'POST /api/wallet/balance': balanceReply({ balancePaise: 1_00_000_00 }),
      'POST /api/wallet/transaction-history': historyReply([entry()]),
    });
    renderApp('/myWallet');
    expect(await screen.findByRole('heading', { name: 'कुल बैलेंस' })).toBeTruthy();
    expect(screen.getByText('पेमेंट जानकारी')).toBeTruthy();
    expect((await screen.findByTestId('wallet-total')).textContent).toBe('₹1,00,000.00');
    expect(await screen.findByText('रिचार्ज')).toBeTruthy();
    expect(screen.getByText(/^(बाकी|मंज़ूर)$/)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /पैसे जोड़ें/ }).length).toBeGreaterThan(0);
    expect(screen.queryByText('Total balance')).toBeNull();
    expect(screen.queryByText('Transactions')).toBeNull();
  });

  it('standings in Hindi: ranks, points, purse in crore, winnings', async () => {
    await i18n.changeLanguage('hi');
    signInAs();
    stubFetch({ [`GET /api/auction/${AUCTION_ID}/teams`]: { status: 200, body: standings() } });
    renderApp(`/teamPage/${AUCTION_ID}/${OWNER_ID}`);
    const [mine] = await screen.findAllByTestId('team-card');
    expect(within(mine!).getByTestId('team-rank').textContent).toBe('1ला');
    expect(within(mine!).getByText('मेरी टीम')).toBeTruthy();
    expect(within(mine!).getByText('27.5 करोड़ / 72.5 करोड़')).toBeTruthy();
    expect(within(mine!).getByTestId('team-winnings').textContent).toBe('₹120.00 जीते');
    expect(screen.getByRole('button', { name: 'इनाम' })).toBeTruthy();
    expect(screen.queryByText('Points')).toBeNull();
  });

  it('sign-in validates in Hindi (zod messages through the catalogue) and in English', async () => {
    const user = userEvent.setup();
    stubFetch({});
    await i18n.changeLanguage('hi');
    renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'साइन इन' }));
    expect(await screen.findByText('ईमेल ज़रूरी है')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'फिर से स्वागत है' })).toBeTruthy();
    await i18n.changeLanguage('en');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
  });
});
