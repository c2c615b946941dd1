/**
 * Idempotency keys on the wallet requests: malformed keys (too long, empty, control or non-ASCII
 * characters) are 400; a key reused with another body is 422 IDEMPOTENCY_KEY_REUSED; a key reused with
 * the same body (in any key order or number spelling) replays the first answer. Nothing changes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshUtr } from '../test/wallet';
import { buildWorld, call, expectUnchanged, snapshot, type World } from './harness';

let w: World;
const KEY = 'retry-key-0001';
let utr: string;
beforeAll(async () => {
  w = await buildWorld();
  utr = freshUtr();
  const first = await call(w.app, 'POST', '/api/wallet/recharge-request', {
    token: w.a.token,
    body: { amount: 10, UTRNumber: utr },
    headers: { 'idempotency-key': KEY },
  });
  expect(first.statusCode, first.body).toBe(201);
});
afterAll(() => w.t.close());

const recharge = (key: string, raw: string) =>
  call(w.app, 'POST', '/api/wallet/recharge-request', {
    token: w.a.token,
    raw,
    headers: { 'idempotency-key': key },
  });

/** [label, key, raw body (UTR from the first request as $UTR), status, replayed]. */
const CASES: [string, string, string, number, boolean][] = [
  ['101 characters', 'k'.repeat(101), '{"amount":10,"UTRNumber":"$NEW"}', 400, false],
  ['1,000 characters', 'k'.repeat(1000), '{"amount":10,"UTRNumber":"$NEW"}', 400, false],
  ['empty', '', '{"amount":10,"UTRNumber":"$NEW"}', 400, false],
  ['a tab', 'a\tb', '{"amount":10,"UTRNumber":"$NEW"}', 400, false],
  ['Latin-1 é', 'cl\u00e9', '{"amount":10,"UTRNumber":"$NEW"}', 400, false],
  ['DEL', 'a\u007fb', '{"amount":10,"UTRNumber":"$NEW"}', 400, false],
  ['reused with another amount', KEY, '{"amount":11,"UTRNumber":"$UTR"}', 422, false],
  ['reused with another UTR', KEY, '{"amount":10,"UTRNumber":"$NEW"}', 422, false],
  ['reused with a userId added', KEY, '{"amount":10,"UTRNumber":"$UTR","userId":"$A"}', 422, false],
  [
    'reused with a negative amount (the amount rule first)',
    KEY,
    '{"amount":-10,"UTRNumber":"$UTR"}',
    422,
    false,
  ],
  ['reused with an invalid body', KEY, '{"amount":"10"}', 400, false],
  ['same body: replayed', KEY, '{"amount":10,"UTRNumber":"$UTR"}', 201, true],
  ['same body, keys reordered: replayed', KEY, '{"UTRNumber":"$UTR","amount":10}', 201, true],
  ['same body, 10.0: replayed', KEY, '{"amount":10.0,"UTRNumber":"$UTR"}', 201, true],
  ['same body, 1e1: replayed', KEY, '{"amount":1e1,"UTRNumber":"$UTR"}', 201, true],
  // The body is compared as parsed: unknown fields are dropped and the UTR is upper-cased first.
  [
    'same body plus an unknown field: replayed',
    KEY,
    '{"amount":10,"UTRNumber":"$UTR","note":"x"}',
    201,
    true,
  ],
  ['same body, lower-case UTR: replayed', KEY, '{"amount":10,"UTRNumber":"$LOW"}', 201, true],
];

describe('idempotency keys: POST /api/wallet/recharge-request', () => {
  it.each(CASES)('%s → %i, nothing changed', async (_l, key, raw, status, replayed) => {
    const before = await snapshot(w.app);
    const body = raw
      .replace('$UTR', utr)
      .replace('$LOW', utr.toLowerCase())
      .replace('$NEW', freshUtr())
      .replace('$A', w.a.id);
    const res = await recharge(key, body);
    expect(res.statusCode, res.body).toBe(status);
    if (status === 422)
      expect(res.json().error.code).toBe(
        _l.includes('amount rule') ? 'INVALID_AMOUNT' : 'IDEMPOTENCY_KEY_REUSED',
      );
    expect(res.headers['idempotent-replayed'] === 'true').toBe(replayed);
    await expectUnchanged(w.app, before, _l);
  });
});
