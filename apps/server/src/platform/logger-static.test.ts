/**
 * The web app's files are logged at debug level, so at info a node's log holds the API requests
 * rather than mostly asset fetches.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-app';
import { isStaticFileRequest } from './logger';

const webDir = mkdtempSync(path.join(tmpdir(), 'bidxi-web-log-'));
mkdirSync(path.join(webDir, 'assets'));
writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>BidXI</title>');
writeFileSync(path.join(webDir, 'assets/app-abc.js'), 'console.log(1)');

const lines: { level: number; msg: string; req?: { url?: string } }[] = [];
let t: TestApp;
beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const l of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(l));
      done();
    },
  });
  t = await buildTestApp({ LOG_LEVEL: 'info', WEB_DIST_DIR: webDir }, {}, { logStream: stream });
});
afterAll(async () => {
  await t.close();
  rmSync(webDir, { recursive: true, force: true });
});

describe('request log level', () => {
  it('files and the SPA shell at debug (absent at info); the API at info', async () => {
    expect((await t.app.inject({ url: '/assets/app-abc.js' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/wallet' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/app-config' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/missing' })).statusCode).toBe(404);
    const completed = lines.filter((l) => l.msg === 'request completed').map((l) => l.req?.url);
    expect(completed).toContain('/api/app-config');
    expect(completed).toContain('/api/missing');
    expect(completed).not.toContain('/assets/app-abc.js');
    expect(completed).not.toContain('/wallet');
  });

  it.each([
    ['GET', '/assets/a.js', 200, true],
    ['HEAD', '/', 200, true],
    ['GET', '/icons/x.png?v=1', 304, true],
    ['GET', '/api/app-config', 200, false],
    ['GET', '/api', 200, false],
    ['GET', '/socket.io/?EIO=4', 200, false],
    ['GET', '/metrics', 200, false],
    ['POST', '/anything', 200, false],
    ['GET', '/assets/a.js', 404, false],
  ] as const)('%s %s %i → static %j', (method, url, status, expected) => {
    expect(isStaticFileRequest(method, url, status)).toBe(expected);
  });
});
