/**
 * Headers: every HTML page — the app's shell and client routes, the admin login,
 * the API reference — carries a CSP without inline or eval'd script and with `connect-src 'self'`
 * only; every answer to a session is `Cache-Control: private, no-store`; source maps are not served.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-app';
import { signUp, type TestUser } from '../test/factories';

const webDir = mkdtempSync(path.join(tmpdir(), 'bidxi-web-sec-'));
mkdirSync(path.join(webDir, 'assets'));
writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>BidXI</title>');
writeFileSync(path.join(webDir, 'assets/index-abc.js'), 'console.log(1)');
writeFileSync(path.join(webDir, 'assets/index-abc.js.map'), '{"sources":["src/secret.ts"]}');

let t: TestApp;
let u: TestUser;
beforeAll(async () => {
  t = await buildTestApp({ WEB_DIST_DIR: webDir, RATE_LIMIT_PER_MINUTE: '100000' });
  u = await signUp(t.app);
});
afterAll(async () => {
  await t.close();
  rmSync(webDir, { recursive: true, force: true });
});

const cspOf = (header: unknown) =>
  Object.fromEntries(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...sources]) => [name!, sources]),
  );

describe('CSP on every HTML page', () => {
  it.each(['/', '/login', '/admin/login', '/auction/x/room', '/api/docs/'])('%s', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const csp = cspOf(res.headers['content-security-policy']);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    for (const bad of ["'unsafe-inline'", "'unsafe-eval'", '*', 'data:', 'ws:', 'wss:', 'http:'])
      expect(csp['script-src'], bad).not.toContain(bad);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('Cache-Control: private, no-store on answers to a session', () => {
  it.each([
    ['GET', '/api/auctions/getallstatus', undefined],
    ['GET', '/api/bids/history', undefined],
    ['POST', '/api/wallet/balance', {}],
    ['POST', '/api/wallet/transaction-history', {}],
    ['POST', '/api/users/auction-registered', {}],
    ['POST', '/api/user/getById', 'self'],
  ] as const)('%s %s', async (method, url, body) => {
    const res = await t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${u.token}` },
      ...(body === undefined ? {} : { payload: body === 'self' ? { userId: u.id } : body }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });
});

describe('source maps', () => {
  it.each(['/assets/index-abc.js.map', '/assets/index-abc.js.map?x=1', '/index.js.map'])(
    '%s is a 404, never the source',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('secret.ts');
    },
  );
});
