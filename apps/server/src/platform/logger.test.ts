/**
 * Secrets stay out of the logs: at info level no log line holds an OTP code, a reset token or a full
 * reset link — not the outbox notices, not the request line of an opened reset link — while the
 * development outbox files still hold them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-app';
import { signUp } from '../test/factories';
import { postJson, readOtpFromOutbox } from '../test/wallet';
import { maskSecretsInUrl } from './logger';

const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  t = await buildTestApp({ LOG_LEVEL: 'info' }, {}, { logStream: stream });
});
afterAll(() => t.close());

describe('logs at info level', () => {
  it('hold no OTP code, reset token or reset link; the outbox files do', async () => {
    const u = await signUp(t.app);
    const otp = await postJson(t.app, '/api/otp/generate', u.token, { mobileNumber: '9876501234' });
    expect(otp.statusCode).toBe(200);
    const code = readOtpFromOutbox(t.dataDir, '+919876501234');

    expect((await postJson(t.app, '/api/resetLink', null, { email: u.email })).statusCode).toBe(
      201,
    );
    await t.app.deps.background.drain();
    const outbox = path.join(t.dataDir, 'outbox');
    const eml = readdirSync(outbox).find((f) => f.endsWith('.eml'))!;
    const mail = readFileSync(path.join(outbox, eml), 'utf8').replace(/=\r?\n/g, '');
    const token = /\/resetpass\/[^/\s"<>]+\/([\w-]+)/.exec(mail)![1]!;
    // Opening the e-mailed link: a page request whose URL carries the token.
    await t.app.inject({
      method: 'GET',
      url: `/resetpass/${encodeURIComponent(u.email)}/${token}`,
    });

    const log = lines.join('\n');
    expect(log).toMatch(/SMS written to DATA_DIR\/outbox/);
    expect(log).toMatch(/password reset mail written to DATA_DIR\/outbox/);
    expect(log).toMatch(/resetpass\/[^/]+\/\[Redacted\]/);
    expect(log).not.toContain(code);
    expect(log).not.toContain(token);
    expect(log).not.toMatch(/http:\/\/bidxi\.test\/resetpass/);
  });

  it('masks the token of a reset-link URL, nothing else', () => {
    expect(maskSecretsInUrl('/resetpass/a%40b.c/tok-123?x=1')).toBe(
      '/resetpass/a%40b.c/[Redacted]?x=1',
    );
    expect(maskSecretsInUrl('/api/auctions/1')).toBe('/api/auctions/1');
  });
});
