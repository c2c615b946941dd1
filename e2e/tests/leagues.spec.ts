/**
 * Leagues at 390×844 with three phones: A creates a league from Home in a few taps; B, signed out,
 * opens the invite link, signs up, lands back on the join screen and joins; C types the code on
 * Home; they chat in the lobby; A starts; a bot fills the empty seat; A pauses, resumes and undoes a
 * sale from the room screen; a fourth player finds the league full; B cannot pause A's league. The
 * league screens (create, invite, join, lobby) are axe-clean in Hindi too.
 */
import { expect, test, type Page } from '../support/test';
import { signInContext, signUp } from '../support/auction';
import { PHONE } from '../support/room';
import { shot } from '../support/shots';
import { audit, phoneIn } from '../support/axe';

const base = () => process.env.E2E_BASE_URL ?? '';
const stamp = () => String(Date.now()).slice(-5);

async function joinFromScreen(page: Page, code: string) {
  await expect(page).toHaveURL(new RegExp(`/join/${code}$`));
  await page.getByRole('button', { name: 'Join league' }).click();
  await expect(page).toHaveURL(new RegExp(`/league/${code}$`));
  await expect(page.getByText('You are in. Wait here for the start.')).toBeVisible();
}

test('a league: create, invite, join by link and code, start, organise from the room', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const [a, c, d] = [
    await signUp(base(), `Asha${stamp()}`),
    await signUp(base(), `Chetan${stamp()}`),
    await signUp(base(), `Dev${stamp()}`),
  ];

  // A: Home → Create a league → (4 teams) → Create league.
  const aContext = await browser.newContext(PHONE);
  await signInContext(aContext, a);
  const aPage = await aContext.newPage();
  await aPage.goto(`${base()}/home`);
  await aPage.getByRole('link', { name: 'Create a league' }).click();
  await aPage.getByLabel('Teams').selectOption('4');
  await shot(aPage, 'leagues-01-create-390');
  const findings = await audit(aPage, 'create league', 'en');
  await aPage.getByRole('button', { name: 'Create league' }).click();
  await expect(aPage).toHaveURL(/\/league\/[23456789A-Z]{6}$/);
  const code = aPage.url().split('/').pop()!;
  await expect(aPage.getByTestId('invite-code')).toHaveText(code);
  await expect(aPage.getByRole('img', { name: 'QR code of the invite link' })).toBeVisible();
  await shot(aPage, 'leagues-02-invite-390');
  findings.push(...(await audit(aPage, 'league page', 'en')));
  // A plays too: joins like anyone else.
  await aPage.getByRole('link', { name: 'Join this league' }).click();
  await joinFromScreen(aPage, code);

  // B: signed out, opens the link, signs up, comes back to the join screen and joins.
  const bContext = await browser.newContext(PHONE);
  const bPage = await bContext.newPage();
  await bPage.goto(`${base()}/join/${code}`);
  await shot(bPage, 'leagues-03-join-signed-out-390');
  findings.push(...(await audit(bPage, 'join signed out', 'en')));
  await bPage.getByRole('link', { name: 'Sign up to join' }).click();
  const bName = `Bhavna${stamp()}`;
  await bPage.getByLabel('Username').fill(bName);
  await bPage.getByLabel('Email').fill(`${bName.toLowerCase()}@e2e.bidxi`);
  await bPage.getByLabel('Password', { exact: true }).fill('secret-pass-1');
  await bPage.getByLabel(/^confirm password$/i).fill('secret-pass-1');
  await bPage.getByLabel('I confirm that I am 18 or older').check();
  await bPage.getByRole('button', { name: 'Sign Up' }).click();
  await expect(bPage).toHaveURL(new RegExp(`/join/${code}$`));
  await expect(bPage.getByRole('button', { name: 'Join league' })).toBeVisible();
  await shot(bPage, 'leagues-04-join-390');
  findings.push(...(await audit(bPage, 'join', 'en')));
  expect(findings).toEqual([]);
  await joinFromScreen(bPage, code);
  const bToken = await bPage.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('bidxi-session') ?? '{}') as { state: { token: string } })
        .state.token,
  );

  // C: types the code on Home.
  const cContext = await browser.newContext(PHONE);
  await signInContext(cContext, c);
  const cPage = await cContext.newPage();
  await cPage.goto(`${base()}/home`);
  await cPage.getByLabel('Invite code').fill(code.toLowerCase());
  await cPage.getByRole('button', { name: 'Join', exact: true }).click();
  await joinFromScreen(cPage, code);

  // The lobby: three of four, who is online, and a chat before the start (the room's connection).
  await aPage.reload();
  await expect(aPage.getByText('3 of 4 teams joined')).toBeVisible();
  const aLobby = aPage.getByTestId('league-lobby');
  await expect(aLobby.getByTestId('league-online')).toHaveText('3 teams online now');
  const cLobby = cPage.getByTestId('league-lobby');
  await cLobby.getByLabel('Message', { exact: true }).fill('Ready when you are');
  await cLobby.getByRole('button', { name: 'Send message' }).click();
  await expect(aLobby.getByText('Ready when you are')).toBeVisible();
  await expect(bPage.getByTestId('league-lobby').getByText('Ready when you are')).toBeVisible();
  await shot(aPage, 'leagues-05-lobby-390');
  await aPage.getByRole('button', { name: 'Start now' }).click();
  await expect(aPage).toHaveURL(/\/auctionRoom\/[0-9a-f-]{36}$/);
  const auctionId = aPage.url().split('/').pop()!;
  // C, waiting in the lobby, is taken into the room as the league starts.
  await expect(cPage).toHaveURL(new RegExp(`/auctionRoom/${auctionId}$`), { timeout: 15_000 });

  // B cannot pause A's league.
  const byB = await fetch(`${base()}/api/auctions/${auctionId}/organiser/pause`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${bToken}`, 'Content-Type': 'application/json' },
    body: '{}',
  });
  expect(byB.status).toBe(403);
  await bPage.goto(`${base()}/auctionRoom/${auctionId}`);
  await expect(bPage.getByTestId('room-title')).toBeVisible();
  await expect(bPage.getByTestId('organiser-desk')).toHaveCount(0);

  // A runs it from the room screen: pause, resume, then undo a sale once one is made.
  await expect(aPage.getByTestId('lot-countdown')).toBeVisible({ timeout: 60_000 });

  // A fourth player finds the league full: the bot took the empty seat when the room opened.
  const full = await fetch(`${base()}/api/leagues/${code}/join`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${d.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ teamName: 'Late Comers' }),
  });
  expect(full.status).toBe(409);
  expect(((await full.json()) as { error: { code: string } }).error.code).toBe('LEAGUE_FULL');
  const dContext = await browser.newContext(PHONE);
  await signInContext(dContext, d);
  const dPage = await dContext.newPage();
  await dPage.goto(`${base()}/join/${code}`);
  // A fresh context boots the app beside three pages in a live room: on a loaded CI machine its
  // first request has come 15 s after the navigation.
  await expect(dPage.getByText('This league is full')).toBeVisible({ timeout: 45_000 });
  await expect(dPage.getByRole('button', { name: 'Join league' })).toHaveCount(0);
  await dContext.close();

  await aPage.getByText('Run this league').click();
  const desk = aPage.getByTestId('organiser-controls');
  await expect(desk).toBeVisible();
  await desk.getByRole('button', { name: 'Pause', exact: true }).click();
  await expect(aPage.getByTestId('paused-banner')).toBeVisible();
  await expect(bPage.getByTestId('paused-banner')).toBeVisible();
  await shot(aPage, 'leagues-06-organiser-controls-390');
  await desk.getByRole('button', { name: 'Resume', exact: true }).click();
  await expect(aPage.getByTestId('paused-banner')).toHaveCount(0);

  const undo = desk.getByRole('button', { name: 'Undo last sale' });
  await expect(undo).toBeEnabled({ timeout: 120_000 });
  await undo.click();
  await aPage.getByLabel('Reason (shown to the room)').fill('Wrong paddle');
  await aPage.getByRole('alertdialog').getByRole('button', { name: 'Undo last sale' }).click();
  await expect(aPage.getByText('Sale undone')).toBeVisible();
  await shot(aPage, 'leagues-07-undo-390');

  await Promise.all([aContext.close(), bContext.close(), cContext.close()]);
});

test('the league screens are axe-clean in Hindi: create, invite, join and the lobby', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const [a, b] = [await signUp(base(), `Anil${stamp()}`), await signUp(base(), `Bina${stamp()}`)];
  const aContext = await phoneIn(browser, 'hi');
  await signInContext(aContext, a);
  const aPage = await aContext.newPage();
  await aPage.goto(`${base()}/leagues/new`);
  await expect(aPage.getByRole('heading', { name: 'नई लीग' })).toBeVisible();
  await shot(aPage, 'leagues-hi-01-create-390');
  const findings = await audit(aPage, 'create league', 'hi');
  await aPage.getByRole('button', { name: 'लीग बनाएं' }).click();
  await expect(aPage).toHaveURL(/\/league\/[23456789A-Z]{6}$/);
  const code = aPage.url().split('/').pop()!;
  await expect(aPage.getByTestId('invite-code')).toHaveText(code);
  await shot(aPage, 'leagues-hi-02-invite-390');
  findings.push(...(await audit(aPage, 'league page', 'hi')));

  const bContext = await phoneIn(browser, 'hi');
  await signInContext(bContext, b);
  const bPage = await bContext.newPage();
  await bPage.goto(`${base()}/join/${code}`);
  await expect(bPage.getByRole('button', { name: 'लीग से जुड़ें' })).toBeVisible();
  await shot(bPage, 'leagues-hi-03-join-390');
  findings.push(...(await audit(bPage, 'join', 'hi')));
  await bPage.getByRole('button', { name: 'लीग से जुड़ें' }).click();
  await expect(bPage).toHaveURL(new RegExp(`/league/${code}$`));
  const lobby = bPage.getByTestId('league-lobby');
  await expect(lobby.getByTestId('league-online')).toHaveText('अभी 1 टीम ऑनलाइन है');
  await shot(bPage, 'leagues-hi-04-lobby-390');
  findings.push(...(await audit(bPage, 'lobby', 'hi')));
  expect(findings).toEqual([]);
  await Promise.all([aContext.close(), bContext.close()]);
});
