import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '@/app/routes/auctions';
import { makeAuction, makeCheck, makeTeam } from '@/testing/auction-fixtures';
import { profileReply, stubFetch, type StubReply } from '@/testing/fetch-stub';
import { renderApp, signInAs } from '@/testing/render-app';

function setup(check: StubReply, auction = makeAuction()) {
  signInAs();
  const stub = stubFetch({
    'POST /api/user/getById': profileReply,
    'GET /api/auctions/a1': { status: 200, body: { auction } },
    'POST /api/auctions/validate-registration': check,
  });
  return { ...stub, ...renderApp('/auction/a1') };
}

describe('Auction detail', () => {
  it('shows the facts of a pasted link and Register Now for an eligible user', async () => {
    const { calls } = setup({ status: 200, body: makeCheck() });
    expect(await screen.findByRole('heading', { name: 'IPL Mega Auction' })).toBeTruthy();
    expect(screen.getByText('Min Duration Required : 2hr')).toBeTruthy();
    expect(screen.getByText('Min Wallet Amount : 100 Cr')).toBeTruthy();
    expect(screen.getByText('₹49.00')).toBeTruthy();
    expect(screen.getByText(/IST$/)).toBeTruthy();
    const register = await screen.findByRole('link', { name: 'Register Now' });
    expect(register.getAttribute('href')).toBe('/register/a1');
    expect(calls.find((c) => c.path === '/api/auctions/validate-registration')?.body).toEqual({
      auctionId: 'a1',
    });
  });

  it('insufficient balance: the popup in ₹ and Go to Wallet', async () => {
    setup({ status: 200, body: makeCheck({ status: 'INSUFFICIENT_BALANCE', balance: 12.5 }) });
    const popup = await screen.findByRole('alertdialog', { name: 'Insufficient Balance' });
    expect(
      within(popup).getByText(
        'Your current balance is ₹12.50, but the registration fee is ₹49.00. Please add more funds to your wallet.',
      ),
    ).toBeTruthy();
    const links = screen.getAllByRole('link', { name: 'Insufficient Balance! Go to Wallet' });
    expect(links[0]?.getAttribute('href')).toBe('/myWallet');
  });

  it('a registered user of a LIVE auction enters through the success screen', async () => {
    setup(
      {
        status: 200,
        body: makeCheck({ status: 'REGISTERED', teams: [makeTeam()], auctionStatus: 'LIVE' }),
      },
      makeAuction({ status: 'LIVE' }),
    );
    const enter = await screen.findByRole('link', { name: 'Enter Auction' });
    expect(enter.getAttribute('href')).toBe('/successregister?auctionId=a1');
  });

  it('a failed check shows the validation error and Try Again', async () => {
    setup({ status: 500, body: { error: { code: 'INTERNAL', message: 'boom' } } });
    expect(
      await screen.findByText(
        'An error occurred during validation. Please try again later.',
        {},
        { timeout: 5_000 },
      ),
    ).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Try Again' }).length).toBeGreaterThan(0);
  });

  it('an unknown auction says so', async () => {
    signInAs();
    stubFetch({ 'POST /api/user/getById': profileReply });
    renderApp('/auction/nope');
    expect(await screen.findByRole('heading', { name: 'Auction not found' })).toBeTruthy();
  });
});
