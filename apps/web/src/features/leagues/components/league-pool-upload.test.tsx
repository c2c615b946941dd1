// The organiser's "Use my own players": the admin's import dialog, sending the sheet to the league's
// pool endpoint (a checked preview first, then the write); a bad row is shown as the admin sees it.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { profileReply, stubFetch } from '@/testing/fetch-stub';
import { renderApp, signInAs, signOutAll } from '@/testing/render-app';

afterEach(() => signOutAll());

const AUCTION = '7c1e6a52-7d0b-4a3f-9a57-3c5c7f1d2b10';
const HEADER =
  'name,type,base_cr,bonus,slot_1,slot_2,slot_3,slot_4,slot_5,slot_6,slot_7,slot_8,slot_9,slot_10,slot_11';
const GOOD = 'Virat Kohli,Batsmen 1,2,0,975,975,900,0,0,0,0,0,0,0,0';
const BAD = 'Rohit Sharma,Batsmen 1,abc,0,975,975,200,350,0,0,0,0,0,0,0';
const csv = (...rows: string[]) =>
  new File([[HEADER, ...rows].join('\n')], 'pool.csv', { type: 'text/csv' });

const league = {
  auctionId: AUCTION,
  title: 'Friday Friends',
  startsAt: '2026-11-29T12:00:00.000Z',
  organiser: 'Virat Kohli',
  teams: 0,
  members: [],
  maxTeams: 2,
  status: 'SCHEDULED',
  visibility: 'private',
  pace: 'standard',
  botsFill: true,
  purseCr: 100,
  you: { organiser: true, teamId: null },
};

describe("the organiser's own players", () => {
  it('checks the sheet, then replaces the pool through the league endpoint', async () => {
    signInAs();
    const { calls } = stubFetch({
      'POST /api/user/getById': profileReply,
      'GET /api/leagues/ABC234': { status: 200, body: league },
      'POST /api/leagues/ABC234/pool': ({ body }) => ({
        status: 200,
        body: { auctionId: AUCTION, players: 1, dryRun: (body as { dryRun: boolean }).dryRun },
      }),
    });
    const { user } = renderApp('/league/ABC234');
    await user.click(await screen.findByRole('button', { name: 'Use my own players' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your own players' });
    await user.upload(within(dialog).getByLabelText(/Choose sheet/), csv(GOOD));
    await user.click(await within(dialog).findByRole('button', { name: 'Import 1 players' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/leagues/ABC234/pool')).toHaveLength(2),
    );
    const sent = calls.filter((c) => c.path === '/api/leagues/ABC234/pool');
    expect(sent.map((c) => (c.body as { dryRun: boolean }).dryRun)).toEqual([true, false]);
    expect(sent[1]?.body).toMatchObject({ sheetRows: [2] });
    expect(await screen.findByText('The league now uses your 1 player')).toBeTruthy();
  });

  it('a bad row is named by its spreadsheet row and nothing is written', async () => {
    signInAs();
    const { calls } = stubFetch({
      'POST /api/user/getById': profileReply,
      'GET /api/leagues/ABC234': { status: 200, body: league },
      'POST /api/leagues/ABC234/pool': {
        status: 422,
        body: {
          rows: [{ index: 1, row: 3, errors: { base_cr: 'Base price must be a number' } }],
          error: {
            code: 'INVALID_PLAYER_ROWS',
            message: '1 row has errors (first: row 3); nothing was imported',
          },
        },
      },
    });
    const { user } = renderApp('/league/ABC234');
    await user.click(await screen.findByRole('button', { name: 'Use my own players' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your own players' });
    await user.upload(within(dialog).getByLabelText(/Choose sheet/), csv(GOOD, BAD));
    const problems = await within(dialog).findByRole('list', { name: 'Problems' });
    expect(problems.textContent).toBe('Row 3: Base price must be a number');
    const sent = calls.filter((c) => c.path === '/api/leagues/ABC234/pool');
    expect(sent).toHaveLength(1);
    expect((sent[0]?.body as { dryRun: boolean }).dryRun).toBe(true);
  });
});

describe('own players at the creation', () => {
  it('uploads the sheet once (checked, kept) and makes the league with its pool id', async () => {
    signInAs();
    const poolId = '0f6b1d7e-52a8-4c1e-9d3a-6b2f8e4c7a10';
    const { calls } = stubFetch({
      'POST /api/user/getById': profileReply,
      'POST /api/leagues/pools': { status: 201, body: { poolId, players: 1 } },
      'POST /api/leagues': {
        status: 201,
        body: { auctionId: AUCTION, inviteCode: 'ABC234', inviteUrl: 'http://x/join/ABC234' },
      },
      'GET /api/leagues/ABC234': { status: 200, body: league },
    });
    const { user, router } = renderApp('/leagues/new');
    expect((await screen.findByTestId('create-pool')).textContent).toBe(
      'The built-in sheet: 148 players',
    );
    await user.click(screen.getByRole('button', { name: 'Use my own players' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your own players' });
    await user.upload(within(dialog).getByLabelText(/Choose sheet/), csv(GOOD));
    await user.click(await within(dialog).findByRole('button', { name: 'Import 1 players' }));
    await waitFor(() =>
      expect(screen.getByTestId('create-pool').textContent).toBe('Your own players: 1 player'),
    );
    expect(calls.filter((c) => c.path === '/api/leagues/pools')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Create league' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/league/ABC234'));
    expect(calls.find((c) => c.path === '/api/leagues')?.body).toMatchObject({ pool: poolId });
  });
});
