/**
 * Headers and request limits as deployed ("Limits that the deployment defeats"):
 * the CSP of every page (the API reference with its script hashes), Cache-Control on
 * personal answers, no source maps, the API limit counting the API only with a clear 429, and
 * TRUST_PROXY telling clients behind one proxy apart.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-app';
import { bearer, signUp } from '../test/factories';

/** A small built web app: the shell, a service worker, icons and assets, and a stray source map. */
const webDir = mkdtempSync(path.join(tmpdir(), 'bidxi-web-'));
const STATIC_FILES = [
  'index.html',
  'sw.js',
  'manifest.webmanifest',
  'favicon.svg',
  ...Array.from({ length: 12 }, (_, i) => `assets/chunk-${i}.js`),
  ...Array.from({ length: 4 }, (_, i) => `icons/icon-${i}.png`),
];
mkdirSync(path.join(webDir, 'assets'));
mkdirSync(path.join(webDir, 'icons'));
for (const f of STATIC_FILES)
  writeFileSync(
    path.join(webDir, f),
    f === 'index.html' ? '<!doctype html><title>BidXI</title>' : 'x',
  );
writeFileSync(path.join(webDir, 'assets/chunk-0.js.map'), '{"version":3,"sources":["secret.ts"]}');

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ WEB_DIST_DIR: webDir, RATE_LIMIT_PER_MINUTE: '5' });
});
afterAll(async () => {
  await t.close();
  rmSync(webDir, { recursive: true, force: true });
});

let ipN = 0;
const get = (url: string, o: { ip?: string; headers?: Record<string, string> } = {}) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: o.headers ?? {},
    remoteAddress: o.ip ?? `10.88.0.${++ipN}`,
  });
const directives = (csp: string) =>
  Object.fromEntries(
    csp.split(';').map((d) => {
      const [name, ...sources] = d.trim().split(/\s+/);
      return [name!, sources];
    }),
  );

describe('Content-Security-Policy', () => {
  it('on the web app: connect-src only the own origin, workers from blobs, no inline scripts', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    const csp = directives(String(res.headers['content-security-policy']));
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['worker-src']).toEqual(["'self'", 'blob:']);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    const route = await get('/auction/123/room');
    expect(route.headers['content-security-policy']).toBe(res.headers['content-security-policy']);
  });

  it('on the API reference page: the same policy plus the hashes of exactly its inline scripts', async () => {
    const res = await get('/api/docs/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const csp = directives(String(res.headers['content-security-policy']));
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    const inline = [...res.body.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)];
    expect(inline.length).toBeGreaterThan(0);
    const hashes = inline.map(
      (m) => `'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`,
    );
    expect(csp['script-src']).toEqual(["'self'", ...hashes]);
  });
});

describe('Cache-Control on API answers', () => {
  it('is private, no-store on answers to a session; no-store on token answers', async () => {
    const u = await signUp(t.app);
    for (const url of ['/api/auctions/getallstatus', '/api/bids/history']) {
      const res = await get(url, { headers: bearer(u.token) });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('private, no-store');
    }
    const wallet = await t.app.inject({
      method: 'POST',
      url: '/api/wallet/balance',
      payload: {},
      headers: bearer(u.token),
      remoteAddress: '10.88.1.1',
    });
    expect(wallet.headers['cache-control']).toBe('private, no-store');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: u.email, password: u.password },
      remoteAddress: '10.88.1.2',
    });
    expect(login.statusCode).toBe(201);
    expect(login.headers['cache-control']).toBe('no-store');
  });
});

describe('source maps', () => {
  it('are not served, even when a .map file is in the web folder', async () => {
    const res = await get('/assets/chunk-0.js.map');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('secret.ts');
    expect((await get('/assets/chunk-0.js')).statusCode).toBe(200);
  });
});

describe('the API request limit (RATE_LIMIT_PER_MINUTE=5 here)', () => {
  it('counts the API only: a first visit’s files, sw.js, icons and pages are exempt', async () => {
    const ip = '10.89.0.1';
    for (let round = 0; round < 2; round++) {
      for (const f of STATIC_FILES) expect((await get(`/${f}`, { ip })).statusCode, f).toBe(200);
      for (const page of ['/home', '/wallet', '/api/docs/'])
        expect((await get(page, { ip })).statusCode, page).toBe(200);
    }
    for (let i = 0; i < 5; i++) expect((await get('/api/app-config', { ip })).statusCode).toBe(200);
    const refused = await get('/api/app-config', { ip });
    expect(refused.statusCode).toBe(429);
    const seconds = Number(refused.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(refused.json()).toEqual({
      status: 429,
      retryAfterSeconds: seconds,
      error: { code: 'RATE_LIMITED', message: `Too many requests — try again in ${seconds} s` },
    });
    // Still exempt after the API budget is spent.
    expect((await get('/sw.js', { ip })).statusCode).toBe(200);
  });
});

describe('the API request limit behind one carrier NAT', () => {
  it('gives each signed-in user a budget of their own; calls without a valid token share the address’s', async () => {
    const ip = '10.90.0.1';
    const [u1, u2] = [await signUp(t.app), await signUp(t.app)];
    const call = (headers: Record<string, string> = {}) =>
      get('/api/auctions/getallstatus', { ip, headers });
    for (let i = 0; i < 5; i++) expect((await call(bearer(u1.token))).statusCode).toBe(200);
    expect((await call(bearer(u1.token))).statusCode).toBe(429);
    // Another user behind the same address is not refused because of the first.
    for (let i = 0; i < 5; i++) expect((await call(bearer(u2.token))).statusCode).toBe(200);
    // Nor are guests there: they spend the address's budget, which the users did not touch.
    for (let i = 0; i < 5; i++) expect((await get('/api/app-config', { ip })).statusCode).toBe(200);
    expect((await get('/api/app-config', { ip })).statusCode).toBe(429);
    // A made-up token counts against the address, not as a fresh user.
    const forged = `${u2.token.slice(0, -4)}AAAA`;
    expect((await get('/api/app-config', { ip, headers: bearer(forged) })).statusCode).toBe(429);
  });
});

describe('TRUST_PROXY', () => {
  const behindProxy = (app: TestApp, client: string, proxy = '127.0.0.1') =>
    app.app.inject({
      method: 'GET',
      url: '/api/app-config',
      headers: { 'x-forwarded-for': client },
      remoteAddress: proxy,
    });

  it('unset: a proxy elsewhere is not believed, so its clients share its budget', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i++)
      codes.push((await behindProxy(t, `203.0.113.${i + 1}`, '10.140.0.1')).statusCode);
    expect(codes.at(-1)).toBe(429);
  });

  it('unset: a proxy on this host (loopback) is believed, so each client has its own budget', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await behindProxy(t, `203.0.114.${i + 1}`)).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 200]);
    for (let i = 0; i < 5; i++) await behindProxy(t, '203.0.114.50', '::1');
    expect((await behindProxy(t, '203.0.114.50', '::1')).statusCode).toBe(429);
  });

  it('false: even a loopback proxy is not believed', async () => {
    const p = await buildTestApp({ TRUST_PROXY: 'false', RATE_LIMIT_PER_MINUTE: '5' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 6; i++)
        codes.push((await behindProxy(p, `203.0.113.${i + 1}`)).statusCode);
      expect(codes.at(-1)).toBe(429);
    } finally {
      await p.close();
    }
  });

  it('set to the proxy: each client has its own budget, keyed on X-Forwarded-For', async () => {
    const p = await buildTestApp({ TRUST_PROXY: '127.0.0.1', RATE_LIMIT_PER_MINUTE: '5' });
    try {
      for (let i = 0; i < 5; i++)
        expect((await behindProxy(p, '203.0.113.7')).statusCode).toBe(200);
      expect((await behindProxy(p, '203.0.113.7')).statusCode).toBe(429);
      expect((await behindProxy(p, '203.0.113.8')).statusCode).toBe(200);
      // A client cannot pose as another by sending its own header past a trusted proxy's:
      // the proxy appends the real address, which is what counts.
      expect((await behindProxy(p, '198.51.100.1, 203.0.113.7')).statusCode).toBe(429);
    } finally {
      await p.close();
    }
  });
});
