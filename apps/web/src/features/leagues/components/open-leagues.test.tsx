// Open leagues on Home: each listed league shows its start and free seats and opens the join
// screen; an empty list shows nothing; Hindi too.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { profileReply, stubFetch } from '@/testing/fetch-stub';
import { renderApp, signInAs, signOutAll } from '@/testing/render-app';

afterEach(() => signOutAll());

const openReply = {
  status: 200,
  body: {
    leagues: [
      {
        code: 'ABC234',
        title: 'Sunday Smashers',
        startsAt: '2026-11-29T12:00:00.000Z',
        teams: 1,
        maxTeams: 4,
        freeSeats: 3,
      },
      {
        code: 'XYZ789',
        title: 'Last Seat League',
        startsAt: '2026-11-29T12:30:00.000Z',
        teams: 5,
        maxTeams: 6,
        freeSeats: 1,
      },
    ],
  },
};

describe('open leagues on Home', () => {
  it('lists each league with its start and free seats, linking to its join screen', async () => {
    signInAs();
    stubFetch({ 'POST /api/user/getById': profileReply, 'GET /api/leagues/open': openReply });
    const { user, router } = renderApp('/home');
    const list = await screen.findByTestId('open-leagues');
    expect(screen.getByRole('heading', { name: 'Open leagues starting soon' })).toBeTruthy();
    const first = within(list).getByRole('link', { name: /Sunday Smashers/ });
    expect(first.textContent).toContain('Starts 29 Nov 2026, 5:30 pm IST');
    expect(first.textContent).toContain('3 seats free');
    expect(within(list).getByRole('link', { name: /Last Seat League/ }).textContent).toContain(
      '1 seat free',
    );
    await user.click(first);
    await waitFor(() => expect(router.state.location.pathname).toBe('/join/ABC234'));
  });

  it('shows nothing while no league is open', async () => {
    signInAs();
    const { calls } = stubFetch({
      'POST /api/user/getById': profileReply,
      'GET /api/leagues/open': { status: 200, body: { leagues: [] } },
    });
    renderApp('/home');
    await screen.findByRole('heading', { name: 'Play with friends' });
    await waitFor(() => expect(calls.some((c) => c.path === '/api/leagues/open')).toBe(true));
    expect(screen.queryByTestId('open-leagues')).toBeNull();
  });

  it('speaks Hindi', async () => {
    await i18n.changeLanguage('hi');
    signInAs();
    stubFetch({ 'POST /api/user/getById': profileReply, 'GET /api/leagues/open': openReply });
    renderApp('/home');
    const list = await screen.findByTestId('open-leagues');
    expect(screen.getByRole('heading', { name: 'जल्द शुरू होने वाली खुली लीग' })).toBeTruthy();
    expect(list.textContent).toContain('3 सीटें खाली');
    expect(list.textContent).toContain('1 सीट खाली');
  });
});
