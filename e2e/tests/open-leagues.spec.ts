/**
 * Home's open leagues at 390×844: a public league starting within the hour is listed with its free
 * seats and opens the join screen; a private one and a full one are not listed. The leagues are
 * made through the API; the Home of a fourth player is looked at, in English and Hindi.
 */
import { expect, test } from '../support/test';
import { signInContext, signUp, type Player } from '../support/auction';
import { api } from '../support/scored-auction';
import { PHONE } from '../support/room';
import { shot } from '../support/shots';
import { audit } from '../support/axe';

const base = () => process.env.E2E_BASE_URL ?? '';
const stamp = () => String(Date.now()).slice(-5);

async function league(
  organiser: Player,
  title: string,
  o: { maxTeams: number; visibility: 'public' | 'private' },
): Promise<string> {
  const { inviteCode } = await api<{ inviteCode: string }>(base(), '/leagues', {
    method: 'POST',
    token: organiser.token,
    body: JSON.stringify({
      title,
      startsAt: new Date(Date.now() + 30 * 60_000).toISOString(),
      ...o,
    }),
  });
  return inviteCode;
}

const join = (player: Player, code: string, teamName: string) =>
  api(base(), `/leagues/${code}/join`, {
    method: 'POST',
    token: player.token,
    body: JSON.stringify({ teamName }),
  });

test('Home lists a public league starting soon and hides a private and a full one', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const s = stamp();
  const [a, b, c, viewer] = [
    await signUp(base(), `Org${s}`),
    await signUp(base(), `Mate${s}`),
    await signUp(base(), `Priv${s}`),
    await signUp(base(), `New${s}`),
  ];
  const open = await league(a, `Open Night ${s}`, { maxTeams: 4, visibility: 'public' });
  await join(a, open, `Asha XI ${s}`);
  await league(c, `Private Night ${s}`, { maxTeams: 4, visibility: 'private' });
  const full = await league(b, `Full Night ${s}`, { maxTeams: 2, visibility: 'public' });
  await join(b, full, `Bhavna XI ${s}`);
  await join(a, full, `Asha Two ${s}`);

  const context = await browser.newContext(PHONE);
  await signInContext(context, viewer);
  const page = await context.newPage();
  await page.goto(`${base()}/home`);
  const list = page.getByTestId('open-leagues');
  const listed = list.getByRole('link', { name: new RegExp(`Open Night ${s}`) });
  await expect(listed).toBeVisible();
  await expect(listed).toContainText('3 seats free');
  await expect(listed).toContainText(/Starts .*IST/);
  await expect(list.getByText(`Private Night ${s}`)).toHaveCount(0);
  await expect(list.getByText(`Full Night ${s}`)).toHaveCount(0);
  await listed.scrollIntoViewIfNeeded();
  await shot(page, 'open-leagues-01-home-390');
  const findings = await audit(page, 'home open leagues', 'en');

  // The same join screen as an invite link.
  await listed.click();
  await expect(page).toHaveURL(new RegExp(`/join/${open}$`));
  await expect(page.getByRole('button', { name: 'Join league' })).toBeVisible();

  // Hindi (a player whose account speaks it, on a phone of their own): the list speaks it too.
  const hindiViewer = await signUp(base(), `Naya${s}`);
  await api(base(), '/users/language', {
    method: 'PUT',
    token: hindiViewer.token,
    body: JSON.stringify({ language: 'hi' }),
  });
  const hiContext = await browser.newContext(PHONE);
  await hiContext.addInitScript(() => localStorage.setItem('bidxi-language', 'hi'));
  await signInContext(hiContext, hindiViewer);
  const hiPage = await hiContext.newPage();
  await hiPage.goto(`${base()}/home`);
  const hindi = hiPage.getByTestId('open-leagues').getByRole('link', {
    name: new RegExp(`Open Night ${s}`),
  });
  await expect(hindi).toContainText('3 सीटें खाली');
  await expect(hiPage.getByRole('heading', { name: 'जल्द शुरू होने वाली खुली लीग' })).toBeVisible();
  await expect(hiPage.getByTestId('open-leagues').getByText(`Full Night ${s}`)).toHaveCount(0);
  await hindi.scrollIntoViewIfNeeded();
  await shot(hiPage, 'open-leagues-02-home-hi-390');
  findings.push(...(await audit(hiPage, 'home open leagues', 'hi')));
  expect(findings).toEqual([]);
  await Promise.all([context.close(), hiContext.close()]);
});
