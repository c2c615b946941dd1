import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '@/app/routes/auctions';
import { makeAuction, makeTeam } from '@/testing/auction-fixtures';
import { profileReply, stubFetch } from '@/testing/fetch-stub';
import { renderApp, signInAs } from '@/testing/render-app';

describe('My Auctions', () => {
  it('offers Enter room for a LIVE auction, beside Live Standings', async () => {
    signInAs();
    stubFetch({
      'POST /api/user/getById': profileReply,
      'POST /api/users/auction-registered': {
        status: 200,
        body: {
          participatedIn: [
            {
              ...makeAuction({
                id: 'live1',
                status: 'LIVE',
                title: 'Practice vs bots',
                isPractice: true,
              }),
              team: makeTeam({ auctionId: 'live1' }),
            },
          ],
        },
      },
    });
    renderApp('/my-auctions');
    const enter = await screen.findByRole('link', { name: 'Enter room' });
    expect(enter.getAttribute('href')).toBe('/auctionRoom/live1');
    expect(screen.getByRole('link', { name: 'Live Standings' })).toBeTruthy();
    expect(screen.getByText('Practice', { exact: true })).toBeTruthy();
  });
});
