// The league screens: create with the defaults in one tap, the invite (code, link, QR), the
// organiser's "Start now" once two teams are in, and the signed-out join path that comes back.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { gamingView, profileReply, stubFetch, testUser } from '@/testing/fetch-stub';
import { renderApp, signInAs, signOutAll } from '@/testing/render-app';

afterEach(() => signOutAll());

const league = (over: Record<string, unknown> = {}) => ({
  auctionId: '7c1e6a52-7d0b-4a3f-9a57-3c5c7f1d2b10',
  title: 'Friday Friends',
  startsAt: '2026-11-29T12:00:00.000Z',
  organiser: 'Virat Kohli',
  teams: 1,
  members: [{ teamId: 't_1', name: 'Virat Kohli XI', isBot: false }],
  maxTeams: 6,
  status: 'SCHEDULED',
  visibility: 'private',
  pace: 'standard',
  botsFill: true,
  purseCr: 100,
  you: { organiser: true, teamId: null },
  ...over,
});

describe('create a league', () => {
  it('makes one with the defaults in one tap and opens its page', async () => {
    signInAs();
    const { calls } = stubFetch({
      'POST /api/user/getById': profileReply,
      'POST /api/leagues': {
        status: 201,
        body: {
          auctionId: league().auctionId,
          inviteCode: 'ABC234',
          inviteUrl: 'http://x/join/ABC234',
        },
      },
      'GET /api/leagues/ABC234': { status: 200, body: league() },
    });
    const { user, router } = renderApp('/leagues/new');
    await user.click(await screen.findByRole('button', { name: 'Create league' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/league/ABC234'));
    expect(calls.find((c) => c.path === '/api/leagues')?.body).toEqual({
      title: "Virat's League",
      maxTeams: 6,
      pace: 'standard',
      botsFill: true,
      visibility: 'private',
    });
    expect((await screen.findByTestId('invite-code')).textContent).toBe('ABC234');
    expect(await screen.findByRole('img', { name: 'QR code of the invite link' })).toBeTruthy();
    expect(screen.getByText(/\/join\/ABC234$/)).toBeTruthy();
  });
});

describe('the league page', () => {
  it('lets the organiser start only once two teams are in', async () => {
    signInAs();
    stubFetch({
      'POST /api/user/getById': profileReply,
      'GET /api/leagues/ABC234': { status: 200, body: league({ teams: 1 }) },
    });
    renderApp('/league/ABC234');
    const start = await screen.findByRole('button', { name: 'Start now' });
    expect((start as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('You can start once two teams have joined.')).toBeTruthy();
    expect(screen.getByTestId('league-teams').textContent).toContain('Virat Kohli XI');
  });

  it('starts the league and opens the room', async () => {
    signInAs();
    const { calls } = stubFetch({
      'POST /api/user/getById': profileReply,
      'GET /api/leagues/ABC234': { status: 200, body: league({ teams: 2 }) },
      [`POST /api/auctions/${league().auctionId}/organiser/start`]: {
        status: 200,
        body: { auctionId: league().auctionId, status: 'LIVE', startsAt: league().startsAt },
      },
    });
    const { user, router } = renderApp('/league/ABC234');
    await user.click(await screen.findByRole('button', { name: 'Start now' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/auctionRoom/${league().auctionId}`),
    );
    expect(calls.some((c) => c.path.endsWith('/organiser/start'))).toBe(true);
  });

  it('a member leaves before the start', async () => {
    signInAs();
    const { calls } = stubFetch({
      'POST /api/user/getById': profileReply,
      'GET /api/leagues/ABC234': {
        status: 200,
        body: league({ you: { organiser: false, teamId: 't_1' } }),
      },
      'POST /api/leagues/ABC234/leave': { status: 204 },
    });
    const { user } = renderApp('/league/ABC234');
    await user.click(await screen.findByRole('button', { name: 'Leave this league' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.path === '/api/leagues/ABC234/leave')).toBe(
        true,
      ),
    );
  });

  it('the organiser removes a team before the start', async () => {
    signInAs();
    const { calls } = stubFetch({
      'POST /api/user/getById': profileReply,
      'GET /api/leagues/ABC234': {
        status: 200,
        body: league({ members: [{ teamId: 't_9', name: 'Rohit XI', isBot: false }] }),
      },
      'DELETE /api/leagues/ABC234/teams/t_9': { status: 204 },
    });
    const { user } = renderApp('/league/ABC234');
    await user.click(await screen.findByRole('button', { name: 'Remove Rohit XI' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.path.endsWith('/teams/t_9'))).toBe(true),
    );
  });

  it('says when no league has the code', async () => {
    signInAs();
    stubFetch({
      'POST /api/user/getById': profileReply,
      'GET /api/leagues/ZZZZZZ': {
        status: 404,
        body: { error: { code: 'LEAGUE_NOT_FOUND', message: 'No league has this code' } },
      },
    });
    renderApp('/league/ZZZZZZ');
    expect(await screen.findByText('League not found')).toBeTruthy();
  });
});

describe('joining from an invite link', () => {
  it('signed out: offers sign-up and login that come back to the join screen', async () => {
    stubFetch({
      'GET /api/leagues/ABC234': { status: 200, body: league({ you: null }) },
    });
    renderApp('/join/ABC234');
    const signUp = await screen.findByRole('link', { name: 'Sign up to join' });
    expect(signUp.getAttribute('href')).toBe('/signup?next=%2Fjoin%2FABC234');
    expect(screen.getByRole('link', { name: 'I have an account' }).getAttribute('href')).toBe(
      '/login?next=%2Fjoin%2FABC234',
    );
  });

  it('signed in: joins with a team name and opens the league', async () => {
    signInAs();
    const { calls } = stubFetch({
      'POST /api/user/getById': profileReply,
      'GET /api/leagues/ABC234': {
        status: 200,
        body: league({ you: { organiser: false, teamId: null } }),
      },
      'POST /api/leagues/ABC234/join': {
        status: 201,
        body: { auctionId: league().auctionId, teamId: 't_1' },
      },
    });
    const { user, router } = renderApp('/join/ABC234');
    await user.click(await screen.findByRole('button', { name: 'Join league' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/league/ABC234'));
    expect(calls.find((c) => c.path === '/api/leagues/ABC234/join')?.body).toEqual({
      teamName: 'Virat Kohli XI',
    });
  });

  it('an account that has not confirmed 18+ is asked first', async () => {
    signInAs();
    stubFetch({
      'POST /api/user/getById': profileReply,
      'GET /api/gaming': { status: 200, body: gamingView({ ageConfirmedAt: null }) },
      'GET /api/leagues/ABC234': {
        status: 200,
        body: league({ you: { organiser: false, teamId: null } }),
      },
    });
    renderApp('/join/ABC234');
    expect(await screen.findByRole('alertdialog', { name: 'Are you 18 or older?' })).toBeTruthy();
  });

  it('says a full league is full', async () => {
    signInAs();
    stubFetch({
      'GET /api/leagues/ABC234': {
        status: 200,
        body: league({ teams: 6, you: { organiser: false, teamId: null } }),
      },
    });
    renderApp('/join/ABC234');
    expect(await screen.findByText('This league is full')).toBeTruthy();
  });

  it('login with ?next= goes back to the join screen', async () => {
    stubFetch({
      'POST /api/user/login': {
        status: 201,
        body: { status: 201, token: 'tok', session_timeout: 60, user: testUser },
      },
      'POST /api/user/getById': profileReply,
      'GET /api/leagues/ABC234': {
        status: 200,
        body: league({ you: { organiser: false, teamId: null } }),
      },
    });
    const { user, router } = renderApp('/login?next=%2Fjoin%2FABC234');
    await user.type(await screen.findByLabelText('Email'), 'virat@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/join/ABC234'));
    expect(await screen.findByRole('button', { name: 'Join league' })).toBeTruthy();
  });

  it('ignores a ?next= that leaves the app', async () => {
    signInAs();
    stubFetch({ 'POST /api/user/getById': profileReply });
    const { router } = renderApp('/login?next=%2F%2Fevil.example');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });
});
