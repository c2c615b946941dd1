// A play-money deployment speaks of coins only: no withdrawal holds, no KYC "to withdraw", no
// "My Wallet".
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setMoneyMode } from '@/lib/money-mode';
import { stubFetch } from '@/testing/fetch-stub';
import { renderApp, signInAs } from '@/testing/render-app';
import {
  appConfigReply,
  balanceReply,
  historyReply,
  noPaymentInfo,
  userDetailReply,
} from '@/testing/wallet-fixtures';

function stubPlay() {
  return stubFetch({
    'GET /api/app-config': {
      ...appConfigReply,
      body: { ...(appConfigReply.body as object), moneyMode: 'play' },
    },
    'POST /api/user/getById': userDetailReply(noPaymentInfo),
    'POST /api/wallet/balance': balanceReply({ balancePaise: 50_000 }),
    'POST /api/wallet/transaction-history': historyReply([]),
  });
}

beforeEach(() => {
  signInAs();
  setMoneyMode('play');
  stubPlay();
});
afterEach(() => setMoneyMode('real'));

describe('play-money wording', () => {
  it('the coins page has no withdrawal hold and is titled My Coins', async () => {
    renderApp('/myWallet');
    expect(await screen.findByTestId('wallet-total')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'My Coins' })).toBeTruthy();
    expect(screen.queryByText('On hold (withdrawals)')).toBeNull();
    expect(screen.queryByTestId('wallet-held')).toBeNull();
    await waitFor(() => expect(document.title).toMatch(/^My Coins/));
  });

  it('the profile asks for no KYC documents "to withdraw"', async () => {
    renderApp('/profile');
    expect(await screen.findByRole('heading', { name: 'Virat Kohli' })).toBeTruthy();
    expect(screen.queryByText(/Needed to withdraw/)).toBeNull();
  });

  it('home’s shortcut reads My Coins, not My Wallet', async () => {
    renderApp('/home');
    expect(await screen.findByRole('link', { name: 'My Coins' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'My Wallet' })).toBeNull();
  });
});
