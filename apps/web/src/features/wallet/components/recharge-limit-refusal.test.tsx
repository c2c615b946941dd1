// The Add Money sheet says a responsible-gaming refusal at the amount, with the server's
// text (the limit and what is left today), and forgets it once the amount changes.
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubFetch } from '@/testing/fetch-stub';
import { renderApp, signInAs } from '@/testing/render-app';
import {
  appConfigReply,
  balanceReply,
  historyReply,
  userDetailReply,
} from '@/testing/wallet-fixtures';

const LIMIT_TEXT =
  'This recharge would pass your daily limit of ₹500.00. You can add up to ₹200.00 more today (India time).';

describe('Add Money: daily recharge limit', () => {
  beforeEach(() => signInAs());

  it('shows the limit refusal under the amount and clears it when the amount changes', async () => {
    stubFetch({
      'GET /api/app-config': appConfigReply,
      'POST /api/user/getById': userDetailReply(),
      'POST /api/wallet/balance': balanceReply({ balancePaise: 0 }),
      'POST /api/wallet/transaction-history': historyReply([]),
      'POST /api/wallet/recharge-request': {
        status: 422,
        body: {
          remaining: 200,
          error: { code: 'RECHARGE_LIMIT_EXCEEDED', message: LIMIT_TEXT },
        },
      },
    });
    const { user } = renderApp('/myWallet?sheet=add');
    const sheet = within(await screen.findByRole('dialog', { name: 'Add Money' }));
    const amount = sheet.getByLabelText('Amount');
    await user.type(amount, '300');
    await user.type(sheet.getByLabelText('UTR / Reference number'), 'ABC123456');
    await user.click(sheet.getByRole('button', { name: 'Submit Request' }));
    expect(await sheet.findByText(LIMIT_TEXT)).toBeTruthy();
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    await user.clear(amount);
    await user.type(amount, '200');
    expect(sheet.queryByText(LIMIT_TEXT)).toBeNull();
  });
});
