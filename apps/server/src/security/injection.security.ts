/**
 * Injection: SQL and XSS strings in constrained fields (e-mail, UTR, UPI id, ids, query values) are
 * 400/404; in free-text names they are stored verbatim as data (parameterised SQL, JSON output) with
 * no other change; CR/LF and NUL in raw HTTP headers are refused by the HTTP parser (400).
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorld, call, expectUnchanged, snapshot, type World } from './harness';

let w: World;
beforeAll(async () => {
  w = await buildWorld({ listen: true });
});
afterAll(() => w.t.close());

const SQL = "x'); drop table users; --";
const XSS = '<img src=x onerror=alert(1)>';

/** [label, method, url, body, expected status]. */
const REFUSED: [string, string, string, unknown, number][] = [
  [
    'SQL in the login e-mail',
    'POST',
    '/api/user/login',
    { email: `a@b.c${SQL}`, password: 'secret-pass' },
    400,
  ],
  [
    'XSS in the sign-up e-mail',
    'POST',
    '/api/users/register',
    { username: 'x', email: `${XSS}@x.com`, password: 'secret-pass' },
    400,
  ],
  ['SQL in the UTR', 'POST', '/api/wallet/recharge-request', { amount: 10, UTRNumber: SQL }, 400],
  ['XSS in the UTR', 'POST', '/api/wallet/recharge-request', { amount: 10, UTRNumber: XSS }, 400],
  ['SQL in an auction id', 'GET', `/api/auctions/${encodeURIComponent(SQL)}`, undefined, 404],
  ['SQL in a pool path', 'GET', `/api/auctions/${encodeURIComponent(SQL)}/players`, undefined, 400],
  [
    'SQL in a status filter',
    'GET',
    `/api/auctions/getallstatus?status=${encodeURIComponent(SQL)}`,
    undefined,
    400,
  ],
  [
    'SQL in a date filter',
    'GET',
    `/api/auctions/getallstatus?from=${encodeURIComponent(SQL)}`,
    undefined,
    400,
  ],
  ['SQL in getById', 'POST', '/api/user/getById', { userId: SQL }, 403],
  ['SQL in a team id', 'POST', '/api/teams/validate-composition', { teamId: SQL }, 400],
  [
    'SQL in the registration check',
    'POST',
    '/api/auctions/validate-registration',
    { auctionId: SQL },
    404,
  ],
  [
    'XSS in a bid-history filter (no match, empty list)',
    'GET',
    `/api/bids/history?auctionId=${encodeURIComponent(XSS)}`,
    undefined,
    200,
  ],
  ['SQL in the OTP mobile', 'POST', '/api/otp/generate', { mobileNumber: `98765${SQL}` }, 400],
  [
    'SQL in a static-content type',
    'GET',
    `/api/static-content/${encodeURIComponent(SQL)}`,
    undefined,
    404,
  ],
  [
    'CRLF in a path (response splitting)',
    'GET',
    '/api/auctions/x%0d%0aSet-Cookie:%20a=b',
    undefined,
    404,
  ],
];

describe('injection: constrained fields', () => {
  it.each(REFUSED)('%s → %i, nothing changed', async (_l, method, url, body, status) => {
    const before = await snapshot(w.app);
    const res = await call(w.app, method, url, {
      token: w.a.token,
      ...(body === undefined ? {} : { body }),
    });
    expect(res.statusCode, res.body).toBe(status);
    expect(res.headers['set-cookie']).toBeUndefined();
    await expectUnchanged(w.app, before, _l);
  });
});

describe('injection: free-text names are data', () => {
  it.each([SQL, XSS, '"; DELETE FROM wallets; --', '{{7*7}} ${7*7}'])(
    'a sign-up named %s stores the name verbatim and adds one user only',
    async (name) => {
      const before = await snapshot(w.app);
      const res = await call(w.app, 'POST', '/api/users/register', {
        body: {
          username: name,
          email: `inj${Date.now()}${Math.random()}@x.com`.replace('0.', ''),
          password: 'secret-pass',
          ageConfirmed: true,
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().user.username).toBe(name);
      const after = await snapshot(w.app);
      expect(after.counts.users).toBe((before.counts.users ?? 0) + 1);
      expect({ ...after, counts: { ...after.counts, users: 0, wallets: 0 } }).toEqual({
        ...before,
        counts: { ...before.counts, users: 0, wallets: 0 },
      });
    },
  );
});

/** Sends raw bytes to the listening server and returns the status line. */
function raw(request: string): Promise<string> {
  const url = new URL(w.baseUrl!);
  return new Promise((resolve, reject) => {
    const s = connect(Number(url.port), url.hostname, () => s.end(request));
    let data = '';
    s.on('data', (d) => (data += d.toString('latin1')));
    s.on('end', () => resolve(data));
    s.on('error', reject);
  });
}

describe('injection: CR, LF and NUL in raw headers', () => {
  it.each([
    [
      'CR inside a header value',
      'GET /api/health HTTP/1.1\r\nHost: x\r\nX-A: a\rSet-Cookie: b=c\r\n\r\n',
    ],
    [
      'LF inside a header value',
      'GET /api/health HTTP/1.1\r\nHost: x\r\nX-A: a\nSet-Cookie b=c\r\n\r\n',
    ],
    ['NUL in a header value', 'GET /api/health HTTP/1.1\r\nHost: x\r\nX-A: a\u0000b\r\n\r\n'],
    ['a space before the colon', 'GET /api/health HTTP/1.1\r\nHost: x\r\nX-A : a\r\n\r\n'],
    [
      'a header line without a colon',
      'GET /api/health HTTP/1.1\r\nHost: x\r\nSet-Cookie b=c\r\n\r\n',
    ],
  ])('%s → 400', async (_l, request) => {
    const before = await snapshot(w.app);
    const res = await raw(request);
    expect(res.split('\r\n')[0]).toMatch(/^HTTP\/1\.1 400/);
    expect(res).not.toMatch(/\r\nset-cookie: b=c/i);
    await expectUnchanged(w.app, before, _l);
  });
});
