/**
 * Real-money mode: the Responsible gaming screen at 390×844 — a daily recharge limit (the
 * Add Money sheet refuses past it, at the amount), a waiting raise, and a 30-day self-exclusion behind
 * a confirmation, after which every screen says "Self-excluded until …". axe finds nothing.
 */
import { analyzeSettled } from '../support/axe';
import { expect, test, type Page } from '../support/test';
import { signInContext, signUp } from '../support/auction';
import { PHONE } from '../support/room';
import { settleAnimations } from '../support/settle';
import { shot } from '../support/shots';

const base = () => process.env.E2E_BASE_URL ?? '';
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function axe(page: Page) {
  const results = await analyzeSettled(page, TAGS);
  return results.violations.flatMap((v) => v.nodes.map((n) => `${v.id} ${n.target.join(' ')}`));
}

test('a player sets a daily limit, meets it on Add Money, and self-excludes for 30 days', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const player = await signUp(base(), `Meera${String(Date.now()).slice(-5)}`);
  const context = await browser.newContext(PHONE);
  await signInContext(context, player);
  const page = await context.newPage();

  // Reached from the side menu.
  await page.goto(`${base()}/home`);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'Responsible Gaming' }).click();
  await expect(page.getByRole('heading', { name: 'Responsible gaming' })).toBeVisible();
  await expect(page.getByText('No limit')).toBeVisible();
  await shot(page, 'rg-01-responsible-gaming');
  expect(await axe(page)).toEqual([]);

  // A ₹500 limit applies at once; ₹300 requested today leaves ₹200.
  await page.getByLabel('Set a daily limit').fill('500');
  await page.getByRole('button', { name: 'Save limit' }).click();
  await expect(page.getByText('Daily recharge limit saved')).toBeVisible();
  const res = await fetch(`${base()}/api/wallet/recharge-request`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${player.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ amount: 300, UTRNumber: `RG${Date.now()}` }),
  });
  expect(res.status).toBe(201);
  // Raising it waits 24 h: the notice says when.
  await page.getByLabel('New daily limit').fill('2000');
  await page.getByRole('button', { name: 'Save limit' }).click();
  await expect(page.getByText(/Your limit becomes ₹2,000.00 on .* IST/)).toBeVisible();
  await page.reload();
  await expect(page.getByText('₹200.00 left today')).toBeVisible();
  await shot(page, 'rg-02-limit-and-raise');
  expect(await axe(page)).toEqual([]);

  // Add Money: ₹300 more is refused at the amount, with what is left.
  await page.goto(`${base()}/myWallet?sheet=add`);
  const sheet = page.getByRole('dialog', { name: 'Add Money' });
  await sheet.getByLabel('Amount', { exact: true }).fill('300');
  await sheet.getByLabel('UTR / Reference number').fill(`RG${Date.now()}X`);
  await sheet.getByRole('button', { name: 'Submit Request' }).click();
  const limitText =
    'This recharge would pass your daily limit of ₹500.00. You can add up to ₹200.00 more today (India time).';
  await expect(sheet.getByText(limitText)).toBeVisible();
  await shot(page, 'rg-03-add-money-over-limit');

  // Self-exclusion: chosen, confirmed, then shown on every screen.
  await page.goto(`${base()}/responsible-gaming`);
  await page.getByRole('button', { name: 'Self-exclude for 30 days' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Self-exclude for 30 days?' });
  await expect(confirm).toBeVisible();
  await settleAnimations(page);
  // What the phone shows (a full-page shot would cut the fixed dialog and header apart).
  await page.screenshot({ path: 'artifacts/rg-04-confirm-self-exclusion.png' });
  expect(await axe(page)).toEqual([]);
  await confirm.getByRole('button', { name: 'Yes, self-exclude' }).click();
  await expect(
    page.getByText(/^Self-excluded until \d{1,2} \w{3} \d{4}, \d{1,2}:\d\d [ap]m IST$/).first(),
  ).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, 'rg-05-self-excluded');
  expect(await axe(page)).toEqual([]);
  await page.goto(`${base()}/home`);
  await expect(page.getByText(/^Self-excluded until /).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await shot(page, 'rg-06-home-self-excluded');

  // The server refuses the recharge too.
  const refused = await fetch(`${base()}/api/wallet/recharge-request`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${player.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ amount: 10, UTRNumber: `RG${Date.now()}Y` }),
  });
  expect(refused.status).toBe(403);
  await context.close();
});
