import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '@/testing/fetch-stub';
import { renderApp, signInAs } from '@/testing/render-app';
import { AUCTION_ID, OWNER_ID, standings } from '@/testing/results-fixtures';

const cards = () => screen.getAllByTestId('team-card');

describe('Standings (/teamPage) and results (/result)', () => {
  it('shows ranks, My Team, bots, winnings and N/A with "auction has failed"', async () => {
    signInAs();
    stubFetch({ [`GET /api/auction/${AUCTION_ID}/teams`]: { status: 200, body: standings() } });
    renderApp(`/teamPage/${AUCTION_ID}/${OWNER_ID}`);

    expect(await screen.findByRole('heading', { name: 'IPL Mega Auction' })).toBeTruthy();
    expect(cards()).toHaveLength(4);
    const [mine, second, bot, failed] = cards() as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];

    expect(within(mine).getByTestId('team-rank').textContent).toBe('1st');
    expect(within(mine).getByText('My Team')).toBeTruthy();
    expect(within(mine).getByTestId('team-points').textContent).toBe('966');
    expect(within(mine).getByTestId('team-winnings').textContent).toBe('Won ₹120.00');
    // Names cut at 18 characters in the list on a phone, 24 where the card is wider (spec 001 §9).
    expect(within(mine).getByTestId('team-name-narrow').textContent).toBe('Mumbai Mavericks o...');
    expect(within(mine).getByTestId('team-name-narrow').className).toContain('sm:hidden');
    expect(within(mine).getByTestId('team-name-wide').textContent).toBe(
      'Mumbai Mavericks of the...',
    );
    expect(within(mine).getByTestId('team-name-wide').className).toContain('sm:inline');
    expect(within(mine).getByTitle('Mumbai Mavericks of the Arabian Sea')).toBeTruthy();
    expect(within(mine).getByText('11/11')).toBeTruthy();
    expect(within(mine).getByText('27.5 Cr / 72.5 Cr')).toBeTruthy();
    expect(within(mine).getByRole('link').getAttribute('href')).toBe(
      `/yourTeamPlayers/${AUCTION_ID}/${OWNER_ID}`,
    );

    expect(within(second).getByTestId('team-rank').textContent).toBe('2nd');
    expect(within(second).getByText('Rohit Sharma')).toBeTruthy();
    expect(within(bot).getByTestId('team-rank').textContent).toBe('3rd');
    expect(within(bot).getByText('Bot')).toBeTruthy();
    expect(within(bot).queryByTestId('team-winnings')).toBeNull();

    expect(within(failed).getByTestId('team-rank').textContent).toBe('N/A');
    expect(within(failed).getByTestId('team-points').textContent).toBe('N/A');
    expect(within(failed).getByText('auction has failed')).toBeTruthy();
    expect(within(failed).getByText('9/11')).toBeTruthy();
  });

  it('ranks an incomplete team by its current points while bidding (no failure yet)', async () => {
    signInAs();
    const live = standings({
      status: 'LIVE',
      isFinal: false,
      biddingEndedAt: null,
      prizeDistribution: null,
      scoredAt: null,
    });
    live.teams[3] = { ...live.teams[3]!, rank: 4 };
    stubFetch({ [`GET /api/auction/${AUCTION_ID}/teams`]: { status: 200, body: live } });
    renderApp(`/teamPage/${AUCTION_ID}/${OWNER_ID}`);
    const last = (await screen.findAllByTestId('team-card'))[3]!;
    expect(within(last).getByTestId('team-rank').textContent).toBe('4th');
    expect(within(last).getByTestId('team-points').textContent).toBe('520');
    expect(within(last).queryByText('auction has failed')).toBeNull();
    expect(screen.getByText(/updates every 5 s/)).toBeTruthy();
  });

  it('opens the prize distribution: 1st, 2nd, 3rd prize and the pool in ₹', async () => {
    signInAs();
    stubFetch({ [`GET /api/auction/${AUCTION_ID}/teams`]: { status: 200, body: standings() } });
    const { user } = renderApp(`/teamPage/${AUCTION_ID}/${OWNER_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Prizes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Prize distribution' });
    const items = within(dialog).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      '1st prizeMumbai Mavericks o...₹120.00',
      '2nd prizeChennai Chargers₹72.00',
      '3rd prizeNot awarded₹48.00',
    ]);
    expect(within(dialog).getByTestId('prize-pool').textContent).toBe('₹240.00');
  });

  it('/result shows the final standings, and "Results are being calculated" on 409', async () => {
    signInAs();
    stubFetch({
      [`GET /api/results/${AUCTION_ID}`]: { status: 200, body: standings() },
      'GET /api/results/pending': {
        status: 409,
        body: { error: { code: 'RESULTS_NOT_READY', message: 'Results are not ready' } },
      },
    });
    const first = renderApp(`/result/${AUCTION_ID}`);
    expect(await screen.findByText('Auction result')).toBeTruthy();
    expect(cards()).toHaveLength(4);
    expect(screen.getByText('Final')).toBeTruthy();
    first.unmount();
    renderApp('/result/pending');
    expect(await screen.findByText('Results are being calculated')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Live standings' }).getAttribute('href')).toBe(
      '/teamPage/pending/u_1',
    );
  });
});
