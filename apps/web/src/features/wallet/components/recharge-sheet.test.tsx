import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubFetch, type StubHandler } from '@/testing/fetch-stub';
import { renderApp, signInAs } from '@/testing/render-app';
import {
  appConfigReply,
  balanceReply,
  entry,
  historyReply,
  userDetailReply,
} from '@/testing/wallet-fixtures';

const created = {
  status: 201,
  body: {
    success: true,
    message: 'Recharge request submitted successfully',
    transaction: entry({ UTRNumber: 'UTR123456' }),
  },
};

function stubWallet(recharge: StubHandler | typeof created = created) {
  return stubFetch({
    'GET /api/app-config': appConfigReply,
    'POST /api/user/getById': userDetailReply(),
    'POST /api/wallet/balance': balanceReply({ balancePaise: 0 }),
    'POST /api/wallet/transaction-history': historyReply([]),
    'POST /api/wallet/recharge-request': recharge,
  });
}

async function openAddMoney() {
  const app = renderApp('/myWallet?sheet=add');
  const sheet = await screen.findByRole('dialog', { name: 'Add Money' });
  return { ...app, sheet: within(sheet) };
}

describe('Add Money sheet', () => {
  beforeEach(() => signInAs());

  it('asks for an amount of at least ₹1 and a UTR before sending anything', async () => {
    const { calls } = stubWallet();
    const { user, sheet } = await openAddMoney();
    await user.click(sheet.getByRole('button', { name: 'Submit Request' }));
    expect(sheet.getByText('Invalid, recharge amount')).toBeTruthy();
    expect(sheet.getByText('Please enter UTR/Reference number')).toBeTruthy();

    await user.type(sheet.getByLabelText('Amount'), '0.5');
    expect(sheet.getByText('Invalid, recharge amount')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/wallet/recharge-request')).toBe(false);
  });

  it('refuses more than ₹10,000 and keeps the amount to digits and two decimals', async () => {
    stubWallet();
    const { user, sheet } = await openAddMoney();
    const amount = sheet.getByLabelText('Amount') as HTMLInputElement;
    await user.type(amount, '1a0.999');
    expect(amount.value).toBe('10.99');
    await user.clear(amount);
    await user.type(amount, '10000.01');
    await user.click(sheet.getByRole('button', { name: 'Submit Request' }));
    expect(sheet.getByText('Maximum recharge amount is ₹10,000')).toBeTruthy();
  });

  it('draws a UPI QR for the amount and shows the payee VPA with a copy button', async () => {
    stubWallet();
    const { user, sheet } = await openAddMoney();
    expect(sheet.getByText('Enter an amount to get the QR code')).toBeTruthy();
    expect(await sheet.findByText('bidxi.pay@okaxis')).toBeTruthy();
    await user.click(sheet.getByRole('button', { name: '₹500' }));
    const qr = await sheet.findByRole('img', { name: 'UPI QR code to pay BidXI Sports' });
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(sheet.getByText('Scan and pay ₹500.00')).toBeTruthy();
    expect(sheet.getByRole('link', { name: /Open UPI app/ }).getAttribute('href')).toBe(
      'upi://pay?pa=bidxi.pay@okaxis&pn=BidXI%20Sports&am=500.00&cu=INR&tn=BidXI%20wallet%20recharge',
    );
    expect(sheet.getByRole('button', { name: 'Copy UPI ID' })).toBeTruthy();
  });

  it('submits amount and UTR with an idempotency key and toasts the spec text', async () => {
    const { calls } = stubWallet();
    const { user, sheet } = await openAddMoney();
    await user.type(sheet.getByLabelText('Amount'), '750.5');
    await user.type(sheet.getByLabelText('UTR / Reference number'), 'utr: 000123456789012');
    await user.click(sheet.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByText('Recharge request submitted successfully')).toBeTruthy();
    const call = calls.find((c) => c.path === '/api/wallet/recharge-request');
    expect(call?.body).toEqual({ amount: 750.5, UTRNumber: '123456789012' });
    expect(call?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Money' })).toBeNull());
  });

  it('reuses the idempotency key when the same request is retried after a server failure', async () => {
    let attempt = 0;
    const { calls } = stubWallet(() =>
      ++attempt === 1
        ? { status: 503, body: { error: { code: 'INTERNAL', message: 'x' } } }
        : created,
    );
    const { user, sheet } = await openAddMoney();
    await user.type(sheet.getByLabelText('Amount'), '100');
    await user.type(sheet.getByLabelText('UTR / Reference number'), 'ABC123456');
    await user.click(sheet.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByText('Recharge request failed')).toBeTruthy();
    await user.click(sheet.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByText('Recharge request submitted successfully')).toBeTruthy();
    const keys = calls
      .filter((c) => c.path === '/api/wallet/recharge-request')
      .map((c) => c.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('shows the server refusal of a used UTR under the field', async () => {
    stubWallet({
      status: 409,
      body: {
        error: {
          code: 'DUPLICATE_UTR',
          message: 'This UTR/Reference number has already been used',
        },
      },
    } as never);
    const { user, sheet } = await openAddMoney();
    await user.type(sheet.getByLabelText('Amount'), '100');
    await user.type(sheet.getByLabelText('UTR / Reference number'), 'ABC123456');
    await user.click(sheet.getByRole('button', { name: 'Submit Request' }));
    expect(await sheet.findByText('This UTR/Reference number has already been used')).toBeTruthy();
  });
});
