/**
 * Amounts on the money routes: negative, zero, fractions of a paisa, strings, NaN, Infinity,
 * exponents, beyond 2^53, wrong JSON types. Each is refused with its 4xx and changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshUtr } from '../test/wallet';
import { buildWorld, call, expectUnchanged, snapshot, type World } from './harness';

let w: World;
beforeAll(async () => {
  w = await buildWorld();
});
afterAll(() => w.t.close());

/** [label, raw JSON of the amount, expected status]. */
const AMOUNTS: [string, string, number][] = [
  ['negative', '-1', 422],
  ['zero', '0', 422],
  ['minus zero', '-0', 422],
  ['a tenth of a paisa', '1.001', 400],
  ['half a paisa', '0.005', 400],
  ['three decimals', '12.345', 400],
  ['a string number', '"100"', 400],
  ['a word', '"abc"', 400],
  ['null', 'null', 400],
  ['true', 'true', 400],
  ['an array', '[100]', 400],
  ['an object', '{"value":100}', 400],
  ['NaN (not JSON)', 'NaN', 400],
  ['Infinity by exponent', '1e400', 400],
  ['a huge exponent', '1e21', 400],
  ['beyond 2^53', '9007199254740993', 400],
  ['2^53 + 2 paise in rupees', '90071992547409.94', 400],
  ['over the ₹10,000 cap', '10000.01', 422],
  ['a negative fraction', '-0.5', 422],
  ['hex text', '"0x10"', 400],
];

describe('amounts: POST /api/wallet/recharge-request', () => {
  it.each(AMOUNTS)('%s (%s) → %i, nothing changed', async (_label, raw, status) => {
    const before = await snapshot(w.app);
    const res = await call(w.app, 'POST', '/api/wallet/recharge-request', {
      token: w.a.token,
      raw: `{"amount":${raw},"UTRNumber":"${freshUtr()}"}`,
    });
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().error.code).toBeTruthy();
    await expectUnchanged(w.app, before, raw);
  });
});

describe('amounts: POST /api/wallet/withdraw-request', () => {
  const WITHDRAW: [string, string, number][] = [
    ...AMOUNTS.filter(([l]) => !l.includes('cap')),
    ['more than the balance', '501', 422],
  ];
  it.each(WITHDRAW)('%s (%s) → %i, nothing changed', async (_label, raw, status) => {
    const before = await snapshot(w.app);
    const res = await call(w.app, 'POST', '/api/wallet/withdraw-request', {
      token: w.a.token,
      raw: `{"amount":${raw}}`,
    });
    expect([status, 422]).toContain(res.statusCode);
    if (status === 400) expect(res.statusCode, res.body).toBe(400);
    await expectUnchanged(w.app, before, raw);
  });
});
