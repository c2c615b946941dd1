import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROTOCOL_VERSION } from '@bidxi/protocol';
import { buildTestApp, type TestApp } from './test/build-app';

let t: TestApp;
const web = mkdtempSync(path.join(tmpdir(), 'bidxi-web-'));
beforeAll(async () => {
  // A minimal built web app, so the static and SPA-fallback paths are exercised.
  mkdirSync(path.join(web, 'assets'), { recursive: true });
  writeFileSync(
    path.join(web, 'index.html'),
    '<!doctype html><html><body>BidXI shell</body></html>',
  );
  writeFileSync(path.join(web, 'assets', 'app-abc123.js'), 'console.log(1)');
  // The precompressed copies the web build writes next to an asset.
  const big = 'console.log("a long enough asset to be worth compressing");\n'.repeat(100);
  writeFileSync(path.join(web, 'assets', 'big-abc123.js'), big);
  writeFileSync(path.join(web, 'assets', 'big-abc123.js.br'), brotliCompressSync(big));
  writeFileSync(path.join(web, 'assets', 'big-abc123.js.gz'), gzipSync(big));
  t = await buildTestApp({ WEB_DIST_DIR: web });
});
afterAll(async () => {
  await t.close();
  rmSync(web, { recursive: true, force: true });
});

describe('the app shell', () => {
  it('reports the database in GET /api/health', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: { ok: true } });
  });

  it('answers unknown /api routes with a JSON 404, never the SPA page', async () => {
    for (const url of ['/api/nope', '/api', '/api/users/nope?x=1']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Endpoint not found' } });
    }
  });

  it('falls back to index.html for client routes, uncached', async () => {
    for (const url of ['/', '/home', '/resetpass/a%40b.co/tok', '/admin/users']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('BidXI shell');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets as immutable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('sends the brotli or gzip copy of an asset to a browser that accepts it, else the file', async () => {
    const url = '/assets/big-abc123.js';
    const br = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('a long enough asset');
    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('a long enough asset');
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/home' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the OpenAPI document and its reference page', async () => {
    const spec = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(spec.statusCode).toBe(200);
    expect(Object.keys(spec.json().paths)).toEqual(
      expect.arrayContaining(['/api/user/login', '/api/users/register', '/api/resetLink']),
    );
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
  });

  it('exposes public app settings', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/app-config' });
    expect(res.json()).toMatchObject({
      supportWhatsapp: expect.stringMatching(/^91\d{10}$/),
      protocolVersion: PROTOCOL_VERSION,
    });
  });
});
