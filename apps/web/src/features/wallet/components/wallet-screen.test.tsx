import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubFetch } from '@/testing/fetch-stub';
import { renderApp, signInAs } from '@/testing/render-app';
import {
  appConfigReply,
  balanceReply,
  entry,
  fullPaymentInfo,
  historyReply,
  noPaymentInfo,
  userDetailReply,
} from '@/testing/wallet-fixtures';

const common = {
  'GET /api/app-config': appConfigReply,
  'POST /api/user/getById': userDetailReply(),
};

describe('My Wallet', () => {
  beforeEach(() => signInAs());

  it('says how long to wait when the wallet read is refused for rate', async () => {
    const refused = {
      status: 429,
      headers: { 'retry-after': '17' },
      body: {
        status: 429,
        retryAfterSeconds: 17,
        error: { code: 'RATE_LIMITED', message: 'Too many requests — try again in 17 s' },
      },
    };
    stubFetch({
      ...common,
      'POST /api/wallet/balance': refused,
      'POST /api/wallet/transaction-history': historyReply([]),
    });
    renderApp('/myWallet');
    const texts = await screen.findAllByText('Too many requests — try again in 17 s');
    expect(texts.length).toBeGreaterThanOrEqual(1);
    expect(screen.queryByText('BidXI has been updated')).toBeNull();
  });

  it('shows total, available and held in ₹ with Indian grouping, and the signed history', async () => {
    stubFetch({
      ...common,
      'POST /api/wallet/balance': balanceReply({ balancePaise: 12_345_000, heldPaise: 20_000 }),
      'POST /api/wallet/transaction-history': historyReply([
        entry({ id: 'w', type: 'WITHDRAWAL', direction: 'DEBIT', amountPaise: 20_000 }),
        entry({ id: 'r', status: 'APPROVED', UTRNumber: 'UTR123456', amountPaise: 12_365_000 }),
        entry({ id: 'd', status: 'DENIED', amountPaise: 100, note: 'UTR not found' }),
      ]),
    });
    renderApp('/myWallet');
    expect((await screen.findByTestId('wallet-total')).textContent).toBe('₹1,23,450.00');
    expect(screen.getByTestId('wallet-available').textContent).toBe('₹1,23,250.00');
    expect(screen.getByTestId('wallet-held').textContent).toBe('₹200.00');

    const rows = within(await screen.findByRole('list', { name: 'Transactions' })).getAllByRole(
      'listitem',
    );
    expect(rows).toHaveLength(3);
    expect(rows[0]!.textContent).toContain('Withdrawal');
    expect(rows[0]!.textContent).toContain('−₹200.00');
    expect(rows[0]!.textContent).toContain('Pending');
    expect(rows[1]!.textContent).toContain('+₹1,23,650.00');
    expect(rows[1]!.textContent).toContain('Approved');
    expect(rows[1]!.textContent).toContain('UTR UTR123456');
    expect(rows[2]!.textContent).toContain('Denied');
    expect(rows[2]!.textContent).toContain('Note: UTR not found');
  });

  it('is laid out for a desktop: a wide frame, the actions under the balance', async () => {
    stubFetch({
      ...common,
      'POST /api/wallet/balance': balanceReply({ balancePaise: 50_000 }),
      'POST /api/wallet/transaction-history': historyReply([entry({ id: 'r' })]),
    });
    renderApp('/myWallet');
    const summary = await screen.findByTestId('wallet-summary');
    expect(summary.closest('[data-layout]')?.getAttribute('data-layout')).toBe('wide');
    // Balance, then Withdraw and Add Money, then payment info: one column; the history beside it.
    const column = within(summary);
    const order = [
      column.getByRole('region', { name: 'Total balance' }),
      column.getByRole('button', { name: 'Withdraw' }),
      column.getByRole('button', { name: 'Add Money' }),
      column.getByRole('heading', { name: 'Payment info' }),
    ];
    for (const [i, node] of order.slice(1).entries()) {
      expect(
        order[i]!.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
    }
    expect(column.queryByRole('list', { name: 'Transactions' })).toBeNull();
    expect(await screen.findByRole('list', { name: 'Transactions' })).toBeTruthy();
  });

  it('has an empty state that offers Add Money', async () => {
    stubFetch({
      ...common,
      'POST /api/wallet/balance': balanceReply({}),
      'POST /api/wallet/transaction-history': historyReply([]),
    });
    const { user, router } = renderApp('/myWallet');
    expect(await screen.findByText('No transactions yet')).toBeTruthy();
    const card = screen.getByText('No transactions yet').parentElement!;
    await user.click(within(card).getByRole('button', { name: 'Add Money' }));
    expect(await screen.findByRole('dialog', { name: 'Add Money' })).toBeTruthy();
    expect(router.state.location.search).toBe('?sheet=add');
  });

  it('shows the spec error with a retry when the wallet cannot load', async () => {
    let fail = true;
    stubFetch({
      ...common,
      'POST /api/wallet/balance': () =>
        fail
          ? { status: 404, body: { error: { code: 'NOT_FOUND', message: 'x' } } }
          : balanceReply({ balancePaise: 100 }),
      'POST /api/wallet/transaction-history': historyReply([]),
    });
    const { user } = renderApp('/myWallet');
    expect(
      await screen.findByText('Failed to load wallet information. Please try again.'),
    ).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect((await screen.findByTestId('wallet-total')).textContent).toBe('₹1.00');
  });

  it('refreshes balance and history', async () => {
    let balance = 0;
    const { calls } = stubFetch({
      ...common,
      'POST /api/wallet/balance': () => balanceReply({ balancePaise: balance }),
      'POST /api/wallet/transaction-history': historyReply([]),
    });
    const { user } = renderApp('/myWallet');
    expect((await screen.findByTestId('wallet-total')).textContent).toBe('₹0.00');
    balance = 50_000;
    await user.click(screen.getByRole('button', { name: 'Refresh wallet' }));
    await waitFor(() => expect(screen.getByTestId('wallet-total').textContent).toBe('₹500.00'));
    expect(calls.filter((c) => c.path === '/api/wallet/transaction-history')).toHaveLength(2);
  });

  it('side menu shows the real total balance and opens the sheets', async () => {
    stubFetch({
      ...common,
      'POST /api/wallet/balance': balanceReply({ balancePaise: 250_075 }),
      'POST /api/wallet/transaction-history': historyReply([]),
    });
    const { user, router } = renderApp('/kyc');
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    expect((await screen.findByTestId('menu-wallet-total')).textContent).toBe('₹2,500.75');
    const card = screen.getByRole('region', { name: 'My Wallet' });
    await user.click(within(card).getByRole('link', { name: 'Withdraw' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/myWallet'));
    expect(router.state.location.search).toBe('?sheet=withdraw');
    expect(await screen.findByRole('dialog', { name: 'Withdraw Money' })).toBeTruthy();
  });
});

describe('Withdraw sheet', () => {
  beforeEach(() => signInAs());

  async function openWithdraw(info = fullPaymentInfo, balancePaise = 100_000, heldPaise = 0) {
    const stub = stubFetch({
      ...common,
      'POST /api/wallet/balance': balanceReply({ balancePaise, heldPaise }, info),
      'POST /api/wallet/transaction-history': historyReply([]),
      'POST /api/wallet/withdraw-request': {
        status: 201,
        body: {
          success: true,
          message: 'Withdrawal request submitted successfully',
          transaction: entry({ type: 'WITHDRAWAL', direction: 'DEBIT' }),
        },
      },
    });
    const app = renderApp('/myWallet?sheet=withdraw');
    const sheet = within(await screen.findByRole('dialog', { name: 'Withdraw Money' }));
    return { ...app, ...stub, sheet };
  }

  it('asks for phone verification first when no mobile is on file', async () => {
    const { sheet } = await openWithdraw(noPaymentInfo);
    expect(sheet.getByText(/Withdrawals need a verified mobile number/)).toBeTruthy();
    expect(sheet.getByLabelText('Mobile number')).toBeTruthy();
    expect(sheet.queryByLabelText('Amount to withdraw')).toBeNull();
  });

  it('wants at least ₹1 and no more than the available balance', async () => {
    const { user, sheet, calls } = await openWithdraw(fullPaymentInfo, 100_000, 40_000);
    expect(sheet.getByRole('button', { name: 'Withdraw all: ₹600.00' })).toBeTruthy();
    await user.click(sheet.getByRole('button', { name: 'Request Withdrawal' }));
    expect(sheet.getByText('Invalid, withdrawal amount')).toBeTruthy();
    await user.type(sheet.getByLabelText('Amount to withdraw'), '600.01');
    await user.click(sheet.getByRole('button', { name: 'Request Withdrawal' }));
    expect(sheet.getByText('Insufficient balance')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/wallet/withdraw-request')).toBe(false);
  });

  it('needs Aadhaar and PAN and links to the profile', async () => {
    const { user, sheet } = await openWithdraw({
      ...fullPaymentInfo,
      hasPan: false,
      panCardUrl: null,
      profileCompleted: false,
    });
    await user.type(sheet.getByLabelText('Amount to withdraw'), '100');
    await user.click(sheet.getByRole('button', { name: 'Request Withdrawal' }));
    expect(
      sheet.getByText('Please update your Aadhaar & PAN in profile before withdrawing'),
    ).toBeTruthy();
    expect(sheet.getByRole('link', { name: 'Update Profile' }).getAttribute('href')).toBe(
      '/profile',
    );
  });

  it('sends the amount with an idempotency key and toasts the spec text', async () => {
    const { user, sheet, calls } = await openWithdraw();
    await user.type(sheet.getByLabelText('Amount to withdraw'), '250');
    await user.click(sheet.getByRole('button', { name: 'Request Withdrawal' }));
    expect(await screen.findByText('Withdrawal request submitted successfully')).toBeTruthy();
    const call = calls.find((c) => c.path === '/api/wallet/withdraw-request');
    expect(call?.body).toEqual({ amount: 250 });
    expect(call?.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('shows the server refusal for missing payment info', async () => {
    const stub = stubFetch({
      ...common,
      'POST /api/wallet/balance': balanceReply({ balancePaise: 100_000 }, fullPaymentInfo),
      'POST /api/wallet/transaction-history': historyReply([]),
      'POST /api/wallet/withdraw-request': {
        status: 422,
        body: { error: { code: 'PAYMENT_INFO_REQUIRED', message: 'whatever' } },
      },
    });
    const { user } = renderApp('/myWallet?sheet=withdraw');
    const sheet = within(await screen.findByRole('dialog', { name: 'Withdraw Money' }));
    await user.type(sheet.getByLabelText('Amount to withdraw'), '1');
    await user.click(sheet.getByRole('button', { name: 'Request Withdrawal' }));
    expect(
      await sheet.findByText(
        'Please update your payment information in profile before withdrawing',
      ),
    ).toBeTruthy();
    expect(stub.calls.filter((c) => c.path === '/api/wallet/withdraw-request')).toHaveLength(1);
  });
});
