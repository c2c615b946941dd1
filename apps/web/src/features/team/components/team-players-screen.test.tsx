import type { SquadPlayerView } from '@bidxi/protocol';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { reorderSquad } from '@/features/team/model/squad-order';
import { stubFetch } from '@/testing/fetch-stub';
import { renderApp, signInAs } from '@/testing/render-app';
import {
  AUCTION_ID,
  fullSquad,
  OTHER_ID,
  OWNER_ID,
  TEAM_ID,
  teamPlayers,
  teamView,
} from '@/testing/results-fixtures';

const path = (userId = OWNER_ID) => `/yourTeamPlayers/${AUCTION_ID}/${userId}`;
const api = (userId = OWNER_ID) => `GET /api/auction/${AUCTION_ID}/team-players/${userId}`;

const rowNames = () =>
  screen
    .getAllByTestId('squad-row')
    .map((row) => within(row).getByText(/^Player \d+$/).textContent);

describe('Team players (/yourTeamPlayers)', () => {
  it('reorders with the move buttons, previews the points and saves the right priorityOrder', async () => {
    signInAs();
    let saved: SquadPlayerView[] = fullSquad();
    const { calls } = stubFetch({
      [api()]: () => ({ status: 200, body: teamPlayers({ players: saved }) }),
      'POST /api/teams/set-priority': ({ body }) => {
        const order = (body as { priorityOrder: string[] }).priorityOrder;
        saved = reorderSquad(saved, order);
        const totalPoints = saved.reduce((s, p) => s + p.positionPoints, 0);
        return {
          status: 200,
          body: {
            message: 'Position(s) updated successfully',
            priorityOrder: order,
            totalPoints,
            totalBonus: 66,
            score: totalPoints + 66,
          },
        };
      },
    });
    const { user } = renderApp(path());

    expect(await screen.findByRole('heading', { name: /Mumbai Mavericks/ })).toBeTruthy();
    expect(screen.getByText('11/11')).toBeTruthy();
    expect(screen.getByTestId('window-countdown').textContent).toMatch(/^0[78]:\d\d$/);
    expect(screen.getByTestId('reorder-status').textContent).toContain('IST');
    expect(screen.getByTestId('reorder-status').textContent).toContain('10 minutes');
    expect(screen.queryByTestId('update-bar')).toBeNull();
    const totalBefore = screen.getByTestId('team-total').textContent;

    // The drag-and-drop list is its own chunk: its rows arrive just after the screen.
    await user.click(await screen.findByRole('button', { name: 'Move Player 1 down' }));
    expect(rowNames().slice(0, 3)).toEqual(['Player 2', 'Player 1', 'Player 3']);
    // Player 1 now bats at 2: slot-2 points (10 × 1) plus bonus 1.
    const moved = screen.getAllByTestId('squad-row')[1]!;
    expect(within(moved).getByTestId('player-points').textContent).toBe(
      '11 pts · slot 10 + bonus 1',
    );
    expect(screen.getByTestId('move-announcer').textContent).toBe(
      'Player 1 moved to position 2 of 11',
    );
    const bar = screen.getByTestId('update-bar');
    expect(bar.textContent).toContain('Positions modified,');
    expect(screen.getByTestId('team-total').textContent).not.toBe(totalBefore);

    await user.click(screen.getByRole('button', { name: 'Move Player 11 up' }));
    const expected = [2, 1, 3, 4, 5, 6, 7, 8, 9, 11, 10].map((n) => fullSquad()[n - 1]!.id);

    await user.click(within(bar).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Position(s) updated successfully')).toBeTruthy();
    const post = calls.find((c) => c.path === '/api/teams/set-priority');
    expect(post?.body).toEqual({ teamId: TEAM_ID, auctionId: AUCTION_ID, priorityOrder: expected });
    await waitFor(() => expect(screen.queryByTestId('update-bar')).toBeNull());
    expect(rowNames()).toEqual([2, 1, 3, 4, 5, 6, 7, 8, 9, 11, 10].map((n) => `Player ${n}`));
  });

  it("shows the spec's failure toast when the update is refused", async () => {
    signInAs();
    stubFetch({
      [api()]: { status: 200, body: teamPlayers() },
      'POST /api/teams/set-priority': {
        status: 500,
        body: { error: { code: 'INTERNAL', message: 'boom' } },
      },
    });
    const { user } = renderApp(path());
    await user.click(await screen.findByRole('button', { name: 'Move Player 3 up' }));
    await user.click(
      within(screen.getByTestId('update-bar')).getByRole('button', { name: 'Update' }),
    );
    expect(await screen.findByText('Failed to update player priority')).toBeTruthy();
    // The edit is kept so the owner can try again.
    expect(screen.getByTestId('update-bar')).toBeTruthy();
  });

  it('is read-only for another user', async () => {
    signInAs();
    stubFetch({
      [api(OTHER_ID)]: {
        status: 200,
        body: teamPlayers({
          team: teamView({ ownerId: OTHER_ID, owner: { id: OTHER_ID, username: 'Rohit Sharma' } }),
          isOwner: false,
          canReorder: false,
        }),
      },
    });
    renderApp(path(OTHER_ID));
    expect(await screen.findByText('Rohit Sharma')).toBeTruthy();
    expect(screen.getAllByTestId('squad-row')).toHaveLength(11);
    expect(screen.queryByRole('button', { name: /^Move / })).toBeNull();
    expect(screen.getByText("View only: only the team's owner can change its order.")).toBeTruthy();
  });

  it('is read-only for the owner once the window has closed', async () => {
    signInAs();
    stubFetch({
      [api()]: {
        status: 200,
        body: teamPlayers({
          status: 'COMPLETED',
          endsAt: '2025-03-01T14:00:00.000Z',
          biddingEndedAt: '2025-03-01T13:50:00.000Z',
          isReorderWindowOpen: false,
          canReorder: false,
        }),
      },
    });
    renderApp(path());
    expect(await screen.findByText('The reorder window has closed.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Move / })).toBeNull();
    expect(screen.queryByTestId('window-countdown')).toBeNull();
    // 14:00 UTC is 7:30 pm in India: the zone does the work, no '−5h30' arithmetic.
    expect(screen.getByTestId('reorder-status').textContent).toMatch(/7:30\s?pm IST/i);
  });

  it('shows the invalid-composition banner and N/A after the end', async () => {
    signInAs();
    const players = fullSquad().slice(0, 9);
    stubFetch({
      [api()]: {
        status: 200,
        body: teamPlayers({
          players,
          playerCount: 9,
          typeCounts: { Batter: 4, Bowler: 2, 'Wicket-Keeper': 1, 'All-Rounder': 2 },
          isValid: false,
          compositionErrors: ['You need 4 Bowler(s).', 'Team composition is Invalid.'],
          score: null,
          rank: null,
          canReorder: false,
        }),
      },
    });
    renderApp(path());
    const banner = await screen.findByTestId('invalid-composition');
    expect(banner.textContent).toContain('Team composition is Invalid.');
    expect(banner.textContent).toContain('You need 4 Bowler(s).');
    expect(screen.getByText('9/11')).toBeTruthy();
    expect(screen.getByTestId('team-total').textContent).toBe('N/A');
  });

  it('has the spec texts for empty and failed loads', async () => {
    signInAs();
    stubFetch({
      [api()]: {
        status: 200,
        body: teamPlayers({ players: [], playerCount: 0, canReorder: false }),
      },
      [api(OTHER_ID)]: {
        status: 404,
        body: { error: { code: 'TEAM_NOT_FOUND', message: 'No team data found' } },
      },
      [api('u_9')]: { status: 403, body: { error: { code: 'FORBIDDEN', message: 'x' } } },
    });
    const first = renderApp(path());
    expect(await screen.findByText('No players in your team yet.')).toBeTruthy();
    first.unmount();
    const second = renderApp(path(OTHER_ID));
    expect(await screen.findByText('No team data found')).toBeTruthy();
    second.unmount();
    renderApp(path('u_9'));
    expect(await screen.findByText('Error fetching team data')).toBeTruthy();
  });

  it('speaks Hindi: header, rows, move buttons and the update bar', async () => {
    await i18n.changeLanguage('hi');
    signInAs();
    stubFetch({ [api()]: { status: 200, body: teamPlayers({ players: fullSquad() }) } });
    const { user } = renderApp(path());
    expect(await screen.findByText('क्रम बदलने का समय बचा')).toBeTruthy();
    expect(screen.getByTestId('reorder-status').textContent).toContain('भारतीय समय');
    expect(screen.getByTestId('reorder-status').textContent).toContain('10 मिनट हैं');
    await user.click(await screen.findByRole('button', { name: 'Player 1 को नीचे ले जाएँ' }));
    expect(screen.getByTestId('move-announcer').textContent).toBe(
      'Player 1 को 11 में से 2 नंबर पर ले जाया गया',
    );
    const bar = screen.getByTestId('update-bar');
    expect(within(bar).getByRole('button', { name: 'अपडेट करें' })).toBeTruthy();
    expect(within(bar).getByRole('button', { name: /पहले जैसा करें/ })).toBeTruthy();
    expect(screen.getAllByText(/में बिके$/).length).toBeGreaterThan(0);
    expect(screen.queryByText(/Sold for|pts/)).toBeNull();
    await i18n.changeLanguage('en');
  });

  it("says the engine's reasons for an invalid XI in Hindi", async () => {
    await i18n.changeLanguage('hi');
    signInAs();
    stubFetch({
      [api()]: {
        status: 200,
        body: teamPlayers({
          players: fullSquad(),
          isValid: false,
          compositionErrors: [
            'You cannot have more than 4 Bowler(s).',
            'Total players exceed the maximum allowed limit of 11.',
            'Team composition is Invalid.',
          ],
          score: null,
          rank: null,
          canReorder: false,
        }),
      },
    });
    renderApp(path());
    const banner = await screen.findByTestId('invalid-composition');
    expect(banner.textContent).toContain('टीम का संयोजन सही नहीं है।');
    expect(banner.textContent).toContain('आप 4 से ज़्यादा गेंदबाज़ नहीं रख सकते।');
    expect(banner.textContent).toContain('खिलाड़ियों की संख्या 11 की अधिकतम सीमा से ज़्यादा है।');
    expect(banner.textContent).not.toMatch(/[A-Za-z]{3,}/);
    await i18n.changeLanguage('en');
  });
});
