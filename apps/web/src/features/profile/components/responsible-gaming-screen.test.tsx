import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { gamingView, profileReply, stubFetch, type StubReply } from '@/testing/fetch-stub';
import { i18n } from '@/i18n/i18n';
import { renderApp, signInAs } from '@/testing/render-app';

const answer = (over: Record<string, unknown>, message = 'Daily recharge limit saved') => ({
  status: 200,
  body: { message, gaming: gamingView(over) },
});

function stubGaming(view: StubReply, more: Record<string, StubReply> = {}) {
  return stubFetch({
    'GET /api/gaming': view,
    'POST /api/user/getById': profileReply,
    ...more,
  });
}

describe('Responsible gaming screen', () => {
  beforeEach(() => signInAs());

  it('shows the limit, today’s use against it and a waiting raise', async () => {
    stubGaming({
      status: 200,
      body: gamingView({
        dailyLimit: 500,
        dailyLimitPaise: 50_000,
        rechargedToday: 300,
        rechargedTodayPaise: 30_000,
        remainingToday: 200,
        remainingTodayPaise: 20_000,
        pendingLimit: {
          limit: 900,
          limitPaise: 90_000,
          effectiveAt: '2026-11-25T04:00:00.000Z',
          effectiveAtText: '25 Nov 2026, 09:30 IST',
        },
      }),
    });
    renderApp('/responsible-gaming');
    expect(await screen.findByRole('heading', { name: 'Responsible gaming' })).toBeTruthy();
    expect(screen.getByText('₹500.00')).toBeTruthy();
    expect(screen.getByText('₹300.00')).toBeTruthy();
    expect(screen.getByText('₹200.00 left today')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('60');
    expect(screen.getByRole('status').textContent).toBe(
      'Your limit becomes ₹900.00 on 25 Nov 2026, 9:30 am IST. Until then your current limit stays.',
    );
    expect(screen.getByText(/Raising or removing it applies after 24 hours/)).toBeTruthy();
  });

  it('saves a limit in rupees and shows the answer; refuses a bad amount without sending', async () => {
    const { calls } = stubGaming(
      { status: 200, body: gamingView() },
      {
        'POST /api/gaming/recharge-limit': answer({
          dailyLimit: 2000,
          dailyLimitPaise: 200_000,
          remainingToday: 2000,
          remainingTodayPaise: 200_000,
        }),
      },
    );
    const { user } = renderApp('/responsible-gaming');
    const field = await screen.findByLabelText('Set a daily limit');
    await user.click(screen.getByRole('button', { name: 'Save limit' }));
    expect(screen.getByText('Enter an amount from ₹1, in rupees (e.g. 2000)')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/gaming/recharge-limit')).toBe(false);
    await user.type(field, '2000');
    await user.click(screen.getByRole('button', { name: 'Save limit' }));
    expect(await screen.findByText('Daily recharge limit saved')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/gaming/recharge-limit')?.body).toEqual({
      limit: 2000,
    });
    expect(await screen.findByText('₹2,000.00 left today')).toBeTruthy();
  });

  it('self-excludes only after the confirmation, then says until when', async () => {
    const until = '1 Dec 2026, 09:30 IST';
    const { calls } = stubGaming(
      { status: 200, body: gamingView() },
      {
        'POST /api/gaming/self-exclusion': answer(
          { selfExcludedUntil: '2026-12-01T04:00:00.000Z', selfExcludedUntilText: until },
          `Self-excluded until ${until}`,
        ),
      },
    );
    const { user } = renderApp('/responsible-gaming');
    await user.click(await screen.findByRole('radio', { name: '7 days' }));
    await user.click(screen.getByRole('button', { name: 'Self-exclude for 7 days' }));
    const dialog = within(
      await screen.findByRole('alertdialog', { name: 'Self-exclude for 7 days?' }),
    );
    await user.click(dialog.getByRole('button', { name: 'Keep playing' }));
    expect(calls.some((c) => c.path === '/api/gaming/self-exclusion')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Self-exclude for 7 days' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Yes, self-exclude',
      }),
    );
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/gaming/self-exclusion')?.body).toEqual({ days: 7 }),
    );
    // The toast and the strip say the instant in the app's one format (not the server's text).
    const shown = await screen.findAllByText(/^Self-excluded until /);
    expect(new Set(shown.map((e) => e.textContent))).toEqual(
      new Set(['Self-excluded until 1 Dec 2026, 9:30 am IST']),
    );
  });

  it('has no recharge limit in play mode', async () => {
    stubGaming({ status: 200, body: gamingView({ moneyMode: 'play' }) });
    renderApp('/responsible-gaming');
    expect(await screen.findByText(/there is no money to add/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save limit' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Self-exclude for 30 days' })).toBeTruthy();
  });

  it('shows an error with a retry when the limits cannot be read', async () => {
    let fail = true;
    const { calls } = stubFetch({
      'POST /api/user/getById': profileReply,
      'GET /api/gaming': () =>
        fail
          ? { status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } }
          : { status: 200, body: gamingView() },
    });
    const { user } = renderApp('/responsible-gaming');
    expect(
      await screen.findByText('Could not load your limits', {}, { timeout: 5_000 }),
    ).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Responsible gaming' })).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/gaming').length).toBeGreaterThan(1);
  });
});

describe('Age gate', () => {
  beforeEach(() => signInAs());

  it('blocks an account made before the question until it confirms 18+', async () => {
    let confirmed = false;
    const { calls } = stubFetch({
      'POST /api/user/getById': profileReply,
      'GET /api/gaming': () => ({
        status: 200,
        body: gamingView({ ageConfirmedAt: confirmed ? '2026-11-24T04:00:00.000Z' : null }),
      }),
      'POST /api/gaming/age-confirmation': () => {
        confirmed = true;
        return answer({ ageConfirmedAt: '2026-11-24T04:00:00.000Z' }, 'Thank you');
      },
    });
    const { user } = renderApp('/profile');
    const gate = within(await screen.findByRole('alertdialog', { name: 'Are you 18 or older?' }));
    const confirm = gate.getByRole('button', { name: 'Confirm' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    await user.click(gate.getByLabelText('I confirm that I am 18 or older'));
    await user.click(confirm);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.find((c) => c.path === '/api/gaming/age-confirmation')?.body).toEqual({
      ageConfirmed: true,
    });
  });
});

describe('Responsible gaming in Hindi', () => {
  it('speaks Hindi: the limit, a waiting raise in Hindi dates, the saved answer and the break', async () => {
    await i18n.changeLanguage('hi');
    signInAs();
    stubGaming(
      {
        status: 200,
        body: gamingView({
          dailyLimit: 500,
          dailyLimitPaise: 50_000,
          remainingToday: 500,
          remainingTodayPaise: 50_000,
          pendingLimit: {
            limit: 900,
            limitPaise: 90_000,
            effectiveAt: '2026-11-25T04:00:00.000Z',
            effectiveAtText: '25 Nov 2026, 09:30 IST',
          },
        }),
      },
      { 'POST /api/gaming/recharge-limit': answer({ dailyLimit: 400, dailyLimitPaise: 40_000 }) },
    );
    const { user } = renderApp('/responsible-gaming');
    expect(await screen.findByRole('heading', { name: 'ज़िम्मेदारी से खेलें' })).toBeTruthy();
    expect(screen.getByText('आज ₹500.00 बाकी')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(
      /^25 नव॰? 2026, सुबह 9:30 \(भारतीय समय\) से आपकी सीमा ₹900.00 हो जाएगी।/,
    );
    await user.type(screen.getByLabelText('रोज़ की नई सीमा'), '400');
    await user.click(screen.getByRole('button', { name: 'सीमा सेव करें' }));
    expect(await screen.findByText('रोज़ की रिचार्ज सीमा सेव हो गई')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '30 दिन का ब्रेक लें' }));
    const dialog = await screen.findByRole('alertdialog', { name: '30 दिन का ब्रेक लें?' });
    expect(within(dialog).getByRole('button', { name: 'खेलते रहें' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Self-exclude|Daily recharge|Your limit/);
    await i18n.changeLanguage('en');
  });
});
